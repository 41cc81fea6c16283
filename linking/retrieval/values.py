"""Value retrieval: the sampled values the question's keywords name, by full-text search.

A value named ("已退款") votes for the column holding it and for that column's table, and
annotates the column in the answer.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from linking.backends.values import ValueHit, ValueIndex, narrowed
from linking.catalog.meta import Meta
from linking.context import Evidence
from linking.retrieval.hits import ColumnVote, TableVote
from linking.retrieval.lexical import terms


@dataclass(frozen=True)
class ValueFinding:
    values: list[ValueHit] = field(default_factory=list)

    def table_votes(self) -> Iterator[TableVote]:
        for v in self.values:
            evidence = Evidence("value", v.score, f'{v.field} = "{v.value}" ~ {v.keyword}')
            yield TableVote("value", v.field_ref.table_ref, v.score, evidence)

    def column_votes(self) -> Iterator[ColumnVote]:
        for v in self.values:
            yield ColumnVote("value", v.field_ref, v.score, Evidence("value", v.score, v.value))

    def matched_words(self) -> Iterator[str]:
        for keyword in {v.keyword for v in self.values}:  # fifty hits share a few keywords
            yield from terms(keyword)

    def counts(self) -> Mapping[str, int]:
        return {"values": len(self.values)}


async def retrieve_values(
    values: ValueIndex,
    keywords: Sequence[str],
    meta: Meta,
    *,
    restricted: bool,
    limit: int,
) -> ValueFinding:
    if not keywords:
        return ValueFinding()
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
            return ValueFinding()
    hits = await values.search(meta.datasource, keywords, limit=limit, tables=tables)
    return ValueFinding(narrowed(h for h in hits if meta.has_field(h.field_ref)))
