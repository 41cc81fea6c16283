"""``python -m bench served-warehouse``: a warehouse without foreign keys, served on loopback.

A ``schemalink serve`` process (embedded backends, SQLite store) gets a SQLite datasource that
declares no key, syncs it (relationships inferred), and then takes, at once: 20 clients
linking, 10 clients giving opposite verdicts on one join and sending the same feedback, and
hostile verdict bodies. Then the datasource's file is removed and a re-sync asked for, and a
client hangs up half-way through a request body. The report counts every answer by route and
status, the errors the server logged, and says what was left: one verdict on the raced join,
the relationships and join paths still there after the failed re-sync, ``/health`` after the
hang-up. A DuckDB file with its tables in two schemas is then synced on its default schema,
has its schemas named while clients link and hostile schema bodies arrive, is given a schema it
lacks, and the right ones again: the report says what each sync did, the tables read and the
join across the schemas.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import socket
import sqlite3
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx

from bench.machine import report_header
from bench.served import ADMIN_KEY, Served, serve

LINKERS, JUDGES, ROUNDS = 20, 10, 5
QUESTION = "total order amount per customer name"
FEEDBACK_SQL = (
    "SELECT c.name, SUM(o.amount) FROM orders o JOIN customers c ON o.customer_id = c.id "
    "GROUP BY c.name"
)
RACED = {
    "table": "shipments",
    "columns": ["order_ref"],
    "ref_table": "orders",
    "ref_columns": ["id"],
}
BACKWARDS = {
    "table": "orders",
    "columns": ["id"],
    "ref_table": "shipments",
    "ref_columns": ["order_ref"],
}
HOSTILE: list[Any] = [
    {**RACED, "columns": ["order_ref"] * 17, "verdict": "declared"},
    {**RACED, "table": "shipments\u0000", "verdict": "declared"},
    {**RACED, "table": "x" * 600, "verdict": "declared"},
    ["not", "an", "object"],
]


# A warehouse whose tables are outside the default schema, and its join across schemas.
SCHEMAS_DDL = """
CREATE SCHEMA crm; CREATE SCHEMA sales;
CREATE TABLE crm.accounts (account_id INTEGER PRIMARY KEY, name VARCHAR, segment VARCHAR);
CREATE TABLE sales.invoices (invoice_no VARCHAR PRIMARY KEY, account_id INTEGER, total DOUBLE);
INSERT INTO crm.accounts VALUES (1, 'Acme', 'smb'), (2, 'Globex', 'enterprise');
INSERT INTO sales.invoices VALUES ('INV-1', 1, 10.0), ('INV-2', 2, 99.5);
"""
SCHEMAS = ["crm", "sales"]
HOSTILE_SCHEMAS: list[Any] = [["crm", "crm"], ["a\u0000"], {"crm": 1}, "crm", ["s"] * 65]
INJECTED = ["x'; DROP SCHEMA crm CASCADE; --"]


def _warehouse(path: Path) -> None:
    rows = "".join(
        f"INSERT INTO customers VALUES ({i}, 'name{i}', 'city{i % 7}');"
        f"INSERT INTO orders VALUES ({i}, {i}, {i * 1.5}, 'paid');"
        for i in range(1, 200)
    )
    with sqlite3.connect(path) as db:
        db.executescript(
            "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, city TEXT);"
            "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER, amount REAL,"
            " status TEXT);"
            "CREATE TABLE shipments (id INTEGER PRIMARY KEY, order_ref INTEGER, carrier TEXT);"
            "CREATE TABLE products (id INTEGER PRIMARY KEY, title TEXT);"
            "CREATE TABLE order_lines (id INTEGER PRIMARY KEY, order_id INTEGER,"
            " product_id INTEGER, qty INTEGER);" + rows
        )


class _Tally:
    def __init__(self) -> None:
        self.answers: Counter[str] = Counter()

    def __call__(self, response: httpx.Response) -> httpx.Response:
        self.answers[
            f"{response.request.method} {response.request.url.path} {response.status_code}"
        ] += 1
        return response


async def _finished(client: httpx.AsyncClient, job_id: str) -> dict[str, Any]:
    for _ in range(600):
        job: dict[str, Any] = (await client.get(f"/v1/jobs/{job_id}")).json()
        if job["status"] not in ("queued", "running"):
            return job
        await asyncio.sleep(0.2)
    raise TimeoutError(f"job {job_id} did not finish")


async def _exercise(served: Served, database: Path, tally: _Tally) -> dict[str, Any]:
    headers = {"Authorization": f"Bearer {ADMIN_KEY}"}
    seen: dict[str, Any] = {}
    async with httpx.AsyncClient(base_url=served.url, headers=headers, timeout=120) as client:
        tally(
            await client.post(
                "/v1/datasources", json={"id": "shop", "url": f"sqlite:///{database}"}
            )
        )
        job = tally(await client.post("/v1/datasources/shop/sync")).json()
        seen["first sync"] = (await _finished(client, job["id"]))["status"]
        listed = tally(await client.get("/v1/datasources/shop/relationships")).json()["data"]
        seen["inferred"] = [
            f"{r['table']}({', '.join(r['columns'])}) → {r['ref_table']} {r['confidence']:.2f}"
            for r in listed
        ]

        async def link(number: int) -> None:
            for _ in range(ROUNDS * 2):
                question = {"datasource": "shop", "question": f"{QUESTION} {number}"}
                tally(await client.post("/v1/link", json=question))

        async def judge(number: int) -> None:
            for turn in range(ROUNDS):
                odd = (number + turn) % 2
                body = {
                    **(RACED if odd else BACKWARDS),
                    "verdict": "rejected" if odd else "declared",
                }
                tally(await client.put("/v1/datasources/shop/relationships", json=body))
                report = {
                    "datasource": "shop",
                    "question": QUESTION,
                    "sql": FEEDBACK_SQL,
                    "worked": True,
                }
                tally(await client.post("/v1/feedback", json=report))

        async def attack() -> None:
            for body in HOSTILE:
                tally(await client.put("/v1/datasources/shop/relationships", json=body))

        started = time.perf_counter()
        await asyncio.gather(
            *(link(n) for n in range(LINKERS)), *(judge(n) for n in range(JUDGES)), attack()
        )
        seen["concurrent phase s"] = round(time.perf_counter() - started, 1)
        raced = [
            r
            for r in tally(await client.get("/v1/datasources/shop/relationships")).json()["data"]
            if r["verdict"] and "main.shipments" in (r["table"], r["ref_table"])
        ]
        seen["verdicts on the raced join"] = len(raced)
        pairs = tally(
            await client.get(
                "/v1/training-pairs", params={"datasource": "shop", "status": "pending"}
            )
        )
        seen["reported pair's successes"] = [p["success_count"] for p in pairs.json()["data"]]

        await asyncio.to_thread(database.rename, database.with_suffix(".gone"))
        job = tally(await client.post("/v1/datasources/shop/sync")).json()
        done = await _finished(client, job["id"])
        seen["sync without the file"] = f"{done['status']}: {done['message']}"
        seen["relationships after it"] = tally(
            await client.get("/v1/datasources/shop/relationships")
        ).json()["count"]
        answer = tally(
            await client.post("/v1/link", json={"datasource": "shop", "question": QUESTION})
        )
        seen["join steps after it"] = [
            f"{s['from_table']} → {s['to_table']} ({s['origin']})"
            for s in answer.json()["context"]["join_paths"]
        ]
        seen.update(await _schemas(client, tally, database.parent / "schemas.duckdb"))
    body = json.dumps({**RACED, "verdict": "rejected"}).encode()
    with socket.create_connection(("127.0.0.1", served.port), timeout=30) as hung:
        hung.sendall(
            f"PUT /v1/datasources/shop/relationships HTTP/1.1\r\nHost: x\r\n"
            f"Authorization: Bearer {ADMIN_KEY}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body) + 100}\r\n\r\n".encode()
            + body
        )
    async with httpx.AsyncClient(base_url=served.url, timeout=30) as client:
        seen["/health after the hang-up"] = (await client.get("/health")).status_code
    return seen


async def _settled(client: httpx.AsyncClient, datasource: str) -> list[dict[str, Any]]:
    """The datasource's jobs, newest first, once none is queued or running."""
    for _ in range(600):
        jobs: list[dict[str, Any]] = (
            await client.get("/v1/jobs", params={"datasource": datasource})
        ).json()["data"]
        if all(j["status"] not in ("queued", "running") for j in jobs):
            return jobs
        await asyncio.sleep(0.2)
    raise TimeoutError(f"the jobs of {datasource} did not finish")


async def _schemas(client: httpx.AsyncClient, tally: _Tally, path: Path) -> dict[str, Any]:
    """A DuckDB file with its tables in two schemas: synced on its default one, its schemas
    named while clients link and hostile bodies arrive, one that does not exist, then the
    right ones again."""
    import duckdb  # the duckdb extra, installed by make install

    with duckdb.connect(str(path)) as connection:
        connection.execute(SCHEMAS_DDL)
    seen: dict[str, Any] = {}
    tally(await client.post("/v1/datasources", json={"id": "wh", "url": f"duckdb:///{path}"}))
    job = tally(await client.post("/v1/datasources/wh/sync")).json()
    seen["schemas: default schema's sync warns"] = (await _finished(client, job["id"]))["progress"][
        "warnings"
    ]
    question = {"datasource": "wh", "question": "invoice totals per account segment"}

    async def link() -> None:
        for _ in range(ROUNDS):
            tally(await client.post("/v1/link", json=question))

    async def name_schemas() -> None:
        tally(await client.post("/v1/datasources/wh/sync"))
        tally(await client.patch("/v1/datasources/wh", json={"schemas": SCHEMAS}))

    async def attack() -> None:
        for body in HOSTILE_SCHEMAS:
            tally(await client.patch("/v1/datasources/wh", json={"schemas": body}))

    await asyncio.gather(*(link() for _ in range(LINKERS // 2)), name_schemas(), attack())
    jobs = await _settled(client, "wh")
    seen["schemas: its syncs so far, oldest first"] = [j["status"] for j in reversed(jobs)]
    tally(await client.patch("/v1/datasources/wh", json={"schemas": INJECTED}))
    seen["schemas: one that does not exist"] = (await _settled(client, "wh"))[0]["message"]
    tally(await client.patch("/v1/datasources/wh", json={"schemas": SCHEMAS}))
    await _settled(client, "wh")
    catalog = tally(await client.get("/v1/catalog/wh")).json()
    seen["schemas: tables"] = [
        f"{s['name']}.{t['name']}" for s in catalog["schemas"] for t in s["tables"]
    ]
    answer = tally(await client.post("/v1/link", json=question)).json()["context"]
    seen["schemas: join steps"] = [
        f"{s['from_table']} → {s['to_table']} ({s['origin']}, {s['confidence']:.2f})"
        for s in answer["join_paths"]
    ]
    return seen


def run(out: Path | None) -> str:
    header = report_header("A warehouse without foreign keys, served on loopback")
    root = Path(tempfile.mkdtemp(prefix="served-warehouse-"))
    files = root / "files"
    files.mkdir()
    database = files / "shop.db"
    _warehouse(database)
    served = serve(root / "data", env={"SCHEMALINK_SQLITE_DIRS": str(files)})
    tally = _Tally()
    try:
        seen = asyncio.run(_exercise(served, database, tally))
        errors = [
            r for r in served.records() if str(r.get("level", "")).upper() in ("ERROR", "CRITICAL")
        ]
    finally:
        served.stop()
        shutil.rmtree(root, ignore_errors=True)
    lines = [
        header,
        f"- clients at once: {LINKERS} linking ({ROUNDS * 2} questions each), {JUDGES} judging "
        f"one join both ways and reporting the same feedback ({ROUNDS} each), "
        f"{len(HOSTILE)} hostile verdict bodies; then {LINKERS // 2} linking a DuckDB file "
        f"while its schemas are named and {len(HOSTILE_SCHEMAS)} hostile schema bodies arrive",
        "",
        "| route and status | answers |",
        "|---|---:|",
        *[f"| {key} | {count} |" for key, count in sorted(tally.answers.items())],
        "",
        f"5xx: {sum(c for k, c in tally.answers.items() if k.rsplit(' ', 1)[1][0] == '5')}; "
        f"errors the server logged: {len(errors)}",
        "",
        *[f"- {what}: {value}" for what, value in seen.items()],
        "",
    ]
    report = "\n".join(lines)
    if out is not None:
        out.write_text(report, "utf-8")
    return report
