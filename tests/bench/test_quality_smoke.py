"""A small run of the quality harness on real benchmark data (the full runs are documented
commands, not tests). It checks the harness's invariants, not how well the engine scores."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.quality.catalogs import schema_ddl
from bench.quality.datasets import Suite, load_schemas, suite
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
        overrides={
            "max_fields": "none",
            "select_relative_score": "0.3",
            "table_model": "builtin",
            "table_weights.value": "2",
            "prune_naive": "yes",
        },
    )
    config = options.config()
    assert config.max_fields is None
    assert config.select_relative_score == 0.3
    assert config.table_model == "builtin"
    assert config.table_weights.value == 2.0
    assert config.prune_naive is True
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


def _messy_data(folder: Path) -> Suite:
    """A Spider-format set as real catalogs come: an id with a ``/``, a column listed twice."""
    schema = {
        "db_id": "sales/eu",
        "table_names_original": ["singer", "concert"],
        "column_names_original": [
            [-1, "*"],
            [0, "singer_id"],
            [0, "name"],
            [0, "Name"],
            [0, "country"],
            [1, "concert_id"],
            [1, "singer_id"],
            [1, "year"],
        ],
        "column_types": ["text", "number", "text", "text", "text", "number", "number", "number"],
        "primary_keys": [1, 5],
        "foreign_keys": [[6, 1]],
    }
    questions = [
        {
            "db_id": "sales/eu",
            "question": "names of singers from France",
            "query": "SELECT name FROM singer WHERE country = 'France'",
        },
        {
            "db_id": "sales/eu",
            "question": "concerts per year",
            "query": "SELECT year, COUNT(*) FROM concert GROUP BY year",
        },
        {"db_id": "sales/eu", "question": "the singers' ages", "query": "SELECT age FROM singer"},
    ]
    (folder / "tables.json").write_text(json.dumps([schema]), "utf-8")
    (folder / "questions.json").write_text(json.dumps(questions), "utf-8")
    return Suite("messy", folder / "tables.json", (folder / "questions.json",), None, union=True)


def test_real_catalog_oddities_are_reported_not_fatal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    options = Options(
        _messy_data(tmp_path),
        tmp_path / "out",
        None,
        False,
        True,
        variants={"narrow": {"max_fields": "2"}},
    )
    result = run(options)
    assert result["questions"] == 2
    assert result["skipped"] == 1  # the gold SQL reads singer.age, which is not there
    assert set(result["variants"]) == {"narrow"}
    report = (tmp_path / "out" / "messy" / "report.md").read_text("utf-8")
    assert "1 whose gold SQL names what the catalog lacks (sales/eu: age" in report
    assert "lists twice in one table (created once): 1 (sales/eu.Name" in report
    assert "| narrow |" in report
    assert "Column SRR by the kind of table" in report
    assert "/" not in "".join(p.name for p in (tmp_path / "out" / "messy" / "dbs").iterdir())
