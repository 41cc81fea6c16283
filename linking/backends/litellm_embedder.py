"""Any embedding model litellm can call, as an ``Embedder`` (``linking.backends.embedding``)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import numpy as np

from linking.backends.embedding import embedding_errors
from linking.backends.score_scale import BASE_SCALE
from linking.errors import EmbeddingError


class LiteLLMEmbedder:
    """Any embedding model litellm can call (``openai/text-embedding-3-small``, ``ollama/…``).

    A sync sends thousands of documents: in batches of ``batch_size`` (96 is within every
    major provider's per-request limit), ``concurrency`` requests at a time, each retried on
    transient failures (timeouts, rate limits, 5xx) with backoff.
    """

    def __init__(
        self,
        model: str,
        *,
        dim: int | None = None,
        batch_size: int = 96,
        concurrency: int = 4,
        timeout_s: float = 30.0,
        max_attempts: int = 3,
        backoff_s: float = 0.5,
        extra: dict[str, Any] | None = None,
    ) -> None:
        self.name = self.query_name = model
        # A provider's model has no measured scale: the thresholds are read as they are set.
        self.query_scale = BASE_SCALE
        self._dim = dim
        self._batch_size = batch_size
        self._concurrency = max(1, concurrency)
        self._timeout_s = timeout_s
        self._max_attempts = max_attempts
        self._backoff_s = backoff_s
        self._extra = extra or {}

    @property
    def dim(self) -> int:
        if self._dim is None:
            raise EmbeddingError(
                f"the dimension of {self.name} is not known before its first call; "
                "embed something first or pass dim="
            )
        return self._dim

    async def _embed_batch(self, chunk: list[str], gate: asyncio.Semaphore) -> np.ndarray:
        from linking.backends.llm import import_litellm, transient_retries

        litellm = import_litellm()
        async with gate:
            with embedding_errors(f"embedding model {self.name}"):
                async for attempt in transient_retries(self._max_attempts, self._backoff_s):
                    with attempt:
                        response = await litellm.aembedding(
                            model=self.name, input=chunk, timeout=self._timeout_s, **self._extra
                        )
        rows = np.asarray([item["embedding"] for item in response.data], np.float32)
        if len(rows) != len(chunk):
            raise EmbeddingError(
                f"embedding model {self.name} returned {len(rows)} vectors for {len(chunk)} texts"
            )
        return rows

    async def _embed(self, texts: Sequence[str]) -> np.ndarray:
        gate = asyncio.Semaphore(self._concurrency)
        chunks = [
            list(texts[start : start + self._batch_size])
            for start in range(0, len(texts), self._batch_size)
        ]
        batches = await asyncio.gather(*(self._embed_batch(chunk, gate) for chunk in chunks))
        vectors = np.vstack(batches) if batches else np.empty((0, self._dim or 0), np.float32)
        if self._dim is None and len(vectors):
            self._dim = int(vectors.shape[1])
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.where(norms == 0, 1, norms)

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return await self._embed(texts)

    async def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return await self._embed(texts)

    async def embed_questions(self, texts: Sequence[str]) -> np.ndarray:
        return await self._embed(texts)

    def truncate(self, text: str, max_tokens: int) -> str:
        # No tokenizer of the remote model here: about four characters a token for Latin
        # text, fewer for Chinese; the provider bills and truncates by its own count.
        return text[: max_tokens * 4]
