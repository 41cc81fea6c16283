"""Build the derived indexes from a catalog, in two phases.

1. ``make_linkable``: what a link needs to answer at all — each column's examples in the value
   index (``linking.indexing.values``) — written in bulk, seconds for thousands of tables. The
   catalog's names (BM25) need no index: ``linking.derived`` builds them in memory from the
   catalog itself.
2. ``embed_pending``: vectors for column and table documents, the slow part (embedding is
   95–98 % of a sync's CPU), done after and resumable. Until it ends, links answer from
   values, names and pairs, and report the dense retriever as ``pending``.

Both are idempotent and incremental. Point ids are derived from names, so writing a thing
twice overwrites it. Each table's fingerprint is stored on its table point, written *last*,
after its column points: a table without one is pending. Phase 1 rewrites the values and
drops the old vectors of every pending table (changed, new, or never embedded), so a crash
anywhere leaves the next run exactly that work, and a dense hit never comes from an old
version of a table.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import numpy as np

from linking.backends.embedding import Embedder
from linking.backends.values import ValueIndex
from linking.backends.vectors import VectorIndex, VectorPoint, point_id
from linking.catalog.documents import column_document, column_label, table_document
from linking.catalog.fingerprint import table_fingerprint
from linking.catalog.meta import Meta, Table, TableRef
from linking.catalog.pairs import TrainingPair
from linking.catalog.read_values import examples_only
from linking.indexing.progress import IndexProgress, IndexReport, ProgressCallback, report_progress
from linking.indexing.values import refresh_named_values, write_examples

CATALOG = "catalog"  # one point per table (kind "table") and per column (kind "column")
PAIRS = "pairs"
CATALOG_KEYS = ("datasource", "kind", "table_key")
# Phase 2 embeds tables in batches of about this many documents (columns + tables): one
# embedding call and one vector write per batch, progress after each.
BATCH_DOCUMENTS = 512
# Phase 1 writes values in commits of about this many: a value index commit has a fixed cost
# (segment flush, merge), so bulk commits are large.
BATCH_VALUES = 100_000
PAIR_KEYS = ("datasource", "role")


@dataclass(frozen=True)
class _Pending:
    ref: TableRef
    table: Table
    fingerprint: str


def _base(datasource: str, ref: TableRef) -> dict[str, str]:
    return {
        "datasource": datasource,
        "schema": ref.schema,
        "table": ref.table,
        "table_key": str(ref),
    }


def _batches(
    pending: list[_Pending], size: Callable[[_Pending], int], limit: int
) -> Iterator[list[_Pending]]:
    """``pending`` in order, cut into batches of about ``limit`` by ``size``."""
    batch: list[_Pending] = []
    total = 0
    for item in pending:
        batch.append(item)
        total += size(item)
        if total >= limit:
            yield batch
            batch, total = [], 0
    if batch:
        yield batch


def _value_count(pending: _Pending) -> int:
    return sum(len(f.sample_values) for f in pending.table.fields) + 1


def _document_count(pending: _Pending) -> int:
    return len(pending.table.fields) + 1


class Indexer:
    def __init__(
        self,
        embedder: Embedder,
        vectors: VectorIndex,
        values: ValueIndex,
        *,
        column_documents: str = "full",
        table_mix: float = 1.0,
    ) -> None:
        if column_documents not in ("full", "composed"):
            raise ValueError(f"column_documents must be full or composed, not {column_documents!r}")
        self.embedder = embedder
        self.vectors = vectors
        self.values = values
        self.composed = column_documents == "composed"
        self.table_mix = table_mix
        # What makes a vector: the model, and how column vectors are made. A change re-embeds.
        self.vector_recipe = (
            f"{embedder.name}+composed{table_mix:g}" if self.composed else embedder.name
        )
        self._opened = False

    async def open(self) -> None:
        """Create or open the collections; cheap after the first call."""
        if self._opened:
            return
        # The first question of a model may load it (a second or more): never on the event
        # loop, where every other request of the process would wait for it.
        dim = await asyncio.to_thread(lambda: self.embedder.dim)
        await self.vectors.ensure_collection(CATALOG, dim, CATALOG_KEYS)
        await self.vectors.ensure_collection(PAIRS, dim, PAIR_KEYS)
        self._opened = True

    async def fingerprints(self, datasource: str) -> dict[str, str]:
        """table_key → fingerprint of what is indexed now."""
        points = await self.vectors.scroll(CATALOG, {"datasource": datasource, "kind": "table"})
        return {p.payload["table_key"]: p.payload.get("fingerprint", "") for p in points}

    async def embedded_tables(self, datasource: str) -> int:
        """How many of the datasource's tables have their vectors (phase 2 done for them)."""
        await self.open()
        return await self.vectors.count(CATALOG, {"datasource": datasource, "kind": "table"})

    async def pair_count(self, datasource: str) -> int:
        await self.open()
        return await self.vectors.count(PAIRS, {"datasource": datasource})

    def _pending(
        self, meta: Meta, indexed: dict[str, str], force: bool
    ) -> tuple[list[_Pending], list[str]]:
        """The tables whose indexed fingerprint is not current, and those whose is."""
        pending, unchanged = [], []
        for ref, table in meta.tables():
            fingerprint = table_fingerprint(table, self.vector_recipe)
            if not force and indexed.get(str(ref)) == fingerprint:
                unchanged.append(str(ref))
            else:
                pending.append(_Pending(ref, table, fingerprint))
        return pending, unchanged

    async def index_meta(
        self,
        meta: Meta,
        *,
        force: bool = False,
        progress: ProgressCallback | None = None,
    ) -> IndexReport:
        """Both phases: ``make_linkable``, then ``embed_pending``; between them, the tables
        phase 1 rewrote keep exactly their examples in the value index (there is no database
        here to read named values from: a sync reads them, ``linking.indexing.values``)."""
        report = await self.make_linkable(meta, force=force, progress=progress)
        kept = meta.filter_tables(TableRef(*key.split(".", 1)) for key in report.kept_values)
        if kept.table_count:
            await refresh_named_values(self.values, kept, examples_only)
        return await self.embed_pending(meta, progress=progress, report=report)

    async def make_linkable(
        self, meta: Meta, *, force: bool = False, progress: ProgressCallback | None = None
    ) -> IndexReport:
        """Phase 1: the values of every pending table rewritten in bulk, their old vectors
        dropped, removed tables forgotten. Unchanged tables are skipped unless ``force``."""
        await self.open()
        has_values = any(f.sample_values for _, t in meta.tables() for f in t.fields)
        indexed = await self.fingerprints(meta.datasource)
        if indexed and has_values and await self.values.count(meta.datasource) == 0:
            # The value index was lost or rebuilt while the vectors survived: redo it all.
            force = True
        pending, unchanged = self._pending(meta, indexed, force)
        report = IndexReport(unchanged=unchanged)
        state = IndexProgress(tables_total=meta.table_count, tables_done=len(unchanged))
        removed = sorted(set(indexed) - {str(ref) for ref in meta.table_refs()})
        if removed:
            await self._remove_tables(meta.datasource, removed)
            report.removed.extend(removed)
        for batch in _batches(pending, _value_count, BATCH_VALUES):
            await self._write_values(meta.datasource, batch, report, state)
            await report_progress(progress, state)
        if pending:
            await self.values.settle()
        else:
            await report_progress(progress, state)  # nothing to index: say so once
        return report

    async def _write_values(
        self, datasource: str, batch: list[_Pending], report: IndexReport, state: IndexProgress
    ) -> None:
        keys = [str(p.ref) for p in batch]
        # Vectors first: from here on the table has no fingerprint, so if the value write
        # fails the table stays pending and the next run redoes it.
        await self.vectors.delete(CATALOG, {"datasource": datasource, "table_key": keys})
        tables = [(p.ref, p.table) for p in batch]
        written, kept = await write_examples(self.values, datasource, tables)
        columns = sum(len(p.table.fields) for p in batch)
        report.indexed.extend(keys)
        report.kept_values.extend(str(ref) for ref in kept)
        report.columns += columns
        report.values += written
        state.tables_done += len(batch)
        state.columns += columns
        state.values += written

    async def embed_pending(
        self,
        meta: Meta,
        *,
        progress: ProgressCallback | None = None,
        report: IndexReport | None = None,
    ) -> IndexReport:
        """Phase 2: vectors for every table without a current fingerprint, in batches, each
        table's fingerprint point last. Call it after ``make_linkable`` for the same catalog;
        stopping it anywhere loses only the batch under way."""
        await self.open()
        report = report if report is not None else IndexReport()
        pending, _ = self._pending(meta, await self.fingerprints(meta.datasource), False)
        state = IndexProgress(
            phase="embedding",
            tables_total=meta.table_count,
            tables_done=meta.table_count,
            columns=report.columns,
            values=report.values,
            tables_to_embed=len(pending),
        )
        for batch in _batches(pending, _document_count, BATCH_DOCUMENTS):
            await self._embed_batch(meta.datasource, batch, report)
            state.tables_embedded += len(batch)
            state.documents_embedded += sum(map(_document_count, batch))
            await report_progress(progress, state)
        return report

    async def _embed_batch(
        self, datasource: str, batch: list[_Pending], report: IndexReport
    ) -> None:
        if self.composed:
            texts = [column_label(f) for p in batch for f in p.table.fields]
        else:
            texts = [column_document(p.table, f) for p in batch for f in p.table.fields]
        texts += [table_document(p.table) for p in batch]
        embedded = await self.embedder.embed_passages(texts)
        if self.composed:
            embedded = self._composed(batch, embedded)
        vectors = iter(embedded)
        columns = [
            VectorPoint(
                point_id(datasource, "column", str(p.ref), f.name),
                next(vectors),
                {**_base(datasource, p.ref), "kind": "column", "field": f.name},
            )
            for p in batch
            for f in p.table.fields
        ]
        tables = [
            VectorPoint(
                point_id(datasource, "table", str(p.ref)),
                next(vectors),
                {**_base(datasource, p.ref), "kind": "table", "fingerprint": p.fingerprint},
            )
            for p in batch
        ]
        await self.vectors.upsert(CATALOG, columns)
        await self.vectors.upsert(CATALOG, tables)
        report.embedded.extend(str(p.ref) for p in batch)
        report.documents += len(texts)

    def _composed(self, batch: list[_Pending], embedded: np.ndarray) -> np.ndarray:
        """Each column's short vector plus ``table_mix`` × its table's, normalised."""
        owners = np.repeat(np.arange(len(batch)), [len(p.table.fields) for p in batch])
        columns = len(owners)
        mixed = embedded[:columns] + self.table_mix * embedded[columns:][owners]
        mixed /= np.maximum(np.linalg.norm(mixed, axis=1, keepdims=True), 1e-12)
        return np.vstack([mixed, embedded[columns:]])

    async def _remove_tables(self, datasource: str, table_keys: list[str]) -> None:
        await self.vectors.delete(CATALOG, {"datasource": datasource, "table_key": table_keys})
        refs = [TableRef(*key.split(".", 1)) for key in table_keys]
        await self.values.delete(datasource, refs)

    async def drop_datasource(self, datasource: str) -> None:
        await self.open()
        await self.vectors.delete(CATALOG, {"datasource": datasource})
        await self.vectors.delete(PAIRS, {"datasource": datasource})
        await self.values.delete(datasource)

    async def index_pairs(
        self, datasource: str, pairs: Sequence[TrainingPair], *, role: str = "*"
    ) -> int:
        """Add or replace training pairs (by id); ``role`` "*" means every role sees them.

        A pair already indexed with the same question, SQL and role is skipped; the number
        of pairs (re)indexed is returned.
        """
        if not pairs:
            return 0
        await self.open()
        stored = await self.vectors.scroll(
            PAIRS, {"datasource": datasource, "pair_id": [p.id for p in pairs]}
        )
        current = {h.payload.get("pair_id"): h.payload.get("digest") for h in stored}
        pairs = [p for p in pairs if current.get(p.id) != _pair_digest(p, role)]
        if not pairs:
            return 0
        # Question-to-question similarity is symmetric: e5 wants the "query:" side for both.
        vectors = await self.embedder.embed_questions([p.question for p in pairs])
        points = [
            VectorPoint(
                point_id(datasource, "pair", p.id),
                vector,
                {
                    "datasource": datasource,
                    "role": role,
                    "pair_id": p.id,
                    "question": p.question,
                    "sql": p.sql,
                    "digest": _pair_digest(p, role),
                },
            )
            for p, vector in zip(pairs, vectors, strict=True)
        ]
        await self.vectors.upsert(PAIRS, points)
        return len(points)

    async def remove_pairs(self, datasource: str, pair_ids: Sequence[str]) -> None:
        await self.open()
        await self.vectors.delete(PAIRS, {"datasource": datasource, "pair_id": list(pair_ids)})


def _pair_digest(pair: TrainingPair, role: str) -> str:
    text = "\x1f".join((pair.question, pair.sql, role))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]
