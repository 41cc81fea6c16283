"""The admin's and the BI front-end's walk, end to end through HTTP: register the demo database,
sync it, upload pairs with bad rows among them, and link as a restricted role."""

from __future__ import annotations

import json

from tests.api.conftest import Service

SALES = "上个月销售额最高的产品是什么？"
STORE_QUESTION = "2025年哪家门店的订单总金额最高？"


async def test_sync_reports_progress_and_counts(service: Service, synced: str) -> None:
    jobs = (await service.client.get("/v1/jobs", params={"datasource": synced})).json()
    job = jobs["data"][0]
    assert job["progress"]["tables_total"] == 11
    assert job["progress"]["tables_indexed"] == 11
    assert job["progress"]["columns_indexed"] == job["progress"]["columns_total"] > 50
    assert job["progress"]["values_indexed"] == job["progress"]["values_total"] > 100
    assert "11 tables indexed" in job["message"]


async def test_jobs_are_filtered_by_kind(service: Service, synced: str) -> None:
    syncs = await service.client.get("/v1/jobs", params={"datasource": synced, "kind": "sync"})
    reindexes = await service.client.get("/v1/jobs", params={"kind": "reindex"})
    assert syncs.json()["count"] >= 1
    assert {j["kind"] for j in syncs.json()["data"]} == {"sync"}
    assert {j["kind"] for j in reindexes.json()["data"]} <= {"reindex"}
    refused = await service.client.get("/v1/jobs", params={"kind": "backup"})
    assert refused.status_code == 422


async def test_upload_reports_every_row_and_keeps_the_good_ones(
    service: Service, synced: str
) -> None:
    rows = [
        {"question": "每个门店的订单数", "sql": "SELECT store_id, COUNT(*) FROM orders GROUP BY 1"},
        {"question": "坏的 SQL", "sql": "SELEC FROM"},
        {"question": "不存在的列", "sql": "SELECT no_such_column FROM orders"},
        {"question": "不存在的表", "sql": "SELECT * FROM ghosts"},
        {"question": "每个门店的订单数", "sql": "SELECT store_id, COUNT(*) FROM orders GROUP BY 1"},
        "not an object",
    ]
    content = "\n".join(json.dumps(r, ensure_ascii=False) for r in rows).encode()
    response = await service.client.post(
        "/v1/training-pairs/bulk",
        params={"datasource": synced},
        files={"file": ("pairs.jsonl", content)},
    )
    assert response.status_code == 200, response.text
    report = response.json()
    assert (report["accepted"], report["duplicate"], report["invalid"]) == (1, 1, 4)
    reasons = [r["reason"] for r in report["rows"]]
    assert "does not parse" in reasons[1]
    assert "no_such_column" in reasons[2]
    assert "ghosts" in reasons[3]
    assert report["rows"][4]["id"] == report["rows"][0]["id"]
    await service.drain()
    assert (
        await service.container.linker.vectors.count(
            "pairs", {"datasource": synced, "pair_id": [report["rows"][0]["id"]]}
        )
        == 1
    )


async def test_a_restricted_role_never_sees_a_denied_table(service: Service, synced: str) -> None:
    client = service.client
    await client.post("/v1/roles", json={"name": "analyst"})
    await client.post("/v1/policies", json={"role": "analyst", "effect": "deny", "table": "orders"})
    await client.post(
        "/v1/policies",
        json={
            "role": "analyst",
            "effect": "allow",
            "table": "stores",
            "row_filter": "city = '上海'",
        },
    )
    await client.post("/v1/policies", json={"role": "analyst", "effect": "allow"})
    pair = await client.post(
        "/v1/training-pairs",
        json={
            "datasource": synced,
            "question": "上个月销售额最高的产品",
            "sql": "SELECT p.product_name FROM orders o "
            "JOIN order_items i ON i.order_id = o.order_id "
            "JOIN products p ON p.product_id = i.product_id GROUP BY p.product_name "
            "ORDER BY SUM(i.amount) DESC LIMIT 1",
        },
    )
    assert pair.status_code == 201, pair.text
    await service.drain()
    key = (
        await client.post(
            "/v1/api-keys", json={"name": "bi", "scopes": ["link"], "role": "analyst"}
        )
    ).json()["key"]
    analyst = {"Authorization": f"Bearer {key}"}
    stores = await client.post(
        "/v1/link", json={"datasource": synced, "question": STORE_QUESTION}, headers=analyst
    )
    linked = {t["name"]: t for t in stores.json()["context"]["tables"]}
    assert linked["stores"]["row_filters"] == ["city = '上海'"]
    for question in (SALES, STORE_QUESTION, "各个商品类目的销售额"):
        response = await client.post(
            "/v1/link", json={"datasource": synced, "question": question}, headers=analyst
        )
        assert response.status_code == 200, response.text
        context = response.json()["context"]
        assert "orders" not in {t["name"] for t in context["tables"]}
        assert all("orders" not in p["sql"].split() for p in context["training_pairs"])
        dumped = json.dumps(context, ensure_ascii=False)
        assert '"orders"' not in dumped and "main.orders" not in dumped
    # The same question as an unrestricted admin does see orders.
    admin = (await client.post("/v1/link", json={"datasource": synced, "question": SALES})).json()
    assert "orders" in {t["name"] for t in admin["context"]["tables"]}
    assert any("FROM orders" in p["sql"] for p in admin["context"]["training_pairs"])


async def test_link_formats_and_batch(service: Service, synced: str) -> None:
    ddl = await service.client.post(
        "/v1/link", json={"datasource": synced, "question": SALES, "format": "ddl"}
    )
    assert "CREATE TABLE" in ddl.json()["rendered"]
    batch = await service.client.post(
        "/v1/link/batch",
        json={"datasource": synced, "questions": [SALES, "x" * 3000, STORE_QUESTION]},
    )
    results = batch.json()["results"]
    assert [r["error"] is None for r in results] == [True, False, True]
    assert "3000 characters" in results[1]["error"]["message"]


async def test_a_100kb_question_is_a_clear_422(service: Service, synced: str) -> None:
    response = await service.client.post(
        "/v1/link", json={"datasource": synced, "question": "销售" * 50_000}
    )
    assert response.status_code == 422
    body = response.json()
    assert body["error"]["code"] == "invalid_question"
    assert "100000 characters" in body["error"]["message"]
    assert body["request_id"] == response.headers["x-request-id"]


async def test_linking_an_unsynced_datasource_says_so(service: Service, demo_url: str) -> None:
    await service.client.post("/v1/datasources", json={"id": "fresh", "url": demo_url})
    response = await service.client.post(
        "/v1/link", json={"datasource": "fresh", "question": SALES}
    )
    assert response.status_code == 409
    assert response.json()["error"]["code"] == "not_ready"
    assert "no sync of it has finished" in response.json()["error"]["message"]
    missing = await service.client.post("/v1/link", json={"datasource": "nope", "question": SALES})
    assert missing.status_code == 404


async def test_a_follow_up_names_the_turn_its_tables_came_from(
    service: Service, synced: str
) -> None:
    earlier = {"question": STORE_QUESTION, "tables": ["stores", "regions", "no_such_table"]}
    broken = {"question": "上个月的订单", "sql": "SELEC nothing"}
    response = await service.client.post(
        "/v1/link",
        json={
            "datasource": synced,
            "question": "它们上个月的订单数量是多少？",
            "history": [broken, earlier],
        },
    )
    assert response.status_code == 200
    context = response.json()["context"]
    stores = next(t for t in context["tables"] if t["name"] == "stores")
    assert [e["detail"] for e in stores["evidence"] if e["retriever"] == "history"] == [
        f"turn -1: {STORE_QUESTION}"
    ]
    notes = context["diagnostics"]["notes"]
    assert "history turn -1: no table 'no_such_table' in this catalog, ignored" in notes
    assert any(n.startswith("history turn -2: its SQL was not read") for n in notes)


async def test_a_history_beyond_its_bounds_is_a_clear_422(service: Service, synced: str) -> None:
    turns = [{"question": "q"}] * 21
    response = await service.client.post(
        "/v1/link", json={"datasource": synced, "question": SALES, "history": turns}
    )
    assert response.status_code == 422
    assert "history" in response.json()["error"]["message"]
