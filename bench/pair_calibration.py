"""``python -m bench pair-calibration``: can a datasource's approved pairs set its own
completeness target? (Tried for issue 38 and dropped; the numbers are in
``bench/reports/quality/pairs-half/README.md``.)

Selection keeps the smallest head of the ranking whose estimated completeness reaches a
target (0.95 by default). A datasource whose estimates run low would hand over less with a
lower target of its own, learned from its pairs: each approved pair linked with itself held
out (as the evaluation job does) says the lowest target at which its tables would still all
have been returned. Each database's questions are halved (``bench.quality.pairs_half``), the
pairs' half linked that way, the asked half linked once; the sets every target would choose
are replayed from the answer's ranking with the shipped completeness model, so one pass
scores every rule. The rules: the lowest target keeping every pair complete that 0.95 kept,
and a conformal one (the ⌈(n+1)(1−α)⌉-th smallest of the pairs' own lowest targets), against
one lower target for every database.
"""

from __future__ import annotations

import asyncio
import math
import sys
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from bench.machine import bench_embedder, report_header
from bench.quality.datasets import Question
from bench.quality.options import configured
from bench.quality.pairs_half import add_pairs, halves, split
from bench.quality.run import UnresolvedGold, _gold
from bench.train_sizing import Source, _catalog, index_source, sources
from linking import InvalidSQLError, Linker
from linking.backends import CachedEmbedder, EdgeVectorIndex, TantivyValueIndex
from linking.catalog import TableRef
from linking.ranking import candidate_sets, completeness_features, fk_graph, load_model

DEFAULT = 0.95
TARGETS = tuple(round(0.30 + 0.01 * i, 2) for i in range(66))  # 0.30 … 0.95
SOURCES = {"spider-train": "spider", "bird-train": "bird", "warehouses-tune": "warehouse"}


@dataclass(frozen=True)
class Linked:
    """One question's answer, and the set each target would have chosen instead."""

    db: str
    is_pair: bool
    gold: frozenset[str]
    returned: frozenset[str]  # what the answer returned (a pair's narrowing included)
    sets: tuple[frozenset[str], ...]  # each head of the ranking with its connectors
    chances: tuple[float, ...]  # the completeness model's estimate for each
    narrowed: bool  # a similar pair chose the tables: no target changes them

    def chosen(self, target: float) -> frozenset[str]:
        if self.narrowed or not self.sets:
            return self.returned
        for tables, chance in zip(self.sets, self.chances, strict=True):
            if chance >= target:
                return tables
        return self.sets[int(np.argmax(self.chances))]

    def complete(self, target: float) -> bool:
        return self.gold <= self.chosen(target)

    def lowest_target(self) -> float:
        """The lowest target at which this question, and at every target up to the default,
        is complete (above the default when not even the default completes it)."""
        lowest = math.inf
        for target in reversed(TARGETS):
            if not self.complete(target):
                break
            lowest = target
        return lowest


async def link_halves(source: Source, work: Path) -> list[Linked]:
    pairs, asked = halves(source.questions) if source.name == "spider" else split(source.questions)
    wanted = sorted({q.db_id for q in source.questions} & set(source.schemas))
    (work / "dbs").mkdir(parents=True, exist_ok=True)
    metas = {db: _catalog(source, db, work, values=source.values) for db in wanted}
    config = configured({"naive_max_tables": "0", "reasoning_max_tables": "0"})
    linker = Linker(
        embedder=CachedEmbedder(bench_embedder(), max_entries=30_000),
        vectors=EdgeVectorIndex(work / "index" / "vectors"),
        values=TantivyValueIndex(work / "index" / "values"),
        config=config,
    )
    await index_source(linker, source, metas, work)
    await add_pairs(linker, metas, {db: own for db, own in pairs.items() if db in metas})
    model = load_model(str(config.table_model)).completeness_model(False, learned=True)
    assert model is not None
    graphs = {db: fk_graph(meta) for db, meta in metas.items()}
    todo = [(True, q) for own in pairs.values() for q in own]
    todo += [(False, q) for q in asked]
    linked = []
    for is_pair, question in todo:
        if question.db_id not in metas:
            continue
        meta, graph = metas[question.db_id], graphs[question.db_id]
        try:
            gold, _ = _gold(question, meta, "main")
        except (InvalidSQLError, UnresolvedGold):
            continue
        if not gold:
            continue
        text = _text(question, source.evidence)[: config.max_question_chars]
        held_out = (f"{question.db_id}:{question.index}",) if is_pair else ()
        answer = await linker.link(text, meta, held_out_pairs=held_out)
        refs = [TableRef(*name.split(".", 1)) for name, _ in answer.diagnostics.ranking]
        p = np.clip(np.asarray([s for _, s in answer.diagnostics.ranking], np.float32), 0, 1)
        limit = config.max_selected_tables + config.max_join_path_length
        heads = [
            s
            for s in candidate_sets(refs, graph, config.max_join_path_length)
            if len(s.tables) <= limit
        ]
        rows = [completeness_features(s, refs, p, graph) for s in heads]
        select = next((c.reason for c in answer.diagnostics.components if c.name == "select"), "")
        linked.append(
            Linked(
                question.db_id,
                is_pair,
                frozenset(str(t) for t in gold),
                frozenset(f"{t.schema}.{t.name}" for t in answer.tables),
                tuple(_names(s.picked[: config.max_selected_tables], s.connectors) for s in heads),
                tuple(model.probabilities(np.vstack(rows)).tolist()) if rows else (),
                select.startswith("approved pair"),
            )
        )
    await linker.close()
    return linked


def _text(question: Question, evidence: bool) -> str:
    return f"{question.question} {question.evidence}".strip() if evidence else question.question


def _names(*groups: Sequence[TableRef]) -> frozenset[str]:
    return frozenset(str(ref) for group in groups for ref in group)


def keep_every_pair(pairs: Sequence[Linked]) -> float:
    """The lowest target that leaves complete every pair the default completes."""
    kept = [p for p in pairs if p.complete(DEFAULT)]
    return min((t for t in TARGETS if all(p.complete(t) for p in kept)), default=DEFAULT)


def conformal(alpha: float) -> Callable[[Sequence[Linked]], float]:
    def rule(pairs: Sequence[Linked]) -> float:
        lowest = sorted(p.lowest_target() for p in pairs)
        k = math.ceil((len(lowest) + 1) * (1 - alpha))
        return lowest[k - 1] if k <= len(lowest) and lowest[k - 1] < DEFAULT else DEFAULT

    return rule


def measured(asked: Sequence[Linked], targets: Mapping[str, float]) -> tuple[float, float]:
    """Table SRR (%) and excess tables a question, each database at its target."""
    complete = excess = 0
    for item in asked:
        tables = item.chosen(targets[item.db])
        complete += item.gold <= tables
        excess += len(tables - item.gold)
    return 100 * complete / len(asked), excess / len(asked)


def report(name: str, linked: Sequence[Linked]) -> list[str]:
    asked = [item for item in linked if not item.is_pair]
    pairs: dict[str, list[Linked]] = defaultdict(list)
    for item in linked:
        if item.is_pair:
            pairs[item.db].append(item)
    dbs = sorted({item.db for item in asked})
    replayed = sum(item.chosen(DEFAULT) == item.returned for item in asked) / len(asked)
    lines = [
        f"## {name}: {len(asked)} asked, {sum(map(len, pairs.values()))} pairs, {len(dbs)} "
        f"databases (replayed sets equal to the answers at {DEFAULT}: {100 * replayed:.1f} %)",
        "",
        "| rule | table SRR | excess T | databases below the default |",
        "|---|---|---|---|",
    ]

    def row(rule: str, targets: Mapping[str, float]) -> None:
        srr, excess = measured(asked, targets)
        lowered = sum(targets[db] < DEFAULT for db in dbs)
        lines.append(f"| {rule} | {srr:.2f} | {excess:.3f} | {lowered} |")

    for target in (DEFAULT, 0.9, 0.8, 0.7):
        row(f"{target} for every database", dict.fromkeys(dbs, target))
    rules: dict[str, Callable[[Sequence[Linked]], float]] = {
        "keep every pair complete": keep_every_pair,
        **{f"conformal, α = {a}": conformal(a) for a in (0.02, 0.05, 0.1)},
    }
    for rule, fit in rules.items():
        row(rule, {db: fit(pairs[db]) if pairs[db] else DEFAULT for db in dbs})
    return [*lines, ""]


def run(data: Path, work: Path, names: Sequence[str]) -> str:
    every = {source.name: source for source in sources(data, work)}
    lines = [report_header("A datasource's completeness target learned from its pairs")]

    for name in names:
        source = every[SOURCES[name]]
        linked = asyncio.run(link_halves(source, work / name))
        lines += report(name, linked)
        print(f"{name} done", file=sys.stderr)
    return "\n".join(lines)
