"""Relationships between a datasource's tables: list them, declare or reject one, withdraw a
verdict. Admins only: evidence quotes sampled values."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Path, Query, Response

from service.api.deps import AdminDep, ContainerDep, PageDep, SessionDep
from service.schemas import Page, RelationshipJudgement, RelationshipOut
from service.usecases import relationships

router = APIRouter(prefix="/v1/datasources", tags=["relationships"])


@router.get("/{datasource_id}/relationships", operation_id="list_relationships")
async def list_relationships(
    datasource_id: str,
    _: AdminDep,
    container: ContainerDep,
    session: SessionDep,
    page: PageDep,
    origin: Annotated[Literal["database", "declared", "inferred"] | None, Query()] = None,
) -> Page[RelationshipOut]:
    """The relationships joins walk: declared by the database, declared by an admin, or
    inferred by the last sync where nothing is declared (with the evidence and a
    confidence); then the ones an admin rejected. ``origin`` keeps one kind."""
    found = await relationships.list_relationships(container, session, datasource_id, origin)
    return Page(
        data=found[page.offset : page.offset + page.limit],
        count=len(found),
        offset=page.offset,
        limit=page.limit,
    )


@router.put("/{datasource_id}/relationships", operation_id="judge_relationship")
async def judge_relationship(
    datasource_id: str,
    body: RelationshipJudgement,
    _: AdminDep,
    container: ContainerDep,
    session: SessionDep,
) -> RelationshipOut:
    """Declare a relationship (joins may walk it, stronger than inference) or reject one
    (joins never walk it, whatever the database or inference says). Kept across syncs; the
    next link uses it. A verdict on the same join, either way round, replaces the last."""
    return await relationships.judge_relationship(container, session, datasource_id, body)


@router.delete(
    "/{datasource_id}/relationships/verdicts/{verdict_id}",
    status_code=204,
    operation_id="forget_relationship_verdict",
)
async def forget_relationship_verdict(
    datasource_id: str,
    verdict_id: Annotated[int, Path(ge=1, le=relationships.MAX_VERDICT_ID)],
    _: AdminDep,
    container: ContainerDep,
    session: SessionDep,
) -> Response:
    """Withdraw a verdict: the relationship is again what the database and inference say."""
    await relationships.forget_verdict(container, session, datasource_id, verdict_id)
    return Response(status_code=204)
