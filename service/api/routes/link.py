"""Linking: a question in, the MetaContext out, seen through the caller's role
(``service.usecases.link``); the long part is cancelled if the client hangs up."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response
from pydantic import BaseModel

from service.api.deps import ContainerDep, LinkDep, SessionDep
from service.api.errors import ErrorResponse, error_message, error_status
from service.api.lifecycle import until_disconnected
from service.schemas import (
    LinkBatchItem,
    LinkBatchRequest,
    LinkBatchResponse,
    LinkError,
    LinkRequest,
    LinkResponse,
)
from service.usecases import link as linking

router = APIRouter(
    prefix="/v1",
    tags=["link"],
    responses={
        429: {"model": ErrorResponse, "description": "this key's rate is spent; see Retry-After"},
        503: {"model": ErrorResponse, "description": "too busy to take the question now"},
    },
)


@router.post("/link", operation_id="link", response_model=LinkResponse)
async def link(
    body: LinkRequest,
    request: Request,
    principal: LinkDep,
    container: ContainerDep,
    session: SessionDep,
) -> Response:
    """The tables, columns, sample values, join paths and training pairs the question needs,
    within what the caller's role may see."""
    answer = await linking.link_question(
        container, session, principal, body, lambda work: until_disconnected(request, work)
    )
    return _json(answer)


@router.post("/link/batch", operation_id="link_batch", response_model=LinkBatchResponse)
async def link_batch(
    body: LinkBatchRequest,
    request: Request,
    principal: LinkDep,
    container: ContainerDep,
    session: SessionDep,
) -> Response:
    """Many questions against one datasource; one bad question fails alone. Each question
    counts against the key's rate and waits for its own turn, so a batch never holds the
    service for everyone else."""
    answers = await linking.link_batch(
        container, session, principal, body, lambda work: until_disconnected(request, work)
    )
    return _json(LinkBatchResponse(results=[_batch_item(a) for a in answers]))


def _batch_item(answer: linking.BatchAnswer) -> LinkBatchItem:
    if answer.error is None:
        return LinkBatchItem(
            question=answer.question, context=answer.context, rendered=answer.rendered
        )
    # Each question's error is what /v1/link would have answered it with.
    status, code = error_status(answer.error)
    failed = LinkError(status=status, code=code, message=error_message(answer.error))
    return LinkBatchItem(question=answer.question, error=failed)


def _json(answer: BaseModel) -> Response:
    # The model is the response's shape already: dumped once, not checked again by FastAPI.
    return Response(answer.model_dump_json(by_alias=True), media_type="application/json")
