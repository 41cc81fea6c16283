"""The embedded value index's writer: kept open from one write to the next, it must still
commit each write whole or not at all, give the index up on close, and key each value so that
re-adding and removing it alone work at any length."""

from __future__ import annotations

from pathlib import Path

import pytest
import tantivy

from linking.backends.tantivy_values import TantivyValueIndex
from linking.backends.values import ValueDoc
from linking.catalog.meta import FieldRef
from linking.errors import IndexBackendError

STATUS = FieldRef("main", "orders", "status")


def _doc(value: str) -> ValueDoc:
    return ValueDoc("shop", "main", "orders", "status", value)


async def test_a_write_that_fails_half_way_leaves_nothing_and_the_next_one_lands(
    tmp_path: Path,
) -> None:
    index = TantivyValueIndex(tmp_path)
    await index.add([_doc("已完成")])
    not_text = ValueDoc("shop", "main", "orders", "status", None)  # type: ignore[arg-type]
    with pytest.raises(IndexBackendError) as failed:
        await index.add([_doc("待支付"), not_text])
    assert await index.indexed_values("shop", [STATUS.table_ref]) == {STATUS: {"已完成"}}
    # The error's traceback still holds the failed write's frames (as a caller that logs it
    # may): the writer they name must have given the index up all the same.
    assert failed.value.__cause__ is not None
    await index.add([_doc("已取消")])
    assert await index.indexed_values("shop", [STATUS.table_ref]) == {STATUS: {"已完成", "已取消"}}
    await index.close()


async def test_the_index_is_another_writers_once_closed(tmp_path: Path) -> None:
    first = TantivyValueIndex(tmp_path)
    await first.add([_doc("已完成")])
    second = TantivyValueIndex(tmp_path)
    # One writer at a time: across processes, the data directory's lock sees to it
    # (``linking.backends.shared_indexes``).
    with pytest.raises(IndexBackendError, match="lock"):
        await second.add([_doc("待支付")])
    await first.close()
    await second.add([_doc("待支付")])
    assert await second.count("shop") == 2
    await second.close()


async def test_a_value_of_any_length_is_added_once_and_removed_alone(tmp_path: Path) -> None:
    index = TantivyValueIndex(tmp_path)
    long = "备注" * 40_000  # its key is over the 65,530 bytes tantivy keeps of a term
    await index.add([_doc(long), _doc("已完成")])
    await index.add([_doc(long)])
    assert await index.count("shop") == 2
    await index.change("shop", added=[], removed=[_doc(long)])
    assert await index.indexed_values("shop", [STATUS.table_ref]) == {STATUS: {"已完成"}}
    await index.close()


async def test_an_index_keyed_by_hashes_is_started_afresh(tmp_path: Path) -> None:
    """Written by a version that keyed each value by a hash of it: none of its keys is one
    this version deletes by, so it is rebuilt, not kept with values that could never go."""
    builder = tantivy.SchemaBuilder()
    builder.add_text_field("value", stored=True, tokenizer_name="han_latin")
    for name in ("datasource", "table_key", "doc_id"):
        builder.add_text_field(name, stored=False, tokenizer_name="raw")
    for name in ("schema", "table", "field"):
        builder.add_text_field(name, stored=True, index_option="basic", tokenizer_name="raw")
    old = tantivy.Index(builder.build(), path=str(tmp_path))
    words = tantivy.Tokenizer.regex(r"\p{Han}|[\p{L}\p{N}]+")
    old.register_tokenizer("han_latin", tantivy.TextAnalyzerBuilder(words).build())
    writer = old.writer(heap_size=15_000_000, num_threads=1)
    fields = {"datasource": "shop", "schema": "main", "table": "orders", "field": "status"}
    writer.add_document(tantivy.Document(value="已完成", doc_id="0f3a", **fields))
    writer.commit()
    writer.wait_merging_threads()
    index = TantivyValueIndex(tmp_path)
    assert await index.count("shop") == 0
    await index.add([_doc("待支付")])
    assert await index.indexed_values("shop", [STATUS.table_ref]) == {STATUS: {"待支付"}}
    await index.close()
