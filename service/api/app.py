"""The FastAPI application: routers, error handlers, request ids, metrics, lifespan."""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from importlib.metadata import version

from fastapi import FastAPI, Request, Response

from linking.errors import ConfigurationError
from service import logs
from service.api import errors
from service.api.routes import access, datasources, glossary, health, jobs, keys, link, pairs
from service.auth import is_loopback
from service.config import Settings
from service.container import Container

logger = logging.getLogger(__name__)

ROUTERS = (health, datasources, jobs, link, pairs, glossary, access, keys)


def check_exposure(settings: Settings) -> None:
    """Without an admin key the service is open to whoever reaches it: loopback only."""
    if settings.admin_key is None and not is_loopback(settings.host):
        raise ConfigurationError(
            f"refusing to serve on {settings.host} without SCHEMALINK_ADMIN_KEY: anyone who "
            "reaches it would be an admin. Set the key, or bind to 127.0.0.1."
        )


def create_app(settings: Settings | None = None, *, run_worker: bool = True) -> FastAPI:
    settings = settings or Settings()
    check_exposure(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        container = await Container.open(settings, run_worker=run_worker)
        app.state.container = container
        if settings.admin_key is None:
            logger.warning("no SCHEMALINK_ADMIN_KEY: requests without a key act as admin")
        try:
            yield
        finally:
            await container.close()

    app = FastAPI(
        title="schemalink",
        version=version("schemalink"),
        description=(
            "Schema linking for Text-to-SQL: for a question, the tables, columns, sample values, "
            "join paths and training pairs an SQL generator needs. Authenticate with "
            "`Authorization: Bearer <API key>`; errors share one shape, `ErrorResponse`."
        ),
        lifespan=lifespan,
        responses={
            401: {"model": errors.ErrorResponse, "description": "no or unknown API key"},
            403: {"model": errors.ErrorResponse, "description": "the key lacks the scope"},
            404: {"model": errors.ErrorResponse, "description": "not found"},
            409: {"model": errors.ErrorResponse, "description": "conflicts with the stored state"},
            422: {"model": errors.ErrorResponse, "description": "invalid input, and why"},
        },
    )
    errors.install(app)
    for module in ROUTERS:
        app.include_router(module.router)
    app.middleware("http")(_observe)
    return app


async def _observe(
    request: Request, call_next: Callable[[Request], Awaitable[Response]]
) -> Response:
    """Give each request an id (the caller's X-Request-ID if sane), time it by route, log it."""
    given = request.headers.get("x-request-id", "")
    rid = given if 0 < len(given) <= 64 and given.isprintable() else uuid.uuid4().hex
    request.state.request_id = rid
    token = logs.request_id.set(rid)
    started = time.perf_counter()
    status = 500
    try:
        response = await call_next(request)
        status = response.status_code
        response.headers["X-Request-ID"] = rid
        return response
    finally:
        elapsed = time.perf_counter() - started
        route = _route_template(request)
        container = getattr(request.app.state, "container", None)
        if container is not None:
            container.metrics.requests.labels(request.method, route, str(status)).observe(elapsed)
        logger.info(
            "request",
            extra={
                "method": request.method,
                "route": route,
                "status": status,
                "ms": round(elapsed * 1000, 1),
            },
        )
        logs.request_id.reset(token)


def _route_template(request: Request) -> str:
    # The template, not the path: ids in paths would make one time series per id.
    route = request.scope.get("route")
    return getattr(route, "path", None) or "unmatched"
