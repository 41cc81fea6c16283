"""Nothing a role hides leaves the service: not in a training pair's SQL, a join path, a
rendering, a conversation, an error or the very existence of a datasource."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from mcp import Client
from sqlalchemy import update

from service.mcp import mcp_server
from service.store.models import Datasource
from tests.api.conftest import Service


async def _key(service: Service, role: str, *rules: dict[str, Any]) -> str:
    """A link key whose role has ``rules``."""
    client = service.client
    assert (await client.post("/v1/roles", json={"name": role})).status_code == 201
    for rule in rules:
        created = await client.post("/v1/policies", json={"role": role, **rule})
        assert created.status_code == 201, created.text
    key = await client.post("/v1/api-keys", json={"name": role, "scopes": ["link"], "role": role})
    secret: str = key.json()["key"]
    return secret


def _as(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


LEAKY_PAIRS = {
    "员工岗位一览": "SELECT position AS position FROM employees",
    "员工岗位的名单": 'SELECT "position" FROM employees',
    "所有员工的全部信息": "SELECT * FROM employees",
    "按岗位排序的员工": "SELECT employee_name FROM employees -- ordered by position",
    "员工及其岗位": "SELECT position FROM (SELECT 1 AS x) AS d, employees",
}


async def test_pair_sql_reading_a_hidden_column_reaches_no_restricted_caller(
    service: Service, synced: str
) -> None:
    client = service.client
    ids = []
    for question, sql in LEAKY_PAIRS.items():
        stored = await client.post(
            "/v1/training-pairs", json={"datasource": synced, "question": question, "sql": sql}
        )
        assert stored.status_code == 201, stored.text
        ids.append(stored.json()["id"])
    await service.drain()
    key = await _key(
        service,
        "no-position",
        {"effect": "allow"},
        {"effect": "deny", "table": "employees", "field": "position"},
    )
    questions = list(LEAKY_PAIRS)
    admin = await client.post("/v1/link", json={"datasource": synced, "question": questions[0]})
    assert "SELECT position AS position" in admin.text  # the pair is found and shown to admins
    answers = [
        (
            await client.post(
                "/v1/link", json={"datasource": synced, "question": q}, headers=_as(key)
            )
        )
        for q in questions
    ]
    batch = await client.post(
        "/v1/link/batch", json={"datasource": synced, "questions": questions}, headers=_as(key)
    )
    async with Client(mcp_server(service.container, key, over_http=False)) as agent:
        tool = await agent.call_tool(
            "link_question", {"datasource": synced, "question": questions[2]}
        )
    shown = [a.text for a in answers] + [batch.text, tool.content[0].text]
    assert all(a.status_code == 200 for a in answers) and batch.status_code == 200
    for text in shown:
        assert "position" not in text
        assert not any(pair_id in text for pair_id in ids)


async def test_a_join_path_never_names_a_hidden_column(service: Service, synced: str) -> None:
    key = await _key(
        service,
        "no-store-key",
        {"effect": "allow"},
        {"effect": "deny", "table": "orders", "field": "store_id"},
    )
    question = {"datasource": synced, "question": "每家门店的订单数量", "format": "ddl"}
    admin = await service.client.post("/v1/link", json=question)
    steps = admin.json()["context"]["join_paths"]
    assert any("store_id" in json.dumps(step) for step in steps)  # the path the role may not walk
    restricted = await service.client.post("/v1/link", json=question, headers=_as(key))
    for step in restricted.json()["context"]["join_paths"]:
        assert not (step["to_table"] == "main.orders" and "store_id" in step["to_columns"])
        assert not (step["from_table"] == "main.orders" and "store_id" in step["from_columns"])
    orders = restricted.json()["rendered"].split('CREATE TABLE "orders"', 1)[-1].split(";")[0]
    assert "store_id" not in orders


async def test_row_filters_reach_every_rendering_and_the_catalog(
    service: Service, synced: str
) -> None:
    key = await _key(
        service, "east-only", {"effect": "allow", "table": "stores", "row_filter": "region_id = 1"}
    )
    for fmt, shown in (("markdown", "Row filter: `region_id = 1`"), ("ddl", "-- row filter: ")):
        linked = await service.client.post(
            "/v1/link",
            json={"datasource": synced, "question": "有几家门店", "format": fmt},
            headers=_as(key),
        )
        assert shown in linked.json()["rendered"], fmt
    table = await service.client.get(f"/v1/catalog/{synced}/tables/stores", headers=_as(key))
    assert table.json()["schemas"][0]["tables"][0]["row_filters"] == ["region_id = 1"]


async def test_a_datasource_the_role_cannot_see_is_not_found_like_a_missing_one(
    service: Service, synced: str
) -> None:
    key = await _key(service, "elsewhere", {"effect": "allow", "table": "no_such_table"})
    answers = {}
    for name in (synced, "nowhere"):
        link = await service.client.post(
            "/v1/link", json={"datasource": name, "question": "有几家门店"}, headers=_as(key)
        )
        table = await service.client.get(f"/v1/catalog/{name}/tables/stores", headers=_as(key))
        feedback = await service.client.post(
            "/v1/feedback",
            json={"datasource": name, "question": "门店", "sql": "SELECT 1", "worked": True},
            headers=_as(key),
        )
        answers[name] = [
            (r.status_code, r.json()["error"]["code"]) for r in (link, table, feedback)
        ]
        assert f"no datasource {name!r}" in link.json()["error"]["message"]
    assert answers[synced] == answers["nowhere"] == [(404, "not_found")] * 3


async def test_feedback_matching_an_admin_pair_says_nothing_of_it(
    service: Service, synced: str
) -> None:
    report = {"question": "旗舰店的数量", "sql": "SELECT COUNT(*) FROM stores"}
    stored = await service.client.post("/v1/training-pairs", json={"datasource": synced, **report})
    key = await _key(service, "reporter", {"effect": "allow"})
    receipt = await service.client.post(
        "/v1/feedback", json={"datasource": synced, **report, "worked": True}, headers=_as(key)
    )
    fresh = await service.client.post(
        "/v1/feedback",
        json={
            "datasource": synced,
            "question": "门店总数",
            "sql": "SELECT 2 FROM stores",
            "worked": True,
        },
        headers=_as(key),
    )
    assert receipt.status_code == fresh.status_code == 202
    assert receipt.json() == fresh.json()
    assert stored.json()["id"] not in receipt.text


async def test_a_kept_conversation_forgets_tables_its_role_lost(
    service: Service, synced: str
) -> None:
    client = service.client
    key = await _key(service, "losing", {"effect": "allow"})
    asked = await client.post(
        "/v1/link",
        json={"datasource": synced, "question": "华东大区有几家旗舰店？", "conversation_id": "c1"},
        headers=_as(key),
    )
    assert "main.stores" in (await client.get("/v1/conversations/c1", headers=_as(key))).text
    assert asked.status_code == 200
    denied = await client.post(
        "/v1/policies", json={"role": "losing", "effect": "deny", "table": "stores"}
    )
    assert denied.status_code == 201
    kept = await client.get("/v1/conversations/c1", headers=_as(key))
    assert kept.status_code == 200 and "stores" not in kept.text
    follow_up = await client.post(
        "/v1/link",
        json={"datasource": synced, "question": "它们的订单呢？", "conversation_id": "c1"},
        headers=_as(key),
    )
    assert follow_up.status_code == 200 and "stores" not in follow_up.text


async def test_a_policy_that_would_be_ignored_is_refused(service: Service, synced: str) -> None:
    client = service.client
    await client.post("/v1/roles", json={"name": "careful"})
    refused = {
        "a deny rule with a row filter": (
            {"effect": "deny", "table": "orders", "row_filter": "store_id = 1"},
            422,
        ),
        "an unknown datasource": ({"effect": "allow", "datasource": "nowhere"}, 404),
        "a row filter that is no condition": (
            {"effect": "allow", "datasource": synced, "row_filter": "1; DROP TABLE orders"},
            422,
        ),
        "a backreference": ({"effect": "deny", "table": r"(a)\1"}, 422),
        "a lookahead": ({"effect": "deny", "table": "(?=o)orders"}, 422),
    }
    for what, (rule, status) in refused.items():
        answer = await client.post("/v1/policies", json={"role": "careful", **rule})
        assert answer.status_code == status, what
    listed = await client.get("/v1/policies", params={"role": "careful"})
    assert listed.json()["count"] == 0


async def test_a_catastrophic_pattern_is_matched_in_linear_time(service: Service) -> None:
    # Python's backtracking engine takes seconds for ``(a+)+$`` against 24 "a"s and a letter
    # that fails it, twice as long per "a"; with 40 this link would not end for days. RE2
    # does not backtrack.
    path = service.container.settings.data_dir.parent / "redos.sqlite"
    with sqlite3.connect(path) as database:
        database.execute(f"CREATE TABLE {'a' * 40}x (id INTEGER PRIMARY KEY, label TEXT)")
        database.execute("CREATE TABLE labels (id INTEGER PRIMARY KEY, label TEXT)")
    client = service.client
    await client.post("/v1/datasources", json={"id": "redos", "url": f"sqlite:///{path}"})
    await client.post("/v1/datasources/redos/sync")
    await service.drain()
    key = await _key(service, "redos", {"effect": "allow"}, {"effect": "deny", "table": "(a+)+$"})
    linked = await client.post(
        "/v1/link", json={"datasource": "redos", "question": "labels"}, headers=_as(key)
    )
    assert linked.status_code == 200
    assert {t["name"] for t in linked.json()["context"]["tables"]} == {"a" * 40 + "x", "labels"}


async def test_a_note_counts_only_the_unread_tables_the_caller_may_see(
    service: Service, demo_url: str
) -> None:
    client = service.client
    await client.post("/v1/datasources", json={"id": "half-read", "url": demo_url})
    await client.post("/v1/datasources/half-read/sync")
    await service.drain()
    async with service.container.store.session() as session:
        await session.execute(
            update(Datasource)
            .where(Datasource.id == "half-read")
            .values(unread_tables=["main.employees", "main.stores"])
        )
        await session.commit()
    key = await _key(
        service, "no-staff", {"effect": "allow"}, {"effect": "deny", "table": "employees"}
    )
    question = {"datasource": "half-read", "question": "有几家门店"}
    notes = {}
    for who, headers in (("admin", {}), ("role", _as(key))):
        linked = await client.post("/v1/link", json=question, headers=headers)
        notes[who] = " ".join(linked.json()["context"]["diagnostics"]["notes"])
    assert "could not read 2 tables" in notes["admin"]
    assert "could not read 1 tables" in notes["role"]


# Stores outside 华东 (region 1) in the demo database, and their cities: what a role that may
# read only 华东's stores must not be shown, and the question does not say.
OTHER_REGIONS = ("广州万达广场店", "深圳国贸购物中心店", "厦门", "北京西湖银泰店", "石家庄")


async def test_a_row_filter_covers_the_values_a_role_is_shown(
    service: Service, synced: str
) -> None:
    client = service.client
    pair = {
        "datasource": synced,
        "question": "深圳国贸购物中心店是哪天开业的？",
        "sql": "SELECT opened_on FROM stores WHERE store_name = '深圳国贸购物中心店'",
    }
    assert (await client.post("/v1/training-pairs", json=pair)).status_code == 201
    await service.drain()
    key = await _key(
        service,
        "east-stores",
        {"effect": "allow", "table": "stores", "row_filter": "region_id = 1"},
    )
    question = {"datasource": synced, "question": "深圳的门店有哪些？", "format": "ddl"}
    admin = await client.post("/v1/link", json=question)
    assert "广州万达广场店" in admin.text  # examples and value hits from every region
    answers = [
        await client.post("/v1/link", json=question, headers=_as(key)),
        await client.post("/v1/link", json=question | {"format": "markdown"}, headers=_as(key)),
        await client.post(
            "/v1/link/batch",
            json={"datasource": synced, "questions": [question["question"]]},
            headers=_as(key),
        ),
        await client.get(f"/v1/catalog/{synced}/tables/stores", headers=_as(key)),
    ]
    async with Client(mcp_server(service.container, key, over_http=False)) as agent:
        tool = await agent.call_tool("get_table", {"datasource": synced, "table": "stores"})
    assert all(a.status_code == 200 for a in answers), [a.text for a in answers]
    for text in [*(a.text for a in answers), tool.content[0].text]:
        assert not [value for value in OTHER_REGIONS if value in text], text
    context = answers[0].json()["context"]
    assert context["diagnostics"]["hits"].get("values", 0) == 0
    served = await client.post(
        "/v1/link", json={"datasource": synced, "question": pair["question"]}, headers=_as(key)
    )
    (shown,) = served.json()["context"]["training_pairs"]
    assert shown["sql"] == "SELECT opened_on FROM stores WHERE store_name = ?"
    assert shown["question"] == "?是哪天开业的？"
