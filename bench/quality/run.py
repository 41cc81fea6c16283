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
from dataclasses import dataclass, field
from typing import Any

from bench.machine import bench_embedder
from bench.quality import pairs_half
from bench.quality.baselines import TableRankers
from bench.quality.catalogs import (
    database_file,
    database_meta,
    duplicate_columns,
    union_meta,
    with_keys,
)
from bench.quality.datasets import Question, load_questions, load_schemas
from bench.quality.metrics import RECALL_AT, Outcome, Summary, summarize
from bench.quality.options import Options, Problems
from linking import Hints, InvalidSQLError, Linker, LinkerConfig, Turn
from linking.backends import CachedEmbedder, EdgeVectorIndex, TantivyValueIndex
from linking.catalog import (
    FieldRef,
    Meta,
    TableRef,
    ValueReader,
    ValueSettings,
    label_columns,
    sql_entities,
)
from linking.retrieval import terms

BASELINE_K = 5


class UnresolvedGold(Exception):
    """The gold SQL names a table or column the catalog does not have."""


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _gold(question: Question, meta: Meta, schema: str) -> tuple[set[TableRef], set[FieldRef]]:
    """Tables and columns the gold SQL reads, named as in the catalog searched; a gold SQL
    naming something the catalog lacks is not scored (it would be scored on less than it
    asks for)."""
    entities = sql_entities(question.sql, meta)
    if entities.unknown_tables or entities.unknown_columns:
        raise UnresolvedGold(", ".join([*entities.unknown_tables, *entities.unknown_columns]))
    tables = {TableRef(schema, t.table) for t in entities.tables}
    fields = {FieldRef(schema, f.table, f.field) for f in entities.fields}
    return tables, fields


def _labels(meta: Meta, tables: set[TableRef]) -> set[FieldRef]:
    return {
        FieldRef(ref.schema, ref.table, name)
        for ref in tables
        if (table := meta.table(ref)) is not None
        for name in label_columns(table)
    }


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
    returned_names = {t.table.lower() for t in outcome.tables}
    if all(t.table.lower() in returned_names for t in missing):
        # A same-named table of another database was returned instead: in a pooled catalog
        # of look-alike databases the question alone often cannot tell them apart.
        return "look-alike returned"
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
    excluded = {(q.db_id, q.question) for q in load_questions(options.exclude, suite.wording)}
    questions = [
        q
        for q in suite.selected(load_questions(suite.questions, suite.wording))
        if q.db_id in schemas and (q.db_id, q.question) not in excluded
    ]
    if options.limit is not None:
        questions = _sample(questions, options.limit)
    pairs: dict[str, list[Question]] = {}
    if options.pairs_half is not None:
        if suite.union:
            raise ValueError("--pairs-half splits each database's questions: not a pooled suite")
        pairs, questions = pairs_half.split(questions)
    work = options.out / suite.name
    (work / "dbs").mkdir(parents=True, exist_ok=True)
    db_ids = sorted(schemas) if suite.union else sorted({q.db_id for q in questions})
    started = time.perf_counter()
    metas = {
        db: with_keys(
            database_meta(db, schemas[db], suite.db_dir, work / "dbs", values=not suite.union),
            options.foreign_keys,
        )
        for db in db_ids
    }
    duplicates = [
        f"{db}.{schemas[db]['column_names_original'][i][1]}"
        for db in db_ids
        for i in duplicate_columns(schemas[db])
    ]
    for duplicate in duplicates:
        _log(f"  a column listed twice, created once: {duplicate}")
    catalogs = dict.fromkeys(db_ids, union_meta(suite.name, metas)) if suite.union else metas
    _log(
        f"{suite.name}: {len(questions)} questions, {len(db_ids)} databases read in "
        f"{time.perf_counter() - started:.1f} s"
    )
    embedder = CachedEmbedder(bench_embedder(), max_entries=10_000)
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
        if options.named_values and not suite.union:
            path = database_file(
                catalog.datasource, schemas[catalog.datasource], suite.db_dir, work / "dbs"
            )
            with ValueReader(f"sqlite:///{path}", ValueSettings()) as reader:
                await linker.refresh_named_values(catalog, reader.read_table)
        rankers[catalog.datasource] = await TableRankers.build(catalog, embedder)
    if options.pairs_half == "retrieval":
        _log(f"{await pairs_half.add_pairs(linker, catalogs, pairs)} training pairs indexed")
    _log(f"indexed in {time.perf_counter() - started:.1f} s")

    scored: list[Scored] = []
    problems = Problems(duplicate_columns=duplicates)
    for question in questions:
        schema = question.db_id if suite.union else "main"
        try:
            gold_tables, gold_fields = _gold(question, metas[question.db_id], schema)
        except InvalidSQLError:
            problems.unparsable += 1
            continue
        except UnresolvedGold as error:
            problems.unresolved.append(f"{question.db_id}: {error}")
            continue
        if not gold_tables:
            problems.unparsable += 1
            continue
        text = (
            f"{question.question} {question.evidence}".strip()
            if options.evidence
            else (question.question)
        )
        hints = Hints(evidence=question.evidence) if options.evidence_hint else Hints()
        scored.append(
            Scored(
                question,
                text[: linker.config.max_question_chars],
                gold_tables,
                gold_fields,
                hints,
            )
        )

    # The engine links first: the baselines and variants reuse its question vectors, so only
    # its latency is a link's real latency. In a multi-turn set it links each turn with the
    # earlier turns of its conversation (their questions and the tables it returned for
    # them), then again without them.
    misses: list[dict[str, Any]] = []
    conversations: dict[int, list[Question]] = {}
    for question in questions:
        if question.conversation >= 0:
            conversations.setdefault(question.conversation, []).append(question)
    runs = {"schemalink": await _link_all(linker, scored, catalogs, misses, conversations)}
    if conversations:
        runs[NO_HISTORY] = await _link_all(linker, scored, catalogs, None)
        _log(f"{NO_HISTORY}: {summarize(runs[NO_HISTORY]).headline()}")
    bm25: list[Outcome] = []
    dense: list[Outcome] = []
    full: list[Outcome] = []
    for item in scored:
        catalog = catalogs[item.question.db_id]
        ranker = rankers[catalog.datasource]
        question_vector = (await embedder.embed_queries([item.text]))[0]
        for rows, ranked in (
            (bm25, ranker.bm25(item.text, max(RECALL_AT))),
            (dense, ranker.dense(question_vector, max(RECALL_AT))),
        ):
            top = set(ranked[:BASELINE_K])
            rows.append(
                Outcome(item.gold_tables, item.gold_fields, top, _fields_of(catalog, top), ranked)
            )
        everything = (
            set(catalog.table_refs())
            if suite.union
            else {r for r in catalog.table_refs() if r.schema == "main"}
        )
        full.append(
            Outcome(
                item.gold_tables, item.gold_fields, everything, _fields_of(catalog, everything), []
            )
        )

    for name, overrides in options.variants.items():
        variant = linker.with_config(**_fields(options.config(overrides)))
        runs[name] = await _link_all(variant, scored, catalogs, None, conversations)
        _log(f"{name}: {summarize(runs[name]).headline()}")
    await linker.close()
    summaries = {
        **{name: summarize(outcomes) for name, outcomes in runs.items()},
        f"BM25 top-{BASELINE_K}": summarize(bm25),
        f"dense top-{BASELINE_K}": summarize(dense),
        "full schema": summarize(full),
    }
    from bench.quality.report import write_report

    by_turn = _by_turn(runs, scored) if conversations else {}
    report_path = write_report(
        options, summaries, runs["schemalink"], problems, catalogs, work, by_turn
    )
    with (work / "misses.jsonl").open("w", encoding="utf-8") as file:
        file.writelines(json.dumps(m, ensure_ascii=False) + "\n" for m in misses)
    _log(f"report: {report_path}")
    result = summaries["schemalink"].headline()
    result["skipped"] = problems.skipped
    if options.variants:
        result["variants"] = {name: summaries[name].headline() for name in options.variants}
    if by_turn:
        result["by_turn"] = {
            run: {turn: s.headline() for turn, s in turns.items()} for run, turns in by_turn.items()
        }
    return result


NO_HISTORY = "schemalink, each turn alone"


def _sample(questions: list[Question], limit: int) -> list[Question]:
    """A seeded sample of about ``limit`` questions; whole conversations of a multi-turn set
    (a turn is not scored without the turns before it)."""
    groups: dict[int, list[Question]] = {}
    for q in questions:
        groups.setdefault(q.conversation if q.conversation >= 0 else -1 - q.index, []).append(q)
    order = list(groups)
    random.Random(0).shuffle(order)
    taken: list[Question] = []
    for key in order:
        if len(taken) >= limit:
            break
        taken.extend(groups[key])
    return sorted(taken, key=lambda q: q.index)


def _by_turn(runs: dict[str, list[Outcome]], scored: list[Scored]) -> dict[str, dict[str, Summary]]:
    """Each run's summary by turn position: 1, 2, 3, 4 and later, and every follow-up
    (variants link with history, as the engine does)."""
    positions = {
        "turn 1": lambda turn: turn == 0,
        "turn 2": lambda turn: turn == 1,
        "turn 3": lambda turn: turn == 2,
        "turn ≥ 4": lambda turn: turn >= 3,
        "turns ≥ 2": lambda turn: turn >= 1,
    }
    return {
        name: {
            label: summarize(
                [o for o, s in zip(outcomes, scored, strict=True) if at(s.question.turn)]
            )
            for label, at in positions.items()
        }
        for name, outcomes in runs.items()
    }


@dataclass(frozen=True)
class Scored:
    """A question whose gold SQL resolved: what is linked and what it is scored against."""

    question: Question
    text: str
    gold_tables: set[TableRef]
    gold_fields: set[FieldRef]
    hints: Hints = field(default_factory=Hints)


async def _link_all(
    linker: Linker,
    scored: list[Scored],
    catalogs: dict[str, Meta],
    misses: list[dict[str, Any]] | None,
    conversations: dict[int, list[Question]] | None = None,
) -> list[Outcome]:
    """Link every scored question; with ``conversations``, each turn after the earlier turns
    of its conversation, as a client would send them: their questions, and the tables this
    run returned for them (none for a turn that was not scored, so not linked)."""
    outcomes = []
    returned_for: dict[int, tuple[str, ...]] = {}
    names = {
        id(c): {str(r): r for r in c.table_refs()}
        for c in {id(c): c for c in catalogs.values()}.values()
    }
    for number, item in enumerate(scored, start=1):
        catalog = catalogs[item.question.db_id]
        history = [
            Turn(earlier.question, returned_for.get(earlier.index, ()))
            for earlier in (conversations or {}).get(item.question.conversation, [])
            if earlier.turn < item.question.turn
        ]
        context = await linker.link(item.text, catalog, history=history, hints=item.hints)
        returned_for[item.question.index] = tuple(
            catalog.display_name(TableRef(t.schema, t.name)) for t in context.tables
        )
        returned = {TableRef(t.schema, t.name) for t in context.tables}
        joined = {
            TableRef(t.schema, t.name)
            for t in context.tables
            if any(e.retriever == "join" for e in t.evidence)
        }
        known = names[id(catalog)]
        ranking = [known[name] for name, _ in context.diagnostics.ranking if name in known]
        outcome = Outcome(
            item.gold_tables,
            item.gold_fields,
            returned,
            {FieldRef(t.schema, t.name, f.name) for t in context.tables for f in t.fields},
            ranking,
            context.mode.value,
            context.diagnostics.timings_ms.get("total", 0.0),
            joined=joined,
            labels=_labels(catalog, item.gold_tables),
            outcome=context.outcome,
            unmatched=context.unmatched,
            completeness=context.completeness,
            named=[
                FieldRef(t.schema, t.name, f.name)
                for t in context.tables
                for f in t.fields
                for _ in f.matched_values
            ],
        )
        outcome.miss = _miss_cause(
            outcome, context.rewrite.keywords if context.rewrite else (), catalog
        )
        outcomes.append(outcome)
        if misses is not None and not outcome.column_ok:
            misses.append(_miss_record(item.question, item.text, outcome))
        if number % 250 == 0:
            _log(f"  {number}/{len(scored)}")
    return outcomes


def _fields(config: LinkerConfig) -> dict[str, Any]:
    return {f: getattr(config, f) for f in config.__dataclass_fields__}


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


def run(options: Options) -> dict[str, Any]:
    result = asyncio.run(evaluate(options))
    if options.as_json:
        print(json.dumps(result))
    return result
