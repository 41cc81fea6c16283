from dataclasses import replace

from linking.catalog.meta import FieldRef, Meta, Schema, TableRef
from linking.catalog.types import is_text_type
from tests.conftest import shop_meta


def test_counts(shop: Meta) -> None:
    assert shop.table_count == 3
    assert shop.field_count == 9


def test_filter_tables_returns_a_copy_and_leaves_the_original(shop: Meta) -> None:
    kept = shop.filter_tables([TableRef("main", "customers")])
    assert kept.table_refs() == [TableRef("main", "customers")]
    assert shop.table_count == 3
    # Untouched tables are shared, not copied.
    assert kept.table(TableRef("main", "customers")) is shop.table(TableRef("main", "customers"))


def test_a_list_of_tables_filters_like_the_predicate_in_catalog_order(shop: Meta) -> None:
    two_schemas = replace(
        shop, schemas=(*shop.schemas, Schema("sales", (shop.schemas[0].tables[1],)))
    )
    orders, customers = TableRef("main", "orders"), TableRef("main", "customers")
    sales_orders, missing = TableRef("sales", "orders"), TableRef("main", "missing")
    for kept in ([sales_orders, orders, customers, missing], [orders], [missing], []):
        by_list = two_schemas.filter_tables(kept)
        assert by_list == two_schemas.filter_tables(set(kept).__contains__)
    assert two_schemas.filter_tables([sales_orders, customers]).table_refs() == [
        customers,
        sales_orders,
    ]
    assert two_schemas.filter_tables([orders]).table(orders).foreign_keys == ()  # dangling


def test_filter_fields_drops_tables_left_empty(shop: Meta) -> None:
    kept = shop.filter_fields(lambda ref: ref.field in ("id", "salary"))
    assert [str(r) for r in kept.table_refs()] == ["main.customers", "main.orders", "main.salaries"]
    assert [f.name for f in kept.table(TableRef("main", "salaries")).fields] == ["salary"]
    only_status = shop.filter_fields([FieldRef("main", "orders", "status")])
    assert only_status.table_count == 1
    assert only_status.field_count == 1


def test_resolve_table_by_name_or_qualified_name_case_insensitively(shop: Meta) -> None:
    assert shop.resolve_table("ORDERS") == TableRef("main", "orders")
    assert shop.resolve_table("main.orders") == TableRef("main", "orders")
    assert shop.resolve_table('"orders"') == TableRef("main", "orders")
    assert shop.resolve_table("ghost") is None


def test_round_trip_through_dict(shop: Meta) -> None:
    assert Meta.from_dict(shop.to_dict()) == shop


def test_map_fields_keeps_unchanged_tables_identical(shop: Meta) -> None:
    changed = shop.map_fields(lambda ref, f: f)
    assert changed.table(TableRef("main", "orders")) is shop.table(TableRef("main", "orders"))


def test_text_types() -> None:
    assert is_text_type("VARCHAR(20)")
    assert is_text_type("TEXT")
    assert not is_text_type("INTEGER")
    assert not is_text_type("DECIMAL(10, 2)")


def test_display_name_is_qualified_only_with_several_schemas() -> None:
    single = shop_meta()
    assert single.display_name(TableRef("main", "orders")) == "orders"


def test_filtering_drops_foreign_keys_that_point_outside(shop: Meta) -> None:
    orders = TableRef("main", "orders")
    alone = shop.filter_tables([orders])
    assert alone.table(orders).foreign_keys == ()
    without_key_column = shop.filter_fields(lambda ref: ref.field != "customer_id")
    assert without_key_column.table(orders).foreign_keys == ()
    both = shop.filter_tables([orders, TableRef("main", "customers")])
    assert both.table(orders).foreign_keys == shop.table(orders).foreign_keys
