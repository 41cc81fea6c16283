"""Datasources: secrets stay secret, connections are tested, syncs are jobs, edits survive."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from sqlalchemy import select

from linking.catalog.meta import Meta
from linking.indexing.progress import IndexReport
from service.demo import build_demo_database
from service.store.models import Datasource
from tests.api.conftest import Service, service_settings, start_service
from tests.conftest import RecordingLLM

SECRET_URL = "postgresql+psycopg://scott:tiger-secret@127.0.0.1:1/nowhere"


async def test_the_password_is_never_returned_nor_stored_in_clear(service: Service) -> None:
    created = await service.client.post("/v1/datasources", json={"id": "remote", "url": SECRET_URL})
    assert created.status_code == 201
    assert "tiger-secret" not in created.text
    assert created.json()["url"] == "postgresql+psycopg://scott:***@127.0.0.1:1/nowhere"
    assert "tiger-secret" not in (await service.client.get("/v1/datasources")).text
    async with service.container.store.session() as session:
        row = await session.scalar(select(Datasource).where(Datasource.id == "remote"))
        assert row is not None and "tiger-secret" not in row.url_encrypted
    tested = await service.client.post("/v1/datasources/remote/test")
    assert tested.status_code == 200
    assert tested.json()["ok"] is False
    assert "cannot connect" in tested.json()["message"]
    assert "tiger-secret" not in tested.text


async def test_an_unreachable_datasource_fails_its_sync_and_logs_why(
    service: Service, caplog: pytest.LogCaptureFixture
) -> None:
    await service.client.post("/v1/datasources", json={"id": "down", "url": SECRET_URL})
    job = (await service.client.post("/v1/datasources/down/sync")).json()
    await service.drain()
    done = (await service.client.get(f"/v1/jobs/{job['id']}")).json()
    assert done["status"] == "failed"
    assert done["message"] == (
        f"cannot connect to the datasource; the reason is in the server log under job "
        f"{job['id']}; the catalog is as before"
    )
    logged = next(r for r in caplog.records if getattr(r, "job_id", None) == job["id"])
    assert "127.0.0.1:1" in logged.reason and "tiger-secret" not in logged.reason  # type: ignore[attr-defined]


async def test_bad_registrations_are_clear(service: Service, demo_url: str) -> None:
    bad = await service.client.post("/v1/datasources", json={"id": "bad", "url": "not a url"})
    assert bad.status_code == 422
    assert "body.url" in bad.json()["error"]["message"]
    odd = await service.client.post("/v1/datasources", json={"id": "bad", "url": "x://a:b:c"})
    assert (odd.status_code, odd.json()["error"]["code"]) == (422, "invalid_url")
    await service.client.post("/v1/datasources", json={"id": "twice", "url": demo_url})
    again = await service.client.post("/v1/datasources", json={"id": "twice", "url": demo_url})
    assert again.status_code == 409
    named = await service.client.post("/v1/datasources", json={"id": "a/b", "url": demo_url})
    assert named.status_code == 422


async def test_urls_outside_the_policy_are_refused(service: Service) -> None:
    store = service.container.settings.store_url()
    for url, reason in [
        ("sqlite:////etc/passwd", "outside the directories"),
        (store, "own data directory"),
        ("mysql+pymysql://root@127.0.0.1/test?read_default_file=/etc/mysql/my.cnf", "not allowed"),
        ("mssql+pyodbc://sa@127.0.0.1/master", "not allowed here"),
    ]:
        refused = await service.client.post("/v1/datasources", json={"id": "x", "url": url})
        assert refused.status_code == 403, url
        assert refused.json()["error"]["code"] == "forbidden_url"
        assert reason in refused.json()["error"]["message"]
    assert (await service.client.get("/v1/datasources/x")).status_code == 404


async def test_a_failed_connection_test_says_nothing_about_the_network(service: Service) -> None:
    failures = {
        "refused": "postgresql+psycopg://u:pw@127.0.0.1:1/x",  # nothing listens
        "no_such_db": "postgresql+psycopg://postgres@127.0.0.1:5432/no_such_database",
        "other_service": "postgresql+psycopg://u:pw@127.0.0.1:3306/x",  # MariaDB answers
    }
    answers = {}
    for name, url in failures.items():
        await service.client.post("/v1/datasources", json={"id": f"t-{name}", "url": url})
        answers[name] = (await service.client.post(f"/v1/datasources/t-{name}/test")).json()
    shapes = {
        (a["ok"], a["message"].split(";")[1].rsplit(" ", 1)[0], a["elapsed_ms"])
        for a in answers.values()
    }
    assert shapes == {(False, " the reason is in the server log under request id", 500.0)}
    assert all("pw" not in a["message"] for a in answers.values())


async def test_privacy_can_be_set_and_changed(service: Service, demo_url: str) -> None:
    created = await service.client.post(
        "/v1/datasources", json={"id": "private", "url": demo_url, "privacy": True}
    )
    assert created.json()["privacy"] is True
    changed = await service.client.patch("/v1/datasources/private", json={"privacy": False})
    assert changed.json()["privacy"] is False
    assert changed.json()["description"] == ""


async def test_descriptions_survive_a_resync_and_reach_the_index(
    service: Service, synced: str
) -> None:
    edit = await service.client.put(
        f"/v1/datasources/{synced}/meta/stores/columns/city/description",
        json={"description": "门店所在城市（上海、杭州……）"},
    )
    assert edit.status_code == 200 and edit.json()["kind"] == "reindex"
    await service.drain()
    job = (await service.client.post(f"/v1/datasources/{synced}/sync")).json()
    await service.drain()
    resynced = (await service.client.get(f"/v1/jobs/{job['id']}")).json()
    assert resynced["status"] == "succeeded"
    assert resynced["progress"]["indexed"] == 0  # nothing changed since the re-index
    meta = (await service.client.get(f"/v1/datasources/{synced}/meta")).json()
    stores = next(t for s in meta["schemas"] for t in s["tables"] if t["name"] == "stores")
    city = next(f for f in stores["fields"] if f["name"] == "city")
    assert city["description"] == "门店所在城市（上海、杭州……）"
    ddl = await service.client.get(f"/v1/datasources/{synced}/meta", params={"format": "ddl"})
    assert "门店所在城市（上海、杭州……）" in ddl.text
    missing = await service.client.put(
        f"/v1/datasources/{synced}/meta/stores/columns/nope/description",
        json={"description": "x"},
    )
    assert missing.status_code == 404


async def test_a_queued_job_can_be_cancelled(service: Service, demo_url: str) -> None:
    await service.client.post("/v1/datasources", json={"id": "later", "url": demo_url})
    job = (await service.client.post("/v1/datasources/later/sync")).json()
    same = (await service.client.post("/v1/datasources/later/sync")).json()
    assert same["id"] == job["id"]  # one sync at a time per datasource
    cancelled = await service.client.post(f"/v1/jobs/{job['id']}/cancel")
    assert cancelled.json()["status"] == "cancelled"
    await service.drain()
    assert (await service.client.get(f"/v1/jobs/{job['id']}")).json()["status"] == "cancelled"
    again = await service.client.post(f"/v1/jobs/{job['id']}/cancel")
    assert again.status_code == 409


async def test_lists_are_paginated(service: Service, demo_url: str) -> None:
    for name in ("p1", "p2", "p3"):
        await service.client.post("/v1/datasources", json={"id": name, "url": demo_url})
    page = (await service.client.get("/v1/datasources", params={"limit": 2})).json()
    assert len(page["data"]) == 2 and page["count"] >= 3
    over = await service.client.get("/v1/datasources", params={"limit": 100_000})
    assert over.status_code == 422


async def test_a_running_sync_stops_when_cancelled(service: Service, demo_url: str) -> None:
    await service.client.post("/v1/datasources", json={"id": "stopme", "url": demo_url})
    job = (await service.client.post("/v1/datasources/stopme/sync")).json()
    service.container.worker.cancel(job["id"])  # as if the cancel arrived once it ran
    await service.drain()
    done = (await service.client.get(f"/v1/jobs/{job['id']}")).json()
    assert done["status"] == "cancelled"
    # Stopped at the first table it read: nothing was indexed.
    assert done["progress"]["phase"] == "reading the database"
    assert "tables_indexed" not in done["progress"]


async def test_a_first_sync_cancelled_while_indexing_leaves_it_not_ready(
    service: Service, demo_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    await service.client.post("/v1/datasources", json={"id": "halfway", "url": demo_url})
    job = (await service.client.post("/v1/datasources/halfway/sync")).json()
    linker = service.container.linker
    real_index = linker.make_linkable

    async def cancelled_on_the_way(meta: Meta, **kwargs: Any) -> IndexReport:
        service.container.worker.cancel(job["id"])  # the request arrives mid-indexing
        return await real_index(meta, **kwargs)

    monkeypatch.setattr(linker, "make_linkable", cancelled_on_the_way)
    await service.drain()
    monkeypatch.undo()
    done = (await service.client.get(f"/v1/jobs/{job['id']}")).json()
    assert done["status"] == "cancelled"
    assert done["progress"]["phase"] == "indexing"
    assert (await service.client.get("/v1/datasources/halfway")).json()["synced_at"] is None
    link = await service.client.post(
        "/v1/link", json={"datasource": "halfway", "question": "门店数量"}
    )
    assert (link.status_code, link.json()["error"]["code"]) == (409, "not_ready")
    await service.client.post("/v1/datasources/halfway/sync")
    await service.drain()
    link = await service.client.post(
        "/v1/link", json={"datasource": "halfway", "question": "门店数量"}
    )
    assert link.status_code == 200


async def test_a_sync_cancelled_while_embedding_leaves_the_new_catalog_linkable(
    service: Service, demo_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    await service.client.post("/v1/datasources", json={"id": "embedding", "url": demo_url})
    job = (await service.client.post("/v1/datasources/embedding/sync")).json()
    monkeypatch.setattr("linking.indexing.indexer.BATCH_DOCUMENTS", 1)  # one table a batch
    real_embed = service.container.linker.indexer.embedder.embed_passages
    batches = 0

    async def cancelled_after_four_tables(texts: Sequence[str]) -> np.ndarray:
        nonlocal batches
        batches += 1
        if batches == 4:
            service.container.worker.cancel(job["id"])
        return await real_embed(texts)

    monkeypatch.setattr(
        service.container.linker.indexer.embedder, "embed_passages", cancelled_after_four_tables
    )
    await service.drain()
    monkeypatch.undo()
    done = (await service.client.get(f"/v1/jobs/{job['id']}")).json()
    assert done["status"] == "cancelled"
    assert "the new catalog is linkable" in done["message"]
    assert (done["progress"]["phase"], done["progress"]["tables_embedded"]) == ("embedding", 4)
    link = await service.client.post(
        "/v1/link", json={"datasource": "embedding", "question": "华东大区有几家门店？"}
    )
    assert link.status_code == 200
    diagnostics = link.json()["context"]["diagnostics"]
    components = {c["name"]: c for c in diagnostics["components"]}
    assert components["fields"]["status"] == "pending"
    assert "4 of 11 tables" in components["fields"]["reason"]
    again = (await service.client.post("/v1/datasources/embedding/sync")).json()
    await service.drain()
    finished = (await service.client.get(f"/v1/jobs/{again['id']}")).json()
    assert (finished["status"], finished["progress"]["embedded"]) == ("succeeded", 11 - 4)


async def test_a_reachable_datasource_tests_ok_and_deleting_one_drops_its_index(
    service: Service, demo_url: str
) -> None:
    await service.client.post("/v1/datasources", json={"id": "gone", "url": demo_url})
    tested = (await service.client.post("/v1/datasources/gone/test")).json()
    assert (tested["ok"], tested["message"]) == (True, "connected")
    await service.client.post("/v1/datasources/gone/sync")
    await service.drain()
    vectors = service.container.linker.vectors
    assert await vectors.count("catalog", {"datasource": "gone"}) > 0
    assert (await service.client.delete("/v1/datasources/gone")).status_code == 204
    again = await service.client.post("/v1/datasources", json={"id": "gone", "url": demo_url})
    assert again.status_code == 409 and "being removed" in again.json()["error"]["message"]
    await service.drain()  # the outbox task the deletion wrote
    assert await vectors.count("catalog", {"datasource": "gone"}) == 0
    assert await service.container.linker.values.count("gone") == 0
    assert (await service.client.get("/v1/datasources/gone")).status_code == 404


async def test_a_private_datasource_keeps_values_and_descriptions_from_the_llm(
    service: Service, demo_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    await service.client.post(
        "/v1/datasources", json={"id": "secretive", "url": demo_url, "privacy": True}
    )
    await service.client.post("/v1/datasources/secretive/sync")
    await service.drain()
    answer = '{"keywords": [], "subqueries": [], "tables": ["customers"], "reason": ""}'
    question = {"datasource": "secretive", "question": "钻石卡客户有几位，住在哪些城市？"}
    prompts = {}
    for private in (True, False):
        await service.client.patch("/v1/datasources/secretive", json={"privacy": private})
        llm = RecordingLLM(answer)
        monkeypatch.setattr(service.container.linker, "llm", llm)
        linked = await service.client.post("/v1/link", json=question)
        assert linked.status_code == 200
        prompts[private] = llm.prompts[-1]  # the table selection
        assert "member_level" in prompts[private]
    secrets = {"客户姓名", "常住城市", "会员等级", "注册日期", "钻石会员", "金卡会员", "普通会员"}
    assert not {s for s in secrets if s in prompts[True]}
    assert {s for s in secrets if s in prompts[False]}  # the same link without privacy


async def test_a_new_url_is_checked_stored_encrypted_and_synced(
    service: Service, demo_url: str
) -> None:
    client = service.client
    await client.post("/v1/datasources", json={"id": "moving", "url": demo_url})
    await client.post("/v1/datasources/moving/sync")
    await service.drain()
    await client.put(
        "/v1/datasources/moving/meta/stores/description", json={"description": "直营门店"}
    )
    moved = Path(demo_url.removeprefix("sqlite:///")).with_name("moved.db")
    shutil.copy(demo_url.removeprefix("sqlite:///"), moved)
    with sqlite3.connect(moved) as database:
        database.execute("CREATE TABLE suppliers (supplier_id INTEGER PRIMARY KEY, name TEXT)")
    refused = await client.patch("/v1/datasources/moving", json={"url": "sqlite:////etc/passwd"})
    assert refused.status_code == 403
    changed = await client.patch("/v1/datasources/moving", json={"url": f"sqlite:///{moved}"})
    assert changed.status_code == 200 and changed.json()["url"].endswith("moved.db")
    await service.drain()
    meta = (await client.get("/v1/datasources/moving/meta")).json()
    tables = {t["name"]: t for s in meta["schemas"] for t in s["tables"]}
    assert "suppliers" in tables and tables["stores"]["description"] == "直营门店"
    async with service.container.store.session() as session:
        row = await session.get(Datasource, "moving")
        assert row is not None and "moved.db" not in row.url_encrypted
        assert service.container.secrets.decrypt(row.url_encrypted) == f"sqlite:///{moved}"


async def test_a_file_dropped_in_the_data_directory_s_inbox_registers_without_settings(
    tmp_path: Path,
) -> None:
    _, container, client = await start_service(service_settings(tmp_path, sqlite_dirs=[]))
    try:
        dropped = tmp_path / "datasources" / "second.sqlite"
        assert dropped.parent.is_dir()  # made when the service opened its data directory
        build_demo_database(dropped)
        created = await client.post(
            "/v1/datasources", json={"id": "second", "url": f"sqlite:///{dropped}"}
        )
        assert created.status_code == 201, created.text
        store = await client.post(
            "/v1/datasources",
            json={"id": "store", "url": f"sqlite:///{tmp_path / 'schemalink.db'}"},
        )
        assert store.status_code == 403 and "datasources" in store.text
    finally:
        await client.aclose()
        await container.close()
