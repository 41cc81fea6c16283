"""Value index: full-text search over the values of a datasource's columns.

A question names values ("华东", "已完成", "New York") more often than it names columns; finding
them tells which column holds them and gives the SQL generator the exact spelling. What it
holds: each column's examples (written with the catalog, ``linking.indexing.indexer``), then
the values users may name, read from the database (``linking.indexing.values``).
Backends:

- ``TantivyValueIndex`` (``linking.backends.tantivy_values``): embedded default, on disk;
- Meilisearch (``MEILI_URL``), through the same protocol.

Every search is scoped to one datasource inside the index, and optionally to a set of tables
(the caller's accessible ones).
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Iterable, Sequence
from contextlib import AbstractContextManager
from dataclasses import KW_ONLY, dataclass
from typing import Protocol, runtime_checkable

from linking.catalog.meta import FieldRef, TableRef
from linking.errors import IndexBackendError, raised_as


@dataclass(frozen=True, slots=True)
class ValueDoc:
    datasource: str
    schema: str
    table: str
    field: str
    value: str


def value_errors(what: str) -> AbstractContextManager[None]:
    """A value backend's engine failures, as ``IndexBackendError`` naming ``what``."""
    return raised_as(IndexBackendError, what)


def value_doc_id(doc: ValueDoc) -> str:
    """A stable id per (datasource, schema, table, field, value): re-adding is a no-op."""
    key = "\x1f".join((doc.datasource, doc.schema, doc.table, doc.field, doc.value))
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]


@dataclass(frozen=True, slots=True)
class ValueHit:
    schema: str
    table: str
    field: str
    value: str
    _: KW_ONLY
    score: float
    keyword: str

    @property
    def field_ref(self) -> FieldRef:
        return FieldRef(self.schema, self.table, self.field)


def best_hits(hits: Iterable[ValueHit], limit: int) -> list[ValueHit]:
    """One hit per (field, value), the best-scoring one, best first."""
    best: dict[tuple[str, str, str, str], ValueHit] = {}
    for hit in hits:
        key = (hit.schema, hit.table, hit.field, hit.value)
        if key not in best or best[key].score < hit.score:
            best[key] = hit
    return sorted(best.values(), key=lambda h: -h.score)[:limit]


@runtime_checkable
class ValueIndex(Protocol):
    name: str

    async def add(self, docs: Sequence[ValueDoc]) -> None:
        """Add values; adding one that is there already changes nothing."""

    async def replace_tables(
        self, datasource: str, tables: Collection[TableRef], docs: Sequence[ValueDoc]
    ) -> None:
        """Make ``docs`` the only values of ``tables``, in one write: the bulk path of a sync,
        which need not check value by value what is there already."""

    async def delete(self, datasource: str, tables: Collection[TableRef] | None = None) -> None:
        """Remove a datasource's values, or only those of ``tables``."""

    async def change(
        self, datasource: str, added: Sequence[ValueDoc], removed: Sequence[ValueDoc]
    ) -> None:
        """Remove ``removed`` and add ``added``, in one write: the path of a refresh that
        changes only the values that changed."""

    async def indexed_values(
        self, datasource: str, tables: Collection[TableRef]
    ) -> dict[FieldRef, set[str]]:
        """Every value indexed for the columns of ``tables``, by column."""

    async def search(
        self,
        datasource: str,
        keywords: Sequence[str],
        *,
        limit: int,
        tables: Collection[TableRef] | None = None,
    ) -> list[ValueHit]:
        """Values matching any keyword (prefix- and typo-tolerant), best first."""

    async def count(self, datasource: str) -> int: ...

    async def close(self) -> None: ...
