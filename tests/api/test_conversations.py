"""Conversations the service keeps: follow-ups under a ``conversation_id``, per API key,
bounded, deletable; on the SQLite store and on PostgreSQL."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx

from service.domain.conversations import conversation_turns
from service.store.models import ConversationTurn, utcnow
from tests.api.conftest import Service, service_settings, start_service

FIRST = "华东大区有几家旗舰店？"
FOLLOW_UP = "它们上个月的订单数量是多少？"


async def _link(client: httpx.AsyncClient, question: str, **extra: Any) -> dict[str, Any]:
    response = await client.post(
        "/v1/link", json={"datasource": "demo", "question": question, **extra}
    )
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _history_tables(body: dict[str, Any]) -> set[str]:
    return {
        t["name"]
        for t in body["context"]["tables"]
        if any(e["retriever"] == "history" for e in t["evidence"])
    }


async def _other_key(client: httpx.AsyncClient) -> httpx.AsyncClient:
    key = (await client.post("/v1/api-keys", json={"name": "other", "scopes": ["link"]})).json()
    return httpx.AsyncClient(
        transport=client._transport,
        base_url=str(client.base_url),
        headers={"Authorization": f"Bearer {key['key']}"},
    )


async def _a_conversation_carries_its_tables_to_the_next_turn(client: httpx.AsyncClient) -> None:
    first = await _link(client, FIRST, conversation_id="c-1")
    assert first["conversation_id"] == "c-1" and _history_tables(first) == set()
    follow_up = await _link(client, FOLLOW_UP, conversation_id="c-1")
    assert "stores" in _history_tables(follow_up)
    kept = (await client.get("/v1/conversations/c-1")).json()
    assert [t["question"] for t in kept["turns"]] == [FIRST, FOLLOW_UP]
    assert "main.stores" in kept["turns"][0]["tables"]

    # Another key naming the same id has a conversation of its own.
    async with await _other_key(client) as other:
        assert (await other.get("/v1/conversations/c-1")).status_code == 404
        assert _history_tables(await _link(other, FOLLOW_UP, conversation_id="c-1")) == set()

    assert (await client.delete("/v1/conversations/c-1")).status_code == 204
    assert (await client.get("/v1/conversations/c-1")).status_code == 404
    assert (await client.delete("/v1/conversations/c-1")).status_code == 404
    assert _history_tables(await _link(client, FOLLOW_UP, conversation_id="c-1")) == set()


async def test_a_conversation_carries_its_tables_to_the_next_turn(
    service: Service, synced: str
) -> None:
    await _a_conversation_carries_its_tables_to_the_next_turn(service.client)


@asynccontextmanager
async def _demo_service(
    tmp_path: Path, demo_url: str, **settings: Any
) -> AsyncIterator[httpx.AsyncClient]:
    """A service of its own (``settings`` changed) with the demo synced; its admin client."""
    _, container, client = await start_service(service_settings(tmp_path, **settings))
    try:
        await client.post("/v1/datasources", json={"id": "demo", "url": demo_url})
        await client.post("/v1/datasources/demo/sync")
        await container.worker.drain()
        yield client
    finally:
        await client.aclose()
        await container.close()


async def test_a_conversation_on_postgresql(
    pg_database: str, tmp_path: Path, demo_url: str
) -> None:
    async with _demo_service(tmp_path, demo_url, database_url=pg_database) as client:
        await _a_conversation_carries_its_tables_to_the_next_turn(client)


async def test_a_conversation_keeps_its_last_turns(tmp_path: Path, demo_url: str) -> None:
    async with _demo_service(tmp_path, demo_url, conversation_turns=2) as client:
        for question in ("门店有哪些？", FIRST, FOLLOW_UP):
            await _link(client, question, conversation_id="bounded")
        kept = (await client.get("/v1/conversations/bounded")).json()
        assert [t["question"] for t in kept["turns"]] == [FIRST, FOLLOW_UP]


async def test_an_idle_conversation_expires(tmp_path: Path, demo_url: str) -> None:
    async with _demo_service(tmp_path, demo_url, conversation_ttl_s=1e-9) as client:
        await _link(client, FIRST, conversation_id="idle")
        # Every turn is older than a nanosecond by the time the next request reads it.
        assert _history_tables(await _link(client, FOLLOW_UP, conversation_id="idle")) == set()
        assert (await client.get("/v1/conversations/idle")).status_code == 404


async def test_history_and_a_conversation_together_are_a_clear_422(
    service: Service, synced: str
) -> None:
    response = await service.client.post(
        "/v1/link",
        json={
            "datasource": synced,
            "question": FOLLOW_UP,
            "conversation_id": "c-2",
            "history": [{"question": FIRST}],
        },
    )
    assert response.status_code == 422
    assert "not both" in response.json()["error"]["message"]


async def test_a_conversation_idle_longer_than_its_ttl_reads_as_empty(service: Service) -> None:
    async with service.container.store.session() as session:
        session.add(
            ConversationTurn(
                key_id="k",
                conversation_id="old",
                datasource_id="demo",
                question=FIRST,
                tables=["main.stores"],
                created_at=utcnow() - timedelta(hours=2),
            )
        )
        await session.commit()
        assert await conversation_turns(session, "k", "old", ttl_s=3 * 3600) != []
        assert await conversation_turns(session, "k", "old", ttl_s=3600) == []


async def test_deleting_a_datasource_forgets_the_conversations_about_it(
    tmp_path: Path, demo_url: str
) -> None:
    async with _demo_service(tmp_path, demo_url) as client:
        await _link(client, FIRST, conversation_id="gone")
        assert (await client.delete("/v1/datasources/demo")).status_code == 204
        assert (await client.get("/v1/conversations/gone")).status_code == 404
