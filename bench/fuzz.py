"""schemathesis against a served process, every check, for a fixed time, on either store.

``python -m bench fuzz --minutes 5 --store sqlite|postgresql`` starts ``schemalink serve`` on
loopback with the demo database registered and synced (so links, pairs and catalog edits have
something real to work on), then runs ``schemathesis run --checks all`` with stateful and
fuzzing phases until the time is up, and reports the failures by kind.

Strings are generated as UTF-8 text without NUL characters: the API refuses both with 422 by
design (no database stores them), and says so in its OpenAPI description. Everything else is
schemathesis's default. Operations whose inputs are checked against stored state beyond what
a schema can say (an SQL statement against the catalog, a question that must contain words, a
regular expression that must compile, a file whose rows must parse) may answer a schema-valid
request with 422; ``bench/schemathesis.toml`` lists exactly those.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from bench.faults import pg_database
from bench.machine import load_average, report_header
from bench.served import ADMIN_KEY, serve, wait_for
from service.demo import build_demo_database

CONFIG = Path(__file__).with_name("schemathesis.toml")


@contextmanager
def _store(kind: str) -> Iterator[str]:
    """``DATABASE_URL`` for the run: empty (SQLite in the data dir) or a new PG database."""
    if kind == "sqlite":
        yield ""
        return
    with pg_database("schemalink_fuzz") as url:
        yield url


def fuzz(seconds: float, store: str, seed: int = 7) -> dict[str, object]:
    """One run on ``store``; its failures by kind, the server's logged errors, its output."""
    with tempfile.TemporaryDirectory() as tmp, _store(store) as database_url:
        root = Path(tmp)
        demo = build_demo_database(root / "datasources" / "demo.sqlite")
        served = serve(
            root / "data",
            env={
                "DATABASE_URL": database_url,
                "SCHEMALINK_SQLITE_DIRS": str(demo.parent),
                "SCHEMALINK_LINK_RATE_PER_MINUTE": "0",
            },
        )
        try:
            with httpx.Client(
                base_url=served.url, headers={"Authorization": f"Bearer {ADMIN_KEY}"}
            ) as client:
                client.post("/v1/datasources", json={"id": "demo", "url": f"sqlite:///{demo}"})
                job = client.post("/v1/datasources/demo/sync").json()
                wait_for(
                    "the demo sync",
                    lambda: client.get(f"/v1/jobs/{job['id']}").json()["status"] == "succeeded",
                )
            load_before = load_average()
            started = time.monotonic()
            result = subprocess.run(
                [
                    str(Path(sys.executable).parent / "schemathesis"),
                    "--config-file",
                    str(CONFIG),
                    "run",
                    f"{served.url}/openapi.json",
                    "--checks",
                    "all",
                    "--max-time",
                    str(int(seconds)),
                    "--seed",
                    str(seed),
                    "--generation-allow-x00",
                    "false",
                    "--generation-codec",
                    "utf-8",
                    "--header",
                    f"Authorization: Bearer {ADMIN_KEY}",
                ],
                capture_output=True,
                text=True,
                cwd=root,  # schemathesis keeps a cache in its working directory
            )
            seconds = time.monotonic() - started
            errors = [r for r in served.records() if r.get("level") == "error"]
        finally:
            served.stop()
    output = result.stdout
    failures = dict(re.findall(r"❌ (ST\d+ [^:\n]+): (\d+)", output))
    generated = re.search(r"(\d+) generated", output)
    return {
        "store": store,
        "seconds": round(seconds, 1),
        "load_before": load_before,
        "exit_code": result.returncode,
        "test_cases": int(generated.group(1)) if generated else 0,
        "failures": {k: int(v) for k, v in failures.items()},
        "server_errors_logged": len(errors),
        "output": output,
    }


def run(minutes: float, stores: list[str], out: Path | None) -> str:
    header = report_header("schemathesis against a served process, every check")
    results = [fuzz(minutes * 60, store) for store in stores]
    lines = [
        header,
        "- a `schemalink serve` process on loopback, embedded backends, the demo database "
        "registered and synced; schemathesis "
        f"{_version()} `--checks all`, UTF-8 strings without NUL, seed 7, "
        f"config `bench/{CONFIG.name}`",
        "",
        "| store | minutes | test cases | failures | 5xx logged | load average before |",
        "|---|---|---|---|---|---|",
    ]
    for r in results:
        failures = r["failures"]
        assert isinstance(failures, dict)
        shown = ", ".join(f"{k}: {v}" for k, v in failures.items()) or "none"
        lines.append(
            f"| {r['store']} | {float(str(r['seconds'])) / 60:.1f} | {r['test_cases']} | "
            f"{shown} | {r['server_errors_logged']} | {r['load_before']} |"
        )
    for r in results:
        output = str(r["output"])
        failures_text = output.split("FAILURES", 1)[-1].split("WARNINGS", 1)[0]
        summary = output.split("SUMMARY", 1)[-1]
        lines += ["", f"### {r['store']}: schemathesis summary", "", "```", summary.strip(), "```"]
        if r["failures"]:
            lines += ["", f"### {r['store']}: failures", "", "```", failures_text.strip(), "```"]
    report = "\n".join([*lines, ""])
    if out is not None:
        out.write_text(report, "utf-8")
    return report


def _version() -> str:
    from importlib.metadata import version

    return version("schemathesis")
