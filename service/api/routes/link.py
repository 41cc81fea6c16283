"""Linking: a question in, the MetaContext out, seen through the caller's role."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from linking.context import MetaContext, Status
from linking.errors import LinkingError
from linking.linker import Linker
from service.access import glossary_for, policy_for
from service.api.deps import ContainerDep, LinkDep, SessionDep, synced_catalog
from service.api.errors import ApiError, invalid
from service.api.schemas import (
    LinkBatchItem,
    LinkBatchRequest,
    LinkBatchResponse,
    LinkRequest,
    LinkResponse,
)
from service.auth import Principal
from service.container import Container

router = APIRouter(prefix="/v1", tags=["link"])


def _linker(container: Container, max_tables: int | None, max_fields: int | None) -> Linker:
    changes: dict[str, Any] = {}
    if max_tables is not None:
        changes["max_selected_tables"] = max_tables
    if max_fields is not None:
        changes["max_fields"] = max_fields
    return container.linker.with_config(**changes) if changes else container.linker


def _answer(context: MetaContext, fmt: str) -> tuple[dict[str, Any], str | None]:
    rendered = context.render("ddl" if fmt == "ddl" else "markdown") if fmt != "json" else None
    return context.to_dict(), rendered


def _observe(container: Container, context: MetaContext) -> None:
    degraded = [
        c.name
        for c in context.diagnostics.components
        if c.status not in (Status.RAN, Status.SKIPPED)
    ]
    container.metrics.observe_link(context.diagnostics.timings_ms, degraded)


def _check_length(container: Container, question: str) -> None:
    limit = container.linker.config.max_question_chars
    if len(question) > limit:
        raise invalid(f"the question has {len(question)} characters; the limit is {limit}")


async def _link(
    container: Container,
    session: SessionDep,
    principal: Principal,
    datasource_id: str,
    question: str,
    mode: str,
    linker: Linker,
) -> MetaContext:
    meta = await synced_catalog(container, session, datasource_id)
    policy = await policy_for(session, principal.role)
    glossary = await glossary_for(session, datasource_id)
    context = await linker.link(
        question, meta, policy=policy, mode=mode, glossary=glossary, role=principal.role
    )
    _observe(container, context)
    return context


@router.post("/link", operation_id="link")
async def link(
    body: LinkRequest, principal: LinkDep, container: ContainerDep, session: SessionDep
) -> LinkResponse:
    """The tables, columns, sample values, join paths and training pairs the question needs,
    within what the caller's role may see."""
    _check_length(container, body.question)
    linker = _linker(container, body.max_tables, body.max_fields)
    context = await _link(
        container, session, principal, body.datasource, body.question, body.mode, linker
    )
    data, rendered = _answer(context, body.format)
    return LinkResponse(context=data, rendered=rendered)


@router.post("/link/batch", operation_id="link_batch")
async def link_batch(
    body: LinkBatchRequest, principal: LinkDep, container: ContainerDep, session: SessionDep
) -> LinkBatchResponse:
    """Many questions against one datasource; one bad question fails alone."""
    limit = container.settings.max_batch_questions
    if len(body.questions) > limit:
        raise invalid(f"{len(body.questions)} questions; a batch holds at most {limit}")
    await synced_catalog(container, session, body.datasource)
    results = []
    for question in body.questions:
        try:
            _check_length(container, question)
            context = await _link(
                container,
                session,
                principal,
                body.datasource,
                question,
                body.mode,
                container.linker,
            )
        except ApiError as error:
            results.append(
                LinkBatchItem(
                    question=question[:200], error={"code": error.code, "message": error.message}
                )
            )
        except LinkingError as error:
            results.append(
                LinkBatchItem(
                    question=question[:200], error={"code": "invalid", "message": str(error)}
                )
            )
        else:
            data, rendered = _answer(context, body.format)
            results.append(LinkBatchItem(question=question, context=data, rendered=rendered))
    return LinkBatchResponse(results=results)
