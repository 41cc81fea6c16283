"""Indexing is incremental, idempotent, and survives a crash half-way."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import replace
from pathlib import Path

import pytest

from linking.embedding import CachedEmbedder
from linking.errors import IndexBackendError
from linking.indexer import CATALOG, PAIRS, Indexer
from linking.meta import Meta, Schema, TableRef
from linking.pairs import TrainingPair
from linking.qdrant_edge import EdgeVectorIndex
from linking.tantivy_values import TantivyValueIndex
from linking.values import ValueDoc


class FailingOnTable(TantivyValueIndex):
    """The real value index, made to fail when one table's values are added."""

    def __init__(self, path: Path, table: str) -> None:
        super().__init__(path)
        self.table = table

    async def add(self, docs: Sequence[ValueDoc]) -> None:
        if any(d.table == self.table for d in docs):
            raise IndexBackendError("disk full")
        await super().add(docs)


@pytest.fixture
async def indexer(tmp_path: Path, embedder: CachedEmbedder) -> AsyncIterator[Indexer]:
    vectors = EdgeVectorIndex(tmp_path / "vectors")
    yield Indexer(embedder, vectors, TantivyValueIndex(tmp_path / "values"))
    await vectors.close()


async def test_first_run_indexes_everything_then_nothing_changes(
    indexer: Indexer, shop: Meta
) -> None:
    seen: list[int] = []
    first = await indexer.index_meta(shop, progress=lambda p: seen.append(p.tables_done))
    assert seen == [3]  # three small tables make one batch
    assert first.indexed == ["main.customers", "main.orders", "main.salaries"]
    assert (first.columns, first.values) == (9, 9)
    again = await indexer.index_meta(shop)
    assert again.indexed == []
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
    monkeypatch.setattr("linking.indexer.BATCH_DOCUMENTS", 1)  # one table a batch
    seen: list[tuple[int, int]] = []
    await indexer.index_meta(shop, progress=lambda p: seen.append((p.tables_done, p.tables_total)))
    assert seen == [(1, 3), (2, 3), (3, 3)]


async def test_a_crash_half_way_is_finished_by_the_next_run(
    tmp_path: Path, embedder: CachedEmbedder, shop: Meta, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("linking.indexer.BATCH_DOCUMENTS", 1)  # one table a batch
    vectors = EdgeVectorIndex(tmp_path / "vectors")
    broken = Indexer(embedder, vectors, FailingOnTable(tmp_path / "values", "orders"))
    with pytest.raises(IndexBackendError, match="disk full"):
        await broken.index_meta(shop)
    healthy = Indexer(embedder, vectors, TantivyValueIndex(tmp_path / "values"))
    report = await healthy.index_meta(shop)
    assert report.unchanged == ["main.customers"]
    assert report.indexed == ["main.orders", "main.salaries"]
    # Nothing was left twice: one point per column and per table.
    assert await vectors.count(CATALOG, {"datasource": "shop"}) == 12
    assert await healthy.values.count("shop") == 9
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
