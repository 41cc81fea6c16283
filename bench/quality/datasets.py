"""Data sets in Spider's format: a schema file, question files, and optionally SQLite files.

Nothing here knows a data set by name except ``SUITES``, which only says where each suite's
files sit under the data folder; any other Spider-format set runs with ``--tables``,
``--questions`` and ``--db-dir``.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Question:
    index: int
    db_id: str
    question: str
    sql: str
    evidence: str = ""
    # In a multi-turn set (SParC, CoSQL): the conversation it belongs to and its place in it
    # (0: the opening turn); -1 for a set of single questions.
    conversation: int = -1
    turn: int = 0


@dataclass(frozen=True)
class Suite:
    name: str
    tables: Path
    questions: tuple[Path, ...]
    db_dir: Path | None
    union: bool  # pool every database of the schema file into one catalog
    # The question field to read when a file has several wordings (Spider-Syn's
    # ``SpiderSynQuestion``); None reads ``question``, else ``SpiderQuestion``.
    wording: str | None = None
    # A file naming which questions to link (``dev_indices``: 0-based places in the question
    # file) and what published systems scored on exactly those (``published_cr_at_k``).
    subset: Path | None = None

    def selected(self, questions: list[Question]) -> list[Question]:
        if self.subset is None:
            return questions
        wanted = set(json.loads(self.subset.read_text("utf-8"))["dev_indices"])
        return [q for q in questions if q.index in wanted]

    def published(self) -> dict[str, dict[int, float]]:
        """Published systems' CR@k on this suite's questions, by method then k."""
        if self.subset is None:
            return {}
        rows = json.loads(self.subset.read_text("utf-8")).get("published_cr_at_k", {})
        return {method: {int(k): v for k, v in by_k.items()} for method, by_k in rows.items()}


def suite(name: str, data: Path) -> Suite:
    """The suite ``name`` with its files under ``data`` (the benchmarks folder)."""
    spider, bird, kaggle = data / "spider", data / "bird", data / "kaggle_dbqa"
    kaggle_questions = tuple(
        sorted(p for p in (kaggle / "examples").glob("*.json") if "_" not in p.stem)
    )
    suites = {
        "spider": Suite(
            name, spider / "tables.json", (spider / "dev.json",), spider / "database", union=False
        ),
        "spider-union": Suite(
            name, spider / "tables.json", (spider / "dev.json",), None, union=True
        ),
        "spider-union-658": Suite(
            name,
            spider / "tables.json",
            (spider / "dev.json",),
            None,
            union=True,
            subset=spider / "union_658.json",
        ),
        "spider-syn-union": Suite(
            name,
            spider / "tables.json",
            (data / "spider_syn" / "dev.json",),
            None,
            union=True,
            wording="SpiderSynQuestion",
        ),
        "bird": Suite(name, bird / "dev_tables.json", (bird / "dev.json",), None, union=False),
        "bird-union": Suite(
            name, bird / "union" / "tables_80db.json", (bird / "dev.json",), None, union=True
        ),
        **{
            name: Suite(name, spider / "tables.json", (data / folder / file,), db_dir, union)
            for prefix, folder, file in (
                ("sparc", "sparc", "dev.json"),
                ("cosql", "cosql", "cosql_dev.json"),
            )
            for name, db_dir, union in (
                (prefix, spider / "database", False),
                (f"{prefix}-union", None, True),
            )
        },
        "kaggle": Suite(
            name,
            kaggle / "KaggleDBQA_tables.json",
            kaggle_questions,
            kaggle / "databases",
            union=False,
        ),
    }
    if name not in suites:
        raise SystemExit(f"unknown suite {name!r}; choose one of {', '.join(suites)}")
    return suites[name]


def _field(entry: dict[str, Any], key: str) -> Any:
    """Some files (KaggleDBQA) store lists as Python literals inside strings."""
    value = entry.get(key)
    if isinstance(value, str) and value[:1] in "[{":
        return ast.literal_eval(value)
    return value


def load_schemas(path: Path) -> dict[str, dict[str, Any]]:
    entries = json.loads(path.read_text("utf-8"))
    keys = (
        "table_names_original",
        "column_names_original",
        "column_types",
        "primary_keys",
        "foreign_keys",
        "column_descriptions",
    )
    return {e["db_id"]: {k: _field(e, k) for k in keys} | {"db_id": e["db_id"]} for e in entries}


def load_questions(paths: tuple[Path, ...], wording: str | None = None) -> list[Question]:
    """Every question of ``paths`` (a JSON list, or JSON lines); a multi-turn file's turns in
    conversation order. Multi-turn sets name their parts differently (SParC and CoSQL:
    ``database_id``, ``interaction``, ``utterance``, ``query``; others ``db_id``, ``turns``,
    ``question``, ``sql``): any of these names is read."""
    questions: list[Question] = []
    conversations = 0
    for path in paths:
        for row in _rows(path):
            turns = next((row[k] for k in _TURNS if k in row), None)
            if turns is not None:
                for turn, entry in enumerate(turns):
                    questions.append(
                        Question(
                            index=len(questions),
                            db_id=_first(row, _DB),
                            question=_first(entry, _UTTERANCE),
                            # A few turns split ``!=``, ``>=``, ``<=`` (SParC's README).
                            sql=re.sub(r"([!<>])\s+=", r"\1=", _first(entry, _SQL)),
                            conversation=conversations,
                            turn=turn,
                        )
                    )
                conversations += 1
                continue
            questions.append(
                Question(
                    index=len(questions),
                    db_id=row["db_id"],
                    # Spider-Syn's files name it SpiderQuestion (beside SpiderSynQuestion).
                    question=row[wording]
                    if wording
                    else row.get("question") or row["SpiderQuestion"],
                    sql=row.get("query") or row.get("SQL") or "",
                    evidence=row.get("evidence") or "",
                )
            )
    return questions


_TURNS = ("interaction", "interactions", "turns")
_DB = ("database_id", "db_id")
_UTTERANCE = ("utterance", "question")
_SQL = ("query", "sql", "SQL")


def _rows(path: Path) -> list[dict[str, Any]]:
    text = path.read_text("utf-8")
    if text.lstrip().startswith("["):
        rows: list[dict[str, Any]] = json.loads(text)
        return rows
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def _first(row: dict[str, Any], names: tuple[str, ...]) -> str:
    for name in names:
        if isinstance(row.get(name), str):
            return str(row[name])
    raise KeyError(f"none of {', '.join(names)} in {sorted(row)}")
