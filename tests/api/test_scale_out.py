"""Two API processes and two `schemalink worker` processes on the loopback PostgreSQL and a
real Meilisearch: syncs and pair uploads spread over the workers, one worker killed with
SIGKILL in the middle of a sync, its job finished by the other once the lease expires, every
job ended once, the value index and the store agreeing exactly, both APIs reporting the same.

Vectors stay in each process's own embedded index: no Qdrant server can run here, so the
dense index is not shared between these processes (with ``QDRANT_URL`` it is).
"""

from __future__ import annotations

import json
import os
import sqlite3
import uuid
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
from cryptography.fernet import Fernet

from bench.served import ADMIN_KEY, Served, finished_job, serve, wait_for, work
from linking.meili_values import MeiliValueIndex
from service.demo import build_demo_database

WIDE_TABLES = 80  # a sync of some seconds: time to kill its worker in the middle


def _wide_database(path: Path) -> Path:
    with sqlite3.connect(path) as db:
        for t in range(WIDE_TABLES):
            db.execute(
                f"CREATE TABLE ledger_{t:03d} (id INTEGER PRIMARY KEY, account TEXT, "
                "region TEXT, amount REAL, booked_on TEXT)"
            )
            db.executemany(
                f"INSERT INTO ledger_{t:03d} (account, region, amount, booked_on) "
                "VALUES (?, ?, ?, ?)",
                [
                    (f"acct-{t}-{i}", f"region {i % 7}", i * 1.5, f"2026-0{1 + i % 9}-01")
                    for i in range(8)
                ],
            )
    return path


@pytest.fixture
def meili() -> tuple[str, str]:
    url, key = os.environ.get("MEILI_URL"), os.environ.get("MEILI_MASTER_KEY")
    if not url or not key:
        pytest.skip("MEILI_URL / MEILI_MASTER_KEY are not set: no Meilisearch server")
    return url, key


@pytest.fixture
def cluster(
    tmp_path: Path, pg_database: str, meili: tuple[str, str]
) -> Iterator[tuple[list[Served], list[Served], dict[str, str]]]:
    sources = tmp_path / "sources"
    sources.mkdir()
    env = {
        "DATABASE_URL": pg_database,
        "MEILI_URL": meili[0],
        "MEILI_MASTER_KEY": meili[1],
        "SCHEMALINK_INDEX_PREFIX": f"t{uuid.uuid4().hex[:10]}_",
        "SCHEMALINK_SECRET_KEY": Fernet.generate_key().decode(),
        "SCHEMALINK_SQLITE_DIRS": str(sources),
        "SCHEMALINK_RUN_WORKER": "false",
        "SCHEMALINK_JOB_LEASE_S": "4",
        "SCHEMALINK_JOB_HEARTBEAT_S": "1",
        "SCHEMALINK_WORKER_POLL_S": "0.3",
    }
    started: list[Served] = []
    try:
        apis = [serve(tmp_path / f"api{n}", env=env) for n in range(2)]
        started += apis
        workers = [work(tmp_path / f"worker{n}", env=env) for n in range(2)]
        started += workers
        yield apis, workers, {**env, "sources": str(sources)}
    finally:
        for process in started:
            process.stop()


def _client(api: Served) -> httpx.Client:
    return httpx.Client(
        base_url=api.url, headers={"Authorization": f"Bearer {ADMIN_KEY}"}, timeout=60
    )


def _finished_by(workers: list[Served]) -> Counter[str]:
    """Each job id, as often as some worker logged finishing it."""
    return Counter(
        r["job_id"] for w in workers for r in w.records() if r.get("message") == "job finished"
    )


def test_two_apis_and_two_workers_lose_nothing_when_a_worker_is_killed(
    cluster: tuple[list[Served], list[Served], dict[str, str]], pg_database: str
) -> None:
    apis, workers, env = cluster
    sources = Path(env["sources"])
    first, second = (_client(api) for api in apis)
    small = [f"shop{n}" for n in range(3)]
    urls = {"wide": f"sqlite:///{_wide_database(sources / 'wide.sqlite')}"}
    for name in small:
        urls[name] = f"sqlite:///{build_demo_database(sources / f'{name}.sqlite')}"
    for n, (name, url) in enumerate(urls.items()):
        client = (first, second)[n % 2]
        assert client.post("/v1/datasources", json={"id": name, "url": url}).status_code == 201
    jobs = {
        name: (first, second)[n % 2].post(f"/v1/datasources/{name}/sync").json()["id"]
        for n, name in enumerate(urls)
    }

    # The wide sync is embedding: kill its worker as a crash would.
    def embedding() -> dict[str, Any] | None:
        job: dict[str, Any] = first.get(f"/v1/jobs/{jobs['wide']}").json()
        assert job["status"] in ("queued", "running"), (
            job["message"],
            [r for w in workers for r in w.records() if r.get("level") in ("WARNING", "ERROR")],
        )
        return job if job["progress"].get("phase") == "embedding" else None

    running = wait_for("the wide sync to be embedding", embedding)
    victim = next(w for w in workers if f":{w.process.pid}:" in running["worker"])
    survivor = next(w for w in workers if w is not victim)
    victim.kill()

    # Pairs uploaded through both APIs while the wide sync waits for its lease to expire.
    for n, name in enumerate(small):
        synced = wait_for(f"{name} synced", lambda name=name: finished_job(first, jobs[name]))
        assert synced["status"] == "succeeded", (synced["message"], synced["attempts"])
        rows = [
            {
                "question": f"how many orders in store {i}?",
                "sql": f"SELECT COUNT(*) FROM orders WHERE store_id = {i}",
            }
            for i in range(5 + n)
        ]
        body = "\n".join(json.dumps(r) for r in rows).encode()
        uploaded = (first, second)[n % 2].post(
            "/v1/training-pairs/bulk",
            params={"datasource": name},
            files={"file": ("pairs.jsonl", body)},
        )
        assert uploaded.status_code == 200, uploaded.text

    done = {
        name: wait_for(f"{name} finished", lambda j=job_id: finished_job(second, j), 300)
        for name, job_id in jobs.items()
    }
    assert {name: job["status"] for name, job in done.items()} == dict.fromkeys(urls, "succeeded")
    assert done["wide"]["attempts"] == 2
    assert f":{survivor.process.pid}:" in done["wide"]["worker"]
    finished = _finished_by(workers)
    assert {job_id: finished[job_id] for job_id in jobs.values()} == dict.fromkeys(jobs.values(), 1)
    # The jobs were spread: the victim had taken the wide sync, the survivor the others.
    assert {running["worker"], *(j["worker"] for j in done.values())} == {
        running["worker"],
        done["wide"]["worker"],
    }
    assert running["worker"] != done["wide"]["worker"]
    # Both APIs report every job the same way, progress included.
    for job_id in jobs.values():
        assert first.get(f"/v1/jobs/{job_id}").json() == second.get(f"/v1/jobs/{job_id}").json()

    def tasks_left() -> int:
        with psycopg.connect(pg_database.replace("+psycopg", "")) as db:
            row = db.execute("SELECT count(*) FROM index_tasks WHERE done_at IS NULL").fetchone()
            return int(row[0]) if row else -1

    wait_for("every pair indexed", lambda: tasks_left() == 0 or None, 120)
    values = MeiliValueIndex(
        env["MEILI_URL"], api_key=env["MEILI_MASTER_KEY"], prefix=env["SCHEMALINK_INDEX_PREFIX"]
    )
    import anyio

    for name in urls:
        meta = second.get(f"/v1/datasources/{name}/meta").json()
        sampled = sum(
            len(f["sample_values"])
            for s in meta["schemas"]
            for t in s["tables"]
            for f in t["fields"]
        )
        assert anyio.run(values.count, name) == sampled, name
    for n, name in enumerate(small):
        pairs = first.get("/v1/training-pairs", params={"datasource": name}).json()
        assert pairs["count"] == 5 + n
