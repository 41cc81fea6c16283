"""Reciprocal-rank fusion: many ranked lists, one score per item.

Retrievers score on scales that do not compare (cosine similarity, BM25, full-text relevance,
a training pair's similarity); their ranks do. Each list adds ``weight / (k + rank + 1)`` to
every item in it, so an item several retrievers found agrees with itself and no retriever's
scale dominates. Table selection and column pruning both rank this way, each with its own
weights (``LinkerConfig.table_weights``, ``LinkerConfig.column_weights``). Tables may be
fused by their scores instead (``fuse_scores``, ``LinkerConfig.table_fusion``).
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any, TypeVar

Item = TypeVar("Item", bound=Hashable)


def best_scores(
    scored: Iterable[tuple[Item, float]], tie: Callable[[Item], Any] | None = None
) -> list[tuple[Item, float]]:
    """Each item once, with its best score, highest first; equal scores by ``tie``, else as
    first seen."""
    best: dict[Item, float] = {}
    for item, score in scored:
        if item not in best or score > best[item]:
            best[item] = score
    if tie is None:
        return sorted(best.items(), key=lambda entry: -entry[1])
    order = tie
    return sorted(best.items(), key=lambda entry: (-entry[1], order(entry[0])))


def fuse_scores(lists: Iterable[tuple[float, Sequence[tuple[Item, float]]]]) -> dict[Item, float]:
    """Distribution-based score fusion (DBSF, as Qdrant computes it): each list's scores
    mapped by its own mean ± 3 sample standard deviations onto about [0, 1], weighted and
    summed; a list of one item, or of equal scores, gives each 0.5."""
    scores: dict[Item, float] = {}
    for weight, scored in lists:
        for item, value in _distribution_normalized(scored).items():
            scores[item] = scores.get(item, 0.0) + weight * value
    return scores


def _distribution_normalized(scored: Sequence[tuple[Item, float]]) -> dict[Item, float]:
    best: dict[Item, float] = {}
    for item, value in scored:
        best[item] = max(value, best.get(item, value))
    values = list(best.values())
    if len(values) < 2:
        return dict.fromkeys(best, 0.5)
    spread = 3 * statistics.stdev(values)
    if spread == 0:
        return dict.fromkeys(best, 0.5)
    low = statistics.fmean(values) - spread
    return {item: (value - low) / (2 * spread) for item, value in best.items()}


def fuse(lists: Iterable[tuple[float, Sequence[Item]]], k: float) -> dict[Item, float]:
    """Each item's fused score over ``(weight, ranked items)`` lists; an item counts once per
    list, at its first place."""
    scores: dict[Item, float] = {}
    for weight, ranked in lists:
        for rank, item in enumerate(dict.fromkeys(ranked)):
            scores[item] = scores.get(item, 0.0) + weight / (k + rank + 1)
    return scores
