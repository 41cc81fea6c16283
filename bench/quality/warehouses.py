"""The judged warehouses of ``bench/warehouses/`` as a Spider-format suite.

Each warehouse is a folder: ``schema.sql`` (DDL with ``-- comments``, then its rows) and
``questions.json`` (each question with its SQL, judged by hand from the DDL and run on the
database, and its ``language`` and ``wording``). ``splits.json`` names which warehouses are
tuned on and which are only reported (``tune``, ``test``). ``prepare`` builds each warehouse's
SQLite file from its ``schema.sql`` and writes the schema and question files the quality run
reads, so the warehouses are linked by the same path as every other suite: introspected
from the file (comments read as descriptions), values sampled and named values read.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from bench.quality.datasets import Suite

FOLDER = Path(__file__).resolve().parent.parent / "warehouses"
SPLITS = ("tune", "test", "all")


def split(name: str, folder: Path = FOLDER) -> list[str]:
    """The warehouses of a split (``all``: every one), by folder name."""
    splits: dict[str, list[str]] = json.loads((folder / "splits.json").read_text("utf-8"))
    if name == "all":
        return sorted({w for members in splits.values() for w in members})
    if name not in splits:
        raise SystemExit(f"unknown warehouse split {name!r}; choose one of {', '.join(SPLITS)}")
    return list(splits[name])


def prepare(suite_name: str, split_name: str, work: Path, folder: Path = FOLDER) -> Suite:
    """Build the split's databases and question file under ``work``; the suite that reads
    them, one database per warehouse (never pooled: a warehouse is one datasource)."""
    built = work / "warehouses"
    built.mkdir(parents=True, exist_ok=True)
    schemas, questions = [], []
    for name in split(split_name, folder):
        database = built / name / f"{name}.sqlite"
        build(folder / name / "schema.sql", database)
        schemas.append(spider_schema(name, database))
        rows = json.loads((folder / name / "questions.json").read_text("utf-8"))
        questions += [{"db_id": name, "query": row["sql"], **row} for row in rows]
    tables = built / f"{split_name}-tables.json"
    tables.write_text(json.dumps(schemas, ensure_ascii=False), "utf-8")
    asked = built / f"{split_name}-questions.json"
    asked.write_text(json.dumps(questions, ensure_ascii=False), "utf-8")
    return Suite(suite_name, tables, (asked,), built, union=False)


def build(schema_sql: Path, database: Path) -> None:
    """The warehouse's SQLite file, rebuilt when its ``schema.sql`` is newer."""
    if database.is_file() and database.stat().st_mtime >= schema_sql.stat().st_mtime:
        return
    database.parent.mkdir(parents=True, exist_ok=True)
    partial = database.with_suffix(".tmp")
    partial.unlink(missing_ok=True)
    with sqlite3.connect(partial) as db:
        db.executescript(schema_sql.read_text("utf-8"))
    db.close()
    partial.replace(database)


def spider_schema(db_id: str, database: Path) -> dict[str, Any]:
    """The database's tables, columns and keys in Spider's ``tables.json`` shape."""
    with sqlite3.connect(database) as db:
        names = [
            row[0]
            for row in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' "
                "AND name NOT LIKE 'sqlite_%' ORDER BY rowid"
            )
        ]
        columns: list[list[Any]] = [[-1, "*"]]
        types = ["text"]
        primary: list[int] = []
        place: dict[tuple[str, str], int] = {}
        for t, table in enumerate(names):
            for _, column, declared, _, _, pk in db.execute(f'PRAGMA table_info("{table}")'):
                place[(table.lower(), column.lower())] = len(columns)
                if pk:
                    primary.append(len(columns))
                columns.append([t, column])
                types.append(_spider_type(declared))
        foreign = [
            [place[(table.lower(), row[3].lower())], place[(row[2].lower(), row[4].lower())]]
            for table in names
            for row in db.execute(f'PRAGMA foreign_key_list("{table}")')
            if (row[2].lower(), (row[4] or "").lower()) in place
        ]
    db.close()
    return {
        "db_id": db_id,
        "table_names_original": names,
        "table_names": names,
        "column_names_original": columns,
        "column_names": columns,
        "column_types": types,
        "primary_keys": primary,
        "foreign_keys": foreign,
    }


def _spider_type(declared: str) -> str:
    kind = declared.upper()
    if any(word in kind for word in ("INT", "REAL", "NUM", "DEC", "FLOAT", "DOUBLE")):
        return "number"
    if "DATE" in kind or "TIME" in kind:
        return "time"
    return "text"
