"""Jobs: progress of syncs and re-indexes, and cancellation."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query
from sqlalchemy import select

from service.api.deps import AdminDep, ContainerDep, PageDep, SessionDep, get_or_404, paginate
from service.api.errors import conflict
from service.api.schemas import JobPublic, Page
from service.store.models import Job, JobStatus

router = APIRouter(prefix="/v1/jobs", tags=["jobs"])


def _public(job: Job, container: ContainerDep) -> JobPublic:
    public = JobPublic.model_validate(job)
    live = container.worker.live.get(job.id)
    if live and job.status == JobStatus.RUNNING:
        public.progress = {**public.progress, **live}
    return public


@router.get("", operation_id="list_jobs")
async def list_jobs(
    _: AdminDep,
    container: ContainerDep,
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
    return await paginate(session, statement, page, lambda job: _public(job, container))


@router.get("/{job_id}", operation_id="get_job")
async def get_job(
    job_id: str, _: AdminDep, container: ContainerDep, session: SessionDep
) -> JobPublic:
    job = await get_or_404(session, Job, job_id, "job")
    return _public(job, container)


@router.post("/{job_id}/cancel", operation_id="cancel_job")
async def cancel_job(
    job_id: str, _: AdminDep, container: ContainerDep, session: SessionDep
) -> JobPublic:
    """Cancel a queued or running job; a running one stops at its next table."""
    job = await get_or_404(session, Job, job_id, "job")
    if not JobStatus(job.status).active:
        raise conflict(f"job {job_id} has already {job.status}")
    job.cancel_requested = True
    if job.status == JobStatus.QUEUED:
        job.status = JobStatus.CANCELLED
        job.message = "cancelled before it started"
    await session.commit()
    container.worker.cancel(job_id)
    return _public(job, container)
