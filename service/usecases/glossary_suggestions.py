"""Glossary suggestions: what an evaluation found that the pairs call a table or column and
nothing matched (``linking.evaluation.suggestions``), for an admin to accept or dismiss.

An evaluation records what it found for its role's view (``service.store.glossary_suggestions
.record``). Accepting one adds
the target's name as a synonym of the word — to the datasource's glossary term for the word,
made if there is none — so the next link expands the word to it; nothing is applied
otherwise. A role reads and decides only the suggestions its own evaluations made; a key
without a role, all of them.
"""

from __future__ import annotations

from sqlalchemy import ColumnElement, Select, select
from sqlalchemy.ext.asyncio import AsyncSession

from service.auth import Principal
from service.container import Container
from service.errors import Conflict, not_found
from service.schemas import GlossarySuggestionPublic, Page
from service.store.glossary_suggestions import GlossarySuggestionRow, SuggestionStatus
from service.store.models import GlossaryTerm, utcnow
from service.usecases.catalog import visible_catalog
from service.usecases.reads import paginate


def _seen_by(principal: Principal) -> list[ColumnElement[bool]]:
    return [] if principal.role is None else [GlossarySuggestionRow.role == principal.role]


def suggestions_where(
    principal: Principal, datasource_id: str, status: SuggestionStatus | None
) -> Select[GlossarySuggestionRow]:
    """The datasource's suggestions the caller may read, most supported first."""
    return (
        select(GlossarySuggestionRow)
        .where(
            GlossarySuggestionRow.datasource_id == datasource_id,
            *_seen_by(principal),
            *([GlossarySuggestionRow.status == status] if status is not None else []),
        )
        .order_by(
            GlossarySuggestionRow.support.desc(),
            GlossarySuggestionRow.word,
            GlossarySuggestionRow.id,
        )
    )


async def list_suggestions(
    container: Container,
    session: AsyncSession,
    principal: Principal,
    datasource_id: str,
    *,
    status: SuggestionStatus | None,
    offset: int,
    limit: int,
) -> Page[GlossarySuggestionPublic]:
    await visible_catalog(container, session, principal, datasource_id)
    query = suggestions_where(principal, datasource_id, status)
    return await paginate(session, query, offset, limit, _public)


async def decide(
    container: Container,
    session: AsyncSession,
    principal: Principal,
    datasource_id: str,
    suggestion_id: str,
    *,
    accept: bool,
) -> GlossarySuggestionPublic:
    """Accept (the word's glossary term gains the target's name) or dismiss a pending
    suggestion; a decided one is a conflict."""
    await visible_catalog(container, session, principal, datasource_id)
    row = await session.scalar(
        suggestions_where(principal, datasource_id, None).where(
            GlossarySuggestionRow.id == suggestion_id
        )
    )
    if row is None:
        raise not_found("glossary suggestion", suggestion_id)
    if row.status != SuggestionStatus.PENDING:
        raise Conflict(f"the suggestion {suggestion_id!r} was {row.status} already")
    if accept:
        term = await _term_for(session, datasource_id, row)
        row.glossary_term_id = term.id
    row.status = SuggestionStatus.ACCEPTED if accept else SuggestionStatus.DISMISSED
    row.decided_at = utcnow()
    await session.commit()
    return _public(row)


async def _term_for(
    session: AsyncSession, datasource_id: str, row: GlossarySuggestionRow
) -> GlossaryTerm:
    """The datasource's term for the word, with the target's name among its synonyms."""
    name = row.target.rsplit(".", 1)[-1]
    term = await session.scalar(
        select(GlossaryTerm).where(
            GlossaryTerm.datasource_id == datasource_id, GlossaryTerm.term == row.word
        )
    )
    if term is None:
        term = GlossaryTerm(
            datasource_id=datasource_id,
            term=row.word,
            synonyms=[name],
            description=f"accepted from a suggestion: {row.support} training pairs",
        )
        session.add(term)
        await session.flush()
    elif name not in term.synonyms:
        term.synonyms = [*term.synonyms, name]
    return term


def _public(row: GlossarySuggestionRow) -> GlossarySuggestionPublic:
    return GlossarySuggestionPublic.model_validate(
        {
            "id": row.id,
            "datasource_id": row.datasource_id,
            "role": row.role,
            "word": row.word,
            "target": row.target,
            "kind": row.kind,
            "support": row.support,
            "share": row.share,
            "pairs": [
                {"pair_id": pair_id, "question": question}
                for pair_id, question in zip(row.pairs, row.questions, strict=False)
            ],
            "status": row.status,
            "glossary_term_id": row.glossary_term_id,
            "created_at": row.created_at,
            "decided_at": row.decided_at,
        }
    )
