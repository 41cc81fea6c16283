"""Glossary suggestions: words a datasource's pairs use for a table or column that nothing
matched, found by its evaluations; accepted into the glossary or dismissed by an admin."""

from __future__ import annotations

from fastapi import APIRouter

from service.api.deps import AdminDep, ContainerDep, PageDep, SessionDep
from service.schemas import GlossarySuggestionPublic, Page
from service.store.glossary_suggestions import SuggestionStatus
from service.usecases import glossary_suggestions

router = APIRouter(prefix="/v1/datasources/{datasource_id}/glossary-suggestions", tags=["glossary"])


@router.get("", operation_id="list_glossary_suggestions")
async def list_glossary_suggestions(
    datasource_id: str,
    principal: AdminDep,
    container: ContainerDep,
    session: SessionDep,
    page: PageDep,
    status: SuggestionStatus | None = SuggestionStatus.PENDING,
) -> Page[GlossarySuggestionPublic]:
    """Most supported first; ``status`` pending by default (accepted, dismissed)."""
    return await glossary_suggestions.list_suggestions(
        container,
        session,
        principal,
        datasource_id,
        status=status,
        offset=page.offset,
        limit=page.limit,
    )


@router.post("/{suggestion_id}/accept", operation_id="accept_glossary_suggestion")
async def accept_glossary_suggestion(
    datasource_id: str,
    suggestion_id: str,
    principal: AdminDep,
    container: ContainerDep,
    session: SessionDep,
) -> GlossarySuggestionPublic:
    """The word's glossary term for this datasource gains the target's name as a synonym
    (the term is made if there is none): links expand the word to it from now on."""
    return await glossary_suggestions.decide(
        container, session, principal, datasource_id, suggestion_id, accept=True
    )


@router.post("/{suggestion_id}/dismiss", operation_id="dismiss_glossary_suggestion")
async def dismiss_glossary_suggestion(
    datasource_id: str,
    suggestion_id: str,
    principal: AdminDep,
    container: ContainerDep,
    session: SessionDep,
) -> GlossarySuggestionPublic:
    """Not proposed again, whatever later evaluations find."""
    return await glossary_suggestions.decide(
        container, session, principal, datasource_id, suggestion_id, accept=False
    )
