"""Glossary: business terms and their synonyms, used to rewrite questions (the rules are the
use case's, ``service.usecases.glossary``)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from service.api.deps import AdminDep, PageDep, SessionDep
from service.schemas import GlossaryCreate, GlossaryPublic, GlossaryUpdate, Page
from service.usecases import glossary

router = APIRouter(prefix="/v1/glossary", tags=["glossary"])


@router.post("", status_code=201, operation_id="create_term")
async def create_term(body: GlossaryCreate, _: AdminDep, session: SessionDep) -> GlossaryPublic:
    return GlossaryPublic.model_validate(await glossary.create_term(session, body))


@router.get("", operation_id="list_terms")
async def list_terms(
    _: AdminDep,
    session: SessionDep,
    page: PageDep,
    datasource: Annotated[str | None, Query(max_length=64)] = None,
) -> Page[GlossaryPublic]:
    return await glossary.list_terms(session, page.offset, page.limit, datasource)


@router.patch("/{term_id}", operation_id="update_term")
async def update_term(
    term_id: str, body: GlossaryUpdate, _: AdminDep, session: SessionDep
) -> GlossaryPublic:
    return GlossaryPublic.model_validate(await glossary.change_term(session, term_id, body))


@router.delete("/{term_id}", status_code=204, operation_id="delete_term")
async def delete_term(term_id: str, _: AdminDep, session: SessionDep) -> Response:
    await glossary.delete_term(session, term_id)
    return Response(status_code=204)
