"""The README's engine example runs as written, as a user would run it: a Python process of
its own, on the embedded defaults (the offline model, no server)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

README = (Path(__file__).parents[2] / "README.md").read_text("utf-8")
# The example runs on the embedded defaults, whatever servers the test shell started.
_SERVERS = ("QDRANT_URL", "MEILI_URL", "LLM_MODEL", "EMBEDDING_MODEL", "DATABASE_URL")


def test_the_engine_example_runs_as_written(tmp_path: Path) -> None:
    example = README.split("```python", 1)[1].split("```", 1)[0]
    environment = {k: v for k, v in os.environ.items() if k not in _SERVERS}
    ran = subprocess.run(
        [sys.executable, "-c", example],
        cwd=tmp_path,
        env=environment,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert ran.returncode == 0, ran.stderr
    assert 'CREATE TABLE "sales"' in ran.stdout and 'CREATE TABLE "products"' in ran.stdout
