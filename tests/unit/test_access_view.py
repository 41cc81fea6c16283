"""What a caller may see of SQL, join paths and views: ``AccessView``, the one place that
decides it. Pairs are withheld whenever their SQL reads, names or might read what is hidden."""

from dataclasses import replace

import pytest

from linking.access import AccessPolicy, AccessRule, AccessView, Withheld
from linking.catalog.meta import Field, FieldRef, Meta, Schema, Table, TableRef
from linking.ranking.joins import fk_graph

DENY_SALARY = AccessPolicy((AccessRule("deny", table="salaries", field="salary"),))
DENY_SALARIES = AccessPolicy((AccessRule("deny", table="salaries"),))


def view_of(meta: Meta, policy: AccessPolicy | None) -> AccessView:
    return AccessView.of(meta, policy, fk_graph(meta))


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT salary AS salary FROM salaries",
        'SELECT "salary" FROM salaries',
        "SELECT * FROM salaries",
        "SELECT s.* FROM salaries AS s",
        "SELECT salary FROM (SELECT 1 AS x) AS d, salaries",
        "SELECT employee FROM salaries ORDER BY salary",
        "SELECT employee FROM salaries WHERE employee IN (SELECT employee FROM salaries "
        "WHERE salary > 5000)",
        "SELECT employee FROM salaries -- sorted by salary",
        "SELECT employee FROM salaries WHERE employee <> 'salary'",
        "SELECT employee FROM salaries NATURAL JOIN salaries AS other",
    ],
)
def test_sql_reading_or_naming_a_hidden_column_is_withheld(shop: Meta, sql: str) -> None:
    with pytest.raises(Withheld):
        view_of(shop, DENY_SALARY).shown_sql(sql)


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT name FROM customers -- compare with salaries",
        "SELECT name FROM customers WHERE city = 'salaries'",
        "SELECT name FROM customers WHERE id IN (SELECT 1 FROM salaries)",
        "SELECT mystery FROM customers",
        "SELECT name FROM customers",  # fine on its own: the question names the table
    ],
)
def test_sql_naming_a_hidden_table_anywhere_is_withheld(shop: Meta, sql: str) -> None:
    with pytest.raises(Withheld):
        view_of(shop, DENY_SALARIES).shown_sql(sql, "客户的名字和员工薪资")


def test_a_join_using_a_hidden_column_is_withheld(shop: Meta) -> None:
    # customers.id is hidden, orders.id is not: only the join says which one is read.
    policy = AccessPolicy((AccessRule("deny", table="customers", field="id"),))
    with pytest.raises(Withheld):
        view_of(shop, policy).shown_sql("SELECT name FROM customers JOIN orders USING (id)")


def test_visible_sql_is_shown_with_what_it_reads(shop: Meta) -> None:
    view = view_of(shop, DENY_SALARY)
    entities = view.shown_sql("SELECT employee, COUNT(*) FROM salaries GROUP BY employee")
    assert entities.fields == (FieldRef("main", "salaries", "employee"),)
    assert entities.whole_tables == ()


def test_a_caller_who_sees_everything_is_told_why_a_pair_is_skipped(shop: Meta) -> None:
    view = view_of(shop, None)
    assert view.shown_sql("SELECT salary FROM salaries").fields
    with pytest.raises(Withheld, match="outside the catalog"):
        view.shown_sql("SELECT wage FROM salaries")
    with pytest.raises(Withheld, match="does not parse"):
        view.shown_sql("SELECT (" * 40 + "1" + ")" * 40)


def test_a_join_path_over_a_hidden_column_is_not_walked(shop: Meta) -> None:
    policy = AccessPolicy((AccessRule("deny", table="orders", field="customer_id"),))
    view = view_of(shop, policy)
    assert view.graph[TableRef("main", "orders")] == []
    assert view.graph[TableRef("main", "customers")] == []


def test_row_filters_travel_with_the_accessible_tables(shop: Meta) -> None:
    policy = AccessPolicy((AccessRule("allow", table="orders", row_filter="amount < 100"),))
    accessible = view_of(shop, policy).accessible
    assert accessible.table(TableRef("main", "orders")).row_filters == ("amount < 100",)
    assert accessible.to_dict()["schemas"][0]["tables"][0]["row_filters"] == ["amount < 100"]


def _with_view(meta: Meta, name: str, definition: str) -> Meta:
    view = Table(name, (Field("employee", "TEXT"),), kind="view", definition=definition)
    (schema,) = meta.schemas
    return replace(meta, schemas=(Schema(schema.name, (*schema.tables, view)),))


def test_a_view_over_a_hidden_table_is_hidden_too(shop: Meta) -> None:
    meta = _with_view(shop, "payroll", "CREATE VIEW payroll AS SELECT employee FROM salaries")
    meta = _with_view(meta, "payroll_copy", "SELECT employee FROM payroll")
    meta = _with_view(meta, "buyers", "SELECT name AS employee FROM customers")
    visible = {ref.table for ref in DENY_SALARIES.apply(meta).table_refs()}
    assert visible == {"customers", "orders", "buyers"}


def test_a_view_reading_a_hidden_column_or_without_definition_is_hidden(shop: Meta) -> None:
    meta = _with_view(shop, "pay", "SELECT employee, salary FROM salaries")
    meta = _with_view(meta, "names", "SELECT employee FROM salaries")
    meta = _with_view(meta, "unknown", "")
    visible = {ref.table for ref in DENY_SALARY.apply(meta).table_refs()}
    assert visible == {"customers", "orders", "salaries", "names"}


def test_with_nothing_hidden_every_view_is_visible(shop: Meta) -> None:
    meta = _with_view(shop, "unknown", "")
    assert AccessPolicy((AccessRule("allow"),)).apply(meta).table_count == 4


def test_a_view_over_a_filtered_table_shows_none_of_its_values() -> None:
    employees = Table(
        "employees",
        (Field("name", "TEXT", sample_values=("Alice", "Bob")), Field("dept_id", "INTEGER")),
    )
    staff = Table(
        "staff",
        (Field("name", "TEXT", sample_values=("Alice", "Bob")),),
        kind="view",
        definition="CREATE VIEW staff AS SELECT name FROM employees",
    )
    meta = Meta("hr", "sqlite", (Schema("main", (employees, staff)),))
    policy = AccessPolicy(
        (AccessRule("allow"), AccessRule("allow", table="employees", row_filter="dept_id = 1"))
    )
    seen = view_of(meta, policy).accessible
    shown = {
        ref.table: [v for f in table.fields for v in f.sample_values]
        for ref, table in seen.tables()
    }
    assert shown == {"employees": [], "staff": []}


def test_a_restricted_caller_is_shown_a_pair_without_literals_it_may_not_see_or_comments() -> None:
    stores = Table(
        "stores",
        (Field("store_id", "INTEGER"), Field("city", "TEXT", sample_values=("上海",))),
    )
    policy = AccessPolicy((AccessRule("allow", table="stores", field="city|store_id"),))
    for dialect, mark in (("sqlite", "?"), ("postgresql", "%s")):
        meta = Meta("shop", dialect, (Schema("main", (stores,)),))
        sql, question = view_of(meta, policy).shown_pair(
            "SELECT city FROM stores /* for Alice */ WHERE store_id = 7 OR city = '上海' "
            "OR city LIKE '%深圳%'",
            "7 号店和深圳的店",
        )
        assert "Alice" not in sql and "7" not in sql and "深圳" not in sql
        assert "'上海'" in sql  # a value the caller is shown stays
        assert question == f"{mark} 号店和{mark}的店"
