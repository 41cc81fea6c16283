"""A warehouse that declares no foreign keys: a sync infers its relationships, links join along
them (saying so), and an admin's verdicts override them and survive a re-sync."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.api.conftest import Service

DDL = """
CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, city TEXT);
CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER, amount REAL, status TEXT);
CREATE TABLE shipments (id INTEGER PRIMARY KEY, order_ref INTEGER, carrier TEXT);
CREATE TABLE products (id INTEGER PRIMARY KEY, title TEXT, price REAL);
CREATE TABLE suppliers (id INTEGER PRIMARY KEY, company TEXT, country TEXT);
CREATE TABLE warehouses (id INTEGER PRIMARY KEY, site TEXT, capacity INTEGER);
CREATE TABLE employees (id INTEGER PRIMARY KEY, full_name TEXT, hired DATE);
CREATE TABLE campaigns (id INTEGER PRIMARY KEY, slogan TEXT, budget REAL);
INSERT INTO customers VALUES (1, 'Ada Lovelace', 'London'), (2, 'Grace Hopper', 'New York');
INSERT INTO orders VALUES (10, 1, 99.5, 'paid'), (11, 2, 12.0, 'open');
INSERT INTO shipments VALUES (100, 10, 'Royal Mail');
"""
QUESTION = "What is the total order amount for each customer name?"


@pytest.fixture(scope="module")
async def warehouse(service: Service, tmp_path_factory: pytest.TempPathFactory) -> str:
    path = Path(tmp_path_factory.mktemp("warehouse")) / "warehouse.db"
    with sqlite3.connect(path) as db:
        db.executescript(DDL)
    created = await service.client.post(
        "/v1/datasources", json={"id": "nokeys", "url": f"sqlite:///{path}"}
    )
    assert created.status_code == 201, created.text
    await _sync(service, "nokeys")
    return "nokeys"


async def _sync(service: Service, datasource: str) -> None:
    job = (await service.client.post(f"/v1/datasources/{datasource}/sync")).json()
    await service.drain()
    done = (await service.client.get(f"/v1/jobs/{job['id']}")).json()
    assert done["status"] == "succeeded", done


async def _relationships(service: Service, datasource: str, **params: str) -> list[Any]:
    listed = await service.client.get(f"/v1/datasources/{datasource}/relationships", params=params)
    assert listed.status_code == 200, listed.text
    return list(listed.json()["data"])


async def _joins(service: Service, datasource: str, question: str) -> list[Any]:
    linked = await service.client.post(
        "/v1/link", json={"datasource": datasource, "question": question}
    )
    assert linked.status_code == 200, linked.text
    return list(linked.json()["context"]["join_paths"])


def _judgement(verdict: str, **changes: Any) -> dict[str, Any]:
    return {
        "table": "orders",
        "columns": ["customer_id"],
        "ref_table": "customers",
        "ref_columns": ["id"],
        "verdict": verdict,
        **changes,
    }


async def test_a_sync_infers_the_relationship_a_column_name_points_at(
    service: Service, warehouse: str
) -> None:
    (inferred,) = await _relationships(service, warehouse, origin="inferred")
    assert inferred["table"] == "main.orders" and inferred["columns"] == ["customer_id"]
    assert inferred["ref_table"] == "main.customers" and inferred["ref_columns"] == ["id"]
    assert inferred["confidence"] >= 0.8 and inferred["verdict"] is None
    assert any("types agree" in e for e in inferred["evidence"])
    (step,) = await _joins(service, warehouse, QUESTION)
    assert (step["origin"], step["from_table"], step["to_table"]) == (
        "inferred",
        "main.orders",
        "main.customers",
    )


async def test_a_rejected_relationship_is_not_walked_even_after_a_resync(
    service: Service, warehouse: str
) -> None:
    rejected = await service.client.put(
        f"/v1/datasources/{warehouse}/relationships",
        json=_judgement(
            "rejected",
            table="customers",
            columns=["ID"],
            ref_table="orders",
            ref_columns=["customer_id"],
            note="ids reused",
        ),
    )
    assert rejected.status_code == 200, rejected.text
    assert rejected.json()["verdict"] == "rejected" and rejected.json()["origin"] is None
    assert await _joins(service, warehouse, QUESTION) == []
    await _sync(service, warehouse)
    assert await _joins(service, warehouse, QUESTION) == []
    (listed,) = await _relationships(service, warehouse)
    assert (listed["verdict"], listed["origin"], listed["note"]) == (
        "rejected",
        "inferred",
        "ids reused",
    )
    forgotten = await service.client.delete(
        f"/v1/datasources/{warehouse}/relationships/verdicts/{listed['verdict_id']}"
    )
    assert forgotten.status_code == 204
    assert [s["origin"] for s in await _joins(service, warehouse, QUESTION)] == ["inferred"]


async def test_a_declared_relationship_joins_what_inference_cannot_see(
    service: Service, warehouse: str
) -> None:
    question = "Which carrier shipped the orders of Ada Lovelace?"
    declared = await service.client.put(
        f"/v1/datasources/{warehouse}/relationships",
        json=_judgement(
            "declared",
            table="shipments",
            columns=["order_ref"],
            ref_table="orders",
            ref_columns=["id"],
        ),
    )
    assert declared.status_code == 200, declared.text
    assert (declared.json()["origin"], declared.json()["confidence"]) == ("declared", 1.0)
    steps = await _joins(service, warehouse, question)
    assert {(s["from_table"], s["origin"]) for s in steps} >= {("main.shipments", "declared")}
    ddl = await service.client.get(f"/v1/datasources/{warehouse}/meta", params={"format": "ddl"})
    assert 'REFERENCES "orders" ("id") -- declared by an admin' in ddl.text
    again = await service.client.put(
        f"/v1/datasources/{warehouse}/relationships",
        json=_judgement(
            "declared",
            table="orders",
            columns=["id"],
            ref_table="shipments",
            ref_columns=["order_ref"],
        ),
    )
    assert again.status_code == 200, again.text
    (only,) = await _relationships(service, warehouse, origin="declared")  # replaced, not added
    assert (only["table"], only["columns"]) == ("main.orders", ["id"])


@pytest.mark.parametrize(
    ("change", "status", "says"),
    [
        ({"columns": ["nope"]}, 404, "no column orders.'nope'"),
        ({"ref_table": "ghosts"}, 404, "no table 'ghosts'"),
        ({"columns": ["customer_id", "amount"]}, 422, "2 columns cannot equal 1"),
        ({"ref_table": "orders", "ref_columns": ["customer_id"]}, 422, "not to themselves"),
        ({"verdict": "maybe"}, 422, "verdict"),
        ({"confidence": 0.9}, 422, "confidence"),
    ],
)
async def test_a_bad_judgement_is_refused_and_says_why(
    service: Service, warehouse: str, change: dict[str, Any], status: int, says: str
) -> None:
    before = await _relationships(service, warehouse)
    refused = await service.client.put(
        f"/v1/datasources/{warehouse}/relationships", json=_judgement("declared") | change
    )
    assert refused.status_code == status, refused.text
    assert says in refused.json()["error"]["message"]
    assert await _relationships(service, warehouse) == before


async def test_an_unknown_verdict_or_datasource_is_not_found(
    service: Service, warehouse: str
) -> None:
    gone = await service.client.delete(f"/v1/datasources/{warehouse}/relationships/verdicts/999")
    assert gone.status_code == 404
    missing = await service.client.get("/v1/datasources/ghost/relationships")
    assert missing.status_code == 404


async def test_only_admins_see_relationships(service: Service, warehouse: str) -> None:
    created = await service.client.post(
        "/v1/api-keys", json={"name": "bi-tool", "scopes": ["link"]}
    )
    key = created.json()["key"]
    listed = await service.client.get(
        f"/v1/datasources/{warehouse}/relationships",
        headers={"Authorization": f"Bearer {key}"},
    )
    assert listed.status_code == 403


async def test_verdicts_given_at_once_on_one_join_leave_one(
    service: Service, warehouse: str
) -> None:
    forward = _judgement("declared", table="shipments", columns=["order_ref"])
    forward |= {"ref_table": "orders", "ref_columns": ["id"]}
    backward = _judgement("rejected", table="orders", columns=["id"])
    backward |= {"ref_table": "shipments", "ref_columns": ["order_ref"]}
    url = f"/v1/datasources/{warehouse}/relationships"
    answers = await asyncio.gather(
        *(service.client.put(url, json=forward if i % 2 else backward) for i in range(12))
    )
    assert [a.status_code for a in answers] == [200] * 12
    judged = [
        r
        for r in await _relationships(service, warehouse)
        if r["verdict"] and "main.shipments" in (r["table"], r["ref_table"])
    ]
    assert len(judged) == 1, [
        (r["origin"], r["verdict"], r["verdict_id"], r["confidence"]) for r in judged
    ]


async def test_a_verdict_id_beyond_the_stores_integers_is_refused(
    service: Service, warehouse: str
) -> None:
    url = f"/v1/datasources/{warehouse}/relationships/verdicts/5715100375981"
    refused = await service.client.delete(url)
    assert refused.status_code == 422


async def test_a_warehouse_named_in_chinese_gets_its_joins(
    service: Service, tmp_path: Path
) -> None:
    path = tmp_path / "门店.db"
    with sqlite3.connect(path) as db:
        db.executescript(
            """
            CREATE TABLE 客户信息 (客户编号 INTEGER PRIMARY KEY, 姓名 TEXT, 城市 TEXT);
            CREATE TABLE 订单表 (订单编号 INTEGER PRIMARY KEY, 客户编号 INTEGER, 金额 REAL);
            INSERT INTO 客户信息 VALUES (1, '张伟', '上海'), (2, '李娜', '北京');
            INSERT INTO 订单表 VALUES (10, 1, 99.5), (11, 2, 12.0);
            """
        )
    created = await service.client.post(
        "/v1/datasources", json={"id": "mendian", "url": f"sqlite:///{path}"}
    )
    assert created.status_code == 201, created.text
    await _sync(service, "mendian")
    (inferred,) = await _relationships(service, "mendian", origin="inferred")
    assert (inferred["table"], inferred["ref_table"]) == ("main.订单表", "main.客户信息")
    assert inferred["evidence"][0] == "name: 订单表.客户编号 → 客户信息.客户编号 (same name)"
    (step,) = await _joins(service, "mendian", "每个城市的客户订单总金额是多少？")
    assert step["origin"] == "inferred"
    assert {step["from_table"], step["to_table"]} == {"main.订单表", "main.客户信息"}
