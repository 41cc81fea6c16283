"""Reciprocal-rank fusion: many ranked lists, one score per item.

Retrievers score on scales that do not compare (cosine similarity, BM25, full-text relevance,
a training pair's similarity); their ranks do. Each list adds ``weight / (k + rank + 1)`` to
every item in it, so an item several retrievers found agrees with itself and no retriever's
scale dominates. Table selection and column pruning both rank this way, each with its own
weights (``LinkerConfig.table_weights``, ``LinkerConfig.column_weights``).
"""

from __future__ import annotations

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


def best_first(
    scored: Iterable[tuple[Item, float]], tie: Callable[[Item], Any] | None = None
) -> list[Item]:
    """Items by their best score, highest first; equal scores by ``tie``, else as first seen."""
    return [item for item, _ in best_scores(scored, tie)]


def fuse(lists: Iterable[tuple[float, Sequence[Item]]], k: float) -> dict[Item, float]:
    """Each item's fused score over ``(weight, ranked items)`` lists; an item counts once per
    list, at its first place."""
    scores: dict[Item, float] = {}
    for weight, ranked in lists:
        for rank, item in enumerate(dict.fromkeys(ranked)):
            scores[item] = scores.get(item, 0.0) + weight / (k + rank + 1)
    return scores
