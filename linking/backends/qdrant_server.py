"""``VectorIndex`` on qdrant-client: a Qdrant server (``QDRANT_URL``), or qdrant-client's local
mode (``location=":memory:"``), which scores in Python and suits tests and tiny catalogs only.

Collections are prefixed (``schemalink_fields``…) so one server can host other applications;
their ``datasource`` and ``kind`` payloads are indexed, so filters are applied inside HNSW.
Upserts go in batches; the subqueries of a question are one batched query. Calls that fail
for a passing reason (a dropped connection, a timeout, 429 or 5xx) are retried by tenacity,
backing off; anything else fails at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from tenacity import (
    AsyncRetrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential,
)

from linking.backends.vectors import VectorHit, VectorPoint, Where, vector_errors
from linking.errors import IndexBackendError

_SCROLL_PAGE = 1024
_UPSERT_BATCH = 256  # points per request: a 2,000-table catalog is 42,000 of them
_RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})


def _transient(error: BaseException) -> bool:
    # Imported here, as the client is: a process without a Qdrant server never loads them
    # (httpx alone was 40 ms of every CLI command's start).
    import httpx
    from qdrant_client.http.exceptions import ResponseHandlingException, UnexpectedResponse

    if isinstance(error, UnexpectedResponse):
        return error.status_code in _RETRY_STATUSES
    return isinstance(error, ResponseHandlingException | httpx.TransportError | TimeoutError)


class QdrantClientVectorIndex:
    name = "qdrant-server"

    def __init__(
        self,
        url: str | None = None,
        *,
        api_key: str | None = None,
        location: str | None = None,
        prefix: str = "schemalink_",
        hnsw_m: int = 16,
        hnsw_ef_construct: int = 100,
        timeout_s: int = 10,
        check_compatibility: bool = True,
        attempts: int = 3,
        backoff_s: float = 0.2,
    ) -> None:
        if (url is None) == (location is None):
            raise ValueError("give exactly one of url (a Qdrant server) or location (local mode)")
        from qdrant_client import AsyncQdrantClient, models

        self._models = models
        self._client = AsyncQdrantClient(
            url=url,
            api_key=api_key,
            location=location,
            timeout=timeout_s,
            check_compatibility=check_compatibility and location is None,
        )
        self._local = location is not None
        if self._local:
            self.name = "qdrant-client-local"
        self._prefix = prefix
        self._hnsw = models.HnswConfigDiff(m=hnsw_m, ef_construct=hnsw_ef_construct)
        self._attempts = attempts
        self._backoff_s = backoff_s

    def _name(self, collection: str) -> str:
        return self._prefix + collection

    async def ensure_collection(
        self, collection: str, dim: int, keyword_fields: Sequence[str] = ()
    ) -> None:
        models = self._models
        name = self._name(collection)
        try:
            if await self._client.collection_exists(name):
                info = await self._client.get_collection(name)
                stored = info.config.params.vectors.size  # type: ignore[union-attr]
                if stored != dim:
                    raise IndexBackendError(
                        f"vector collection {collection!r} holds {stored}-d vectors but the "
                        f"embedder gives {dim}-d; rebuild the index after changing the model"
                    )
            else:
                await self._client.create_collection(
                    name,
                    vectors_config=models.VectorParams(size=dim, distance=models.Distance.COSINE),
                    hnsw_config=self._hnsw,
                )
            # Local mode filters in Python and ignores payload indexes (it warns if asked).
            for key in keyword_fields if not self._local else ():
                await self._client.create_payload_index(
                    name, field_name=key, field_schema=models.PayloadSchemaType.KEYWORD
                )
        except IndexBackendError:
            raise
        except Exception as error:
            raise IndexBackendError(f"Qdrant: cannot prepare {name!r}: {error}") from error

    def _filter(self, where: Where | None) -> Any:
        if not where:
            return None
        models = self._models
        conditions = [
            models.FieldCondition(
                key=key,
                match=models.MatchValue(value=value)
                if isinstance(value, str)
                else models.MatchAny(any=list(value)),
            )
            for key, value in where.items()
        ]
        return models.Filter(must=conditions)

    async def upsert(self, collection: str, points: Sequence[VectorPoint]) -> None:
        if not points:
            return
        models = self._models
        structs = [
            models.PointStruct(
                id=p.id, vector=np.asarray(p.vector, np.float32).tolist(), payload=dict(p.payload)
            )
            for p in points
        ]
        for start in range(0, len(structs), _UPSERT_BATCH):
            batch = structs[start : start + _UPSERT_BATCH]
            await self._call(
                "upsert", self._client.upsert, self._name(collection), batch, wait=True
            )

    async def delete(self, collection: str, where: Where) -> None:
        selector = self._models.FilterSelector(filter=self._filter(where))
        await self._call("delete", self._client.delete, self._name(collection), selector, wait=True)

    async def search(
        self,
        collection: str,
        vectors: np.ndarray,
        *,
        limit: int,
        where: Where | None = None,
        score_threshold: float | None = None,
    ) -> list[list[VectorHit]]:
        if len(vectors) == 0:
            return []
        models = self._models
        query_filter = self._filter(where)
        requests = [
            models.QueryRequest(
                query=np.asarray(v, np.float32).tolist(),
                filter=query_filter,
                limit=limit,
                score_threshold=score_threshold,
                with_payload=True,
            )
            for v in vectors
        ]
        responses = await self._call(
            "search", self._client.query_batch_points, self._name(collection), requests
        )
        return [
            [VectorHit(str(p.id), float(p.score), dict(p.payload or {})) for p in r.points]
            for r in responses
        ]

    async def scroll(self, collection: str, where: Where | None = None) -> list[VectorHit]:
        hits: list[VectorHit] = []
        offset = None
        while True:
            records, offset = await self._call(
                "scroll",
                self._client.scroll,
                self._name(collection),
                scroll_filter=self._filter(where),
                limit=_SCROLL_PAGE,
                offset=offset,
                with_payload=True,
            )
            hits.extend(VectorHit(str(r.id), 0.0, dict(r.payload or {})) for r in records)
            if offset is None or not records:
                return hits

    async def count(self, collection: str, where: Where | None = None) -> int:
        result = await self._call(
            "count",
            self._client.count,
            self._name(collection),
            count_filter=self._filter(where),
            exact=True,
        )
        return int(result.count)

    async def close(self) -> None:
        await self._call("close", self._client.close)

    async def _call(self, what: str, method: Any, *args: Any, **kwargs: Any) -> Any:
        with vector_errors(f"Qdrant {what}"):
            async for attempt in AsyncRetrying(
                stop=stop_after_attempt(self._attempts),
                wait=wait_exponential(multiplier=self._backoff_s, max=8 * self._backoff_s),
                retry=retry_if_exception(_transient),
                reraise=True,
            ):
                with attempt:
                    return await method(*args, **kwargs)
        raise AssertionError("unreachable: tenacity re-raises the last error")
