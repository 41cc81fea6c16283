"""schemalink as an MCP server (``schemalink mcp``): the tools an agent needs to ask it.

Every tool calls the service's own use cases (``service.usecases``) as the caller: the same
keys and scopes, the same role policies, the same validation and error messages as HTTP,
with nothing implemented twice and no URL built from a tool's arguments. Over stdio the
caller is the key the process was started with (``SCHEMALINK_API_KEY``); over streamable
HTTP it is each request's ``Authorization: Bearer`` key, and a request without one is
answered as the HTTP API answers it (401, unless the server is a loopback one without an
admin key whose store holds no API key) — never as the key of the process's environment.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.tools import Tool
from pydantic import ConfigDict, ValidationError
from sqlalchemy.exc import OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeoutError
from sqlalchemy.ext.asyncio import AsyncSession

from linking import LinkingError
from service import logs
from service.api.errors import ApiError, error_message, error_status, refusal_status
from service.auth import Principal, Scope
from service.config import Settings
from service.container import Container
from service.errors import Refused
from service.limits import TryLater
from service.schemas import Feedback, LinkRequest, validation_message
from service.usecases import catalog, evaluations, feedback, link
from service.usecases.callers import authenticate, require

logger = logging.getLogger(__name__)
T = TypeVar("T")

INSTRUCTIONS = """\
schemalink finds the tables and columns a question over a database needs (Text-to-SQL schema
linking). Call list_datasources to see what you may ask about, link_question with the user's
question (and the conversation's earlier turns, or a conversation_id the service keeps) to get
the tables, columns, sample values and join paths to write SQL from, get_table for a table
the link did not return, and submit_feedback once the SQL was run."""


def _bearer(header: str | None) -> str | None:
    if header and header.lower().startswith("bearer "):
        return header[7:].strip() or None
    return None


def _request_key(ctx: Context) -> str | None:
    http = ctx.request_context.request
    headers = getattr(http, "headers", None)
    return _bearer(headers.get("authorization") if headers is not None else None)


def tool_error(error: Exception) -> ToolError:
    """An error as the HTTP API would have answered it: ``HTTP <status> <code>: <message>``;
    one nobody expected is logged with its request id and named by it, never described."""
    if isinstance(error, ToolError):
        return error
    if isinstance(error, Refused):
        return ToolError(f"HTTP {refusal_status(error)} {error.kind}: {error.message}")
    if isinstance(error, ApiError):
        return ToolError(f"HTTP {error.status} {error.code}: {error.message}")
    if isinstance(error, LinkingError | TryLater):
        status, code = error_status(error)
        return ToolError(f"HTTP {status} {code}: {error_message(error)}")
    if isinstance(error, ValidationError):
        return ToolError(f"HTTP 422 invalid: {validation_message(error.errors())[0]}")
    if isinstance(error, OperationalError | PoolTimeoutError):
        return ToolError("HTTP 503 store_unavailable: the metadata store is unavailable or busy")
    logger.error("unhandled error in an MCP tool", exc_info=error)
    return ToolError(
        f"HTTP 500 internal_error: see the server's log, request {logs.request_id.get()}"
    )


def mcp_server(container: Container, api_key: str | None, *, over_http: bool) -> MCPServer:
    """The MCP server over an opened ``container``. ``api_key`` is the caller over stdio;
    ``over_http``, each request's own key is."""

    async def as_caller(
        ctx: Context,
        work: Callable[[Principal, AsyncSession], Awaitable[T]],
        scope: Scope = Scope.LINK,
    ) -> T:
        """``work`` as the tool's caller (a key with ``scope``), with a request id for the
        logs; whatever it raises, as the tool error HTTP's answer would be."""
        key = _request_key(ctx) if over_http else api_key
        token = logs.request_id.set(uuid.uuid4().hex)
        try:
            async with container.store.session() as session:
                principal = require(await authenticate(container, session, key), scope)
                return await work(principal, session)
        except Exception as error:
            raise tool_error(error) from None
        finally:
            logs.request_id.reset(token)

    async def list_datasources(ctx: Context, offset: int = 0, limit: int = 50) -> dict[str, Any]:
        """The synced datasources this key may ask about, with how many tables and columns of
        each it may see (paged: offset, limit ≤ 200)."""
        if not (0 <= offset <= 10_000_000 and 1 <= limit <= 200):
            raise ToolError("HTTP 422 invalid: offset ≥ 0 and 1 ≤ limit ≤ 200")
        page = await as_caller(
            ctx,
            lambda principal, session: catalog.list_catalogs(
                container, session, principal, offset=offset, limit=limit
            ),
        )
        return page.model_dump(mode="json")

    async def link_question(
        ctx: Context,
        datasource: str,
        question: str,
        history: list[dict[str, Any]] | None = None,
        conversation_id: str | None = None,
        evidence: str = "",
        specification: str = "",
        keywords: list[str] | None = None,
        subqueries: list[str] | None = None,
        max_tables: int | None = None,
        completeness: float | None = None,
    ) -> dict[str, Any]:
        """The tables, columns (with sample values), join paths and similar training pairs
        the question needs, as the key's role may see them, with ``completeness``: the
        estimated chance that the tables hold every one the SQL reads. Ask for at most
        ``max_tables`` tables, or for the smallest set whose estimated completeness reaches
        ``completeness`` (0 to 1; the service's default when unset). ``history``: the conversation's
        earlier turns, oldest first, each {"question", "tables"?, "sql"?}; or a
        ``conversation_id`` whose turns the service keeps (not both). ``evidence`` and
        ``specification``: what you know beside the question (what a term means, which value
        it refers to; what the answer must be). ``keywords`` (values to search) and
        ``subqueries`` (what the columns are about), when given, replace the service's own
        rewrite of the question."""
        body: dict[str, Any] = {
            "datasource": datasource,
            "question": question,
            "evidence": evidence,
            "specification": specification,
            "keywords": keywords or [],
            "subqueries": subqueries or [],
        }
        if max_tables is not None:
            body["max_tables"] = max_tables
        if completeness is not None:
            body["completeness"] = completeness
        if history:
            body["history"] = history
        if conversation_id:
            body["conversation_id"] = conversation_id
        try:
            request = LinkRequest.model_validate({**body, "format": "markdown"})
        except ValidationError as error:
            raise tool_error(error) from None
        answer = await as_caller(
            ctx,
            lambda principal, session: link.link_question(container, session, principal, request),
        )
        return answer.model_dump(mode="json", by_alias=True)

    async def get_table(ctx: Context, datasource: str, table: str) -> dict[str, Any]:
        """One table (``table`` or ``schema.table``) with the columns the key may see, their
        descriptions, sampled values and row filters."""
        meta = await as_caller(
            ctx,
            lambda principal, session: catalog.catalog_table(
                container, session, principal, datasource, table
            ),
        )
        return meta.model_dump(mode="json")

    async def submit_feedback(
        ctx: Context,
        datasource: str,
        question: str,
        sql: str,
        worked: bool,
        correct: bool | None = None,
        corrected_sql: str | None = None,
        pairs: list[str] | None = None,
    ) -> dict[str, Any]:
        """Report the SQL run for a question: whether it ran (worked), whether its result was
        right (correct) or the SQL that is (corrected_sql), and the ids of the answer's
        training_pairs it was written from (each counts a success or a failure). It waits
        for an admin's review before it becomes a training pair."""
        try:
            report = Feedback.model_validate(
                {
                    "datasource": datasource,
                    "question": question,
                    "sql": sql,
                    "worked": worked,
                    "correct": correct,
                    "corrected_sql": corrected_sql,
                    "pairs": pairs or [],
                }
            )
        except ValidationError as error:
            raise tool_error(error) from None
        receipt = await as_caller(
            ctx,
            lambda principal, session: feedback.submit_feedback(
                container, session, principal, report
            ),
        )
        return receipt.model_dump(mode="json")

    async def list_evaluations(
        ctx: Context, datasource: str, offset: int = 0, limit: int = 20
    ) -> dict[str, Any]:
        """How well linking answered the datasource's own approved pairs, newest first (an
        admin key's; each evaluation as its role saw it): tables and columns complete, excess,
        CR@k, per language, the worst questions. Started over HTTP or the CLI, read here."""
        if not (0 <= offset <= 10_000_000 and 1 <= limit <= 200):
            raise ToolError("HTTP 422 invalid: offset ≥ 0 and 1 ≤ limit ≤ 200")
        page = await as_caller(
            ctx,
            lambda principal, session: evaluations.list_evaluations(
                container, session, principal, datasource, offset=offset, limit=limit
            ),
            Scope.ADMIN,
        )
        return page.model_dump(mode="json")

    tools = (list_datasources, link_question, get_table, submit_feedback, list_evaluations)
    return MCPServer(
        "schemalink",
        instructions=INSTRUCTIONS,
        tools=[_refusing_unknown_arguments(Tool.from_function(tool)) for tool in tools],
    )


def _refusing_unknown_arguments(tool: Tool) -> Tool:
    """``tool`` with an argument it does not define refused and named, as the HTTP API
    refuses a body's unknown field (the SDK's default is to drop it silently)."""
    loose = tool.fn_metadata.arg_model

    class Strict(loose):  # type: ignore[valid-type, misc]
        model_config = ConfigDict(**{**loose.model_config, "extra": "forbid"})

    Strict.__name__ = loose.__name__
    tool.fn_metadata.arg_model = Strict
    tool.parameters = {**tool.parameters, "additionalProperties": False}
    return tool


async def run(settings: Settings, api_key: str | None, http: bool) -> None:
    """Serve MCP over stdio, or streamable HTTP at ``/mcp`` on the configured host and port,
    on the same store and backends as ``schemalink serve`` (no worker: jobs stay with it)."""
    from service.api.app import check_exposure

    check_exposure(settings)
    if http and api_key:
        logger.warning("SCHEMALINK_API_KEY is not used over HTTP: each request brings its own key")
    container = await Container.open(settings, run_worker=False)
    try:
        server = mcp_server(container, None if http else api_key, over_http=http)
        if http:
            await server.run_streamable_http_async(host=settings.host, port=settings.port)
        else:
            await server.run_stdio_async()
    finally:
        await container.close()
