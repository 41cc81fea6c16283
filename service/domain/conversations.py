"""Conversations the service keeps for its clients: ``conversation_id`` on a link.

A conversation belongs to the API key that named it (another key naming the same id has
another conversation), keeps its last ``conversation_turns`` turns, and expires when no
turn was added for ``conversation_ttl_s``. A turn keeps the question and the tables its
answer named: what a follow-up is linked with (``linking.question.history``).
"""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from service.store.models import ConversationTurn, utcnow


async def conversation_turns(
    session: AsyncSession, key_id: str, conversation_id: str, *, ttl_s: float
) -> list[ConversationTurn]:
    """The conversation's kept turns, oldest first; none once it has expired."""
    rows = list(
        await session.scalars(
            select(ConversationTurn)
            .where(
                ConversationTurn.key_id == key_id,
                ConversationTurn.conversation_id == conversation_id,
            )
            .order_by(ConversationTurn.id)
        )
    )
    if rows and rows[-1].created_at < utcnow() - timedelta(seconds=ttl_s):
        return []
    return rows


async def add_turn(
    session: AsyncSession,
    key_id: str,
    conversation_id: str,
    turn: ConversationTurn,
    *,
    keep: int,
    ttl_s: float,
) -> None:
    """Keep ``turn``, drop the conversation's turns beyond the last ``keep`` and this key's
    expired ones, in one transaction."""
    session.add(turn)
    await session.flush()
    kept = select(ConversationTurn.id).where(
        ConversationTurn.key_id == key_id, ConversationTurn.conversation_id == conversation_id
    )
    newest = list(await session.scalars(kept.order_by(ConversationTurn.id.desc()).limit(keep)))
    await session.execute(
        delete(ConversationTurn).where(
            ConversationTurn.key_id == key_id,
            ConversationTurn.conversation_id == conversation_id,
            ConversationTurn.id.not_in(newest),
        )
    )
    await session.execute(
        delete(ConversationTurn).where(
            ConversationTurn.key_id == key_id,
            ConversationTurn.created_at < utcnow() - timedelta(seconds=ttl_s),
        )
    )
    await session.commit()


async def forget(session: AsyncSession, key_id: str, conversation_id: str) -> int:
    """Delete the conversation; how many turns it had."""
    result = await session.execute(
        delete(ConversationTurn).where(
            ConversationTurn.key_id == key_id, ConversationTurn.conversation_id == conversation_id
        )
    )
    await session.commit()
    return int(result.rowcount or 0)  # type: ignore[attr-defined]
