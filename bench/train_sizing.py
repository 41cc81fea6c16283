"""``python -m bench train-sizing``: fit how one database's tables are ranked and how big a
returned set must be, on questions asked of one database at a time, as a datasource is.

The pooled table model (``python -m bench train-ranker``) is fitted on Spider's 166
databases pooled into one catalog, where the hard part is telling look-alike databases
apart; over one warehouse its probabilities are not calibrated and the share rule it feeds
keeps about five tables whatever they are. Here every question is linked against its own
database alone, in RAG mode (forced, so small databases' columns are searched too):

- Spider train (``spider_syn/train_spider.json``, both wordings; no values),
- BIRD train (``bird/train_subset.json`` on ``bird/union/tables_80db.json``, each question
  alone and with its evidence; no values),
- the tuning split of the judged warehouses (``bench/warehouses``, values and named values
  read as a sync reads them).

Two models are fitted and written into the table model's file: ``alone``, the first stage
over one schema's candidates, and ``completeness``, the chance that a head of the ranking
with the tables that join it holds every table the SQL reads (``linking.ranking
.completeness``), fitted on heads ranked by ``alone`` models that never saw the head's
database (5 folds by database). A fifth of the Spider and of the BIRD databases (the ones
the query encoder's training held out) is held out for the report: CR@k, the sets each
target returns, and a reliability table of estimated against observed completeness.
Nothing of a reported suite is read.
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import json
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

from bench.folds import database_folds
from bench.machine import bench_embedder, report_header
from bench.quality.catalogs import database_file, database_meta, with_keys
from bench.quality.datasets import Question, load_questions, load_schemas
from bench.quality.options import configured
from bench.quality.pairs_half import add_pairs, halves
from bench.quality.run import UnresolvedGold, _gold
from bench.quality.warehouses import prepare
from bench.train_encoder import held_out_databases
from linking import InvalidSQLError, Linker, LinkingError, Mode
from linking.backends import CachedEmbedder, EdgeVectorIndex, TantivyValueIndex
from linking.catalog import Edge, Meta, TableRef, ValueReader, ValueSettings
from linking.ranking import (
    COMPLETENESS_FEATURES,
    FEATURES,
    PAIR_FEATURES,
    TableModel,
    TableRanker,
    candidate_sets,
    completeness_features,
    features,
    fit,
    fk_graph,
    load_model,
)
from linking.retrieval import pair_words

CANDIDATES = 30  # rows per question the first stage is fitted on: where selection looks
MAX_EDGES = 3  # LinkerConfig.max_join_path_length
SOURCES = ("spider", "bird", "warehouse")
TARGETS = (0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95)


@dataclass(frozen=True)
class Ranked:
    """One question's candidates against its own database."""

    db: str  # "source:db_id"
    rows: np.ndarray  # features of every candidate, fused order
    names: tuple[str, ...]  # the candidates' tables, fused order
    gold: frozenset[str]  # the tables the SQL reads

    @property
    def source(self) -> str:
        return self.db.split(":", 1)[0]

    def labels(self) -> np.ndarray:
        return np.asarray([n in self.gold for n in self.names[:CANDIDATES]], np.float32)


Graphs = dict[str, dict[TableRef, list[Edge]]]


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


@dataclass(frozen=True)
class Source:
    name: str
    schemas: dict[str, dict[str, Any]]
    questions: list[Question]
    db_dir: Path | None
    values: bool
    evidence: bool  # each question also with its evidence appended


def sources(data: Path, work: Path) -> list[Source]:
    spider_file = data / "spider_syn" / "train_spider.json"
    warehouses = prepare("train-sizing", "tune", work)
    return [
        Source(
            "spider",
            load_schemas(data / "spider" / "tables.json"),
            [
                *load_questions((spider_file,), "SpiderQuestion"),
                *load_questions((spider_file,), "SpiderSynQuestion"),
            ],
            None,
            values=False,
            evidence=False,
        ),
        Source(
            "bird",
            load_schemas(data / "bird" / "union" / "tables_80db.json"),
            load_questions((data / "bird" / "train_subset.json",)),
            None,
            values=False,
            evidence=True,
        ),
        Source(
            "warehouse",
            load_schemas(warehouses.tables),
            load_questions(warehouses.questions),
            warehouses.db_dir,
            values=True,
            evidence=False,
        ),
    ]


async def index_source(
    linker: Linker, source: Source, metas: Mapping[str, Meta], work: Path
) -> None:
    """Each database's catalog indexed, and its named values read from its file when the
    source has files."""
    for db, meta in metas.items():
        await linker.index(meta)
        if source.values:
            path = database_file(db, source.schemas[db], source.db_dir, work / "dbs")
            with ValueReader(f"sqlite:///{path}", ValueSettings()) as reader:
                await linker.refresh_named_values(meta, reader.read_table)


async def _collect_source(
    source: Source, work: Path, overrides: dict[str, str], *, with_pairs: bool = False
) -> list[Ranked]:
    """Every question's candidates; ``with_pairs``: half of each database's questions as its
    training pairs (``bench.train_pairs``), the other half asked, with ``PAIR_FEATURES``."""
    (work / "dbs").mkdir(parents=True, exist_ok=True)
    pairs, asked = halves(source.questions) if with_pairs else ({}, source.questions)
    wanted = sorted({q.db_id for q in source.questions} & set(source.schemas))
    metas = {db: _catalog(source, db, work, values=source.values) for db in wanted}
    index = work / f"index-{source.name}"
    linker = Linker(
        embedder=CachedEmbedder(bench_embedder(), max_entries=30_000),
        vectors=EdgeVectorIndex(index / "vectors"),
        values=TantivyValueIndex(index / "values"),
        config=configured(overrides),
    )
    started = time.perf_counter()
    await index_source(linker, source, metas, work)
    if pairs:
        await add_pairs(linker, metas, {db: own for db, own in pairs.items() if db in metas})
    _log(f"{source.name}: {len(metas)} databases indexed in {time.perf_counter() - started:.0f} s")
    ranked = []
    seen: set[tuple[str, str]] = set()
    for number, question in enumerate(asked, start=1):
        if question.db_id not in metas:
            continue
        meta = metas[question.db_id]
        texts = [question.question]
        if source.evidence and question.evidence:
            texts.append(f"{question.question} {question.evidence}")
        try:
            gold, _ = _gold(question, meta, meta.schemas[0].name)
        except (InvalidSQLError, UnresolvedGold):
            continue
        for text in texts:
            if (question.db_id, text) in seen or not gold:
                continue
            seen.add((question.db_id, text))
            try:
                view = await linker.fusion_view(text, meta, mode=Mode.RAG)
            except LinkingError:
                continue
            rows = features(view)
            if with_pairs:
                if view.pair_rows is None:
                    continue  # a database of one question has no pairs to learn from
                rows = np.hstack([rows, view.pair_rows])
            ranked.append(
                Ranked(
                    f"{source.name}:{question.db_id}",
                    rows,
                    tuple(ref.table for ref in view.order),
                    frozenset(ref.table for ref in gold),
                )
            )
        if number % 2000 == 0:
            _log(f"  {source.name}: {number}/{len(asked)}")
    await linker.close()
    return ranked


def _catalog(source: Source, db: str, work: Path, *, values: bool) -> Meta:
    """The database as a sync reads it: its own keys and those inference adds."""
    meta = database_meta(db, source.schemas[db], source.db_dir, work / "dbs", values=values)
    return with_keys(meta, "synced")


def _graphs(all_sources: Sequence[Source], work: Path) -> Graphs:
    graphs: Graphs = {}
    for source in all_sources:
        for db in sorted({q.db_id for q in source.questions} & set(source.schemas)):
            graphs[f"{source.name}:{db}"] = fk_graph(
                _catalog(source, db, work, values=source.values)
            )
    return graphs


def collect(
    data: Path, work: Path, overrides: dict[str, str], *, with_pairs: bool = False
) -> tuple[list[Ranked], Graphs]:
    """Every question's candidates, computed once per data, features and configuration."""
    (work / "dbs").mkdir(parents=True, exist_ok=True)
    every = sources(data, work)
    key = hashlib.sha256(
        "|".join(
            [
                *FEATURES,
                *((*PAIR_FEATURES, _source_digest(pair_words)) if with_pairs else ()),
                *(f"{k}={v}" for k, v in sorted(overrides.items())),
                *(str(len(s.questions)) for s in every),
                bench_embedder().name,
                _adapter_digest(),
            ]
        ).encode()
    ).hexdigest()[:10]
    cache = work / f"ranked-{'pairs-' if with_pairs else ''}{key}"
    graphs = _graphs(every, work)
    if (cache / "meta.json").is_file():
        described = json.loads((cache / "meta.json").read_text("utf-8"))
        rows = np.load(cache / "rows.npz")
        return [
            Ranked(d["db"], rows[f"arr_{i}"], tuple(d["names"]), frozenset(d["gold"]))
            for i, d in enumerate(described)
        ], graphs
    ranked: list[Ranked] = []
    for source in every:
        ranked += asyncio.run(_collect_source(source, work, overrides, with_pairs=with_pairs))
    cache.mkdir(exist_ok=True)
    np.savez(cache / "rows.npz", *[r.rows for r in ranked])
    described = [{"db": r.db, "names": list(r.names), "gold": sorted(r.gold)} for r in ranked]
    (cache / "meta.json").write_text(json.dumps(described, ensure_ascii=False), "utf-8")
    return ranked, graphs


def _source_digest(module: ModuleType) -> str:
    """What the module computes, as far as its source says: rows collected by another
    version of it are not reused."""
    return hashlib.sha256(Path(str(module.__file__)).read_bytes()).hexdigest()[:12]


def _adapter_digest() -> str:
    from linking.backends.e5 import shipped_adapter

    adapter = shipped_adapter()
    return adapter.digest if adapter is not None else "base"


def fit_alone(
    ranked: Sequence[Ranked], trained_on: str, names: tuple[str, ...] = FEATURES
) -> TableModel:
    rows = np.vstack([r.rows[:CANDIDATES, : len(names)] for r in ranked])
    labels = np.concatenate([r.labels() for r in ranked])
    return fit(rows, labels, trained_on=trained_on, names=names)


@dataclass(frozen=True)
class SizedSets:
    """A question's candidate sets (heads with their connectors), their features, whether
    each holds every gold table, and their sizes."""

    rows: np.ndarray
    complete: np.ndarray
    sizes: np.ndarray


def _order(r: Ranked, model: TableModel) -> tuple[list[TableRef], np.ndarray]:
    p = model.probabilities(r.rows)
    order = np.argsort(-p, kind="stable")
    return [TableRef("main", r.names[i]) for i in order], p[order]


def sized_sets(r: Ranked, model: TableModel, graphs: Graphs) -> SizedSets:
    refs, p = _order(r, model)
    graph = _in_main(graphs[r.db])
    sets = candidate_sets(refs, graph, MAX_EDGES)
    rows = np.vstack([completeness_features(s, refs, p, graph) for s in sets])
    complete = np.asarray([r.gold <= {t.table for t in s.tables} for s in sets], np.float32)
    sizes = np.asarray([len(s.tables) for s in sets], np.float32)
    return SizedSets(rows, complete, sizes)


def _in_main(graph: dict[TableRef, list[Edge]]) -> dict[TableRef, list[Edge]]:
    """A database's graph under the schema name rankings use here (``main``)."""

    def moved(ref: TableRef) -> TableRef:
        return TableRef("main", ref.table)

    return {
        moved(ref): [(moved(a), c, moved(b), d) for a, c, b, d in edges]
        for ref, edges in graph.items()
    }


def fit_completeness(
    ranked: Sequence[Ranked],
    graphs: Graphs,
    trained_on: str,
    folds: int = 5,
    names: tuple[str, ...] = FEATURES,
) -> TableModel:
    """The completeness model over heads ranked by ``alone`` models (over ``names``) that
    never saw the head's database."""
    fold = database_folds((r.db for r in ranked), folds)
    sets: list[SizedSets] = []
    for f in range(folds):
        model = fit_alone([r for r in ranked if fold[r.db] != f], trained_on, names)
        sets += [sized_sets(r, model, graphs) for r in ranked if fold[r.db] == f]
    return fit(
        np.vstack([s.rows for s in sets]),
        np.concatenate([s.complete for s in sets]),
        trained_on=trained_on + f"; completeness of heads with their joins, {folds}-fold by "
        "database",
        names=COMPLETENESS_FEATURES,
    )


def choose(sets: SizedSets, chances: np.ndarray, target: float) -> int:
    """The set ``smallest_complete`` returns: the first reaching the target, else the most
    likely complete."""
    reached = np.flatnonzero(chances >= target)
    return int(reached[0]) if len(reached) else int(np.argmax(chances))


def _cr(ranked: Sequence[Ranked], model: TableModel | None, k: int) -> float:
    found = 0
    for r in ranked:
        if model is None:
            top = set(r.names[:k])
        else:
            refs, _ = _order(r, model)
            top = {t.table for t in refs[:k]}
        found += r.gold <= top
    return 100 * found / max(1, len(ranked))


def report_sizes(
    ranked: Sequence[Ranked], model: TableModel, stop: TableModel, graphs: Graphs
) -> tuple[list[str], list[str]]:
    """The target grid's rows (complete %, tables, excess) and the reliability table."""
    scored = []
    for r in ranked:
        sets = sized_sets(r, model, graphs)
        scored.append((r, sets, stop.probabilities(sets.rows)))
    grid = ["| target | tables complete % | tables returned | excess tables |", "|---|---|---|---|"]
    for target in TARGETS:
        complete = size = excess = 0.0
        for r, sets, chances in scored:
            chosen = choose(sets, chances, target)
            complete += sets.complete[chosen]
            size += sets.sizes[chosen]
            excess += sets.sizes[chosen] - len(r.gold) * sets.complete[chosen]
        n = max(1, len(scored))
        grid.append(
            f"| {target} | {100 * complete / n:.2f} | {size / n:.2f} | "
            f"≥ {max(0.0, excess / n):.2f} |"
        )
    estimates = np.concatenate([c for _, _, c in scored])
    observed = np.concatenate([s.complete for _, s, _ in scored])
    table = ["| estimated | sets | mean estimate | observed complete |", "|---|---|---|---|"]
    edges = [0.0, 0.1, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0001]
    for low, high in itertools.pairwise(edges):
        inside = (estimates >= low) & (estimates < high)
        if inside.any():
            table.append(
                f"| {low:.2f}–{min(high, 1):.2f} | {int(inside.sum())} | "
                f"{estimates[inside].mean():.3f} | {observed[inside].mean():.3f} |"
            )
    return grid, table


def run(data: Path, work: Path, model_path: Path, overrides: dict[str, str]) -> str:
    started = time.perf_counter()
    ranked, graphs = collect(data, work, overrides)
    held = held_out_databases(graphs)
    fitting = [r for r in ranked if r.db not in held]
    testing = [r for r in ranked if r.db in held]
    described = (
        "one database at a time, RAG forced: Spider train (both wordings), BIRD train (with "
        "and without evidence), the judged warehouses' tune split"
    )
    trial = fit_alone(fitting, described + ", four fifths of Spider's and BIRD's databases")
    trial_stop = fit_completeness(fitting, graphs, described)
    pooled_first = load_model(overrides.get("table_model", "builtin")).first
    by_source = {s: [r for r in testing if r.source == s] for s in ("spider", "bird")}
    counts = ", ".join(f"{s} {sum(r.source == s for r in ranked)}" for s in SOURCES)
    lines = [
        report_header("One database's table model and completeness model"),
        f"- data: {described}; {len(ranked)} questions, {len({r.db for r in ranked})} "
        f"databases ({counts})",
        f"- held out: {len(held)} databases (a seeded fifth of Spider's and of BIRD's), "
        f"{len(testing)} questions",
        "",
        "Held-out databases, CR@k (every table the SQL reads in the top k):",
        "",
        "| ranking | source | CR@1 | CR@3 | CR@5 |",
        "|---|---|---|---|---|",
    ]
    for source, chosen in by_source.items():
        for name, model in (
            ("fused", None),
            ("pooled first stage", pooled_first),
            ("one-database stage", trial),
        ):
            cells = " | ".join(f"{_cr(chosen, model, k):.2f}" for k in (1, 3, 5))
            lines.append(f"| {name} | {source} | {cells} |")
    for source, chosen in by_source.items():
        grid, reliability = report_sizes(chosen, trial, trial_stop, graphs)
        lines += [
            "",
            f"Held-out {source} databases: the smallest head (with the tables joining it) whose "
            "estimated completeness reaches each target; excess is a lower bound (tables "
            "returned less the gold tables of complete sets):",
            "",
            *grid,
            "",
            f"Reliability on held-out {source} databases, every candidate set:",
            "",
            *reliability,
        ]
    every = described + ", every database"
    alone = fit_alone(ranked, every)
    completeness = fit_completeness(ranked, graphs, every)
    shipped = load_model(str(model_path))
    updated: TableRanker = replace(shipped, alone=alone, completeness=completeness)
    model_path.write_text(updated.to_json() + "\n", "utf-8")
    lines += [
        "",
        f"Refitted on every database and written to `{model_path}` in "
        f"{(time.perf_counter() - started) / 60:.1f} min.",
        "",
        "| completeness feature | weight |",
        "|---|---|",
        *[
            f"| {n} | {w:+.3f} |"
            for n, w in zip(COMPLETENESS_FEATURES, completeness.weights, strict=True)
        ],
    ]
    return "\n".join(lines) + "\n"
