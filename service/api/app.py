"""The FastAPI application: routers, error handlers, request ids, metrics, lifespan."""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from importlib.metadata import version
from typing import Any

from fastapi import Depends, FastAPI
from starlette.types import Scope

from linking import ConfigurationError, Linker
from linking.backends import data_directory_holder, hold_data_directory
from service.api import errors
from service.api.deps import known_query, no_stray_body
from service.api.docs import install_docs
from service.api.middleware import BodyLimit, CleanInput, RequestContext
from service.api.routes import (
    access,
    catalog,
    conversations,
    datasources,
    evaluations,
    glossary,
    glossary_suggestions,
    health,
    jobs,
    keys,
    link,
    me,
    pairs,
    relationships,
)
from service.auth import is_loopback
from service.config import Settings
from service.console import install_console
from service.container import Container

logger = logging.getLogger(__name__)

ROUTERS = (
    health,
    datasources,
    relationships,
    jobs,
    evaluations,
    link,
    conversations,
    catalog,
    pairs,
    glossary,
    glossary_suggestions,
    access,
    keys,
    me,
)


def check_exposure(settings: Settings) -> None:
    """Without an admin key the service is open to whoever reaches it: loopback only."""
    if settings.admin_key is None and not is_loopback(settings.host):
        raise ConfigurationError(
            f"refusing to serve on {settings.host} without SCHEMALINK_ADMIN_KEY: anyone who "
            "reaches it would be an admin. Set the key, or bind to 127.0.0.1."
        )


def _spare_the_event_loop() -> None:
    """Fewer, smaller pauses of the garbage collector. A sync's named values are hundreds of
    thousands of strings a batch; at CPython's default thresholds each batch set off
    collections that walked the whole heap while holding the GIL, and requests (``/health``
    among them) waited up to 161 ms (``python -m bench load --scenario sync-health``). What
    the process loaded to start (the model, the catalogs) is moved out of the collector's
    sight, and young collections wait for 100,000 allocations instead of 700; reference
    counting frees almost everything anyway."""
    gc.collect()  # what is garbage now is not frozen with the rest
    gc.freeze()
    gc.set_threshold(100_000, 50, 100)


async def _load_the_model(linker: Linker) -> None:
    started = time.perf_counter()
    try:
        await linker.indexer.open()
    except Exception as error:  # the first request that needs it says it again
        logger.warning("the embedding model could not be loaded at start: %s", error)
        return
    logger.info(
        "the embedding model is loaded", extra={"ms": round((time.perf_counter() - started) * 1000)}
    )


def create_app(
    settings: Settings | None = None,
    *,
    run_worker: bool = True,
    load_model_at_start: bool = False,
) -> FastAPI:
    """``load_model_at_start``: load the embedding model (building its graphs on a first
    start) as the service starts, not at the first request that needs it — ``schemalink
    serve`` does, so that it is ready sooner and no user's link pays for it."""
    settings = settings or Settings()
    check_exposure(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        container = await Container.open(settings, run_worker=run_worker and settings.run_worker)
        app.state.container = container
        indexes = (container.linker.vectors, container.linker.values)
        try:  # now, not at the first link: a worker or CLI started after the server calls it
            held = await hold_data_directory(*indexes)
            if not held and (other := data_directory_holder(*indexes)):
                logger.warning(
                    "the data directory's indexes are held by process %d, started before this "
                    "server: every link goes through it. Stop it, and start it again after "
                    "the server",
                    other,
                )
        except Exception as error:  # the first call that needs them says it again
            logger.warning("the data directory's indexes could not be opened: %s", error)
        _spare_the_event_loop()
        if settings.admin_key is None:
            logger.warning(
                "no SCHEMALINK_ADMIN_KEY: requests without a key act as admin%s",
                " (SCHEMALINK_INSECURE_LOCAL_ADMIN)"
                if settings.insecure_local_admin
                else " while the store holds no API key",
            )
        loading = (
            asyncio.create_task(_load_the_model(container.linker), name="load the model")
            if load_model_at_start
            else None
        )
        try:
            yield
        finally:
            if loading is not None:
                loading.cancel()
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
        dependencies=[Depends(known_query), Depends(no_stray_body)],
        docs_url=None,
        redoc_url=None,
        responses={
            400: {"model": errors.ErrorResponse, "description": "a request that does not parse"},
            401: {"model": errors.ErrorResponse, "description": "no or unknown API key"},
            403: {"model": errors.ErrorResponse, "description": "the key lacks the scope"},
            404: {"model": errors.ErrorResponse, "description": "not found"},
            409: {"model": errors.ErrorResponse, "description": "conflicts with the stored state"},
            413: {"model": errors.ErrorResponse, "description": "the body is over the limit"},
            422: {"model": errors.ErrorResponse, "description": "invalid input, and why"},
            503: {
                "model": errors.ErrorResponse,
                "description": "the store or a backend is unavailable; see Retry-After",
            },
        },
    )
    errors.install(app)
    install_docs(app)
    install_console(app)
    for module in ROUTERS:
        app.include_router(module.router)
    # Added innermost first: RequestContext sees every request, BodyLimit runs before any
    # body is read, CleanInput before any route.
    app.add_middleware(CleanInput)
    app.add_middleware(
        BodyLimit,
        limit=settings.max_body_bytes,
        upload_limit=settings.max_upload_bytes + MULTIPART_OVERHEAD,
        upload_paths=frozenset({"/v1/training-pairs/bulk"}),
    )
    app.add_middleware(RequestContext, observe=_observer(app))
    _document_limits(app, settings)
    return app


def _document_limits(app: FastAPI, settings: Settings) -> None:
    """Write the limits that come from settings into the OpenAPI schema, so what it promises
    is what the server enforces."""
    build = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = build()
            models = schema["components"]["schemas"]
            for model in ("LinkRequest", "PairCreate", "PairUpdate", "Feedback"):
                question = models[model]["properties"]["question"]
                for branch in question.get("anyOf", [question]):
                    if branch.get("type") == "string":
                        branch["maxLength"] = settings.max_question_chars
            models["LinkBatchRequest"]["properties"]["questions"]["maxItems"] = (
                settings.max_batch_questions
            )
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


# Room for a multipart upload's boundaries and part headers around the file itself.
MULTIPART_OVERHEAD = 64 * 1024


def _observer(app: FastAPI) -> Callable[[Scope, str, int, float], None]:
    def observe(scope: Scope, route: str, status: int, seconds: float) -> None:
        container = getattr(app.state, "container", None)
        if container is not None:
            container.metrics.requests.labels(scope.get("method"), route, str(status)).observe(
                seconds
            )

    return observe
