"""Feedback from SQL generators: the SQL written for a question, whether it ran, whether it was
right (or the SQL that was), and the training pairs it was written from.

The pairs it names each count a success or a failure (``service.domain.pairs.gate``: a pair failing
too often is no longer served), once per key, and only pairs the caller's view could have been
served. The question with its SQL — the corrected SQL when one is given — is kept, its
comments left out, as a pending learned pair for an admin's review; with
``SCHEMALINK_PAIR_AUTO_APPROVE_SUCCESSES`` set, a pending learned pair reported working by
that many keys besides the one that brought it is approved on its own. The receipt says
nothing of the stored pairs: a report that matches a pair someone else stored, or names pairs
that do not exist, is answered as one that matches nothing.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from linking import AccessView, Withheld
from linking.catalog import without_comments
from service.auth import Principal
from service.container import Container
from service.domain.pairs.gate import (
    FAILURE,
    SUCCESS,
    approving_reporters,
    count_outcome,
    record_report,
)
from service.domain.pairs.records import (
    PairInput,
    PairReads,
    check_pair,
    index_task,
    new_pair,
    stored_twin,
)
from service.schemas import Feedback, FeedbackReceipt
from service.store.models import PairOrigin, PairStatus, TrainingPair
from service.usecases.catalog import visible_catalog

ATTEMPTS = 3  # a report racing the same report is counted again this many times


async def submit_feedback(
    container: Container, session: AsyncSession, principal: Principal, body: Feedback
) -> FeedbackReceipt:
    visible = await visible_catalog(container, session, principal, body.datasource)
    reported = body.corrected_sql or body.sql
    reads = check_pair(
        body.question,
        reported,
        visible.view.accessible,
        max_question_chars=container.settings.max_question_chars,
    )
    sql = without_comments(reported, visible.meta.dialect)
    body = body.model_copy(update={"pairs": await _shown_pairs(session, visible.view, body)})
    for attempt in range(ATTEMPTS):
        try:
            approved, failing = await _record(container, session, principal, body, sql, reads)
            await session.commit()
            break
        except IntegrityError:
            # The same report, stored by another request meanwhile: count this one on it.
            await session.rollback()
            if attempt == ATTEMPTS - 1:
                raise
    if failing or approved:
        # Answers kept for the datasource served what may no longer be served, or lack a
        # pair that now is.
        container.linker.forget_answers(body.datasource)
        container.worker.wake()
    return FeedbackReceipt(status="received")


async def _record(
    container: Container,
    session: AsyncSession,
    principal: Principal,
    body: Feedback,
    sql: str,
    reads: PairReads,
) -> tuple[bool, bool]:
    """Count the report and keep its pair: (the pair was just approved, a pair it names now
    fails too often to be served); the caller commits."""
    worked = body.worked and body.correct is not False and body.corrected_sql is None
    reporter = principal.key_id
    await count_outcome(session, body.datasource, body.pairs, worked=worked, reporter=reporter)
    # The pair kept: the SQL reported, or the correction, which its sender vouches for.
    kept_worked = worked or body.corrected_sql is not None
    pair = await stored_twin(session, body.datasource, body.question, sql)
    if pair is None:
        pair = new_pair(
            body.datasource,
            PairInput(body.question, sql, f"feedback:{principal.name}"),
            reads,
            status=PairStatus.PENDING,
            origin=PairOrigin.FEEDBACK,
            worked=True if body.corrected_sql is not None else body.worked,
        )
        pair.success_count, pair.failure_count = int(kept_worked), int(not kept_worked)
        pair.author_key = reporter
        session.add(pair)
        await session.flush()
        await record_report(session, pair.id, reporter, SUCCESS if kept_worked else FAILURE)
    elif pair.id not in body.pairs:  # else counted already, as a pair it was written from
        await count_outcome(
            session, body.datasource, [pair.id], worked=kept_worked, reporter=reporter
        )
        await session.refresh(pair)
    rules = container.settings.pair_rules()
    approved = (
        rules.auto_approve_successes > 0
        and pair.origin == PairOrigin.FEEDBACK
        and pair.status == PairStatus.PENDING
        and await approving_reporters(session, pair) >= rules.auto_approve_successes
    )
    if approved:
        pair.status = PairStatus.APPROVED
        session.add(index_task(pair))
    failing = await _now_failing(session, body.datasource, body.pairs, rules.max_failures)
    return approved, failing


async def _shown_pairs(session: AsyncSession, view: AccessView, body: Feedback) -> list[str]:
    """The pairs named that this caller's view could have been served: a pair it may not see
    counts nothing, as one that does not exist."""
    if not body.pairs:
        return []
    rows = await session.execute(
        select(TrainingPair.id, TrainingPair.question, TrainingPair.sql).where(
            TrainingPair.datasource_id == body.datasource, TrainingPair.id.in_(body.pairs)
        )
    )
    shown = []
    for pair_id, question, sql in rows:
        try:
            view.shown_sql(sql, question)
        except Withheld:
            continue
        shown.append(pair_id)
    return shown


async def _now_failing(
    session: AsyncSession, datasource: str, pair_ids: list[str], max_failures: int
) -> bool:
    if not pair_ids:
        return False
    found = await session.scalar(
        select(TrainingPair.id).where(
            TrainingPair.datasource_id == datasource,
            TrainingPair.id.in_(pair_ids),
            TrainingPair.failure_count >= max_failures,
        )
    )
    return found is not None
