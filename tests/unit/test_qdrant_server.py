"""The Qdrant server backend's own behaviour, on qdrant-client's local mode (the same client
API; no Qdrant server runs here): batched upserts, and retries of passing failures only,
injected into the real client's calls."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import httpx
import numpy as np
import pytest
from qdrant_client.http.exceptions import ResponseHandlingException, UnexpectedResponse

from linking.backends.qdrant_server import QdrantClientVectorIndex
from linking.backends.vectors import VectorPoint, point_id
from linking.errors import IndexBackendError


@pytest.fixture
async def index() -> AsyncIterator[QdrantClientVectorIndex]:
    backend = QdrantClientVectorIndex(location=":memory:", backoff_s=0)
    await backend.ensure_collection("c", 2, ("datasource",))
    yield backend
    await backend.close()


def _points(n: int) -> list[VectorPoint]:
    return [
        VectorPoint(
            point_id("d", str(i)), np.asarray([1.0, i / n], np.float32), {"datasource": "d"}
        )
        for i in range(n)
    ]


def _failing(
    real: Callable[..., Awaitable[Any]], errors: list[Exception], calls: list[int]
) -> Callable[..., Awaitable[Any]]:
    """``real``, raising ``errors`` first, one per call."""

    async def call(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if errors:
            raise errors.pop(0)
        return await real(*args, **kwargs)

    return call


async def test_upserts_go_in_batches(
    index: QdrantClientVectorIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    monkeypatch.setattr(index._client, "upsert", _failing(index._client.upsert, [], calls))
    await index.upsert("c", _points(600))
    assert len(calls) == 3  # 256 + 256 + 88
    assert await index.count("c", {"datasource": "d"}) == 600


def _unavailable() -> UnexpectedResponse:
    return UnexpectedResponse(503, "Service Unavailable", b"", httpx.Headers())


async def test_passing_failures_are_retried(
    index: QdrantClientVectorIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    dropped = ResponseHandlingException(httpx.ConnectError("connection reset"))
    failing = _failing(index._client.upsert, [dropped, _unavailable()], calls)
    monkeypatch.setattr(index._client, "upsert", failing)
    await index.upsert("c", _points(3))
    assert len(calls) == 3
    assert await index.count("c") == 3


async def test_other_failures_are_not_and_a_lasting_one_gives_up(
    index: QdrantClientVectorIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    bad = UnexpectedResponse(400, "Bad Request", b"wrong vector size", httpx.Headers())
    monkeypatch.setattr(index._client, "upsert", _failing(index._client.upsert, [bad], calls))
    with pytest.raises(IndexBackendError, match="Qdrant upsert"):
        await index.upsert("c", _points(1))
    assert len(calls) == 1

    calls.clear()
    down = [_unavailable() for _ in range(5)]
    monkeypatch.setattr(index._client, "upsert", _failing(index._client.upsert, down, calls))
    with pytest.raises(IndexBackendError, match="Qdrant upsert"):
        await index.upsert("c", _points(1))
    assert len(calls) == 3
