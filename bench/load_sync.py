"""Links and ``/health`` while a large datasource syncs (``python -m bench load --scenario
sync-links``): what users of a running service see when an admin adds a 400-table warehouse.

A ``schemalink serve`` process with the demo catalog synced; 50 clients each link distinct
questions in a loop (none a cache hit) and ``/health`` is probed every 100 ms on a connection
of its own: first for ``IDLE_S`` with nothing else running, then through the first sync of a
400-table SQLite warehouse (``bench.perf.generate``: 8,000 columns, about 200,000 sampled
values) until its job ends. Links/s and ``/health`` are reported idle, during the sync and in
each of the sync's phases.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import httpx

from bench.machine import settle
from bench.perf import generate
from bench.quality.metrics import percentile
from bench.served import ADMIN_KEY, Served, finished_job, serve, wait_for
from service.demo import build_demo_database

ADMIN = {"Authorization": f"Bearer {ADMIN_KEY}"}
CLIENTS, TABLES, IDLE_S = 50, 400, 30.0
QUESTIONS = [
    "上个月销售额最高的产品是什么？",
    "华东大区有几家旗舰店？",
    "金卡会员有多少人？",
    "各个商品类目的销售额分别是多少？",
    "本月用微信支付的金额一共是多少？",
    "which store has the most employees",
]


async def link_in_a_loop(
    client: httpx.AsyncClient,
    number: int,
    going: Callable[[], bool],
    statuses: Counter[str],
    linked: Callable[[float], None],
    questions: Sequence[str] = QUESTIONS,
) -> None:
    """Client ``number`` links the demo catalog while ``going()``: distinct questions (none a
    cache hit), each answer's status counted, each 200's seconds given to ``linked``."""
    turn = 0
    while going():
        question = f"{questions[(number + turn) % len(questions)]} {number}-{turn}"
        started = time.perf_counter()
        try:
            answer = await client.post(
                "/v1/link", json={"datasource": "demo", "question": question}
            )
            statuses[str(answer.status_code)] += 1
            if answer.status_code == 200:
                linked(time.perf_counter() - started)
        except httpx.HTTPError as error:
            statuses[type(error).__name__] += 1
        turn += 1


class _Phases:
    """The phase the service is in (idle, then the sync job's), and how long each lasted."""

    def __init__(self) -> None:
        self.current = "idle"
        self._since = time.monotonic()
        self.seconds: dict[str, float] = {}

    def enter(self, phase: str) -> None:
        if phase != self.current:
            now = time.monotonic()
            self.seconds[self.current] = self.seconds.get(self.current, 0.0) + now - self._since
            self.current, self._since = phase, now

    def end(self) -> None:
        self.enter("ended")


async def _through_a_sync(served: Served, warehouse_url: str) -> dict[str, Any]:
    phases = _Phases()
    links: dict[str, list[float]] = {}
    health: dict[str, list[float]] = {}
    statuses: Counter[str] = Counter()
    synced = asyncio.Event()
    limits = httpx.Limits(max_connections=CLIENTS, max_keepalive_connections=CLIENTS)
    async with (
        httpx.AsyncClient(base_url=served.url, headers=ADMIN, timeout=120, limits=limits) as api,
        httpx.AsyncClient(base_url=served.url, headers=ADMIN, timeout=120) as prober,
    ):

        def linked(took: float) -> None:
            links.setdefault(phases.current, []).append(took)

        async def one_client(number: int) -> None:
            await link_in_a_loop(api, number, lambda: not synced.is_set(), statuses, linked)

        async def probe() -> None:
            while not synced.is_set():
                started = time.perf_counter()
                answer = await prober.get("/health")
                if answer.status_code == 200:
                    took = time.perf_counter() - started
                    health.setdefault(phases.current, []).append(took)
                else:
                    statuses[f"/health {answer.status_code}"] += 1
                await asyncio.sleep(0.1)

        async def conduct() -> None:
            await asyncio.sleep(IDLE_S)
            warehouse = {"id": "warehouse", "url": warehouse_url}
            await prober.post("/v1/datasources", json=warehouse)
            phases.enter("queued")
            job = (await prober.post("/v1/datasources/warehouse/sync")).json()
            while True:
                found = (await prober.get(f"/v1/jobs/{job['id']}")).json()
                phases.enter(found["progress"].get("phase") or found["status"])
                if found["status"] not in ("queued", "running"):
                    break
                await asyncio.sleep(0.25)
            phases.end()
            statuses[f"sync {found['status']}"] += 1
            synced.set()

        await asyncio.gather(conduct(), probe(), *(one_client(n) for n in range(CLIENTS)))
    return {"phases": phases.seconds, "links": links, "health": health, "statuses": statuses}


def _ms(values: list[float], q: float) -> str:
    return f"{percentile(values, q) * 1000:.0f}" if values else "–"


def _row(name: str, seconds: float, links: list[float], health: list[float]) -> str:
    rate = len(links) / seconds if seconds else 0.0
    return (
        f"| {name} | {seconds:.0f} | {len(links)} | {rate:.1f} | {_ms(links, 0.5)} "
        f"| {_ms(links, 0.95)} | {len(health)} | {_ms(health, 0.5)} | {_ms(health, 0.95)} "
        f"| {max(health, default=0) * 1000:.0f} |"
    )


def links_during_sync(root: Path) -> list[str]:
    sources = root / "datasources"
    demo = build_demo_database(sources / "demo.sqlite")
    warehouse = generate(sources / "warehouse.sqlite", TABLES)
    env = {"SCHEMALINK_SQLITE_DIRS": str(sources), "SCHEMALINK_LINK_RATE_PER_MINUTE": "0"}
    served = serve(root / "data", env=env)
    try:
        with httpx.Client(base_url=served.url, headers=ADMIN, timeout=60) as client:
            client.post("/v1/datasources", json={"id": "demo", "url": f"sqlite:///{demo}"})
            job = client.post("/v1/datasources/demo/sync").json()
            wait_for("the demo sync", lambda: finished_job(client, job["id"]))
        load = settle()
        result = asyncio.run(_through_a_sync(served, f"sqlite:///{warehouse}"))
        errors_logged = sum(1 for r in served.records() if r.get("level") == "error")
    finally:
        served.stop()
    seconds, links, health = result["phases"], result["links"], result["health"]
    sync_phases = [p for p in seconds if p != "idle"]
    during = [t for p in sync_phases for t in links.get(p, [])]
    during_health = [t for p in sync_phases for t in health.get(p, [])]
    sync_s = sum(seconds[p] for p in sync_phases)
    idle_rate = len(links.get("idle", [])) / seconds["idle"]
    ratio = (len(during) / sync_s) / idle_rate if sync_s and idle_rate else 0.0
    return [
        "## Links and /health through a 400-table sync",
        "",
        f"{CLIENTS} clients each posting `/v1/link` on the demo catalog in a loop (distinct "
        f"questions, none a cache hit), `/health` probed every 100 ms on a connection of its "
        f"own: {IDLE_S:g} s idle, then through the first sync of a {TABLES}-table SQLite "
        "warehouse (`bench.perf.generate`) until its job ended; the server's default limits "
        "(its worker runs the sync in the same process), rate limit off. Load average before: "
        f"{load}. Status codes: {dict(result['statuses'])}; errors logged: {errors_logged}.",
        "",
        f"**Links/s during the sync over links/s idle: {ratio:.2f}.**",
        "",
        "| phase | s | links | links/s | link p50 ms | link p95 ms | /health probes "
        "| /health p50 ms | /health p95 ms | /health max ms |",
        "|---|---|---|---|---|---|---|---|---|---|",
        _row("idle", seconds["idle"], links.get("idle", []), health.get("idle", [])),
        _row("during the sync", sync_s, during, during_health),
        *(_row(f"… {p}", seconds[p], links.get(p, []), health.get(p, [])) for p in sync_phases),
        "",
    ]
