"""Keys, policies, glossaries and datasource rows are read once per change, not per request,
and a change made by any process is seen at the next request of every other one."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import update

from service.store.db import Store
from service.store.models import ApiKey, Job, JobKind
from service.store.revision import Remembered, store_revision
from tests.api.conftest import service_settings, start_service


async def _revision(store: Store) -> int:
    async with store.session() as session:
        return await store_revision(session)


async def test_every_write_to_a_remembered_table_moves_the_revision(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'store.db'}")
    await store.migrate()
    before = await _revision(store)
    async with store.session() as session:
        session.add(ApiKey(name="k", prefix="sl_x", key_hash="h", scopes=["link"]))
        await session.commit()
    flushed = await _revision(store)
    async with store.session() as session:
        await session.execute(update(ApiKey).values(name="renamed"))  # a statement, no flush
        await session.commit()
    stated = await _revision(store)
    async with store.session() as session:
        session.add(Job(kind=JobKind.SYNC))  # jobs are not remembered by requests
        await session.commit()
    assert before < flushed < stated == await _revision(store)
    await store.close()


@pytest.fixture
async def replicas(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """Two services on one store and one data directory, as two replicas would be."""
    settings = service_settings(tmp_path_factory.mktemp("replicas"))
    first = await start_service(settings)
    second = await start_service(settings)
    yield first[2], second[2], first[1]
    for _, container, client in (second, first):
        await client.aclose()
        await container.close()


async def test_another_replica_s_change_is_seen_at_the_next_request(
    replicas,
    demo_url: str,  # type: ignore[no-untyped-def]
) -> None:
    admin, other, container = replicas
    created = await admin.post("/v1/datasources", json={"id": "demo", "url": demo_url})
    assert created.status_code == 201, created.text
    await admin.post("/v1/datasources/demo/sync")
    await container.worker.drain()
    await admin.post("/v1/roles", json={"name": "bi"})
    await admin.post("/v1/policies", json={"role": "bi", "effect": "allow"})
    key = (
        await admin.post("/v1/api-keys", json={"name": "bi", "scopes": ["link"], "role": "bi"})
    ).json()
    as_bi = {"Authorization": f"Bearer {key['key']}"}
    question = {"datasource": "demo", "question": "员工有多少人？"}

    def tables(answer: object) -> set[str]:
        return {t["name"] for t in answer.json()["context"]["tables"]}  # type: ignore[attr-defined]

    assert "employees" in tables(await other.post("/v1/link", json=question, headers=as_bi))
    await admin.post("/v1/policies", json={"role": "bi", "effect": "deny", "table": "employees"})
    assert "employees" not in tables(await other.post("/v1/link", json=question, headers=as_bi))
    await admin.post("/v1/glossary", json={"term": "门店", "synonyms": ["outlet"]})
    stores = {"datasource": "demo", "question": "门店有多少家？"}
    linked = await other.post("/v1/link", json=stores, headers=as_bi)
    assert "outlet" in linked.json()["context"]["rewrite"]["keywords"]
    await admin.delete(f"/v1/api-keys/{key['id']}")
    assert (await other.post("/v1/link", json=question, headers=as_bi)).status_code == 401


async def test_what_was_read_before_a_change_is_not_kept_under_its_revision(
    tmp_path: Path,
) -> None:
    store = Store(f"sqlite:///{tmp_path / 'store.db'}")
    await store.migrate()
    memory = Remembered()
    async with store.session() as slow:
        await memory.at(slow)  # a request reads the revision, then its key...
        async with store.session() as writer:  # ...meanwhile a key is revoked...
            await writer.execute(update(ApiKey).values(name="revoked"))
            await writer.commit()
        async with store.session() as fast:
            await memory.at(fast)  # ...and another request sees the new revision
        memory.keep(slow, memory.principals, "digest", "read before the change")
    assert "digest" not in memory.principals
    await store.close()
