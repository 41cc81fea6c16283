"""Limits enforced before work is done: body size before the body is read (and before any
authentication), a key's rate, the number of links at once, and a key's expiry."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import update

from service.store.models import ApiKey
from tests.api.conftest import Service, call_asgi

MB = 1_000_000


def _endless(size: int = 64 * 1024) -> Iterator[dict[str, Any]]:
    while True:
        yield {"type": "http.request", "body": b" " * size, "more_body": True}


def _once(body: bytes) -> Iterator[dict[str, Any]]:
    yield {"type": "http.request", "body": body, "more_body": False}


async def test_a_declared_huge_body_is_413_before_a_byte_is_read(service: Service) -> None:
    status, headers, body, asked = await call_asgi(
        service.app, "/v1/link", [(b"content-length", str(300 * MB).encode())], _endless()
    )
    assert (status, asked) == (413, 0)  # and no Authorization header: no auth work either
    assert b'"code":"too_large"' in body and headers[b"connection"] == b"close"


async def test_a_streamed_body_is_cut_off_at_the_limit(service: Service) -> None:
    status, _, _, asked = await call_asgi(service.app, "/v1/link", [], _endless())
    limit = service.container.settings.max_body_bytes
    assert status == 413
    assert asked == limit // (64 * 1024) + 1  # read up to the limit, not a chunk more


async def test_uploads_have_their_own_larger_limit(service: Service) -> None:
    size = str(5 * MB).encode()  # over the JSON limit, under the upload limit
    status, *_ = await call_asgi(service.app, "/v1/link", [(b"content-length", size)], _endless())
    assert status == 413
    status, *_ = await call_asgi(
        service.app,
        "/v1/training-pairs/bulk",
        [(b"content-length", size), (b"content-type", b"multipart/form-data; boundary=x")],
        _once(b"--x--\r\n"),
    )
    assert status != 413


async def _key(service: Service, **fields: Any) -> tuple[str, dict[str, str]]:
    created = await service.client.post(
        "/v1/api-keys", json={"name": "limited", "scopes": ["link"], **fields}
    )
    assert created.status_code == 201, created.text
    return created.json()["id"], {"Authorization": f"Bearer {created.json()['key']}"}


async def test_a_key_past_its_rate_gets_429_with_retry_after(service: Service, synced: str) -> None:
    _, headers = await _key(service, rate_per_minute=3)
    question = {"datasource": synced, "question": "门店数量"}
    for _ in range(3):
        assert (await service.client.post("/v1/link", json=question, headers=headers)).is_success
    limited = await service.client.post("/v1/link", json=question, headers=headers)
    assert limited.status_code == 429
    assert int(limited.headers["retry-after"]) >= 1
    assert limited.json()["error"]["code"] == "rate_limited"
    batch = await service.client.post(
        "/v1/link/batch",
        json={"datasource": synced, "questions": ["a", "b", "c", "d"]},
        headers=headers,
    )
    assert batch.status_code == 429  # four questions count four times


async def test_past_the_queue_a_link_gets_503_at_once(service: Service, synced: str) -> None:
    admission = service.container.admission
    saved = admission.waiting_limit
    admission.waiting_limit = 0
    try:
        async with admission.turn(), admission.turn(), admission.turn(), admission.turn():
            busy = await service.client.post(
                "/v1/link", json={"datasource": synced, "question": "门店数量"}
            )
            assert busy.status_code == 503
            assert busy.json()["error"]["code"] == "overloaded"
            assert int(busy.headers["retry-after"]) >= 1
            assert (await service.client.get("/health")).status_code == 200
            assert (await service.client.get("/v1/datasources")).status_code == 200
    finally:
        admission.waiting_limit = saved
    again = await service.client.post("/v1/link", json={"datasource": synced, "question": "门店"})
    assert again.status_code == 200


async def test_an_expired_key_is_refused(service: Service) -> None:
    never = await service.client.post(
        "/v1/api-keys", json={"name": "k", "scopes": ["link"], "expires_in_days": 0}
    )
    assert never.status_code == 422
    key_id, headers = await _key(service, expires_in_days=1)
    listed = (await service.client.get("/v1/api-keys", params={"limit": 200})).json()["data"]
    expires = datetime.fromisoformat(next(k for k in listed if k["id"] == key_id)["expires_at"])
    assert timedelta(hours=23) < expires - datetime.now(UTC) <= timedelta(days=1)
    assert (await service.client.get("/v1/jobs", headers=headers)).status_code == 403
    async with service.container.store.session() as session:
        await session.execute(
            update(ApiKey)
            .where(ApiKey.id == key_id)
            .values(expires_at=datetime.now(UTC) - timedelta(seconds=1))
        )
        await session.commit()
    expired = await service.client.get("/v1/jobs", headers=headers)
    assert expired.status_code == 401
    assert expired.json()["error"]["message"] == "this API key has expired"


async def test_a_client_gone_before_its_body_arrived_is_not_an_error(
    service: Service, caplog: pytest.LogCaptureFixture
) -> None:
    # A GET whose client hung up before the server read it (the server was stopped, say): its
    # body is read to refuse a stray one, and the read finds the client gone.
    status, _, _, asked = await call_asgi(service.app, "/health", [], iter(()), method="GET")
    assert (status, asked) == (0, 1)  # nothing sent to nobody
    assert not [r for r in caplog.records if r.levelname == "ERROR"]
