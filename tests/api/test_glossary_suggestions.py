"""Glossary suggestions: found by an evaluation in a role's view, read and decided per role,
applied only when accepted."""

from __future__ import annotations

from typing import Any

from tests.api.conftest import Service

ZORBLE = {
    "Who is the zorble of each region?": "SELECT region_name, manager_name FROM regions",
    "Name the zorble of region 3": "SELECT manager_name FROM regions WHERE region_id = 3",
    "How many orders did each store take?": "SELECT store_id, COUNT(*) FROM orders GROUP BY 1",
    "每个门店有多少库存？": "SELECT store_id, SUM(quantity_on_hand) FROM inventory GROUP BY 1",
}
BLORPS = {
    "How many blorps work at each store?": "SELECT store_id, COUNT(*) FROM employees GROUP BY 1",
    "List the blorps hired in 2023": "SELECT employee_name FROM employees "
    "WHERE hired_on >= '2023-01-01'",
}
QUUXES = {
    "Which quuxes ran in 2023?": "SELECT promotion_name FROM promotions "
    "WHERE start_date >= '2023-01-01'",
    "How deep was the discount of the quuxes?": "SELECT promotion_name, discount_rate "
    "FROM promotions",
}


async def _pairs(service: Service, datasource: str, pairs: dict[str, str]) -> None:
    """Approved pairs (the module's service may hold some of them already)."""
    for question, sql in pairs.items():
        created = await service.client.post(
            "/v1/training-pairs", json={"datasource": datasource, "question": question, "sql": sql}
        )
        assert created.status_code in (201, 409), created.text


async def _evaluated(service: Service, datasource: str, **headers: str) -> list[dict[str, Any]]:
    started = await service.client.post(
        f"/v1/datasources/{datasource}/evaluations", headers=headers
    )
    assert started.status_code == 202, started.text
    await service.drain()
    listed = await service.client.get(
        f"/v1/datasources/{datasource}/glossary-suggestions", headers=headers
    )
    assert listed.status_code == 200, listed.text
    return listed.json()["data"]


async def test_a_word_the_pairs_use_for_a_column_is_suggested_and_applied_once_accepted(
    service: Service, synced: str
) -> None:
    client = service.client
    await _pairs(service, synced, ZORBLE)
    (found,) = [s for s in await _evaluated(service, synced) if s["word"] == "zorble"]
    assert (found["target"], found["kind"], found["support"]) == (
        "main.regions.manager_name",
        "column",
        2,
    )
    assert {p["question"] for p in found["pairs"]} <= set(ZORBLE)
    assert found["status"] == "pending"
    path = f"/v1/datasources/{synced}/glossary-suggestions/{found['id']}"
    accepted = await client.post(f"{path}/accept")
    assert accepted.status_code == 200, accepted.text
    assert accepted.json()["status"] == "accepted"
    terms = (await client.get("/v1/glossary", params={"datasource": synced})).json()["data"]
    (term,) = [t for t in terms if t["term"] == "zorble"]
    assert term["synonyms"] == ["manager_name"]
    assert term["id"] == accepted.json()["glossary_term_id"]
    assert (await client.post(f"{path}/dismiss")).status_code == 409  # decided already
    # Found again by the next evaluation, an accepted suggestion stays as it was decided.
    await _evaluated(service, synced)
    decided = await client.get(
        f"/v1/datasources/{synced}/glossary-suggestions", params={"status": "accepted"}
    )
    assert [s["id"] for s in decided.json()["data"]] == [found["id"]]


async def test_a_role_sees_only_what_its_own_evaluation_found(
    service: Service, synced: str
) -> None:
    client = service.client
    await _pairs(service, synced, {**ZORBLE, **BLORPS, **QUUXES})
    assert (await client.post("/v1/roles", json={"name": "no-staff"})).status_code == 201
    for rule in ({"effect": "allow"}, {"effect": "deny", "table": "employees"}):
        assert (await client.post("/v1/policies", json={"role": "no-staff", **rule})).is_success
    key = await client.post(
        "/v1/api-keys", json={"name": "no-staff", "scopes": ["admin"], "role": "no-staff"}
    )
    restricted = {"Authorization": f"Bearer {key.json()['key']}"}
    everything = await _evaluated(service, synced)
    assert "blorps" in {s["word"] for s in everything}
    mine = await _evaluated(service, synced, **restricted)
    (quuxes,) = [s for s in mine if s["word"] == "quuxes"]
    assert (quuxes["role"], quuxes["target"]) == ("no-staff", "main.promotions.promotion_name")
    assert "employees" not in str(mine) and "blorps" not in str(mine)
    blorps = next(s for s in everything if s["word"] == "blorps")
    assert (blorps["target"], blorps["kind"]) == ("main.employees", "table")
    path = f"/v1/datasources/{synced}/glossary-suggestions/{blorps['id']}"
    assert (await client.post(f"{path}/accept", headers=restricted)).status_code == 404
    dismissed = await client.post(f"{path}/dismiss")
    assert dismissed.json()["status"] == "dismissed"


async def test_bad_requests_are_refused(service: Service, synced: str) -> None:
    client = service.client
    base = f"/v1/datasources/{synced}/glossary-suggestions"
    assert (await client.get(base, params={"status": "maybe"})).status_code == 422
    assert (await client.get(base, params={"colour": "red"})).status_code == 422
    assert (await client.post(f"{base}/nothing/accept")).status_code == 404
    assert (await client.post(f"{base}/nothing/accept", json={"apply": True})).status_code == 422
    assert (await client.get("/v1/datasources/nowhere/glossary-suggestions")).status_code == 404
