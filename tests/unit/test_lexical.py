from linking.catalog.meta import Meta, TableRef
from linking.retrieval.lexical import LexicalCatalogIndex, normalise


def test_plural_normalisation() -> None:
    assert [normalise(w) for w in ["customers", "cities", "addresses", "status", "bus"]] == [
        "customer",
        "city",
        "address",
        "status",
        "bus",
    ]


def test_descriptions_in_chinese_are_matched(shop: Meta) -> None:
    columns, _ = LexicalCatalogIndex(shop).search("每个订单的状态", limit=3)
    assert (columns[0].table, columns[0].field) == (TableRef("main", "orders"), "status")


def test_table_names_match_english_plurals(shop: Meta) -> None:
    _, tables = LexicalCatalogIndex(shop).search("which customer spent most", limit=3)
    assert tables[0].table == TableRef("main", "customers")
    assert tables[0].matched == ("customer",)


def test_no_shared_words_no_hits(shop: Meta) -> None:
    assert LexicalCatalogIndex(shop).search("weather tomorrow", limit=3) == ([], [])


def test_columns_named_verbatim_are_mentions(shop: Meta) -> None:
    index = LexicalCatalogIndex(shop)
    hits = index.mentions("sum of `amount` where customer_id is 3")
    assert {(h.table.table, h.field) for h in hits} == {
        ("orders", "amount"),
        ("orders", "customer_id"),
    }
    # "id" names three columns here, but a bare word is prose, not a mention.
    assert index.mentions("the id of the name") == []


def test_compared_and_aggregated_names_are_mentions(shop: Meta) -> None:
    hits = LexicalCatalogIndex(shop).mentions("paid refers to status = 'paid'; SUM(amount) > 10")
    assert {(h.table.table, h.field) for h in hits} == {
        ("orders", "status"),
        ("orders", "amount"),
    }
