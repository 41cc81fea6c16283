"""Health, readiness, metrics, the OpenAPI schema, and the store on PostgreSQL."""

from __future__ import annotations

import os
import re
from pathlib import Path

import psycopg
import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, text

from bench.faults import PG_ADMIN, set_reachable
from bench.fuzz import fuzz
from service.store.db import MIGRATIONS, Store, async_url
from service.store.models import Base
from tests.api.conftest import Service, service_settings, start_service


async def test_health_ready_and_metrics(service: Service, synced: str) -> None:
    assert (await service.client.get("/health")).json()["status"] == "ok"
    ready = (await service.client.get("/ready")).json()
    assert ready == {"ready": True, "components": {"store": "ok", "vectors": "ok", "values": "ok"}}
    await service.client.post("/v1/link", json={"datasource": synced, "question": "门店数量"})
    text = (await service.client.get("/metrics")).text
    assert 'schemalink_request_seconds_count{method="POST",route="/v1/link",status="200"}' in text
    assert 'schemalink_link_stage_seconds_count{stage="retrieve"}' in text
    assert 'schemalink_jobs{kind="sync",status="succeeded"}' in text
    assert 'schemalink_index_points{collection="catalog"}' in text
    await service.client.post("/v1/link", json={"datasource": synced, "question": "门店数量"})
    text = (await service.client.get("/metrics")).text
    assert 'schemalink_link_cache_lookups{result="hit"}' in text
    hits = float(text.split('schemalink_link_cache_lookups{result="hit"} ')[1].split()[0])
    assert hits >= 1


async def test_every_operation_is_documented_with_its_errors(service: Service) -> None:
    schema = (await service.client.get("/openapi.json")).json()
    operations = [op for path in schema["paths"].values() for op in path.values()]
    assert len(operations) >= 30
    assert all(op.get("operationId") and op.get("summary") for op in operations)
    assert "ErrorResponse" in schema["components"]["schemas"]
    assert schema["components"]["securitySchemes"]["HTTPBearer"]["scheme"] == "bearer"


async def test_ready_names_a_value_index_that_is_down(tmp_path: Path) -> None:
    # Nothing listens on port 1: a Meilisearch server that is down, for real.
    settings = service_settings(tmp_path, meili_url="http://127.0.0.1:1", meili_master_key="k")
    _, container, client = await start_service(settings)
    try:
        ready = await client.get("/ready")
        assert ready.status_code == 503
        components = ready.json()["components"]
        assert components["store"] == components["vectors"] == "ok"
        assert components["values"].startswith("failed")
        assert (await client.get("/health")).status_code == 200  # alive, just not ready
    finally:
        await client.aclose()
        await container.close()


async def test_ready_names_a_store_that_is_down_and_recovers(
    pg_database: str, tmp_path: Path
) -> None:
    _, container, client = await start_service(service_settings(tmp_path, database_url=pg_database))
    name = pg_database.rsplit("/", 1)[1]
    try:
        assert (await client.get("/ready")).status_code == 200
        set_reachable(name, False)
        down = await client.get("/ready")
        assert down.status_code == 503
        assert down.json()["components"]["store"].startswith("failed")
        listed = await client.get("/v1/datasources")
        assert listed.status_code == 503 and listed.headers["retry-after"]
        assert listed.json()["error"]["code"] == "store_unavailable"
        body = {"id": "during", "url": "postgresql://reader@127.0.0.1:5432/shop"}
        written = await client.post("/v1/datasources", json=body)
        assert written.status_code == 503 and written.headers["retry-after"]
        set_reachable(name, True)
        assert (await client.get("/ready")).status_code == 200
        assert (await client.get("/v1/datasources/during")).status_code == 404  # not half-there
    finally:
        await client.aclose()
        await container.close()


def test_async_urls_for_the_store() -> None:
    assert async_url("sqlite:///x.db") == "sqlite+aiosqlite:///x.db"
    assert async_url("postgresql://u@h/db") == "postgresql+psycopg://u@h/db"
    with pytest.raises(ValueError, match="SQLite and PostgreSQL"):
        async_url("mysql+pymysql://root@127.0.0.1/test")


async def test_the_store_migrates_and_serves_on_postgresql(pg_database: str) -> None:
    store = Store(pg_database)
    try:
        await store.migrate()
        await store.migrate()  # a second run is a no-op
        async with store.session() as session:
            tables = set(
                await session.scalars(
                    text("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
                )
            )
        assert {"datasources", "jobs", "training_pairs", "index_tasks", "api_keys"} <= tables
        assert "alembic_version" in tables
    finally:
        await store.close()


@pytest.mark.slow
def test_schemathesis_finds_no_server_error_and_no_schema_violation() -> None:
    """A served process on a PostgreSQL store, probed by schemathesis with every check
    (examples, coverage, fuzzing and stateful phases) for half a minute; ``python -m bench
    fuzz`` runs the same for longer on both stores."""
    try:
        psycopg.connect(PG_ADMIN, connect_timeout=3).close()
    except psycopg.OperationalError as error:
        pytest.skip(f"no PostgreSQL on 127.0.0.1:5432: {error}")
    result = fuzz(30, "postgresql")
    assert result["failures"] == {}, str(result["output"])[-6000:]
    assert result["server_errors_logged"] == 0
    assert result["exit_code"] == 0 and "Tested: 57" in str(result["output"])


async def test_the_walk_runs_on_a_postgresql_store(
    pg_database: str, tmp_path: Path, demo_url: str
) -> None:
    _, container, client = await start_service(service_settings(tmp_path, database_url=pg_database))
    try:
        await client.post("/v1/datasources", json={"id": "demo", "url": demo_url})
        job = (await client.post("/v1/datasources/demo/sync")).json()
        await container.worker.drain()
        assert (await client.get(f"/v1/jobs/{job['id']}")).json()["status"] == "succeeded"
        rows = b'{"question": "q1", "sql": "SELECT COUNT(*) FROM orders"}\n{"question": "q2"}\n'
        report = await client.post(
            "/v1/training-pairs/bulk",
            params={"datasource": "demo"},
            files={"file": ("p.jsonl", rows)},
        )
        assert [r["status"] for r in report.json()["rows"]] == ["accepted", "invalid"]
        await container.worker.drain()
        linked = await client.post(
            "/v1/link", json={"datasource": "demo", "question": "订单一共有多少？"}
        )
        assert "orders" in {t["name"] for t in linked.json()["context"]["tables"]}
    finally:
        await client.aclose()
        await container.close()


@pytest.mark.server
async def test_the_service_links_with_a_meilisearch_value_index(
    tmp_path: Path, demo_url: str
) -> None:
    url = os.environ.get("MEILI_URL")
    if not url:
        pytest.skip("MEILI_URL is not set: no Meilisearch server to test against")
    settings = service_settings(
        tmp_path, meili_url=url, meili_master_key=os.environ.get("MEILI_MASTER_KEY")
    )
    _, container, client = await start_service(settings)
    try:
        assert (await client.get("/ready")).json()["components"]["values"] == "ok"
        await client.post("/v1/datasources", json={"id": "meili_demo", "url": demo_url})
        await client.post("/v1/datasources/meili_demo/sync")
        await container.worker.drain()
        linked = await client.post(
            "/v1/link", json={"datasource": "meili_demo", "question": "已取消的订单有多少？"}
        )
        fields = [f for t in linked.json()["context"]["tables"] for f in t["fields"]]
        assert any("已取消" in value for f in fields for value in f.get("matched_values", []))
    finally:
        await client.aclose()
        await container.close()


def test_the_migrations_build_what_the_models_describe(tmp_path: Path) -> None:
    engine = create_engine(f"sqlite:///{tmp_path / 'store.db'}")
    with engine.begin() as connection:
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
        differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    engine.dispose()
    assert differences == []


async def test_the_docs_pages_load_nothing_from_another_host(service: Service) -> None:
    for page in ["/docs"]:
        html = (await service.client.get(page)).text
        sources = re.findall(r'(?:src|href)="([^"]+)"', html)
        assert sources and all(s.startswith("/docs-assets/") for s in sources), sources
        for source in sources:
            asset = await service.client.get(source)
            assert asset.status_code == 200 and len(asset.content) > 1000, source
        assert "://" not in html  # no other host, no CDN
