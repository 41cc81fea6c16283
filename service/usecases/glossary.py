"""Glossary: business terms and their synonyms, used to rewrite questions. A term is unique
per datasource (or among the global ones); synonyms are kept trimmed and without repeats."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from service.errors import Conflict, not_found
from service.schemas import GlossaryCreate, GlossaryPublic, GlossaryUpdate, Page
from service.store.models import Datasource, GlossaryTerm
from service.usecases.reads import existing, paginate


async def create_term(session: AsyncSession, body: GlossaryCreate) -> GlossaryTerm:
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
        raise Conflict(f"the term {body.term!r} exists for this datasource")
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
        raise Conflict(f"the term {body.term!r} exists for this datasource") from error
    return term


async def list_terms(
    session: AsyncSession, offset: int, limit: int, datasource: str | None = None
) -> Page[GlossaryPublic]:
    conditions = [GlossaryTerm.datasource_id == datasource] if datasource else []
    statement = select(GlossaryTerm).where(*conditions).order_by(GlossaryTerm.term, GlossaryTerm.id)
    return await paginate(session, statement, offset, limit, GlossaryPublic.model_validate)


async def change_term(session: AsyncSession, term_id: str, body: GlossaryUpdate) -> GlossaryTerm:
    term = await existing(session, GlossaryTerm, term_id, "glossary term")
    if body.synonyms is not None:
        term.synonyms = _clean(body.synonyms)
    if body.description is not None:
        term.description = body.description
    await session.commit()
    return term


async def delete_term(session: AsyncSession, term_id: str) -> None:
    term = await existing(session, GlossaryTerm, term_id, "glossary term")
    await session.delete(term)
    await session.commit()


def _clean(synonyms: list[str]) -> list[str]:
    return list(dict.fromkeys(s.strip() for s in synonyms if s.strip()))
