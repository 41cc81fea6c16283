"""``python -m bench train-ranker``: fit the table model (``linking.ranker``) on Spider train.

Every train question (in its original and its Spider-Syn wording) is retrieved against the
pooled catalog of all Spider databases, exactly as a link would; each of its top candidates
becomes a row of features, labelled by whether the gold SQL reads that table. A fifth of the
databases (chosen by a seeded shuffle) is held out to report the model against fused scores
on questions of databases it never saw; then the model is refitted on every database and
written as JSON. No Spider dev question, BIRD or KaggleDBQA question is read.
"""

from __future__ import annotations

import asyncio
import hashlib
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
from linking.config import LinkerConfig
from linking.embedding import CachedEmbedder
from linking.errors import InvalidSQLError, LinkingError
from linking.linker import Linker
from linking.qdrant_edge import EdgeVectorIndex
from linking.ranker import FEATURES, TableModel, features, fit
from linking.tantivy_values import TantivyValueIndex

CANDIDATES = 30  # rows per question: the fused ranking's head, where selection looks
WORDINGS = ("SpiderQuestion", "SpiderSynQuestion")


@dataclass(frozen=True)
class Group:
    db_id: str
    rows: np.ndarray
    labels: np.ndarray  # 1 where the candidate is a gold table
    gold: int  # gold tables, found among the candidates or not


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


async def collect(tables: Path, questions: Path, work: Path, limit: int | None) -> list[Group]:
    schemas = load_schemas(tables)
    items = [
        q
        for wording in WORDINGS
        for q in load_questions((questions,), wording)
        if q.db_id in schemas
    ]
    if limit is not None:
        random.Random(0).shuffle(items)
        items = items[:limit]
    metas = {
        db: database_meta(db, schemas[db], None, work / "dbs", values=False)
        for db in sorted(schemas)
    }
    catalog = union_meta("train-union", metas)
    linker = Linker(
        embedder=CachedEmbedder(bench_embedder(), max_entries=20_000),
        vectors=EdgeVectorIndex(work / "index" / "vectors"),
        values=TantivyValueIndex(work / "index" / "values"),
        config=LinkerConfig(),
    )
    started = time.perf_counter()
    await linker.index(catalog)
    _log(f"indexed in {time.perf_counter() - started:.0f} s; {len(items)} questions")
    groups = []
    for number, question in enumerate(items, start=1):
        try:
            gold, _ = _gold(question, metas[question.db_id], question.db_id)
            view = await linker.fusion_view(question.question, catalog)
        except (InvalidSQLError, UnresolvedGold, LinkingError):
            continue
        head = list(view.order[:CANDIDATES])
        rows = features(view)[: len(head)]
        labels = np.asarray([ref in gold for ref in head], np.float32)
        groups.append(Group(question.db_id, rows, labels, len(gold)))
        if number % 1000 == 0:
            _log(f"  {number}/{len(items)}")
    await linker.close()
    return groups


def _selected(scores: np.ndarray, relative: float, limit: int) -> np.ndarray:
    order = np.argsort(-scores, kind="stable")
    floor = scores[order[0]] * relative
    return np.asarray([i for i in order[:limit] if scores[i] >= floor], np.int64)


def selection_table(
    groups: list[Group], model: TableModel | None, grid: list[tuple[float, int]]
) -> list[tuple[float, int, float, float]]:
    """(relative, limit, table SRR %, Avg.T) for each selection rule, on ``groups``; scores
    are the model's probabilities, or fused scores when ``model`` is None."""
    results = []
    for relative, limit in grid:
        found = returned = 0
        for g in groups:
            scores = model.probabilities(g.rows) if model else g.rows[:, FEATURES.index("fused")]
            chosen = _selected(scores, relative, limit)
            found += int(g.labels[chosen].sum()) == g.gold
            returned += len(chosen)
        results.append((relative, limit, 100 * found / len(groups), returned / len(groups)))
    return results


def _cached(tables: Path, questions: Path, work: Path, limit: int | None) -> list[Group]:
    """The feature groups, computed once per data and limit (retrieval is most of the time);
    a change to the features makes the cache stale, so its name holds them."""
    signature = hashlib.sha256("|".join(FEATURES).encode()).hexdigest()[:8]
    key = f"{tables.stat().st_size}-{questions.stat().st_size}-{limit}-{signature}"
    cache = work / f"groups-{key}.npz"
    if cache.is_file():
        data = np.load(cache, allow_pickle=False)
        db_ids, gold = data["arr_0"], data["arr_1"]
        return [
            Group(str(db_ids[i]), data[f"arr_{2 + 2 * i}"], data[f"arr_{3 + 2 * i}"], int(gold[i]))
            for i in range(len(db_ids))
        ]
    groups = asyncio.run(collect(tables, questions, work, limit))
    arrays = [np.asarray([g.db_id for g in groups]), np.asarray([g.gold for g in groups])]
    for g in groups:
        arrays += [g.rows, g.labels]
    np.savez(cache, *arrays)
    return groups


def run(tables: Path, questions: Path, work: Path, out: Path, limit: int | None) -> str:
    (work / "dbs").mkdir(parents=True, exist_ok=True)
    groups = _cached(tables, questions, work, limit)
    databases = sorted({g.db_id for g in groups})
    random.Random(0).shuffle(databases)
    held_out = set(databases[: len(databases) // 5])
    fitting = [g for g in groups if g.db_id not in held_out]
    testing = [g for g in groups if g.db_id in held_out]

    def stacked(part: list[Group]) -> tuple[np.ndarray, np.ndarray]:
        return np.vstack([g.rows for g in part]), np.concatenate([g.labels for g in part])

    described = (
        f"Spider train ({questions.name}, wordings {' and '.join(WORDINGS)}), pooled over "
        f"every database of {tables.name}"
    )
    trial = fit(*stacked(fitting), trained_on=described + ", four fifths of the databases")
    grid = [(r, k) for k in (3, 4, 5, 6, 7) for r in (0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5)]
    lines = [
        report_header("Table model: fitting and held-out check"),
        f"- data: {described}; {len(groups)} questions with gold tables, {len(databases)} "
        f"databases; held out: {len(held_out)} databases, {len(testing)} questions",
        f"- rows: the top {CANDIDATES} fused candidates of each question",
        "",
        "Held-out databases, tables selected by fused score (before the neighbour and schema "
        "boosts) vs by the model fitted without them (joined tables not counted):",
        "",
        "| keep ≥ relative × best | at most | fused: table SRR | Avg.T | model: table SRR "
        "| Avg.T |",
        "|---|---|---|---|---|---|",
    ]
    for (r, k, f_srr, f_t), (_, _, m_srr, m_t) in zip(
        selection_table(testing, None, grid), selection_table(testing, trial, grid), strict=True
    ):
        lines.append(f"| {r} | {k} | {f_srr:.2f} | {f_t:.2f} | {m_srr:.2f} | {m_t:.2f} |")
    model = fit(*stacked(groups), trained_on=described + ", every database")
    out.write_text(model.to_json() + "\n", "utf-8")
    lines += [
        "",
        f"Fitted on every database and written to `{out}`. Weights (standardised features):",
        "",
        "| feature | weight |",
        "|---|---|",
        *[f"| {n} | {w:+.3f} |" for n, w in zip(model.features, model.weights, strict=True)],
    ]
    return "\n".join(lines) + "\n"
