"""A DuckDB file served as a datasource: registered, synced, linked, its joins inferred."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.api.conftest import Service
from tests.integration.test_duckdb import DDL

duckdb = pytest.importorskip("duckdb", reason="the duckdb extra is not installed")


async def test_a_duckdb_datasource_is_synced_and_linked(
    service: Service, tmp_path_factory: pytest.TempPathFactory
) -> None:
    path = Path(tmp_path_factory.mktemp("duckdb")) / "shop.duckdb"
    with duckdb.connect(str(path)) as connection:
        connection.execute(DDL)
    created = await service.client.post(
        "/v1/datasources", json={"id": "duck", "url": f"duckdb:///{path}"}
    )
    assert created.status_code == 201, created.text
    assert created.json()["dialect"] == "duckdb"
    job = (await service.client.post("/v1/datasources/duck/sync")).json()
    await service.drain()
    done = (await service.client.get(f"/v1/jobs/{job['id']}")).json()
    assert done["status"] == "succeeded", done
    linked = await service.client.post(
        "/v1/link",
        json={"datasource": "duck", "question": "南京路旗舰店通过小程序的销售额是多少？"},
    )
    assert linked.status_code == 200, linked.text
    context = linked.json()["context"]
    assert {"main.sales", "main.stores"} <= {
        f"{t['schema']}.{t['name']}" for t in context["tables"]
    }
    inferred = await service.client.get(
        "/v1/datasources/duck/relationships", params={"origin": "inferred"}
    )
    assert [(r["table"], r["ref_table"]) for r in inferred.json()["data"]] == [
        ("main.sales", "main.stores")
    ]
