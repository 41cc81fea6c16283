# Two commands do the whole set-up (see README.md):
#   make demo   install, then link a question against the demo database, offline
#   make test   install, lint, then run the test suite (CI runs exactly this)

VENV ?= .venv
PYTHON ?= python3
BIN := $(VENV)/bin
QUESTION ?= 上个月销售额最高的产品是什么？

.PHONY: install demo test lint format clean chromium

install: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

demo: install
	$(BIN)/schemalink link "$(QUESTION)"

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

test: lint chromium
	. tests/servers.sh && $(BIN)/python -m pytest

# The browser tests drive Debian's Chromium, never a browser a tool downloads. Where it is
# missing and this is root with apt-get, it is installed; else those tests say why they skip.
chromium:
	@command -v chromium >/dev/null || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
	  { apt-get install -y -qq chromium >/dev/null || \
	    { apt-get update -qq && apt-get install -y -qq chromium >/dev/null; }; }; } || \
	  echo "no Chromium: the browser tests will be skipped"

format: install
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

clean:
	rm -rf $(VENV) .cache .pytest_cache .ruff_cache
