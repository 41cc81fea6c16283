"""Which ranked tables the scores choose, and how likely the choice is to be complete.

With a completeness model (``linking.ranking.completeness``) and a target, the smallest head
of the ranking, with the tables that join it, likely enough to hold every table the SQL
reads; without one, the stop model's head over several schemas or the tables scoring at least
a share of the best. A set chosen otherwise (an LLM's, a pair's) is judged by the same model.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from linking.catalog.meta import Edge, TableRef
from linking.config import LinkerConfig
from linking.ranking.completeness import (
    DEFAULT_TRADE_OFF,
    TradeOff,
    estimate,
    smallest_complete,
)
from linking.ranking.joins import connect
from linking.ranking.ranker import Candidates, load_model
from linking.ranking.select import TableCandidate
from linking.ranking.stopping import BELOW, LONGEST, head_length


@dataclass(frozen=True)
class Selection:
    tables: list[TableRef]
    # The estimated chance that the tables (with those that join them) hold every table
    # the SQL reads, when a completeness model sized or judged the set.
    completeness: float | None = None


def select_by_evidence(
    ranked: Sequence[TableCandidate],
    graph: Mapping[TableRef, list[Edge]],
    config: LinkerConfig,
    trade_off: TradeOff = DEFAULT_TRADE_OFF,
    *,
    learned: bool = False,
) -> Selection:
    """The tables the scores choose: the smallest head of the ranking, with the tables that
    join it, whose estimated completeness reaches the target (``linking.ranking
    .completeness``; the caller's ``trade_off`` or ``LinkerConfig.select_completeness``).
    Without a completeness model or a target: over candidates of several schemas, the head
    the stop model sizes (``linking.ranking.stopping``), else those scoring at least a share
    of the best."""
    ranker = load_model(config.table_model) if config.table_model else None
    pooled = len({c.ref.schema for c in ranked}) > 1
    model = ranker.completeness_model(pooled, learned=learned) if ranker else None
    target = trade_off.completeness or config.select_completeness
    limit = trade_off.max_tables or config.max_selected_tables + config.max_join_path_length
    if model is not None and target is not None and ranked:
        refs = [c.ref for c in ranked]
        sized = smallest_complete(
            refs,
            _probabilities(ranked),
            graph,
            model,
            target=target,
            max_tables=limit,
            max_edges=config.max_join_path_length,
        )
        return Selection(sized.picked[: config.max_selected_tables], sized.completeness)
    stop = ranker.stop if ranker else None
    if stop is not None and config.select_table_cost is not None and pooled:
        head = [c.ref for c in ranked[: LONGEST + 1]]
        candidates = Candidates.among(head, graph)
        p = np.asarray([c.score for c in ranked[:BELOW]], np.float32)
        length = head_length(
            p, candidates.schemas, candidates.adjacent, stop, cost=config.select_table_cost
        )
        chosen = head[: min(length, config.max_selected_tables)]
    else:
        relative = (
            config.select_relative_probability
            if config.table_model
            else config.select_relative_score
        )
        chosen = select_by_score(ranked, relative=relative, limit=config.max_selected_tables)
    chosen = within(chosen, graph, limit, config.max_join_path_length)
    return Selection(chosen, judge(chosen, ranked, graph, config, learned=learned))


def within(
    chosen: Sequence[TableRef], graph: Mapping[TableRef, list[Edge]], limit: int, max_edges: int
) -> list[TableRef]:
    """The longest head of ``chosen`` that, with the tables joining it, holds at most
    ``limit`` tables (at least its first)."""
    for k in range(len(chosen), 0, -1):
        joined, _ = connect(dict(graph), list(chosen[:k]), max_edges)
        if k + len(joined) <= limit:
            return list(chosen[:k])
    return list(chosen[:1])


def judge(
    chosen: Sequence[TableRef],
    ranked: Sequence[TableCandidate],
    graph: Mapping[TableRef, list[Edge]],
    config: LinkerConfig,
    *,
    learned: bool = False,
) -> float | None:
    """The completeness model's estimate for a set chosen otherwise (an LLM's, a pair's,
    the share rule's), when the table model has one; ``learned``: the ranking read what the
    datasource's pairs teach (``TableRanker.alone_pairs``)."""
    ranker = load_model(config.table_model) if config.table_model else None
    pooled = len({c.ref.schema for c in ranked}) > 1
    model = ranker.completeness_model(pooled, learned=learned) if ranker else None
    if model is None or not chosen:
        return None
    refs = [c.ref for c in ranked]
    p = _probabilities(ranked)
    return estimate(chosen, refs, p, graph, model, max_edges=config.max_join_path_length)


def _probabilities(ranked: Sequence[TableCandidate]) -> np.ndarray:
    return np.clip(np.asarray([c.score for c in ranked], np.float32), 0.0, 1.0)


def select_by_score(
    ranked: Sequence[TableCandidate], *, relative: float, limit: int
) -> list[TableRef]:
    """Tables scoring at least ``relative`` × the best, at most ``limit`` of them."""
    if not ranked:
        return []
    floor = ranked[0].score * relative
    return [c.ref for c in ranked if c.score >= floor][:limit]


def focus_schemas(
    ranked: Sequence[TableCandidate], *, keep: int, vote_top: int
) -> list[TableCandidate]:
    """The candidates of the ``keep`` schemas the evidence points to most: those whose best
    ``vote_top`` candidates score highest together, so one strong look-alike in another
    schema (database) does not outvote several consistent hits in the right one, and the
    tables of the likely schemas are not crowded out by stray hits in many others."""
    totals: dict[str, list[float]] = {}
    for candidate in ranked:
        scores = totals.setdefault(candidate.ref.schema, [])
        if len(scores) < vote_top:
            scores.append(candidate.score)
    if len(totals) <= keep:
        return list(ranked)
    order = {schema: i for i, schema in enumerate(totals)}  # ties: the better table's schema
    kept = set(sorted(totals, key=lambda schema: (-sum(totals[schema]), order[schema]))[:keep])
    return [c for c in ranked if c.ref.schema in kept]
