"""``python -m bench train-columns``: fit the column model (``linking.columns``) on Spider train.

A sample of the train questions (in their original and their Spider-Syn wording) is linked
twice up to column pruning: against its own database alone, as a one-database datasource
is, and against the pooled catalog of every Spider database. Each column of the picked
tables becomes a row of ``COLUMN_FEATURES``, labelled by whether the gold SQL reads it. A
fifth of the databases (a seeded shuffle) is held out: the model fitted on the rest is
reported there against the budget rule, threshold by threshold, for both catalog shapes and
both ways of treating naive mode. The threshold kept is the highest whose held-out column
SRR is no lower than the budget rule's on either shape; then the model is refitted on every
database and written as JSON. No Spider dev, BIRD or KaggleDBQA question is read.
"""

from __future__ import annotations

import asyncio
import hashlib
import pickle
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from bench.machine import bench_embedder, report_header
from bench.quality.catalogs import database_meta, union_meta
from bench.quality.datasets import load_questions, load_schemas
from bench.quality.run import UnresolvedGold, _gold
from linking.columns import COLUMN_FEATURES, candidates, column_features
from linking.config import LinkerConfig
from linking.embedding import CachedEmbedder
from linking.errors import InvalidSQLError, LinkingError
from linking.linker import Linker
from linking.meta import FieldRef
from linking.mode import Mode
from linking.prune import keep_fields
from linking.qdrant_edge import EdgeVectorIndex
from linking.ranker import TableModel, fit
from linking.tantivy_values import TantivyValueIndex

WORDINGS = ("SpiderQuestion", "SpiderSynQuestion")
THRESHOLDS = (0.02, 0.04, 0.06, 0.08, 0.1, 0.12, 0.15, 0.2, 0.25, 0.3, 0.4)
SHAPES = ("per-database", "pooled")


@dataclass(frozen=True)
class Question:
    """One question's candidate columns as pruning sees them, and what the gold SQL reads."""

    db_id: str
    shape: str  # "per-database" or "pooled"
    naive: bool  # the mode chosen was naive: by default every column is sent
    rows: np.ndarray  # COLUMN_FEATURES of each candidate (the picked tables' columns)
    labels: np.ndarray  # 1 where the gold SQL reads the candidate
    required: np.ndarray  # 1 where pruning keeps the candidate whatever the model says
    tables: np.ndarray  # each candidate's table, as an index into the question's picked list
    table_ok: bool  # every gold table was chosen
    gold_elsewhere: bool  # a gold column outside the candidates is not kept by rule
    extra_required: int  # columns kept by rule outside the candidates (join-only tables)
    whole: int  # every column of the chosen tables
    budget_kept: int  # columns the budget rule keeps (before the column model)
    budget_complete: bool  # ... and whether they hold every gold column


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


async def collect(
    tables: Path, questions: Path, work: Path, limit: int, *, pooled: bool
) -> list[Question]:
    schemas = load_schemas(tables)
    items = [
        q
        for wording in WORDINGS
        for q in load_questions((questions,), wording)
        if q.db_id in schemas
    ]
    random.Random(0).shuffle(items)
    items = items[:limit]
    metas = {
        db: database_meta(db, schemas[db], None, work / "dbs", values=False)
        for db in sorted(schemas)
    }
    union = union_meta("train-union", metas)
    catalogs = {db: union for db in metas} if pooled else metas
    index = work / ("index" if pooled else "index-per-database")
    config = LinkerConfig()
    linker = Linker(
        embedder=CachedEmbedder(bench_embedder(), max_entries=20_000),
        vectors=EdgeVectorIndex(index / "vectors"),
        values=TantivyValueIndex(index / "values"),
        config=config,
    )
    started = time.perf_counter()
    for catalog in [union] if pooled else [metas[db] for db in {q.db_id for q in items}]:
        await linker.index(catalog)
    _log(f"indexed in {time.perf_counter() - started:.0f} s; {len(items)} questions")
    collected = []
    for number, question in enumerate(items, start=1):
        own = metas[question.db_id]
        schema = question.db_id if pooled else own.schemas[0].name
        try:
            gold_tables, gold = _gold(question, own, schema)
            view = await linker.column_view(question.question, catalogs[question.db_id])
        except (InvalidSQLError, UnresolvedGold, LinkingError):
            continue
        chosen, evidence = view.chosen, view.evidence
        refs = candidates(chosen, evidence.picked)
        places = {ref: i for i, ref in enumerate(evidence.picked)}
        budget_kept = keep_fields(
            chosen,
            dict(evidence.scores),
            required=set(view.required),
            join_only=set(view.joined),
            budget=config.max_fields or 0,
            table_scores=dict(evidence.table_scores),
            least=config.min_table_columns,
        )
        whole = chosen.field_count
        if whole <= (config.max_fields or 0):
            budget_kept = {
                FieldRef(ref.schema, ref.table, f.name)
                for ref, table in chosen.tables()
                for f in table.fields
            }
        outside = view.required - set(refs)
        collected.append(
            Question(
                db_id=question.db_id,
                shape="pooled" if pooled else "per-database",
                naive=view.mode == Mode.NAIVE,
                rows=column_features(chosen, refs, evidence).astype(np.float32),
                labels=np.asarray([r in gold for r in refs], np.float32),
                required=np.asarray([r in view.required for r in refs], bool),
                tables=np.asarray([places[r.table_ref] for r in refs], np.int32),
                table_ok=gold_tables <= set(chosen.table_refs()),
                gold_elsewhere=bool((gold - set(refs)) - view.required),
                extra_required=len(outside),
                whole=whole,
                budget_kept=len(budget_kept),
                budget_complete=gold <= budget_kept,
            )
        )
        if number % 500 == 0:
            _log(f"  {number}/{len(items)}")
    await linker.close()
    return collected


def kept_by_model(q: Question, p: np.ndarray, threshold: float, budget: int) -> np.ndarray:
    """Which candidates ``keep_likely_fields`` keeps at ``threshold`` (the same rule, on
    indices)."""
    kept = q.required.copy()
    order = np.argsort(-p, kind="stable")
    taken = 0
    for i in order:
        if p[i] < threshold or taken >= budget:
            break
        if not kept[i]:
            kept[i] = True
            taken += 1
    for table in np.unique(q.tables):
        members = order[q.tables[order] == table]
        if not kept[members].any():
            kept[members[0]] = True
    return kept


@dataclass(frozen=True)
class Outcome:
    srr: float  # % of questions with every gold column kept (a missed table is a miss)
    columns: float  # columns handed over, per question


def budget_outcome(questions: list[Question], *, prune_naive: bool) -> Outcome:
    found = returned = 0
    for q in questions:
        whole = q.naive and not prune_naive
        complete = q.table_ok and (whole or q.budget_complete)
        found += complete
        returned += q.whole if whole else q.budget_kept
    return Outcome(100 * found / len(questions), returned / len(questions))


def model_outcome(
    questions: list[Question], model: TableModel, threshold: float, *, prune_naive: bool
) -> Outcome:
    budget = LinkerConfig().max_fields or 0
    found = returned = 0
    for q in questions:
        if q.naive and not prune_naive:
            found += q.table_ok
            returned += q.whole
            continue
        kept = kept_by_model(q, model.probabilities(q.rows), threshold, budget)
        complete = q.table_ok and not q.gold_elsewhere and bool(kept[q.labels == 1].all())
        found += complete
        returned += int(kept.sum()) + q.extra_required
    return Outcome(100 * found / len(questions), returned / len(questions))


def fit_columns(questions: list[Question], trained_on: str) -> TableModel:
    return fit(
        np.vstack([q.rows for q in questions]),
        np.concatenate([q.labels for q in questions]),
        trained_on=trained_on,
        names=COLUMN_FEATURES,
    )


def _cached(tables: Path, questions: Path, work: Path, limit: int, pooled: bool) -> list[Question]:
    """The questions' candidates, collected once per data, sample and catalog shape; a
    change to the features makes the cache stale, so its name holds them."""
    signature = hashlib.sha256("|".join(COLUMN_FEATURES).encode()).hexdigest()[:8]
    shape = "pooled" if pooled else "per-database"
    cache = work / f"columns-{questions.stat().st_size}-{limit}-{shape}-{signature}.pickle"
    if cache.is_file():
        loaded: list[Question] = pickle.loads(cache.read_bytes())
        return loaded
    collected = asyncio.run(collect(tables, questions, work, limit, pooled=pooled))
    cache.write_bytes(pickle.dumps(collected))
    return collected


def run(tables: Path, questions: Path, work: Path, out: Path, limit: int) -> str:
    (work / "dbs").mkdir(parents=True, exist_ok=True)
    collected = [
        q for pooled in (False, True) for q in _cached(tables, questions, work, limit, pooled)
    ]
    databases = sorted({q.db_id for q in collected})
    random.Random(0).shuffle(databases)
    held_out = set(databases[: len(databases) // 5])
    fitting = [q for q in collected if q.db_id not in held_out]
    testing = [q for q in collected if q.db_id in held_out]
    model = fit_columns(fitting, "Spider train, four fifths of the databases")
    lines = [
        report_header("Column model (Spider train)"),
        f"- questions: {limit} drawn from both wordings, each linked per database and pooled; "
        f"{len(databases)} databases, {len(held_out)} held out "
        f"({sum(q.db_id in held_out for q in collected)} question links)",
        f"- rows: {sum(len(q.rows) for q in fitting)} candidate columns fitted, "
        f"{sum(len(q.rows) for q in testing)} held out",
        "",
        "Held-out databases. Column SRR = every gold column handed over (a missed table is a "
        "miss); Avg.C = columns handed over. `naive whole`: naive mode sends every column, as "
        "by default; `naive pruned`: it is pruned too (`prune_naive`).",
        "",
        "| rule | per-database, naive whole | per-database, naive pruned | pooled |",
        "|---|---|---|---|",
    ]
    by_shape = {s: [q for q in testing if q.shape == s] for s in SHAPES}

    def cell(outcome: Outcome) -> str:
        return f"{outcome.srr:.2f} / {outcome.columns:.2f}"

    budget = {
        (s, naive): budget_outcome(by_shape[s], prune_naive=naive)
        for s in SHAPES
        for naive in (False, True)
    }
    lines.append(
        "| budget rule (before) | "
        + " | ".join(
            cell(budget[key])
            for key in [("per-database", False), ("per-database", True), ("pooled", False)]
        )
        + " |"
    )
    chosen = THRESHOLDS[0]
    for threshold in THRESHOLDS:
        outcomes = {
            key: model_outcome(by_shape[key[0]], model, threshold, prune_naive=key[1])
            for key in [("per-database", False), ("per-database", True), ("pooled", False)]
        }
        lines.append(
            f"| model, p ≥ {threshold:g} | " + " | ".join(cell(o) for o in outcomes.values()) + " |"
        )
        if all(outcomes[key].srr >= budget[key].srr for key in outcomes):
            chosen = threshold
    lines += [
        "",
        f"Threshold kept: {chosen:g}, the highest whose held-out column SRR is no lower than "
        "the budget rule's in every column.",
        "",
        "Weights (standardised features), fitted on every database:",
        "",
        "| feature | weight |",
        "|---|---|",
    ]
    final = fit_columns(
        collected, f"Spider train ({limit} questions, both wordings, per database and pooled)"
    )
    lines += [
        f"| {name} | {w:+.3f} |" for name, w in zip(COLUMN_FEATURES, final.weights, strict=True)
    ]
    out.write_text(final.to_json() + "\n", "utf-8")
    lines += ["", f"Model written to `{out}`; keep probability {chosen:g}."]
    return "\n".join(lines) + "\n"
