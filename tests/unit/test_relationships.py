"""Relationships without foreign keys: what inference proposes from names, types, key shape and
values, and how an admin's verdicts override it."""

from __future__ import annotations

from linking.catalog import (
    Field,
    ForeignKey,
    Meta,
    RelationshipKey,
    Schema,
    Table,
    TableRef,
    Verdict,
    render_ddl,
    render_markdown,
    sql_joins,
    with_inferred,
    with_verdicts,
    without_inferred,
)
from linking.catalog.inference import table_stems
from linking.ranking.joins import fk_graph, neighbours


def _id() -> Field:
    return Field("id", "INTEGER", primary_key=True)


def _shop(*, customer_id_type: str = "INTEGER", declared: bool = False) -> Meta:
    orders_keys = (ForeignKey(("customer_id",), "main", "customers", ("id",)),) if declared else ()
    return Meta(
        "shop",
        "sqlite",
        (
            Schema(
                "main",
                (
                    Table("customers", (_id(), Field("name", "TEXT"))),
                    Table(
                        "orders",
                        (_id(), Field("customer_id", customer_id_type), Field("total", "REAL")),
                        foreign_keys=orders_keys,
                    ),
                    Table(
                        "matches",
                        (_id(), Field("home_team_id", "INTEGER"), Field("away_team_id", "INTEGER")),
                    ),
                    Table("teams", (_id(), Field("title", "TEXT"))),
                ),
            ),
        ),
    )


def _inferred(meta: Meta, table: str) -> list[ForeignKey]:
    found = meta.table(TableRef("main", table))
    assert found is not None
    return [fk for fk in found.foreign_keys if fk.origin == "inferred"]


def test_a_column_named_for_a_table_and_its_key_is_inferred_with_its_evidence() -> None:
    (fk,) = _inferred(with_inferred(_shop()), "orders")
    assert (fk.columns, fk.target, fk.ref_columns) == (
        ("customer_id",),
        TableRef("main", "customers"),
        ("id",),
    )
    assert fk.confidence >= 0.8
    assert any("table name and key" in e for e in fk.evidence)
    assert any("types agree" in e for e in fk.evidence)


def test_a_role_before_the_table_name_still_points_at_its_key() -> None:
    found = _inferred(with_inferred(_shop()), "matches")
    assert {(fk.columns, fk.ref_table) for fk in found} == {
        (("home_team_id",), "teams"),
        (("away_team_id",), "teams"),
    }
    assert all("role" in fk.evidence[0] for fk in found)


def test_types_that_clash_lower_the_confidence_and_say_so() -> None:
    (agreeing,) = _inferred(with_inferred(_shop()), "orders")
    (clashing,) = _inferred(with_inferred(_shop(customer_id_type="DATE")), "orders")
    assert clashing.confidence < agreeing.confidence
    assert any("types differ" in e for e in clashing.evidence)


def test_a_pair_of_tables_the_database_joins_gets_no_inferred_relationship() -> None:
    meta = with_inferred(_shop(declared=True))
    assert _inferred(meta, "orders") == []
    orders = meta.table(TableRef("main", "orders"))
    assert orders is not None and [fk.origin for fk in orders.foreign_keys] == ["database"]


def test_sampled_values_found_in_the_key_raise_the_confidence() -> None:
    def codes(values: tuple[str, ...]) -> Meta:
        return Meta(
            "geo",
            "sqlite",
            (
                Schema(
                    "main",
                    (
                        Table(
                            "countries",
                            (
                                Field(
                                    "country_code",
                                    "TEXT",
                                    primary_key=True,
                                    sample_values=("CN", "FR", "US"),
                                ),
                            ),
                        ),
                        Table(
                            "cities",
                            (_id(), Field("country_code", "TEXT", sample_values=values)),
                        ),
                    ),
                ),
            ),
        )

    (contained,) = _inferred(with_inferred(codes(("CN", "FR", "US"))), "cities")
    (foreign,) = _inferred(with_inferred(codes(("XX", "YY", "ZZ"))), "cities")
    assert contained.confidence > foreign.confidence
    assert "values: 3 of 3 sampled found" in contained.evidence


def test_another_schema_is_related_only_when_one_table_there_has_the_key() -> None:
    def split(*schemas: Schema) -> Meta:
        return Meta(
            "shop",
            "postgresql",
            (
                *schemas,
                Schema("sales", (Table("orders", (_id(), Field("customer_id", "INTEGER"))),)),
            ),
        )

    crm = Schema("crm", (Table("customers", (_id(),)),))
    (fk,) = with_inferred(split(crm)).table(TableRef("sales", "orders")).foreign_keys
    assert (fk.ref_schema, fk.ref_table) == ("crm", "customers")
    assert fk.evidence[-1] == "schema: only crm has such a key"
    (same_schema,) = _inferred(with_inferred(_shop()), "orders")
    assert fk.confidence == round(same_schema.confidence - 0.1, 2)

    staging = Schema("staging", (Table("customers", (_id(),)),))  # a copy: which one?
    orders = with_inferred(split(crm, staging)).table(TableRef("sales", "orders"))
    assert orders is not None and orders.foreign_keys == ()


def test_two_tables_keyed_by_one_name_relate_the_extension_to_its_base() -> None:
    meta = Meta(
        "homes",
        "sqlite",
        (
            Schema(
                "main",
                (
                    Table("apartments", (Field("apt_id", "INTEGER", primary_key=True),)),
                    Table("apartment_facilities", (Field("apt_id", "INTEGER", primary_key=True),)),
                ),
            ),
        ),
    )
    inferred = with_inferred(meta)
    (fk,) = _inferred(inferred, "apartment_facilities")
    assert fk.ref_table == "apartments"
    assert _inferred(inferred, "apartments") == []


def test_inference_is_recomputed_not_stacked_and_can_be_taken_away() -> None:
    once = with_inferred(_shop())
    assert with_inferred(once) == once
    assert without_inferred(once) == _shop()


def test_inferred_relationships_join_tables_and_are_marked_when_rendered() -> None:
    meta = with_inferred(_shop())
    graph = fk_graph(meta)
    assert TableRef("main", "customers") in neighbours(graph, TableRef("main", "orders"))
    assert "FK: (customer_id) → customers(id) — inferred, confidence" in render_markdown(meta)
    assert "-- inferred, confidence" in render_ddl(meta)


def test_origin_confidence_and_evidence_survive_a_round_trip() -> None:
    meta = with_inferred(_shop())
    assert Meta.from_dict(meta.to_dict()) == meta


def _key(table: str, column: str, ref_table: str, ref_column: str) -> RelationshipKey:
    return RelationshipKey(
        TableRef("main", table), (column,), TableRef("main", ref_table), (ref_column,)
    )


def test_a_rejected_relationship_is_dropped_whichever_way_round_it_is_named() -> None:
    meta = with_inferred(_shop())
    reverse = Verdict(_key("customers", "ID", "orders", "Customer_ID"), "rejected")
    assert _inferred(with_verdicts(meta, [reverse]), "orders") == []
    database = with_verdicts(_shop(declared=True), [reverse])
    orders = database.table(TableRef("main", "orders"))
    assert orders is not None and orders.foreign_keys == ()


def test_a_declared_relationship_is_added_and_replaces_inference_for_its_tables() -> None:
    meta = with_inferred(_shop())
    declared = Verdict(_key("orders", "total", "customers", "id"), "declared")
    orders = with_verdicts(meta, [declared]).table(TableRef("main", "orders"))
    assert orders is not None
    assert [(fk.columns, fk.origin) for fk in orders.foreign_keys] == [(("total",), "declared")]


def test_a_declared_relationship_naming_what_the_catalog_lacks_is_not_applied() -> None:
    gone = Verdict(_key("orders", "gone", "customers", "id"), "declared")
    assert with_verdicts(_shop(), [gone]) == _shop()


def test_table_stems_drop_warehouse_prefixes_and_plurals() -> None:
    assert table_stems("dim_customers") == {"customers", "customer"}
    assert table_stems("order_items") == {"orderitems", "orderitem", "item"}


def test_the_joins_a_query_makes_are_read_through_its_aliases() -> None:
    meta = with_inferred(_shop())
    sql = (
        "SELECT c.name FROM orders AS o JOIN customers AS c ON o.customer_id = c.id "
        "WHERE o.total > 1"
    )
    (pair,) = sql_joins(sql, meta)
    assert {str(f) for f in pair} == {"main.orders.customer_id", "main.customers.id"}


def test_views_are_left_out_of_inference() -> None:
    shop = _shop()
    (main,) = shop.schemas
    view = Table(
        "big_orders", (Field("id", "INTEGER"), Field("customer_id", "INTEGER")), kind="view"
    )
    with_view = Meta("shop", "sqlite", (Schema("main", (*main.tables, view)),))
    inferred = with_inferred(with_view)
    assert _inferred(inferred, "big_orders") == []
    assert all(fk.ref_table != "big_orders" for _, t in inferred.tables() for fk in t.foreign_keys)


def test_a_warehouse_without_keys_in_its_own_naming_gets_its_joins() -> None:
    """Hand-judged: a star schema without primary keys (``*_key``), camelCase ids, ``fk_``
    marks, warehouse prefixes; every join below, and no other."""

    def table(name: str, *columns: tuple[str, str], pk: tuple[str, ...] = ()) -> Table:
        return Table(name, tuple(Field(c, t, primary_key=c in pk) for c, t in columns))

    meta = Meta(
        "warehouse",
        "postgresql",
        (
            Schema(
                "dw",
                (
                    table("dim_customer", ("customer_key", "bigint"), ("city", "varchar")),
                    table("dim_date", ("date_key", "integer"), ("full_date", "date")),
                    table(
                        "fact_sales",
                        ("customer_key", "bigint"),
                        ("order_date_key", "integer"),
                        ("amount", "numeric"),
                    ),
                    table("tbl_user", ("id", "bigint"), ("userName", "varchar"), pk=("id",)),
                    table(
                        "tbl_order",
                        ("id", "bigint"),
                        ("userId", "bigint"),
                        ("fk_coupon", "bigint"),
                        pk=("id",),
                    ),
                    table("coupons", ("id", "bigint"), ("code", "varchar"), pk=("id",)),
                    table("ods_payment", ("order_id", "bigint"), ("user_fk", "bigint")),
                ),
            ),
        ),
    )
    found = {
        f"{ref.table}.{fk.columns[0]} → {fk.ref_table}.{fk.ref_columns[0]}"
        for ref, t in with_inferred(meta).tables()
        for fk in t.foreign_keys
    }
    assert found == {
        "fact_sales.customer_key → dim_customer.customer_key",
        "fact_sales.order_date_key → dim_date.date_key",
        "tbl_order.userId → tbl_user.id",
        "tbl_order.fk_coupon → coupons.id",
        "ods_payment.order_id → tbl_order.id",
        "ods_payment.user_fk → tbl_user.id",
    }
