"""Indexing is incremental, idempotent, and survives a crash half-way."""

from __future__ import annotations

from collections.abc import AsyncIterator, Collection, Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from linking.backends.embedding import CachedEmbedder
from linking.backends.qdrant_edge import EdgeVectorIndex
from linking.backends.tantivy_values import TantivyValueIndex
from linking.backends.values import ValueDoc
from linking.catalog.documents import column_label, table_document
from linking.catalog.meta import Meta, Schema, TableRef
from linking.catalog.pairs import TrainingPair
from linking.errors import EmbeddingError, IndexBackendError
from linking.indexing.indexer import CATALOG, PAIRS, Indexer
from linking.indexing.progress import IndexProgress


class FailingOnTable(TantivyValueIndex):
    """The real value index, made to fail when one table's values are added."""

    def __init__(self, path: Path, table: str) -> None:
        super().__init__(path)
        self.table = table

    async def replace_tables(
        self, datasource: str, tables: Collection[TableRef], docs: Sequence[ValueDoc]
    ) -> None:
        if any(t.table == self.table for t in tables):
            raise IndexBackendError("disk full")
        await super().replace_tables(datasource, tables, docs)


class Settling(TantivyValueIndex):
    """The real value index, its writes and settles recorded in order."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.calls: list[str] = []

    async def replace_tables(
        self, datasource: str, tables: Collection[TableRef], docs: Sequence[ValueDoc]
    ) -> None:
        self.calls.append("write")
        await super().replace_tables(datasource, tables, docs)

    async def settle(self) -> None:
        self.calls.append("settle")
        await super().settle()


class FailingEmbedder(CachedEmbedder):
    """The real embedder, made to fail on any batch that holds one table's documents."""

    def __init__(self, inner: CachedEmbedder, table: str) -> None:
        super().__init__(inner.inner)
        self.table = table

    async def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        if any(f"of table {self.table}" in t for t in texts):
            raise EmbeddingError("the embedding model went away")
        return await super().embed_passages(texts)


@pytest.fixture
async def indexer(tmp_path: Path, embedder: CachedEmbedder) -> AsyncIterator[Indexer]:
    vectors = EdgeVectorIndex(tmp_path / "vectors")
    yield Indexer(embedder, vectors, TantivyValueIndex(tmp_path / "values"))
    await vectors.close()


async def test_first_run_indexes_everything_then_nothing_changes(
    indexer: Indexer, shop: Meta
) -> None:
    seen: list[tuple[str, int, int]] = []
    first = await indexer.index_meta(
        shop, progress=lambda p: seen.append((p.phase, p.tables_done, p.tables_embedded))
    )
    # Three small tables make one batch in each phase.
    assert seen == [("values", 3, 0), ("embedding", 3, 3)]
    assert first.indexed == first.embedded == ["main.customers", "main.orders", "main.salaries"]
    assert (first.columns, first.values, first.documents) == (9, 9, 12)
    again = await indexer.index_meta(shop)
    assert again.indexed == again.embedded == []
    assert again.unchanged == first.indexed
    assert await indexer.vectors.count(CATALOG, {"datasource": "shop"}) == 9 + 3
    assert await indexer.values.count("shop") == 9


async def test_changed_and_removed_tables(indexer: Indexer, shop: Meta) -> None:
    await indexer.index_meta(shop)
    customers, orders, _ = shop.schemas[0].tables
    new_status = replace(orders.fields[2], sample_values=("已完成",))
    orders = replace(orders, fields=(*orders.fields[:2], new_status, orders.fields[3]))
    changed = replace(shop, schemas=(Schema("main", (customers, orders)),))
    report = await indexer.index_meta(changed)
    assert report.indexed == ["main.orders"]
    assert report.unchanged == ["main.customers"]
    assert report.removed == ["main.salaries"]
    assert await indexer.values.count("shop") == 5 + 1
    hits = await indexer.values.search("shop", ["王强", "待支付"], limit=5)
    assert hits == []


async def test_progress_is_reported_per_batch(
    indexer: Indexer, shop: Meta, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("linking.indexing.indexer.BATCH_VALUES", 1)  # one table a batch
    monkeypatch.setattr("linking.indexing.indexer.BATCH_DOCUMENTS", 1)
    seen: list[tuple[str, int, int]] = []

    def record(p: IndexProgress) -> None:
        done = p.tables_done if p.phase == "values" else p.tables_embedded
        seen.append((p.phase, done, p.tables_total))

    await indexer.index_meta(shop, progress=record)
    assert seen == [
        *[("values", n, 3) for n in (1, 2, 3)],
        *[("embedding", n, 3) for n in (1, 2, 3)],
    ]


async def test_phase_one_makes_values_searchable_and_leaves_vectors_pending(
    indexer: Indexer, shop: Meta
) -> None:
    report = await indexer.make_linkable(shop)
    assert report.indexed == ["main.customers", "main.orders", "main.salaries"]
    assert report.embedded == []
    assert [h.value for h in await indexer.values.search("shop", ["待支付"], limit=5)] == ["待支付"]
    assert await indexer.embedded_tables("shop") == 0
    embedded = await indexer.embed_pending(shop)
    assert embedded.embedded == report.indexed
    assert await indexer.embedded_tables("shop") == 3
    assert (await indexer.embed_pending(shop)).embedded == []  # nothing left to do


async def test_phase_one_drops_the_vectors_of_a_changed_table(indexer: Indexer, shop: Meta) -> None:
    await indexer.index_meta(shop)
    customers, orders, salaries = shop.schemas[0].tables
    renamed = replace(orders, description="orders placed in a shop")
    changed = replace(shop, schemas=(Schema("main", (customers, renamed, salaries)),))
    await indexer.make_linkable(changed)
    # Until phase 2 embeds the new version, the old one is not searched.
    assert await indexer.vectors.count(CATALOG, {"table_key": "main.orders"}) == 0
    assert await indexer.embedded_tables("shop") == 2
    assert (await indexer.embed_pending(changed)).embedded == ["main.orders"]
    assert await indexer.vectors.count(CATALOG, {"table_key": "main.orders"}) == 4 + 1


async def test_phase_1_ends_with_its_writes_settled_and_an_unchanged_run_writes_nothing(
    tmp_path: Path, embedder: CachedEmbedder, shop: Meta, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("linking.indexing.indexer.BATCH_VALUES", 1)  # one table a batch
    vectors = EdgeVectorIndex(tmp_path / "vectors")
    values = Settling(tmp_path / "values")
    indexer = Indexer(embedder, vectors, values)
    await indexer.make_linkable(shop)
    assert values.calls == ["write", "write", "write", "settle"]
    await indexer.embed_pending(shop)
    await indexer.make_linkable(shop)
    assert values.calls == ["write", "write", "write", "settle"]
    await vectors.close()


async def test_a_crash_half_way_is_finished_by_the_next_run(
    tmp_path: Path, embedder: CachedEmbedder, shop: Meta, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("linking.indexing.indexer.BATCH_VALUES", 1)  # one table a batch
    vectors = EdgeVectorIndex(tmp_path / "vectors")
    broken = Indexer(embedder, vectors, FailingOnTable(tmp_path / "values", "orders"))
    with pytest.raises(IndexBackendError, match="disk full"):
        await broken.index_meta(shop)
    await broken.values.close()  # a crashed process's lock on the index ends with it
    healthy = Indexer(embedder, vectors, TantivyValueIndex(tmp_path / "values"))
    report = await healthy.index_meta(shop)
    # No table got its vectors, so every one is redone: values are cheap to rewrite.
    assert report.indexed == report.embedded == ["main.customers", "main.orders", "main.salaries"]
    # Nothing was left twice: one point per column and per table, each value once.
    assert await vectors.count(CATALOG, {"datasource": "shop"}) == 12
    assert await healthy.values.count("shop") == 9
    await vectors.close()


async def test_a_crash_while_embedding_loses_only_the_batch_under_way(
    tmp_path: Path, embedder: CachedEmbedder, shop: Meta, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("linking.indexing.indexer.BATCH_DOCUMENTS", 1)  # one table a batch
    vectors = EdgeVectorIndex(tmp_path / "vectors")
    values = TantivyValueIndex(tmp_path / "values")
    broken = Indexer(FailingEmbedder(embedder, "orders"), vectors, values)
    with pytest.raises(EmbeddingError):
        await broken.index_meta(shop)
    report = await Indexer(embedder, vectors, values).index_meta(shop)
    assert report.unchanged == ["main.customers"]  # embedded before the crash
    assert report.indexed == report.embedded == ["main.orders", "main.salaries"]
    assert await vectors.count(CATALOG, {"datasource": "shop"}) == 12
    assert await values.count("shop") == 9
    await vectors.close()


async def test_composed_column_vectors_mix_a_short_document_with_the_table_vector(
    tmp_path: Path, embedder: CachedEmbedder, shop: Meta
) -> None:
    vectors = EdgeVectorIndex(tmp_path / "vectors")
    values = TantivyValueIndex(tmp_path / "values")
    composed = Indexer(embedder, vectors, values, column_documents="composed", table_mix=0.5)
    await composed.index_meta(shop)
    customers = shop.schemas[0].tables[0]
    label, table = await embedder.embed_passages(
        [column_label(customers.fields[1]), table_document(customers)]
    )
    expected = (label + 0.5 * table) / np.linalg.norm(label + 0.5 * table)
    (hit,) = (await vectors.search(CATALOG, expected[None], limit=1))[0]
    assert (hit.payload["table"], hit.payload["field"]) == ("customers", "name")
    assert hit.score == pytest.approx(1.0, abs=1e-4)
    # Another recipe is another vector: switching back re-embeds every table.
    full = Indexer(embedder, vectors, values)
    assert len((await full.index_meta(shop)).embedded) == 3
    await vectors.close()


async def test_pairs_are_idempotent_by_id_and_content(indexer: Indexer) -> None:
    pair = TrainingPair("p1", "有多少订单？", "SELECT COUNT(*) FROM orders")
    assert await indexer.index_pairs("shop", [pair]) == 1
    assert await indexer.index_pairs("shop", [pair]) == 0
    edited = replace(pair, sql="SELECT COUNT(id) FROM orders")
    assert await indexer.index_pairs("shop", [edited]) == 1
    assert await indexer.vectors.count(PAIRS, {"datasource": "shop"}) == 1
    await indexer.remove_pairs("shop", ["p1"])
    assert await indexer.vectors.count(PAIRS, {"datasource": "shop"}) == 0


async def test_drop_datasource_leaves_others(indexer: Indexer, shop: Meta) -> None:
    await indexer.index_meta(shop)
    await indexer.index_meta(replace(shop, datasource="other"))
    await indexer.drop_datasource("shop")
    assert await indexer.vectors.count(CATALOG, {"datasource": "shop"}) == 0
    assert await indexer.vectors.count(CATALOG, {"datasource": "other"}) == 12
    assert await indexer.values.count("other") == 9
    assert TableRef("main", "orders") in shop.table_refs()


async def test_a_lost_value_index_is_rebuilt_on_the_next_run(
    tmp_path: Path, embedder: CachedEmbedder, shop: Meta
) -> None:
    vectors = EdgeVectorIndex(tmp_path / "vectors")
    await Indexer(embedder, vectors, TantivyValueIndex(tmp_path / "values")).index_meta(shop)
    fresh_values = TantivyValueIndex(tmp_path / "other-values")
    report = await Indexer(embedder, vectors, fresh_values).index_meta(shop)
    assert len(report.indexed) == 3
    assert await fresh_values.count("shop") == 9
    await vectors.close()


def test_a_value_index_of_an_old_schema_is_started_afresh(tmp_path: Path) -> None:
    import tantivy

    builder = tantivy.SchemaBuilder()
    builder.add_text_field("old", stored=True)
    tantivy.Index(builder.build(), path=str(tmp_path))
    assert TantivyValueIndex(tmp_path).name == "tantivy"
