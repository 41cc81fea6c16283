"""The three retrievers: columns and tables (vectors), values (full text), training pairs.

Each takes the accessible meta and returns hits inside it only: the datasource is a filter
inside the index, and so are the accessible tables whenever the caller's view is restricted.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from linking.access import AccessView, Withheld
from linking.backends.values import ValueHit, ValueIndex, narrowed
from linking.backends.vectors import VectorHit, VectorIndex, Where
from linking.catalog.meta import FieldRef, Meta, TableRef
from linking.catalog.pairs import SqlEntities
from linking.indexing.indexer import CATALOG, PAIRS
from linking.retrieval.lexical import LexicalHit


@dataclass(frozen=True)
class FieldHit:
    ref: FieldRef
    score: float
    subquery: str


@dataclass(frozen=True)
class TableHit:
    ref: TableRef
    score: float
    subquery: str


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


@dataclass(kw_only=True)
class Hits:
    """What the retrievers found for one question, by source."""

    fields: list[FieldHit] = field(default_factory=list)  # dense, column documents
    tables: list[TableHit] = field(default_factory=list)  # dense, table documents
    names: list[LexicalHit] = field(default_factory=list)  # BM25 over names, descriptions
    mentions: list[LexicalHit] = field(default_factory=list)  # columns named verbatim
    values: list[ValueHit] = field(default_factory=list)  # sampled values named
    pairs: list[PairMatch] = field(default_factory=list)  # similar approved pairs


def _scope(meta: Meta, restricted: bool) -> dict[str, str | list[str]]:
    where: dict[str, str | list[str]] = {"datasource": meta.datasource}
    if restricted:
        where["table_key"] = [str(ref) for ref in meta.table_refs()]
    return where


async def retrieve_catalog(
    vectors: VectorIndex,
    query_vectors: np.ndarray,
    subqueries: Sequence[str],
    meta: Meta,
    *,
    restricted: bool,
    field_top_k: int,
    table_top_k: int,
    field_score_threshold: float,
    column_search_tables: int = 0,
) -> tuple[list[FieldHit], list[TableHit]]:
    """Column and table documents nearest to each subquery.

    With ``column_search_tables`` and a catalog of more tables than that, the tables come
    first and the columns are searched among the ``column_search_tables`` nearest tables of
    each subquery: a filtered search over a few thousand points instead of a scan of all.
    """
    scope = _scope(meta, restricted)
    table_where: Where = {**scope, "kind": "table"}
    narrowed = 0 < column_search_tables < meta.table_count
    table_results = await vectors.search(
        CATALOG,
        query_vectors,
        limit=max(table_top_k, column_search_tables) if narrowed else table_top_k,
        where=table_where,
    )
    column_where: dict[str, str | list[str]] = {**scope, "kind": "column"}
    if narrowed:
        nearest = {
            h.payload["table_key"] for hits in table_results for h in hits[:column_search_tables]
        }
        column_where["table_key"] = sorted(nearest)
    column_results = await vectors.search(
        CATALOG,
        query_vectors,
        limit=field_top_k,
        where=column_where,
        score_threshold=field_score_threshold,
    )
    fields = _field_hits(subqueries, column_results)
    tables = [
        TableHit(TableRef(h.payload["schema"], h.payload["table"]), h.score, q)
        for q, hits in zip(subqueries, table_results, strict=True)
        for h in hits[:table_top_k]
    ]
    # Defence in depth: whatever an index returns, nothing outside the accessible meta passes.
    fields = [h for h in fields if meta.has_field(h.ref)]
    tables = [h for h in tables if meta.table(h.ref) is not None]
    return fields, tables


async def retrieve_columns_of(
    vectors: VectorIndex, query_vectors: np.ndarray, subqueries: Sequence[str], meta: Meta
) -> list[FieldHit]:
    """Every column of ``meta``'s tables, by similarity to each subquery: the dense evidence
    pruning ranks the chosen tables' columns with."""
    where: Where = {
        "datasource": meta.datasource,
        "kind": "column",
        "table_key": [str(ref) for ref in meta.table_refs()],
    }
    results = await vectors.search(
        CATALOG, query_vectors, limit=min(meta.field_count, 512), where=where
    )
    return [h for h in _field_hits(subqueries, results) if meta.has_field(h.ref)]


def _field_hits(
    subqueries: Sequence[str], results: Sequence[Sequence[VectorHit]]
) -> list[FieldHit]:
    return [
        FieldHit(FieldRef(h.payload["schema"], h.payload["table"], h.payload["field"]), h.score, q)
        for q, hits in zip(subqueries, results, strict=True)
        for h in hits
    ]


async def retrieve_values(
    values: ValueIndex,
    keywords: Sequence[str],
    meta: Meta,
    *,
    restricted: bool,
    limit: int,
) -> list[ValueHit]:
    if not keywords:
        return []
    tables = None
    if restricted:
        # A filtered table's values were read from every row: none is searched for the caller,
        # nor a view's while any filter holds (it may read a filtered table).
        filtering = any(table.row_filters for _, table in meta.tables())
        tables = [
            ref
            for ref, table in meta.tables()
            if not table.row_filters and not (filtering and table.kind == "view")
        ]
        if not tables:
            return []
    hits = await values.search(meta.datasource, keywords, limit=limit, tables=tables)
    return narrowed(h for h in hits if meta.has_field(h.field_ref))


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
