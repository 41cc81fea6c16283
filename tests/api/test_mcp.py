"""The MCP server, called with the MCP SDK's own client in-process: the same keys and role
policies as HTTP, through the same use cases, errors as tool errors."""

from __future__ import annotations

import json
from typing import Any

from mcp import Client

from service.mcp import mcp_server
from tests.api.conftest import ADMIN_KEY, Service


def _result(result: Any) -> Any:
    assert not result.is_error, result.content
    return json.loads(result.content[0].text)


async def _restricted_key(service: Service) -> str:
    client = service.client
    await client.post("/v1/roles", json={"name": "mcp-agent"})
    await client.post(
        "/v1/policies", json={"role": "mcp-agent", "effect": "deny", "table": "employees"}
    )
    await client.post("/v1/policies", json={"role": "mcp-agent", "effect": "allow"})
    created = await client.post(
        "/v1/api-keys", json={"name": "agent", "scopes": ["link"], "role": "mcp-agent"}
    )
    key: str = created.json()["key"]
    return key


async def test_an_agent_lists_links_and_looks_up_tables_as_its_role_may(
    service: Service, synced: str
) -> None:
    agent = mcp_server(service.container, await _restricted_key(service), over_http=False)
    async with Client(agent) as client:
        tools = {t.name for t in (await client.list_tools()).tools}
        assert tools == {
            "list_datasources",
            "link_question",
            "get_table",
            "submit_feedback",
            "list_evaluations",
        }
        listed = _result(await client.call_tool("list_datasources", {}))
        assert [d["id"] for d in listed["data"]] == [synced]
        assert listed["data"][0]["tables"] == 10  # the demo's 11, less the denied one

        first = _result(
            await client.call_tool(
                "link_question",
                {
                    "datasource": synced,
                    "question": "华东大区有几家旗舰店？",
                    "conversation_id": "m",
                },
            )
        )
        assert "stores" in {t["name"] for t in first["context"]["tables"]}
        assert first["rendered"].startswith("#")
        follow_up = _result(
            await client.call_tool(
                "link_question",
                {
                    "datasource": synced,
                    "question": "它们上个月的订单数量是多少？",
                    "conversation_id": "m",
                },
            )
        )
        stores = next(t for t in follow_up["context"]["tables"] if t["name"] == "stores")
        assert any(e["retriever"] == "history" for e in stores["evidence"])
        hinted = _result(
            await client.call_tool(
                "link_question",
                {
                    "datasource": synced,
                    "question": "怎么付的钱最多？",
                    "keywords": ["微信支付"],
                    "subqueries": ["支付方式"],
                },
            )
        )
        assert hinted["context"]["rewrite"]["source"] == "caller"
        capped = _result(
            await client.call_tool(
                "link_question",
                {"datasource": synced, "question": "华东大区有几家旗舰店？", "max_tables": 1},
            )
        )
        assert len(capped["context"]["tables"]) == 1
        assert 0 < capped["context"]["completeness"] <= 1

        table = _result(
            await client.call_tool("get_table", {"datasource": synced, "table": "stores"})
        )
        assert [t["name"] for t in table["schemas"][0]["tables"]] == ["stores"]
        hidden = await client.call_tool("get_table", {"datasource": synced, "table": "employees"})
        assert hidden.is_error and "404 not_found" in hidden.content[0].text

        feedback = _result(
            await client.call_tool(
                "submit_feedback",
                {
                    "datasource": synced,
                    "question": "门店有多少家？",
                    "sql": "SELECT COUNT(*) FROM stores",
                    "worked": True,
                },
            )
        )
        assert feedback["status"] == "received"


async def test_a_tool_error_says_what_the_api_said(service: Service, synced: str) -> None:
    async with Client(mcp_server(service.container, "sl_not-a-key", over_http=False)) as client:
        result = await client.call_tool("list_datasources", {})
        assert result.is_error and "401 unauthorized" in result.content[0].text
    async with Client(mcp_server(service.container, ADMIN_KEY, over_http=False)) as client:
        result = await client.call_tool(
            "link_question", {"datasource": "nowhere", "question": "门店"}
        )
        assert (
            result.is_error and "404 not_found: no datasource 'nowhere'" in result.content[0].text
        )


async def test_a_table_argument_is_a_name_never_a_path(service: Service, synced: str) -> None:
    async with Client(mcp_server(service.container, ADMIN_KEY, over_http=False)) as client:
        for table in ("../../../api-keys", "../../../conversations/x", "stores/../../../roles"):
            result = await client.call_tool("get_table", {"datasource": synced, "table": table})
            assert result.is_error, table
            assert result.content[0].text.endswith(f"HTTP 404 not_found: no table {table!r}")


async def test_over_http_a_request_without_a_key_is_nobody(service: Service, synced: str) -> None:
    # Over HTTP the process's own key is never lent to a request that brings none.
    agent = mcp_server(service.container, ADMIN_KEY, over_http=True)
    async with Client(agent) as client:
        result = await client.call_tool("list_datasources", {})
        assert result.is_error and "401 unauthorized" in result.content[0].text


async def test_an_argument_a_tool_does_not_define_is_refused(service: Service, synced: str) -> None:
    async with Client(mcp_server(service.container, ADMIN_KEY, over_http=False)) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert tools["get_table"].input_schema["additionalProperties"] is False
        result = await client.call_tool(
            "get_table", {"datasource": synced, "table": "stores", "tabel": "stores"}
        )
        assert result.is_error and "tabel" in result.content[0].text
        assert "Extra inputs are not permitted" in result.content[0].text


async def test_evaluations_are_read_with_an_admin_key_and_refused_to_a_link_key(
    service: Service, synced: str
) -> None:
    started = await service.client.post(f"/v1/datasources/{synced}/evaluations")
    await service.drain()
    async with Client(mcp_server(service.container, ADMIN_KEY, over_http=False)) as client:
        page = _result(await client.call_tool("list_evaluations", {"datasource": synced}))
        assert started.json()["id"] in {e["id"] for e in page["data"]}
    link_key = mcp_server(service.container, await _restricted_key(service), over_http=False)
    async with Client(link_key) as client:
        refused = await client.call_tool("list_evaluations", {"datasource": synced})
        assert refused.is_error and "403" in refused.content[0].text
