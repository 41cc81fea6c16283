"""Links and ``/health`` while a large datasource syncs (``python -m bench load --scenario
sync-links``): what users of a running service see when an admin adds a 400-table warehouse.

A ``schemalink serve`` process with the demo catalog synced; 50 clients each link distinct
questions in a loop (none a cache hit): first for ``IDLE_S`` with nothing else running, then
through the first sync of a 400-table SQLite warehouse (``bench.perf.generate``: 8,000
columns, about 200,000 sampled values) until its job ends, then ``IDLE_S`` again. Links/s and
``/health`` are reported idle, during the sync and in each of the sync's phases; the sync's
links/s are compared with the mean of the two idle spells, so that a machine whose speed
drifts during the run (a shared host) moves both sides alike. ``/health`` is probed every
100 ms three ways: on the API port from the clients' own event loop through a client of theirs
(its connection kept if the answer leaves it open; the front process's closes it), on
the API port from a process of its own, and on the liveness probe's port
(``SCHEMALINK_PROBE_PORT``) from a process of its own — the last two on a new connection each
time, as an orchestrator does.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import httpx

from bench.machine import settle
from bench.perf import generate
from bench.quality.metrics import percentile
from bench.served import ADMIN_KEY, Served, finished_job, free_port, serve, wait_for
from service.demo import build_demo_database

ADMIN = {"Authorization": f"Bearer {ADMIN_KEY}"}
CLIENTS, TABLES, IDLE_S = 50, 400, 30.0
IDLE_AFTER = "idle after the sync"
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


# Every 100 ms until its stdin closes, ``GET /health`` on a new connection (as an
# orchestrator's probe): a line of JSON each, the monotonic time it was sent and its seconds.
_PROBER = """
import http.client, json, sys, threading, time
port, stop = int(sys.argv[1]), threading.Event()
threading.Thread(target=lambda: (sys.stdin.read(), stop.set()), daemon=True).start()
while not stop.is_set():
    sent = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", "/health")
    status = connection.getresponse().status
    connection.close()
    print(json.dumps([sent, time.monotonic() - sent, status]), flush=True)
    stop.wait(0.1)
"""


class _Prober:
    """A process of its own probing ``GET /health`` on ``port`` (``_PROBER``): what an
    orchestrator sees, not slowed by the clients' own event loop."""

    def __init__(self, port: int) -> None:
        self.port = port
        self._lines: list[bytes] = []
        self._process: asyncio.subprocess.Process | None = None
        self._reading: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self._process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            _PROBER,
            str(self.port),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
        )
        self._reading = asyncio.create_task(self._read())

    async def _read(self) -> None:
        # Read as they come: a pipe left unread fills (64 KiB) and stops the prober.
        assert self._process is not None and self._process.stdout is not None
        while line := await self._process.stdout.readline():
            self._lines.append(line)

    async def stop(self) -> None:
        assert self._process is not None and self._process.stdin is not None
        assert self._reading is not None
        self._process.stdin.close()  # the prober's signal to stop
        await self._process.wait()
        await self._reading

    def probes(self) -> list[tuple[float, float, int]]:
        """Each probe: the monotonic time it was sent, its seconds, its status."""
        return [tuple(json.loads(line)) for line in self._lines]


class _Phases:
    """The phase the service is in (idle, the sync job's, idle again), how long each lasted, and
    when each began (monotonic seconds, the same clock in every process here)."""

    def __init__(self) -> None:
        self.current = "idle"
        self._since = time.monotonic()
        self.seconds: dict[str, float] = {}
        self.began: list[tuple[float, str]] = [(self._since, "idle")]

    def enter(self, phase: str) -> None:
        if phase != self.current:
            now = time.monotonic()
            self.seconds[self.current] = self.seconds.get(self.current, 0.0) + now - self._since
            self.current, self._since = phase, now
            self.began.append((now, phase))

    def at(self, moment: float) -> str:
        """The phase the service was in at ``moment``."""
        return next((p for began, p in reversed(self.began) if began <= moment), "idle")

    def end(self) -> None:
        self.enter("ended")


async def _through_a_sync(served: Served, warehouse_url: str, probe_port: int) -> dict[str, Any]:
    phases = _Phases()
    links: dict[str, list[float]] = {}
    health: dict[str, list[float]] = {}
    statuses: Counter[str] = Counter()
    finished = asyncio.Event()
    limits = httpx.Limits(max_connections=CLIENTS, max_keepalive_connections=CLIENTS)
    async with (
        httpx.AsyncClient(base_url=served.url, headers=ADMIN, timeout=120, limits=limits) as api,
        httpx.AsyncClient(base_url=served.url, headers=ADMIN, timeout=120) as prober,
    ):

        def linked(took: float) -> None:
            links.setdefault(phases.current, []).append(took)

        async def one_client(number: int) -> None:
            await link_in_a_loop(api, number, lambda: not finished.is_set(), statuses, linked)

        async def probe() -> None:
            while not finished.is_set():
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
            statuses[f"sync {found['status']}"] += 1
            phases.enter(IDLE_AFTER)
            await asyncio.sleep(IDLE_S)
            phases.end()
            finished.set()

        probe_port_prober, api_port_prober = _Prober(probe_port), _Prober(served.port)
        await probe_port_prober.start()
        await api_port_prober.start()
        try:
            await asyncio.gather(conduct(), probe(), *(one_client(n) for n in range(CLIENTS)))
        finally:
            await probe_port_prober.stop()
            await api_port_prober.stop()
    liveness = _by_phase(probe_port_prober, phases, statuses, "probe port")
    health_apart = _by_phase(api_port_prober, phases, statuses, "/health (own process)")
    return {
        "phases": phases.seconds,
        "links": links,
        "health": health,
        "liveness": liveness,
        "health_apart": health_apart,
        "statuses": statuses,
    }


def _by_phase(
    prober: _Prober, phases: _Phases, statuses: Counter[str], name: str
) -> dict[str, list[float]]:
    """A prober's answered probes' seconds by the phase each was sent in; others counted."""
    found: dict[str, list[float]] = {}
    for sent, took, status in prober.probes():
        if status == 200:
            found.setdefault(phases.at(sent), []).append(took)
        else:
            statuses[f"{name} {status}"] += 1
    return found


def _ms(values: list[float], q: float) -> str:
    return f"{percentile(values, q) * 1000:.0f}" if values else "–"


def _row(name: str, seconds: float, links: list[float], *probed: list[float]) -> str:
    rate = len(links) / seconds if seconds else 0.0
    cells = [name, f"{seconds:.0f}", str(len(links)), f"{rate:.1f}"]
    cells += [_ms(links, 0.5), _ms(links, 0.95)]
    for probes in probed:
        cells += [_ms(probes, 0.5), _ms(probes, 0.95), f"{max(probes, default=0) * 1000:.0f}"]
    return f"| {' | '.join(cells)} |"


def links_during_sync(root: Path) -> list[str]:
    sources = root / "datasources"
    demo = build_demo_database(sources / "demo.sqlite")
    warehouse = generate(sources / "warehouse.sqlite", TABLES)
    probe_port = free_port()
    env = {
        "SCHEMALINK_SQLITE_DIRS": str(sources),
        "SCHEMALINK_LINK_RATE_PER_MINUTE": "0",
        "SCHEMALINK_PROBE_PORT": str(probe_port),
    }
    served = serve(root / "data", env=env)
    try:
        with httpx.Client(base_url=served.url, headers=ADMIN, timeout=60) as client:
            client.post("/v1/datasources", json={"id": "demo", "url": f"sqlite:///{demo}"})
            job = client.post("/v1/datasources/demo/sync").json()
            wait_for("the demo sync", lambda: finished_job(client, job["id"]))
        load = settle()
        result = asyncio.run(_through_a_sync(served, f"sqlite:///{warehouse}", probe_port))
        errors_logged = sum(1 for r in served.records() if r.get("level") == "error")
    finally:
        served.stop()
    seconds, links = result["phases"], result["links"]
    probed = [result["health"], result["health_apart"], result["liveness"]]
    sync_phases = [p for p in seconds if p not in ("idle", IDLE_AFTER)]
    during = [t for p in sync_phases for t in links.get(p, [])]
    sync_s = sum(seconds[p] for p in sync_phases)
    idle_rates = [len(links.get(p, [])) / seconds[p] for p in ("idle", IDLE_AFTER)]
    idle_rate = sum(idle_rates) / 2
    ratio = (len(during) / sync_s) / idle_rate if sync_s and idle_rate else 0.0
    return [
        f"## Links and /health through a {TABLES}-table sync",
        "",
        f"{CLIENTS} clients each posting `/v1/link` on the demo catalog in a loop (distinct "
        f"questions, none a cache hit), `/health` probed every 100 ms three ways: {IDLE_S:g} s "
        f"idle, then through the first sync of a {TABLES}-table SQLite "
        f"warehouse (`bench.perf.generate`) until its job ended, then {IDLE_S:g} s idle "
        "again; the server's default limits (its worker runs the sync in the same process), "
        "rate limit off. Load average before: "
        f"{load}. Status codes: {dict(result['statuses'])}; errors logged: {errors_logged}.",
        "",
        f"**Links/s during the sync over links/s idle: {ratio:.2f}** (idle: the mean of "
        f"{idle_rates[0]:.1f} before the sync and {idle_rates[1]:.1f} after it).",
        "",
        "`/health` is probed on the API port twice: *in the clients' process*, from the "
        "event loop the 50 clients share (so it also waits on that loop; its connection kept "
        "where the answer leaves it open, and the front process's answer closes it), "
        "and *by a process of its own*, on a new connection each time as an orchestrator "
        "does; *probe port* is the liveness probe's (`SCHEMALINK_PROBE_PORT`), probed by a "
        "process of its own the same way. Probes per phase: one every 100 ms or less.",
        "",
        "| phase | s | links | links/s | link p50 ms | link p95 ms "
        "| /health, clients' process: p50 / p95 / max ms | | "
        "| /health, own process: p50 / p95 / max ms | | "
        "| probe port: p50 / p95 / max ms | | |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
        _row("idle", seconds["idle"], links.get("idle", []), *(p.get("idle", []) for p in probed)),
        _row(
            "during the sync",
            sync_s,
            during,
            *([t for phase in sync_phases for t in p.get(phase, [])] for p in probed),
        ),
        *(
            _row(
                f"… {phase}",
                seconds[phase],
                links.get(phase, []),
                *(p.get(phase, []) for p in probed),
            )
            for phase in sync_phases
        ),
        _row(
            IDLE_AFTER,
            seconds[IDLE_AFTER],
            links.get(IDLE_AFTER, []),
            *(p.get(IDLE_AFTER, []) for p in probed),
        ),
        "",
    ]
