"""A worker killed in the middle of a sync loses nothing: once its lease has expired the next
one finishes the job, and the indexes hold each column, value and pair exactly once."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading
import time
from collections.abc import Collection, Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from linking.backends.values import ValueDoc
from linking.catalog.introspection import IntrospectionReport, introspect
from linking.catalog.meta import TableRef
from service import leases
from service.container import Container
from service.domain.catalogs import load_catalog
from service.store.db import Store
from service.store.models import Job, utcnow
from service.worker import Introspector
from tests.api.conftest import service_settings, start_service


class Killed(BaseException):
    """Stands for the process dying: not an Exception, so nothing on the way catches it."""


async def test_a_sync_killed_half_way_is_finished_by_the_next_worker(
    tmp_path: Path, demo_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = service_settings(tmp_path)
    _, container, client = await start_service(settings)
    await client.post("/v1/datasources", json={"id": "demo", "url": demo_url})
    early = await client.post(
        "/v1/training-pairs/bulk",
        params={"datasource": "demo"},
        files={"file": ("p.jsonl", b"")},
    )
    assert early.status_code == 409  # pairs need a synced catalog: nothing stored yet
    job = (await client.post("/v1/datasources/demo/sync")).json()

    values = container.linker.values
    real_replace = values.replace_tables

    async def die_after_writing(
        datasource: str, tables: Collection[TableRef], docs: Sequence[ValueDoc]
    ) -> None:
        await real_replace(datasource, tables, docs[: len(docs) // 2])
        raise Killed

    monkeypatch.setattr(values, "replace_tables", die_after_writing)
    with pytest.raises(Killed):
        await container.worker.drain()
    status = (await client.get(f"/v1/jobs/{job['id']}")).json()["status"]
    assert status == "running"  # as a dead process leaves it
    monkeypatch.undo()
    await client.aclose()
    await container.close()

    _, container, client = await start_service(settings)
    try:
        await container.worker.drain()
        # The dead worker's lease has not expired: nobody may take the job yet.
        assert (await client.get(f"/v1/jobs/{job['id']}")).json()["attempts"] == 1
        lease = timedelta(seconds=container.worker.leasing.lease_s + 1)
        container.worker.clock = lambda: utcnow() + lease
        await container.worker.drain()
        done = (await client.get(f"/v1/jobs/{job['id']}")).json()
        assert (done["status"], done["attempts"]) == ("succeeded", 2)
        async with container.store.session() as session:
            meta = await load_catalog(session, container.catalogs, "demo")
        assert meta is not None
        vectors = container.linker.vectors
        points = await vectors.count("catalog", {"datasource": "demo"})
        assert points == meta.table_count + meta.field_count
        sampled = sum(len(f.sample_values) for _, t in meta.tables() for f in t.fields)
        named = done["progress"]["named_values"]["values_added"]  # died before they were read
        assert named > 0
        assert await container.linker.values.count("demo") == sampled + named
    finally:
        await client.aclose()
        await container.close()


async def test_a_deletion_is_finished_by_the_next_start(tmp_path: Path, demo_url: str) -> None:
    settings = service_settings(tmp_path)
    _, container, client = await start_service(settings)
    await client.post("/v1/datasources", json={"id": "brief", "url": demo_url})
    await client.post("/v1/datasources/brief/sync")
    await container.worker.drain()
    assert await container.linker.vectors.count("catalog", {"datasource": "brief"}) > 0
    assert (await client.delete("/v1/datasources/brief")).status_code == 204
    await client.aclose()
    await container.close()  # gone before the worker applied the deletion's task

    _, container, client = await start_service(settings)
    try:
        await container.worker.drain()
        assert await container.linker.vectors.count("catalog", {"datasource": "brief"}) == 0
        assert await container.linker.values.count("brief") == 0
    finally:
        await client.aclose()
        await container.close()


def _held_reading() -> tuple[threading.Event, threading.Event, Introspector]:
    """An introspector that stops at the start of reading the database: the first event is
    set once a sync is there, the second lets it go on."""
    reading, go_on = threading.Event(), threading.Event()

    def held_introspect(url: str, **kwargs: Any) -> IntrospectionReport:
        reading.set()
        go_on.wait(30)
        return introspect(url, **kwargs)

    return reading, go_on, held_introspect


async def test_a_worker_stopping_hands_its_job_to_the_next_at_once(
    tmp_path: Path, demo_url: str
) -> None:
    reading, go_on, held = _held_reading()
    settings = service_settings(tmp_path)
    _, setup, client = await start_service(settings)
    await client.post("/v1/datasources", json={"id": "demo", "url": demo_url})
    job = (await client.post("/v1/datasources/demo/sync")).json()
    await client.aclose()
    await setup.close()

    # as `schemalink worker`
    container = await Container.open(settings, run_worker=True, introspector=held)
    try:
        assert await asyncio.to_thread(reading.wait, 30)  # the job is under way
    finally:
        await container.close()  # SIGTERM's path
        go_on.set()
    store = Store(settings.store_url())
    try:
        async with store.session() as session:
            row = await session.get(Job, job["id"])
            assert row is not None and row.status == "running"
            taken = await leases.claim_job(session, "next", utcnow(), 30, max_attempts=3)
    finally:
        await store.close()
    assert taken is not None and taken.job_id == job["id"]


async def test_a_cancel_asked_of_another_replica_reaches_the_worker(
    tmp_path: Path, demo_url: str
) -> None:
    reading, go_on, held = _held_reading()
    _, container, client = await start_service(service_settings(tmp_path), held)
    try:
        await client.post("/v1/datasources", json={"id": "demo", "url": demo_url})
        job = (await client.post("/v1/datasources/demo/sync")).json()
        draining = asyncio.create_task(container.worker.drain())
        assert await asyncio.to_thread(reading.wait, 30)
        # Another replica's POST /v1/jobs/{id}/cancel: only the store knows of it here.
        async with container.store.session() as session:
            row = await session.get(Job, job["id"])
            assert row is not None
            row.cancel_requested = True
            await session.commit()
        await container.worker.beat(job["id"])  # what the heartbeat does every few seconds
        go_on.set()
        await draining
        done = (await client.get(f"/v1/jobs/{job['id']}")).json()
        assert done["status"] == "cancelled", done["message"]
    finally:
        go_on.set()
        await client.aclose()
        await container.close()


async def test_progress_while_reading_reaches_the_store_before_the_next_heartbeat(
    tmp_path: Path, demo_url: str
) -> None:
    """Reading runs in a thread that cannot write; it wakes the heartbeat instead. With a
    heartbeat of a minute, only that wake-up can bring the count to the store."""
    settings = service_settings(tmp_path, job_heartbeat_s=60.0, job_lease_s=240.0)
    store_file = settings.data_dir / "schemalink.db"
    seen: list[dict[str, Any]] = []

    def reporting_introspect(url: str, **kwargs: Any) -> IntrospectionReport:
        kwargs["progress"](1, 11, "customers")
        deadline = time.monotonic() + 30  # a bound for a broken build, not a timing
        while time.monotonic() < deadline and not seen:
            with sqlite3.connect(store_file) as db:
                (progress,) = db.execute("SELECT progress FROM jobs").fetchone()
            if json.loads(progress).get("tables_read") == 1:
                seen.append(json.loads(progress))
        return introspect(url, **kwargs)

    _, container, client = await start_service(settings, reporting_introspect)
    try:
        await client.post("/v1/datasources", json={"id": "demo", "url": demo_url})
        job = (await client.post("/v1/datasources/demo/sync")).json()
        await container.worker.drain()
        assert (await client.get(f"/v1/jobs/{job['id']}")).json()["status"] == "succeeded"
        assert seen and seen[0]["tables_total"] == 11
    finally:
        await client.aclose()
        await container.close()
