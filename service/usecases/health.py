"""What the service says of itself: whether each backend answers, and the counts its metrics
report."""

from __future__ import annotations

import asyncio

from sqlalchemy import func, select, text

from service.container import Container
from service.store.models import Job


async def readiness(container: Container, timeout_s: float) -> dict[str, str]:
    """Each backend's answer within ``timeout_s``: ``"ok"`` or why not (a hung store is as
    not ready as one that refuses)."""
    components: dict[str, str] = {}
    try:
        async with asyncio.timeout(timeout_s), container.store.session() as session:
            await session.execute(text("SELECT 1"))
        components["store"] = "ok"
    except TimeoutError:
        components["store"] = f"failed: no answer within {timeout_s:g} s"
    except Exception as error:  # any failure means not ready; say which
        components["store"] = f"failed: {type(error).__name__}"
    components.update(await container.linker.backend_status(timeout_s))
    return components


async def refresh_metrics(container: Container) -> None:
    """Job counts, the repeated-question cache and index sizes, as the metrics show them."""
    metrics = container.metrics
    async with container.store.session() as session:
        rows = await session.execute(
            select(Job.kind, Job.status, func.count()).group_by(Job.kind, Job.status)
        )
        metrics.jobs.clear()
        for kind, status, count in rows:
            metrics.jobs.labels(kind, status).set(count)
    cache = container.linker.cache
    metrics.observe_cache(cache.hits, cache.misses, len(cache))
    try:
        for collection, points in (await container.linker.indexed_points()).items():
            metrics.index_points.labels(collection).set(points)
    except Exception:  # an index that is down shows in /ready; metrics still answer
        pass
