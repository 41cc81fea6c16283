"""One error shape for every failure: ``{"error": {"code", "message", "details"}, "request_id"}``.

Errors a caller can cause are 4xx with a message that says what to change; anything else is
a 500 that names the request id for the logs and never a stack trace.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.exceptions import HTTPException

from linking.errors import (
    BackendError,
    DatasourceError,
    InvalidQuestionError,
    InvalidSQLError,
    LinkingError,
)

logger = logging.getLogger(__name__)


class ApiError(Exception):
    def __init__(
        self, status: int, code: str, message: str, details: list[dict[str, Any]] | None = None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details or []


def not_found(kind: str, key: str) -> ApiError:
    return ApiError(404, "not_found", f"no {kind} {key!r}")


def conflict(message: str) -> ApiError:
    return ApiError(409, "conflict", message)


def invalid(message: str, details: list[dict[str, Any]] | None = None) -> ApiError:
    return ApiError(422, "invalid", message, details)


class ErrorBody(BaseModel):
    code: str
    message: str
    details: list[dict[str, Any]] = []


class ErrorResponse(BaseModel):
    error: ErrorBody
    request_id: str | None = None


def _response(request: Request, status: int, body: ErrorBody) -> JSONResponse:
    request_id = getattr(request.state, "request_id", None)
    return JSONResponse(
        ErrorResponse(error=body, request_id=request_id).model_dump(),
        status_code=status,
        headers={"X-Request-ID": request_id} if request_id else None,
    )


_LINKING_STATUS: list[tuple[type[LinkingError], int, str]] = [
    (InvalidQuestionError, 422, "invalid_question"),
    (InvalidSQLError, 422, "invalid_sql"),
    (DatasourceError, 502, "datasource_unreachable"),
    (BackendError, 503, "backend_unavailable"),
]


def install(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def api_error(request: Request, error: ApiError) -> JSONResponse:
        return _response(
            request,
            error.status,
            ErrorBody(code=error.code, message=error.message, details=error.details),
        )

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, error: RequestValidationError) -> JSONResponse:
        details = [
            {"where": ".".join(str(p) for p in e.get("loc", ())), "problem": e.get("msg", "")}
            for e in error.errors()
        ]
        first = details[0] if details else {"where": "request", "problem": "invalid"}
        message = f"{first['where']}: {first['problem']}"
        return _response(request, 422, ErrorBody(code="invalid", message=message, details=details))

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, error: HTTPException) -> JSONResponse:
        code = {401: "unauthorized", 403: "forbidden", 404: "not_found", 405: "method_not_allowed"}
        return _response(
            request,
            error.status_code,
            ErrorBody(code=code.get(error.status_code, "http_error"), message=str(error.detail)),
        )

    @app.exception_handler(LinkingError)
    async def linking_error(request: Request, error: LinkingError) -> JSONResponse:
        for kind, status, code in _LINKING_STATUS:
            if isinstance(error, kind):
                return _response(request, status, ErrorBody(code=code, message=str(error)))
        return _response(request, 500, ErrorBody(code="linking_error", message=str(error)))

    @app.exception_handler(Exception)
    async def unexpected(request: Request, error: Exception) -> JSONResponse:
        logger.exception("unhandled error")
        return _response(
            request,
            500,
            ErrorBody(
                code="internal", message="internal error; the logs have it under this request id"
            ),
        )
