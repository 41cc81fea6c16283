"""The values users name, read from real databases into the value index: the cap keeps the
most frequent, the skip rules keep out what nobody names, and a re-read writes only what
changed. SQLite files made here; PostgreSQL and MariaDB on loopback (skipped when absent)."""

from __future__ import annotations

import sqlite3
import threading
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from linking.backends import TantivyValueIndex
from linking.catalog import FieldRef, Meta, TableRef, ValueReader, ValueSettings, introspect
from linking.catalog.meta import Table
from linking.catalog.read_values import TableValues
from linking.errors import UnreachableError
from linking.indexing import values as values_module
from linking.indexing.values import refresh_named_values
from tests.integration.test_introspect import (
    MARIADB_URL,
    POSTGRES_URL,
    mariadb_scratch,
    postgres_scratch,
)

CITY = FieldRef("main", "stores", "city")


def build(path: Path) -> None:
    """Stores in 30 cities, city ``c0`` in 30 rows, ``c1`` in 29, … ``c29`` in 1; beside
    them columns nobody names."""
    with sqlite3.connect(path) as db:
        db.execute(
            "CREATE TABLE stores (id INTEGER PRIMARY KEY, city TEXT, store_id TEXT, "
            "digest TEXT, opened TEXT, note TEXT, amount NUMERIC)"
        )
        rows = [
            (f"c{n}", f"S{n}", uuid.uuid4().hex, f"2024-01-{1 + k % 28:02d}", "x " * 40, n)
            for n in range(30)
            for k in range(30 - n)
        ]
        db.executemany(
            "INSERT INTO stores (city, store_id, digest, opened, note, amount) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            rows,
        )


@pytest.fixture
def database(tmp_path: Path) -> str:
    build(tmp_path / "shop.sqlite")
    return f"sqlite:///{tmp_path / 'shop.sqlite'}"


def catalog(url: str) -> Meta:
    # Two examples a column, so the examples alone cannot pass for the named values.
    from linking.catalog import SampleSettings

    return introspect(url, datasource="shop", sample=SampleSettings(per_column=2)).meta


def read(url: str, meta: Meta, **settings: int) -> TableValues:
    ref = TableRef("main", "stores")
    with ValueReader(url, ValueSettings(**settings)) as reader:
        return reader.read_table(ref, meta.table(ref))


def test_below_the_cap_every_value_is_read_most_frequent_first(database: str) -> None:
    stores = read(database, catalog(database))
    (city,) = stores.columns
    assert city.field == CITY
    assert city.values == tuple(f"c{n}" for n in range(30))
    assert city.complete and city.source == "scan"


def test_above_the_cap_the_most_frequent_are_read(database: str) -> None:
    (city,) = read(database, catalog(database), per_column=5).columns
    assert city.values == ("c0", "c1", "c2", "c3", "c4")
    assert not city.complete


def test_what_nobody_names_is_not_read(database: str) -> None:
    stores = read(database, catalog(database))
    assert stores.skipped == {
        "id": "type INTEGER",
        "store_id": "an identifier by its name",
        "digest": "its values are mostly of shape hash",
        "opened": "its values are mostly of shape date",
        "note": "no short values among its first rows",
        "amount": "type NUMERIC",
    }


async def indexed(index: TantivyValueIndex) -> set[str]:
    held = await index.indexed_values("shop", [TableRef("main", "stores")])
    return held.get(CITY, set())


async def test_a_refresh_writes_only_what_changed(database: str, tmp_path: Path) -> None:
    index = TantivyValueIndex(tmp_path / "values")
    meta = catalog(database)
    with ValueReader(database, ValueSettings()) as reader:
        first = await refresh_named_values(index, meta, reader.read_table)
    # The thirty cities, and the two examples of each other text column with short values.
    assert (first.values_added, first.values_removed) == (30 + 2 * 3, 0)
    assert await indexed(index) == {f"c{n}" for n in range(30)}

    path = database.removeprefix("sqlite:///")
    with sqlite3.connect(path) as db:
        db.execute("DELETE FROM stores WHERE city = 'c29'")
        db.execute("INSERT INTO stores (city) VALUES ('c30')")
    with ValueReader(database, ValueSettings()) as reader:
        second = await refresh_named_values(index, meta, reader.read_table)
    assert (second.values_added, second.values_removed) == (1, 1)
    assert "c30" in await indexed(index) and "c29" not in await indexed(index)
    hits = await index.search("shop", ["c29", "c30"], limit=5)
    assert {h.value for h in hits} == {"c30"}

    with ValueReader(database, ValueSettings()) as reader:
        third = await refresh_named_values(index, meta, reader.read_table)
    assert (third.values_added, third.values_removed) == (0, 0)


async def test_a_refresh_ends_with_its_writes_settled(database: str, tmp_path: Path) -> None:
    calls: list[str] = []

    class Settling(TantivyValueIndex):
        async def change(self, *args: Any) -> None:
            calls.append("write")
            await super().change(*args)

        async def settle(self) -> None:
            calls.append("settle")
            await super().settle()

    index = Settling(tmp_path / "values")
    with ValueReader(database, ValueSettings()) as reader:
        await refresh_named_values(index, catalog(database), reader.read_table)
    assert calls == ["write", "settle"]


async def test_a_column_that_cannot_be_read_keeps_its_values(database: str, tmp_path: Path) -> None:
    index = TantivyValueIndex(tmp_path / "values")
    meta = catalog(database)
    with ValueReader(database, ValueSettings()) as reader:
        await refresh_named_values(index, meta, reader.read_table)
    with sqlite3.connect(database.removeprefix("sqlite:///")) as db:
        db.execute("ALTER TABLE stores RENAME TO shops")
    with ValueReader(database, ValueSettings()) as reader:
        report = await refresh_named_values(index, meta, reader.read_table)
    assert report.columns_failed == 1 and report.values_removed == 0
    assert "main.stores.city: values not read" in report.warnings[0]
    assert len(await indexed(index)) == 30


async def test_a_lost_datasource_ends_the_phase_and_keeps_the_rest(
    database: str, tmp_path: Path
) -> None:
    index = TantivyValueIndex(tmp_path / "values")
    meta = catalog(database)

    def unreachable(ref: TableRef, table: Table) -> TableValues:
        raise UnreachableError("the connection was lost")

    report = await refresh_named_values(index, meta, unreachable)
    assert report.stopped == "the connection was lost" and report.tables_read == 0
    assert report.values_removed == 0


def _orders(c: sa.Connection, schema: str) -> None:
    c.execute(sa.text(f"CREATE TABLE {schema}.orders (id INT, status TEXT, buyer TEXT)"))
    c.execute(
        sa.text(
            f"INSERT INTO {schema}.orders SELECT n, "
            f"(ARRAY['已完成','待支付','已取消'])[1 + n % 3], 'buyer ' || n "
            "FROM generate_series(1, 3000) AS n"
        )
    )
    c.execute(sa.text(f"ANALYZE {schema}.orders"))


@pytest.fixture
def postgres_table() -> Iterator[str]:
    yield from postgres_scratch(_orders)


def test_postgresql_statistics_list_a_small_column_and_estimate_a_large_one(
    postgres_table: str,
) -> None:
    meta = introspect(POSTGRES_URL, datasource="pg", schemas=[postgres_table]).meta
    ref = TableRef(postgres_table, "orders")
    with ValueReader(POSTGRES_URL, ValueSettings(per_column=1000)) as reader:
        orders = reader.read_table(ref, meta.table(ref))
    status, buyer = orders.columns
    assert (status.source, status.complete) == ("statistics", True)
    assert sorted(status.values) == ["已取消", "已完成", "待支付"]
    assert buyer.source == "scan" and len(buyer.values) == 1000 and not buyer.complete
    assert buyer.distinct_estimate == 3000


def _cities(c: sa.Connection, table: str) -> None:
    c.execute(
        sa.text(
            f"CREATE TABLE {table} (id INT PRIMARY KEY, city VARCHAR(20), INDEX (city)) "
            "DEFAULT CHARSET=utf8mb4"
        )
    )
    rows = ", ".join(f"({n}, '城市{n % 40}')" for n in range(400))
    c.execute(sa.text(f"INSERT INTO {table} VALUES {rows}"))
    c.execute(sa.text(f"ANALYZE TABLE {table}"))


def _odd_names(c: sa.Connection, schema: str) -> None:
    odd = f'{schema}."Odd:Table"'
    c.exec_driver_sql(f'CREATE TABLE {odd} ("Rate: 50%% ""net""" TEXT)')
    c.exec_driver_sql(f"INSERT INTO {odd} VALUES ('半价'), ('全价'), ('半价')")


@pytest.fixture
def postgres_odd_table() -> Iterator[str]:
    yield from postgres_scratch(_odd_names)


def test_postgresql_names_with_colons_percents_and_quotes_are_read(
    postgres_odd_table: str,
) -> None:
    meta = introspect(POSTGRES_URL, datasource="pg", schemas=[postgres_odd_table]).meta
    ref = TableRef(postgres_odd_table, "Odd:Table")
    with ValueReader(POSTGRES_URL, ValueSettings()) as reader:
        (rate,) = reader.read_table(ref, meta.table(ref)).columns
    assert rate.field.field == 'Rate: 50% "net"'
    assert rate.values == ("半价", "全价")  # most frequent first


async def test_hostile_values_are_kept_or_dropped_never_fatal(tmp_path: Path) -> None:
    path = tmp_path / "odd.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE t (name TEXT)")
        odd = ["a\x00b", "🦊 Fox", "x" * 10_000, "  spaced   out  ", "Ω"]
        db.executemany("INSERT INTO t VALUES (?)", [(v,) for v in [*odd, "plain", "plain"]])
    url = f"sqlite:///{path}"
    meta = introspect(url, datasource="odd").meta
    ref = TableRef("main", "t")
    with ValueReader(url, ValueSettings()) as reader:
        (name,) = reader.read_table(ref, meta.table(ref)).columns
    # Spaces are collapsed, the 10,000-character text is free text, nothing fails; equally
    # frequent values come in the database's order.
    assert name.values[0] == "plain"
    assert set(name.values[1:]) == {"a\x00b", "🦊 Fox", "spaced out", "Ω"}
    index = TantivyValueIndex(tmp_path / "values")
    with ValueReader(url, ValueSettings()) as reader:
        report = await refresh_named_values(index, meta, reader.read_table)
    assert report.values_added == 5 and report.warnings == []
    assert [h.value for h in await index.search("odd", ["fox"], limit=3)] == ["🦊 Fox"]


@pytest.fixture
def mariadb_table() -> Iterator[str]:
    yield from mariadb_scratch(_cities)


def test_mariadb_values_stream_with_an_estimate_from_its_index(mariadb_table: str) -> None:
    url = MARIADB_URL + "?charset=utf8mb4"
    meta = introspect(url, datasource="maria").meta
    ref = TableRef("test", mariadb_table)
    with ValueReader(url, ValueSettings(per_column=30, fetch_rows=7)) as reader:
        (city,) = reader.read_table(ref, meta.table(ref)).columns
    assert len(city.values) == 30 and not city.complete
    assert all(value.startswith("城市") for value in city.values)
    assert city.distinct_estimate is not None and city.distinct_estimate > 0


async def test_a_batch_s_difference_is_worked_out_off_the_event_loop(
    database: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads = []
    difference = values_module._difference

    def recorded(*args: Any) -> Any:
        threads.append(threading.current_thread())
        return difference(*args)

    monkeypatch.setattr(values_module, "_difference", recorded)
    index = TantivyValueIndex(tmp_path / "values")
    with ValueReader(database, ValueSettings()) as reader:
        report = await refresh_named_values(index, catalog(database), reader.read_table)
    assert report.values_added > 0
    assert threads and threading.main_thread() not in threads
