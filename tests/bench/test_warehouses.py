"""The judged warehouses (``bench/warehouses``): every question's SQL reads what the catalog
has, as the quality run resolves it, and the splits keep tuning and reporting apart."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from bench.quality.catalogs import database_meta
from bench.quality.datasets import load_questions, load_schemas
from bench.quality.run import _gold
from bench.quality.warehouses import FOLDER, prepare, spider_schema, split


def test_the_splits_share_no_warehouse_and_cover_every_folder() -> None:
    tune, test = set(split("tune")), set(split("test"))
    assert tune and test and not tune & test
    folders = {p.parent.name for p in FOLDER.glob("*/questions.json")}
    assert tune | test == folders == set(split("all"))


@pytest.mark.parametrize("part", ["tune", "test"])
def test_every_question_resolves_against_its_warehouse(part: str, tmp_path: Path) -> None:
    suite = prepare(f"warehouses-{part}", part, tmp_path)
    schemas = load_schemas(suite.tables)
    metas = {
        db: database_meta(db, schemas[db], suite.db_dir, tmp_path / "dbs", values=False)
        for db in schemas
    }
    questions = load_questions(suite.questions)
    assert len(questions) >= 50 * len(schemas)
    for question in questions:
        # _gold refuses SQL naming a table or column the catalog lacks
        tables, _ = _gold(question, metas[question.db_id], "main")
        assert tables, question.question


def test_a_warehouse_reads_as_spider_tables(tmp_path: Path) -> None:
    database = tmp_path / "w.sqlite"
    with sqlite3.connect(database) as db:
        db.executescript(
            "CREATE TABLE 客户 (客户号 TEXT PRIMARY KEY, 姓名 TEXT);"
            "CREATE TABLE card (card_no TEXT PRIMARY KEY, 客户号 TEXT REFERENCES 客户(客户号),"
            " opened DATE, limit_amt DECIMAL(12, 2));"
        )
    db.close()
    schema = spider_schema("w", database)
    assert schema["table_names_original"] == ["客户", "card"]
    assert schema["column_names_original"][1:] == [
        [0, "客户号"],
        [0, "姓名"],
        [1, "card_no"],
        [1, "客户号"],
        [1, "opened"],
        [1, "limit_amt"],
    ]
    assert schema["column_types"][1:] == ["text", "text", "text", "text", "time", "number"]
    assert schema["primary_keys"] == [1, 3]
    assert schema["foreign_keys"] == [[4, 1]]
    json.dumps(schema)  # written as the suite's tables.json
