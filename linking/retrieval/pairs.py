"""Pair retrieval: approved training pairs whose questions are like this one.

A similar pair votes for every table and column its SQL reads, and its question's words
count as matched; the pairs themselves are the answer's examples.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from linking.access import AccessView, Withheld
from linking.backends.vectors import VectorIndex
from linking.catalog.pairs import SqlEntities
from linking.context import Evidence
from linking.indexing.indexer import PAIRS
from linking.retrieval.hits import ColumnVote, TableVote
from linking.retrieval.lexical import terms


@dataclass(frozen=True)
class PairMatch:
    id: str
    question: str
    sql: str
    score: float
    entities: SqlEntities


@dataclass(frozen=True)
class SkippedPair:
    id: str
    reason: str


@dataclass(frozen=True)
class PairFinding:
    pairs: list[PairMatch] = field(default_factory=list)

    def table_votes(self) -> Iterator[TableVote]:
        for p in self.pairs:
            for ref in p.entities.tables:
                yield TableVote("pair", ref, p.score, Evidence("pair", p.score, p.question))

    def column_votes(self) -> Iterator[ColumnVote]:
        for p in self.pairs:
            for used in p.entities.fields:
                yield ColumnVote("pair", used, p.score, Evidence("pair", p.score, p.question))

    def matched_words(self) -> Iterator[str]:
        for p in self.pairs:
            yield from terms(p.question)

    def counts(self) -> Mapping[str, int]:
        return {"pairs": len(self.pairs)}


class PairGate(Protocol):
    """Says, when a link reads them, which of the similar pairs may be served: the index may
    lag behind a review, a deletion or what feedback taught (``service.domain.pairs.gate``)."""

    async def servable(self, datasource: str, pair_ids: Sequence[str]) -> Collection[str]: ...


async def retrieve_pairs(
    vectors: VectorIndex,
    question_vector: np.ndarray,
    view: AccessView,
    *,
    role: str | None,
    limit: int,
    score_threshold: float,
) -> tuple[list[PairMatch], list[SkippedPair]]:
    """Similar training pairs the caller may see whole (``AccessView.shown_sql``).

    A pair is skipped when its SQL does not parse, reads a name the catalog no longer has, or
    reads or names anything the caller may not see: its SQL would otherwise leak the name.
    """
    meta = view.meta
    where: dict[str, str | list[str]] = {"datasource": meta.datasource}
    where["role"] = ["*", role] if role else "*"
    (hits,) = await vectors.search(
        PAIRS, question_vector[None, :], limit=limit, where=where, score_threshold=score_threshold
    )
    matches, skipped = [], []
    for hit in hits:
        pair_id = str(hit.payload.get("pair_id", hit.id))
        question, sql = hit.payload["question"], hit.payload["sql"]
        try:
            entities = view.shown_sql(sql, question)
        except Withheld as withheld:
            skipped.append(SkippedPair(pair_id, withheld.reason))
            continue
        shown_sql, shown_question = view.shown_pair(sql, question)
        matches.append(PairMatch(pair_id, shown_question, shown_sql, hit.score, entities))
    return matches, skipped
