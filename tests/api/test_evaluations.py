"""Evaluations of a datasource's approved pairs: started as a job, read per role, and nothing
of a pair a role may not see in what that role reads."""

from __future__ import annotations

import asyncio
from typing import Any

from tests.api.conftest import Service

PAIRS = {
    "每个大区有多少门店？": "SELECT r.region_name, COUNT(*) FROM stores s "
    "JOIN regions r ON s.region_id = r.region_id GROUP BY r.region_name",
    "How many orders did each store take?": "SELECT store_id, COUNT(*) FROM orders GROUP BY 1",
    "各岗位有多少员工？": "SELECT position, COUNT(*) FROM employees GROUP BY position",
}


async def _evaluate(service: Service, datasource: str, **headers: str) -> dict[str, Any]:
    """Ask for an evaluation, run the worker, and read the evaluation its job filled."""
    client = service.client
    started = await client.post(f"/v1/datasources/{datasource}/evaluations", headers=headers)
    assert started.status_code == 202, started.text
    queued = started.json()
    assert queued["figures"] is None and queued["status"] in ("queued", "running")
    job = (await client.get(f"/v1/jobs/{queued['job_id']}")).json()
    assert job["kind"] == "evaluate"
    # Readable at once by the id the POST answered with (a client follows it there).
    pending = await client.get(
        f"/v1/datasources/{datasource}/evaluations/{queued['id']}", headers=headers
    )
    assert pending.status_code == 200 and pending.json()["id"] == queued["id"]
    await service.drain()
    assert (await client.get(f"/v1/jobs/{job['id']}")).json()["status"] == "succeeded"
    listed = await client.get(f"/v1/datasources/{datasource}/evaluations", headers=headers)
    assert listed.status_code == 200, listed.text
    (mine,) = [e for e in listed.json()["data"] if e["id"] == queued["id"]]
    one = await client.get(
        f"/v1/datasources/{datasource}/evaluations/{mine['id']}", headers=headers
    )
    assert one.json() == mine
    return mine


async def test_a_datasource_without_pairs_says_there_is_nothing_to_evaluate(
    service: Service, synced: str
) -> None:
    evaluation = await _evaluate(service, synced)
    assert evaluation["figures"]["questions"] == 0
    assert evaluation["figures"]["tables_complete"] is None
    assert "no approved training pairs" in evaluation["message"]


async def test_each_approved_pair_is_linked_held_out_and_scored(
    service: Service, synced: str
) -> None:
    for question, sql in PAIRS.items():
        created = await service.client.post(
            "/v1/training-pairs", json={"datasource": synced, "question": question, "sql": sql}
        )
        assert created.status_code == 201, created.text
    evaluation = await _evaluate(service, synced)
    figures = evaluation["figures"]
    assert evaluation["status"] == "succeeded"
    assert evaluation["revision"] is not None
    assert figures["questions"] == 3
    assert 0 <= figures["tables_complete"] <= 1
    assert figures["tables_returned"] >= 1
    assert set(figures["recall_at"]) == {"1", "3", "5"}
    assert evaluation["by_language"]["zh"]["questions"] == 2
    assert evaluation["by_language"]["en"]["questions"] == 1
    for worst in evaluation["worst"]:
        assert worst["question"] in PAIRS
        assert worst["missed_tables"] or worst["missed_columns"] or worst["excess_tables"]


async def test_a_role_evaluates_only_the_pairs_it_may_see_and_reads_only_its_own(
    service: Service, synced: str
) -> None:
    client = service.client
    assert (await client.post("/v1/roles", json={"name": "no-staff"})).status_code == 201
    for rule in ({"effect": "allow"}, {"effect": "deny", "table": "employees"}):
        created = await client.post("/v1/policies", json={"role": "no-staff", **rule})
        assert created.status_code == 201, created.text
    key = await client.post(
        "/v1/api-keys", json={"name": "no-staff", "scopes": ["admin"], "role": "no-staff"}
    )
    restricted = {"Authorization": f"Bearer {key.json()['key']}"}
    evaluation = await _evaluate(service, synced, **restricted)
    assert evaluation["role"] == "no-staff"
    assert evaluation["figures"]["questions"] == 2  # not the pair that reads employees
    assert "employees" not in str(evaluation)
    assert "员工" not in str(evaluation)
    seen = await client.get(f"/v1/datasources/{synced}/evaluations", headers=restricted)
    assert {e["role"] for e in seen.json()["data"]} == {"no-staff"}
    everything = await client.get(f"/v1/datasources/{synced}/evaluations")
    assert {e["role"] for e in everything.json()["data"]} == {None, "no-staff"}
    other = everything.json()["data"][-1]["id"]
    hidden = await client.get(f"/v1/datasources/{synced}/evaluations/{other}", headers=restricted)
    assert hidden.status_code == 404


async def test_an_unknown_or_unsynced_datasource_is_refused(service: Service) -> None:
    missing = await service.client.post("/v1/datasources/nowhere/evaluations")
    assert missing.status_code == 404
    unknown = await service.client.get("/v1/datasources/nowhere/evaluations/x")
    assert unknown.status_code == 404


async def test_requests_at_once_queue_one_evaluation_and_a_body_s_unknown_field_is_refused(
    service: Service, synced: str
) -> None:
    client = service.client
    at_once = await asyncio.gather(
        *(client.post(f"/v1/datasources/{synced}/evaluations") for _ in range(6))
    )
    assert {r.status_code for r in at_once} == {202}
    assert len({r.json()["id"] for r in at_once}) == 1
    refused = await client.post(f"/v1/datasources/{synced}/evaluations", json={"limit": 5})
    assert refused.status_code == 422 and "limit" in refused.text
    await service.drain()
    again = await client.post(f"/v1/datasources/{synced}/evaluations")  # the last one ended
    assert again.json()["id"] != at_once[0].json()["id"]
    await service.drain()
