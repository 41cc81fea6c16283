"""The offline embedding model itself: its vectors, and a question against pairs embedded
by the base model (the query delta not applied)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from linking.backends import BackendSettings, open_backends
from linking.backends.e5 import OnnxE5
from linking.backends.embedding import CachedEmbedder, OnnxE5Embedder


class CountingEmbedder:
    """The real model, counting the texts it is asked to embed."""

    def __init__(self) -> None:
        self.inner = OnnxE5Embedder()
        self.name = self.inner.name
        self.query_name = self.inner.query_name
        self.query_scale = self.inner.query_scale
        self.seen: list[str] = []

    @property
    def dim(self) -> int:
        return self.inner.dim

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        self.seen.extend(texts)
        return await self.inner.embed_queries(texts)

    async def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        self.seen.extend(texts)
        return await self.inner.embed_passages(texts)

    async def embed_questions(self, texts: Sequence[str]) -> np.ndarray:
        self.seen.extend(texts)
        return await self.inner.embed_questions(texts)

    def truncate(self, text: str, max_tokens: int) -> str:
        return self.inner.truncate(text, max_tokens)


async def test_offline_model_gives_normalised_vectors_of_its_dimension(
    embedder: CachedEmbedder,
) -> None:
    vectors = await embedder.embed_passages(["订单金额", "customer name"])
    assert vectors.shape == (2, embedder.dim) == (2, 384)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-3)


async def test_chinese_question_is_closer_to_the_matching_english_column(
    embedder: CachedEmbedder,
) -> None:
    query = (await embedder.embed_queries(["销售额"]))[0]
    amount, birthday = await embedder.embed_passages(
        ["Column sale_amount: total sales amount", "Column birth_date: customer's birthday"]
    )
    assert float(query @ amount) > float(query @ birthday)


async def test_a_question_against_pairs_is_the_base_models_and_cached_apart() -> None:
    counting = CountingEmbedder()
    cached = CachedEmbedder(counting)
    query, question = await asyncio.gather(
        cached.embed_queries(["上个月的销售额"]), cached.embed_questions(["上个月的销售额"])
    )
    base = OnnxE5(adapter=None).encode(["上个月的销售额"], True)
    assert np.allclose(question, base, atol=1e-5)  # the query delta is not applied...
    assert float(query[0] @ question[0]) < 0.99  # ...to it, as it is to a query
    await cached.embed_questions(["上个月的销售额"])
    assert counting.seen == ["上个月的销售额", "上个月的销售额"]  # once each kind


async def test_a_named_file_of_passage_vectors_serves_every_data_directory(
    tmp_path: Path,
) -> None:
    shared = tmp_path / "passages.sqlite3"
    first, second = (
        open_backends(BackendSettings(data_dir=tmp_path / name, embedding_cache=shared))
        for name in ("first", "second")
    )
    assert isinstance(first.embedder, CachedEmbedder)
    assert isinstance(second.embedder, CachedEmbedder)
    await first.embedder.embed_passages(["orders.status"])
    await second.embedder.embed_passages(["orders.status"])
    assert (second.embedder.passages_embedded, second.embedder.passages_reused) == (0, 1)
    assert shared.is_file() and not (tmp_path / "first" / "embeddings.sqlite3").exists()
