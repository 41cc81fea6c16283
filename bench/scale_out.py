"""Two API processes and two ``schemalink worker`` processes on one PostgreSQL and one
Meilisearch, one worker killed with SIGKILL in the middle of a sync.

Syncs are started and pairs uploaded through both APIs; the worker running the wide sync is
killed once it is embedding; the other takes the job over when the lease expires. What is
recorded (``Outcome``): every job as each API reports it, which worker logged ending which
job, the value index's count and the store's sampled values per datasource, the pairs
stored, and how long each part took. ``tests/api/test_scale_out.py`` asserts on it; ``python
-m bench scale-out`` reports it.

Vectors stay in each process's own embedded index: no Qdrant server runs on these machines,
so the dense index is not shared between the processes here (with ``QDRANT_URL`` it is).
"""

from __future__ import annotations

import functools
import json
import sqlite3
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import httpx
import psycopg
from cryptography.fernet import Fernet

from bench.faults import pg_database
from bench.machine import report_header, settle
from bench.served import ADMIN_KEY, Served, finished_job, serve, wait_for, work
from linking.backends import MeiliValueIndex
from linking.catalog import Field, Table, TableRef, ValueReader, ValueSettings
from service.demo import build_demo_database

WIDE_TABLES = 80  # a sync of some seconds: time to kill its worker in the middle
SHOPS = 3
LEASE_S = 4


@dataclass
class Outcome:
    jobs: dict[str, list[dict[str, Any]]]  # datasource → the job as each API reports it
    killed_worker: str  # the worker name the killed process had
    killed_while: dict[str, Any]  # the wide job as seen just before the kill
    ended_by_log: Counter[str]  # job id → how many "job finished" lines the workers logged
    tasks_applied: dict[str, int]  # worker → index tasks (one per pair) it logged applying
    values_indexed: dict[str, int]  # datasource → documents in Meilisearch
    # datasource → the values it should have indexed: each column's examples in the stored
    # catalog and its named values, read from the datasource here
    values_expected: dict[str, int]
    pairs_uploaded: dict[str, int]
    pairs_stored: dict[str, int]
    index_tasks_left: int
    seconds: dict[str, float] = field(default_factory=dict)


def _wide_database(path: Path) -> Path:
    with sqlite3.connect(path) as db:
        for t in range(WIDE_TABLES):
            db.execute(
                f"CREATE TABLE ledger_{t:03d} (id INTEGER PRIMARY KEY, account TEXT, "
                "region TEXT, amount REAL, booked_on TEXT)"
            )
            rows = [(f"acct-{t}-{i}", f"region {i % 7}", i * 1.5, f"day {i}") for i in range(8)]
            db.executemany(
                f"INSERT INTO ledger_{t:03d} (account, region, amount, booked_on) "
                "VALUES (?, ?, ?, ?)",
                rows,
            )
    return path


def _worker_name(worker: Served) -> str:
    return next(str(r["worker"]) for r in worker.records() if r.get("message") == "worker started")


def run_scale_out(work_dir: Path, database_url: str, meili_url: str, meili_key: str) -> Outcome:
    """The scenario on fresh processes; every process stopped on return."""
    sources = work_dir / "sources"
    sources.mkdir(parents=True)
    prefix = f"s{uuid.uuid4().hex[:10]}_"
    env = {
        "DATABASE_URL": database_url,
        "MEILI_URL": meili_url,
        "MEILI_MASTER_KEY": meili_key,
        "SCHEMALINK_INDEX_PREFIX": prefix,
        "SCHEMALINK_SECRET_KEY": Fernet.generate_key().decode(),
        "SCHEMALINK_SQLITE_DIRS": str(sources),
        "SCHEMALINK_RUN_WORKER": "false",
        "SCHEMALINK_JOB_LEASE_S": str(LEASE_S),
        "SCHEMALINK_JOB_HEARTBEAT_S": "1",
        "SCHEMALINK_WORKER_POLL_S": "0.3",
    }
    seconds: dict[str, float] = {}
    started: list[Served] = []
    began = time.monotonic()
    try:
        apis = [serve(work_dir / f"api{n}", env=env) for n in range(2)]
        started += apis
        workers = [work(work_dir / f"worker{n}", env=env) for n in range(2)]
        started += workers
        seconds["start 4 processes"] = time.monotonic() - began
        clients = [
            httpx.Client(
                base_url=a.url, headers={"Authorization": f"Bearer {ADMIN_KEY}"}, timeout=60
            )
            for a in apis
        ]

        def tasks_left() -> int:
            with psycopg.connect(database_url.replace("+psycopg", "")) as db:
                row = db.execute("SELECT count(*) FROM index_tasks WHERE done_at IS NULL")
                found = row.fetchone()
            return int(found[0]) if found else -1

        outcome = _scenario(clients, workers, sources, tasks_left, seconds)
        values = MeiliValueIndex(meili_url, api_key=meili_key, prefix=prefix)
        outcome.values_indexed = {
            name: anyio.run(values.count, name) for name in outcome.values_expected
        }
        outcome.index_tasks_left = tasks_left()
        seconds["whole scenario"] = time.monotonic() - began
        return outcome
    finally:
        for process in started:
            process.stop()


def _expected_values(url: str, meta: dict[str, Any]) -> int:
    """How many values the datasource's index should hold: per column, its examples in the
    stored catalog and its named values, read from the datasource itself."""
    total = 0
    with ValueReader(url, ValueSettings()) as reader:
        for schema in meta["schemas"]:
            for t in schema["tables"]:
                fields = tuple(
                    Field(f["name"], f["type"], sample_values=tuple(f["sample_values"]))
                    for f in t["fields"]
                )
                ref = TableRef(schema["name"], t["name"])
                named = {
                    c.field.field: c.values
                    for c in reader.read_table(ref, Table(t["name"], fields)).columns
                }
                total += sum(len({*f.sample_values, *named.get(f.name, ())}) for f in fields)
    return total


def _scenario(
    clients: list[httpx.Client],
    workers: list[Served],
    sources: Path,
    tasks_left: Callable[[], int],
    seconds: dict[str, float],
) -> Outcome:
    first, second = clients
    shops = [f"shop{n}" for n in range(SHOPS)]
    urls = {"wide": f"sqlite:///{_wide_database(sources / 'wide.sqlite')}"}
    for name in shops:
        urls[name] = f"sqlite:///{build_demo_database(sources / f'{name}.sqlite')}"
    jobs: dict[str, str] = {}
    for n, (name, url) in enumerate(urls.items()):
        clients[n % 2].post("/v1/datasources", json={"id": name, "url": url}).raise_for_status()
    # The shops first, through both APIs; their pairs uploaded through both while both
    # workers live; then the wide sync, whose worker is killed.
    began = time.monotonic()
    for n, name in enumerate(shops):
        jobs[name] = clients[n % 2].post(f"/v1/datasources/{name}/sync").json()["id"]
    uploaded: dict[str, int] = {}
    for n, name in enumerate(shops):
        synced = wait_for(f"{name} synced", functools.partial(finished_job, first, jobs[name]))
        if synced["status"] != "succeeded":
            raise RuntimeError(f"{name}: {synced['status']}: {synced['message']}")
        rows = [
            {"question": f"orders of store {i}", "sql": f"SELECT * FROM orders WHERE store_id={i}"}
            for i in range(5 + n)
        ]
        body = "\n".join(json.dumps(r) for r in rows).encode()
        clients[n % 2].post(
            "/v1/training-pairs/bulk",
            params={"datasource": name},
            files={"file": ("pairs.jsonl", body)},
        ).raise_for_status()
        uploaded[name] = len(rows)
    seconds["3 shop syncs and uploads"] = time.monotonic() - began
    jobs["wide"] = second.post("/v1/datasources/wide/sync").json()["id"]
    asked = time.monotonic()

    def embedding() -> dict[str, Any] | None:
        job: dict[str, Any] = first.get(f"/v1/jobs/{jobs['wide']}").json()
        if job["status"] not in ("queued", "running"):
            raise RuntimeError(f"the wide sync ended before it could be interrupted: {job}")
        return job if job["progress"].get("phase") == "embedding" else None

    running = wait_for("the wide sync to be embedding", embedding)
    victim = next(w for w in workers if f":{w.process.pid}:" in running["worker"])
    victim.kill()
    killed = time.monotonic()
    seconds["sync start to kill"] = killed - asked
    wait_for("every job to end", lambda: all(finished_job(second, j) for j in jobs.values()), 300)
    seconds["kill to the wide sync's end"] = time.monotonic() - killed
    wait_for("every index task applied", lambda: tasks_left() == 0, 60)
    expected = {
        name: _expected_values(url, second.get(f"/v1/datasources/{name}/meta").json())
        for name, url in urls.items()
    }
    return Outcome(
        jobs={name: [c.get(f"/v1/jobs/{j}").json() for c in clients] for name, j in jobs.items()},
        killed_worker=running["worker"],
        killed_while=running,
        ended_by_log=Counter(
            r["job_id"] for w in workers for r in w.records() if r.get("message") == "job finished"
        ),
        tasks_applied={
            _worker_name(w): sum(
                r["tasks"] for r in w.records() if r.get("message") == "index tasks applied"
            )
            for w in workers
        },
        values_indexed={},
        values_expected=expected,
        pairs_uploaded=uploaded,
        pairs_stored={
            n: first.get("/v1/training-pairs", params={"datasource": n}).json()["count"]
            for n in shops
        },
        index_tasks_left=-1,
        seconds=seconds,
    )


def run(meili_url: str, meili_key: str, out: Path | None) -> str:
    settle()
    header = report_header("Two APIs and two workers, one worker killed mid-sync")
    with tempfile.TemporaryDirectory() as tmp, pg_database("scale") as database_url:
        outcome = run_scale_out(Path(tmp), database_url, meili_url, meili_key)
    lines = [
        header,
        f"- PostgreSQL on loopback, Meilisearch at {meili_url}; lease {LEASE_S} s, heartbeat 1 s",
        f"- datasources: wide ({WIDE_TABLES} tables) and {SHOPS} copies of the demo",
        "",
        "| job | status (API 1 / API 2) | attempts | ended by | 'job finished' lines |",
        "|---|---|---|---|---|",
    ]
    for name, (one, two) in outcome.jobs.items():
        lines.append(
            f"| {name} | {one['status']} / {two['status']} | {one['attempts']} | "
            f"{one['worker']} | {outcome.ended_by_log[one['id']]} |"
        )
    same = all(one == two for one, two in outcome.jobs.values())
    lines += [
        "",
        f"- killed: {outcome.killed_worker} while the wide sync was "
        f"{outcome.killed_while['progress'].get('phase')}",
        f"- both APIs report every job identically (progress included): {same}",
        "- values in Meilisearch / examples and named values the datasource holds: "
        + ", ".join(
            f"{n} {outcome.values_indexed[n]}/{outcome.values_expected[n]}"
            for n in outcome.values_expected
        ),
        "- pairs stored / uploaded: "
        + ", ".join(
            f"{n} {outcome.pairs_stored[n]}/{outcome.pairs_uploaded[n]}"
            for n in outcome.pairs_uploaded
        ),
        f"- index tasks left: {outcome.index_tasks_left}; applied, by worker: "
        + ", ".join(f"{w} {n}" for w, n in outcome.tasks_applied.items()),
        "",
        "| part | seconds |",
        "|---|---|",
        *(f"| {part} | {s:.1f} |" for part, s in outcome.seconds.items()),
        "",
    ]
    report = "\n".join(lines)
    if out is not None:
        out.write_text(report, "utf-8")
    return report
