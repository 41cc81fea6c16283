"""Where a query model's similarities to documents sit against the base model's.

``LinkerConfig``'s thresholds on a question's similarity to a document (a column close
enough to be a hit, a word close enough to a returned column to be matched) were set on the
scores of multilingual-e5-small, whose cosines crowd 0.75–0.95. A query delta trained with a
sharp contrastive loss (``linking.backends.e5.adapter``) spreads them over −0.1–0.9 instead:
read on the base scale, 0.78 would let no column through at all. A ``ScoreScale`` maps such
a threshold onto a query model's scale by matching quantiles: the score that as large a
share of (question, column) pairs reaches under the query model as reached the threshold
under the base model, measured on held-out questions when the delta was made (``python -m
bench scale-encoder``). The base model's scale is the identity. Questions compared with
questions (training pairs) are embedded by the base model (``Embedder.embed_questions``), so
their thresholds need no map.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class QuantileMap:
    """The same quantiles of one kind of pair's scores, on both scales."""

    base: tuple[float, ...]
    query_model: tuple[float, ...]

    def __post_init__(self) -> None:
        if len(self.base) != len(self.query_model) or len(self.base) < 2:
            raise ValueError("a quantile map needs two equal lists of at least two scores")
        if np.any(np.diff(self.base) < 0) or np.any(np.diff(self.query_model) < 0):
            raise ValueError("a quantile map's scores must not decrease")

    def __call__(self, score: float) -> float:
        # Beyond the measured range a threshold keeps its distance to the range's end.
        if score > self.base[-1]:
            return self.query_model[-1] + score - self.base[-1]
        if score < self.base[0]:
            return self.query_model[0] + score - self.base[0]
        return float(np.interp(score, self.base, self.query_model))


@dataclass(frozen=True)
class ScoreScale:
    """A query model's scale: base-scale thresholds on a question's similarity to a document
    (a table, a column), on the query model's scores. Without a map, the base scale."""

    documents: QuantileMap | None = None

    def threshold(self, base_score: float) -> float:
        return round(self.documents(base_score), 4) if self.documents is not None else base_score

    @classmethod
    def from_record(cls, record: Mapping[str, Sequence[float]]) -> ScoreScale:
        """From a record's ``{"base": [...], "query_model": [...]}``."""
        return cls(QuantileMap(tuple(record["base"]), tuple(record["query_model"])))


BASE_SCALE = ScoreScale()
