"""The two index protocols over a shared data directory (``linking.backends.shared_indexes``):
each call goes to the holder's indexes, or to this process's own when it is the holder;
nothing changes for the caller."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import numpy as np

from linking.backends.holder_wire import decode_hits, encode_array, encode_docs, encode_tables
from linking.backends.shared_indexes import SharedIndexes
from linking.backends.values import ValueDoc, ValueHit, ValueIndex
from linking.backends.vectors import VectorHit, VectorIndex, VectorPoint, Where
from linking.catalog.meta import FieldRef, TableRef


def _none(_: Any) -> None:
    return None


def _int(found: Any) -> int:
    return int(found)


def _hit_lists(found: Any) -> list[list[VectorHit]]:
    return [decode_hits(hits) for hits in found]


def _value_hits(found: Any) -> list[ValueHit]:
    return [ValueHit(s, t, f, v, score=score, keyword=k) for s, t, f, v, score, k in found]


def _values_by_field(found: Any) -> dict[FieldRef, set[str]]:
    return {FieldRef(schema, table, field): set(values) for schema, table, field, values in found}


def _where(where: Where | None) -> dict[str, Any] | None:
    if where is None:
        return None
    return {k: v if isinstance(v, str) else list(v) for k, v in where.items()}


class SharedVectorIndex:
    """``VectorIndex`` over a data directory's shared embedded vectors (``SharedIndexes``)."""

    def __init__(self, shared: SharedIndexes, name: str) -> None:
        self._shared = shared
        self.name = name

    async def ensure_collection(
        self, collection: str, dim: int, keyword_fields: Sequence[str] = ()
    ) -> None:
        fields = list(keyword_fields)
        self._shared.remember_collection(collection, dim, fields)
        args = {"collection": collection, "dim": dim, "keyword_fields": fields}

        async def local(index: VectorIndex) -> None:
            await index.ensure_collection(collection, dim, fields)

        await self._shared.call("vectors", "ensure_collection", args, local, _none)

    async def upsert(self, collection: str, points: Sequence[VectorPoint]) -> None:
        async def local(index: VectorIndex) -> None:
            await index.upsert(collection, points)

        def args() -> dict[str, Any]:
            encoded = [[p.id, encode_array(p.vector), dict(p.payload)] for p in points]
            return {"collection": collection, "points": encoded}

        await self._shared.call("vectors", "upsert", args, local, _none)

    async def delete(self, collection: str, where: Where) -> None:
        async def local(index: VectorIndex) -> None:
            await index.delete(collection, where)

        args = {"collection": collection, "where": _where(where)}
        await self._shared.call("vectors", "delete", args, local, _none)

    async def search(
        self,
        collection: str,
        vectors: np.ndarray,
        *,
        limit: int,
        where: Where | None = None,
        score_threshold: float | None = None,
    ) -> list[list[VectorHit]]:
        async def local(index: VectorIndex) -> list[list[VectorHit]]:
            return await index.search(
                collection, vectors, limit=limit, where=where, score_threshold=score_threshold
            )

        args = {
            "collection": collection,
            "vectors": encode_array(vectors),
            "limit": limit,
            "where": _where(where),
            "score_threshold": score_threshold,
        }
        return await self._shared.call("vectors", "search", args, local, _hit_lists)

    async def scroll(self, collection: str, where: Where | None = None) -> list[VectorHit]:
        async def local(index: VectorIndex) -> list[VectorHit]:
            return await index.scroll(collection, where)

        args = {"collection": collection, "where": _where(where)}
        return await self._shared.call("vectors", "scroll", args, local, decode_hits)

    async def count(self, collection: str, where: Where | None = None) -> int:
        async def local(index: VectorIndex) -> int:
            return await index.count(collection, where)

        args = {"collection": collection, "where": _where(where)}
        return await self._shared.call("vectors", "count", args, local, _int)

    async def close(self) -> None:
        await self._shared.close("vectors")


class SharedValueIndex:
    """``ValueIndex`` over a data directory's shared embedded values (``SharedIndexes``)."""

    def __init__(self, shared: SharedIndexes, name: str) -> None:
        self._shared = shared
        self.name = name

    async def add(self, docs: Sequence[ValueDoc]) -> None:
        async def local(index: ValueIndex) -> None:
            await index.add(docs)

        def args() -> dict[str, Any]:
            return {"docs": encode_docs(docs)}

        await self._shared.call("values", "add", args, local, _none)

    async def replace_tables(
        self, datasource: str, tables: Collection[TableRef], docs: Sequence[ValueDoc]
    ) -> None:
        async def local(index: ValueIndex) -> None:
            await index.replace_tables(datasource, tables, docs)

        def args() -> dict[str, Any]:
            return {
                "datasource": datasource,
                "tables": encode_tables(tables),
                "docs": encode_docs(docs),
            }

        await self._shared.call("values", "replace_tables", args, local, _none)

    async def delete(self, datasource: str, tables: Collection[TableRef] | None = None) -> None:
        async def local(index: ValueIndex) -> None:
            await index.delete(datasource, tables)

        args = {"datasource": datasource, "tables": encode_tables(tables)}
        await self._shared.call("values", "delete", args, local, _none)

    async def change(
        self, datasource: str, added: Sequence[ValueDoc], removed: Sequence[ValueDoc]
    ) -> None:
        async def local(index: ValueIndex) -> None:
            await index.change(datasource, added, removed)

        def args() -> dict[str, Any]:
            return {
                "datasource": datasource,
                "added": encode_docs(added),
                "removed": encode_docs(removed),
            }

        await self._shared.call("values", "change", args, local, _none)

    async def indexed_values(
        self, datasource: str, tables: Collection[TableRef]
    ) -> dict[FieldRef, set[str]]:
        async def local(index: ValueIndex) -> dict[FieldRef, set[str]]:
            return await index.indexed_values(datasource, tables)

        args = {"datasource": datasource, "tables": encode_tables(tables)}
        return await self._shared.call("values", "indexed_values", args, local, _values_by_field)

    async def search(
        self,
        datasource: str,
        keywords: Sequence[str],
        *,
        limit: int,
        tables: Collection[TableRef] | None = None,
    ) -> list[ValueHit]:
        async def local(index: ValueIndex) -> list[ValueHit]:
            return await index.search(datasource, keywords, limit=limit, tables=tables)

        args = {
            "datasource": datasource,
            "keywords": list(keywords),
            "limit": limit,
            "tables": encode_tables(tables),
        }
        return await self._shared.call("values", "search", args, local, _value_hits)

    async def count(self, datasource: str) -> int:
        async def local(index: ValueIndex) -> int:
            return await index.count(datasource)

        return await self._shared.call("values", "count", {"datasource": datasource}, local, _int)

    async def settle(self) -> None:
        async def local(index: ValueIndex) -> None:
            await index.settle()

        await self._shared.call("values", "settle", {}, local, _none)

    async def close(self) -> None:
        await self._shared.close("values")


def _shared_of(indexes: tuple[object, ...]) -> SharedIndexes | None:
    """The data directory's indexes, reached through the first shared one of ``indexes``."""
    for index in indexes:
        if isinstance(index, SharedVectorIndex | SharedValueIndex):
            return index._shared
    return None


async def hold_data_directory(*indexes: object) -> bool:
    """Take the data directory's embedded indexes now, through whichever of ``indexes``
    reaches them, if no process holds them; whether this process holds them. ``serve`` does
    so at start: a worker or a CLI started after it then calls it, and links do not wait on a
    process that may run at a lower priority (a ``schemalink worker`` beside it, at nice 19)."""
    shared = _shared_of(indexes)
    return await shared.hold() if shared is not None else False


def data_directory_holder(*indexes: object) -> int | None:
    """The pid of the other process that holds the data directory's indexes this process
    calls through ``indexes``; None when this one holds them, or none are shared."""
    shared = _shared_of(indexes)
    return shared.holder_pid if shared is not None else None
