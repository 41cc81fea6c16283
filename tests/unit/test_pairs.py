import pytest

from linking.catalog.meta import FieldRef, Meta, TableRef
from linking.catalog.pairs import sql_entities
from linking.errors import InvalidSQLError

ORDERS = TableRef("main", "orders")
CUSTOMERS = TableRef("main", "customers")


def test_aliases_resolve_to_catalog_fields(shop: Meta) -> None:
    entities = sql_entities(
        "SELECT c.name, SUM(o.amount) AS total FROM orders o JOIN customers c "
        "ON o.customer_id = c.id GROUP BY c.name ORDER BY total DESC",
        shop,
    )
    assert set(entities.tables) == {ORDERS, CUSTOMERS}
    assert set(entities.fields) == {
        FieldRef("main", "customers", "name"),
        FieldRef("main", "orders", "amount"),
        FieldRef("main", "orders", "customer_id"),
        FieldRef("main", "customers", "id"),
    }
    assert entities.unknown_columns == ()


def test_unqualified_columns_find_their_table(shop: Meta) -> None:
    entities = sql_entities("SELECT status FROM orders WHERE amount > 10", shop)
    assert set(entities.fields) == {
        FieldRef("main", "orders", "status"),
        FieldRef("main", "orders", "amount"),
    }


def test_ctes_and_subqueries_are_followed(shop: Meta) -> None:
    entities = sql_entities(
        "WITH big AS (SELECT customer_id FROM orders WHERE amount > 100) "
        "SELECT name FROM customers WHERE id IN (SELECT customer_id FROM big)",
        shop,
    )
    assert set(entities.tables) == {ORDERS, CUSTOMERS}
    assert FieldRef("main", "customers", "name") in entities.fields


def test_unknown_names_are_reported_not_invented(shop: Meta) -> None:
    entities = sql_entities("SELECT nme FROM customers JOIN ghosts ON 1 = 1", shop)
    assert entities.unknown_tables == ("ghosts",)
    assert entities.unknown_columns == ("nme",)


def test_a_column_only_named_in_having_is_read(shop: Meta) -> None:
    sql = "SELECT status FROM orders GROUP BY status HAVING AVG(amount) > 5"
    entities = sql_entities(sql, shop)
    assert FieldRef("main", "orders", "amount") in entities.fields


def test_a_column_of_a_scalar_subquery_is_not_unknown(shop: Meta) -> None:
    entities = sql_entities(
        "SELECT name FROM customers WHERE id = (SELECT customer_id FROM orders "
        "ORDER BY amount DESC LIMIT 1)",
        shop,
    )
    assert FieldRef("main", "orders", "customer_id") in entities.fields
    assert entities.unknown_columns == ()


def test_a_correlated_column_is_placed_in_the_outer_table(shop: Meta) -> None:
    entities = sql_entities(
        "SELECT id FROM customers WHERE EXISTS (SELECT 1 FROM orders WHERE customer_id = name)",
        shop,
    )
    assert FieldRef("main", "customers", "name") in entities.fields
    assert entities.unknown_columns == ()


def test_a_double_quoted_string_is_a_value_in_sqlite(shop: Meta) -> None:
    entities = sql_entities('SELECT id FROM customers WHERE name = "Ada"', shop)
    assert entities.unknown_columns == ()


@pytest.mark.parametrize(
    ("sql", "message"),
    [
        ("", "empty"),
        ("SELECT * FROM", "does not parse"),
        ("SELEC * FRM orders", "not a query"),
        ("SELECT 1; SELECT 2", "one SQL statement"),
    ],
)
def test_malformed_sql_is_a_clear_error(shop: Meta, sql: str, message: str) -> None:
    with pytest.raises(InvalidSQLError, match=message):
        sql_entities(sql, shop)


def test_the_datasource_dialect_is_used() -> None:
    from tests.conftest import shop_meta

    mysql = Meta("shop", "mysql", shop_meta().schemas)
    entities = sql_entities("SELECT `status` FROM `orders`", mysql)
    assert entities.fields == (FieldRef("main", "orders", "status"),)
