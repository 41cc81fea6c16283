"""Glossary: business terms and their synonyms, used to rewrite questions."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from service.api.deps import AdminDep, PageDep, SessionDep, get_or_404, paginate
from service.api.errors import conflict, not_found
from service.api.schemas import GlossaryCreate, GlossaryPublic, GlossaryUpdate, Page
from service.store.models import Datasource, GlossaryTerm

router = APIRouter(prefix="/v1/glossary", tags=["glossary"])


def _clean(synonyms: list[str]) -> list[str]:
    return list(dict.fromkeys(s.strip() for s in synonyms if s.strip()))


@router.post("", status_code=201, operation_id="create_term")
async def create_term(body: GlossaryCreate, _: AdminDep, session: SessionDep) -> GlossaryPublic:
    if body.datasource and await session.get(Datasource, body.datasource) is None:
        raise not_found("datasource", body.datasource)
    # The unique constraint cannot see two global terms (NULL datasources differ): check here.
    same = await session.scalar(
        select(GlossaryTerm.id).where(
            GlossaryTerm.term == body.term.strip(),
            GlossaryTerm.datasource_id.is_(None)
            if body.datasource is None
            else GlossaryTerm.datasource_id == body.datasource,
        )
    )
    if same is not None:
        raise conflict(f"the term {body.term!r} exists for this datasource")
    term = GlossaryTerm(
        term=body.term.strip(),
        synonyms=_clean(body.synonyms),
        description=body.description,
        datasource_id=body.datasource,
    )
    session.add(term)
    try:
        await session.commit()
    except IntegrityError as error:
        raise conflict(f"the term {body.term!r} exists for this datasource") from error
    return GlossaryPublic.model_validate(term)


@router.get("", operation_id="list_terms")
async def list_terms(
    _: AdminDep,
    session: SessionDep,
    page: PageDep,
    datasource: Annotated[str | None, Query(max_length=64)] = None,
) -> Page[GlossaryPublic]:
    conditions = [GlossaryTerm.datasource_id == datasource] if datasource else []
    statement = select(GlossaryTerm).where(*conditions).order_by(GlossaryTerm.term, GlossaryTerm.id)
    return await paginate(session, statement, page, GlossaryPublic.model_validate)


@router.patch("/{term_id}", operation_id="update_term")
async def update_term(
    term_id: str, body: GlossaryUpdate, _: AdminDep, session: SessionDep
) -> GlossaryPublic:
    term = await get_or_404(session, GlossaryTerm, term_id, "glossary term")
    if body.synonyms is not None:
        term.synonyms = _clean(body.synonyms)
    if body.description is not None:
        term.description = body.description
    await session.commit()
    return GlossaryPublic.model_validate(term)


@router.delete("/{term_id}", status_code=204, operation_id="delete_term")
async def delete_term(term_id: str, _: AdminDep, session: SessionDep) -> Response:
    term = await get_or_404(session, GlossaryTerm, term_id, "glossary term")
    await session.delete(term)
    await session.commit()
    return Response(status_code=204)
