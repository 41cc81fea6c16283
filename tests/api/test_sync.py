"""A sync is a transaction over the catalog: a PostgreSQL datasource that goes away in the
middle of one (for real: connections refused and cut) loses nothing that was known, and the
job says what it could not read."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import psycopg
import pytest

from bench.faults import set_reachable
from linking.catalog.introspection import IntrospectionReport, introspect
from service.worker import Worker
from tests.api.conftest import Service, service_settings, start_service

TABLES = 30


def _create_tables(url: str, names: list[str]) -> None:
    with psycopg.connect(url, autocommit=True) as db:
        for name in names:
            db.execute(f"CREATE TABLE {name} (id serial PRIMARY KEY, label text, status text)")
            db.execute(f"INSERT INTO {name} (label, status) VALUES ('{name} one', '已完成')")


@pytest.fixture
def warehouse(pg_database: str) -> Iterator[tuple[str, str]]:
    """A PostgreSQL datasource of 30 tables: (its URL for the service, its database name)."""
    _create_tables(pg_database, [f"t{i:02d}" for i in range(TABLES)])
    name = pg_database.rsplit("/", 1)[1]
    yield pg_database.replace("postgresql://", "postgresql+psycopg://"), name
    set_reachable(name, True)


@pytest.fixture
async def served(tmp_path: Path) -> Any:
    _, container, client = await start_service(service_settings(tmp_path))
    yield Service(None, container, client)  # type: ignore[arg-type]
    await client.aclose()
    await container.close()


def _outage_after(tables: int, database: str, worker: Worker) -> Callable[[], None]:
    """Make the datasource go away once the worker's next syncs have read ``tables`` tables;
    the function returned puts the worker's own reading back."""
    own = worker.syncs

    def introspect(url: str, **kwargs: Any) -> IntrospectionReport:
        progress = kwargs.pop("progress")

        def on_table(done: int, total: int, name: str) -> None:
            progress(done, total, name)
            if done == tables:
                set_reachable(database, False)

        return own.introspector(url, progress=on_table, **kwargs)

    worker.syncs = replace(own, introspector=introspect)

    def restore() -> None:
        worker.syncs = own

    return restore


async def _sync(svc: Service, datasource: str) -> dict[str, Any]:
    job = (await svc.client.post(f"/v1/datasources/{datasource}/sync")).json()
    await svc.drain()
    done: dict[str, Any] = (await svc.client.get(f"/v1/jobs/{job['id']}")).json()
    return done


async def _tables(svc: Service, datasource: str) -> list[str]:
    meta = (await svc.client.get(f"/v1/datasources/{datasource}/meta")).json()
    return sorted(t["name"] for s in meta["schemas"] for t in s["tables"])


async def test_an_outage_mid_sync_removes_nothing_and_says_so(
    served: Service, warehouse: tuple[str, str]
) -> None:
    url, database = warehouse
    await served.client.post("/v1/datasources", json={"id": "wh", "url": url})
    assert (await _sync(served, "wh"))["status"] == "succeeded"
    before = await _tables(served, "wh")
    vectors = served.container.linker.vectors
    points = await vectors.count("catalog", {"datasource": "wh"})
    _create_tables(url.replace("+psycopg", ""), ["a_new"])  # read before the outage

    for outage in (1, 2):  # a second outage during the next re-sync changes nothing either
        restore = _outage_after(10, database, served.container.worker)
        job = await _sync(served, "wh")
        restore()
        assert job["status"] == "partial", (outage, job)
        # a_new and t00–t08 were read; t09–t29 were not.
        assert "21 tables could not be read" in job["message"]
        assert "21 kept as the previous sync saw them" in job["message"]
        assert job["progress"]["unread_tables"][:2] == ["public.t09", "public.t10"]
        assert await _tables(served, "wh") == sorted([*before, "a_new"])
        assert await vectors.count("catalog", {"datasource": "wh"}) == points + 4
        shown = (await served.client.get("/v1/datasources/wh")).json()
        assert len(shown["unread_tables"]) == 21
        linked = await served.client.post(
            "/v1/link", json={"datasource": "wh", "question": "t25 的状态"}
        )
        assert linked.status_code == 200
        assert any(
            "could not read 21 tables" in n
            for n in linked.json()["context"]["diagnostics"]["notes"]
        )
        set_reachable(database, True)

    healed = await _sync(served, "wh")
    assert healed["status"] == "succeeded"
    assert (await served.client.get("/v1/datasources/wh")).json()["unread_tables"] == []


async def test_a_first_sync_cut_short_links_what_it_read_and_names_the_rest(
    served: Service, warehouse: tuple[str, str]
) -> None:
    url, database = warehouse
    await served.client.post("/v1/datasources", json={"id": "cut", "url": url})
    restore = _outage_after(5, database, served.container.worker)
    job = await _sync(served, "cut")
    restore()
    assert job["status"] == "partial"
    assert "0 kept as the previous sync saw them, 25 not in the catalog yet" in job["message"]
    assert await _tables(served, "cut") == [f"t{i:02d}" for i in range(5)]
    assert len((await served.client.get("/v1/datasources/cut")).json()["unread_tables"]) == 25


async def test_a_datasource_unreachable_from_the_start_fails_and_keeps_its_catalog(
    served: Service, warehouse: tuple[str, str]
) -> None:
    url, database = warehouse
    await served.client.post("/v1/datasources", json={"id": "gone", "url": url})
    assert (await _sync(served, "gone"))["status"] == "succeeded"
    set_reachable(database, False)
    job = await _sync(served, "gone")
    assert job["status"] == "failed"
    assert job["message"].startswith("cannot connect to the datasource; the reason is in")
    assert len(await _tables(served, "gone")) == TABLES


async def test_a_sync_that_lost_values_says_so_in_its_message(
    tmp_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    path = tmp_path_factory.mktemp("files") / "shop.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE stores (id INTEGER PRIMARY KEY, city TEXT, code TEXT)")
        db.execute("INSERT INTO stores VALUES (1, CAST(x'ff' AS TEXT), 'NJ-01')")

    def read_then_change(url: str, **kwargs: Any) -> IntrospectionReport:
        report = introspect(url, **kwargs)
        with sqlite3.connect(path) as db:  # the file changes before its values are read
            db.execute("ALTER TABLE stores RENAME TO shops")
        return report

    _, container, client = await start_service(service_settings(tmp_path), read_then_change)
    served = Service(None, container, client)  # type: ignore[arg-type]
    try:
        created = await client.post(
            "/v1/datasources", json={"id": "shop", "url": f"sqlite:///{path}"}
        )
        assert created.status_code == 201, created.text
        done = await _sync(served, "shop")
    finally:
        await client.aclose()
        await container.close()
    assert done["status"] == "succeeded", done
    assert done["message"].endswith(
        "; values missing: those of 1 column could not be read (they keep what they had; the "
        "warnings say why); examples missing: 1 column not sampled"
    )
