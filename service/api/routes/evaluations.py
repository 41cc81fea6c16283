"""Evaluations: how well linking answers a datasource's own approved pairs, each asked again
with itself held out; started as a job, its figures read when it has finished."""

from __future__ import annotations

from fastapi import APIRouter

from service.api.deps import AdminDep, ContainerDep, PageDep, SessionDep
from service.schemas import EvaluationPublic, EvaluationRequest, Page
from service.usecases import evaluations

router = APIRouter(prefix="/v1/datasources/{datasource_id}/evaluations", tags=["evaluations"])


@router.post("", status_code=202, operation_id="evaluate_datasource")
async def evaluate_datasource(
    datasource_id: str,
    principal: AdminDep,
    container: ContainerDep,
    session: SessionDep,
    _: EvaluationRequest | None = None,
) -> EvaluationPublic:
    """Link every approved pair's question with the pair held out of pair retrieval and score
    the answer against what its SQL reads, within your role's view. The evaluation is
    answered at once, its figures null until its job (``job_id``: poll ``/v1/jobs/{id}``)
    has finished; one already queued or running is returned instead."""
    return await evaluations.start_evaluation(container, session, principal, datasource_id)


@router.get("", operation_id="list_evaluations")
async def list_evaluations(
    datasource_id: str,
    principal: AdminDep,
    container: ContainerDep,
    session: SessionDep,
    page: PageDep,
) -> Page[EvaluationPublic]:
    """Newest first: the figures of each, so a sync's or an edit's effect shows."""
    return await evaluations.list_evaluations(
        container, session, principal, datasource_id, offset=page.offset, limit=page.limit
    )


@router.get("/{evaluation_id}", operation_id="get_evaluation")
async def get_evaluation(
    datasource_id: str,
    evaluation_id: str,
    principal: AdminDep,
    container: ContainerDep,
    session: SessionDep,
) -> EvaluationPublic:
    return await evaluations.get_evaluation(
        container, session, principal, datasource_id, evaluation_id
    )
