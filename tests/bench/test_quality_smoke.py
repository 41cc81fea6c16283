"""A small run of the quality harness on real benchmark data (the full runs are documented
commands, not tests). It checks the harness's invariants, not how well the engine scores."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from bench.quality.catalogs import schema_ddl
from bench.quality.datasets import Suite, load_schemas, suite
from bench.quality.options import Options
from bench.quality.run import NO_HISTORY, run

# Slow: runs the quality benchmark end to end on a small suite.
pytestmark = pytest.mark.slow

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
        "partial_when_complete",
        "partial_when_incomplete",
    }
    assert result["questions"] + result["skipped"] == 24
    assert 0 <= result["column_srr"] <= 100
    assert 0 < result["p50_ms"] <= result["p95_ms"]
    report = (tmp_path / "spider" / "report.md").read_text("utf-8")
    for method in ("| schemalink |", "| BM25 top-5 |", "| dense top-5 |", "| full schema | 100.00"):
        assert method in report
    per_mode = [
        line
        for line in report.splitlines()
        if line.startswith(("| naive |", "| reasoning |", "| rag |"))
    ]
    assert sum(int(line.split("|")[2]) for line in per_mode) == result["questions"]
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


def _chinese_conversations(folder: Path) -> Suite:
    """A made-up Chinese multi-turn set shaped unlike SParC (JSON lines, ``db_id``, ``turns``,
    ``question``, ``sql``) over a schema named in Chinese: what a held-out set may look like."""
    folder.mkdir()
    schema = {
        "db_id": "零售",
        "table_names_original": ["门店", "订单", "商品"],
        "column_names_original": [
            [-1, "*"],
            [0, "门店ID"],
            [0, "门店名称"],
            [0, "城市"],
            [1, "订单ID"],
            [1, "门店ID"],
            [1, "金额"],
            [2, "商品ID"],
            [2, "名称"],
            [2, "价格"],
        ],
        "column_types": "text number text text number number number number text number".split(),
        "primary_keys": [1, 4, 7],
        "foreign_keys": [[5, 1]],
    }
    turns = [
        [
            ("上海有哪些门店？", "SELECT 门店名称 FROM 门店 WHERE 城市 = '上海'"),
            (
                "它们的订单总金额呢？",
                "SELECT SUM(T2.金额) FROM 门店 AS T1 JOIN 订单 AS T2 ON T1.门店ID = T2.门店ID "
                "WHERE T1.城市 = '上海'",
            ),
        ],
        [
            ("最贵的商品叫什么？", "SELECT 名称 FROM 商品 ORDER BY 价格 DESC"),
            ("价格是多少？", "SELECT 价格 FROM 商品 ORDER BY 价格 DESC"),
            ("按城市统计门店数", "SELECT 城市, COUNT(*) FROM 门店 GROUP BY 城市"),
        ],
    ]
    conversations = [
        {"db_id": "零售", "turns": [{"question": q, "sql": sql} for q, sql in conversation]}
        for conversation in turns
    ]
    (folder / "tables.json").write_text(json.dumps([schema], ensure_ascii=False), "utf-8")
    lines = [json.dumps(c, ensure_ascii=False) for c in conversations]
    (folder / "dev.jsonl").write_text("\n".join(lines), "utf-8")
    return Suite("zh-turns", folder / "tables.json", (folder / "dev.jsonl",), None, union=False)


def test_a_multi_turn_set_in_another_shape_is_scored_turn_by_turn(tmp_path: Path) -> None:
    suite = _chinese_conversations(tmp_path / "zh")
    result = run(Options(suite, tmp_path / "out", None, False, True))
    assert result["questions"] == 5 and result["skipped"] == 0
    with_history, alone = result["by_turn"]["schemalink"], result["by_turn"][NO_HISTORY]
    assert [with_history[t]["questions"] for t in ("turn 1", "turn 2", "turn 3")] == [2, 2, 1]
    assert alone["turns ≥ 2"]["questions"] == 3
    report = (tmp_path / "out" / "zh-turns" / "report.md").read_text("utf-8")
    assert "turns ≥ 2" in report


def _one_table_set(folder: Path, column: str) -> Suite:
    """A set whose only database is ``shop`` with one table ``items(id, <column>)``."""
    folder.mkdir()
    schema = {
        "db_id": "shop",
        "table_names_original": ["items"],
        "column_names_original": [[-1, "*"], [0, "id"], [0, column]],
        "column_types": ["text", "number", "text"],
        "primary_keys": [1],
        "foreign_keys": [],
    }
    questions = [
        {"db_id": "shop", "question": f"every {column}", "query": f"SELECT {column} FROM items"}
    ]
    (folder / "tables.json").write_text(json.dumps([schema]), "utf-8")
    (folder / "questions.json").write_text(json.dumps(questions), "utf-8")
    return Suite("shared-out", folder / "tables.json", (folder / "questions.json",), None, False)


def test_sets_sharing_a_db_id_do_not_share_a_built_database(tmp_path: Path) -> None:
    out = tmp_path / "out"
    first = run(Options(_one_table_set(tmp_path / "a", "colour"), out, None, False, True))
    second = run(Options(_one_table_set(tmp_path / "b", "weight"), out, None, False, True))
    # Reusing the first set's file, the second's gold column would be missing: skipped.
    assert (first["questions"], first["skipped"]) == (1, 0)
    assert (second["questions"], second["skipped"]) == (1, 0)


def test_a_subset_suite_links_only_its_questions_and_prints_published_rows(
    tmp_path: Path,
) -> None:
    base = _messy_data(tmp_path)
    subset = tmp_path / "subset.json"
    published = {"Somebody (LLM)": {"3": 12.5, "5": 50.0}}
    subset.write_text(json.dumps({"dev_indices": [1], "published_cr_at_k": published}), "utf-8")
    result = run(Options(replace(base, subset=subset), tmp_path / "out", None, False, True))
    assert (result["questions"], result["skipped"]) == (1, 0)  # not the unresolvable third
    report = (tmp_path / "out" / "messy" / "report.md").read_text("utf-8")
    assert "| Somebody (LLM) | 12.50 | 50.00 |" in report
    assert "| **schemalink (this run)** |" in report
    assert "| method | table P | table R | table F1 | excess T | column P |" in report
