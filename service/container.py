"""Everything a running service holds, built once at start-up and closed at shutdown.

This is the only long-lived state: the store, the linker and its backends, the catalog
cache, the worker, the limits on load and the metrics. Handlers reach it through
``service.api.deps``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass, field

from linking import Linker
from linking.catalog import SampleSettings, introspect
from service.config import Settings
from service.data_dir import private_data_dir
from service.domain.catalogs import CatalogCache
from service.domain.pairs.gate import PairUsage, StorePairGate
from service.limits import Admission, LanePace, RateLimiter
from service.metrics import Metrics
from service.secrets import SecretBox
from service.store.db import Store
from service.store.revision import Remembered
from service.urls import UrlPolicy
from service.worker import Introspector, LeaseSettings, Worker

logger = logging.getLogger(__name__)


@dataclass
class Container:
    settings: Settings
    store: Store
    secrets: SecretBox
    linker: Linker
    catalogs: CatalogCache
    worker: Worker
    urls: UrlPolicy
    admission: Admission
    rates: RateLimiter
    metrics: Metrics = field(default_factory=Metrics)
    # Keys, policies and datasource rows, kept while the store's revision stands.
    remembered: Remembered = field(default_factory=Remembered)
    pair_usage: PairUsage | None = None  # the pairs answers served (``service.domain.pairs.gate``)
    _worker_task: asyncio.Task[None] | None = None

    @classmethod
    async def open(
        cls,
        settings: Settings,
        *,
        run_worker: bool = True,
        introspector: Introspector = introspect,
    ) -> Container:
        """Everything a process serves with, on ``settings``; ``introspector`` reads the
        datasources' catalogs (a test may hold or cut a read with its own)."""
        (private_data_dir(settings.data_dir) / DATASOURCE_INBOX).mkdir(exist_ok=True)
        store = Store(settings.store_url(), pool_size=settings.db_pool_size)
        await store.migrate()
        secrets = (
            SecretBox(settings.secret_key.get_secret_value())
            if settings.secret_key
            else SecretBox.from_file(settings.data_dir / "secret.key")
        )
        catalogs = CatalogCache()
        urls = url_policy(settings)
        sample = SampleSettings(timeout_s=settings.datasource_timeout_s)
        leasing = LeaseSettings(
            settings.job_lease_s,
            settings.job_heartbeat_s,
            settings.job_max_attempts,
            settings.job_progress_s,
        )
        admission = Admission(
            settings.max_inflight_links, settings.max_queued_links, settings.queue_timeout_s
        )
        linker = Linker.open(
            settings.backend_settings(), settings.linker_config(), background=LanePace(admission)
        )
        linker.pair_gate = StorePairGate(store, settings.pair_rules())
        worker = Worker(
            store,
            secrets,
            linker,
            catalogs,
            urls,
            sample,
            leasing,
            introspector=introspector,
            values=settings.value_settings(),
            relationships=settings.relationship_settings(),
            pairs=settings.pair_rules(),
            background=admission.background,
        )
        container = cls(
            settings,
            store,
            secrets,
            linker,
            catalogs,
            worker,
            urls,
            admission,
            RateLimiter(settings.link_rate_per_minute),
        )
        container.pair_usage = PairUsage(store)
        if run_worker:
            container._worker_task = asyncio.create_task(worker.run_forever(settings.worker_poll_s))
        return container

    async def close(self) -> None:
        if self._worker_task is not None:
            self._worker_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._worker_task
            # What it was running goes to the next worker now, not once its lease expires.
            with contextlib.suppress(Exception):
                await self.worker.release()
        if self.pair_usage is not None:
            with contextlib.suppress(Exception):  # counting, never a reason to fail a shutdown
                await self.pair_usage.flush()
        await self.linker.close()
        await self.store.close()


# Where files dropped into the data directory may be registered as datasources from.
DATASOURCE_INBOX = "datasources"


def url_policy(settings: Settings) -> UrlPolicy:
    return UrlPolicy.of(
        settings.datasource_drivers,
        settings.sqlite_dirs,
        private_dirs=[settings.data_dir],
        store_url=settings.store_url(),
        own_files=[settings.data_dir / "demo" / "retail.sqlite"],
        inbox=settings.data_dir / DATASOURCE_INBOX,
    )
