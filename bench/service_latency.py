"""``POST /v1/link`` latency through the whole service, against the engine alone.

The app runs in-process on its embedded defaults (a fresh data directory), called through
httpx's ASGI transport: request parsing, authentication, the store reads (catalog, policies,
glossary), linking and serialisation, without a network. The demo database is registered and
synced through the API first. Each question is linked once to warm up; the linker forgets
every question (answers and embeddings) before each measured call, as for a new question;
then the same questions are asked again (once unmeasured, to refill the cache those calls
emptied), every measured call answered from the link cache.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

import httpx
from pydantic import SecretStr

from bench.demo_latency import QUESTIONS, _percentile
from bench.machine import ENGINE_PACKAGES, package_versions, report_header, timed_report
from service.api.app import create_app
from service.config import Settings
from service.container import Container
from service.demo import build_demo_database

ADMIN_KEY = "sl_bench-admin-key"


async def _analyst_key(client: httpx.AsyncClient) -> str:
    for path, body in (
        ("/v1/roles", {"name": "analyst"}),
        ("/v1/policies", {"role": "analyst", "effect": "allow", "datasource": "demo"}),
        ("/v1/policies", {"role": "analyst", "effect": "deny", "table": r"main\.employees"}),
    ):
        (await client.post(path, json=body)).raise_for_status()
    created = await client.post(
        "/v1/api-keys",
        json={"name": "bi", "scopes": ["link"], "role": "analyst", "rate_per_minute": 0},
    )
    created.raise_for_status()
    key: str = created.json()["key"]
    return key


async def _measure(runs: int) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        settings = Settings(
            data_dir=root / "data",
            qdrant_url=None,
            meili_url=None,
            llm_model=None,
            database_url=None,
            embedding_model=None,
            admin_key=SecretStr(ADMIN_KEY),
            sqlite_dirs=[root / "datasources"],
        )
        app = create_app(settings, run_worker=False)
        container = await Container.open(settings, run_worker=False)
        app.state.container = container
        async with httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app),
            base_url="http://bench",
            headers={"Authorization": f"Bearer {ADMIN_KEY}"},
        ) as client:
            db = build_demo_database(root / "datasources" / "retail.sqlite")
            created = await client.post(
                "/v1/datasources", json={"id": "demo", "url": f"sqlite:///{db}"}
            )
            created.raise_for_status()
            await client.post("/v1/datasources/demo/sync")
            await container.worker.drain()
            # Questions come as a BI front-end's would: an issued key whose role has a policy,
            # so authentication and the policy read are in every request.
            client.headers["Authorization"] = f"Bearer {await _analyst_key(client)}"
            timings: dict[str, list[float]] = {}
            for question in QUESTIONS:
                await client.post("/v1/link", json={"datasource": "demo", "question": question})
            for repeated in (False, True):
                if repeated:
                    # The new-question runs emptied the link cache: each question is asked
                    # once more, unmeasured, so that every measured call is a repeat.
                    for question in QUESTIONS:
                        await client.post(
                            "/v1/link", json={"datasource": "demo", "question": question}
                        )
                for _ in range(runs):
                    for question in QUESTIONS:
                        if not repeated:
                            container.linker.forget_questions()
                        started = time.perf_counter()
                        response = await client.post(
                            "/v1/link", json={"datasource": "demo", "question": question}
                        )
                        http_ms = (time.perf_counter() - started) * 1000
                        response.raise_for_status()
                        diagnostics = response.json()["context"]["diagnostics"]
                        timings.setdefault(f"http {repeated}", []).append(http_ms)
                        timings.setdefault(f"engine {repeated}", []).append(
                            diagnostics["timings_ms"]["total"]
                        )
        await container.close()
    lines = [
        report_header("POST /v1/link latency through the service"),
        f"- demo catalog, {len(QUESTIONS)} questions × {runs} runs, new (the linker's answer "
        "and embedding caches emptied before every call) and repeated (answered from the link "
        "cache); a link key whose role allows the datasource but one table; SQLite store, "
        "embedded backends, no LLM; httpx ASGI transport",
        f"- versions: {package_versions('fastapi', 'sqlalchemy', *ENGINE_PACKAGES)}",
        "",
        "| measured | p50 ms | p95 ms |",
        "|---|---|---|",
    ]
    for key, label in (
        ("http False", "new question: whole request"),
        ("engine False", "new question: Linker.link inside it"),
        ("http True", "repeated question: whole request"),
        ("engine True", "repeated question: Linker.link inside it"),
    ):
        values = timings[key]
        lines.append(
            f"| {label} | {statistics.median(values):.2f} | {_percentile(values, 0.95):.2f} |"
        )
    return "\n".join([*lines, ""])


def run(runs: int, out: Path | None) -> str:
    return timed_report(_measure(runs), out)
