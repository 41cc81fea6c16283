"""Evaluations: how well linking answers a datasource's own approved pairs.

Asking for one queues a job (``service.worker.evaluate``) that links every approved pair's
question with the pair held out and scores the answer against the pair's SQL, within the
view of the caller's role; its result is kept beside the datasource's revision, so a sync or a
description edit shows in the next one. A role reads only the evaluations made in its own
view; a key without a role reads them all.
"""

from __future__ import annotations

from sqlalchemy import ColumnElement, Select, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from service.auth import Principal
from service.container import Container
from service.errors import Conflict, not_found
from service.schemas import EvaluationPublic, Page
from service.store.evaluations import Evaluation
from service.store.models import Job, JobKind, JobStatus
from service.usecases.catalog import visible_catalog
from service.usecases.reads import paginate


def _seen_by(principal: Principal) -> list[ColumnElement[bool]]:
    return [] if principal.role is None else [Evaluation.role == principal.role]


async def request_evaluation(
    container: Container, session: AsyncSession, principal: Principal, datasource_id: str
) -> Job:
    """The evaluation job of this datasource in the caller's view: the one queued or running,
    else a new one. The datasource must be one the caller sees and synced."""
    await visible_catalog(container, session, principal, datasource_id)
    pending = f"{datasource_id}|{principal.role or ''}"
    for _ in range(2):
        row = await session.scalar(select(Evaluation).where(Evaluation.pending == pending))
        if row is not None:
            job = await session.get(Job, row.job_id)
            if job is not None and JobStatus(job.status).active:
                return job
            row.pending = None  # its job failed, was cancelled or is gone: no longer pending
            await session.flush()
        job = Job(kind=JobKind.EVALUATE, datasource_id=datasource_id)
        session.add(job)
        await session.flush()
        session.add(
            Evaluation(
                datasource_id=datasource_id, job_id=job.id, role=principal.role, pending=pending
            )
        )
        try:
            await session.commit()
        except IntegrityError:  # another request queued one meanwhile: that one it is
            await session.rollback()
            continue
        container.worker.wake()
        return job
    raise Conflict(f"an evaluation of {datasource_id!r} is being queued: ask again")


async def start_evaluation(
    container: Container, session: AsyncSession, principal: Principal, datasource_id: str
) -> EvaluationPublic:
    """``request_evaluation``, answered with the evaluation itself (its ``job_id`` the job that
    fills it), readable at once at ``GET …/evaluations/{id}``."""
    job = await request_evaluation(container, session, principal, datasource_id)
    row = await session.scalar(select(Evaluation).where(Evaluation.job_id == job.id))
    if row is None:  # its datasource went meanwhile, and the evaluation with it
        raise not_found("datasource", datasource_id)
    return _public(row, job)


def evaluations_where(principal: Principal, datasource_id: str) -> Select[Evaluation]:
    """The datasource's evaluations the caller may read, newest first."""
    return (
        select(Evaluation)
        .where(Evaluation.datasource_id == datasource_id, *_seen_by(principal))
        .order_by(Evaluation.created_at.desc(), Evaluation.id)
    )


async def list_evaluations(
    container: Container,
    session: AsyncSession,
    principal: Principal,
    datasource_id: str,
    *,
    offset: int,
    limit: int,
) -> Page[EvaluationPublic]:
    await visible_catalog(container, session, principal, datasource_id)
    rows = await paginate(session, evaluations_where(principal, datasource_id), offset, limit, _row)
    jobs = await _jobs(session, [row.job_id for row in rows.data])
    return Page(
        data=[_public(row, jobs.get(row.job_id)) for row in rows.data],
        count=rows.count,
        offset=rows.offset,
        limit=rows.limit,
    )


async def get_evaluation(
    container: Container,
    session: AsyncSession,
    principal: Principal,
    datasource_id: str,
    evaluation_id: str,
) -> EvaluationPublic:
    await visible_catalog(container, session, principal, datasource_id)
    row = await session.scalar(
        evaluations_where(principal, datasource_id).where(Evaluation.id == evaluation_id)
    )
    if row is None:
        raise not_found("evaluation", evaluation_id)
    return _public(row, await session.get(Job, row.job_id))


def _row(row: Evaluation) -> Evaluation:
    return row


async def _jobs(session: AsyncSession, ids: list[str]) -> dict[str, Job]:
    if not ids:
        return {}
    return {job.id: job for job in await session.scalars(select(Job).where(Job.id.in_(ids)))}


def _public(row: Evaluation, job: Job | None) -> EvaluationPublic:
    figures = dict(row.figures or {})
    by_language = figures.pop("by_language", {})
    worst = figures.pop("worst", [])
    status = JobStatus(job.status) if job is not None else JobStatus.FAILED
    message = row.message or (job.message if job is not None else "its job is gone")
    return EvaluationPublic.model_validate(
        {
            "id": row.id,
            "datasource_id": row.datasource_id,
            "job_id": row.job_id,
            "status": status,
            "message": message,
            "role": row.role,
            "revision": row.revision,
            "created_at": row.created_at,
            "finished_at": row.finished_at,
            "figures": figures or None,
            "by_language": by_language,
            "worst": worst,
        }
    )
