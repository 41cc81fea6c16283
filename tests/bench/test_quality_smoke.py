"""A small run of the quality harness on real benchmark data (the full runs are documented
commands, not tests). It checks the harness's invariants, not how well the engine scores."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.quality.catalogs import schema_ddl
from bench.quality.datasets import load_schemas, suite
from bench.quality.run import Options, run

DATA = Path(__file__).resolve().parents[3] / "shared" / "benchmarks"


@pytest.fixture
def data() -> Path:
    if not (DATA / "spider" / "dev.json").is_file():
        pytest.skip(f"no benchmark data at {DATA}")
    return DATA


def test_a_smoke_run_reports_every_method(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    options = Options(suite("spider", data), tmp_path, limit=24, evidence=False, as_json=True)
    result = run(options)
    printed = json.loads(capsys.readouterr().out)
    assert printed == result
    assert set(result) >= {
        "questions",
        "table_srr",
        "column_srr",
        "nsr",
        "avg_tables",
        "avg_columns",
        "p50_ms",
        "p95_ms",
    }
    assert result["questions"] + result["skipped"] == 24
    assert 0 <= result["column_srr"] <= 100
    assert 0 < result["p50_ms"] <= result["p95_ms"]
    report = (tmp_path / "spider" / "report.md").read_text("utf-8")
    for method in ("| schemalink |", "| BM25 top-5 |", "| dense top-5 |", "| full schema | 100.00"):
        assert method in report
    assert (tmp_path / "spider" / "recall_at_k.png").is_file()
    misses = (tmp_path / "spider" / "misses.jsonl").read_text("utf-8").splitlines()
    missed = round(result["questions"] * (100 - result["column_srr"]) / 100)
    assert len(misses) == missed
    assert all(json.loads(line)["missing_columns"] for line in misses)


def test_overrides_are_typed_and_checked(data: Path, tmp_path: Path) -> None:
    base = suite("spider", data)
    options = Options(
        base,
        tmp_path,
        None,
        False,
        False,
        overrides={"max_fields": "none", "select_relative_score": "0.3"},
    )
    config = options.config()
    assert config.max_fields is None
    assert config.select_relative_score == 0.3
    with pytest.raises(SystemExit, match="no field 'nope'"):
        Options(base, tmp_path, None, False, False, overrides={"nope": "1"}).config()


def test_schema_files_become_sqlite_ddl(data: Path) -> None:
    import sqlite3

    schemas = load_schemas(data / "kaggle_dbqa" / "KaggleDBQA_tables.json")
    ddl = schema_ddl(schemas["GeoNuclearData"])
    with sqlite3.connect(":memory:") as db:
        db.executescript(ddl)
        names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
    assert names == ["nuclear_power_plants"]
    assert " -- " in ddl  # KaggleDBQA's column descriptions travel as DDL comments
