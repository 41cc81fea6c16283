"""Jobs: progress of syncs and re-indexes, and cancellation.

Progress is what the store has: the running worker's heartbeat writes it every few seconds,
so every API replica reports the same."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query
from sqlalchemy import select

from service.api.deps import AdminDep, ContainerDep, PageDep, SessionDep, get_or_404, paginate
from service.api.errors import conflict
from service.api.schemas import JobPublic, Page
from service.store.models import Job, JobStatus

router = APIRouter(prefix="/v1/jobs", tags=["jobs"])


@router.get("", operation_id="list_jobs")
async def list_jobs(
    _: AdminDep,
    session: SessionDep,
    page: PageDep,
    datasource: Annotated[str | None, Query(max_length=64)] = None,
    status: JobStatus | None = None,
) -> Page[JobPublic]:
    conditions = []
    if datasource:
        conditions.append(Job.datasource_id == datasource)
    if status:
        conditions.append(Job.status == status)
    statement = select(Job).where(*conditions).order_by(Job.created_at.desc(), Job.id)
    return await paginate(session, statement, page, JobPublic.model_validate)


@router.get("/{job_id}", operation_id="get_job")
async def get_job(job_id: str, _: AdminDep, session: SessionDep) -> JobPublic:
    job = await get_or_404(session, Job, job_id, "job")
    return JobPublic.model_validate(job)


@router.post("/{job_id}/cancel", operation_id="cancel_job")
async def cancel_job(
    job_id: str, _: AdminDep, container: ContainerDep, session: SessionDep
) -> JobPublic:
    """Cancel a queued or running job; a running one stops at its next table (its worker, in
    whichever process, reads the request with its next heartbeat)."""
    job = await get_or_404(session, Job, job_id, "job")
    if not JobStatus(job.status).active:
        raise conflict(f"job {job_id} has already {job.status}")
    job.cancel_requested = True
    if job.status == JobStatus.QUEUED:
        job.status = JobStatus.CANCELLED
        job.message = "cancelled before it started"
    await session.commit()
    container.worker.cancel(job_id)
    return JobPublic.model_validate(job)
