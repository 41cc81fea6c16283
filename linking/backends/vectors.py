"""Vector index: the protocol, the shared value types, and deterministic point ids.

The metadata store is the source of truth; a vector index is derived and can be rebuilt. Two
backends implement the protocol and pass one contract suite (``tests/contract``):

- ``EdgeVectorIndex`` (``linking.backends.qdrant_edge``): the in-process Qdrant engine, the default;
- ``QdrantClientVectorIndex`` (``linking.backends.qdrant_server``): a Qdrant server at
  ``QDRANT_URL`` (or qdrant-client's own local mode, used by the contract tests on machines
  without a server).

Filters are exact matches on payload keys, applied inside the index: a datasource never sees
another's points, even among the top-k.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

import numpy as np

from linking.errors import IndexBackendError, raised_as

# key → value, or key → values (matches any of them).
Where = Mapping[str, str | Sequence[str]]

_ID_NAMESPACE = uuid.UUID("5d3c6f1e-2b7a-4d39-9c51-7e0b1a0c9f42")


def vector_errors(what: str) -> AbstractContextManager[None]:
    """A vector backend's engine failures, as ``IndexBackendError`` naming ``what``."""
    return raised_as(IndexBackendError, what)


def point_id(*parts: str) -> str:
    """A stable UUID for a point, so that indexing the same thing twice overwrites it."""
    return str(uuid.uuid5(_ID_NAMESPACE, "\x1f".join(parts)))


@dataclass(frozen=True, slots=True)
class VectorPoint:
    id: str
    vector: np.ndarray
    payload: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class VectorHit:
    id: str
    score: float
    payload: dict[str, Any] = field(default_factory=dict)


@runtime_checkable
class VectorIndex(Protocol):
    name: str

    async def ensure_collection(
        self, collection: str, dim: int, keyword_fields: Sequence[str] = ()
    ) -> None:
        """Create the collection if needed; refuse one that exists with another dimension."""

    async def upsert(self, collection: str, points: Sequence[VectorPoint]) -> None: ...

    async def delete(self, collection: str, where: Where) -> None: ...

    async def search(
        self,
        collection: str,
        vectors: np.ndarray,
        *,
        limit: int,
        where: Where | None = None,
        score_threshold: float | None = None,
    ) -> list[list[VectorHit]]:
        """One list of hits per query vector, best first."""

    async def scroll(self, collection: str, where: Where | None = None) -> list[VectorHit]:
        """Every point matching ``where``, payload only (score 0)."""

    async def count(self, collection: str, where: Where | None = None) -> int: ...

    async def close(self) -> None: ...
