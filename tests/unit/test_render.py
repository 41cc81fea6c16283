import sqlite3

import sqlglot
from sqlglot import exp

from linking.access import AccessPolicy, AccessRule
from linking.catalog.meta import Field, Meta, Schema, Table
from linking.catalog.profiles import sqlglot_dialect
from linking.catalog.render import render_ddl, render_markdown


def test_markdown_lists_columns_keys_and_foreign_keys(shop: Meta) -> None:
    text = render_markdown(shop)
    assert "### orders — 订单" in text
    assert "| id (PK) | INTEGER | 订单ID |" in text
    assert "FK: (customer_id) → customers(id)" in text


def test_ddl_parses_back_in_its_dialect(shop: Meta) -> None:
    for dialect in ("sqlite", "postgresql", "mysql"):
        meta = Meta(shop.datasource, dialect, shop.schemas)
        statements = sqlglot.parse(render_ddl(meta), read=sqlglot_dialect(dialect))
        names = [s.find(exp.Table).name for s in statements]
        assert names == ["customers", "orders", "salaries"]


def test_ddl_comments_are_native_on_mysql_and_trailing_elsewhere(shop: Meta) -> None:
    mysql = render_ddl(Meta("x", "mysql", shop.schemas))
    assert "`status` TEXT COMMENT '订单状态'" in mysql
    assert ") COMMENT='订单';" in mysql
    postgres = render_ddl(Meta("x", "postgresql", shop.schemas))
    assert '"status" TEXT, -- 订单状态' in postgres
    assert 'CREATE TABLE "orders" ( -- 订单' in postgres


def test_ddl_quotes_reserved_names_and_writes_composite_keys() -> None:
    table = Table(
        "order",
        (Field("select", "INTEGER", primary_key=True), Field("group", "INTEGER", primary_key=True)),
    )
    ddl = render_ddl(Meta("x", "postgresql", (Schema("public", (table,)),)))
    assert 'CREATE TABLE "order" (' in ddl
    assert 'PRIMARY KEY ("select", "group")' in ddl
    assert sqlglot.parse_one(ddl, read="postgres") is not None


def test_row_filters_are_rendered_with_their_table(shop: Meta) -> None:
    policy = AccessPolicy((AccessRule("allow", table="orders", row_filter="amount <\n 100"),))
    visible = policy.apply(shop)
    assert "Row filter: `amount < 100`" in render_markdown(visible)
    ddl = render_ddl(visible)
    assert ddl.startswith('-- row filter: amount < 100\nCREATE TABLE "orders"')
    with sqlite3.connect(":memory:") as database:
        database.executescript(ddl)  # the comment line keeps the DDL runnable


def test_tables_are_rendered_in_the_order_given_and_the_rest_after(shop: Meta) -> None:
    names = [ref.table for ref in shop.table_refs()]
    last, first = shop.table_refs()[-1], shop.table_refs()[1]
    ddl = render_ddl(shop, [last, first])
    starts = [ddl.index(f'CREATE TABLE "{name}"') for name in names]
    order = [name for _, name in sorted(zip(starts, names, strict=True))]
    assert order[:2] == [last.table, first.table]
    assert order[2:] == [n for n in names if n not in (last.table, first.table)]
    markdown = render_markdown(shop, [last])
    assert markdown.startswith(f"### {last.table}")
