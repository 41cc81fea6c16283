"""``python -m bench train-ranker``: fit the table model (``linking.ranker``) on Spider train.

Every train question (in its original and its Spider-Syn wording) is retrieved against the
pooled catalog of all Spider databases, exactly as a link would; each of its top candidates
becomes a row of features, labelled by whether the gold SQL reads that table. The first stage
is fitted on those rows; the second on the same rows beside the first stage's probabilities
read across each question's candidates (``linking.ranker.SET_FEATURES``). A fifth of the
databases (chosen by a seeded shuffle) is held out to report both stages against fused
scores on questions of databases it never saw; then both are refitted on every database and
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
from linking.ranker import (
    FEATURES,
    SET_FEATURES,
    Candidates,
    TableModel,
    TableRanker,
    features,
    fit,
    set_features,
)
from linking.tantivy_values import TantivyValueIndex

CANDIDATES = 30  # rows per question: the fused ranking's head, where selection looks
WORDINGS = ("SpiderQuestion", "SpiderSynQuestion")


@dataclass(frozen=True)
class Group:
    """One question's candidates, all of them (the set features read every one); the
    model is fitted on the first ``CANDIDATES``."""

    db_id: str
    rows: np.ndarray
    labels: np.ndarray  # 1 where the candidate is a gold table
    gold: int  # gold tables, found among the candidates or not
    schemas: np.ndarray  # each candidate's schema
    edges: np.ndarray  # pairs of candidates joined by a foreign key, shape (n, 2)

    def candidates(self) -> Candidates:
        adjacent = np.zeros((len(self.rows), len(self.rows)), bool)
        if len(self.edges):
            adjacent[self.edges[:, 0], self.edges[:, 1]] = True
        return Candidates([str(s) for s in self.schemas], adjacent)

    def head(self, model: TableModel | None = None) -> np.ndarray:
        """The rows the model is fitted on: the first stage's features, and with the first
        stage ``model`` also the set features it makes of them."""
        rows = self.rows
        if model is not None:
            rows = np.hstack([rows, set_features(model.probabilities(rows), self.candidates())])
        return rows[:CANDIDATES]


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
        rows = features(view)
        labels = np.asarray([ref in gold for ref in view.order[:CANDIDATES]], np.float32)
        structure = Candidates.of(view)
        edges = np.argwhere(np.triu(structure.adjacent))
        owners = np.asarray(structure.schemas)
        groups.append(Group(question.db_id, rows, labels, len(gold), owners, edges))
        if number % 1000 == 0:
            _log(f"  {number}/{len(items)}")
    await linker.close()
    return groups


def _selected(scores: np.ndarray, relative: float, limit: int) -> np.ndarray:
    order = np.argsort(-scores, kind="stable")
    floor = scores[order[0]] * relative
    return np.asarray([i for i in order[:limit] if scores[i] >= floor], np.int64)


def _scores(group: Group, ranker: TableRanker | None) -> np.ndarray:
    """The head's scores: the ranker's probabilities, or fused scores without one."""
    if ranker is None:
        return group.head()[:, FEATURES.index("fused")]
    if ranker.second is None:
        return ranker.first.probabilities(group.head())
    return ranker.second.probabilities(group.head(ranker.first))


def selection_table(
    groups: list[Group], ranker: TableRanker | None, grid: list[tuple[float, int]]
) -> list[tuple[float, int, float, float]]:
    """(relative, limit, table SRR %, Avg.T) for each selection rule, on ``groups``; scores
    are the ranker's probabilities, or fused scores when ``ranker`` is None."""
    scored = [(g, _scores(g, ranker)) for g in groups]
    results = []
    for relative, limit in grid:
        found = returned = 0
        for g, scores in scored:
            chosen = _selected(scores, relative, limit)
            found += int(g.labels[chosen].sum()) == g.gold
            returned += len(chosen)
        results.append((relative, limit, 100 * found / len(groups), returned / len(groups)))
    return results


def _cached(tables: Path, questions: Path, work: Path, limit: int | None) -> list[Group]:
    """The feature groups, computed once per data and limit (retrieval is most of the time);
    a change to the features makes the cache stale, so its name holds them."""
    signature = hashlib.sha256("|".join(["all-candidates", *FEATURES]).encode()).hexdigest()[:8]
    key = f"{tables.stat().st_size}-{questions.stat().st_size}-{limit}-{signature}"
    cache = work / f"groups-{key}.npz"
    if cache.is_file():
        data = np.load(cache, allow_pickle=False)
        db_ids, gold = data["arr_0"], data["arr_1"]
        return [
            Group(
                str(db_ids[i]),
                data[f"arr_{2 + 4 * i}"],
                data[f"arr_{3 + 4 * i}"],
                int(gold[i]),
                data[f"arr_{4 + 4 * i}"],
                data[f"arr_{5 + 4 * i}"],
            )
            for i in range(len(db_ids))
        ]
    groups = asyncio.run(collect(tables, questions, work, limit))
    arrays = [np.asarray([g.db_id for g in groups]), np.asarray([g.gold for g in groups])]
    for g in groups:
        arrays += [g.rows, g.labels, g.schemas, g.edges]
    np.savez(cache, *arrays)
    return groups


def fit_ranker(groups: list[Group], trained_on: str) -> TableRanker:
    """Both stages on ``groups``: the first on each candidate's evidence, the second on that
    beside the first's probabilities across the question's candidates."""
    labels = np.concatenate([g.labels for g in groups])
    first = fit(np.vstack([g.head() for g in groups]), labels, trained_on=trained_on)
    second = fit(
        np.vstack([g.head(first) for g in groups]),
        labels,
        trained_on=trained_on + "; second stage",
        names=FEATURES + SET_FEATURES,
    )
    return TableRanker(first, second)


def _recall_at(groups: list[Group], ranker: TableRanker | None, k: int) -> float:
    found = 0
    for g in groups:
        top = np.argsort(-_scores(g, ranker), kind="stable")[:k]
        found += int(g.labels[top].sum()) == g.gold
    return 100 * found / len(groups)


def run(tables: Path, questions: Path, work: Path, out: Path, limit: int | None) -> str:
    (work / "dbs").mkdir(parents=True, exist_ok=True)
    groups = _cached(tables, questions, work, limit)
    databases = sorted({g.db_id for g in groups})
    random.Random(0).shuffle(databases)
    held_out = set(databases[: len(databases) // 5])
    fitting = [g for g in groups if g.db_id not in held_out]
    testing = [g for g in groups if g.db_id in held_out]
    described = (
        f"Spider train ({questions.name}, wordings {' and '.join(WORDINGS)}), pooled over "
        f"every database of {tables.name}"
    )
    trial = fit_ranker(fitting, described + ", four fifths of the databases")
    one_stage = TableRanker(trial.first)
    rankers = {"fused": None, "first stage": one_stage, "both stages": trial}
    grid = [(r, k) for k in (3, 4, 5, 6, 7) for r in (0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5)]
    lines = [
        report_header("Table model: fitting and held-out check"),
        f"- data: {described}; {len(groups)} questions with gold tables, {len(databases)} "
        f"databases; held out: {len(held_out)} databases, {len(testing)} questions",
        f"- rows: the top {CANDIDATES} fused candidates of each question (the set features "
        "read every candidate)",
        "",
        "Held-out databases, CR@k (all gold tables in the top k) of each ranking:",
        "",
        "| ranking | CR@1 | CR@3 | CR@5 | CR@10 |",
        "|---|---|---|---|---|",
        *[
            f"| {name} | "
            + " | ".join(f"{_recall_at(testing, ranker, k):.2f}" for k in (1, 3, 5, 10))
            + " |"
            for name, ranker in rankers.items()
        ],
        "",
        "Held-out databases, tables selected by fused score (before the neighbour and schema "
        "boosts) vs by each stage's probabilities (joined tables not counted):",
        "",
        "| keep ≥ relative × best | at most | fused: table SRR | Avg.T | first stage: table "
        "SRR | Avg.T | both stages: table SRR | Avg.T |",
        "|---|---|---|---|---|---|---|---|",
    ]
    tables_by = [selection_table(testing, ranker, grid) for ranker in rankers.values()]
    for rows in zip(*tables_by, strict=True):
        r, k = rows[0][0], rows[0][1]
        cells = " | ".join(f"{srr:.2f} | {t:.2f}" for _, _, srr, t in rows)
        lines.append(f"| {r} | {k} | {cells} |")
    ranker = fit_ranker(groups, described + ", every database")
    out.write_text(ranker.to_json() + "\n", "utf-8")
    assert ranker.second is not None
    lines += [
        "",
        f"Fitted on every database and written to `{out}`. Weights (standardised features):",
        "",
        "| feature | first stage | second stage |",
        "|---|---|---|",
        *[
            f"| {n} | {ranker.first.weights[i]:+.3f} | {ranker.second.weights[i]:+.3f} |"
            for i, n in enumerate(FEATURES)
        ],
        *[
            f"| {n} | — | {ranker.second.weights[len(FEATURES) + i]:+.3f} |"
            for i, n in enumerate(SET_FEATURES)
        ],
    ]
    return "\n".join(lines) + "\n"
