"""Background work: datasource syncs (jobs) and training-pair indexing (the outbox).

Both are recorded in the store before anything is done, by the same transaction as the
change that asks for them, and both are idempotent: a sync re-indexes only the tables whose
fingerprint changed, and an index task re-reads its pair and writes it under a deterministic
id. Workers hold what they run under a lease (``service.leases``) that a heartbeat renews, and
write the job's progress with it, so every API replica reports the same progress and a
cancellation asked of any replica reaches the worker. A worker killed half-way loses nothing:
once its lease has expired another worker takes the job over and finishes it, without
duplicates. Any number of workers may run (``schemalink worker``), in the API's process (the
single-machine default) or in their own.

A sync has two phases (``linking.indexer``). The snapshot links read is replaced once the new
catalog is read *and* its values are indexed (phase 1, seconds); from then on links answer,
while the same job goes on embedding column and table documents (phase 2, minutes for
thousands of tables) and links report their dense retriever ``pending``. A table the
datasource could not serve is kept as the previous sync saw it (the job ends ``partial`` and
names it). A sync cancelled or killed in phase 1 leaves the previous snapshot, or none (a
datasource whose first sync never got that far is not linkable); one stopped in phase 2 leaves
the new catalog linkable, and the next sync embeds only what is left.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, select, update

from linking.errors import LinkingError, UnreachableError
from linking.indexer import IndexProgress, IndexReport
from linking.introspect import IntrospectionReport, SampleSettings, introspect
from linking.linker import Linker
from linking.meta import Meta
from linking.pairs import TrainingPair
from service import leases
from service.catalogs import (
    CatalogCache,
    apply_edits,
    carry_over,
    load_catalog,
    load_edits,
    load_snapshot,
    save_snapshot,
)
from service.secrets import SecretBox
from service.store.db import Store
from service.store.models import (
    Datasource,
    IndexTask,
    IndexTaskKind,
    Job,
    JobKind,
    JobStatus,
    PairStatus,
    utcnow,
)
from service.store.models import TrainingPair as PairRow
from service.urls import UrlPolicy

logger = logging.getLogger(__name__)

INDEX_TASK_BATCH = 256
INDEXING, EMBEDDING = "indexing", "embedding"


class JobCancelled(Exception):
    pass


@dataclass(frozen=True)
class LeaseSettings:
    """How long a worker's hold on a job lasts without a heartbeat, how often it beats (and
    writes progress), and how many times a job is started before a dying worker fails it."""

    lease_s: float = 30.0
    heartbeat_s: float = 3.0
    max_attempts: int = 3
    # Progress is written after a batch at most this often (and by every heartbeat).
    progress_interval_s: float = 1.0


def worker_name() -> str:
    """Unique per process, and says where it runs: host, pid and a random part."""
    return f"{socket.gethostname()[:80]}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


class Worker:
    def __init__(
        self,
        store: Store,
        secrets: SecretBox,
        linker: Linker,
        catalogs: CatalogCache,
        urls: UrlPolicy,
        sample: SampleSettings | None = None,
        leasing: LeaseSettings | None = None,
        clock: Callable[[], datetime] = utcnow,
    ) -> None:
        self.store = store
        self.secrets = secrets
        self.linker = linker
        self.catalogs = catalogs
        self.urls = urls
        self.sample = sample or SampleSettings()
        self.leasing = leasing or LeaseSettings()
        self.clock = clock
        self.name = worker_name()
        self.live: dict[str, dict[str, Any]] = {}  # running job → its progress, as it goes
        self._cancelled: set[str] = set()
        self._lost: set[str] = set()  # jobs whose lease another worker took over
        self._written: dict[str, float] = {}  # job → when a batch last wrote its progress
        self._progressed_events: dict[str, asyncio.Event] = {}  # job → wakes its heartbeat
        self._wake = asyncio.Event()
        self._lock = asyncio.Lock()

    def wake(self) -> None:
        self._wake.set()

    def cancel(self, job_id: str) -> None:
        self._cancelled.add(job_id)

    async def run_forever(self, poll_s: float = 2.0) -> None:
        while True:
            try:
                await self.drain()
            except Exception:  # the loop must outlive any one failure; each is logged
                logger.exception("worker pass failed")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), poll_s)
            self._wake.clear()

    async def release(self) -> int:
        """Hand this worker's running jobs to the next worker now, not once the lease expires
        (a clean shutdown)."""
        async with self.store.session() as session:
            return await leases.release_jobs(session, self.name, self.clock())

    async def drain(self) -> None:
        """Run every job this worker can claim and apply every index task it can lease,
        then return."""
        async with self._lock:
            await self.apply_index_tasks()
            while (claimed := await self._claim_next()) is not None:
                await self.run_job(claimed.job_id)
                await self.apply_index_tasks()

    async def _claim_next(self) -> leases.Claimed | None:
        async with self.store.session() as session:
            claimed = await leases.claim_job(
                session,
                self.name,
                self.clock(),
                self.leasing.lease_s,
                self.leasing.max_attempts,
            )
        if claimed is not None and claimed.attempts > 1:
            logger.warning(
                "job taken over",
                extra={"job_id": claimed.job_id, "attempt": claimed.attempts},
            )
        return claimed

    async def beat(self, job_id: str) -> None:
        """Renew the lease and write the progress so far; learn of a cancellation asked of
        another replica, or of the job taken over (both stop it at its next table)."""
        async with self.store.session() as session:
            beat = await leases.renew_job(
                session,
                job_id,
                self.name,
                self.clock(),
                self.leasing.lease_s,
                self.live.get(job_id),
            )
        if not beat.held:
            logger.warning("lease lost; the job is another worker's now", extra={"job_id": job_id})
            self._lost.add(job_id)
            self._cancelled.add(job_id)
        elif beat.cancel_requested:
            self._cancelled.add(job_id)

    async def _progressed(self, job_id: str) -> None:
        """After a batch: write the progress unless it was written very recently, then stop
        here if the job was cancelled."""
        # Throttled apart from the heartbeat: a beat just before must not hide this batch.
        since = time.monotonic() - self._written.get(job_id, 0.0)
        if since >= self.leasing.progress_interval_s:
            self._written[job_id] = time.monotonic()
            await self.beat(job_id)
        self._check_cancel(job_id)

    async def _heartbeat(self, job_id: str, progressed: asyncio.Event) -> None:
        """Beat every ``heartbeat_s``, and sooner when ``progressed`` is set (reading the
        database: its callback runs in a thread and cannot write itself), never more often
        than every ``progress_interval_s``."""
        while True:
            try:
                await asyncio.wait_for(progressed.wait(), self.leasing.heartbeat_s)
                woken = True
            except TimeoutError:
                woken = False
            progressed.clear()
            try:
                await self.beat(job_id)
            except Exception:  # a store blip: the next beat tries again, the lease has slack
                logger.exception("heartbeat failed", extra={"job_id": job_id})
            if woken:
                await asyncio.sleep(self.leasing.progress_interval_s)

    async def run_job(self, job_id: str) -> None:
        async with self.store.session() as session:
            job = await session.get(Job, job_id)
            if job is None:
                return
            kind, datasource_id, cancel = job.kind, job.datasource_id, job.cancel_requested
        if cancel:
            self._cancelled.add(job_id)
        self.live[job_id] = {}
        progressed = self._progressed_events[job_id] = asyncio.Event()
        heartbeat = asyncio.create_task(self._heartbeat(job_id, progressed))
        try:
            if datasource_id is None:
                raise LinkingError(f"job {job_id} names no datasource")
            result = await self._sync(job_id, datasource_id, introspect_first=kind == JobKind.SYNC)
        except JobCancelled:
            if job_id in self._lost:
                return  # the worker that took the job over finishes it
            embedding = self.live.get(job_id, {}).get("phase") == EMBEDDING
            await self._finish(
                job_id,
                JobStatus.CANCELLED,
                "cancelled on request while embedding; the new catalog is linkable, its dense "
                "index incomplete: the next sync embeds the rest"
                if embedding
                else "cancelled on request; the catalog is as before",
            )
        except UnreachableError as error:
            # What the network said (refused, timed out, something else answering) stays in
            # the log: a job's message must not make the service a port scanner.
            logger.warning("datasource unreachable", extra={"job_id": job_id, "reason": str(error)})
            await self._finish(
                job_id,
                JobStatus.FAILED,
                f"cannot connect to the datasource; the reason is in the server log under job "
                f"{job_id}; the catalog is as before",
            )
        except (LinkingError, ValueError) as error:
            await self._finish(job_id, JobStatus.FAILED, f"{error}; the catalog is as before")
        except Exception as error:
            logger.exception("job failed", extra={"job_id": job_id})
            await self._finish(job_id, JobStatus.FAILED, f"internal error: {type(error).__name__}")
        else:
            status = JobStatus.PARTIAL if result.get("unread_tables") else JobStatus.SUCCEEDED
            await self._finish(job_id, status, result.pop("message"), result)
        finally:
            heartbeat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await heartbeat
            self.live.pop(job_id, None)
            self._cancelled.discard(job_id)
            self._lost.discard(job_id)
            self._written.pop(job_id, None)
            self._progressed_events.pop(job_id, None)

    async def _sync(
        self, job_id: str, datasource_id: str, *, introspect_first: bool
    ) -> dict[str, Any]:
        progress = self.live[job_id]
        report: IntrospectionReport | None = None
        if introspect_first:
            report = await self._introspect(job_id, datasource_id, progress)
            async with self.store.session() as session:
                previous = await load_snapshot(session, datasource_id)
                edits = await load_edits(session, datasource_id)
            snapshot = carry_over(previous, report.meta, report.unread, report.unsampled)
            meta = apply_edits(snapshot, edits)
        else:
            async with self.store.session() as session:
                found = await load_catalog(session, self.catalogs, datasource_id)
            if found is None:
                raise LinkingError(f"datasource {datasource_id!r} has never been synced")
            meta = found
        indexed = await self._make_linkable(job_id, meta, progress)
        unread = sorted(report.unread) if report else []
        if report is not None:
            async with self.store.session() as session:
                if not await save_snapshot(session, datasource_id, snapshot, unread):
                    # Deleted while it synced: what was just indexed must go too.
                    await self.linker.drop_datasource(datasource_id)
                    raise LinkingError(f"datasource {datasource_id!r} was deleted during the sync")
        await self._embed(job_id, meta, progress, indexed)
        progress.update(phase="done")
        message = (
            f"{len(indexed.indexed)} tables indexed, {len(indexed.unchanged)} unchanged, "
            f"{len(indexed.removed)} removed; {len(indexed.embedded)} embedded"
        )
        if unread:
            shown = ", ".join(unread[:10]) + (
                f" and {len(unread) - 10} more" if len(unread) > 10 else ""
            )
            kept = sum(1 for key in unread if meta.resolve_table(key) is not None)
            message += (
                f"; {len(unread)} tables could not be read ({shown}): {kept} kept as the "
                f"previous sync saw them, {len(unread) - kept} not in the catalog yet"
            )
        return {
            "message": message,
            **progress,
            "tables": meta.table_count,
            "columns": meta.field_count,
            "indexed": len(indexed.indexed),
            "embedded": len(indexed.embedded),
            "unchanged": len(indexed.unchanged),
            "removed": len(indexed.removed),
            "unread": len(unread),
            "unread_tables": unread[:100],
            "warnings": (report.warnings if report else [])[:100],
        }

    async def _make_linkable(
        self, job_id: str, meta: Meta, progress: dict[str, Any]
    ) -> IndexReport:
        progress.update(
            phase=INDEXING,
            tables_total=meta.table_count,
            columns_total=meta.field_count,
            values_total=sum(len(f.sample_values) for _, t in meta.tables() for f in t.fields),
        )
        await self._save_progress(job_id, progress)

        async def on_values(state: IndexProgress) -> None:
            progress.update(  # what is done is done, cancelled or not
                tables_indexed=state.tables_done,
                columns_indexed=state.columns,
                values_indexed=state.values,
            )
            await self._progressed(job_id)

        started = time.perf_counter()
        report = await self.linker.make_linkable(meta, progress=on_values)
        progress["linkable_after_s"] = round(time.perf_counter() - started, 3)
        return report

    async def _embed(
        self, job_id: str, meta: Meta, progress: dict[str, Any], report: IndexReport
    ) -> None:
        progress.update(phase=EMBEDDING, tables_embedded=0, documents_embedded=0)
        await self._save_progress(job_id, progress)

        async def on_embedding(state: IndexProgress) -> None:
            progress.update(
                tables_to_embed=state.tables_to_embed,
                tables_embedded=state.tables_embedded,
                documents_embedded=state.documents_embedded,
            )
            await self._progressed(job_id)

        await self.linker.embed(meta, progress=on_embedding, report=report)

    async def _introspect(
        self, job_id: str, datasource_id: str, progress: dict[str, Any]
    ) -> IntrospectionReport:
        async with self.store.session() as session:
            row = await session.get(Datasource, datasource_id)
            if row is None:
                raise LinkingError(f"datasource {datasource_id!r} was deleted")
            url = self.secrets.decrypt(row.url_encrypted)
        self.urls.check(url)  # the policy may have tightened since the URL was registered
        progress.update(phase="reading the database")
        await self._save_progress(job_id, progress)

        loop = asyncio.get_running_loop()
        progressed = self._progressed_events[job_id]

        def on_table(done: int, total: int, _name: str) -> None:  # in the reading thread
            self._check_cancel(job_id)
            progress.update(tables_read=done, tables_total=total)
            loop.call_soon_threadsafe(progressed.set)

        return await asyncio.to_thread(
            introspect, url, datasource=datasource_id, sample=self.sample, progress=on_table
        )

    def _check_cancel(self, job_id: str) -> None:
        if job_id in self._cancelled:
            raise JobCancelled(job_id)

    async def _save_progress(self, job_id: str, progress: dict[str, Any]) -> None:
        """At a phase change, besides the heartbeat's writes."""
        await self.beat(job_id)
        self._check_cancel(job_id)

    async def _finish(
        self,
        job_id: str,
        status: JobStatus,
        message: str,
        progress: dict[str, Any] | None = None,
    ) -> None:
        values: dict[str, Any] = {
            "status": status,
            "message": message,
            "finished_at": self.clock(),
        }
        if progress is not None:
            values["progress"] = progress
        elif job_id in self.live:
            values["progress"] = self.live[job_id]
        async with self.store.session() as session:
            finished = await leases.finish_job(session, job_id, self.name, values)
        if finished:
            logger.info("job finished", extra={"job_id": job_id, "status": status})
        else:
            logger.warning(
                "job taken over before it finished here; its end is the other worker's",
                extra={"job_id": job_id, "status": status},
            )

    async def apply_index_tasks(self) -> int:
        """Bring the indexes in line with the store, one datasource at a time, each task in
        the order it was written. A datasource's tasks are applied by one worker at a time
        (under the lease ``index-tasks:<datasource>``): two workers applying "approve" and
        "reject" of one pair at once could leave the wrong one last."""
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
                taken = await leases.take_lease(
                    session, name, self.name, self.clock(), self.leasing.lease_s
                )
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
                    await leases.release_lease(session, name, self.name)
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
            await self._apply(tasks, rows)
            async with self.store.session() as session:
                await session.execute(
                    update(IndexTask)
                    .where(IndexTask.id.in_([t.id for t in tasks]))
                    .values(done_at=self.clock())
                )
                await session.commit()
                # Renewed per batch: a long backlog keeps it, a dead worker's lapses.
                await leases.take_lease(
                    session, lease, self.name, self.clock(), self.leasing.lease_s
                )
            applied += len(tasks)

    async def _apply(self, tasks: list[IndexTask], rows: dict[str, PairRow]) -> None:
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
