"""Jobs: progress of syncs and re-indexes, and cancellation.

Progress is what the store has: the running worker's heartbeat writes it every few seconds,
so every API replica reports the same."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from service.api.deps import AdminDep, ContainerDep, PageDep, SessionDep
from service.schemas import JobPublic, Page
from service.store.models import JobKind, JobStatus
from service.usecases import jobs

router = APIRouter(prefix="/v1/jobs", tags=["jobs"])


@router.get("", operation_id="list_jobs")
async def list_jobs(
    _: AdminDep,
    session: SessionDep,
    page: PageDep,
    datasource: Annotated[str | None, Query(max_length=64)] = None,
    status: JobStatus | None = None,
    kind: JobKind | None = None,
) -> Page[JobPublic]:
    """Newest first, filtered by datasource, status and kind."""
    return await jobs.list_jobs(
        session, page.offset, page.limit, datasource=datasource, status=status, kind=kind
    )


@router.get("/{job_id}", operation_id="get_job")
async def get_job(job_id: str, _: AdminDep, session: SessionDep) -> JobPublic:
    return JobPublic.model_validate(await jobs.get_job(session, job_id))


@router.post("/{job_id}/cancel", operation_id="cancel_job")
async def cancel_job(
    job_id: str, _: AdminDep, container: ContainerDep, session: SessionDep
) -> JobPublic:
    """Cancel a queued or running job; a running one stops at its next table (its worker, in
    whichever process, reads the request with its next heartbeat)."""
    return JobPublic.model_validate(await jobs.cancel_job(container, session, job_id))
