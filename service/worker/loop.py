"""The worker's loop: claim a job under a lease, keep the lease with a heartbeat that also
writes the job's progress, run the job (``service.worker.sync``), record how it ended; and
between jobs, apply the index outbox (``service.worker.outbox``).

Workers hold what they run under a lease (``service.leases``), so every API replica reports
the same progress and a cancellation asked of any replica reaches the worker. A worker killed
half-way loses nothing: once its lease has expired another worker takes the job over and
finishes it, without duplicates.
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
from contextlib import AbstractAsyncContextManager, nullcontext
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from linking import Linker, LinkingError, UnreachableError
from linking.catalog import InferenceSettings, SampleSettings, ValueSettings, introspect
from service import leases
from service.domain.catalogs import CatalogCache
from service.domain.pairs.gate import expire_learned
from service.domain.pairs.records import index_task
from service.domain.pairs.rules import PairRules
from service.secrets import SecretBox
from service.store.db import Store
from service.store.models import Job, JobKind, JobStatus, utcnow
from service.urls import UrlPolicy
from service.worker.evaluate import EvaluationDeps, EvaluationJob
from service.worker.outbox import IndexOutbox
from service.worker.sync import EMBEDDING, Introspector, SyncDeps, SyncJob

logger = logging.getLogger(__name__)


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


EXPIRY_EVERY = timedelta(minutes=5)

# Relationships a sync infers by default; None infers none (declared keys only).
INFERRED = InferenceSettings()


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
        introspector: Introspector = introspect,
        values: ValueSettings | None = None,
        relationships: InferenceSettings | None = INFERRED,
        pairs: PairRules | None = None,
        background: Callable[[], AbstractAsyncContextManager[None]] | None = None,
    ) -> None:
        self.store = store
        self.linker = linker
        self.leasing = leasing or LeaseSettings()
        self.clock = clock
        self.name = worker_name()
        self.syncs = SyncDeps(
            store,
            secrets,
            linker,
            catalogs,
            urls,
            sample or SampleSettings(),
            introspector,
            values or ValueSettings(),
            relationships,
        )
        self.evaluations = EvaluationDeps(store, linker, catalogs, background or nullcontext)
        self.pairs = pairs or PairRules()
        self._expired_at: datetime | None = None
        self.outbox = IndexOutbox(store, linker, self.name, self.leasing.lease_s, self._now)
        self.live: dict[str, dict[str, Any]] = {}  # running job → its progress, as it goes
        self._cancelled: set[str] = set()
        self._lost: set[str] = set()  # jobs whose lease another worker took over
        self._written: dict[str, float] = {}  # job → when a batch last wrote its progress
        self._wake = asyncio.Event()
        self._lock = asyncio.Lock()

    def _now(self) -> datetime:
        return self.clock()  # read at each call: tests move the clock

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
            await self.expire_pairs()
            await self.apply_index_tasks()
            while (claimed := await self._claim_next()) is not None:
                await self.run_job(claimed.job_id)
                await self.apply_index_tasks()

    async def expire_pairs(self) -> int:
        """Expire the learned pairs due (``service.domain.pairs.gate.expire_learned``), with their
        index tasks; at most once every ``EXPIRY_EVERY``: the gate already keeps them from
        answers, this takes them out of the index and shows them expired."""
        now = self.clock()
        if self._expired_at is not None and now - self._expired_at < EXPIRY_EVERY:
            return 0
        self._expired_at = now
        async with self.store.session() as session:
            expired = await expire_learned(session, self.pairs, now)
            session.add_all(index_task(pair) for pair in expired)
            await session.commit()
        for pair in expired:
            logger.info("learned pair expired", extra={"pair_id": pair.id})
        return len(expired)

    async def apply_index_tasks(self) -> int:
        return await self.outbox.apply()

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

    async def run_job(self, job_id: str) -> None:
        async with self.store.session() as session:
            job = await session.get(Job, job_id)
            if job is None:
                return
            kind, datasource_id, cancel = job.kind, job.datasource_id, job.cancel_requested
        if cancel:
            self._cancelled.add(job_id)
        progress = self.live[job_id] = {}
        # What a job that stopped early leaves: a sync the catalog as it was, an evaluation none.
        unchanged = (
            "no evaluation was stored" if kind == JobKind.EVALUATE else "the catalog is as before"
        )
        control = _Control(self, job_id, asyncio.get_running_loop())
        heartbeat = asyncio.create_task(self._heartbeat(job_id, control.woken))
        try:
            if datasource_id is None:
                raise LinkingError(f"job {job_id} names no datasource")
            if kind == JobKind.EVALUATE:
                evaluation = EvaluationJob(
                    self.evaluations, job_id, datasource_id, control, progress
                )
                result = await evaluation.run()
            else:
                sync = SyncJob(self.syncs, job_id, datasource_id, control, progress)
                result = await sync.run(introspect_first=kind == JobKind.SYNC)
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
                else f"cancelled on request; {unchanged}",
            )
        except UnreachableError as error:
            # What the network said (refused, timed out, something else answering) stays in
            # the log: a job's message must not make the service a port scanner.
            logger.warning("datasource unreachable", extra={"job_id": job_id, "reason": str(error)})
            await self._finish(
                job_id,
                JobStatus.FAILED,
                f"cannot connect to the datasource; the reason is in the server log under job "
                f"{job_id}; {unchanged}",
            )
        except (LinkingError, ValueError) as error:
            await self._finish(job_id, JobStatus.FAILED, f"{error}; {unchanged}")
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

    async def _progressed(self, job_id: str) -> None:
        # Throttled apart from the heartbeat: a beat just before must not hide this batch.
        since = time.monotonic() - self._written.get(job_id, 0.0)
        if since >= self.leasing.progress_interval_s:
            self._written[job_id] = time.monotonic()
            try:
                await self.beat(job_id)
            except Exception:  # a store blip (a busy SQLite): as the heartbeat, try next time
                logger.exception("progress not written", extra={"job_id": job_id})
        self._check_cancel(job_id)

    def _check_cancel(self, job_id: str) -> None:
        if job_id in self._cancelled:
            raise JobCancelled(job_id)

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


class _Control:
    """A running job's way to the loop (``service.worker.sync.JobControl``)."""

    def __init__(self, worker: Worker, job_id: str, loop: asyncio.AbstractEventLoop) -> None:
        self.worker = worker
        self.job_id = job_id
        self.loop = loop
        self.woken = asyncio.Event()  # wakes the heartbeat

    async def progressed(self) -> None:
        await self.worker._progressed(self.job_id)

    async def phase_changed(self) -> None:
        await self.worker.beat(self.job_id)
        self.check_cancel()

    def check_cancel(self) -> None:
        self.worker._check_cancel(self.job_id)

    def wake_heartbeat(self) -> None:
        self.loop.call_soon_threadsafe(self.woken.set)
