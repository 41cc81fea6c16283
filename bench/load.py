"""The service under load, faults and hostile input, as a running process on loopback.

``python -m bench load [--scenario …]`` runs each against a fresh ``schemalink serve``
(embedded backends, SQLite store, the demo database) and reports what a client saw:

- ``concurrency``: 200 clients at once, each linking in a loop; status codes, throughput,
  latency, and ``/health`` probed throughout.
- ``outage``: a 300-table PostgreSQL datasource made unreachable (connections refused and
  cut) in the middle of its first sync, then of two re-syncs: what the catalog keeps.
- ``body``: a 300 MB body declared up front, and an endless chunked one, unauthenticated:
  time to the answer and the server's memory.
- ``expensive``: other clients' link latency while a link-scoped key runs two batches of
  25 questions of 2,000 characters, against the same latency idle; then a batch whose client
  hangs up, and the CPU the server spends after it.
- ``sync-health``: ``/health`` probed every 50 ms, with no other traffic, while the first
  sync of a SQLite datasource with 1.28 M distinct values runs: its latency in each phase
  (reading, indexing, named values, embedding).
- ``sync-links``: 50 clients linking and ``/health`` probed, idle, through the first sync of a
  400-table warehouse and idle again: links/s and probe latency in each phase
  (``bench.load_sync``).
- ``evaluation``: an evaluation of a 65-table datasource's 700-odd approved pairs, timed, with
  four clients' link latency idle and while it runs (``bench.load_evaluation``).
"""

from __future__ import annotations

import asyncio
import json
import random
import socket
import sqlite3
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

import httpx
import psycopg

from bench.faults import pg_database, set_reachable
from bench.load_evaluation import evaluation
from bench.load_sync import link_in_a_loop, links_during_sync
from bench.machine import ENGINE_PACKAGES, package_versions, report_header, settle
from bench.quality.metrics import percentile
from bench.served import ADMIN_KEY, Served, finished_job, serve, wait_for
from service.console import STATIC as CONSOLE_STATIC
from service.demo import build_demo_database

ADMIN = {"Authorization": f"Bearer {ADMIN_KEY}"}
QUESTIONS = [
    "上个月销售额最高的产品是什么？",
    "华东大区有几家旗舰店？",
    "金卡会员有多少人？",
    "各个商品类目的销售额分别是多少？",
    "本月用微信支付的金额一共是多少？",
    "哪个门店的员工最多？",
]
PHRASES = [
    "上个月华东大区销售额最高的旗舰店是哪一家",
    "它的订单数量和客单价分别是多少",
    "金卡会员在这些门店的消费占比",
    "按商品类目统计的退货率",
    "用微信支付和支付宝支付的金额对比",
    "each store's revenue by month and the top products by quantity",
]


def long_questions(count: int, chars: int = 2000, seed: int = 11) -> list[str]:
    """Distinct questions of ``chars`` characters (none a cache hit for another)."""
    rng = random.Random(seed)
    found = []
    for number in range(count):
        words = [f"第{number}问"]
        while sum(len(w) + 1 for w in words) < chars:
            words.append(rng.choice(PHRASES))
        found.append("，".join(words)[:chars])
    return found


@contextmanager
def _demo_server(root: Path, **env: str) -> Iterator[Served]:
    demo = build_demo_database(root / "datasources" / "demo.sqlite")
    served = serve(root / "data", env={"SCHEMALINK_SQLITE_DIRS": str(demo.parent), **env})
    try:
        with httpx.Client(base_url=served.url, headers=ADMIN, timeout=60) as client:
            client.post("/v1/datasources", json={"id": "demo", "url": f"sqlite:///{demo}"})
            job = client.post("/v1/datasources/demo/sync").json()
            wait_for("the demo sync", lambda: _job(client, job["id"])["status"] == "succeeded")
        yield served
    finally:
        served.stop()


def _job(client: httpx.Client, job_id: str) -> dict[str, Any]:
    job: dict[str, Any] = client.get(f"/v1/jobs/{job_id}").json()
    return job


def _ms(values: list[float], q: float) -> str:
    return f"{percentile(values, q) * 1000:.0f}" if values else "–"


# Concurrency


CONSOLE_VISITORS = 2
CONSOLE_FILES = [
    "/console/",
    *sorted(
        "/console/assets/" + path.relative_to(CONSOLE_STATIC).as_posix()
        for path in CONSOLE_STATIC.rglob("*")
        if path.is_file() and path.name != "index.html"
    ),
]


async def _concurrency(served: Served, clients: int, seconds: float) -> dict[str, Any]:
    statuses: Counter[str] = Counter()
    latencies: list[float] = []
    health: list[float] = []
    console: list[float] = []
    ends = time.monotonic() + seconds
    # A connection each: the probe and the console's visitors never wait for a link's.
    connections = clients + 1 + CONSOLE_VISITORS
    limits = httpx.Limits(max_connections=connections, max_keepalive_connections=connections)
    async with httpx.AsyncClient(
        base_url=served.url, headers=ADMIN, timeout=120, limits=limits
    ) as client:

        def going() -> bool:
            return time.monotonic() < ends

        async def one_client(number: int) -> None:
            await link_in_a_loop(client, number, going, statuses, latencies.append, QUESTIONS)

        async def probe() -> None:
            while time.monotonic() < ends:
                started = time.perf_counter()
                answer = await client.get("/health")
                if answer.status_code == 200:
                    health.append(time.perf_counter() - started)
                else:
                    statuses[f"health {answer.status_code}"] += 1
                await asyncio.sleep(0.1)

        async def console_visitor() -> None:
            # A person opening the console: the page and every script and style it loads.
            while time.monotonic() < ends:
                started = time.perf_counter()
                for path in CONSOLE_FILES:
                    answer = await client.get(path)
                    if answer.status_code != 200:
                        statuses[f"console {answer.status_code}"] += 1
                console.append(time.perf_counter() - started)
                await asyncio.sleep(0.5)

        started = time.perf_counter()
        await asyncio.gather(
            probe(),
            *(console_visitor() for _ in range(CONSOLE_VISITORS)),
            *(one_client(n) for n in range(clients)),
        )
        elapsed = time.perf_counter() - started
    return {
        "statuses": dict(statuses),
        "throughput": len(latencies) / elapsed,
        "latencies": latencies,
        "health": health,
        "console": console,
        "seconds": elapsed,
        "errors_logged": sum(1 for r in served.records() if r.get("level") == "error"),
    }


def concurrency(root: Path, clients: int = 200, seconds: float = 60) -> list[str]:
    with _demo_server(root, SCHEMALINK_LINK_RATE_PER_MINUTE="0") as served:
        load = settle()
        result = asyncio.run(_concurrency(served, clients, seconds))
    five_xx = sum(v for k, v in result["statuses"].items() if k.startswith("5"))
    return [
        "## 200 concurrent clients",
        "",
        f"{clients} clients, each posting `/v1/link` in a loop for {seconds:g} s (demo "
        "catalog, six questions made unique per call so none is a cache hit), `/health` "
        f"probed every 100 ms, {CONSOLE_VISITORS} visitors loading the console's page and its "
        f"{len(CONSOLE_FILES) - 1} assets every 0.5 s; default limits (4 links at once, 256 "
        f"waiting, 20 s wait), rate limit off. Load average before: {load}.",
        "",
        "| status codes | 5xx | links/s | link p50 ms | link p95 ms | link max ms "
        "| /health p95 ms | /health max ms | console loads | console load p95 ms "
        "| errors logged |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
        f"| {json.dumps(result['statuses'])} | {five_xx} | {result['throughput']:.1f} "
        f"| {_ms(result['latencies'], 0.5)} | {_ms(result['latencies'], 0.95)} "
        f"| {max(result['latencies'], default=0) * 1000:.0f} | {_ms(result['health'], 0.95)} "
        f"| {max(result['health'], default=0) * 1000:.0f} | {len(result['console'])} "
        f"| {_ms(result['console'], 0.95)} | {result['errors_logged']} |",
        "",
    ]


# Outage


def outage(root: Path, tables: int = 300) -> list[str]:
    rows = []
    with pg_database("schemalink_outage") as url:
        database = url.rsplit("/", 1)[1]
        with psycopg.connect(url, autocommit=True) as db:
            for n in range(tables):
                db.execute(f"CREATE TABLE t{n:03d} (id serial PRIMARY KEY, name text, status text)")
                db.execute(f"INSERT INTO t{n:03d} (name, status) VALUES ('n{n}', '已完成')")
        demo = build_demo_database(root / "datasources" / "demo.sqlite")
        # Progress written every 50 ms: the cut must land near the table count it names.
        env = {"SCHEMALINK_SQLITE_DIRS": str(demo.parent), "SCHEMALINK_JOB_PROGRESS_S": "0.05"}
        served = serve(root / "data", env=env)
        try:
            with httpx.Client(base_url=served.url, headers=ADMIN, timeout=60) as client:
                client.post(
                    "/v1/datasources",
                    json={"id": "wh", "url": url.replace("postgresql:", "postgresql+psycopg:")},
                )

                def sync(cut_after: int | None) -> dict[str, Any]:
                    job = client.post("/v1/datasources/wh/sync").json()
                    if cut_after is not None:
                        wait_for(
                            f"{cut_after} tables read",
                            lambda: (
                                _job(client, job["id"])["progress"].get("tables_read", 0)
                                >= cut_after
                            ),
                        )
                        set_reachable(database, False)
                    done = wait_for("the sync's end", lambda: finished_job(client, job["id"]))
                    set_reachable(database, True)
                    meta = client.get("/v1/datasources/wh/meta")
                    kept = (
                        sum(len(s["tables"]) for s in meta.json()["schemas"])
                        if meta.status_code == 200
                        else 0
                    )
                    return {"job": done, "kept": kept}

                steps = [
                    ("first sync, cut after 100 tables read", 100),
                    ("full sync", None),
                    ("re-sync, cut after 100 tables read", 100),
                    ("re-sync, cut after 200 tables read", 200),
                ]
                for label, cut in steps:
                    result = sync(cut)
                    job = result["job"]
                    rows.append(
                        f"| {label} | {job['status']} | {job['progress'].get('tables_read', '–')} "
                        f"| {job['progress'].get('unread', '–')} | {result['kept']} "
                        f"| {job['progress'].get('removed', '–')} |"
                    )
        finally:
            served.stop()
    return [
        "## A datasource that goes away mid-sync",
        "",
        f"A PostgreSQL datasource of {tables} tables (3 columns each) on loopback. During a "
        "sync, once the job reports the given number of tables read (progress written every "
        "50 ms, `SCHEMALINK_JOB_PROGRESS_S=0.05`), the database is made "
        "unreachable for real: `ALLOW_CONNECTIONS false` and its sessions terminated; it is "
        "restored after the job ends. `tables read` counts the table that failed, `unread` the "
        "tables the job names as not read, `in catalog` what links use afterwards, `removed` "
        "what the index dropped.",
        "",
        "| step | job | tables read | unread | in catalog | removed |",
        "|---|---|---|---|---|---|",
        *rows,
        "",
    ]


# Bodies


def _send_until_answered(port: int, head: bytes, chunks: Iterator[bytes]) -> tuple[str, float, int]:
    """Send ``head`` then ``chunks`` until the server answers; (status line, seconds, bytes
    of body sent)."""
    sent = 0
    started = time.perf_counter()
    with socket.create_connection(("127.0.0.1", port), timeout=60) as conn:
        conn.sendall(head)
        conn.setblocking(False)
        answer = b""
        for chunk in chunks:
            with suppress(BlockingIOError):
                answer += conn.recv(65536)
            if answer:
                break
            try:
                conn.sendall(chunk)
                sent += len(chunk)
            except (BlockingIOError, BrokenPipeError, ConnectionResetError):
                break
        conn.setblocking(True)
        conn.settimeout(30)
        while b"\r\n" not in answer:
            more = conn.recv(65536)
            if not more:
                break
            answer += more
    return answer.split(b"\r\n", 1)[0].decode(), time.perf_counter() - started, sent


def bodies(root: Path) -> list[str]:
    size = 300 * 1024 * 1024
    block = b" " * (1024 * 1024)
    rows = []
    with _demo_server(root) as served:
        before = served.rss_kib()
        for label, head, chunks in [
            (
                "300 MB, Content-Length declared",
                (
                    f"POST /v1/link HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    f"Content-Length: {size}\r\n\r\n"
                ).encode(),
                (block for _ in range(300)),
            ),
            (
                "300 MB, chunked",
                b"POST /v1/link HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                b"Transfer-Encoding: chunked\r\n\r\n",
                (b"100000\r\n" + block + b"\r\n" for _ in range(300)),
            ),
        ]:
            status, seconds, sent = _send_until_answered(served.port, head, chunks)
            rows.append(
                f"| {label} | {status} | {seconds * 1000:.0f} | {sent / 1e6:.1f} "
                f"| {(served.rss_kib() - before) / 1024:+.1f} |"
            )
    return [
        "## Bodies too large, unauthenticated",
        "",
        "A raw socket sends the head, then 1 MiB blocks until the server answers. `sent` is "
        "what the client got out before the answer (the kernel's socket buffers take some); "
        "`RSS` the server's resident memory after, against before the first request.",
        "",
        "| request | answer | ms to answer | MB sent | server RSS MB |",
        "|---|---|---|---|---|",
        *rows,
        "",
    ]


# Expensive questions


async def _latencies(
    served: Served, seconds: float | None, stop: asyncio.Event | None
) -> list[float]:
    found = []
    async with httpx.AsyncClient(base_url=served.url, headers=ADMIN, timeout=120) as client:
        ends = time.monotonic() + (seconds or 1e9)
        turn = 0
        while time.monotonic() < ends and not (stop and stop.is_set()):
            question = f"{QUESTIONS[turn % len(QUESTIONS)]} #{turn}"
            started = time.perf_counter()
            answer = await client.post(
                "/v1/link", json={"datasource": "demo", "question": question}
            )
            if answer.status_code == 200:
                found.append(time.perf_counter() - started)
            turn += 1
    return found


async def _expensive(served: Served) -> dict[str, Any]:
    async with httpx.AsyncClient(base_url=served.url, headers=ADMIN, timeout=600) as admin:
        key = (await admin.post("/v1/api-keys", json={"name": "batch", "scopes": ["link"]})).json()
    idle = await _latencies(served, 20, None)
    questions = long_questions(75)
    stop = asyncio.Event()
    async with httpx.AsyncClient(
        base_url=served.url, headers={"Authorization": f"Bearer {key['key']}"}, timeout=600
    ) as batcher:

        async def one_batch(part: list[str]) -> tuple[int, float]:
            started = time.perf_counter()
            answer = await batcher.post(
                "/v1/link/batch", json={"datasource": "demo", "questions": part}
            )
            return answer.status_code, time.perf_counter() - started

        async def batches() -> list[tuple[int, float]]:
            try:
                return list(
                    await asyncio.gather(one_batch(questions[:25]), one_batch(questions[25:50]))
                )
            finally:
                stop.set()

        busy, batch_results = await asyncio.gather(_latencies(served, None, stop), batches())
    # A batch whose client hangs up after a second: the CPU the server spends afterwards.
    body = json.dumps({"datasource": "demo", "questions": questions[50:]}).encode()
    head = (
        f"POST /v1/link/batch HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {key['key']}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode()
    with socket.create_connection(("127.0.0.1", served.port)) as conn:
        conn.sendall(head + body)
        await asyncio.sleep(1.0)
    await asyncio.sleep(0.5)  # the hang-up reaches the server
    cpu_before = served.cpu_seconds()
    await asyncio.sleep(5.0)
    after_hang_up = served.cpu_seconds() - cpu_before
    return {
        "idle": idle,
        "busy": busy,
        "batches": batch_results,
        "cpu_after_hang_up": after_hang_up,
    }


def expensive(root: Path) -> list[str]:
    with _demo_server(root) as served:
        load = settle()
        result = asyncio.run(_expensive(served))
    idle, busy = result["idle"], result["busy"]
    ratio = percentile(busy, 0.95) / percentile(idle, 0.95)
    batches = ", ".join(f"{status} in {seconds:.1f} s" for status, seconds in result["batches"])
    return [
        "## Expensive questions beside ordinary ones",
        "",
        "One client links short demo questions back to back: first alone for 20 s, then "
        "while a link-scoped key posts two concurrent `/v1/link/batch` requests of 25 "
        f"questions of 2,000 characters each ({batches}). Load average before: {load}.",
        "",
        "| other clients' links | n | p50 ms | p95 ms |",
        "|---|---|---|---|",
        f"| idle | {len(idle)} | {_ms(idle, 0.5)} | {_ms(idle, 0.95)} |",
        f"| during the two batches | {len(busy)} | {_ms(busy, 0.5)} | {_ms(busy, 0.95)} |",
        "",
        f"p95 during the batches / p95 idle: **{ratio:.2f}×**.",
        "",
        "A third such batch whose client hangs up after one second: the server spent "
        f"**{result['cpu_after_hang_up']:.2f} s of CPU** in the 5 s that followed the hang-up.",
        "",
    ]


# /health during a sync


VALUE_TABLES, VALUE_COLUMNS, VALUES_PER_COLUMN = 40, 4, 8_000


def _many_values(path: Path) -> Path:
    """A SQLite file whose text columns hold 1.28 M distinct values in all."""
    path.parent.mkdir(parents=True, exist_ok=True)
    columns = [f"attribute_{c}" for c in range(VALUE_COLUMNS)]
    with sqlite3.connect(path) as db:
        for t in range(VALUE_TABLES):
            db.execute(
                f"CREATE TABLE items_{t} (id INTEGER PRIMARY KEY, "
                + ", ".join(f"{c} TEXT" for c in columns)
                + ")"
            )
            db.executemany(
                f"INSERT INTO items_{t} VALUES (?, {', '.join('?' for _ in columns)})",
                (
                    (n, *(f"t{t} {c} value {n} 货号{n * 7 + i}" for i, c in enumerate(columns)))
                    for n in range(VALUES_PER_COLUMN)
                ),
            )
    return path


async def _health_during_sync(served: Served, datasource_url: str) -> dict[str, list[float]]:
    by_phase: dict[str, list[float]] = {}
    phase = "registering"
    async with httpx.AsyncClient(base_url=served.url, headers=ADMIN, timeout=120) as client:
        await client.post("/v1/datasources", json={"id": "many", "url": datasource_url})
        job = (await client.post("/v1/datasources/many/sync")).json()
        done = asyncio.Event()

        async def watch() -> None:
            nonlocal phase
            while True:
                found = (await client.get(f"/v1/jobs/{job['id']}")).json()
                phase = found["progress"].get("phase") or found["status"]
                if found["status"] not in ("queued", "running"):
                    done.set()
                    return
                await asyncio.sleep(0.5)

        async def probe() -> None:
            while not done.is_set():
                started = time.perf_counter()
                answer = await client.get("/health")
                took = time.perf_counter() - started
                by_phase.setdefault(phase if answer.status_code == 200 else "errors", []).append(
                    took
                )
                await asyncio.sleep(0.05)

        await asyncio.gather(watch(), probe())
    return by_phase


def sync_health(root: Path) -> list[str]:
    datasource = _many_values(root / "datasources" / "many.sqlite")
    served = serve(root / "data", env={"SCHEMALINK_SQLITE_DIRS": str(datasource.parent)})
    try:
        load = settle()
        started = time.perf_counter()
        by_phase = asyncio.run(_health_during_sync(served, f"sqlite:///{datasource}"))
        seconds = time.perf_counter() - started
    finally:
        served.stop()
    rows = [
        f"| {phase} | {len(took)} | {_ms(took, 0.5)} | {_ms(took, 0.95)} | {max(took) * 1000:.0f} |"
        for phase, took in by_phase.items()
    ]
    return [
        "## /health during a sync",
        "",
        f"The first sync of a SQLite datasource of {VALUE_TABLES} tables with "
        f"{VALUE_COLUMNS} text columns of {VALUES_PER_COLUMN:,} distinct values each "
        f"({VALUE_TABLES * VALUE_COLUMNS * VALUES_PER_COLUMN:,} values), no other traffic; "
        f"`/health` probed every 50 ms; the sync took {seconds:.0f} s. Load average before: "
        f"{load}.",
        "",
        "| phase | probes | p50 ms | p95 ms | max ms |",
        "|---|---|---|---|---|",
        *rows,
        "",
    ]


SCENARIOS: dict[str, Callable[[Path], list[str]]] = {
    "concurrency": concurrency,
    "sync-health": sync_health,
    "sync-links": links_during_sync,
    "outage": outage,
    "body": bodies,
    "expensive": expensive,
    "evaluation": evaluation,
}


def run(scenarios: list[str], out: Path | None) -> str:
    header = report_header("The service under load, faults and hostile input")
    sections = []
    for name in scenarios:
        with tempfile.TemporaryDirectory() as tmp:
            sections += SCENARIOS[name](Path(tmp))
    report = "\n".join(
        [
            header,
            "- a `schemalink serve` process on loopback: embedded backends, SQLite store, the "
            "demo database; clients in a second process (httpx, raw sockets)",
            f"- versions: {package_versions('uvicorn', 'fastapi', 'sqlalchemy', *ENGINE_PACKAGES)}",
            "",
            *sections,
        ]
    )
    if out is not None:
        out.write_text(report, "utf-8")
    return report
