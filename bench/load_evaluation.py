"""``python -m bench load --scenario evaluation``: an evaluation of a datasource's approved
pairs on a served process, timed, with other clients' links measured idle and while it runs.

The datasource is BIRD train's largest database, ``works_cycles`` (65 tables; an empty SQLite
file built from its schema, so no values), and its pairs are every BIRD train question of it,
alone and with its evidence appended (BIRD's own wording of what a term means), each with its
gold SQL: the pairs a team that wrote them would upload. A pair whose SQL the catalog refuses
is left out, as the upload reports it.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from contextlib import suppress
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx

from bench.machine import settle
from bench.quality.catalogs import database_file
from bench.quality.datasets import Question, load_questions, load_schemas
from bench.quality.metrics import percentile
from bench.served import ADMIN_KEY, Served, finished_job, serve, wait_for
from service.limits import BackgroundPace

ADMIN = {"Authorization": f"Bearer {ADMIN_KEY}"}
DATA = Path(__file__).resolve().parents[2] / "shared" / "benchmarks"
DATABASE = "works_cycles"
CLIENTS = 4
# The clients ask the first pairs' questions again and again, each time with a number
# (never a cached answer): the same work in both phases.
ASKED = 8
EDITED = "Product"
IDLE_S = float(os.environ.get("BENCH_IDLE_S", "30"))
BUSY_S = float(os.environ.get("BENCH_BUSY_S", "60"))


def _questions() -> list[Question]:
    every = load_questions((DATA / "bird" / "train_subset.json",))
    return [q for q in every if q.db_id == DATABASE]


def _pairs() -> list[dict[str, str]]:
    pairs = []
    for question in _questions():
        pairs.append({"question": question.question, "sql": question.sql})
        if question.evidence:
            pairs.append(
                {"question": f"{question.question} {question.evidence}", "sql": question.sql}
            )
    return pairs


def _ms(values: list[float], q: float) -> str:
    return f"{percentile(values, q) * 1000:.0f}" if values else "–"


async def _links(served: Served, questions: list[str], stop: asyncio.Event) -> list[float]:
    """``CLIENTS`` clients linking back to back until ``stop``; each answer's seconds."""
    took: list[float] = []
    async with httpx.AsyncClient(base_url=served.url, headers=ADMIN, timeout=120) as client:

        async def one(number: int) -> None:
            turn = number
            while not stop.is_set():
                # A question not asked before: no answer comes from the link cache.
                question = f"{questions[turn % len(questions)]} ({turn})"
                started = time.perf_counter()
                answer = await client.post(
                    "/v1/link", json={"datasource": DATABASE, "question": question}
                )
                if answer.status_code != 200:
                    raise RuntimeError(f"a link answered {answer.status_code}: {answer.text}")
                took.append(time.perf_counter() - started)
                turn += CLIENTS

        await asyncio.gather(*(one(n) for n in range(CLIENTS)))
    return took


async def _start(client: httpx.AsyncClient) -> str:
    """Ask for an evaluation: the id of the job that fills it."""
    started = await client.post(f"/v1/datasources/{DATABASE}/evaluations")
    started.raise_for_status()
    return str(started.json()["job_id"])


async def _evaluate(client: httpx.AsyncClient) -> dict[str, Any]:
    """Start an evaluation and follow it to the end: its finished job."""
    return await _finished(client, await _start(client))


async def _measure(served: Served, questions: list[str]) -> dict[str, Any]:
    async with httpx.AsyncClient(base_url=served.url, headers=ADMIN, timeout=120) as client:
        # Alone first: its job starts once the worker has indexed the uploaded pairs, so
        # nothing of that runs beside what is measured after it.
        alone = await _evaluate(client)
        # A description edited makes a new catalog revision: no answer of the first
        # evaluation comes from the link cache in the second.
        edit = await client.put(
            f"/v1/datasources/{DATABASE}/meta/{EDITED}/description",
            json={"description": "edited between the two evaluations"},
        )
        await _finished(client, edit.json()["id"])
        # Each question once: its keywords' vectors are cached in both phases alike.
        for question in questions:
            await client.post("/v1/link", json={"datasource": DATABASE, "question": question})
        stop = asyncio.Event()
        idle_task = asyncio.create_task(_links(served, questions, stop))
        await asyncio.sleep(IDLE_S)
        stop.set()
        idle = await idle_task
        # Beside the clients for BUSY_S (or until it ends), then alone again to the end.
        stop = asyncio.Event()
        busy_task = asyncio.create_task(_links(served, questions, stop))
        job = {
            "id": (await client.post(f"/v1/datasources/{DATABASE}/evaluations")).json()["job_id"]
        }
        finished = asyncio.create_task(_finished(client, job["id"]))
        with suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(finished), BUSY_S)
        during = (await client.get(f"/v1/jobs/{job['id']}")).json()
        stop.set()
        busy = await busy_task
        beside = await finished
        # Alone again: what changed with time alone (caches, the allocator) is not the
        # evaluation's doing.
        stop = asyncio.Event()
        after_task = asyncio.create_task(_links(served, questions, stop))
        await asyncio.sleep(IDLE_S)
        stop.set()
        after = await after_task
        listed = (await client.get(f"/v1/datasources/{DATABASE}/evaluations")).json()
    (evaluation,) = [e for e in listed["data"] if e["job_id"] == alone["id"]]
    linked = during["progress"].get("linked", 0) if during["status"] == "running" else None
    return {
        "idle": idle,
        "busy": busy,
        "after": after,
        "alone": alone,
        "beside": beside,
        "linked_beside": linked if linked is not None else evaluation["figures"]["questions"],
        "evaluation": evaluation,
    }


async def _finished(client: httpx.AsyncClient, job_id: str) -> dict[str, Any]:
    while True:
        job: dict[str, Any] = (await client.get(f"/v1/jobs/{job_id}")).json()
        if job["status"] not in ("queued", "running"):
            return job
        await asyncio.sleep(0.5)


def evaluation(root: Path) -> list[str]:
    schema = load_schemas(DATA / "bird" / "union" / "tables_80db.json")[DATABASE]
    (root / "datasources").mkdir(parents=True)
    datasource = database_file(DATABASE, schema, None, root / "datasources")
    pairs = _pairs()
    # No rate limit: the clients share one key, and what is measured is the CPU, not a quota.
    env = {"SCHEMALINK_SQLITE_DIRS": str(datasource.parent), "SCHEMALINK_LINK_RATE_PER_MINUTE": "0"}
    served = serve(root / "data", env=env)
    try:
        with httpx.Client(base_url=served.url, headers=ADMIN, timeout=600) as client:
            client.post("/v1/datasources", json={"id": DATABASE, "url": f"sqlite:///{datasource}"})
            job = client.post(f"/v1/datasources/{DATABASE}/sync").json()
            wait_for("the sync", lambda: finished_job(client, job["id"]), 600)
            lines = "\n".join(json.dumps(p, ensure_ascii=False) for p in pairs)
            uploaded = client.post(
                "/v1/training-pairs/bulk",
                params={"datasource": DATABASE},
                files={"file": ("pairs.jsonl", lines.encode())},
            ).json()
        load = settle()
        asked = list(dict.fromkeys(q.question for q in _questions()))[:ASKED]
        result = asyncio.run(_measure(served, asked))
        errors = [r for r in served.records() if r.get("level") in ("error", "critical")]
    finally:
        served.stop()
    idle, busy, after, alone = result["idle"], result["busy"], result["after"], result["alone"]
    figures = result["evaluation"]["figures"]
    if figures is None:
        raise RuntimeError(f"the evaluation ended {alone['status']}: {alone['message']}; {errors}")
    ratio = percentile(busy, 0.95) / percentile(idle + after, 0.95)
    questions = figures["questions"]
    took_alone = _took(alone)
    took_beside = _took(result["beside"])
    linked, window = result["linked_beside"], min(BUSY_S, took_beside)
    pace = BackgroundPace()
    return [
        "## An evaluation of a datasource's pairs, alone and beside other clients' links",
        "",
        f"BIRD train's `{DATABASE}` ({len(schema['table_names_original'])} tables, no values) "
        f"with {uploaded['accepted']} approved pairs ({len(pairs)} uploaded: each train "
        f"question alone and with its evidence; {uploaded['invalid']} refused by the "
        "catalog); the worker in the serving process. First an evaluation with no other "
        "traffic; then, after a description edit (a new revision: nothing from the link "
        f"cache), {CLIENTS} clients link {ASKED} of the pairs' questions, each time with a new "
        f"number (never a cached answer), back to back for {IDLE_S:.0f} s, then while a "
        f"second evaluation runs (for at most {BUSY_S:.0f} s; then the clients stop and it "
        f"finishes alone), then for {IDLE_S:.0f} s again. An evaluation's question waits for a "
        f"gap between users' links, at most {pace.patience_s:g} s, and one that users' links "
        f"ran beside is followed by a pause that keeps the evaluation to {pace.share:.0%} of "
        f"the time (`service.limits.BackgroundPace`). Load average before: {load}.",
        "",
        "| evaluation | questions | seconds | questions a second |",
        "|---|---|---|---|",
        f"| alone | {questions} | {took_alone:.1f} | {questions / took_alone:.1f} |",
        f"| beside {CLIENTS} clients, while they ran | {linked} | {window:.0f} | "
        f"{linked / window:.1f} |",
        f"| beside them, then alone, in all | {questions} | {took_beside:.1f} | "
        f"{questions / took_beside:.1f} |",
        "",
        "| other clients' links | n | p50 ms | p95 ms |",
        "|---|---|---|---|",
        f"| idle | {len(idle)} | {_ms(idle, 0.5)} | {_ms(idle, 0.95)} |",
        f"| during the evaluation | {len(busy)} | {_ms(busy, 0.5)} | {_ms(busy, 0.95)} |",
        f"| idle again, after it | {len(after)} | {_ms(after, 0.5)} | {_ms(after, 0.95)} |",
        "",
        f"p95 during the evaluation / p95 idle (before and after together): **{ratio:.2f}×**.",
        "",
        "What it measured (each question with its own pair held out): tables complete "
        f"{100 * figures['tables_complete']:.2f} %, columns complete "
        f"{100 * figures['columns_complete']:.2f} %, {figures['tables_returned']:.2f} tables "
        f"({figures['excess_tables']:.2f} not read by the SQL), "
        f"{figures['columns_returned']:.2f} columns; CR@1/3/5 "
        + " / ".join(f"{100 * figures['recall_at'][k]:.2f}" for k in ("1", "3", "5"))
        + f"; estimated completeness {100 * figures['estimated_completeness']:.2f} %.",
        "",
    ]


def _took(job: dict[str, Any]) -> float:
    return _seconds(job["finished_at"]) - _seconds(job["started_at"])


def _seconds(stamp: str) -> float:
    return datetime.fromisoformat(stamp).timestamp()
