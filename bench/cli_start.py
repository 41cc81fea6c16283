"""How long a user waits for the ``schemalink`` command: wall time of whole processes.

Each command runs ``--runs`` times as a new process in a fresh data directory, after one run
that is not counted (it reads and indexes the demo catalog, and keeps the model's built
graphs). ``schemalink link`` then answers on a catalog already indexed, as every link after
a user's first does. The medians are the figures; the slowest run is shown beside them.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.machine import report_header, settle

QUESTIONS = ("上个月销售额最高的产品是什么？", "List products whose stock is below 10 units")


def _command() -> list[str]:
    """The installed entry point beside this interpreter, as a user runs it."""
    return [str(Path(sys.executable).with_name("schemalink"))]


def _walls(arguments: list[str], environment: dict[str, str], runs: int) -> list[float]:
    walls = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run(
            [*_command(), *arguments],
            env=environment,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        walls.append(time.perf_counter() - started)
    return walls


def _import_seconds(module: str, environment: dict[str, str], runs: int) -> float:
    """The median wall time of a bare interpreter importing ``module``."""
    walls = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", f"import {module}"], env=environment, check=True)
        walls.append(time.perf_counter() - started)
    return statistics.median(walls)


def run(runs: int, out: Path | None) -> str:
    load = settle()
    with tempfile.TemporaryDirectory() as data_dir:
        # As an installed package runs: its modules' bytecode written once and read after (a
        # shell that sets PYTHONDONTWRITEBYTECODE compiled 114 of them at every start here).
        environment = {
            **{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
            "SCHEMALINK_DATA_DIR": data_dir,
        }
        started = time.perf_counter()
        _walls(["link", QUESTIONS[0]], environment, 1)
        first = time.perf_counter() - started
        rows = [("schemalink --version", _walls(["--version"], environment, runs))]
        for question in QUESTIONS:
            rows.append(
                (f"schemalink link {question!r}", _walls(["link", question], environment, runs))
            )
        bare = _import_seconds("sys", environment, runs)
        module = _import_seconds("service.cli_link", environment, runs)
    lines = [
        report_header("How long the schemalink command takes"),
        f"- {runs} runs of each, every one a new process; the demo database in a fresh data "
        f"directory, read and indexed by a first link not counted ({first:.1f} s; it also "
        f"writes the modules' bytecode, as installing a package does); load average after "
        f"waiting for a quiet machine: {load}",
        "",
        "| command | median s | slowest s |",
        "|---|---|---|",
    ]
    lines += [f"| `{name}` | {statistics.median(w):.2f} | {max(w):.2f} |" for name, w in rows]
    lines += [
        "",
        f"A bare interpreter: {bare:.2f} s; importing the `link` command's module: {module:.2f} s.",
        "",
    ]
    report = "\n".join(lines)
    if out is not None:
        out.write_text(report, "utf-8")
    return report
