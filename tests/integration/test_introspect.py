"""Introspection against real databases: SQLite files made here, and the PostgreSQL and
MariaDB servers the CI machine runs on loopback (skipped, with the reason, when absent)."""

from __future__ import annotations

import sqlite3
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa

from linking.access import AccessPolicy, AccessRule
from linking.catalog import SampleSettings, introspect, open_engine
from linking.catalog.meta import ForeignKey, TableRef
from linking.errors import DatasourceError

POSTGRES_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
MARIADB_URL = "mysql+pymysql://root@127.0.0.1:3306/test"

SQLITE_DDL = """
CREATE TABLE customers ( -- 客户
  id INTEGER PRIMARY KEY, -- 客户ID
  name TEXT NOT NULL, -- 姓名
  note TEXT
);
CREATE TABLE "order" ( -- 订单
  id INTEGER PRIMARY KEY,
  customer_id INTEGER REFERENCES customers(id), -- 下单客户
  status VARCHAR(20) -- 订单状态
);
CREATE TABLE tags (order_id INTEGER, tag TEXT, PRIMARY KEY (order_id, tag));
CREATE VIEW open_orders AS SELECT id, status FROM "order" WHERE status = '待支付';
"""


@pytest.fixture
def sqlite_db(tmp_path: Path) -> Path:
    path = tmp_path / "shop.sqlite"
    with sqlite3.connect(path) as db:
        db.executescript(SQLITE_DDL)
        db.executemany(
            "INSERT INTO customers VALUES (?, ?, ?)",
            [(1, "张伟", "x" * 100), (2, "李娜", None), (3, "张伟", "vip")],
        )
        db.executemany(
            'INSERT INTO "order" VALUES (?, ?, ?)',
            [(i, 1 + i % 3, s) for i, s in enumerate(["已完成", "待支付", "已取消"] * 5)],
        )
    return path


def test_sqlite_tables_views_keys_and_ddl_comments(sqlite_db: Path) -> None:
    meta = introspect(f"sqlite:///{sqlite_db}", datasource="shop").meta
    assert meta.dialect == "sqlite"
    assert [r.table for r in meta.table_refs()] == ["customers", "open_orders", "order", "tags"]
    customers = meta.table(TableRef("main", "customers"))
    assert customers.description == "客户"
    assert [(f.name, f.description, f.primary_key) for f in customers.fields] == [
        ("id", "客户ID", True),
        ("name", "姓名", False),
        ("note", "", False),
    ]
    order = meta.table(TableRef("main", "order"))
    assert order.foreign_keys == (ForeignKey(("customer_id",), "main", "customers", ("id",)),)
    open_orders = meta.table(TableRef("main", "open_orders"))
    assert open_orders.kind == "view"
    assert open_orders.definition.startswith("CREATE VIEW open_orders AS SELECT id, status FROM")
    assert meta.table(TableRef("main", "tags")).primary_key == ("order_id", "tag")


def test_sqlite_s_stored_ddl_is_read_once_however_many_tables(tmp_path: Path) -> None:
    # SQLAlchemy looks a table's DDL up by scanning sqlite_master, twice a table: reading
    # 10,000 tables was quadratic. One read answers every lookup.
    path = tmp_path / "wide.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE t0 (id INTEGER PRIMARY KEY, name TEXT)")
        for n in range(1, 40):
            db.execute(
                f"CREATE TABLE t{n} (id INTEGER PRIMARY KEY, up INTEGER REFERENCES t{n - 1}(id))"
            )
    scans: list[str] = []

    def seen(_conn: object, _cursor: object, statement: str, *_: object) -> None:
        if "sqlite_master" in statement:
            scans.append(statement)

    sa.event.listen(sa.engine.Engine, "before_cursor_execute", seen)
    try:
        tables = introspect(f"sqlite:///{path}", datasource="wide").meta.schemas[0].tables
    finally:
        sa.event.remove(sa.engine.Engine, "before_cursor_execute", seen)
    assert len(tables) == 40 and tables[-1].foreign_keys[0].ref_table == "t8"  # t9 sorts last
    assert len(scans) <= 4, scans[:6]


def test_values_are_distinct_capped_and_short(sqlite_db: Path) -> None:
    sample = SampleSettings(per_column=2, max_chars=10)
    meta = introspect(f"sqlite:///{sqlite_db}", datasource="shop", sample=sample).meta
    customers = meta.table(TableRef("main", "customers"))
    assert sorted(customers.field("name").sample_values) == ["张伟", "李娜"]
    assert customers.field("note").sample_values == ("vip",)  # the 100-char note is skipped
    assert customers.field("id").sample_values == ()  # numbers are not sampled
    assert len(meta.table(TableRef("main", "order")).field("status").sample_values) == 2


def test_a_broken_view_is_reported_and_the_rest_kept(sqlite_db: Path) -> None:
    with sqlite3.connect(sqlite_db) as db:
        db.executescript("CREATE VIEW broken AS SELECT * FROM customers; DROP TABLE tags;")
        db.execute("CREATE TABLE gone (a TEXT)")
        db.execute("CREATE VIEW broken_too AS SELECT a FROM gone")
        db.execute("DROP TABLE gone")
    report = introspect(f"sqlite:///{sqlite_db}", datasource="shop")
    names = [r.table for r in report.meta.table_refs()]
    assert "customers" in names
    assert "broken_too" not in names
    assert report.unread.keys() == {"main.broken_too"}
    assert "cannot be read" in report.unread["main.broken_too"]
    assert any(w.startswith("main.broken_too: not read") for w in report.warnings)


def test_sqlite_is_opened_read_only(sqlite_db: Path) -> None:
    engine = open_engine(f"sqlite:///{sqlite_db}")
    with engine.connect() as connection, pytest.raises(sa.exc.OperationalError, match="readonly"):
        connection.execute(sa.text("DELETE FROM customers"))
    engine.dispose()


def test_a_sqlite_connection_attaches_nothing_and_loads_no_extension(
    sqlite_db: Path, tmp_path: Path
) -> None:
    other = tmp_path / "other.sqlite"
    engine = open_engine(f"sqlite:///{sqlite_db}")
    with engine.connect() as connection:
        for statement in (f"ATTACH '{other}' AS other", "SELECT load_extension('fileio')"):
            with pytest.raises(sa.exc.DatabaseError, match="not authorized"):
                connection.execute(sa.text(statement))
    engine.dispose()
    assert not other.exists()


def test_a_sqlite_file_name_cannot_set_the_connection_s_mode(tmp_path: Path) -> None:
    tricky = tmp_path / "shop.sqlite?mode=rwc"
    with sqlite3.connect(tricky) as connection:
        connection.execute("CREATE TABLE t (a TEXT)")
    engine = open_engine(f"sqlite:///{str(tricky).replace('?', '%3F')}")
    with engine.connect() as connection, pytest.raises(sa.exc.OperationalError, match="readonly"):
        connection.execute(sa.text("INSERT INTO t VALUES ('x')"))
    engine.dispose()


def test_a_missing_sqlite_file_is_not_created(tmp_path: Path) -> None:
    with pytest.raises(DatasourceError, match="no SQLite database at"):
        introspect(f"sqlite:///{tmp_path / 'nope.sqlite'}", datasource="x")
    assert not (tmp_path / "nope.sqlite").exists()


def test_an_unparsable_url_is_a_clear_error() -> None:
    with pytest.raises(DatasourceError, match="not a valid SQLAlchemy URL"):
        introspect("not a url", datasource="x")


def test_an_unreachable_server_names_the_url_without_its_password() -> None:
    url = "postgresql+psycopg://reader:s3cret-pw@127.0.0.1:9/warehouse"
    with pytest.raises(DatasourceError) as raised:
        introspect(url, datasource="x", sample=SampleSettings(timeout_s=1))
    message = str(raised.value)
    assert message.startswith("cannot connect to postgresql+psycopg://reader:***@127.0.0.1:9/")
    assert "s3cret-pw" not in message


def _server(url: str) -> sa.Engine:
    engine = sa.create_engine(url)
    try:
        with engine.connect():
            pass
    except sa.exc.OperationalError as error:
        pytest.skip(f"no server at {url}: {str(error.orig).splitlines()[0]}")
    return engine


def postgres_scratch(setup: Callable[[sa.Connection, str], object]) -> Iterator[str]:
    """A new schema on the loopback PostgreSQL, filled by ``setup`` and dropped after the
    test; the test is skipped when no server answers."""
    engine = _server(POSTGRES_URL)
    schema = f"sl_{uuid.uuid4().hex[:8]}"
    with engine.begin() as c:
        c.execute(sa.text(f"CREATE SCHEMA {schema}"))
        setup(c, schema)
    try:
        yield schema
    finally:
        with engine.begin() as c:
            c.execute(sa.text(f"DROP SCHEMA {schema} CASCADE"))
        engine.dispose()


def _regions_and_stores(c: sa.Connection, schema: str) -> None:
    c.execute(sa.text(f'CREATE TABLE {schema}.regions (id INT PRIMARY KEY, "Name" TEXT)'))
    c.execute(sa.text(f"COMMENT ON TABLE {schema}.regions IS '销售大区'"))
    c.execute(sa.text(f"COMMENT ON COLUMN {schema}.regions.\"Name\" IS '大区名称'"))
    c.execute(
        sa.text(
            f"CREATE TABLE {schema}.stores (id INT PRIMARY KEY, "
            f"region_id INT REFERENCES {schema}.regions(id), city VARCHAR(20))"
        )
    )
    c.execute(sa.text(f"INSERT INTO {schema}.regions VALUES (1, '华东'), (2, '华南')"))
    c.execute(sa.text(f"INSERT INTO {schema}.stores VALUES (1, 1, '上海')"))
    odd = f'{schema}."Odd:Table"'
    c.exec_driver_sql(f'CREATE TABLE {odd} ("Rate: 50%% ""net""" TEXT)')
    c.exec_driver_sql(f"INSERT INTO {odd} VALUES ('半价'), ('全价')")
    c.execute(sa.text(f"CREATE VIEW {schema}.east AS SELECT id, city FROM {schema}.stores"))


@pytest.fixture
def postgres_schema() -> Iterator[str]:
    yield from postgres_scratch(_regions_and_stores)


def test_postgresql_comments_keys_and_quoted_values(postgres_schema: str) -> None:
    meta = introspect(POSTGRES_URL, datasource="pg", schemas=[postgres_schema]).meta
    assert meta.dialect == "postgresql"
    regions = meta.table(TableRef(postgres_schema, "regions"))
    assert regions.description == "销售大区"
    # A mixed-case column needs quoting when its values are sampled.
    assert regions.field("Name").description == "大区名称"
    assert sorted(regions.field("Name").sample_values) == ["华东", "华南"]
    stores = meta.table(TableRef(postgres_schema, "stores"))
    assert stores.foreign_keys[0].target == TableRef(postgres_schema, "regions")
    # Colons, percent signs and quotes in names are quoted, not taken for parameters.
    odd = meta.table(TableRef(postgres_schema, "Odd:Table")).field('Rate: 50% "net"')
    assert sorted(odd.sample_values) == ["全价", "半价"]


def test_a_view_is_seen_only_by_roles_that_see_what_it_reads(postgres_schema: str) -> None:
    meta = introspect(POSTGRES_URL, datasource="pg", schemas=[postgres_schema]).meta
    east = meta.table(TableRef(postgres_schema, "east"))
    assert east.kind == "view" and "stores" in east.definition
    no_stores = AccessPolicy((AccessRule("deny", table="stores"),))
    no_regions = AccessPolicy((AccessRule("deny", table="regions"),))
    assert TableRef(postgres_schema, "east") not in no_stores.apply(meta).table_refs()
    assert TableRef(postgres_schema, "east") in no_regions.apply(meta).table_refs()


@pytest.mark.parametrize(
    "url",
    ["postgres://postgres@127.0.0.1:5432/test", "postgresql://postgres@127.0.0.1:5432/test"],
)
def test_a_postgresql_url_without_a_driver_reads(url: str, postgres_schema: str) -> None:
    meta = introspect(url, datasource="pg", schemas=[postgres_schema]).meta
    assert TableRef(postgres_schema, "regions") in meta.table_refs()


def test_postgresql_sessions_are_read_only(postgres_schema: str) -> None:
    engine = open_engine(POSTGRES_URL)
    with engine.connect() as c, pytest.raises(sa.exc.InternalError, match="read-only"):
        c.execute(sa.text(f"DELETE FROM {postgres_schema}.stores"))
    engine.dispose()


def test_postgresql_schemas_named_are_read_together(postgres_schema: str) -> None:
    other = f"{postgres_schema}_b"
    engine = _server(POSTGRES_URL)
    with engine.begin() as c:
        c.execute(sa.text(f"CREATE SCHEMA {other}"))
        c.execute(sa.text(f"CREATE TABLE {other}.visits (store_id INT, day DATE)"))
    try:
        meta = introspect(POSTGRES_URL, datasource="pg", schemas=[postgres_schema, other]).meta
        assert [s.name for s in meta.schemas] == [postgres_schema, other]
        assert TableRef(other, "visits") in meta.table_refs()
        with pytest.raises(DatasourceError, match=rf"no schema '{other}x' .*it has: public, "):
            introspect(POSTGRES_URL, datasource="pg", schemas=[f"{other}x"])
        with pytest.raises(DatasourceError, match="'pg_catalog' is the database's own catalog"):
            introspect(POSTGRES_URL, datasource="pg", schemas=["pg_catalog"])
    finally:
        with engine.begin() as c:
            c.execute(sa.text(f"DROP SCHEMA {other} CASCADE"))
        engine.dispose()


def mariadb_scratch(setup: Callable[[sa.Connection, str], object]) -> Iterator[str]:
    """A new table's name on the loopback MariaDB, made by ``setup`` and dropped after the
    test; the test is skipped when no server answers."""
    engine = _server(MARIADB_URL)
    table = f"sl_{uuid.uuid4().hex[:8]}"
    with engine.begin() as c:
        setup(c, table)
    try:
        yield table
    finally:
        with engine.begin() as c:
            c.execute(sa.text(f"DROP TABLE {table}"))
        engine.dispose()


def _orders(c: sa.Connection, table: str) -> None:
    c.execute(
        sa.text(
            f"CREATE TABLE {table} (id INT PRIMARY KEY COMMENT '编号', "
            f"`status` VARCHAR(20) COMMENT '订单状态') COMMENT='订单' "
            "DEFAULT CHARSET=utf8mb4"
        )
    )
    c.execute(sa.text(f"INSERT INTO {table} VALUES (1, '已完成'), (2, '待支付')"))


@pytest.fixture
def mariadb_table() -> Iterator[str]:
    yield from mariadb_scratch(_orders)


def test_a_mysql_url_without_a_driver_reads_with_pymysql(mariadb_table: str) -> None:
    for url in ("mysql://root@127.0.0.1:3306/test", "mariadb://root@127.0.0.1:3306/test"):
        meta = introspect(url, datasource="maria").meta
        assert TableRef("test", mariadb_table) in meta.table_refs(), url


def test_mariadb_comments_and_values(mariadb_table: str) -> None:
    meta = introspect(MARIADB_URL + "?charset=utf8mb4", datasource="maria").meta
    table = meta.table(TableRef("test", mariadb_table))
    assert table.description == "订单"
    assert table.field("status").description == "订单状态"
    assert sorted(table.field("status").sample_values) == ["已完成", "待支付"]


def test_undecodable_values_are_reported_and_the_column_kept(tmp_path: Path) -> None:
    path = tmp_path / "bad.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE t (a TEXT, b TEXT)")
        db.execute("INSERT INTO t VALUES (CAST(x'ff' AS TEXT), 'fine')")
    report = introspect(f"sqlite:///{path}", datasource="x")
    table = report.meta.table(TableRef("main", "t"))
    assert [f.name for f in table.fields] == ["a", "b"]
    assert table.field("a").sample_values == ()
    assert table.field("b").sample_values == ("fine",)
    assert report.unsampled == {("main.t", "a")}
    assert report.warnings[0].startswith("main.t.a: values not sampled (Could not decode to UTF-8")
