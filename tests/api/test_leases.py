"""Leases on the store itself, SQLite and the loopback PostgreSQL: a job is run by one worker
at a time, taken over only once its lease has expired, and ended once."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import select, text

from service import leases
from service.store.db import MIGRATIONS, Store
from service.store.models import Datasource, Job, JobKind, JobStatus, utcnow

LEASE_S = 30.0
T0 = datetime.fromisoformat("2026-12-01T10:00:00+00:00")


@pytest.fixture(params=["sqlite", "postgresql"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Store]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'store.db'}"
    else:
        url = request.getfixturevalue("pg_database")
    opened = Store(url)
    await opened.migrate()
    yield opened
    await opened.close()


async def _jobs(store: Store, datasources: list[str]) -> list[str]:
    """One queued sync per entry of ``datasources`` (repeats: several jobs of one), oldest
    first."""
    ids = []
    async with store.session() as session:
        for n, name in enumerate(datasources):
            if await session.get(Datasource, name) is None:
                session.add(
                    Datasource(id=name, url_encrypted="x", url_display="x", dialect="sqlite")
                )
                await session.flush()
            job = Job(kind=JobKind.SYNC, datasource_id=name, created_at=T0 + timedelta(seconds=n))
            session.add(job)
            await session.flush()
            ids.append(job.id)
        await session.commit()
    return ids


async def _claim(store: Store, owner: str, now: datetime = T0) -> str | None:
    async with store.session() as session:
        claimed = await leases.claim_job(session, owner, now, LEASE_S, max_attempts=3)
    return claimed.job_id if claimed else None


async def _job(store: Store, job_id: str) -> Job:
    async with store.session() as session:
        job = await session.get(Job, job_id)
        assert job is not None
        return job


async def test_concurrent_workers_each_get_a_different_job(store: Store) -> None:
    ids = await _jobs(store, [f"d{i}" for i in range(12)])

    async def worker(owner: str) -> list[str]:
        taken = []
        while (job_id := await _claim(store, owner)) is not None:
            taken.append(job_id)
        return taken

    runs = await asyncio.gather(*(worker(f"w{n}") for n in range(4)))
    claimed = [job_id for run in runs for job_id in run]
    assert sorted(claimed) == sorted(ids)  # every job once, none twice
    for n, run in enumerate(runs):
        for job_id in run:
            job = await _job(store, job_id)
            assert (job.status, job.lease_owner, job.attempts) == ("running", f"w{n}", 1)


async def test_one_datasource_runs_one_job_at_a_time(store: Store) -> None:
    first, second = await _jobs(store, ["shop", "shop"])
    assert await _claim(store, "a") == first
    assert await _claim(store, "b") is None  # the other job of "shop" waits
    async with store.session() as session:
        await leases.finish_job(session, first, "a", {"status": JobStatus.SUCCEEDED})
    assert await _claim(store, "b") == second


async def test_a_job_is_taken_over_only_after_its_lease_expires(store: Store) -> None:
    (job_id,) = await _jobs(store, ["shop"])
    assert await _claim(store, "dead") == job_id
    almost = T0 + timedelta(seconds=LEASE_S - 1)
    assert await _claim(store, "next", almost) is None
    later = T0 + timedelta(seconds=LEASE_S + 1)
    assert await _claim(store, "next", later) == job_id
    job = await _job(store, job_id)
    assert (job.lease_owner, job.attempts) == ("next", 2)

    async with store.session() as session:
        # The first worker was only slow: it learns the job is not its own any more, and
        # cannot end it.
        beat = await leases.renew_job(session, job_id, "dead", later, LEASE_S, {"n": 1})
        assert not beat.held
        assert not await leases.finish_job(session, job_id, "dead", {"status": "failed"})
        assert await leases.finish_job(session, job_id, "next", {"status": "succeeded"})
    job = await _job(store, job_id)
    assert (job.status, job.progress) == ("succeeded", {})


async def test_a_heartbeat_keeps_the_lease_writes_progress_and_hears_a_cancel(
    store: Store,
) -> None:
    (job_id,) = await _jobs(store, ["shop"])
    await _claim(store, "w")
    beat_at = T0 + timedelta(seconds=LEASE_S - 1)
    async with store.session() as session:
        beat = await leases.renew_job(session, job_id, "w", beat_at, LEASE_S, {"tables": 7})
    assert beat == leases.Beat(held=True, cancel_requested=False)
    # Past the first lease, not past the renewed one.
    assert await _claim(store, "other", T0 + timedelta(seconds=LEASE_S + 1)) is None
    async with store.session() as session:
        job = await session.get(Job, job_id)
        assert job is not None and job.progress == {"tables": 7}
        job.cancel_requested = True  # as POST /v1/jobs/{id}/cancel does, on any replica
        await session.commit()
        beat = await leases.renew_job(session, job_id, "w", beat_at, LEASE_S)
    assert beat == leases.Beat(held=True, cancel_requested=True)


async def test_a_job_its_workers_keep_dying_on_is_failed(store: Store) -> None:
    (job_id,) = await _jobs(store, ["shop"])
    now = T0
    for attempt in range(3):
        assert await _claim(store, f"w{attempt}", now) == job_id
        now += timedelta(seconds=LEASE_S + 1)
    assert await _claim(store, "w3", now) is None
    job = await _job(store, job_id)
    assert (job.status, job.attempts) == ("failed", 3)
    assert "stopped 3 times" in job.message


async def test_a_released_job_is_taken_at_once(store: Store) -> None:
    (job_id,) = await _jobs(store, ["shop"])
    await _claim(store, "leaving")
    async with store.session() as session:
        assert await leases.release_jobs(session, "leaving", T0 + timedelta(seconds=1)) == 1
    assert await _claim(store, "next", T0 + timedelta(seconds=2)) == job_id


async def test_a_named_lease_has_one_holder_until_it_expires(store: Store) -> None:
    async with store.session() as session:
        assert await leases.take_lease(session, "index-tasks:shop", "a", T0, LEASE_S)
    async with store.session() as session:
        assert not await leases.take_lease(session, "index-tasks:shop", "b", T0, LEASE_S)
    async with store.session() as session:
        assert await leases.take_lease(session, "index-tasks:shop", "a", T0, LEASE_S)  # renewed
    async with store.session() as session:
        later = T0 + timedelta(seconds=LEASE_S + 1)
        assert await leases.take_lease(session, "index-tasks:shop", "b", later, LEASE_S)
    async with store.session() as session:
        await leases.release_lease(session, "index-tasks:shop", "b")
        assert await leases.take_lease(session, "index-tasks:shop", "a", T0, LEASE_S)


async def test_the_store_keeps_times_comparable(store: Store) -> None:
    """Leases compare stored times with the workers' clocks, on SQLite as text."""
    (job_id,) = await _jobs(store, ["shop"])
    await _claim(store, "w", utcnow())
    async with store.session() as session:
        expires = await session.scalar(select(Job.lease_expires_at).where(Job.id == job_id))
    assert expires is not None and expires > utcnow()


async def test_replicas_starting_together_migrate_one_at_a_time(pg_database: str) -> None:
    stores = [Store(pg_database) for _ in range(4)]
    try:
        migrated = await asyncio.gather(*(s.migrate() for s in stores), return_exceptions=True)
        assert [m for m in migrated if m is not None] == []  # none failed on another's DDL
        (job_id,) = await _jobs(stores[0], ["shop"])  # the schema is whole
        async with stores[3].session() as session:
            assert await session.scalar(select(Job.datasource_id).where(Job.id == job_id)) == "shop"
            versions = (
                await session.execute(text("SELECT version_num FROM alembic_version"))
            ).all()
        assert [v for (v,) in versions] == [_head()]  # one row: migrated once, to the last revision
    finally:
        for s in stores:
            await s.close()


def _head() -> str | None:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return ScriptDirectory.from_config(config).get_current_head()
