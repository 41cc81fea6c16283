"""``python -m bench relationships``: how much of a catalog's joins inference recovers when the
database declares no foreign keys.

Each database of a split is read through the normal introspection path (values sampled where
it has data), its declared foreign keys are taken away, and inference runs on what is left
(``linking.catalog.with_inferred``). Two references judge what it proposes:

- the **declared keys** the database had (matched both ways: a join does not care which side
  holds the key);
- the **gold join pairs**: every equality between columns of two tables that a split's gold SQL
  joins on (``linking.catalog.sql_joins``), the joins a linker's answer must make possible.

For both it reports recall, and beside it what the declared keys themselves cover of the gold
joins; it also reports what inference proposes that neither reference holds (a proposal no
question joined on and no key declared: not necessarily wrong, but handed over in excess) and
the table pairs a gold join needs that end up connected by any relationship.

Splits: ``train`` (Spider's training databases: where the rules and the threshold were shaped),
``spider-dev`` and ``bird-dev`` (neither seen while shaping; BIRD's databases are built empty
from their schema file, so no values are sampled there).
"""

from __future__ import annotations

import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from bench.machine import report_header
from bench.quality.catalogs import database_meta, without_foreign_keys
from bench.quality.datasets import load_questions, load_schemas
from linking import InvalidSQLError
from linking.catalog import FieldRef, InferenceSettings, Meta, sql_joins, with_inferred

Pair = frozenset[FieldRef]


@dataclass
class Tally:
    databases: int = 0
    tables: int = 0
    declared: int = 0
    inferred: int = 0
    declared_found: int = 0  # declared keys inference proposed again
    inferred_declared: int = 0  # proposals that are declared keys
    inferred_in_gold: int = 0  # proposals some gold SQL joins on
    inferred_neither: int = 0
    gold: int = 0  # distinct gold join pairs (per database)
    gold_by_declared: int = 0
    gold_by_inferred: int = 0
    gold_tables: int = 0  # distinct table pairs the gold joins connect
    gold_tables_by_declared: int = 0
    gold_tables_by_inferred: int = 0
    unparsed: int = 0
    confidence: Counter[float] = field(default_factory=Counter)
    missed: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)


def _split(data: Path, name: str) -> tuple[Path, list[Path], Path | None]:
    spider = data / "spider"
    if name == "train":
        return (
            spider / "tables.json",
            [data / "spider_syn" / "train_spider.json"],
            spider / "database",
        )
    if name == "spider-dev":
        return spider / "tables.json", [spider / "dev.json"], spider / "database"
    if name == "bird-dev":
        return data / "bird" / "dev_tables.json", [data / "bird" / "dev.json"], None
    raise SystemExit(f"unknown split {name!r}: train, spider-dev or bird-dev")


def _pairs(meta: Meta) -> set[Pair]:
    return {
        frozenset(
            FieldRef(ref.schema, t.table, c)
            for t, c in ((ref, fk.columns[0]), (fk.target, fk.ref_columns[0]))
        )
        for ref, table in meta.tables()
        for fk in table.foreign_keys
        if len(fk.columns) == 1
    }


def _lower(pair: Pair) -> frozenset[tuple[str, str]]:
    return frozenset((f.table.lower(), f.field.lower()) for f in pair)


def _tables(pairs: set[frozenset[tuple[str, str]]]) -> set[frozenset[str]]:
    return {frozenset(table for table, _ in pair) for pair in pairs}


def run(data: Path, split: str, settings: InferenceSettings, out: Path | None) -> str:
    tables_file, question_files, db_dir = _split(data, split)
    schemas = load_schemas(tables_file)
    questions = load_questions(tuple(question_files))
    sqls: dict[str, list[str]] = {}
    for q in questions:
        sqls.setdefault(q.db_id, []).append(q.sql)
    tally = Tally()
    with tempfile.TemporaryDirectory() as work:
        for db_id in sorted(sqls):
            meta = database_meta(db_id, schemas[db_id], db_dir, Path(work), values=True)
            _measure(meta, sqls[db_id], settings, tally)
    report = _report(split, settings, tally)
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(report, "utf-8")
    return report


def _measure(meta: Meta, sqls: list[str], settings: InferenceSettings, tally: Tally) -> None:
    declared = {_lower(p) for p in _pairs(meta)}
    bare = without_foreign_keys(meta)
    inferred_meta = with_inferred(bare, settings)
    inferred = {_lower(p) for p in _pairs(inferred_meta)}
    gold: set[frozenset[tuple[str, str]]] = set()
    for sql in sqls:
        try:
            gold |= {_lower(p) for p in sql_joins(sql, meta)}
        except InvalidSQLError:
            tally.unparsed += 1
    tally.databases += 1
    tally.tables += meta.table_count
    tally.declared += len(declared)
    tally.inferred += len(inferred)
    tally.declared_found += len(declared & inferred)
    tally.inferred_declared += len(inferred & declared)
    tally.inferred_in_gold += len(inferred & gold)
    tally.inferred_neither += len(inferred - declared - gold)
    tally.gold += len(gold)
    tally.gold_by_declared += len(gold & declared)
    tally.gold_by_inferred += len(gold & inferred)
    gold_tables = _tables(gold)
    tally.gold_tables += len(gold_tables)
    tally.gold_tables_by_declared += len(gold_tables & _tables(declared))
    tally.gold_tables_by_inferred += len(gold_tables & _tables(inferred))
    for _, table in inferred_meta.tables():
        for fk in table.foreign_keys:
            tally.confidence[fk.confidence] += 1
    name = meta.datasource
    tally.missed += [f"{name}: {_show(p)}" for p in sorted(gold - inferred, key=_show)]
    tally.wrong += [f"{name}: {_show(p)}" for p in sorted(inferred - declared - gold, key=_show)]


def _show(pair: frozenset[tuple[str, str]]) -> str:
    return " = ".join(sorted(f"{t}.{c}" for t, c in pair))


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "–"


def _report(split: str, settings: InferenceSettings, t: Tally) -> str:
    lines = [
        report_header(f"Relationships inferred without foreign keys: {split}"),
        f"- settings: min_confidence {settings.min_confidence}",
        f"- {t.databases} databases, {t.tables} tables; {t.unparsed} gold SQL not parsed",
        "",
        "| reference | pairs | found by the declared keys | found by inference |",
        "|---|---:|---:|---:|",
        f"| declared keys (single-column) | {t.declared} | – | "
        f"{t.declared_found} ({_pct(t.declared_found, t.declared)}) |",
        f"| gold join pairs | {t.gold} | {t.gold_by_declared} "
        f"({_pct(t.gold_by_declared, t.gold)}) | {t.gold_by_inferred} "
        f"({_pct(t.gold_by_inferred, t.gold)}) |",
        f"| gold joined table pairs | {t.gold_tables} | {t.gold_tables_by_declared} "
        f"({_pct(t.gold_tables_by_declared, t.gold_tables)}) | {t.gold_tables_by_inferred} "
        f"({_pct(t.gold_tables_by_inferred, t.gold_tables)}) |",
        "",
        f"Inference proposed {t.inferred} relationships ({t.inferred / max(t.tables, 1):.2f} "
        f"per table): {t.inferred_declared} declared keys "
        f"({_pct(t.inferred_declared, t.inferred)}), {t.inferred_in_gold} joined on by gold "
        f"SQL ({_pct(t.inferred_in_gold, t.inferred)}), {t.inferred_neither} neither "
        f"({_pct(t.inferred_neither, t.inferred)}).",
        "",
        "Confidence of the proposals: "
        + ", ".join(f"{c:.2f}: {n}" for c, n in sorted(t.confidence.items(), reverse=True)),
        "",
        f"## Gold join pairs inference missed ({len(t.missed)}; the first 40)",
        "",
        *[f"- {m}" for m in t.missed[:40]],
        "",
        f"## Proposals neither declared nor joined on ({len(t.wrong)}; the first 40)",
        "",
        *[f"- {w}" for w in t.wrong[:40]],
        "",
    ]
    return "\n".join(lines)
