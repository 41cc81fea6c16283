"""One behaviour, every VectorIndex backend.

Qdrant Edge (the embedded default) and qdrant-client's local mode always run; a real Qdrant
server runs when QDRANT_URL is set (no Qdrant server can be installed on the CI machines).
"""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from linking.backends import SharedIndexes, SharedVectorIndex
from linking.backends.qdrant_edge import EdgeVectorIndex
from linking.backends.qdrant_server import QdrantClientVectorIndex
from linking.backends.vectors import VectorIndex, VectorPoint, point_id
from linking.errors import IndexBackendError

DIM = 4
KEYS = ("datasource", "kind")


def unit(*values: float) -> np.ndarray:
    vector = np.asarray(values, np.float32)
    return vector / np.linalg.norm(vector)


POINTS = [
    VectorPoint(
        point_id("a", "1"), unit(1, 0, 0, 0), {"datasource": "a", "kind": "column", "n": 1}
    ),
    VectorPoint(point_id("a", "2"), unit(1, 1, 0, 0), {"datasource": "a", "kind": "table", "n": 2}),
    VectorPoint(
        point_id("a", "3"), unit(0, 0, 1, 0), {"datasource": "a", "kind": "column", "n": 3}
    ),
    VectorPoint(
        point_id("b", "1"), unit(1, 0, 0, 0), {"datasource": "b", "kind": "column", "n": 4}
    ),
]


def _server_url() -> str | None:
    return os.environ.get("QDRANT_URL") or None


def _shared(root: Path) -> SharedIndexes:
    return SharedIndexes(
        root, open_vectors=lambda: EdgeVectorIndex(root / "vectors"), open_values=None
    )


@pytest.fixture(
    params=[
        "qdrant-edge",
        "shared-holder",
        "shared-over-loopback",
        "qdrant-client-local",
        "qdrant-server",
    ]
)
async def index(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[VectorIndex]:
    holder: VectorIndex | None = None
    if request.param == "qdrant-edge":
        backend: VectorIndex = EdgeVectorIndex(tmp_path / "edge")
    elif request.param == "shared-holder":
        backend = SharedVectorIndex(_shared(tmp_path), "qdrant-edge")
    elif request.param == "shared-over-loopback":
        # The first holds the directory's files; the second reaches them through it.
        holder = SharedVectorIndex(_shared(tmp_path), "qdrant-edge")
        await holder.ensure_collection("c", DIM, KEYS)
        backend = SharedVectorIndex(_shared(tmp_path), "qdrant-edge")
    elif request.param == "qdrant-client-local":
        backend = QdrantClientVectorIndex(location=":memory:")
    else:
        url = _server_url()
        if url is None:
            pytest.skip("QDRANT_URL is not set: no Qdrant server to test against")
        backend = QdrantClientVectorIndex(url, prefix=f"test_{uuid.uuid4().hex[:8]}_")
    await backend.ensure_collection("c", DIM, KEYS)
    await backend.upsert("c", POINTS)
    yield backend
    await backend.close()
    if holder is not None:
        await holder.close()


async def test_nearest_first_with_payload(index: VectorIndex) -> None:
    (hits,) = await index.search(
        "c", unit(1, 0.1, 0, 0)[None, :], limit=2, where={"datasource": "a"}
    )
    assert [h.payload["n"] for h in hits] == [1, 2]
    assert hits[0].score > hits[1].score
    assert hits[0].id == POINTS[0].id


async def test_filters_apply_inside_the_index(index: VectorIndex) -> None:
    (hits,) = await index.search(
        "c", unit(1, 0, 0, 0)[None, :], limit=10, where={"datasource": "b"}
    )
    assert [h.payload["n"] for h in hits] == [4]
    (hits,) = await index.search(
        "c", unit(1, 0, 0, 0)[None, :], limit=10, where={"datasource": "a", "kind": "column"}
    )
    assert sorted(h.payload["n"] for h in hits) == [1, 3]


async def test_a_list_matches_any_value(index: VectorIndex) -> None:
    (hits,) = await index.search(
        "c", unit(1, 0, 0, 0)[None, :], limit=10, where={"datasource": ["a", "b"], "kind": "column"}
    )
    assert sorted(h.payload["n"] for h in hits) == [1, 3, 4]


async def test_one_result_list_per_query_vector(index: VectorIndex) -> None:
    queries = np.vstack([unit(1, 0, 0, 0), unit(0, 0, 1, 0)])
    first, second = await index.search("c", queries, limit=1, where={"datasource": "a"})
    assert (first[0].payload["n"], second[0].payload["n"]) == (1, 3)


async def test_score_threshold_drops_weak_hits(index: VectorIndex) -> None:
    (hits,) = await index.search(
        "c", unit(1, 0, 0, 0)[None, :], limit=10, where={"datasource": "a"}, score_threshold=0.5
    )
    assert sorted(h.payload["n"] for h in hits) == [1, 2]


async def test_upserting_the_same_ids_is_idempotent(index: VectorIndex) -> None:
    await index.upsert("c", POINTS)
    assert await index.count("c") == 4
    assert await index.count("c", {"datasource": "a"}) == 3


async def test_delete_by_filter_and_scroll(index: VectorIndex) -> None:
    await index.delete("c", {"datasource": "a", "kind": "column"})
    remaining = await index.scroll("c", {"datasource": "a"})
    assert [h.payload["n"] for h in remaining] == [2]
    assert await index.count("c", {"datasource": "b"}) == 1


async def test_a_collection_with_another_dimension_is_refused(index: VectorIndex) -> None:
    with pytest.raises(IndexBackendError, match="embed"):
        await index.ensure_collection("c", DIM + 1, KEYS)


async def test_edge_index_persists_across_reopen(tmp_path: Path) -> None:
    first = EdgeVectorIndex(tmp_path)
    await first.ensure_collection("c", DIM, KEYS)
    await first.upsert("c", POINTS)
    await first.close()
    second = EdgeVectorIndex(tmp_path)
    await second.ensure_collection("c", DIM, KEYS)
    assert await second.count("c", {"datasource": "a"}) == 3
    await second.close()


async def test_searching_an_unopened_collection_is_a_clear_error(tmp_path: Path) -> None:
    index = EdgeVectorIndex(tmp_path)
    with pytest.raises(IndexBackendError, match="ensure_collection"):
        await index.search("nope", unit(1, 0, 0, 0)[None, :], limit=1)


class BrokenEngine:
    """Stands for an engine that fails whatever it is asked."""

    def __getattr__(self, name: str) -> Any:
        raise RuntimeError(f"the engine is broken ({name})")


# One call per method of the protocol; the test below checks the list stays complete.
CALLS: dict[str, Callable[[VectorIndex], Awaitable[Any]]] = {
    "ensure_collection": lambda i: i.ensure_collection("c", DIM, KEYS),
    "upsert": lambda i: i.upsert("c", POINTS),
    "delete": lambda i: i.delete("c", {"datasource": "a"}),
    "search": lambda i: i.search("c", unit(1, 0, 0, 0)[None, :], limit=1),
    "scroll": lambda i: i.scroll("c"),
    "count": lambda i: i.count("c"),
    "close": lambda i: i.close(),
}


def test_the_calls_cover_the_protocol() -> None:
    methods = {n for n in dir(VectorIndex) if not n.startswith("_")}
    assert methods == set(CALLS)


@pytest.fixture(params=["qdrant-edge", "qdrant-client-down"])
async def broken(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[VectorIndex]:
    if request.param == "qdrant-edge":
        edge = EdgeVectorIndex(tmp_path / "edge")
        await edge.ensure_collection("c", DIM, KEYS)
        edge._shards["c"] = BrokenEngine()
        edge._qe = BrokenEngine()
        yield edge
        return
    # A Qdrant server that is down, for real: nothing listens on port 1.
    down = QdrantClientVectorIndex("http://127.0.0.1:1", timeout_s=2, check_compatibility=False)
    yield down
    with contextlib.suppress(IndexBackendError):
        await down.close()


@pytest.mark.parametrize("method", sorted(CALLS))
async def test_every_engine_failure_is_an_index_backend_error(
    broken: VectorIndex, method: str
) -> None:
    try:
        await CALLS[method](broken)
    except IndexBackendError:
        return
    # Nothing to fail on: a client's close that never reached the server.
    assert method == "close" and isinstance(broken, QdrantClientVectorIndex)
