"""Linking: a question in, the MetaContext out, seen through the caller's role.

A link reads what it needs from the store (the catalog, the caller's policy, the glossary)
and gives the connection back before the long part; that part waits for a turn
(``service.limits``). ``until`` runs the long part: the HTTP routers pass one that cancels it
when the client hangs up.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from linking import (
    AccessPolicy,
    Glossary,
    Hints,
    Linker,
    LinkingError,
    MetaContext,
    Status,
    TradeOff,
    Turn,
    checked_question,
)
from linking.catalog import Meta
from service.auth import Principal
from service.container import Container
from service.domain.access import glossary_of, glossary_scope
from service.domain.conversations import add_turn, conversation_turns
from service.errors import Invalid, not_found
from service.limits import Overloaded
from service.schemas import (
    HintFields,
    LinkBatchRequest,
    LinkRequest,
    LinkResponse,
    MetaContextOut,
)
from service.store.models import ConversationTurn, Datasource, GlossaryTerm
from service.usecases.catalog import visible_catalog
from service.usecases.conversations import history_seen

T = TypeVar("T")
Until = Callable[[Coroutine[Any, Any, T]], Awaitable[T]]


async def _plainly(work: Coroutine[Any, Any, T]) -> T:
    return await work


@dataclass(frozen=True)
class BatchAnswer:
    """One question of a batch: its answer, or the error ``link_question`` would have raised
    for it, for the door to shape as it answers that error alone."""

    question: str
    context: MetaContextOut | None = None
    rendered: str | None = None
    error: LinkingError | Overloaded | None = None


@dataclass(frozen=True)
class _Inputs:
    """What a link reads from the store, read once per request."""

    meta: Meta
    seen: Meta  # what the caller may see of it
    policy: AccessPolicy | None
    glossary: Glossary | None
    private: bool
    unread_tables: tuple[str, ...]


@dataclass(frozen=True)
class _Datasource:
    """What a link reads of a datasource row and its glossary, remembered while the store's
    revision stands (``service.store.revision``)."""

    id: str
    revision: int
    synced_at: datetime | None
    privacy: bool
    unread_tables: tuple[str, ...]
    glossary: Glossary | None


async def _datasource(
    container: Container, session: AsyncSession, datasource_id: str
) -> _Datasource:
    memory = await container.remembered.at(session)
    remembered: _Datasource | None = memory.link_inputs.get(datasource_id)
    if remembered is not None:
        return remembered
    # The datasource and its glossary in one query.
    found = (
        await session.execute(
            select(Datasource, GlossaryTerm)
            .outerjoin(GlossaryTerm, glossary_scope(datasource_id))
            .where(Datasource.id == datasource_id)
        )
    ).all()
    if not found:
        raise not_found("datasource", datasource_id)
    row = found[0][0]
    remembered = _Datasource(
        row.id,
        row.revision,
        row.synced_at,
        row.privacy,
        tuple(row.unread_tables),
        glossary_of(term for _, term in found if term is not None),
    )
    memory.keep(session, memory.link_inputs, datasource_id, remembered)
    return remembered


async def _inputs(
    container: Container, session: AsyncSession, principal: Principal, datasource_id: str
) -> _Inputs:
    row = await _datasource(container, session, datasource_id)
    visible = await visible_catalog(container, session, principal, datasource_id, row=row)
    inputs = _Inputs(
        meta=visible.meta,
        seen=visible.view.accessible,
        policy=principal.policy,
        glossary=row.glossary,
        private=container.settings.privacy_mode or row.privacy,
        unread_tables=row.unread_tables,
    )
    # The connection goes back to the pool now: nothing below needs the store.
    await session.close()
    return inputs


def _linker(container: Container, inputs: _Inputs, max_fields: int | None) -> Linker:
    changes: dict[str, Any] = {}
    if max_fields is not None:
        changes["max_fields"] = max_fields
    if inputs.private:
        changes["private"] = True
    return container.linker.with_config(**changes) if changes else container.linker


def _answer(context: MetaContext, fmt: str) -> tuple[MetaContextOut, str | None]:
    rendered = context.render("ddl" if fmt == "ddl" else "markdown") if fmt != "json" else None
    # Read from the answer's own attributes: only what the response model declares leaves
    # (a view's definition in the meta does not), a quarter of the cost of a dict first.
    return MetaContextOut.model_validate(context, from_attributes=True), rendered


def _check_question(container: Container, question: str) -> None:
    """Refuse a question that cannot be linked before any work (store, rate, a turn)."""
    checked_question(question, container.linker.config.max_question_chars)


async def _link_one(
    container: Container,
    linker: Linker,
    principal: Principal,
    inputs: _Inputs,
    question: str,
    mode: str,
    history: Sequence[Turn] = (),
    hints: Hints | None = None,
    trade_off: TradeOff | None = None,
) -> MetaContext:
    async with container.admission.turn():
        context = await linker.link(
            question,
            inputs.meta,
            policy=inputs.policy,
            mode=mode,
            glossary=inputs.glossary,
            role=principal.role,
            history=history,
            hints=hints or Hints(),
            trade_off=trade_off or TradeOff(),
        )
    # Only the unread tables the caller may see are counted: the others are not there.
    unread = [t for t in inputs.unread_tables if inputs.seen.resolve_table(t) is not None]
    if unread:
        context.diagnostics.notes.append(
            f"the last sync could not read {len(unread)} tables; they are linked as an "
            "earlier sync saw them"
        )
    degraded = [
        c.name
        for c in context.diagnostics.components
        if c.status not in (Status.RAN, Status.SKIPPED)
    ]
    container.metrics.observe_link(context.diagnostics.timings_ms, degraded)
    if container.pair_usage is not None:
        container.pair_usage.record([pair.id for pair in context.training_pairs])
    return context


async def link_question(
    container: Container,
    session: AsyncSession,
    principal: Principal,
    body: LinkRequest,
    until: Until[MetaContext] = _plainly,
) -> LinkResponse:
    """The tables, columns, sample values, join paths and training pairs the question needs,
    within what the caller's role may see."""
    _check_question(container, body.question)
    if body.history and body.conversation_id:
        raise Invalid("send the earlier turns as history or name a conversation_id, not both")
    container.rates.take(principal.key_id, 1, principal.rate_per_minute)
    settings = container.settings
    history = [Turn(t.question, tuple(t.tables), t.sql) for t in body.history]
    kept = []
    if body.conversation_id:
        kept = await conversation_turns(
            session, principal.key_id, body.conversation_id, ttl_s=settings.conversation_ttl_s
        )
    inputs = await _inputs(container, session, principal, body.datasource)
    if body.conversation_id:
        history = history_seen(kept, body.datasource, inputs.seen)
    linker = _linker(container, inputs, body.max_fields)
    context = await until(
        _link_one(
            container,
            linker,
            principal,
            inputs,
            body.question,
            body.mode,
            history,
            _hints(body),
            TradeOff(body.max_tables, body.completeness),
        )
    )
    if body.conversation_id and context.outcome != "no_data":
        turn = ConversationTurn(
            key_id=principal.key_id,
            conversation_id=body.conversation_id,
            datasource_id=body.datasource,
            question=body.question,
            tables=[f"{t.schema}.{t.name}" for t in context.tables],
        )
        async with container.store.session() as store:
            await add_turn(
                store,
                principal.key_id,
                body.conversation_id,
                turn,
                keep=settings.conversation_turns,
                ttl_s=settings.conversation_ttl_s,
            )
    data, rendered = _answer(context, body.format)
    return LinkResponse(context=data, rendered=rendered, conversation_id=body.conversation_id)


def _hints(body: HintFields) -> Hints:
    return Hints(
        evidence=body.evidence,
        specification=body.specification,
        keywords=tuple(body.keywords),
        subqueries=tuple(body.subqueries),
    )


async def link_batch(
    container: Container,
    session: AsyncSession,
    principal: Principal,
    body: LinkBatchRequest,
    until: Until[list[BatchAnswer]] = _plainly,
) -> list[BatchAnswer]:
    """Many questions against one datasource; one bad question fails alone. Each question
    counts against the key's rate and waits for its own turn, so a batch never holds the
    service for everyone else."""
    limit = container.settings.max_batch_questions
    if len(body.questions) > limit:
        raise Invalid(f"{len(body.questions)} questions; a batch holds at most {limit}")
    container.rates.take(principal.key_id, len(body.questions), principal.rate_per_minute)
    inputs = await _inputs(container, session, principal, body.datasource)
    linker = _linker(container, inputs, None)
    trade_off = TradeOff(body.max_tables, body.completeness)

    async def run() -> list[BatchAnswer]:
        results = []
        for item in body.questions:
            question = item if isinstance(item, str) else item.question
            hints = None if isinstance(item, str) else _hints(item)
            shown = question[:200].encode("utf-8", "replace").decode("utf-8")
            try:
                _check_question(container, question)
                context = await _link_one(
                    container,
                    linker,
                    principal,
                    inputs,
                    question,
                    body.mode,
                    hints=hints,
                    trade_off=trade_off,
                )
            except (LinkingError, Overloaded) as error:
                results.append(BatchAnswer(shown, error=error))
            else:
                data, rendered = _answer(context, body.format)
                results.append(BatchAnswer(question, data, rendered))
        return results

    return await until(run())
