"""The few-shot gate and what feedback teaches training pairs.

A pair the linker finds similar enough (``SCHEMALINK_PAIR_MIN_SIMILARITY``) is served only if
the store says, when the link reads it, that the pair is approved and has failed fewer than
``max_failures`` times, and — a pair learned from feedback — that it has not gone unused for
``learned_ttl``. The store is asked at read time, so a pair rejected, deleted or expired a
moment ago is not served while its index task waits for the worker.

Answers count the pairs they serve (``PairUsage``: counted in memory, written in batches, so
a link never waits on a write); feedback counts successes and failures of the pairs the SQL
was written from. The worker expires learned pairs that went unused or failed more often
than the limit (``expire_learned``): out of the index, kept for an admin to approve again.

Each key counts once a pair and an outcome (``PairReport``), and a learned pair is approved on
its own only by keys other than the one that brought it: one key reporting the same SQL again
and again neither approves its own pair nor takes an admin's out of service.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import Callable, Collection, Sequence
from datetime import datetime
from typing import cast

from sqlalchemy import ColumnElement, Table, and_, bindparam, func, or_, select, update
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncSession

from service.domain.pairs.rules import PairRules
from service.store.db import Store
from service.store.models import PairOrigin, PairReport, PairStatus, TrainingPair, utcnow

logger = logging.getLogger(__name__)

FLUSH_EVERY_S = 10.0  # how long served counts may wait in memory
SUCCESS, FAILURE = "success", "failure"  # a pair report's outcomes


class StorePairGate:
    """``linking.PairGate`` over the metadata store."""

    def __init__(
        self, store: Store, rules: PairRules, clock: Callable[[], datetime] = utcnow
    ) -> None:
        self.store = store
        self.rules = rules
        self.clock = clock

    async def servable(self, datasource: str, pair_ids: Sequence[str]) -> Collection[str]:
        if not pair_ids:
            return set()
        conditions = [
            TrainingPair.datasource_id == datasource,
            TrainingPair.id.in_(list(pair_ids)),
            TrainingPair.status == PairStatus.APPROVED,
            TrainingPair.failure_count < self.rules.max_failures,
        ]
        idle_since = self.rules.idle_since(self.clock())
        if idle_since is not None:
            conditions.append(
                or_(TrainingPair.origin != PairOrigin.FEEDBACK, _last_seen() >= idle_since)
            )
        async with self.store.session() as session:
            return set(await session.scalars(select(TrainingPair.id).where(*conditions)))


def _last_seen() -> ColumnElement[datetime]:
    """When a pair was last served, or else last changed (approved, say)."""
    return func.coalesce(TrainingPair.last_used_at, TrainingPair.updated_at)


class PairUsage:
    """The pairs answers served, counted in memory and written in one batch at most every
    ``FLUSH_EVERY_S``: a process that dies loses at most that much counting, never a link's
    time."""

    def __init__(self, store: Store, clock: Callable[[], datetime] = utcnow) -> None:
        self.store = store
        self.clock = clock
        self._served: Counter[str] = Counter()
        self._since: float | None = None
        self._flushing: asyncio.Task[None] | None = None

    def record(self, pair_ids: Sequence[str]) -> None:
        """Count an answer's pairs; start a write in the background when one is due."""
        if not pair_ids:
            return
        self._served.update(pair_ids)
        loop = asyncio.get_running_loop()
        if self._since is None:
            self._since = loop.time()
        due = loop.time() - self._since >= FLUSH_EVERY_S
        if due and (self._flushing is None or self._flushing.done()):
            self._flushing = asyncio.create_task(self._flush_logged())

    async def _flush_logged(self) -> None:
        try:
            await self.flush()
        except Exception:  # counted again next time: the counts stay in memory
            logger.warning("pair use counts not written", exc_info=True)

    async def flush(self) -> int:
        """Write what was counted; the pairs written."""
        served, self._served, self._since = self._served, Counter(), None
        if not served:
            return 0
        now = self.clock()
        try:
            # One statement for every pair: the store's write lock is held for one round
            # trip, not one per pair while links run between them.
            pairs = cast(Table, TrainingPair.__table__)
            async with self.store.session() as session:
                await session.execute(
                    update(pairs)
                    .where(pairs.c.id == bindparam("pair"))
                    .values(use_count=pairs.c.use_count + bindparam("times"), last_used_at=now),
                    [{"pair": pair_id, "times": times} for pair_id, times in served.items()],
                )
                await session.commit()
        except Exception:
            self._served.update(served)
            raise
        return len(served)


async def count_outcome(
    session: AsyncSession,
    datasource: str,
    pair_ids: Sequence[str],
    *,
    worked: bool,
    reporter: str,
) -> None:
    """Feedback on SQL written from these pairs: a success or a failure each, counted once per
    reporting key and outcome (a key reporting the same again changes nothing); pairs of other
    datasources, or none, are passed over without a word."""
    if not pair_ids:
        return
    known = await session.scalars(
        select(TrainingPair.id).where(
            TrainingPair.datasource_id == datasource, TrainingPair.id.in_(list(pair_ids))
        )
    )
    outcome = SUCCESS if worked else FAILURE
    counted = [
        pair_id for pair_id in known if await record_report(session, pair_id, reporter, outcome)
    ]
    if counted:
        counter = TrainingPair.success_count if worked else TrainingPair.failure_count
        # In the database, not in Python: other keys' reports of these pairs arrive at once.
        await session.execute(
            update(TrainingPair).where(TrainingPair.id.in_(counted)).values({counter: counter + 1})
        )


async def record_report(session: AsyncSession, pair_id: str, reporter: str, outcome: str) -> bool:
    """Whether this is the first time ``reporter`` says ``outcome`` of the pair: the report is
    kept in the session's transaction, or passed over when this key said so already (or is
    saying so in another request). One statement, no savepoint: on SQLite, releasing the
    outermost savepoint commits, which would keep the report while its count rolled back."""
    dialect = (await session.connection()).dialect.name
    insert = postgresql_insert if dialect == "postgresql" else sqlite_insert
    values = {"pair_id": pair_id, "reporter": reporter, "outcome": outcome, "created_at": utcnow()}
    statement = insert(PairReport).values(values).on_conflict_do_nothing()
    # RETURNING, not rowcount: drivers disagree on what rowcount says of a skipped insert.
    inserted = await session.execute(statement.returning(PairReport.id))
    return inserted.first() is not None


async def approving_reporters(session: AsyncSession, pair: TrainingPair) -> int:
    """How many keys besides the pair's author reported its SQL working."""
    reporters = select(func.count(PairReport.id)).where(
        PairReport.pair_id == pair.id, PairReport.outcome == SUCCESS
    )
    if pair.author_key is not None:
        reporters = reporters.where(PairReport.reporter != pair.author_key)
    return int(await session.scalar(reporters) or 0)


async def expire_learned(
    session: AsyncSession, rules: PairRules, now: datetime
) -> list[TrainingPair]:
    """Approved learned pairs unused for ``learned_ttl`` or failed more often than
    ``max_failures``, now expired; the caller writes their index tasks and commits."""
    expired_when = [TrainingPair.failure_count > rules.max_failures]
    idle_since = rules.idle_since(now)
    if idle_since is not None:
        expired_when.append(_last_seen() < idle_since)
    rows = list(
        await session.scalars(
            select(TrainingPair).where(
                and_(
                    TrainingPair.origin == PairOrigin.FEEDBACK,
                    TrainingPair.status == PairStatus.APPROVED,
                    or_(*expired_when),
                )
            )
        )
    )
    for pair in rows:
        pair.status = PairStatus.EXPIRED
    return rows
