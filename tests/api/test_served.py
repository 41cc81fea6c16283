"""The service as a running process on loopback, treated as a crash, a careless client and an
attacker would treat it: killed with SIGKILL mid-sync, sent bodies it must not read, rushed by
more clients than it runs at once, and hung up on in the middle of a batch.

These wait on the server (a job to reach a phase, a log line to appear) with deadlines; none
asserts how fast anything is.
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from bench.perf import generate
from bench.served import (
    ADMIN_KEY,
    Served,
    finished_job,
    free_port,
    serve,
    suspend,
    wait_for,
)
from service.demo import build_demo_database

# Slow: starts the service as a process and talks to it over loopback.
pytestmark = pytest.mark.slow

ADMIN = {"Authorization": f"Bearer {ADMIN_KEY}"}


@pytest.fixture(scope="module")
def datasources(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("served-datasources")
    build_demo_database(folder / "demo.sqlite")
    # 26 tables of 20 columns: one index batch of 25 tables (525 documents), then one more.
    generate(folder / "warehouse.sqlite", tables=26)
    return folder


@pytest.fixture(scope="module")
def probe_port() -> int:
    return free_port()


@pytest.fixture(scope="module")
def server(
    tmp_path_factory: pytest.TempPathFactory, datasources: Path, probe_port: int
) -> Iterator[Served]:
    served = serve(
        tmp_path_factory.mktemp("served-data"),
        env={
            "SCHEMALINK_SQLITE_DIRS": str(datasources),
            "SCHEMALINK_PROBE_PORT": str(probe_port),
            "SCHEMALINK_MAX_INFLIGHT_LINKS": "2",
            "SCHEMALINK_MAX_QUEUED_LINKS": "8",
        },
    )
    with httpx.Client(base_url=served.url, headers=ADMIN, timeout=60) as client:
        url = f"sqlite:///{datasources / 'demo.sqlite'}"
        assert client.post("/v1/datasources", json={"id": "demo", "url": url}).status_code == 201
        job = client.post("/v1/datasources/demo/sync").json()
        wait_for(
            "the demo sync",
            lambda: client.get(f"/v1/jobs/{job['id']}").json()["status"] == "succeeded",
        )
    yield served
    served.stop()


def test_a_server_killed_mid_sync_is_finished_by_the_next_one(
    tmp_path: Path, datasources: Path
) -> None:
    data = tmp_path / "data"
    # A short lease: the next server takes the job over once it has expired. Vectors of its
    # own: the run's, already holding the warehouse's columns, would let the whole of phase 2
    # finish between two looks at the progress.
    env = {
        "SCHEMALINK_SQLITE_DIRS": str(datasources),
        "SCHEMALINK_JOB_LEASE_S": "4",
        "SCHEMALINK_JOB_HEARTBEAT_S": "1",
        "SCHEMALINK_EMBEDDING_CACHE": str(tmp_path / "embeddings.sqlite3"),
    }
    first = serve(data, env=env)
    with httpx.Client(base_url=first.url, headers=ADMIN, timeout=30) as client:
        url = f"sqlite:///{datasources / 'warehouse.sqlite'}"
        client.post("/v1/datasources", json={"id": "wh", "url": url})
        job = client.post("/v1/datasources/wh/sync").json()
        progress = wait_for(
            "the first embedding batch",
            lambda: client.get(f"/v1/jobs/{job['id']}").json()["progress"].get("tables_embedded"),
        )
    first.kill()
    assert first.process.returncode == -9
    assert progress == 25  # killed after the first batch of phase 2

    second = serve(data, env=env)
    try:
        with httpx.Client(base_url=second.url, headers=ADMIN, timeout=30) as client:
            done = wait_for("the sync taken over", lambda: finished_job(client, job["id"]))
            assert (done["status"], done["attempts"]) == ("succeeded", 2)
            assert done["progress"]["unchanged"] == progress  # the first batch was kept
            assert done["progress"]["embedded"] == 26 - progress
            meta = client.get("/v1/datasources/wh/meta").json()
            tables = [t for s in meta["schemas"] for t in s["tables"]]
            columns = sum(len(t["fields"]) for t in tables)
            metrics = client.get("/metrics").text
            points = next(
                line
                for line in metrics.splitlines()
                if line.startswith("schemalink_index_points") and 'collection="catalog"' in line
            )
            assert float(points.split()[-1]) == len(tables) + columns == 26 + 520
            linked = client.post("/v1/link", json={"datasource": "wh", "question": "销售订单"})
            assert linked.status_code == 200
    finally:
        second.stop()


def _raw_post(served: Served, headers: str, body: bytes) -> tuple[str, bytes]:
    """Send a request's head and the start of its body; the status line and what came back."""
    with socket.create_connection(("127.0.0.1", served.port), timeout=30) as conn:
        conn.sendall(f"POST /v1/link HTTP/1.1\r\nHost: x\r\n{headers}\r\n".encode() + body)
        answer = b""
        while b"\r\n\r\n" not in answer or not answer.endswith(b"}"):
            chunk = conn.recv(65536)
            if not chunk:
                break
            answer += chunk
    return answer.split(b"\r\n", 1)[0].decode(), answer


def test_a_300_mb_body_is_refused_unread(server: Served) -> None:
    before = server.rss_kib()
    status, answer = _raw_post(
        server,
        "Content-Type: application/json\r\nContent-Length: 314572800\r\n",
        b"{" + b" " * 65536,
    )
    assert status == "HTTP/1.1 413 Request Entity Too Large"
    assert b"connection: close" in answer.lower() and b'"too_large"' in answer
    chunked, _ = _raw_post(
        server,
        "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n",
        b"".join(b"10000\r\n" + b" " * 65536 + b"\r\n" for _ in range(40)),  # 2.6 MB
    )
    assert chunked.startswith("HTTP/1.1 413")
    assert server.rss_kib() - before < 50_000  # KiB: nothing like the body was kept


async def test_a_rush_of_clients_gets_answers_or_retry_after_never_a_500(
    server: Served,
) -> None:
    async with httpx.AsyncClient(
        base_url=server.url, headers=ADMIN, timeout=60, limits=httpx.Limits(max_connections=100)
    ) as client:

        async def link(number: int) -> httpx.Response:
            return await client.post(
                "/v1/link", json={"datasource": "demo", "question": f"门店数量 {number}"}
            )

        rush = [asyncio.create_task(link(n)) for n in range(80)]
        health = await client.get("/health")  # answered while the rush is on
        answers = await asyncio.gather(*rush)
    assert health.status_code == 200
    statuses = {r.status_code for r in answers}
    assert statuses <= {200, 503} and 200 in statuses and 503 in statuses
    assert all(int(r.headers["retry-after"]) >= 1 for r in answers if r.status_code == 503)
    assert not [r for r in server.records() if r.get("level") == "error"]


def test_a_client_that_hangs_up_stops_its_batch(server: Served) -> None:
    with httpx.Client(base_url=server.url, headers=ADMIN, timeout=30) as client:
        key = client.post("/v1/api-keys", json={"name": "batch", "scopes": ["link"]}).json()
    # Distinct questions: a repeated one would come from the embedding cache in no time, and
    # the batch could end before the hang-up is seen. 1,900 characters: under the 2,000 allowed.
    questions = [
        f"第{n}个问题：上个月华东大区销售额最高的旗舰店是哪一家，它的订单数量是多少？" * 50
        for n in range(50)
    ]
    body = httpx.Request("POST", "/", json={"datasource": "demo", "questions": questions}).content
    head = (
        f"Authorization: Bearer {key['key']}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nX-Request-ID: hang-up-1\r\n"
    )
    with socket.create_connection(("127.0.0.1", server.port), timeout=30) as conn:
        conn.sendall(f"POST /v1/link/batch HTTP/1.1\r\nHost: x\r\n{head}\r\n".encode() + body)

        def linked() -> list[dict[str, Any]]:
            return [
                r
                for r in server.records()
                if r.get("request_id") == "hang-up-1" and r.get("message") == "linked"
            ]

        wait_for("the batch's first question", linked)
    gone = wait_for(
        "the hang-up in the log",
        lambda: [
            r
            for r in server.records()
            if r.get("request_id") == "hang-up-1" and r.get("message") == "request"
        ],
    )
    assert gone[0]["status"] == 499
    at_hang_up = len(linked())
    with httpx.Client(base_url=server.url, headers=ADMIN, timeout=30) as client:
        assert client.post("/v1/link", json={"datasource": "demo", "question": "门店"}).is_success
    assert len(linked()) == at_hang_up < 50  # nothing linked for it after the hang-up


async def test_the_probe_port_answers_liveness_while_links_keep_the_loop_busy(
    server: Served, probe_port: int
) -> None:
    probe = f"http://127.0.0.1:{probe_port}"
    async with (
        httpx.AsyncClient(base_url=server.url, headers=ADMIN, timeout=60) as api,
        httpx.AsyncClient(base_url=probe, timeout=10) as prober,
    ):
        version = (await api.get("/health")).json()["version"]
        links = [
            api.post("/v1/link", json={"datasource": "demo", "question": f"华东大区的门店 {n}"})
            for n in range(8)
        ]
        alive, *linked = await asyncio.gather(prober.get("/health"), *links)
        assert alive.status_code == 200 and alive.json() == {"status": "ok", "version": version}
        assert {answer.status_code for answer in linked} <= {200, 429}
        assert (await prober.get("/v1/link")).status_code == 404
        assert (await prober.post("/health")).status_code == 405


def test_the_api_port_answers_health_and_queues_the_rest_while_the_loop_is_stopped(
    server: Served,
) -> None:
    """The front process answers ``/health``; everything else waits for the service (a hung
    server), and is answered once it runs again."""
    with httpx.Client(base_url=server.url, headers=ADMIN, timeout=60) as client:
        version = client.get("/health").json()["version"]
        suspend(server.process.pid)
        try:
            alive = client.get("/health")
            assert alive.status_code == 200
            assert alive.json() == {"status": "ok", "version": version}
            with pytest.raises(httpx.ReadTimeout):
                client.get("/ready", timeout=1)  # the service's: its loop is stopped
        finally:
            os.kill(server.process.pid, signal.SIGCONT)
        assert client.get("/ready").status_code == 200


def test_a_first_start_loads_the_model_before_anyone_asks(tmp_path: Path) -> None:
    """On a fresh data directory, with no request made: the model is loaded (its graphs built)
    as the service starts, so the first readiness check finds every backend ready."""
    served = serve(tmp_path / "data")
    try:

        def loaded() -> bool:
            said = [r.get("message") for r in served.records()]
            return "the embedding model is loaded" in said

        wait_for("the model to load", loaded, 120)
        with httpx.Client(base_url=served.url, headers=ADMIN, timeout=30) as client:
            ready = client.get("/ready")
        assert ready.status_code == 200, ready.json()
    finally:
        served.stop()
