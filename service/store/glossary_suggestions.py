"""The glossary suggestions table, and what an evaluation records in it: words a datasource's
pairs use for a table or column that nothing matched (``linking.evaluation.suggestions``), kept
for an admin to accept or dismiss (``service.usecases.glossary_suggestions``)."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from datetime import datetime
from enum import StrEnum

from sqlalchemy import Float, ForeignKey, Integer, String, delete, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from linking import GlossarySuggestion
from service.store.models import Base, new_id, utcnow


class SuggestionStatus(StrEnum):
    PENDING = "pending"
    ACCEPTED = "accepted"  # a glossary term now says it
    DISMISSED = "dismissed"  # not proposed again


class GlossarySuggestionRow(Base):
    """One word → target suggestion, as the latest evaluation of one role's view found it."""

    __tablename__ = "glossary_suggestions"

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=new_id)
    datasource_id: Mapped[str] = mapped_column(
        ForeignKey("datasources.id", ondelete="CASCADE"), index=True
    )
    # The role whose evaluation found it, and who may see it; None: every admin.
    role: Mapped[str | None] = mapped_column(String(64), default=None)
    word: Mapped[str] = mapped_column(String(256))
    target: Mapped[str] = mapped_column(String(1024))  # "schema.table[.column]"
    kind: Mapped[str] = mapped_column(String(8))  # table | column
    support: Mapped[int] = mapped_column(Integer)
    share: Mapped[float] = mapped_column(Float)
    pairs: Mapped[list[str]] = mapped_column(default=list)  # supporting pair ids
    # Their questions, as the role may see them (``AccessView.shown_pair``).
    questions: Mapped[list[str]] = mapped_column(default=list)
    status: Mapped[str] = mapped_column(String(16), default=SuggestionStatus.PENDING)
    # The digest of datasource, role, word and target: one row per suggestion, whatever
    # evaluations find it again (a digest: MariaDB indexes only so many bytes).
    key: Mapped[str] = mapped_column(String(64), unique=True)
    evaluation_id: Mapped[str | None] = mapped_column(String(32), default=None)
    glossary_term_id: Mapped[str | None] = mapped_column(String(32), default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    decided_at: Mapped[datetime | None] = mapped_column(default=None)


def _key(datasource_id: str, role: str | None, word: str, target: str) -> str:
    text = "\x1f".join((datasource_id, role or "", word, target))
    return hashlib.sha256(text.encode()).hexdigest()


async def record(
    session: AsyncSession,
    *,
    datasource_id: str,
    role: str | None,
    evaluation_id: str,
    found: Sequence[GlossarySuggestion],
    questions: Mapping[str, str],
) -> None:
    """What one evaluation of ``role``'s view found; ``questions`` its pairs' questions as
    the role may see them. A suggestion found again keeps its row and its decision; a pending
    one no longer found goes. The caller commits."""
    keys = {_key(datasource_id, role, s.word, s.target): s for s in found}
    same_view = (
        GlossarySuggestionRow.datasource_id == datasource_id,
        GlossarySuggestionRow.role.is_(None)
        if role is None
        else GlossarySuggestionRow.role == role,
    )
    await session.execute(
        delete(GlossarySuggestionRow).where(
            *same_view,
            GlossarySuggestionRow.status == SuggestionStatus.PENDING,
            GlossarySuggestionRow.key.not_in(list(keys)),
        )
    )
    rows = await session.scalars(select(GlossarySuggestionRow).where(*same_view))
    known = {row.key: row for row in rows}
    for key, suggestion in keys.items():
        row = known.get(key)
        if row is None:
            row = GlossarySuggestionRow(
                datasource_id=datasource_id, role=role, key=key, word=suggestion.word
            )
            session.add(row)
        elif row.status != SuggestionStatus.PENDING:
            continue  # decided: found again, it stays as the admin left it
        row.target, row.kind = suggestion.target, suggestion.kind
        row.support, row.share = suggestion.support, suggestion.share
        row.pairs = list(suggestion.pairs)
        row.questions = [questions.get(pair_id, "") for pair_id in suggestion.pairs]
        row.evaluation_id = evaluation_id
