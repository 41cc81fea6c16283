"""Warehouses keep their tables outside the default schema: a datasource names the schemas its
syncs read, a name the database lacks fails the sync naming those it has, and a default schema
with no tables says where the tables are."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

import pytest

from linking.catalog.introspection import IntrospectionReport, introspect
from tests.api.conftest import Service, service_settings, start_service

duckdb = pytest.importorskip("duckdb", reason="the duckdb extra is not installed")

DDL = """
CREATE SCHEMA crm;
CREATE SCHEMA sales;
CREATE TABLE crm.customers (customer_id INTEGER, name VARCHAR, segment VARCHAR);
CREATE TABLE sales.orders (order_id INTEGER, customer_id INTEGER, status VARCHAR);
INSERT INTO crm.customers VALUES (1, 'Ada', 'retail'), (2, 'Grace', 'wholesale');
INSERT INTO sales.orders VALUES (10, 1, 'paid'), (11, 2, 'open');
"""


@pytest.fixture
def warehouse(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = Path(tmp_path_factory.mktemp("schemas")) / "warehouse.duckdb"
    with duckdb.connect(str(path)) as connection:
        connection.execute(DDL)
    return f"duckdb:///{path}"


async def _register(service: Service, datasource: str, url: str, **body: Any) -> Any:
    created = await service.client.post(
        "/v1/datasources", json={"id": datasource, "url": url, **body}
    )
    assert created.status_code == 201, created.text
    return created.json()


async def _sync(service: Service, datasource: str) -> Any:
    job = (await service.client.post(f"/v1/datasources/{datasource}/sync")).json()
    await service.drain()
    return (await service.client.get(f"/v1/jobs/{job['id']}")).json()


async def _tables(service: Service, datasource: str) -> set[str]:
    catalog = await service.client.get(f"/v1/catalog/{datasource}")
    assert catalog.status_code == 200, catalog.text
    return {f"{s['name']}.{t['name']}" for s in catalog.json()["schemas"] for t in s["tables"]}


async def test_a_sync_reads_the_schemas_a_datasource_names(
    service: Service, warehouse: str
) -> None:
    created = await _register(service, "sales_wh", warehouse, schemas=["sales", "crm"])
    assert created["schemas"] == ["sales", "crm"]
    done = await _sync(service, "sales_wh")
    assert done["status"] == "succeeded", done
    assert await _tables(service, "sales_wh") == {"crm.customers", "sales.orders"}
    linked = await service.client.post(
        "/v1/link", json={"datasource": "sales_wh", "question": "orders of retail customers"}
    )
    steps = linked.json()["context"]["join_paths"]
    # Only crm has a table keyed by customer_id: the join crosses the schemas.
    assert [({s["from_table"], s["to_table"]}, s["origin"]) for s in steps] == [
        ({"crm.customers", "sales.orders"}, "inferred")
    ]


async def test_an_empty_default_schema_says_where_the_tables_are(
    service: Service, warehouse: str
) -> None:
    await _register(service, "default_wh", warehouse)
    done = await _sync(service, "default_wh")
    assert done["status"] == "succeeded", done
    assert done["progress"]["warnings"] == [
        "schema 'main' has no tables; the database's other schemas: crm, sales "
        "(name those to read in the datasource's schemas)"
    ]
    linked = await service.client.post(
        "/v1/link", json={"datasource": "default_wh", "question": "orders of retail customers"}
    )
    assert linked.status_code == 200, linked.text
    assert linked.json()["context"]["message"] == (
        "this datasource's catalog has no tables: its sync read none"
    )


async def test_changed_schemas_are_read_by_the_sync_the_change_starts(
    service: Service, warehouse: str
) -> None:
    await _register(service, "moved_wh", warehouse)
    assert (await _sync(service, "moved_wh"))["status"] == "succeeded"
    changed = await service.client.patch("/v1/datasources/moved_wh", json={"schemas": ["sales"]})
    assert changed.status_code == 200, changed.text
    await service.drain()
    assert await _tables(service, "moved_wh") == {"sales.orders"}
    again = await service.client.patch("/v1/datasources/moved_wh", json={"schemas": ["sales"]})
    assert again.status_code == 200
    jobs = (await service.client.get("/v1/jobs", params={"datasource": "moved_wh"})).json()
    assert [j["kind"] for j in jobs["data"]] == ["sync", "sync"]  # the same schemas: no sync


@pytest.mark.parametrize(
    ("schemas", "message"),
    [
        (["salse"], "no schema 'salse' in this database; it has: main, crm, sales"),
        (["information_schema"], "schema 'information_schema' is the database's own catalog"),
    ],
)
async def test_a_schema_the_database_lacks_fails_the_sync_and_says_which_it_has(
    service: Service, warehouse: str, schemas: list[str], message: str
) -> None:
    await _register(service, "typo_wh", warehouse, schemas=schemas)
    done = await _sync(service, "typo_wh")
    assert done["status"] == "failed"
    assert message in done["message"]
    await service.client.delete("/v1/datasources/typo_wh")
    await service.drain()


@pytest.mark.parametrize(
    "schemas",
    [["sales", "sales"], [""], ["a\nb"], [f"s{i}" for i in range(65)], "sales", [1]],
)
async def test_bad_schemas_are_refused(service: Service, warehouse: str, schemas: Any) -> None:
    created = await service.client.post(
        "/v1/datasources", json={"id": "bad_wh", "url": warehouse, "schemas": schemas}
    )
    assert created.status_code == 422, created.text


async def test_schemas_changed_while_a_sync_reads_are_read_by_the_next(
    tmp_path: Path, warehouse: str
) -> None:
    reading, go_on = threading.Event(), threading.Event()

    def held_introspect(url: str, **kwargs: Any) -> IntrospectionReport:
        reading.set()
        go_on.wait(30)
        return introspect(url, **kwargs)

    _, container, client = await start_service(service_settings(tmp_path), held_introspect)
    try:
        await client.post("/v1/datasources", json={"id": "busy_wh", "url": warehouse})
        first = (await client.post("/v1/datasources/busy_wh/sync")).json()
        draining = asyncio.create_task(container.worker.drain())
        assert await asyncio.to_thread(reading.wait, 30)  # it has read the old schemas
        await client.patch("/v1/datasources/busy_wh", json={"schemas": ["sales"]})
        go_on.set()
        await draining
        await container.worker.drain()
        jobs = (await client.get("/v1/jobs", params={"datasource": "busy_wh"})).json()["data"]
        assert [(j["kind"], j["status"]) for j in jobs] == [("sync", "succeeded")] * 2
        assert jobs[1]["id"] == first["id"]
        catalog = (await client.get("/v1/catalog/busy_wh")).json()
        assert [s["name"] for s in catalog["schemas"]] == ["sales"]
    finally:
        go_on.set()
        await client.aclose()
        await container.close()
