"""Dense retrieval: the column and table documents nearest to the question and its subqueries.

The datasource is a filter inside the index, and so are the accessible tables whenever the
caller's view is restricted; whatever the index returns, nothing outside the accessible meta
passes.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from linking.backends.vectors import VectorHit, VectorIndex, Where
from linking.catalog.meta import FieldRef, Meta, TableRef
from linking.context import Evidence
from linking.indexing.indexer import CATALOG
from linking.retrieval.hits import ColumnVote, TableVote


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
class DenseFinding:
    """Column and table documents near each subquery: a column votes for itself and for its
    table, a table document for its table, each in its subquery's list."""

    fields: list[FieldHit] = field(default_factory=list)
    tables: list[TableHit] = field(default_factory=list)

    def table_votes(self) -> Iterator[TableVote]:
        for h in self.fields:
            evidence = Evidence("field", h.score, f"{h.ref.field} ~ {h.subquery}")
            yield TableVote("dense_column", h.ref.table_ref, h.score, evidence, h.subquery)
        for t in self.tables:
            yield TableVote(
                "dense_table", t.ref, t.score, Evidence("table", t.score, t.subquery), t.subquery
            )

    def column_votes(self) -> Iterator[ColumnVote]:
        for h in self.fields:
            evidence = Evidence("field", h.score, h.subquery)
            yield ColumnVote("dense_column", h.ref, h.score, evidence, h.subquery)

    def matched_words(self) -> tuple[str, ...]:
        return ()  # near in meaning, not in words

    def counts(self) -> Mapping[str, int]:
        return {"fields": len(self.fields), "tables": len(self.tables)}


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
) -> DenseFinding:
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
    return DenseFinding(
        fields=[h for h in fields if meta.has_field(h.ref)],
        tables=[h for h in tables if meta.table(h.ref) is not None],
    )


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
