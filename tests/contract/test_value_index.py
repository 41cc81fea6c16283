"""One behaviour, every ValueIndex backend: tantivy (embedded) always; Meilisearch when
MEILI_URL and MEILI_MASTER_KEY point at a server (``.ci/run`` starts one when it can)."""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from linking.backends import SharedIndexes, SharedValueIndex
from linking.backends.tantivy_values import TantivyValueIndex
from linking.backends.values import ValueDoc, ValueIndex
from linking.catalog.meta import FieldRef, TableRef
from linking.errors import IndexBackendError

ORDERS = TableRef("main", "orders")
REGIONS = TableRef("main", "regions")

DOCS = [
    *(ValueDoc("shop", "main", "orders", "status", v) for v in ("已完成", "待支付", "Completed")),
    *(ValueDoc("shop", "main", "regions", "name", v) for v in ("华东", "华南", "New York")),
    ValueDoc("shop", "main", "stores", "address", "上海市浦东新区世纪大道"),
    ValueDoc("other", "main", "regions", "name", "华东"),
]


def _shared(root: Path) -> SharedIndexes:
    return SharedIndexes(
        root, open_vectors=None, open_values=lambda: TantivyValueIndex(root / "values")
    )


@pytest.fixture(params=["tantivy", "shared-holder", "shared-over-loopback", "meilisearch"])
async def index(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[ValueIndex]:
    holder: ValueIndex | None = None
    if request.param == "tantivy":
        backend: ValueIndex = TantivyValueIndex(tmp_path / "values")
    elif request.param == "shared-holder":
        backend = SharedValueIndex(_shared(tmp_path), "tantivy")
    elif request.param == "shared-over-loopback":
        # The first holds the directory's files; the second reaches them through it.
        holder = SharedValueIndex(_shared(tmp_path), "tantivy")
        await holder.count("shop")
        backend = SharedValueIndex(_shared(tmp_path), "tantivy")
    else:
        url, key = os.environ.get("MEILI_URL"), os.environ.get("MEILI_MASTER_KEY")
        if not url or not key:
            pytest.skip("MEILI_URL / MEILI_MASTER_KEY are not set: no Meilisearch server")
        from linking.backends.meili_values import MeiliValueIndex

        backend = MeiliValueIndex(url, api_key=key, prefix=f"test_{uuid.uuid4().hex[:8]}_")
    await backend.add(DOCS)
    yield backend
    await backend.close()
    if holder is not None:
        await holder.close()


async def values(index: ValueIndex, keyword: str, **options: object) -> list[str]:
    hits = await index.search("shop", [keyword], limit=10, **options)  # type: ignore[arg-type]
    return [h.value for h in hits]


async def test_two_character_chinese_words(index: ValueIndex) -> None:
    assert await values(index, "华东") == ["华东"]


async def test_chinese_prefix(index: ValueIndex) -> None:
    assert await values(index, "已完") == ["已完成"]


async def test_chinese_word_inside_a_longer_value(index: ValueIndex) -> None:
    assert await values(index, "浦东") == ["上海市浦东新区世纪大道"]


async def test_latin_typos_and_prefixes(index: ValueIndex) -> None:
    assert await values(index, "new yrok") == ["New York"]
    assert await values(index, "completd") == ["Completed"]
    assert await values(index, "Compl") == ["Completed"]


async def test_a_name_inside_a_longer_run_of_words_comes_first(index: ValueIndex) -> None:
    # Added last: among equally good matches an engine returns the first added first.
    names = ["李伟芳", "张伟芳", "刘伟芳", "王伟娜", "王伟芳华", "王伟芳"]
    await index.add([ValueDoc("crm", "main", "customers", "name", n) for n in names])
    # As the lexical rewrite asks: the run of words, and the words jieba cuts it into.
    hits = await index.search("crm", ["客户王伟芳", "客户王", "伟芳"], limit=3)
    assert [h.value for h in hits][:1] == ["王伟芳"]


async def test_hits_say_where_the_value_lives(index: ValueIndex) -> None:
    (hit,) = await index.search("shop", ["待支付"], limit=5)
    assert (hit.schema, hit.table, hit.field, hit.value, hit.keyword) == (
        "main",
        "orders",
        "status",
        "待支付",
        "待支付",
    )
    assert hit.score > 0


async def test_datasources_are_isolated(index: ValueIndex) -> None:
    hits = await index.search("other", ["华东", "已完成"], limit=10)
    assert [(h.table, h.value) for h in hits] == [("regions", "华东")]


async def test_a_datasource_alone_in_the_index_finds_what_it_finds_in_company(
    index: ValueIndex,
) -> None:
    keywords = ["华东", "Complete", "上海"]
    before = await index.search("shop", keywords, limit=10)
    await index.delete("other")  # "shop" is now alone: searched without a datasource clause
    alone = await index.search("shop", keywords, limit=10)
    assert [h.value for h in alone] == [h.value for h in before]
    assert set(h.value for h in alone) == {"华东", "Completed", "上海市浦东新区世纪大道"}
    await index.add([ValueDoc("other", "main", "orders", "status", "Completed")])
    assert [h.value for h in await index.search("other", ["Completed"], limit=10)] == ["Completed"]
    assert await values(index, "华东", tables=[REGIONS]) == ["华东"]


async def test_search_can_be_scoped_to_tables(index: ValueIndex) -> None:
    assert await values(index, "华东", tables=[ORDERS]) == []
    assert await values(index, "华东", tables=[REGIONS]) == ["华东"]
    assert await values(index, "华东", tables=[]) == []


async def test_adding_the_same_values_again_then_deleting_a_table(index: ValueIndex) -> None:
    await index.add(DOCS)
    await index.delete("shop", [ORDERS])
    assert await values(index, "已完成") == []
    assert await values(index, "华南") == ["华南"]
    await index.delete("shop")
    assert await index.count("shop") == 0
    assert await index.count("other") == 1


async def test_replacing_tables_leaves_exactly_the_new_values(index: ValueIndex) -> None:
    shipped = ("已发货", "已发货", "Shipped")
    fresh = [ValueDoc("shop", "main", "orders", "status", v) for v in shipped]
    await index.replace_tables("shop", [ORDERS, REGIONS], fresh)
    assert await values(index, "已完成") == []
    assert await values(index, "华南") == []
    assert await values(index, "已发货") == ["已发货"]
    assert await values(index, "浦东") == ["上海市浦东新区世纪大道"]  # not a replaced table
    assert await index.count("shop") == 3  # the repeated value is stored once
    assert await index.count("other") == 1


async def test_indexed_values_by_column_of_the_tables_asked(index: ValueIndex) -> None:
    held = await index.indexed_values("shop", [ORDERS, REGIONS])
    assert held == {
        FieldRef("main", "orders", "status"): {"已完成", "待支付", "Completed"},
        FieldRef("main", "regions", "name"): {"华东", "华南", "New York"},
    }
    assert await index.indexed_values("shop", []) == {}


async def test_a_change_removes_and_adds_in_one_write(index: ValueIndex) -> None:
    status = [ValueDoc("shop", "main", "orders", "status", v) for v in ("待支付", "已发货")]
    await index.change("shop", added=status[1:], removed=status[:1])
    held = await index.indexed_values("shop", [ORDERS])
    assert held == {FieldRef("main", "orders", "status"): {"已完成", "Completed", "已发货"}}
    assert await values(index, "待支付") == []
    assert await values(index, "已发货") == ["已发货"]
    assert await index.count("other") == 1  # the same value elsewhere is untouched
    await index.change("shop", added=[], removed=[])  # nothing to do is no error
    assert await index.count("shop") == 7


async def test_indexed_values_past_a_page(index: ValueIndex) -> None:
    many = [ValueDoc("big", "main", "t", "c", f"value {n}") for n in range(12_345)]
    await index.change("big", added=many, removed=[])
    held = await index.indexed_values("big", [TableRef("main", "t")])
    assert len(held[FieldRef("main", "t", "c")]) == 12_345


async def test_count_per_datasource(index: ValueIndex) -> None:
    assert await index.count("shop") == 7
    assert await index.count("nobody") == 0


async def test_settling_keeps_what_was_written_and_writing_goes_on(index: ValueIndex) -> None:
    await index.settle()
    await index.add([ValueDoc("shop", "main", "orders", "status", "已退款")])
    await index.settle()
    hits = await index.search("shop", ["已退款", "待支付"], limit=5)
    assert {h.value for h in hits} == {"已退款", "待支付"}


class BrokenEngine:
    """Stands for an engine that fails whatever it is asked."""

    def __getattr__(self, name: str) -> Any:
        raise RuntimeError(f"the engine is broken ({name})")


# One call per method of the protocol; the test below checks the list stays complete.
CALLS: dict[str, Callable[[ValueIndex], Awaitable[Any]]] = {
    "add": lambda i: i.add(DOCS),
    "replace_tables": lambda i: i.replace_tables("shop", [ORDERS], DOCS[:1]),
    "delete": lambda i: i.delete("shop", {ORDERS}),
    "change": lambda i: i.change("shop", DOCS[:1], DOCS[1:2]),
    "indexed_values": lambda i: i.indexed_values("shop", [ORDERS]),
    "search": lambda i: i.search("shop", ["华东"], limit=5),
    "count": lambda i: i.count("shop"),
    "settle": lambda i: i.settle(),
    "close": lambda i: i.close(),
}


def test_the_calls_cover_the_protocol() -> None:
    assert {n for n in dir(ValueIndex) if not n.startswith("_")} == set(CALLS)


@pytest.fixture(params=["tantivy", "meilisearch-down"])
def broken(request: pytest.FixtureRequest, tmp_path: Path) -> ValueIndex:
    if request.param == "tantivy":
        tantivy = TantivyValueIndex(tmp_path / "values")
        tantivy._index = BrokenEngine()
        tantivy._tv = BrokenEngine()
        return tantivy
    from linking.backends.meili_values import MeiliValueIndex

    # A Meilisearch server that is down, for real: nothing listens on port 1.
    return MeiliValueIndex("http://127.0.0.1:1", api_key="k")


@pytest.mark.parametrize("method", sorted(CALLS))
async def test_every_engine_failure_is_an_index_backend_error(
    broken: ValueIndex, method: str
) -> None:
    try:
        await CALLS[method](broken)
    except IndexBackendError:
        return
    # Nothing to fail on: neither has a writer, merges or a connection open to end.
    assert method in ("close", "settle")


async def test_meilisearch_uses_an_index_that_exists_already() -> None:
    """A restart, or a second process (two workers), finds the index created: it is used,
    not refused."""
    url, key = os.environ.get("MEILI_URL"), os.environ.get("MEILI_MASTER_KEY")
    if not url or not key:
        pytest.skip("MEILI_URL / MEILI_MASTER_KEY are not set: no Meilisearch server")
    from linking.backends.meili_values import MeiliValueIndex

    prefix = f"test_{uuid.uuid4().hex[:8]}_"
    first, second = (MeiliValueIndex(url, api_key=key, prefix=prefix) for _ in range(2))
    await first.add(DOCS[:3])
    await second.add(DOCS[3:])
    assert await values(second, "华东") == ["华东"]
    assert await first.count("shop") == 7


async def test_counts_past_a_thousand_values(index: ValueIndex) -> None:
    many = [ValueDoc("big", "main", "t", "c", f"value {n}") for n in range(1_234)]
    await index.add(many)
    assert await index.count("big") == 1_234
