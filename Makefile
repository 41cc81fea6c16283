# Two commands do the whole set-up (see README.md):
#   make demo   install, then link a question against the demo database, offline
#   make test   install, lint, then run the test suite (CI runs exactly this)
#   make console  serve the demo database and its console at http://127.0.0.1:8000/console/

VENV ?= .venv
PYTHON ?= python3
BIN := $(VENV)/bin
QUESTION ?= 上个月销售额最高的产品是什么？

.PHONY: install demo console test lint format clean chromium screenshots

install: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,duckdb]'
	touch $@

demo: install
	$(BIN)/schemalink link "$(QUESTION)"

console: install
	$(BIN)/schemalink serve --demo

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

# Two workers, each running one test file at a time: a file's fixtures (a synced service, a
# served process) stay with its tests, and both cores are busy while one waits on a process.
test: lint chromium
	. tests/servers.sh && $(BIN)/python -m pytest -n 2 --dist loadfile

# The browser tests drive Debian's Chromium, never a browser a tool downloads, with a CJK font
# so Chinese renders in their screenshots as it does for users. Where either is missing and
# this is root with apt-get, they are installed; else those tests say why they skip.
BROWSER_PACKAGES := chromium fonts-wqy-microhei

chromium:
	@{ command -v chromium >/dev/null && [ -e /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ]; } || \
	  { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
	  { apt-get install -y -qq $(BROWSER_PACKAGES) >/dev/null || \
	    { apt-get update -qq && apt-get install -y -qq $(BROWSER_PACKAGES) >/dev/null; }; }; } || \
	  echo "no Chromium: the browser tests will be skipped"

# The console's pictures in the README, taken by its browser tests.
screenshots: install chromium
	SCHEMALINK_SCREENSHOTS=docs/console $(BIN)/python -m pytest -q tests/browser/test_console.py

format: install
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

clean:
	rm -rf $(VENV) .cache .pytest_cache .ruff_cache
