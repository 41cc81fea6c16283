"""One error shape for every failure: ``{"error": {"code", "message", "details"}, "request_id"}``.

Errors a caller can cause are 4xx with a message that says what to change; a backend that is
down or busy is a 503 with ``Retry-After``; anything else is a 500 that names the request id
for the logs and never a stack trace (``service.api.middleware`` is the one place that
happens, so each is logged once).
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from sqlalchemy.exc import OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeoutError
from starlette.exceptions import HTTPException

from linking import (
    BackendError,
    DatasourceError,
    InvalidQuestionError,
    InvalidSQLError,
    InvalidURLError,
    LinkingError,
    without_paths,
)
from service.errors import Refused
from service.limits import TryLater
from service.schemas import validation_message
from service.urls import ForbiddenURLError

logger = logging.getLogger(__name__)


class ApiError(Exception):
    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        details: list[dict[str, Any]] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details or []
        self.headers = headers


# How HTTP answers each kind of refusal (``service.errors``); the code is the kind.
REFUSAL_STATUS: dict[str, int] = {
    "invalid": 422,
    "not_found": 404,
    "conflict": 409,
    "not_ready": 409,
    "unauthorized": 401,
    "forbidden": 403,
}


def refusal_status(refused: Refused) -> int:
    return REFUSAL_STATUS[refused.kind]


class ErrorBody(BaseModel):
    code: str
    message: str
    details: list[dict[str, Any]] = []


class ErrorResponse(BaseModel):
    error: ErrorBody
    request_id: str | None = None


def error_response(
    status: int,
    code: str,
    message: str,
    *,
    request_id: str | None,
    details: list[dict[str, Any]] | None = None,
    headers: dict[str, str] | None = None,
) -> JSONResponse:
    body = ErrorResponse(
        error=ErrorBody(code=code, message=message, details=details or []), request_id=request_id
    )
    return JSONResponse(body.model_dump(), status_code=status, headers=headers)


def _response(
    request: Request, status: int, body: ErrorBody, headers: dict[str, str] | None = None
) -> JSONResponse:
    return error_response(
        status,
        body.code,
        body.message,
        request_id=getattr(request.state, "request_id", None),
        details=body.details,
        headers=headers,
    )


_LINKING_STATUS: list[tuple[type[LinkingError], int, str]] = [
    (InvalidQuestionError, 422, "invalid_question"),
    (ForbiddenURLError, 403, "forbidden_url"),
    (InvalidURLError, 422, "invalid_url"),
    (InvalidSQLError, 422, "invalid_sql"),
    (DatasourceError, 502, "datasource_unreachable"),
    (BackendError, 503, "backend_unavailable"),
]


def error_status(error: LinkingError | TryLater) -> tuple[int, str]:
    """The HTTP status and code an engine error or a refusal for now is answered with."""
    if isinstance(error, TryLater):
        return error.status, error.code
    for kind, status, code in _LINKING_STATUS:
        if isinstance(error, kind):
            return status, code
    return 500, "linking_error"


def error_message(error: LinkingError | TryLater) -> str:
    """What a caller reads of an error: a backend's without the server's file paths."""
    if isinstance(error, BackendError):
        logger.warning("backend failed: %s", error)  # the whole message, for whoever operates it
        return without_paths(str(error))
    return str(error)


def install(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def api_error(request: Request, error: ApiError) -> JSONResponse:
        return _response(
            request,
            error.status,
            ErrorBody(code=error.code, message=error.message, details=error.details),
            error.headers,
        )

    @app.exception_handler(Refused)
    async def refused(request: Request, error: Refused) -> JSONResponse:
        return _response(
            request,
            refusal_status(error),
            ErrorBody(code=error.kind, message=error.message, details=error.details),
        )

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, error: RequestValidationError) -> JSONResponse:
        message, details = validation_message(error.errors())
        return _response(request, 422, ErrorBody(code="invalid", message=message, details=details))

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, error: HTTPException) -> JSONResponse:
        code = {
            400: "bad_request",
            401: "unauthorized",
            403: "forbidden",
            404: "not_found",
            405: "method_not_allowed",
            413: "too_large",
        }
        headers = dict(error.headers or {})
        if error.status_code == 405:
            headers["Allow"] = ", ".join(_allowed_methods(request))
        return _response(
            request,
            error.status_code,
            ErrorBody(code=code.get(error.status_code, "http_error"), message=str(error.detail)),
            headers,
        )

    @app.exception_handler(LinkingError)
    async def linking_error(request: Request, error: LinkingError) -> JSONResponse:
        status, code = error_status(error)
        return _response(request, status, ErrorBody(code=code, message=error_message(error)))

    @app.exception_handler(TryLater)
    async def try_later(request: Request, error: TryLater) -> JSONResponse:
        return _response(
            request,
            error.status,
            ErrorBody(code=error.code, message=str(error)),
            {"Retry-After": str(error.retry_after_s)},
        )

    @app.exception_handler(OperationalError)
    @app.exception_handler(PoolTimeoutError)
    async def store_unavailable(request: Request, error: Exception) -> JSONResponse:
        logger.warning("metadata store unavailable: %s", type(error).__name__)
        return _response(
            request,
            503,
            ErrorBody(
                code="store_unavailable",
                message="the metadata store is unavailable or busy; nothing was changed",
            ),
            {"Retry-After": "5"},
        )


def _allowed_methods(request: Request) -> list[str]:
    """The methods documented for the path template the request matched. Starlette names
    only the methods of the first route on that template; another route may serve the same
    template with other methods."""
    route = request.scope.get("route")
    template = getattr(route, "path", None)
    documented = request.app.openapi().get("paths", {}).get(template, {})
    methods = {m.upper() for m in documented} or set(getattr(route, "methods", None) or ())
    return sorted(methods)
