"""``VectorIndex`` on Qdrant Edge: the Qdrant engine in-process, one shard per collection.

Qdrant Edge is the Qdrant team's embeddable engine (``qdrant-edge-py``). Unlike qdrant-client's
local mode, which scores every point in Python, it runs the real segment, payload-index and
HNSW code, so filtered search stays fast as catalogs grow. A shard can be opened by one process
at a time: other processes on the same data directory reach it through the one that has it
open (``linking.backends.shared_indexes``).

Its ``optimize()`` (building HNSW graphs now rather than searching segments as they are) is
not called: measured on these machines (``shared/research``), filtered search over 100,000
points takes 1.8 ms without it, and it blocks for 89 s.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from linking.backends.vectors import VectorHit, VectorPoint, Where, vector_errors
from linking.errors import IndexBackendError

_SCROLL_PAGE = 1024


class EdgeVectorIndex:
    name = "qdrant-edge"

    def __init__(self, path: str | Path, *, hnsw_m: int = 16, hnsw_ef_construct: int = 100):
        import qdrant_edge

        self._qe = qdrant_edge
        self._root = Path(path)
        self._hnsw = (hnsw_m, hnsw_ef_construct)
        self._shards: dict[str, Any] = {}
        self._dims: dict[str, int] = {}
        self._lock = threading.Lock()

    def _shard(self, collection: str) -> Any:
        try:
            return self._shards[collection]
        except KeyError:
            raise IndexBackendError(
                f"vector collection {collection!r} is not open; call ensure_collection first"
            ) from None

    def _open(self, collection: str, dim: int, keyword_fields: Sequence[str]) -> None:
        qe = self._qe
        with self._lock:
            opened = self._dims.get(collection)
            if opened is not None and opened != dim:
                raise IndexBackendError(
                    f"vector collection {collection!r} holds {opened}-d vectors but the embedder "
                    f"gives {dim}-d; rebuild the index after changing the embedding model"
                )
            shard = self._shards.get(collection) or self._load_or_create(collection, dim)
            self._shards[collection] = shard
            self._dims[collection] = dim
            indexed = shard.info().payload_schema
            for key in keyword_fields:
                if key not in indexed:
                    operation = qe.UpdateOperation.create_field_index(
                        key, qe.PayloadSchemaType.Keyword
                    )
                    shard.update(operation)

    def _load_or_create(self, collection: str, dim: int) -> Any:
        qe = self._qe
        path = self._root / collection
        m, ef = self._hnsw
        config = qe.EdgeConfig(
            vectors=qe.EdgeVectorParams(size=dim, distance=qe.Distance.Cosine),
            hnsw_config=qe.HnswIndexConfig(m=m, ef_construct=ef, full_scan_threshold=10_000),
        )
        try:
            if path.is_dir() and any(path.iterdir()):
                return qe.EdgeShard.load(str(path), config)
            return qe.EdgeShard.create(str(path), config)
        except Exception as error:
            hint = (
                "; it was built with another embedding model: rebuild the index"
                if "incompatible" in str(error).lower()
                else ""
            )
            raise IndexBackendError(
                f"cannot open vector collection {collection!r} at {path}: {error}{hint}"
            ) from error

    async def ensure_collection(
        self, collection: str, dim: int, keyword_fields: Sequence[str] = ()
    ) -> None:
        with vector_errors(f"opening vector collection {collection!r}"):
            await asyncio.to_thread(self._open, collection, dim, list(keyword_fields))

    def _filter(self, where: Where | None) -> Any:
        if not where:
            return None
        qe = self._qe
        conditions = []
        for key, value in where.items():
            match = qe.MatchValue(value) if isinstance(value, str) else qe.MatchAny(list(value))
            conditions.append(qe.FieldCondition(key=key, match=match))
        return qe.Filter(must=conditions)

    async def upsert(self, collection: str, points: Sequence[VectorPoint]) -> None:
        if not points:
            return
        qe = self._qe
        with vector_errors(f"vector update on {collection!r}"):
            edge_points = [
                qe.Point(
                    id=p.id,
                    vector=np.asarray(p.vector, np.float32).tolist(),
                    payload=dict(p.payload),
                )
                for p in points
            ]
            operation = qe.UpdateOperation.upsert_points(edge_points)
            await asyncio.to_thread(lambda: self._shard(collection).update(operation))

    async def delete(self, collection: str, where: Where) -> None:
        with vector_errors(f"vector delete on {collection!r}"):
            operation = self._qe.UpdateOperation.delete_points_by_filter(self._filter(where))
            await asyncio.to_thread(lambda: self._shard(collection).update(operation))

    def _search(
        self,
        collection: str,
        vectors: np.ndarray,
        limit: int,
        where: Where | None,
        score_threshold: float | None,
    ) -> list[list[VectorHit]]:
        qe = self._qe
        edge_filter = self._filter(where)
        requests = [
            qe.QueryRequest(
                limit=limit,
                query=qe.Query.Nearest(np.asarray(vector, np.float32).tolist()),
                filter=edge_filter,
                score_threshold=score_threshold,
                with_payload=True,
            )
            for vector in vectors
        ]
        if not requests:
            return []
        results = self._shard(collection).query_batch(qe.QueryBatchRequest(requests))
        return [
            [VectorHit(str(p.id), float(p.score), dict(p.payload or {})) for p in points]
            for points in results
        ]

    async def search(
        self,
        collection: str,
        vectors: np.ndarray,
        *,
        limit: int,
        where: Where | None = None,
        score_threshold: float | None = None,
    ) -> list[list[VectorHit]]:
        with vector_errors(f"vector search on {collection!r}"):
            return await asyncio.to_thread(
                self._search, collection, vectors, limit, where, score_threshold
            )

    def _scroll(self, collection: str, where: Where | None) -> list[VectorHit]:
        qe = self._qe
        shard = self._shard(collection)
        hits: list[VectorHit] = []
        offset = None
        while True:
            records, offset = shard.scroll(
                qe.ScrollRequest(
                    offset=offset, limit=_SCROLL_PAGE, filter=self._filter(where), with_payload=True
                )
            )
            hits.extend(VectorHit(str(r.id), 0.0, dict(r.payload or {})) for r in records)
            if offset is None or not records:
                return hits

    async def scroll(self, collection: str, where: Where | None = None) -> list[VectorHit]:
        with vector_errors(f"vector scroll on {collection!r}"):
            return await asyncio.to_thread(self._scroll, collection, where)

    async def count(self, collection: str, where: Where | None = None) -> int:
        with vector_errors(f"vector count on {collection!r}"):
            request = self._qe.CountRequest(exact=True, filter=self._filter(where))
            return await asyncio.to_thread(lambda: int(self._shard(collection).count(request)))

    def _close(self) -> None:
        with self._lock:
            for shard in self._shards.values():
                shard.flush()
                shard.close()
            self._shards.clear()
            self._dims.clear()

    async def close(self) -> None:
        with vector_errors("closing the vector index"):
            await asyncio.to_thread(self._close)
