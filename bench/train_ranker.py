"""``python -m bench train-ranker``: fit the table model (``linking.ranking.ranker``) on Spider
train.

Every train question (in its original and its Spider-Syn wording) is retrieved against the
pooled catalog of all Spider databases, exactly as a link would; each of its top candidates
becomes a row of features, labelled by whether the gold SQL reads that table. The first stage
is fitted on those rows; the second on the same rows beside the first stage's probabilities
read across each question's candidates (``linking.ranking.ranker.SET_FEATURES``). A fifth of
the databases (chosen by a seeded shuffle) is held out to report both stages against fused
scores on questions of databases it never saw. The stop model (``linking.ranking.stopping``)
is fitted on heads of rankings made by stages that never saw the head's database, and its
cost chosen on the held-out fifth (``SIZE_AIMED_AT``). Then all three are refitted on every
database and written as JSON. No Spider dev question, BIRD or KaggleDBQA question is read.
"""

from __future__ import annotations

import asyncio
import hashlib
import random
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from bench.folds import database_folds
from bench.machine import bench_embedder, report_header
from bench.quality.catalogs import database_meta, union_meta
from bench.quality.datasets import load_questions, load_schemas
from bench.quality.options import configured
from bench.quality.run import UnresolvedGold, _gold
from linking import InvalidSQLError, Linker, LinkerConfig, LinkingError
from linking.backends import CachedEmbedder, EdgeVectorIndex, TantivyValueIndex
from linking.ranking import (
    FEATURES,
    SET_FEATURES,
    STOP_FEATURES,
    Candidates,
    TableModel,
    TableRanker,
    features,
    fit,
    head_length,
    load_model,
    set_features,
    stop_features,
)

CANDIDATES = 30  # rows per question: the fused ranking's head, where selection looks
STOP_LIMIT = LinkerConfig().max_selected_tables
# The stop model's cost is chosen as the cheapest whose held-out sets are no larger than this
# on average: about twice the tables a Spider question reads (1.5).
SIZE_AIMED_AT = 3.0
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


async def collect(
    tables: Path,
    questions: Path,
    work: Path,
    limit: int | None,
    *,
    pooled: bool,
    config: LinkerConfig,
) -> list[Group]:
    """Each question's candidates against the pooled catalog of every database, or
    (``pooled`` false) against its own database alone, as a one-database datasource is."""
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
    union = union_meta("train-union", metas)
    catalogs = {db: union for db in metas} if pooled else metas
    index = work / ("index" if pooled else "index-per-database")
    linker = Linker(
        embedder=CachedEmbedder(bench_embedder(), max_entries=20_000),
        vectors=EdgeVectorIndex(index / "vectors"),
        values=TantivyValueIndex(index / "values"),
        config=config,
    )
    started = time.perf_counter()
    for catalog in [union] if pooled else metas.values():
        await linker.index(catalog)
    _log(f"indexed in {time.perf_counter() - started:.0f} s; {len(items)} questions")
    groups = []
    for number, question in enumerate(items, start=1):
        try:
            own = metas[question.db_id]
            gold, _ = _gold(question, own, question.db_id if pooled else own.schemas[0].name)
            view = await linker.fusion_view(question.question, catalogs[question.db_id])
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
    if not len(scores):
        return np.zeros(0, np.int64)
    order = np.argsort(-scores, kind="stable")
    floor = scores[order[0]] * relative
    return np.asarray([i for i in order[:limit] if scores[i] >= floor], np.int64)


def _scores(group: Group, ranker: TableRanker | None) -> np.ndarray:
    """The head's scores: the ranker's probabilities (the first stage's alone over one
    schema, as ``TableRanker.probabilities``), or fused scores without one."""
    if ranker is None:
        return group.head()[:, FEATURES.index("fused")]
    if ranker.second is None or len(set(group.schemas.tolist())) < 2:
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


def _cached(
    tables: Path,
    questions: Path,
    work: Path,
    limit: int | None,
    *,
    pooled: bool = True,
    overrides: dict[str, str] | None = None,
) -> list[Group]:
    """The feature groups, computed once per data, limit, catalog shape and configuration
    (retrieval is most of the time); a change to the features makes the cache stale, so its
    name holds them."""
    overrides = overrides or {}
    shown = [f"{name}={value}" for name, value in sorted(overrides.items())]
    signature = hashlib.sha256(
        "|".join(["all-candidates", *FEATURES, *shown]).encode()
    ).hexdigest()[:8]
    key = f"{tables.stat().st_size}-{questions.stat().st_size}-{limit}-{signature}"
    if not pooled:
        key += "-per-database"
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
    config = configured(overrides)
    groups = asyncio.run(collect(tables, questions, work, limit, pooled=pooled, config=config))
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


@dataclass(frozen=True)
class Heads:
    """One question's heads as the stop model reads them, and which are complete."""

    rows: np.ndarray
    complete: np.ndarray  # 1 where the head holds every gold table


def _best_first(group: Group, scores: np.ndarray) -> tuple[np.ndarray, Candidates]:
    """The order of the head by ``scores``, and the head's candidates in that order."""
    order = np.argsort(-scores, kind="stable")
    structure = group.candidates()
    schemas = [structure.schemas[i] for i in order]
    return order, Candidates(schemas, structure.adjacent[np.ix_(order, order)])


def heads(group: Group, ranker: TableRanker) -> Heads:
    scores = _scores(group, ranker)
    order, ranked = _best_first(group, scores)
    rows = stop_features(scores[order], ranked.schemas, ranked.adjacent)
    found = np.cumsum(group.labels[order])[: len(rows)]
    return Heads(rows, (found == group.gold).astype(np.float32))


def fit_stop(
    ranked: list[Group], sized: list[Group], trained_on: str, folds: int = 5
) -> TableModel:
    """The stop model over the heads of ``sized``, ranked by stages that never saw their
    database (fitted on the ``ranked`` groups of the other folds of databases), as a
    served catalog's questions are."""
    fold = database_folds((g.db_id for g in ranked), folds)
    scored: list[Heads] = []
    for f in range(folds):
        ranker = fit_ranker([g for g in ranked if fold[g.db_id] != f], trained_on)
        scored += [heads(g, ranker) for g in sized if fold.get(g.db_id) == f]
    return fit(
        np.vstack([h.rows for h in scored]),
        np.concatenate([h.complete for h in scored]),
        trained_on=trained_on + f"; stop model, {folds}-fold by database",
        names=STOP_FEATURES,
    )


def stop_table(
    groups: list[Group], ranker: TableRanker, stop: TableModel, costs: list[float], limit: int
) -> list[tuple[float, float, float]]:
    """(cost, table SRR %, Avg.T) of the selection ``stop`` sizes at each cost, on
    ``groups`` ranked by ``ranker``."""
    scored = [(g, _scores(g, ranker)) for g in groups]
    results = []
    for cost in costs:
        found = returned = 0
        for g, scores in scored:
            order, ranked = _best_first(g, scores)
            length = head_length(scores[order], ranked.schemas, ranked.adjacent, stop, cost=cost)
            chosen = order[: min(length, limit)]
            found += int(g.labels[chosen].sum()) == g.gold
            returned += len(chosen)
        results.append((cost, 100 * found / len(groups), returned / len(groups)))
    return results


def _recall_at(groups: list[Group], ranker: TableRanker | None, k: int) -> float:
    found = 0
    for g in groups:
        top = np.argsort(-_scores(g, ranker), kind="stable")[:k]
        found += int(g.labels[top].sum()) == g.gold
    return 100 * found / len(groups)


def run(
    tables: Path,
    questions: Path,
    work: Path,
    out: Path,
    limit: int | None,
    overrides: dict[str, str] | None = None,
) -> str:
    (work / "dbs").mkdir(parents=True, exist_ok=True)
    groups = _cached(tables, questions, work, limit, overrides=overrides)
    databases = sorted({g.db_id for g in groups})
    random.Random(0).shuffle(databases)
    held_out = set(databases[: len(databases) // 5])
    fitting = [g for g in groups if g.db_id not in held_out]
    testing = [g for g in groups if g.db_id in held_out]
    described = (
        f"Spider train ({questions.name}, wordings {' and '.join(WORDINGS)}), pooled over "
        f"every database of {tables.name}"
    )
    alone = _cached(tables, questions, work, limit, pooled=False, overrides=overrides)
    alone_fitting = [g for g in alone if g.db_id not in held_out]
    alone_testing = [g for g in alone if g.db_id in held_out]
    four_fifths = described + ", four fifths of the databases"
    trial = fit_ranker(fitting, four_fifths)
    trial = replace(trial, stop=fit_stop(fitting, fitting, four_fifths))
    # Fitted and reported, not shipped: over one database it costs more than it saves.
    stop_alone = fit_stop(fitting, alone_fitting, four_fifths + ", each database alone")
    one_stage = TableRanker(trial.first)
    rankers = {"fused": None, "first stage": one_stage, "both stages": trial}
    grid = [(r, k) for k in (3, 4, 5, 6, 7) for r in (0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5)]
    lines = [
        report_header("Table model: fitting and held-out check"),
        f"- data: {described}; {len(groups)} questions with gold tables, {len(databases)} "
        f"databases; held out: {len(held_out)} databases, {len(testing)} questions",
        f"- rows: the top {CANDIDATES} fused candidates of each question (the set features "
        "read every candidate)",
        "- configuration: "
        + (", ".join(f"{k}={v}" for k, v in sorted((overrides or {}).items())) or "defaults"),
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
    costs = [0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.1, 0.15]
    assert trial.stop is not None
    sized = stop_table(testing, trial, trial.stop, costs, STOP_LIMIT)
    sized_alone = stop_table(alone_testing, trial, stop_alone, costs, STOP_LIMIT)
    chosen = next((cost for cost, _, size in sized if size <= SIZE_AIMED_AT), costs[-1])
    share = LinkerConfig().select_relative_probability
    ((_, _, share_srr, share_size),) = selection_table(
        alone_testing, one_stage, [(share, STOP_LIMIT)]
    )
    lines += [
        "",
        f"Held-out databases, tables selected by the stop models (at most {STOP_LIMIT}, joined "
        "tables not counted): a table is added when it raises the chance that the set is "
        "complete by more than the cost. Pooled: both stages' probabilities. Each database "
        f"alone: {len(alone_testing)} questions, each against its own database, ranked by the "
        "first stage, sized by a stop model fitted on such rankings; it is reported, not "
        f"shipped: one database's candidates keep the share rule (≥ {share} × the best), "
        f"which gives {share_srr:.2f} at {share_size:.2f}. The cheapest cost whose pooled sets "
        f"average at most {SIZE_AIMED_AT} tables is {chosen} (`LinkerConfig.select_table_cost`; "
        "unset by default, which keeps the share rule).",
        "",
        "| cost | pooled: table SRR | Avg.T | each database alone: table SRR | Avg.T |",
        "|---|---|---|---|---|",
        *[
            f"| {cost} | {srr:.2f} | {size:.2f} | {srr_alone:.2f} | {size_alone:.2f} |"
            for (cost, srr, size), (_, srr_alone, size_alone) in zip(
                sized, sized_alone, strict=True
            )
        ],
    ]
    every = described + ", every database"
    ranker = replace(fit_ranker(groups, every), stop=fit_stop(groups, groups, every))
    if out.is_file():
        # One database's stage and the completeness models are train-sizing's: kept.
        kept = load_model(str(out))
        ranker = replace(
            ranker,
            alone=kept.alone,
            completeness=kept.completeness,
            completeness_pooled=kept.completeness_pooled,
        )
    out.write_text(ranker.to_json() + "\n", "utf-8")
    assert ranker.second and ranker.stop
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
        "",
        "Stop model weights (standardised features):",
        "",
        "| feature | weight |",
        "|---|---|",
        *[f"| {n} | {w:+.3f} |" for n, w in zip(STOP_FEATURES, ranker.stop.weights, strict=True)],
    ]
    return "\n".join(lines) + "\n"
