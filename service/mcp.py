"""schemalink as an MCP server (``schemalink mcp``): the tools an agent needs to ask it.

Every tool is a call of the HTTP API, made in-process with the caller's API key: the same
keys and scopes, the same role policies, the same validation and error messages as HTTP,
with nothing implemented twice. Over stdio the caller is the key the process was started
with (``SCHEMALINK_API_KEY``); over streamable HTTP it is each request's
``Authorization: Bearer`` key.
"""

from __future__ import annotations

from typing import Any

import httpx
from fastapi import FastAPI
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError

from service.config import Settings
from service.container import Container

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


def mcp_server(app: FastAPI, api_key: str | None) -> MCPServer:
    """The MCP server over ``app`` (the HTTP API, whose container the caller has opened);
    ``api_key`` is the caller when a request brings none (stdio)."""
    server = MCPServer("schemalink", instructions=INSTRUCTIONS)
    transport = httpx.ASGITransport(app=app)

    async def call(ctx: Context, method: str, path: str, **request: Any) -> Any:
        http = ctx.request_context.request
        headers = getattr(http, "headers", None)
        key = _bearer(headers.get("authorization") if headers is not None else None) or api_key
        # Without a key the API decides: on loopback with no admin key configured, the caller
        # is the local admin; anywhere else, 401.
        auth = {"Authorization": f"Bearer {key}"} if key else {}
        async with httpx.AsyncClient(
            transport=transport, base_url="http://schemalink", headers=auth
        ) as client:
            response = await client.request(method, path, **request)
        if response.is_error:
            try:
                error = response.json()["error"]
                detail = f"{error['code']}: {error['message']}"
            except (ValueError, KeyError, TypeError):
                detail = response.text[:500]
            raise ToolError(f"HTTP {response.status_code} {detail}")
        return response.json() if response.content else {}

    @server.tool()
    async def list_datasources(ctx: Context, offset: int = 0, limit: int = 50) -> dict[str, Any]:
        """The synced datasources this key may ask about, with how many tables and columns of
        each it may see (paged: offset, limit ≤ 200)."""
        page: dict[str, Any] = await call(
            ctx, "GET", "/v1/catalog", params={"offset": offset, "limit": limit}
        )
        return page

    @server.tool()
    async def link_question(
        ctx: Context,
        datasource: str,
        question: str,
        history: list[dict[str, Any]] | None = None,
        conversation_id: str | None = None,
    ) -> dict[str, Any]:
        """The tables, columns (with sample values), join paths and similar training pairs
        the question needs, as the key's role may see them. ``history``: the conversation's
        earlier turns, oldest first, each {"question", "tables"?, "sql"?}; or a
        ``conversation_id`` whose turns the service keeps (not both)."""
        body: dict[str, Any] = {"datasource": datasource, "question": question}
        if history:
            body["history"] = history
        if conversation_id:
            body["conversation_id"] = conversation_id
        answer: dict[str, Any] = await call(
            ctx, "POST", "/v1/link", json={**body, "format": "markdown"}
        )
        return answer

    @server.tool()
    async def get_table(ctx: Context, datasource: str, table: str) -> dict[str, Any]:
        """One table (``table`` or ``schema.table``) with the columns the key may see, their
        descriptions and sampled values."""
        meta: dict[str, Any] = await call(ctx, "GET", f"/v1/catalog/{datasource}/tables/{table}")
        return meta

    @server.tool()
    async def submit_feedback(
        ctx: Context, datasource: str, question: str, sql: str, worked: bool
    ) -> dict[str, Any]:
        """Report the SQL written for a question and whether it worked; it waits for an
        admin's review before it becomes a training pair."""
        body = {"datasource": datasource, "question": question, "sql": sql, "worked": worked}
        result: dict[str, Any] = await call(ctx, "POST", "/v1/feedback", json=body)
        return result

    return server


async def run(settings: Settings, api_key: str | None, http: bool) -> None:
    """Serve MCP over stdio, or streamable HTTP at ``/mcp`` on the configured host and port,
    on the same store and backends as ``schemalink serve`` (no worker: jobs stay with it)."""
    from service.api.app import create_app

    app = create_app(settings, run_worker=False)
    container = await Container.open(settings, run_worker=False)
    app.state.container = container
    try:
        server = mcp_server(app, api_key)
        if http:
            await server.run_streamable_http_async(host=settings.host, port=settings.port)
        else:
            await server.run_stdio_async()
    finally:
        await container.close()
