"""Liveness, readiness (each backend checked), and Prometheus metrics."""

from __future__ import annotations

from importlib.metadata import version

from fastapi import APIRouter, Response
from fastapi.responses import JSONResponse

from service.api.deps import ContainerDep
from service.schemas import Health, Readiness
from service.usecases import health as health_checks

router = APIRouter(tags=["health"])

# Each backend check gets this long: under a probe's timeout (Kubernetes: 5 s in deploy/).
READY_TIMEOUT_S = 2.0
# Read once: reading a distribution's metadata scans sys.path (2.3 ms, on the event loop).
VERSION = version("schemalink")


@router.get("/health", operation_id="health")
async def health() -> Health:
    """Liveness. Under ``schemalink serve`` the front process answers it on the API port, off
    the event loop links wait on; it answers 503 ``{"status": "stalled"}`` once that loop has
    not run for 10 s. A query or a body makes the service answer (and refuse) it."""
    return Health(status="ok", version=VERSION)


@router.get(
    "/ready",
    operation_id="ready",
    responses={503: {"model": Readiness, "description": "a backend is not ready"}},
)
async def ready(container: ContainerDep) -> JSONResponse:
    """Each backend answers: the store, the vector index, the value index."""
    components = await health_checks.readiness(container, READY_TIMEOUT_S)
    is_ready = all(v == "ok" for v in components.values())
    body = Readiness(ready=is_ready, components=components)
    return JSONResponse(body.model_dump(), status_code=200 if is_ready else 503)


@router.get("/metrics", operation_id="metrics", response_class=Response)
async def metrics(container: ContainerDep) -> Response:
    """Prometheus text format: request latency by route, link stage timings, index sizes,
    job counts, the repeated-question cache's hit ratio."""
    await health_checks.refresh_metrics(container)
    return Response(container.metrics.render(), media_type="text/plain; version=0.0.4")
