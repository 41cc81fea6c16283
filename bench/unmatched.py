"""``python -m bench unmatched --split tune|test``: ``unmatched`` (and the ``partial``
outcome it makes) measured as a classifier on the judged warehouses.

Every question of a warehouse is answerable over it, so:

- **false alarms**: each answer that says ``partial`` for the whole catalog, with the words it
  named (function words, inflections and values named in the other language should never
  be);
- **detection**: for each question, one column its SQL reads for what it asks — not a key and
  not a join column: the first such column the SQL names — is removed from the catalog (the
  column is gone for the linker, as if the warehouse never had it) and the question linked
  again; it is detected when the answer says ``partial``, and named when one of the words it
  reports is a word of the removed column's name or description, or the value the question
  named from it.
"""

from __future__ import annotations

import asyncio
import sys
from dataclasses import dataclass, field
from pathlib import Path

from bench.machine import bench_embedder, report_header
from bench.quality.catalogs import database_file, database_meta, with_keys
from bench.quality.datasets import load_questions, load_schemas
from bench.quality.warehouses import prepare
from linking import Linker, LinkerConfig, Mode
from linking.backends import CachedEmbedder, EdgeVectorIndex, TantivyValueIndex
from linking.catalog import FieldRef, Meta, ValueReader, ValueSettings, sql_entities
from linking.ranking import fk_graph
from linking.retrieval import terms


@dataclass
class Tally:
    questions: int = 0
    false_partial: int = 0
    false_words: dict[str, int] = field(default_factory=dict)
    removed: int = 0
    detected: int = 0
    named: int = 0
    missed: list[str] = field(default_factory=list)


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _removable(sql: str, meta: Meta) -> FieldRef | None:
    """The first column the SQL reads that is neither a key nor a join column."""
    entities = sql_entities(sql, meta)
    joined = {
        FieldRef(start.schema, start.table, c)
        for edges in fk_graph(meta).values()
        for start, columns, _, _ in edges
        for c in columns
    }
    for ref in entities.fields:
        table = meta.table(ref.table_ref)
        found = table.field(ref.field) if table is not None else None
        if found is not None and not found.primary_key and ref not in joined:
            return ref
    return None


def _without(meta: Meta, column: FieldRef) -> Meta:
    return meta.filter_fields(lambda ref: ref != column)


async def _measure(split: str, work: Path) -> dict[str, Tally]:
    suite = prepare(f"unmatched-{split}", split, work)
    schemas = load_schemas(suite.tables)
    questions = load_questions(suite.questions)
    linker = Linker(
        embedder=CachedEmbedder(bench_embedder(), max_entries=10_000),
        vectors=EdgeVectorIndex(work / "index" / "vectors"),
        values=TantivyValueIndex(work / "index" / "values"),
        config=LinkerConfig(),
    )
    tallies: dict[str, Tally] = {}
    for db, schema in schemas.items():
        meta = with_keys(
            database_meta(db, schema, suite.db_dir, work / "dbs", values=True), "synced"
        )
        await linker.index(meta)
        path = database_file(db, schema, suite.db_dir, work / "dbs")
        with ValueReader(f"sqlite:///{path}", ValueSettings()) as reader:
            await linker.refresh_named_values(meta, reader.read_table)
        tally = tallies.setdefault(db, Tally())
        for q in (q for q in questions if q.db_id == db):
            tally.questions += 1
            whole = await linker.link(q.question, meta, mode=Mode.RAG)
            if whole.outcome == "partial":
                tally.false_partial += 1
                for word in whole.unmatched:
                    tally.false_words[word] = tally.false_words.get(word, 0) + 1
            column = _removable(q.sql, meta)
            if column is None:
                continue
            tally.removed += 1
            table = meta.table(column.table_ref)
            described = table.field(column.field) if table is not None else None
            words = set(terms(column.field)) | set(
                terms(described.description if described else "")
            )
            shorter = _without(meta, column)
            await linker.index(shorter)
            cut = await linker.link(q.question, shorter, mode=Mode.RAG)
            if cut.outcome == "partial":
                tally.detected += 1
                said = {w for u in cut.unmatched for w in [u, *terms(u)]}
                if said & words or any(w.lower() in q.sql.lower() for w in cut.unmatched):
                    tally.named += 1
            else:
                tally.missed.append(f"{q.question} (without {column.table}.{column.field})")
            await linker.index(meta)
        _log(f"{db}: {tally.questions} questions")
    await linker.close()
    return tallies


def run(split: str, work: Path) -> str:
    tallies = asyncio.run(_measure(split, work))
    lines = [
        report_header(f"Unmatched words as a classifier: the judged warehouses, {split} split"),
        "",
        "| warehouse | questions | false `partial` | columns removed | detected (`partial`) "
        "| the removed column's word named |",
        "|---|---|---|---|---|---|",
    ]
    total = Tally()
    for db, t in tallies.items():
        lines.append(
            f"| {db} | {t.questions} | {t.false_partial} ({_pct(t.false_partial, t.questions)}) "
            f"| {t.removed} | {t.detected} ({_pct(t.detected, t.removed)}) "
            f"| {t.named} ({_pct(t.named, t.removed)}) |"
        )
        total.questions += t.questions
        total.false_partial += t.false_partial
        total.removed += t.removed
        total.detected += t.detected
        total.named += t.named
        for word, n in t.false_words.items():
            total.false_words[word] = total.false_words.get(word, 0) + n
        total.missed += t.missed
    lines += [
        f"| all | {total.questions} | {total.false_partial} "
        f"({_pct(total.false_partial, total.questions)}) | {total.removed} | {total.detected} "
        f"({_pct(total.detected, total.removed)}) | {total.named} "
        f"({_pct(total.named, total.removed)}) |",
        "",
        "Words the false alarms named: "
        + (
            ", ".join(
                f"{w} ×{n}" if n > 1 else w
                for w, n in sorted(total.false_words.items(), key=lambda x: -x[1])
            )
            or "none"
        ),
        "",
        "Removed columns not detected (the first 30):",
        "",
        *[f"- {m}" for m in total.missed[:30]],
    ]
    return "\n".join(lines) + "\n"


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f} %" if whole else "—"
