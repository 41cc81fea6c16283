"""The conversations the service keeps for a key, as its role may see them now.

A kept turn names the tables its answer had. A role can lose a table (or a datasource)
afterwards; what it may no longer see is then left out of the turn wherever the turn is shown
or used: in ``GET /v1/conversations/{id}`` and in the history a follow-up is linked with. A
turn about a datasource the role no longer sees at all is left out whole.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy.ext.asyncio import AsyncSession

from linking import Turn
from linking.catalog import Meta
from service.auth import Principal
from service.container import Container
from service.domain.conversations import conversation_turns, forget
from service.errors import Refused, not_found
from service.schemas import ConversationOut, ConversationTurnOut
from service.store.models import ConversationTurn
from service.usecases.catalog import visible_catalog


async def _seen(
    container: Container, session: AsyncSession, principal: Principal, datasource_id: str
) -> Meta | None:
    """What the caller sees of a turn's datasource now; None if nothing (or it is gone)."""
    try:
        return (await visible_catalog(container, session, principal, datasource_id)).view.accessible
    except Refused:
        return None


async def _visible_turns(
    container: Container,
    session: AsyncSession,
    principal: Principal,
    rows: Sequence[ConversationTurn],
) -> list[tuple[ConversationTurn, tuple[str, ...]]]:
    seen: dict[str, Meta | None] = {}
    kept = []
    for row in rows:
        if row.datasource_id not in seen:
            seen[row.datasource_id] = await _seen(container, session, principal, row.datasource_id)
        meta = seen[row.datasource_id]
        if meta is not None:
            kept.append((row, _tables_seen(row, meta)))
    return kept


def _tables_seen(row: ConversationTurn, seen: Meta) -> tuple[str, ...]:
    return tuple(t for t in row.tables if seen.resolve_table(t) is not None)


def history_seen(rows: Sequence[ConversationTurn], datasource_id: str, seen: Meta) -> list[Turn]:
    """The kept turns asked of ``datasource_id`` as a follow-up's history, ``seen`` being
    what the caller sees of it now: another datasource's tables mean nothing here, and what
    the role no longer sees is left out."""
    return [
        Turn(row.question, _tables_seen(row, seen))
        for row in rows
        if row.datasource_id == datasource_id
    ]


async def get_conversation(
    container: Container, session: AsyncSession, principal: Principal, conversation_id: str
) -> ConversationOut:
    """The turns kept for this key's conversation, oldest first."""
    ttl_s = container.settings.conversation_ttl_s
    rows = await conversation_turns(session, principal.key_id, conversation_id, ttl_s=ttl_s)
    visible = await _visible_turns(container, session, principal, rows)
    if not visible:
        raise not_found("conversation", conversation_id)
    turns = [
        ConversationTurnOut(
            datasource_id=row.datasource_id,
            question=row.question,
            tables=list(tables),
            created_at=row.created_at,
        )
        for row, tables in visible
    ]
    return ConversationOut(id=conversation_id, turns=turns)


async def forget_conversation(
    session: AsyncSession, principal: Principal, conversation_id: str
) -> None:
    """Delete the conversation; its next turn is linked alone."""
    if not await forget(session, principal.key_id, conversation_id):
        raise not_found("conversation", conversation_id)
