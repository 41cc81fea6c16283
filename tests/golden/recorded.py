"""The embedding model's vectors for the golden fixtures' texts, recorded in a file.

onnxruntime's quantized kernels round differently on CPUs with and without AVX-512, and a
close call between two columns can go either way: the pinned answers would then say which CPU
ran them, not what the pipeline does. Read from ``vectors.npz``, the vectors are the same
everywhere. A text not recorded (a new question, a changed catalog) is embedded by the model;
with ``SCHEMALINK_GOLDEN=update`` it is recorded. Vectors are kept, and always served, at
half precision, so an updating run answers as later runs will.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path

import numpy as np

from linking.backends.embedding import Embedder

Embed = Callable[[Sequence[str]], Awaitable[np.ndarray]]


class RecordedEmbedder:
    def __init__(self, inner: Embedder, path: Path) -> None:
        self.inner = inner
        self.name = inner.name
        self.query_name = inner.query_name
        self.query_scale = inner.query_scale
        self.path = path
        self.recorded: dict[tuple[str, str], np.ndarray] = {}
        self.missed = 0
        if path.exists():
            with np.load(path) as data:
                # Questions against pairs and passages are the base model's; queries against
                # documents may go through a delta (recorded before it: the base model's).
                passages = str(data["model"])
                queries = str(data["query_model"]) if "query_model" in data else passages
                recorded = {"passage": passages, "question": passages, "query": queries}
                models = {"passage": inner.name, "question": inner.name, "query": inner.query_name}
                for kind, text, vector in zip(
                    data["kinds"], data["texts"], data["vectors"], strict=True
                ):
                    if models[str(kind)] == recorded[str(kind)]:
                        self.recorded[(str(kind), str(text))] = vector

    @property
    def dim(self) -> int:
        return self.inner.dim

    def truncate(self, text: str, max_tokens: int) -> str:
        return self.inner.truncate(text, max_tokens)

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return await self._embed("query", texts, self.inner.embed_queries)

    async def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return await self._embed("passage", texts, self.inner.embed_passages)

    async def embed_questions(self, texts: Sequence[str]) -> np.ndarray:
        return await self._embed("question", texts, self.inner.embed_questions)

    async def _embed(self, kind: str, texts: Sequence[str], embed: Embed) -> np.ndarray:
        missing = list(dict.fromkeys(t for t in texts if (kind, t) not in self.recorded))
        if missing:
            self.missed += len(missing)
            for text, vector in zip(missing, await embed(missing), strict=True):
                self.recorded[(kind, text)] = vector.astype(np.float16)
        if not texts:
            return np.empty((0, self.dim), np.float32)
        return np.vstack([self.recorded[(kind, t)] for t in texts]).astype(np.float32)

    def save(self) -> None:
        keys = sorted(self.recorded)
        np.savez_compressed(
            self.path,
            model=np.array(self.name),
            query_model=np.array(self.query_name),
            kinds=np.array([k for k, _ in keys]),
            texts=np.array([t for _, t in keys]),
            vectors=np.vstack([self.recorded[k] for k in keys]),
        )
