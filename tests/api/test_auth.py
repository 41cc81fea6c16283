"""Every endpoint checks the caller's key; scopes decide what it may call."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from linking.errors import ConfigurationError
from service.api.app import create_app
from tests.api.conftest import Service, service_settings, start_service


async def test_no_key_or_an_unknown_key_is_401(service: Service) -> None:
    bare = httpx.AsyncClient(transport=service.client._transport, base_url="http://testserver")
    response = await bare.get("/v1/datasources")
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "unauthorized"
    wrong = await bare.get("/v1/datasources", headers={"Authorization": "Bearer sl_nope"})
    assert wrong.status_code == 401
    assert (await bare.get("/health")).status_code == 200


async def test_a_link_key_cannot_administer_and_a_revoked_key_is_refused(
    service: Service,
) -> None:
    created = await service.client.post("/v1/api-keys", json={"name": "gen", "scopes": ["link"]})
    assert created.status_code == 201
    body = created.json()
    assert body["key"].startswith(body["prefix"])
    headers = {"Authorization": f"Bearer {body['key']}"}
    forbidden = await service.client.get("/v1/datasources", headers=headers)
    assert forbidden.status_code == 403
    assert "'admin' scope" in forbidden.json()["error"]["message"]
    listed = (await service.client.get("/v1/api-keys")).json()["data"]
    assert all("key" not in k and "key_hash" not in k for k in listed)
    await service.client.delete(f"/v1/api-keys/{body['id']}")
    revoked = await service.client.post(
        "/v1/link", json={"datasource": "x", "question": "q"}, headers=headers
    )
    assert revoked.status_code == 401


async def test_a_key_can_ask_who_it_is_and_is_never_shown(service: Service) -> None:
    me = (await service.client.get("/v1/me")).json()
    assert (me["scopes"], me["role"]) == (["admin"], None)
    await service.client.post("/v1/roles", json={"name": "analyst"})
    created = (
        await service.client.post(
            "/v1/api-keys", json={"name": "bi", "scopes": ["link"], "role": "analyst"}
        )
    ).json()
    headers = {"Authorization": f"Bearer {created['key']}"}
    asked = await service.client.get("/v1/me", headers=headers)
    assert asked.json() == {
        "key_id": created["id"],
        "name": "bi",
        "scopes": ["link"],
        "role": "analyst",
        "expires_at": None,
    }
    assert created["key"] not in asked.text
    wrong = await service.client.get("/v1/me", headers={"Authorization": "Bearer sl_nope"})
    assert wrong.status_code == 401


async def test_a_key_for_an_unknown_role_is_refused(service: Service) -> None:
    response = await service.client.post(
        "/v1/api-keys", json={"name": "x", "scopes": ["link"], "role": "ghost"}
    )
    assert response.status_code == 404


async def test_without_an_admin_key_only_loopback_is_served(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="SCHEMALINK_ADMIN_KEY"):
        create_app(service_settings(tmp_path, admin_key=None, host="0.0.0.0"))
    _, container, client = await start_service(service_settings(tmp_path, admin_key=None))
    try:
        bare = httpx.AsyncClient(transport=client._transport, base_url="http://testserver")
        assert (await bare.get("/v1/datasources")).status_code == 200
    finally:
        await client.aclose()
        await container.close()


async def test_a_keyless_caller_is_not_the_local_admin_once_the_store_holds_keys(
    tmp_path: Path,
) -> None:
    _, container, client = await start_service(service_settings(tmp_path, admin_key=None))
    bare = httpx.AsyncClient(transport=client._transport, base_url="http://testserver")
    try:
        created = await bare.post("/v1/api-keys", json={"name": "agent", "scopes": ["link"]})
        assert created.status_code == 201, created.text
        refused = await bare.get("/v1/datasources")
        assert refused.status_code == 401
        assert "holds API keys" in refused.json()["error"]["message"]
        keyed = {"Authorization": f"Bearer {created.json()['key']}"}
        assert (await bare.get("/v1/me", headers=keyed)).json()["name"] == "agent"
    finally:
        await bare.aclose()
        await client.aclose()
        await container.close()


async def test_the_insecure_flag_keeps_keyless_loopback_callers_admin(tmp_path: Path) -> None:
    settings = service_settings(tmp_path, admin_key=None, insecure_local_admin=True)
    _, container, client = await start_service(settings)
    bare = httpx.AsyncClient(transport=client._transport, base_url="http://testserver")
    try:
        created = await bare.post("/v1/api-keys", json={"name": "agent", "scopes": ["link"]})
        assert created.status_code == 201, created.text
        assert (await bare.get("/v1/datasources")).status_code == 200
    finally:
        await bare.aclose()
        await client.aclose()
        await container.close()
