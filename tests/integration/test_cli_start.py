"""What a ``schemalink`` process imports before it does anything: a command pays for its own
modules only (``service.cli.COMMANDS``), and linking on a catalog read before loads no
database stack, no web framework and no graph builder. Timed by ``python -m bench cli-start``;
here only what is loaded, which does not depend on the machine."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

# Slow: starts a Python process for each import it checks.
pytestmark = pytest.mark.slow

HEAVY = ("sqlalchemy", "fastapi", "onnx", "onnxruntime", "alembic", "linking")


def _loaded_after(statement: str) -> set[str]:
    probe = f"import sys, json\n{statement}\nprint(json.dumps(sorted(sys.modules)))"
    run = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=120
    )
    return set(json.loads(run.stdout.splitlines()[-1]))


def test_the_version_loads_no_command() -> None:
    loaded = _loaded_after(
        "from service.cli import app\n"
        "from typer.testing import CliRunner\n"
        "assert CliRunner().invoke(app, ['--version']).exit_code == 0"
    )
    assert not loaded & set(HEAVY)
    assert not any(name.startswith("service.cli_") for name in loaded)


def test_the_link_command_loads_no_database_stack_web_framework_or_graph_builder() -> None:
    loaded = _loaded_after("import service.cli_link")
    assert "linking" in loaded
    assert not loaded & {"sqlalchemy", "fastapi", "onnx", "alembic", "service.store"}


def test_a_name_that_reads_a_database_is_still_there_when_asked_for() -> None:
    loaded = _loaded_after(
        "import linking.catalog.introspection\n"
        "from linking.catalog import introspect, open_engine, ValueReader\n"
        "assert callable(introspect) and not isinstance(introspect, type(sys))\n"
        "assert callable(open_engine) and isinstance(ValueReader, type)"
    )
    assert "sqlalchemy" in loaded


def test_a_model_whose_graphs_are_not_kept_yet_has_them_built_by_a_child(tmp_path: Path) -> None:
    loaded = _loaded_after(
        "from pathlib import Path\n"
        "from linking.backends.e5.encoder import OnnxE5\n"
        f"OnnxE5(graph_cache=Path({str(tmp_path)!r})).encode(['订单'], True)"
    )
    assert "onnxruntime" in loaded
    assert "onnx" not in loaded  # its import holds the interpreter's lock for 0.7 s
    assert len(list(tmp_path.glob("e5-*.onnx"))) == 2
