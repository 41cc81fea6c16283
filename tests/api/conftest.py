"""The service on its embedded defaults, served in-process through httpx.

Each test module gets its own data directory (store, indexes, secret key). The worker does not
run in the background here: tests drain it when they want jobs done, so nothing waits on time.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
from fastapi import FastAPI

from bench import faults
from linking.catalog.introspection import introspect
from service.api.app import create_app
from service.config import Settings
from service.container import Container
from service.demo import build_demo_database
from service.worker import Introspector

ADMIN_KEY = "sl_test-admin-key-0123456789abcdef"


def service_settings(data_dir: Path, **changes: Any) -> Settings:
    """Embedded backends only: the URLs of any servers the test shell started are ignored."""
    values: dict[str, Any] = {
        "data_dir": data_dir,
        "qdrant_url": None,
        "meili_url": None,
        "llm_model": None,
        "database_url": None,
        "embedding_model": None,
        "admin_key": ADMIN_KEY,
        "secret_key": None,
        "host": "127.0.0.1",
        # The tests' SQLite datasources live beside the data directory, never inside it.
        "sqlite_dirs": [data_dir.parent],
        # A failed connection test is answered after this long, whatever failed.
        "datasource_timeout_s": 0.5,
    }
    values.update(changes)
    return Settings(**values)


class Service:
    def __init__(self, app: FastAPI, container: Container, client: httpx.AsyncClient) -> None:
        self.app = app
        self.container = container
        self.client = client

    async def drain(self) -> None:
        await self.container.worker.drain()


async def start_service(
    settings: Settings, introspector: Introspector = introspect
) -> tuple[FastAPI, Container, httpx.AsyncClient]:
    app = create_app(settings, run_worker=False)
    container = await Container.open(settings, run_worker=False, introspector=introspector)
    app.state.container = container
    client = httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app),
        base_url="http://testserver",
        headers={"Authorization": f"Bearer {ADMIN_KEY}"},
    )
    return app, container, client


async def call_asgi(
    app: FastAPI,
    path: str,
    headers: list[tuple[bytes, bytes]],
    messages: Iterator[dict[str, Any]],
    *,
    method: str = "POST",
    query: bytes = b"",
) -> tuple[int, dict[bytes, bytes], bytes, int]:
    """Call the ASGI app as a server would, feeding it ``messages`` when it asks to receive
    (``http.disconnect`` once they run out): (status, headers, body, messages it asked for)."""
    asked = 0
    sent: list[dict[str, Any]] = []
    json_type = (b"content-type", b"application/json")

    async def receive() -> dict[str, Any]:
        nonlocal asked
        asked += 1
        return next(messages, {"type": "http.disconnect"})

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": query,
        "root_path": "",
        "headers": [
            (b"host", b"test"),
            *([] if any(k == b"content-type" for k, _ in headers) else [json_type]),
            *headers,
        ],
        "client": ("127.0.0.1", 1),
        "server": ("127.0.0.1", 80),
    }
    await app(scope, receive, send)
    start = next((m for m in sent if m["type"] == "http.response.start"), None)
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return (start["status"] if start else 0), dict(start["headers"] if start else ()), body, asked


@pytest.fixture(scope="module")
async def service(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Service]:
    app, container, client = await start_service(
        service_settings(tmp_path_factory.mktemp("service"))
    )
    yield Service(app, container, client)
    await client.aclose()
    await container.close()


@pytest.fixture(scope="module")
def demo_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    return f"sqlite:///{build_demo_database(tmp_path_factory.mktemp('demo') / 'demo.db')}"


@pytest.fixture(scope="module")
async def synced(service: Service, demo_url: str) -> str:
    """The demo database registered as "demo" and synced; its id."""
    created = await service.client.post("/v1/datasources", json={"id": "demo", "url": demo_url})
    assert created.status_code == 201, created.text
    job = (await service.client.post("/v1/datasources/demo/sync")).json()
    await service.drain()
    done = (await service.client.get(f"/v1/jobs/{job['id']}")).json()
    assert done["status"] == "succeeded", done
    return "demo"


@pytest.fixture
def pg_database() -> Iterator[str]:
    """A new, empty PostgreSQL database on the loopback server; its URL."""
    try:
        psycopg.connect(faults.PG_ADMIN, connect_timeout=3).close()
    except psycopg.OperationalError as error:
        pytest.skip(f"no PostgreSQL on 127.0.0.1:5432: {error}")
    with faults.pg_database() as url:
        yield url
