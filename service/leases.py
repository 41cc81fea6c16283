"""Leases: which worker runs a job, or a datasource's index tasks, and until when.

A worker claims a job by writing its name and an expiry into the job's row, and renews the
expiry from a heartbeat while it works. A worker that dies stops renewing; once the expiry has
passed, the next worker to look takes the job over (``attempts`` counts the takeovers). No
start-up re-queues anything: a replica starting beside a live worker takes nothing from it.

On PostgreSQL candidates are read ``FOR UPDATE SKIP LOCKED``, so concurrent
workers each get a different row without waiting on each other; the datasource's row is
locked the same way, so two jobs of one datasource never run at once. SQLite has one writer
at a time and ignores ``FOR UPDATE``: there the conditional ``UPDATE`` is what decides, and
it decides the same way. Every write a worker makes to a job it runs is conditional on still
holding the lease, so a job taken over is finished once, by the worker that took it.

Times are the workers' clocks (UTC): hosts must agree to well within a lease (NTP does).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, and_, exists, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from service.store.models import Datasource, Job, JobStatus, Lease

# Candidates read per claim: those locked by other workers are skipped, not waited for.
_CANDIDATES = 8


@dataclass(frozen=True)
class Claimed:
    job_id: str
    attempts: int


@dataclass(frozen=True)
class Beat:
    """What a heartbeat learnt: whether the lease is still this worker's, and whether an
    admin asked (through any replica) to cancel the job."""

    held: bool
    cancel_requested: bool


def _claimable(now: datetime) -> ColumnElement[bool]:
    expired = or_(Job.lease_expires_at.is_(None), Job.lease_expires_at < now)
    return or_(Job.status == JobStatus.QUEUED, and_(Job.status == JobStatus.RUNNING, expired))


def _datasource_busy(now: datetime) -> ColumnElement[bool]:
    """Another job of the same datasource runs under a live lease."""
    other = aliased(Job)
    return exists().where(
        other.datasource_id == Job.datasource_id,
        other.id != Job.id,
        other.status == JobStatus.RUNNING,
        other.lease_expires_at >= now,
    )


async def claim_job(
    session: AsyncSession, owner: str, now: datetime, lease_s: float, max_attempts: int
) -> Claimed | None:
    """The oldest job this worker may run now, claimed for ``lease_s``; None if there is none.
    A job whose worker stopped ``max_attempts`` times is failed instead of run again."""
    candidates = (
        await session.execute(
            select(Job.id, Job.datasource_id, Job.status, Job.attempts)
            .where(_claimable(now), ~_datasource_busy(now))
            .order_by(Job.created_at, Job.id)
            .limit(_CANDIDATES)
            .with_for_update(skip_locked=True)
        )
    ).all()
    for job_id, datasource_id, status, attempts in candidates:
        if datasource_id is not None:
            locked = await session.scalar(
                select(Datasource.id)
                .where(Datasource.id == datasource_id)
                .with_for_update(skip_locked=True)
            )
            if locked is None:  # another worker is claiming a job of it right now
                continue
        if status == JobStatus.RUNNING and attempts >= max_attempts:
            await _give_up(session, job_id, now, attempts)
            continue
        claimed = await session.execute(
            update(Job)
            .where(Job.id == job_id, _claimable(now), ~_datasource_busy(now))
            .values(
                status=JobStatus.RUNNING,
                lease_owner=owner,
                lease_expires_at=now + timedelta(seconds=lease_s),
                started_at=now,
                attempts=Job.attempts + 1,
            )
        )
        if _rowcount(claimed):
            await session.commit()
            return Claimed(job_id, attempts + 1)
    await session.commit()
    return None


async def _give_up(session: AsyncSession, job_id: str, now: datetime, attempts: int) -> None:
    await session.execute(
        update(Job)
        .where(Job.id == job_id, _claimable(now))
        .values(
            status=JobStatus.FAILED,
            lease_expires_at=None,
            finished_at=now,
            message=f"its worker stopped {attempts} times before finishing it (killed, or "
            "lost the store); not tried again: the server logs of those workers say why",
        )
    )


def _held(job_id: str, owner: str) -> ColumnElement[bool]:
    return and_(Job.id == job_id, Job.lease_owner == owner, Job.status == JobStatus.RUNNING)


async def renew_job(
    session: AsyncSession,
    job_id: str,
    owner: str,
    now: datetime,
    lease_s: float,
    progress: dict[str, Any] | None = None,
) -> Beat:
    """Extend the lease (and write the progress so far) if it is still this worker's."""
    values: dict[str, Any] = {"lease_expires_at": now + timedelta(seconds=lease_s)}
    if progress is not None:
        values["progress"] = progress
    renewed = await session.execute(update(Job).where(_held(job_id, owner)).values(**values))
    cancel = await session.scalar(select(Job.cancel_requested).where(Job.id == job_id))
    await session.commit()
    return Beat(held=bool(_rowcount(renewed)), cancel_requested=bool(cancel))


async def finish_job(
    session: AsyncSession, job_id: str, owner: str, values: dict[str, Any]
) -> bool:
    """End the job with ``values`` if it is still this worker's; False if it was taken over
    (the worker that took it finishes it)."""
    finished = await session.execute(
        update(Job).where(_held(job_id, owner)).values(lease_expires_at=None, **values)
    )
    await session.commit()
    return bool(_rowcount(finished))


async def release_jobs(session: AsyncSession, owner: str, now: datetime) -> int:
    """Let another worker take this worker's running jobs at once (a clean shutdown)."""
    released = await session.execute(
        update(Job)
        .where(Job.lease_owner == owner, Job.status == JobStatus.RUNNING)
        .values(lease_expires_at=now)
    )
    await session.commit()
    return _rowcount(released)


async def take_lease(
    session: AsyncSession, name: str, owner: str, now: datetime, lease_s: float
) -> bool:
    """Hold the lease ``name`` for ``lease_s`` (a new one, an expired one, or this worker's
    own, renewed); False if another worker holds it."""
    until = now + timedelta(seconds=lease_s)
    taken = await session.execute(
        update(Lease)
        .where(Lease.name == name, or_(Lease.owner == owner, Lease.expires_at < now))
        .values(owner=owner, expires_at=until)
    )
    if _rowcount(taken):
        await session.commit()
        return True
    session.add(Lease(name=name, owner=owner, expires_at=until))
    try:
        await session.commit()
    except IntegrityError:  # it exists, held by another worker
        await session.rollback()
        return False
    return True


async def release_lease(session: AsyncSession, name: str, owner: str) -> None:
    await session.execute(
        update(Lease).where(Lease.name == name, Lease.owner == owner).values(expires_at=_EPOCH)
    )
    await session.commit()


_EPOCH = datetime.fromisoformat("1970-01-01T00:00:00+00:00")


def _rowcount(result: Any) -> int:
    return int(getattr(result, "rowcount", 0) or 0)
