"""Glossary: business terms and their synonyms, used to rewrite questions. A term is unique
per datasource (or among the global ones); synonyms are kept trimmed and without repeats."""

from __future__ import annotations

from sqlalchemy import Select, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from service.api.deps import get_or_404
from service.api.errors import conflict, not_found
from service.api.schemas import GlossaryCreate, GlossaryUpdate
from service.store.models import Datasource, GlossaryTerm


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
    return term


def terms_of(datasource: str | None = None) -> Select[GlossaryTerm]:
    conditions = [GlossaryTerm.datasource_id == datasource] if datasource else []
    return select(GlossaryTerm).where(*conditions).order_by(GlossaryTerm.term, GlossaryTerm.id)


async def change_term(session: AsyncSession, term_id: str, body: GlossaryUpdate) -> GlossaryTerm:
    term = await get_or_404(session, GlossaryTerm, term_id, "glossary term")
    if body.synonyms is not None:
        term.synonyms = _clean(body.synonyms)
    if body.description is not None:
        term.description = body.description
    await session.commit()
    return term


async def delete_term(session: AsyncSession, term_id: str) -> None:
    term = await get_or_404(session, GlossaryTerm, term_id, "glossary term")
    await session.delete(term)
    await session.commit()


def _clean(synonyms: list[str]) -> list[str]:
    return list(dict.fromkeys(s.strip() for s in synonyms if s.strip()))
