"""The store's revision: what lets each process keep API keys, policies, glossaries and
datasource rows in memory and still see every change, whoever made it, at its next request.

Every flush that adds, changes or deletes a row of a watched table, and every UPDATE or
DELETE statement on one, moves the revision on in the same transaction: SQLAlchemy's session
events do it, so no write site can forget to. A request reads the revision (one small query)
and uses what was remembered under it, or reads afresh (``Remembered``).
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import event, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import ORMExecuteState, Session, UOWTransaction

from service.store.models import (
    ApiKey,
    Datasource,
    DescriptionEdit,
    GlossaryTerm,
    Policy,
    Role,
    StoreState,
)

WATCHED = frozenset(
    model.__tablename__
    for model in (ApiKey, Role, Policy, GlossaryTerm, Datasource, DescriptionEdit)
)
_BUMP = update(StoreState).where(StoreState.id == 1).values(revision=StoreState.revision + 1)
_READ = select(StoreState.revision).where(StoreState.id == 1)
_SEEN = "store_revision"  # where a session keeps the revision it read


class StoreSession(Session):
    """The store's sessions: their writes to watched tables move the revision on."""


def _watched(instance: Any) -> bool:
    table = getattr(type(instance), "__table__", None)
    return table is not None and table.name in WATCHED


@event.listens_for(StoreSession, "before_flush")
def _bump_on_flush(session: Session, _context: UOWTransaction, _instances: Any) -> None:
    if any(_watched(o) for o in (*session.new, *session.dirty, *session.deleted)):
        session.connection().execute(_BUMP)


@event.listens_for(StoreSession, "do_orm_execute")
def _bump_on_statement(state: ORMExecuteState) -> None:
    if state.is_update or state.is_delete or state.is_insert:
        table = getattr(state.statement, "table", None)
        if table is not None and getattr(table, "name", None) in WATCHED:
            state.session.connection().execute(_BUMP)


async def store_revision(session: AsyncSession) -> int:
    """The revision as this session sees it, read once per session."""
    seen = session.info.get(_SEEN)
    if seen is None:
        seen = session.info[_SEEN] = int(await session.scalar(_READ) or 0)
    return int(seen)


@dataclass
class Remembered:
    """What requests read from the store, kept while the store's revision stands: principals
    by key hash, and per datasource what a link reads besides the catalog."""

    max_entries: int = 4096
    revision: int | None = None
    principals: OrderedDict[str, Any] = field(default_factory=OrderedDict)
    link_inputs: OrderedDict[str, Any] = field(default_factory=OrderedDict)

    async def at(self, session: AsyncSession) -> Remembered:
        """This memory, emptied first if the store moved on since it was filled."""
        revision = await store_revision(session)
        if revision != self.revision:
            self.principals.clear()
            self.link_inputs.clear()
            self.revision = revision
        return self

    def keep(
        self, session: AsyncSession, memory: OrderedDict[str, Any], key: str, value: Any
    ) -> None:
        """Remember ``value``, read in ``session``, unless another request saw the store move
        on meanwhile: what was read before a change must not be filed under its revision."""
        if session.info.get(_SEEN) != self.revision:
            return
        memory[key] = value
        while len(memory) > self.max_entries:
            memory.popitem(last=False)
