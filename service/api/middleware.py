"""What every request goes through before any route: an id, a body-size limit, clean input,
one log line, and one error path.

These are plain ASGI middlewares, not ``BaseHTTPMiddleware``: they must answer before a body
is read (a 300 MB upload gets its 413 without the server buffering it, and before any
authentication work), and they must not wrap the response stream.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Callable
from typing import Any
from urllib.parse import unquote_to_bytes

from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from service import logs
from service.api.errors import error_response
from service.api.lifecycle import ClientDisconnected

logger = logging.getLogger(__name__)

# nginx's code for "the client closed the connection before the answer": logged, never sent.
CLIENT_CLOSED = 499


class BodyTooLarge(HTTPException):
    """Raised from ``receive`` mid-body: an ``HTTPException``, so the body parser passes it
    through as it is and the app answers 413 like any other HTTP error."""

    def __init__(self, limit: int) -> None:
        super().__init__(413, _too_large(limit), headers={"Connection": "close"})


class RequestContext:
    """Request id (the caller's ``X-Request-ID`` if sane), timing and metrics by route, one
    log line per request, and the one place an unexpected error becomes a 500: logged once,
    with its request id, and answered without a stack trace."""

    def __init__(self, app: ASGIApp, observe: Callable[[Scope, str, int, float], None]) -> None:
        self.app = app
        self.observe = observe

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        given = Headers(scope=scope).get("x-request-id", "")
        rid = given if 0 < len(given) <= 64 and given.isprintable() else uuid.uuid4().hex
        scope.setdefault("state", {})["request_id"] = rid
        token = logs.request_id.set(rid)
        started = time.perf_counter()
        status = 500
        response_started = False

        async def send_with_id(message: Message) -> None:
            nonlocal status, response_started
            if message["type"] == "http.response.start":
                response_started = True
                status = message["status"]
                message["headers"] = [
                    *message.get("headers", []),
                    (b"x-request-id", rid.encode("latin-1")),
                ]
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except (ClientDisconnected, ClientDisconnect):  # ours, or gone while its body was read
            status = CLIENT_CLOSED
        except Exception:
            logger.exception("unhandled error", extra={**_where(scope), "request_id": rid})
            if not response_started:
                status = 500
                response = error_response(
                    500,
                    "internal",
                    "internal error; the logs have it under this request id",
                    request_id=rid,
                )
                await response(scope, receive, send)
        finally:
            elapsed = time.perf_counter() - started
            self.observe(scope, _route(scope), status, elapsed)
            logger.info(
                "request",
                extra={**_where(scope), "status": status, "ms": round(elapsed * 1000, 1)},
            )
            logs.request_id.reset(token)


class BodyLimit:
    """Refuse bodies over the limit with 413 before reading them: by ``Content-Length`` when
    it is sent, by counting as the body streams in when it is not. Uploads (``upload_paths``)
    have their own, larger limit."""

    def __init__(
        self, app: ASGIApp, limit: int, upload_limit: int, upload_paths: frozenset[str]
    ) -> None:
        self.app = app
        self.limit = limit
        self.upload_limit = upload_limit
        self.upload_paths = upload_paths

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.upload_limit if scope["path"] in self.upload_paths else self.limit
        declared = Headers(scope=scope).get("content-length")
        if declared is not None:
            if not declared.isdigit():
                await _refuse(scope, receive, send, 400, "bad_request", "invalid Content-Length")
                return
            if int(declared) > limit:
                await _refuse(scope, receive, send, 413, "too_large", _too_large(limit))
                return
        received = 0
        response_started = False

        async def counting_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise BodyTooLarge(limit)
            return message

        async def watching_send(message: Message) -> None:
            nonlocal response_started
            response_started = response_started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counting_receive, watching_send)
        except BodyTooLarge:
            if not response_started:
                await _refuse(scope, receive, send, 413, "too_large", _too_large(limit))


class CleanInput:
    """Paths and query strings that do not decode to text (invalid UTF-8, lone surrogates) or
    that hold NUL characters are refused with 422 here, so no handler or database sees them.
    JSON bodies get the same check in their models (``service.schemas``)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            raw_path = scope.get("raw_path") or scope["path"].encode("utf-8", "surrogatepass")
            for where, raw in (("path", raw_path), ("query", scope.get("query_string", b""))):
                problem = _text_problem(unquote_to_bytes(raw))
                if problem:
                    await _refuse(scope, receive, send, 422, "invalid", f"{where}: {problem}")
                    return
        await self.app(scope, receive, send)


def _text_problem(raw: bytes) -> str | None:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return "not valid UTF-8 text"
    if "\x00" in text:
        return "contains a NUL character"
    return None


def _too_large(limit: int) -> str:
    return f"the request body is larger than {limit} bytes"


async def _refuse(
    scope: Scope, receive: Receive, send: Send, status: int, code: str, message: str
) -> None:
    rid = scope.get("state", {}).get("request_id")
    response: Response = error_response(
        status, code, message, request_id=rid, headers={"Connection": "close"}
    )
    await response(scope, receive, send)


def _route(scope: Scope) -> str:
    # The template, not the path: ids in paths would make one time series per id.
    route = scope.get("route")
    return getattr(route, "path", None) or "unmatched"


def _where(scope: Scope) -> dict[str, Any]:
    return {"method": scope.get("method"), "route": _route(scope)}
