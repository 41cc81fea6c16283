"""Jobs: their progress as the store has it (the running worker's heartbeat writes it, so
every replica reports the same), and cancellation, which a queued job takes at once and a
running one at its next table."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from service.container import Container
from service.errors import Conflict
from service.schemas import JobPublic, Page
from service.store.models import Job, JobKind, JobStatus
from service.usecases.reads import existing, paginate


async def list_jobs(
    session: AsyncSession,
    offset: int,
    limit: int,
    *,
    datasource: str | None = None,
    status: JobStatus | None = None,
    kind: JobKind | None = None,
) -> Page[JobPublic]:
    """The jobs that match the filters given, newest first, a page of them."""
    conditions = []
    if kind:
        conditions.append(Job.kind == kind)
    if datasource:
        conditions.append(Job.datasource_id == datasource)
    if status:
        conditions.append(Job.status == status)
    statement = select(Job).where(*conditions).order_by(Job.created_at.desc(), Job.id)
    return await paginate(session, statement, offset, limit, JobPublic.model_validate)


async def get_job(session: AsyncSession, job_id: str) -> Job:
    return await existing(session, Job, job_id, "job")


async def cancel_job(container: Container, session: AsyncSession, job_id: str) -> Job:
    job = await get_job(session, job_id)
    if not JobStatus(job.status).active:
        raise Conflict(f"job {job_id} has already {job.status}")
    job.cancel_requested = True
    if job.status == JobStatus.QUEUED:
        job.status = JobStatus.CANCELLED
        job.message = "cancelled before it started"
    await session.commit()
    container.worker.cancel(job_id)
    return job
