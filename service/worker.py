"""Background work: datasource syncs (jobs) and training-pair indexing (the outbox).

Both are recorded in the store before anything is done, by the same transaction as the
change that asks for them, and both are idempotent: a sync re-indexes only the tables whose
fingerprint changed, and an index task re-reads its pair and writes it under a deterministic
id. So a worker killed half-way loses nothing: the next one re-queues what was running and
finishes it, without duplicates.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from sqlalchemy import select, update

from linking.errors import LinkingError
from linking.indexer import IndexProgress
from linking.linker import Linker
from linking.pairs import TrainingPair
from service.catalogs import CatalogCache, load_catalog, save_snapshot
from service.introspect import IntrospectionReport, introspect
from service.secrets import SecretBox
from service.store.db import Store
from service.store.models import Datasource, IndexTask, Job, utcnow
from service.store.models import TrainingPair as PairRow

logger = logging.getLogger(__name__)

SYNC = "sync"
REINDEX = "reindex"  # descriptions edited: re-index the changed tables, no introspection
INDEX_TASK_BATCH = 256


class JobCancelled(Exception):
    pass


class Worker:
    def __init__(
        self, store: Store, secrets: SecretBox, linker: Linker, catalogs: CatalogCache
    ) -> None:
        self.store = store
        self.secrets = secrets
        self.linker = linker
        self.catalogs = catalogs
        self.live: dict[str, dict[str, Any]] = {}  # running job → progress, fresher than the row
        self._cancelled: set[str] = set()
        self._wake = asyncio.Event()
        self._lock = asyncio.Lock()

    def wake(self) -> None:
        self._wake.set()

    def cancel(self, job_id: str) -> None:
        self._cancelled.add(job_id)

    async def recover(self) -> int:
        """Jobs left running by a worker that died go back to the queue."""
        async with self.store.session() as session:
            result = await session.execute(
                update(Job).where(Job.status == "running").values(status="queued")
            )
            await session.commit()
        return int(getattr(result, "rowcount", 0) or 0)

    async def run_forever(self, poll_s: float = 5.0) -> None:
        while True:
            try:
                await self.drain()
            except Exception:  # the loop must outlive any one failure; each is logged
                logger.exception("worker pass failed")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), poll_s)
            self._wake.clear()

    async def drain(self) -> None:
        """Run every queued job and apply every pending index task, then return."""
        async with self._lock:
            await self.apply_index_tasks()
            while (job_id := await self._claim_next()) is not None:
                await self.run_job(job_id)
                await self.apply_index_tasks()

    async def _claim_next(self) -> str | None:
        async with self.store.session() as session:
            job_id = await session.scalar(
                select(Job.id).where(Job.status == "queued").order_by(Job.created_at).limit(1)
            )
            if job_id is None:
                return None
            claimed = await session.execute(
                update(Job)
                .where(Job.id == job_id, Job.status == "queued")
                .values(status="running", started_at=utcnow(), attempts=Job.attempts + 1)
            )
            await session.commit()
            return job_id if getattr(claimed, "rowcount", 1) else None

    async def run_job(self, job_id: str) -> None:
        async with self.store.session() as session:
            job = await session.get(Job, job_id)
            if job is None:
                return
            kind, datasource_id, cancel = job.kind, job.datasource_id, job.cancel_requested
        if cancel:
            self._cancelled.add(job_id)
        self.live[job_id] = {}
        try:
            if datasource_id is None:
                raise LinkingError(f"job {job_id} names no datasource")
            result = await self._sync(job_id, datasource_id, introspect_first=kind == SYNC)
        except JobCancelled:
            await self._finish(job_id, "cancelled", "cancelled on request")
        except (LinkingError, ValueError) as error:
            await self._finish(job_id, "failed", str(error))
        except Exception as error:
            logger.exception("job failed", extra={"job_id": job_id})
            await self._finish(job_id, "failed", f"internal error: {type(error).__name__}")
        else:
            await self._finish(job_id, "succeeded", result.pop("message"), result)
        finally:
            self.live.pop(job_id, None)
            self._cancelled.discard(job_id)

    async def _sync(
        self, job_id: str, datasource_id: str, *, introspect_first: bool
    ) -> dict[str, Any]:
        progress = self.live[job_id]
        warnings: list[str] = []
        if introspect_first:
            report = await self._introspect(job_id, datasource_id, progress)
            warnings = report.warnings
            await save_snapshot(self.store, datasource_id, report.meta)
        meta = await load_catalog(self.store, self.catalogs, datasource_id)
        if meta is None:
            raise LinkingError(f"datasource {datasource_id!r} has never been synced")
        progress.update(
            phase="indexing",
            tables_total=meta.table_count,
            columns_total=meta.field_count,
            values_total=sum(len(f.sample_values) for _, t in meta.tables() for f in t.fields),
        )
        await self._save_progress(job_id, progress)

        def on_index(state: IndexProgress) -> None:
            self._check_cancel(job_id)
            progress.update(
                tables_indexed=state.tables_done,
                tables_total=state.tables_total,
                columns_indexed=state.columns,
                values_indexed=state.values,
            )

        indexed = await self.linker.index(meta, progress=on_index)
        progress.update(phase="done")
        return {
            "message": (
                f"{len(indexed.indexed)} tables indexed, {len(indexed.unchanged)} unchanged, "
                f"{len(indexed.removed)} removed"
            ),
            **progress,
            "tables": meta.table_count,
            "columns": meta.field_count,
            "indexed": len(indexed.indexed),
            "unchanged": len(indexed.unchanged),
            "removed": len(indexed.removed),
            "warnings": warnings[:100],
        }

    async def _introspect(
        self, job_id: str, datasource_id: str, progress: dict[str, Any]
    ) -> IntrospectionReport:
        async with self.store.session() as session:
            row = await session.get(Datasource, datasource_id)
            if row is None:
                raise LinkingError(f"datasource {datasource_id!r} was deleted")
            url = self.secrets.decrypt(row.url_encrypted)
        progress.update(phase="reading the database")
        await self._save_progress(job_id, progress)

        def on_table(done: int, total: int, _name: str) -> None:
            self._check_cancel(job_id)
            progress.update(tables_read=done, tables_total=total)

        return await asyncio.to_thread(introspect, url, datasource=datasource_id, progress=on_table)

    def _check_cancel(self, job_id: str) -> None:
        if job_id in self._cancelled:
            raise JobCancelled(job_id)

    async def _save_progress(self, job_id: str, progress: dict[str, Any]) -> None:
        async with self.store.session() as session:
            await session.execute(update(Job).where(Job.id == job_id).values(progress=progress))
            await session.commit()

    async def _finish(
        self, job_id: str, status: str, message: str, progress: dict[str, Any] | None = None
    ) -> None:
        values: dict[str, Any] = {"status": status, "message": message, "finished_at": utcnow()}
        if progress is not None:
            values["progress"] = progress
        elif job_id in self.live:
            values["progress"] = self.live[job_id]
        async with self.store.session() as session:
            await session.execute(update(Job).where(Job.id == job_id).values(**values))
            await session.commit()
        logger.info("job finished", extra={"job_id": job_id, "status": status})

    async def apply_index_tasks(self) -> int:
        """Bring the pair index in line with the store, task by task, oldest first."""
        applied = 0
        while True:
            async with self.store.session() as session:
                tasks = list(
                    await session.scalars(
                        select(IndexTask)
                        .where(IndexTask.done_at.is_(None))
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
            await self._apply(tasks, rows)
            async with self.store.session() as session:
                await session.execute(
                    update(IndexTask)
                    .where(IndexTask.id.in_([t.id for t in tasks]))
                    .values(done_at=utcnow())
                )
                await session.commit()
            applied += len(tasks)

    async def _apply(self, tasks: list[IndexTask], rows: dict[str, PairRow]) -> None:
        by_datasource: dict[str, list[IndexTask]] = {}
        for task in tasks:
            by_datasource.setdefault(task.datasource_id, []).append(task)
        for datasource_id, own in by_datasource.items():
            wanted = [rows[t.pair_id] for t in own if _indexable(rows.get(t.pair_id))]
            unwanted = [t.pair_id for t in own if not _indexable(rows.get(t.pair_id))]
            if unwanted:
                await self.linker.indexer.remove_pairs(datasource_id, unwanted)
            if wanted:
                unique = {p.id: TrainingPair(p.id, p.question, p.sql) for p in wanted}
                await self.linker.add_pairs(datasource_id, list(unique.values()))


def _indexable(row: PairRow | None) -> bool:
    return row is not None and row.status == "approved"
