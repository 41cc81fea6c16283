"""Liveness, readiness (each backend checked), and Prometheus metrics."""

from __future__ import annotations

import asyncio
from importlib.metadata import version

from fastapi import APIRouter, Response
from fastapi.responses import JSONResponse
from sqlalchemy import func, select, text

from service.api.deps import ContainerDep
from service.api.schemas import Health, Readiness
from service.store.models import Job

router = APIRouter(tags=["health"])

# Each backend check gets this long: under a probe's timeout (Kubernetes: 5 s in deploy/).
READY_TIMEOUT_S = 2.0


@router.get("/health", operation_id="health")
async def health() -> Health:
    return Health(status="ok", version=version("schemalink"))


@router.get(
    "/ready",
    operation_id="ready",
    responses={503: {"model": Readiness, "description": "a backend is not ready"}},
)
async def ready(container: ContainerDep) -> JSONResponse:
    """Each backend answers: the store, the vector index, the value index."""
    components: dict[str, str] = {}
    try:
        async with asyncio.timeout(READY_TIMEOUT_S), container.store.session() as session:
            await session.execute(text("SELECT 1"))
        components["store"] = "ok"
    except TimeoutError:  # a hung store is as not ready as one that refuses
        components["store"] = f"failed: no answer within {READY_TIMEOUT_S:g} s"
    except Exception as error:  # any failure means not ready; say which
        components["store"] = f"failed: {type(error).__name__}"
    components.update(await container.linker.backend_status(READY_TIMEOUT_S))
    is_ready = all(v == "ok" for v in components.values())
    body = Readiness(ready=is_ready, components=components)
    return JSONResponse(body.model_dump(), status_code=200 if is_ready else 503)


@router.get("/metrics", operation_id="metrics", response_class=Response)
async def metrics(container: ContainerDep) -> Response:
    """Prometheus text format: request latency by route, link stage timings, index sizes,
    job counts, the repeated-question cache's hit ratio."""
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
    return Response(metrics.render(), media_type="text/plain; version=0.0.4")
