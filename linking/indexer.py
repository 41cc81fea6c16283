"""Build the derived indexes from a catalog: column and table vectors, sampled values, pairs.

Re-indexing is idempotent and incremental. Point ids are derived from names, so writing a
thing twice overwrites it. Each table's fingerprint is stored on its table point, written
*last*, after its columns and values: a run that dies half-way leaves no fingerprint for the
half-done table, and the next run redoes exactly that table.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from linking.documents import column_document, table_document
from linking.embedding import Embedder
from linking.fingerprint import table_fingerprint
from linking.meta import Meta, Table, TableRef
from linking.pairs import TrainingPair
from linking.values import ValueDoc, ValueIndex
from linking.vectors import VectorIndex, VectorPoint, point_id

CATALOG = "catalog"  # one point per table (kind "table") and per column (kind "column")
PAIRS = "pairs"
CATALOG_KEYS = ("datasource", "kind", "table_key")
# Tables are indexed in batches of about this many documents (columns + tables): one
# embedding call and one write per index per batch.
BATCH_DOCUMENTS = 512
PAIR_KEYS = ("datasource", "role")


@dataclass
class IndexProgress:
    tables_done: int = 0
    tables_total: int = 0
    columns: int = 0
    values: int = 0


@dataclass
class IndexReport:
    indexed: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    columns: int = 0
    values: int = 0


ProgressCallback = Callable[[IndexProgress], None]


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


class Indexer:
    def __init__(self, embedder: Embedder, vectors: VectorIndex, values: ValueIndex) -> None:
        self.embedder = embedder
        self.vectors = vectors
        self.values = values
        self._opened = False

    async def open(self) -> None:
        """Create or open the collections; cheap after the first call."""
        if self._opened:
            return
        dim = self.embedder.dim
        await self.vectors.ensure_collection(CATALOG, dim, CATALOG_KEYS)
        await self.vectors.ensure_collection(PAIRS, dim, PAIR_KEYS)
        self._opened = True

    async def fingerprints(self, datasource: str) -> dict[str, str]:
        """table_key → fingerprint of what is indexed now."""
        points = await self.vectors.scroll(CATALOG, {"datasource": datasource, "kind": "table"})
        return {p.payload["table_key"]: p.payload.get("fingerprint", "") for p in points}

    async def index_meta(
        self, meta: Meta, *, force: bool = False, progress: ProgressCallback | None = None
    ) -> IndexReport:
        await self.open()
        report = IndexReport()
        indexed = await self.fingerprints(meta.datasource)
        has_values = any(f.sample_values for _, t in meta.tables() for f in t.fields)
        if indexed and has_values and await self.values.count(meta.datasource) == 0:
            # The value index was lost or rebuilt while the vectors survived: redo it all.
            force = True
        state = IndexProgress(tables_total=meta.table_count)
        batch: list[_Pending] = []
        for ref, table in meta.tables():
            fingerprint = table_fingerprint(table, self.embedder.name)
            if not force and indexed.get(str(ref)) == fingerprint:
                report.unchanged.append(str(ref))
                state.tables_done += 1
            else:
                batch.append(_Pending(ref, table, fingerprint))
            if sum(len(p.table.fields) + 1 for p in batch) >= BATCH_DOCUMENTS:
                await self._index_batch(meta.datasource, batch, report, state, progress)
                batch = []
        if batch:
            await self._index_batch(meta.datasource, batch, report, state, progress)
        elif progress and not report.indexed:
            progress(state)  # nothing to index: say so once
        removed = sorted(set(indexed) - {str(ref) for ref in meta.table_refs()})
        if removed:
            await self._remove_tables(meta.datasource, removed)
            report.removed.extend(removed)
        return report

    async def _index_batch(
        self,
        datasource: str,
        batch: list[_Pending],
        report: IndexReport,
        state: IndexProgress,
        progress: ProgressCallback | None,
    ) -> None:
        """Index a batch of tables with one embedding call and one write per index; each
        table's fingerprint point goes last, so a failure leaves the batch to be redone."""
        await self._remove_tables(datasource, [str(p.ref) for p in batch])
        texts = [column_document(p.table, f) for p in batch for f in p.table.fields]
        texts += [table_document(p.table) for p in batch]
        vectors = iter(await self.embedder.embed_passages(texts))
        columns = [
            VectorPoint(
                point_id(datasource, "column", str(p.ref), f.name),
                next(vectors),
                {**_base(datasource, p.ref), "kind": "column", "field": f.name},
            )
            for p in batch
            for f in p.table.fields
        ]
        docs = [
            ValueDoc(datasource, p.ref.schema, p.ref.table, f.name, value)
            for p in batch
            for f in p.table.fields
            for value in f.sample_values
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
        await self.values.add(docs)
        await self.vectors.upsert(CATALOG, tables)
        report.indexed.extend(str(p.ref) for p in batch)
        report.columns += len(columns)
        report.values += len(docs)
        state.columns += len(columns)
        state.values += len(docs)
        state.tables_done += len(batch)
        if progress:
            progress(state)

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
        vectors = await self.embedder.embed_queries([p.question for p in pairs])
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
