"""The index outbox: bring the indexes in line with the store's index tasks.

Each change to a training pair or a datasource's removal writes an index task in the same
transaction as the change. Applying one re-reads its pair and writes it under a
deterministic id (or removes it), so applying a task twice does no harm. A datasource's tasks
are applied by one worker at a time, in the order they were written, under the lease
``index-tasks:<datasource>``: two workers applying "approve" and "reject" of one pair at once
could leave the wrong one last.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime

from sqlalchemy import func, select, update

from linking import Linker
from linking.catalog import TrainingPair
from service import leases
from service.store.db import Store
from service.store.models import IndexTask, IndexTaskKind, PairStatus
from service.store.models import TrainingPair as PairRow

logger = logging.getLogger(__name__)

INDEX_TASK_BATCH = 256


class IndexOutbox:
    def __init__(
        self,
        store: Store,
        linker: Linker,
        owner: str,
        lease_s: float,
        now: Callable[[], datetime],
    ) -> None:
        self.store = store
        self.linker = linker
        self.owner = owner  # the worker's name, as leases record it
        self.lease_s = lease_s
        self.now = now

    async def apply(self) -> int:
        """Apply every pending task this worker can lease, datasource by datasource; the
        number applied."""
        applied = 0
        async with self.store.session() as session:
            pending = list(
                await session.scalars(
                    select(IndexTask.datasource_id)
                    .where(IndexTask.done_at.is_(None))
                    .group_by(IndexTask.datasource_id)
                    .order_by(func.min(IndexTask.id))
                )
            )
        for datasource_id in pending:
            name = f"index-tasks:{datasource_id}"
            async with self.store.session() as session:
                taken = await leases.take_lease(session, name, self.owner, self.now(), self.lease_s)
            if not taken:
                continue  # another worker is at it
            try:
                done = await self._apply_tasks_of(datasource_id, name)
                if done:
                    logger.info(
                        "index tasks applied", extra={"datasource": datasource_id, "tasks": done}
                    )
                applied += done
            finally:
                async with self.store.session() as session:
                    await leases.release_lease(session, name, self.owner)
        return applied

    async def _apply_tasks_of(self, datasource_id: str, lease: str) -> int:
        applied = 0
        while True:
            async with self.store.session() as session:
                tasks = list(
                    await session.scalars(
                        select(IndexTask)
                        .where(
                            IndexTask.datasource_id == datasource_id, IndexTask.done_at.is_(None)
                        )
                        .order_by(IndexTask.id)
                        .limit(INDEX_TASK_BATCH)
                    )
                )
                if not tasks:
                    return applied
                pair_ids = {t.pair_id for t in tasks}
                rows = {
                    p.id: p
                    for p in await session.scalars(select(PairRow).where(PairRow.id.in_(pair_ids)))
                }
            await self._apply_batch(tasks, rows)
            async with self.store.session() as session:
                await session.execute(
                    update(IndexTask)
                    .where(IndexTask.id.in_([t.id for t in tasks]))
                    .values(done_at=self.now())
                )
                await session.commit()
                # Renewed per batch: a long backlog keeps it, a dead worker's lapses.
                await leases.take_lease(session, lease, self.owner, self.now(), self.lease_s)
            applied += len(tasks)

    async def _apply_batch(self, tasks: list[IndexTask], rows: dict[str, PairRow]) -> None:
        dropped = {t.datasource_id for t in tasks if t.kind == IndexTaskKind.DATASOURCE}
        for datasource_id in dropped:
            await self.linker.drop_datasource(datasource_id)
        by_datasource: dict[str, list[IndexTask]] = {}
        for task in tasks:
            if task.kind == IndexTaskKind.PAIR and task.datasource_id not in dropped:
                by_datasource.setdefault(task.datasource_id, []).append(task)
        for datasource_id, own in by_datasource.items():
            wanted = [rows[t.pair_id] for t in own if _indexable(rows.get(t.pair_id))]
            unwanted = [t.pair_id for t in own if not _indexable(rows.get(t.pair_id))]
            if unwanted:
                await self.linker.remove_pairs(datasource_id, unwanted)
            if wanted:
                unique = {p.id: TrainingPair(p.id, p.question, p.sql) for p in wanted}
                await self.linker.add_pairs(datasource_id, list(unique.values()))


def _indexable(row: PairRow | None) -> bool:
    return row is not None and row.status == PairStatus.APPROVED
