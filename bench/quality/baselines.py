"""Baselines on the same catalog as the engine, so every number has a neighbour.

- full schema: every table of the catalog searched (the question's database, or the pool);
- BM25 over table documents (name, description and every column with its description);
- dense: the same documents embedded with the same offline model, nearest first.
"""

from __future__ import annotations

import numpy as np

from linking.backends import Embedder
from linking.catalog import Meta, TableRef, table_document
from linking.retrieval import BM25, terms


class TableRankers:
    """BM25 and dense rankings of one catalog's tables."""

    def __init__(self, meta: Meta, vectors: np.ndarray) -> None:
        self.refs = meta.table_refs()
        documents = [table_document(table) for _, table in meta.tables()]
        self._bm25 = BM25([terms(d) for d in documents])
        self._vectors = vectors

    @classmethod
    async def build(cls, meta: Meta, embedder: Embedder) -> TableRankers:
        documents = [table_document(table) for _, table in meta.tables()]
        return cls(meta, await embedder.embed_passages(documents))

    def bm25(self, question: str, k: int) -> list[TableRef]:
        return [self.refs[i] for i, _, _ in self._bm25.search(terms(question), k)]

    def dense(self, question_vector: np.ndarray, k: int) -> list[TableRef]:
        scores = self._vectors @ question_vector
        return [self.refs[i] for i in np.argsort(-scores)[:k]]
