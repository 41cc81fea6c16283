"""Feedback from SQL generators: the SQL written for a question, and whether it worked.

It is checked against what the caller may see, kept as a pending pair for an admin's review,
and acknowledged with a receipt that says nothing of the stored pairs: the same report twice
is one pair, and a report that matches a pair someone else stored says so no more than one
that matches nothing.
"""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from service.api.schemas import Feedback, FeedbackReceipt
from service.auth import Principal
from service.container import Container
from service.store.models import PairOrigin, PairStatus
from service.training import PairInput, check_pair, new_pair, stored_twin
from service.usecases.catalog import visible_catalog


async def submit_feedback(
    container: Container, session: AsyncSession, principal: Principal, body: Feedback
) -> FeedbackReceipt:
    visible = await visible_catalog(container, session, principal, body.datasource)
    reads = check_pair(
        body.question,
        body.sql,
        visible.view.accessible,
        max_question_chars=container.settings.max_question_chars,
    )
    if await stored_twin(session, body.datasource, body.question, body.sql) is None:
        pair = new_pair(
            body.datasource,
            PairInput(body.question, body.sql, f"feedback:{principal.name}"),
            reads,
            status=PairStatus.PENDING,
            origin=PairOrigin.FEEDBACK,
            worked=body.worked,
        )
        session.add(pair)
        await session.commit()
    return FeedbackReceipt(status="received")
