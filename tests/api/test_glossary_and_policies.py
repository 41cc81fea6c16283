"""Glossary terms reach the rewrite; policies are checked before they are stored."""

from __future__ import annotations

import json

from tests.api.conftest import Service


async def test_glossary_synonyms_reach_the_rewrite(service: Service, synced: str) -> None:
    created = await service.client.post(
        "/v1/glossary",
        json={"term": "GMV", "synonyms": ["成交总额", " ", "成交总额"], "datasource": synced},
    )
    assert created.status_code == 201
    term = created.json()
    assert term["synonyms"] == ["成交总额"]
    duplicate = await service.client.post(
        "/v1/glossary", json={"term": "GMV", "datasource": synced}
    )
    assert duplicate.status_code == 409
    updated = await service.client.patch(
        f"/v1/glossary/{term['id']}", json={"synonyms": ["成交总额", "销售额"]}
    )
    assert updated.json()["synonyms"] == ["成交总额", "销售额"]
    linked = await service.client.post(
        "/v1/link", json={"datasource": synced, "question": "上个月的GMV是多少？"}
    )
    rewrite = linked.json()["context"]["rewrite"]
    assert any("销售额" in s for s in rewrite["subqueries"])
    await service.client.delete(f"/v1/glossary/{term['id']}")
    listed = (await service.client.get("/v1/glossary", params={"datasource": synced})).json()
    assert term["id"] not in {t["id"] for t in listed["data"]}


async def test_a_global_term_is_unique_too(service: Service) -> None:
    first = await service.client.post("/v1/glossary", json={"term": "客单价"})
    again = await service.client.post("/v1/glossary", json={"term": "客单价 "})
    assert (first.status_code, again.status_code) == (201, 409)


async def test_a_policy_with_a_bad_regex_or_role_is_refused(service: Service) -> None:
    await service.client.post("/v1/roles", json={"name": "auditor"})
    bad = await service.client.post(
        "/v1/policies", json={"role": "auditor", "effect": "allow", "table": "orders("}
    )
    assert bad.status_code == 422
    assert "regular expression" in bad.json()["error"]["message"]
    ghost = await service.client.post("/v1/policies", json={"role": "ghost", "effect": "deny"})
    assert ghost.status_code == 404


async def test_a_role_in_use_cannot_be_deleted(service: Service) -> None:
    await service.client.post("/v1/roles", json={"name": "busy"})
    await service.client.post(
        "/v1/api-keys", json={"name": "k", "scopes": ["link"], "role": "busy"}
    )
    refused = await service.client.delete("/v1/roles/busy")
    assert refused.status_code == 409


async def test_editing_a_pair_revalidates_it(service: Service, synced: str) -> None:
    pair = (
        await service.client.post(
            "/v1/training-pairs",
            json={
                "datasource": synced,
                "question": "门店有几家",
                "sql": "SELECT COUNT(*) FROM stores",
            },
        )
    ).json()
    bad = await service.client.patch(
        f"/v1/training-pairs/{pair['id']}", json={"sql": "SELECT COUNT(*) FROM shops"}
    )
    assert bad.status_code == 422 and "shops" in bad.json()["error"]["message"]
    good = await service.client.patch(
        f"/v1/training-pairs/{pair['id']}", json={"sql": "SELECT COUNT(store_id) FROM stores"}
    )
    assert good.json()["sql"] == "SELECT COUNT(store_id) FROM stores"
    assert good.json()["tables"] == ["main.stores"]


async def test_roles_and_policies_are_listed_and_removed(service: Service) -> None:
    await service.client.post("/v1/roles", json={"name": "viewer", "description": "read-only"})
    policy = (
        await service.client.post(
            "/v1/policies", json={"role": "viewer", "effect": "deny", "field": "phone|email"}
        )
    ).json()
    roles = (await service.client.get("/v1/roles")).json()["data"]
    assert {"name": "viewer", "description": "read-only"}.items() <= next(
        r for r in roles if r["name"] == "viewer"
    ).items()
    listed = (await service.client.get("/v1/policies", params={"role": "viewer"})).json()
    assert [(p["effect"], p["field"]) for p in listed["data"]] == [("deny", "phone|email")]
    assert (await service.client.delete(f"/v1/policies/{policy['id']}")).status_code == 204
    assert (await service.client.get("/v1/policies", params={"role": "viewer"})).json()[
        "count"
    ] == 0
    assert (await service.client.delete("/v1/roles/viewer")).status_code == 204


async def _key_of_a_role_without(service: Service, role: str, table: str, field: str) -> dict:
    """A link key whose role sees everything but ``table`` (or only its ``field``)."""
    client = service.client
    await client.post("/v1/roles", json={"name": role})
    await client.post("/v1/policies", json={"role": role, "effect": "allow"})
    deny = {"role": role, "effect": "deny", "table": table}
    await client.post("/v1/policies", json={**deny, "field": field} if field else deny)
    created = await client.post(
        "/v1/api-keys", json={"name": role, "scopes": ["link"], "role": role}
    )
    return {"Authorization": f"Bearer {created.json()['key']}"}


async def test_a_batch_is_linked_through_the_callers_role(service: Service, synced: str) -> None:
    headers = await _key_of_a_role_without(service, "no-payments", "payments", "")
    questions = ["本月用微信支付的金额一共是多少？", "支付失败的记录有多少"]
    own = await service.client.post(
        "/v1/link/batch", json={"datasource": synced, "questions": questions}
    )
    assert any("payments" in json.dumps(r["context"]) for r in own.json()["results"])
    batch = await service.client.post(
        "/v1/link/batch", json={"datasource": synced, "questions": questions}, headers=headers
    )
    assert batch.status_code == 200
    for result in batch.json()["results"]:
        assert result["error"] is None
        assert "payments" not in json.dumps(result["context"], ensure_ascii=False)


async def test_feedback_is_checked_against_what_the_caller_may_see(
    service: Service, synced: str
) -> None:
    headers = await _key_of_a_role_without(service, "no-salary", "employees", "employee_name")
    sql = "SELECT employee_name FROM employees"
    refused = await service.client.post(
        "/v1/feedback",
        json={"datasource": synced, "question": "员工名单", "sql": sql, "worked": True},
        headers=headers,
    )
    assert refused.status_code == 422
    assert "unknown column: employee_name" in refused.json()["error"]["message"]
    stored = await service.client.get(
        "/v1/training-pairs", params={"datasource": synced, "q": "员工名单"}
    )
    assert stored.json()["count"] == 0
    allowed = await service.client.post(
        "/v1/feedback",
        json={"datasource": synced, "question": "员工名单", "sql": sql, "worked": True},
    )
    assert allowed.status_code == 202


async def test_a_glossary_never_names_a_column_the_role_cannot_see(
    service: Service, synced: str
) -> None:
    headers = await _key_of_a_role_without(service, "no-names", "customers", "customer_name")
    term = await service.client.post(
        "/v1/glossary",
        json={
            "term": "顾客",
            "synonyms": ["customer_name", "客户姓名", "买家"],
            "datasource": synced,
        },
    )
    question = {"datasource": synced, "question": "顾客有多少？"}
    try:
        admin = await service.client.post("/v1/link", json=question)
        assert "customer_name" in admin.json()["context"]["rewrite"]["keywords"]
        restricted = await service.client.post("/v1/link", json=question, headers=headers)
        shown = restricted.text
        assert "customer_name" not in shown and "客户姓名" not in shown
        assert "买家" in restricted.json()["context"]["rewrite"]["keywords"]
    finally:
        await service.client.delete(f"/v1/glossary/{term.json()['id']}")


async def test_a_role_whose_keys_are_all_revoked_can_be_deleted(service: Service) -> None:
    await service.client.post("/v1/roles", json={"name": "retired"})
    key = await service.client.post(
        "/v1/api-keys", json={"name": "old", "scopes": ["link"], "role": "retired"}
    )
    await service.client.delete(f"/v1/api-keys/{key.json()['id']}")
    assert (await service.client.delete("/v1/roles/retired")).status_code == 204
    keys = (await service.client.get("/v1/api-keys", params={"limit": 200})).json()["data"]
    old = next(k for k in keys if k["id"] == key.json()["id"])
    assert old["revoked_at"] is not None and old["role"] is None


def _tables(meta: dict) -> set[str]:
    return {t["name"] for s in meta["schemas"] for t in s["tables"]}


async def test_a_role_preview_is_what_its_keys_see_of_the_catalog(
    service: Service, synced: str
) -> None:
    headers = await _key_of_a_role_without(service, "no-stores", "stores", "")
    preview = await service.client.get("/v1/roles/no-stores/preview", params={"datasource": synced})
    seen = await service.client.get(f"/v1/catalog/{synced}", headers=headers)
    assert preview.status_code == seen.status_code == 200
    assert preview.json() == seen.json()
    whole = (await service.client.get(f"/v1/catalog/{synced}")).json()
    assert _tables(whole) - _tables(preview.json()) == {"stores"}


async def test_a_role_without_rules_previews_nothing(service: Service, synced: str) -> None:
    await service.client.post("/v1/roles", json={"name": "newcomer"})
    preview = await service.client.get("/v1/roles/newcomer/preview", params={"datasource": synced})
    assert preview.status_code == 200
    assert _tables(preview.json()) == set()
    unknown = await service.client.get("/v1/roles/nobody/preview", params={"datasource": synced})
    assert unknown.status_code == 404
