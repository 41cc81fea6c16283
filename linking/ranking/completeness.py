"""How likely a set of tables is to hold every table the SQL reads, and the smallest set of
a ranking that is likely enough.

A ranking offers candidate sets: each head of it (its best k tables) with the tables that
join them (``linking.ranking.joins.connect``: connectors count as part of the set, and a
connector the SQL reads counts as found). The completeness model reads a set as a whole —
how many tables it holds and how many only join the others, how likely its weakest table is
and how likely the best one left out, how much probability is left outside it and whether
that joins it — and gives the chance that nothing the SQL reads is missing. Selection keeps
the smallest set whose chance reaches a target (``LinkerConfig.select_completeness``, or the
caller's own), so a one-table question gets one table and a weak table that would pull two
connectors in is taken only when the target needs it; every answer reports the chance.

A logistic model (``linking.ranking.ranker.TableModel``) fitted by ``python -m bench
train-ranker`` on rankings made by table models that never saw the question's database, as a
served catalog's questions are ranked; its calibration on data it was not fitted on is
reported in ``bench/reports/``.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from linking.catalog.meta import Edge, TableRef
from linking.ranking.joins import connect, neighbours
from linking.ranking.stopping import BELOW, LONGEST, CompletenessModel

COMPLETENESS_FEATURES = (
    *(f"picked_{k}" for k in range(1, LONGEST)),  # one-hot of the candidates picked (LONGEST: none)
    "tables",  # tables in the set, connectors included, / LONGEST
    "connectors",  # tables there only to join the picked ones
    "last",  # p of the weakest table picked
    "next",  # p of the best candidate left out
    "next_relative",  # that over the best p
    "left_mass",  # the p of the candidates left out, summed
    "left_log",  # log of the chance that none left out is needed, were they independent
    "inside_mass",  # the p of the tables in the set, summed
    "best",  # the best p
    "next_joins",  # the best candidate left out has a foreign key to the set
    "picked_join",  # the picked tables join up without connectors
)


@dataclass(frozen=True)
class CandidateSet:
    picked: tuple[TableRef, ...]  # candidates of the ranking, best first
    connectors: tuple[TableRef, ...]  # added to join them

    @property
    def tables(self) -> tuple[TableRef, ...]:
        return (*self.picked, *self.connectors)


def candidate_sets(
    ranked: Sequence[TableRef], graph: Mapping[TableRef, list[Edge]], max_edges: int
) -> list[CandidateSet]:
    """Each head of the ranking, 1 to ``LONGEST`` tables, with the tables that join it."""
    sets = []
    for k in range(1, min(LONGEST, len(ranked)) + 1):
        joined, _ = connect(dict(graph), list(ranked[:k]), max_edges)
        sets.append(CandidateSet(tuple(ranked[:k]), tuple(joined)))
    return sets


def completeness_features(
    candidate_set: CandidateSet,
    ranked: Sequence[TableRef],
    p: np.ndarray,
    graph: Mapping[TableRef, list[Edge]],
) -> np.ndarray:
    """One row of ``COMPLETENESS_FEATURES`` for ``candidate_set`` among the ranking
    ``ranked`` (best first) whose probabilities are ``p``."""
    row = np.zeros(len(COMPLETENESS_FEATURES), np.float32)
    if not len(p):
        return row
    column = {name: i for i, name in enumerate(COMPLETENESS_FEATURES)}
    inside = set(candidate_set.tables)
    place = {ref: i for i, ref in enumerate(ranked)}
    picked = [place[ref] for ref in candidate_set.picked if ref in place]
    k = len(picked)
    if 1 <= k < LONGEST:
        row[column[f"picked_{k}"]] = 1.0
    row[column["tables"]] = len(inside) / LONGEST
    row[column["connectors"]] = len(candidate_set.connectors)
    clipped = np.clip(p[:BELOW], 0.0, 1 - 1e-6)
    out = [i for i, ref in enumerate(ranked[:BELOW]) if ref not in inside]
    row[column["last"]] = min((p[i] for i in picked), default=0.0)
    row[column["best"]] = p[0]
    row[column["inside_mass"]] = sum(p[place[ref]] for ref in inside if ref in place)
    row[column["left_mass"]] = float(clipped[out].sum()) if out else 0.0
    row[column["left_log"]] = float(np.log1p(-clipped[out]).sum()) if out else 0.0
    if out:
        best_out = out[0]
        row[column["next"]] = p[best_out]
        row[column["next_relative"]] = p[best_out] / (p[0] or 1.0)
        row[column["next_joins"]] = float(bool(neighbours(graph, ranked[best_out]) & inside))
    joined_alone = not candidate_set.connectors and _joined(picked, ranked, graph)
    row[column["picked_join"]] = float(joined_alone)
    return row


def _joined(
    picked: Sequence[int], ranked: Sequence[TableRef], graph: Mapping[TableRef, list[Edge]]
) -> bool:
    """Whether the picked candidates form one foreign-key-connected set by themselves."""
    refs = {ranked[i] for i in picked}
    if len(refs) <= 1:
        return True
    start = next(iter(refs))
    reached, frontier = {start}, [start]
    while frontier:
        for other in neighbours(graph, frontier.pop()) & refs:
            if other not in reached:
                reached.add(other)
                frontier.append(other)
    return reached == refs


@dataclass(frozen=True)
class Sized:
    """The chosen set and the chance that it holds every table the SQL reads."""

    picked: list[TableRef]
    completeness: float


def smallest_complete(
    ranked: Sequence[TableRef],
    p: np.ndarray,
    graph: Mapping[TableRef, list[Edge]],
    model: CompletenessModel,
    *,
    target: float,
    max_tables: int,
    max_edges: int,
) -> Sized:
    """The smallest head (connectors counted) whose estimated completeness reaches
    ``target``; when none does within ``max_tables``, the one most likely complete."""
    sets = [s for s in candidate_sets(ranked, graph, max_edges) if len(s.tables) <= max_tables]
    if not sets:
        only = ranked[:1]
        return Sized(list(only), estimate(only, ranked, p, graph, model, max_edges=max_edges))
    rows = np.vstack([completeness_features(s, ranked, p, graph) for s in sets])
    chances = model.probabilities(rows)
    for candidate_set, chance in zip(sets, chances, strict=True):
        if chance >= target:
            return Sized(list(candidate_set.picked), float(chance))
    best = int(np.argmax(chances))
    return Sized(list(sets[best].picked), float(chances[best]))


def estimate(
    chosen: Collection[TableRef],
    ranked: Sequence[TableRef],
    p: np.ndarray,
    graph: Mapping[TableRef, list[Edge]],
    model: CompletenessModel,
    *,
    max_edges: int,
) -> float:
    """The estimated completeness of any chosen set (an LLM's, a pair's) with its joins."""
    order = [ref for ref in ranked if ref in chosen] + [ref for ref in chosen if ref not in ranked]
    joined, _ = connect(dict(graph), order, max_edges)
    row = completeness_features(CandidateSet(tuple(order), tuple(joined)), ranked, p, graph)
    return float(model.probabilities(row[None, :])[0])


@dataclass(frozen=True)
class TradeOff:
    """What a caller asks of the returned set's size for one question: at most
    ``max_tables`` tables (connectors included), and the smallest set whose estimated
    completeness reaches ``completeness`` (unset: the linker's ``select_completeness``)."""

    max_tables: int | None = None
    completeness: float | None = None

    def __post_init__(self) -> None:
        if self.max_tables is not None and self.max_tables < 1:
            raise ValueError("max_tables must be at least 1")
        if self.completeness is not None and not 0 < self.completeness <= 1:
            raise ValueError("completeness must be above 0 and at most 1")


DEFAULT_TRADE_OFF = TradeOff()
