"""`schemalink sync`, `pairs import|export` and `mcp` on the service's own store."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from datetime import timedelta
from pathlib import Path
from typing import Any

import anyio
import httpx
import httpx2
import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from sqlalchemy import select
from typer.testing import CliRunner

from bench.served import ADMIN_KEY, serve
from service.cli import app
from service.config import Settings
from service.demo import build_demo_database, demo_pairs
from service.store.db import Store
from service.store.models import IndexTask, IndexTaskKind, Job, JobKind, JobStatus, utcnow
from tests.api.conftest import service_settings, start_service

# Slow: each test runs the service's CLI commands as a user would, syncs included.
pytestmark = pytest.mark.slow

runner = CliRunner()
ADMIN = {"Authorization": f"Bearer {ADMIN_KEY}"}


def test_sync_then_import_and_export_pairs(
    data_dir: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    here = tmp_path_factory.mktemp("datasources")
    url = f"sqlite:///{build_demo_database(here / 'shop.sqlite')}"
    refused = runner.invoke(app, ["sync", "shop", "--url", url])
    assert refused.exit_code == 2 and "SCHEMALINK_SQLITE_DIRS" in refused.output
    monkeypatch.setenv("SCHEMALINK_SQLITE_DIRS", str(here))
    unknown = runner.invoke(app, ["sync", "shop"])
    assert unknown.exit_code == 1 and "pass --url" in unknown.output
    synced = runner.invoke(app, ["sync", "shop", "--url", url])
    assert synced.exit_code == 0, synced.output
    assert "succeeded: 11 tables indexed" in synced.output

    pairs = here / "pairs.jsonl"
    rows = [
        {"question": "订单总数", "sql": "SELECT COUNT(*) FROM orders"},
        {"question": "坏的", "sql": "SELECT nope FROM orders"},
    ]
    pairs.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), "utf-8")
    imported = runner.invoke(app, ["pairs", "import", str(pairs), "--datasource", "shop"])
    assert imported.exit_code == 0, imported.output
    assert "1 accepted, 0 duplicate, 1 invalid" in imported.output
    assert "row 2: invalid: unknown column: nope" in imported.output

    exported = runner.invoke(app, ["pairs", "export", "--datasource", "shop", "--format", "csv"])
    assert exported.exit_code == 0, exported.output
    assert exported.stdout.splitlines() == [
        "question,sql,source",
        "订单总数,SELECT COUNT(*) FROM orders,",
    ]


def test_evaluate_scores_the_approved_pairs_each_held_out(
    data_dir: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    here = tmp_path_factory.mktemp("evaluated")
    monkeypatch.setenv("SCHEMALINK_SQLITE_DIRS", str(here))
    unknown = runner.invoke(app, ["evaluate", "shop"])
    assert unknown.exit_code == 1 and "no datasource 'shop'" in unknown.output
    url = f"sqlite:///{build_demo_database(here / 'shop.sqlite')}"
    assert runner.invoke(app, ["sync", "shop", "--url", url]).exit_code == 0
    empty = runner.invoke(app, ["evaluate", "shop"])
    assert empty.exit_code == 0 and "no approved training pairs" in empty.output
    pairs = here / "pairs.jsonl"
    rows = [
        {"question": "订单总数", "sql": "SELECT COUNT(*) FROM orders"},
        {"question": "How many stores are there?", "sql": "SELECT COUNT(*) FROM stores"},
    ]
    pairs.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), "utf-8")
    assert (
        runner.invoke(app, ["pairs", "import", str(pairs), "--datasource", "shop"]).exit_code == 0
    )
    shown = runner.invoke(app, ["evaluate", "shop"])
    assert shown.exit_code == 0, shown.output
    assert "succeeded: 2 approved pairs linked" in shown.output
    assert "CR@1 / 3 / 5" in shown.output
    as_json = json.loads(runner.invoke(app, ["evaluate", "shop", "--json"]).output)
    assert as_json["figures"]["questions"] == 2
    assert set(as_json["by_language"]) == {"zh", "en"}


def test_serve_refuses_a_public_address_without_an_admin_key(data_dir: Path) -> None:
    result = runner.invoke(app, ["serve", "--host", "0.0.0.0"])
    assert result.exit_code == 2
    assert "SCHEMALINK_ADMIN_KEY" in result.output


def test_a_sync_that_cannot_connect_says_why_on_stderr(data_dir: Path) -> None:
    failed = runner.invoke(app, ["sync", "far", "--url", "postgresql+psycopg://u@127.0.0.1:1/x"])
    assert failed.exit_code == 1
    assert "cannot connect to the datasource" in failed.stdout
    assert '"reason": "cannot connect to postgresql+psycopg://u@127.0.0.1:1/x' in failed.stderr


def _synced_shop(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """The demo database registered as "shop" and synced with `schemalink sync`."""
    here = tmp_path_factory.mktemp("shop")
    url = f"sqlite:///{build_demo_database(here / 'shop.sqlite')}"
    monkeypatch.setenv("SCHEMALINK_SQLITE_DIRS", str(here))
    assert runner.invoke(app, ["sync", "shop", "--url", url]).exit_code == 0


def test_an_mcp_client_links_through_schemalink_mcp_over_stdio(
    data_dir: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    _synced_shop(tmp_path_factory, monkeypatch)
    command = Path(sys.executable).parent / "schemalink"
    # No key: on loopback, with no admin key configured, the caller is the local admin.
    server = StdioServerParameters(command=str(command), args=["mcp"], env=dict(os.environ))

    async def ask() -> tuple[Any, Any]:
        async with Client(server, read_timeout_seconds=120) as client:
            listed = await client.call_tool("list_datasources", {})
            question = {"datasource": "shop", "question": "华东大区有几家旗舰店？"}
            return listed, await client.call_tool("link_question", question)

    listed, linked = anyio.run(ask)
    assert not listed.is_error, listed.content
    assert [d["id"] for d in json.loads(listed.content[0].text)["data"]] == ["shop"]
    assert not linked.is_error, linked.content
    tables = json.loads(linked.content[0].text)["context"]["tables"]
    assert "stores" in {t["name"] for t in tables}


async def _keys_for_an_agent(data_dir: Path, demo_url: str) -> tuple[str, str]:
    """The demo synced in ``data_dir``'s store, and two link keys: one whose role may not see
    the employees table, one without a role."""
    _, container, client = await start_service(service_settings(data_dir, admin_key=ADMIN_KEY))
    client.headers["Authorization"] = f"Bearer {ADMIN_KEY}"
    try:
        await client.post("/v1/datasources", json={"id": "demo", "url": demo_url})
        await client.post("/v1/datasources/demo/sync")
        await container.worker.drain()
        await client.post("/v1/roles", json={"name": "agent"})
        for rule in ({"effect": "deny", "table": "employees"}, {"effect": "allow"}):
            await client.post("/v1/policies", json={"role": "agent", **rule})
        keys = []
        for name, role in (("restricted", "agent"), ("open", None)):
            created = await client.post(
                "/v1/api-keys", json={"name": name, "scopes": ["link"], "role": role}
            )
            keys.append(created.json()["key"])
        return keys[0], keys[1]
    finally:
        await client.aclose()
        await container.close()


def test_over_streamable_http_each_request_is_its_own_bearer_key(
    data_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    here = tmp_path_factory.mktemp("mcp-http")
    demo_url = f"sqlite:///{build_demo_database(here / 'shop.sqlite')}"
    restricted, unrestricted = anyio.run(_keys_for_an_agent, here / "data", demo_url)
    # A key in the environment is never lent to a request: over HTTP each brings its own.
    served = serve(
        here / "data",
        command=("mcp", "--http"),
        health_path=None,
        env={"SCHEMALINK_API_KEY": restricted},
    )

    async def ask(key: str | None, table: str = "employees") -> tuple[Any, Any]:
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        async with httpx2.AsyncClient(headers=headers, timeout=120) as http:
            transport = streamable_http_client(f"{served.url}/mcp", http_client=http)
            async with Client(transport) as client:
                listed = await client.call_tool("list_datasources", {})
                hidden = {"datasource": "demo", "table": table}
                return listed, await client.call_tool("get_table", hidden)

    try:
        as_agent = anyio.run(ask, restricted)
        as_open = anyio.run(ask, unrestricted)
        as_nobody = anyio.run(ask, "sl_not-a-key")
        as_anonymous = anyio.run(ask, None)
        _, keys = anyio.run(ask, ADMIN_KEY, "../../../api-keys")
    finally:
        served.stop()
    listed, employees = as_agent
    assert json.loads(listed.content[0].text)["data"][0]["tables"] == 10
    assert employees.is_error and "404 not_found" in employees.content[0].text
    listed, employees = as_open
    assert json.loads(listed.content[0].text)["data"][0]["tables"] == 11
    assert not employees.is_error, employees.content
    listed, _ = as_nobody
    assert listed.is_error and "401 unauthorized" in listed.content[0].text
    listed, _ = as_anonymous
    assert listed.is_error and "401 unauthorized" in listed.content[0].text
    assert keys.is_error and "404 not_found: no table '../../../api-keys'" in keys.content[0].text


def test_a_worker_without_the_api_s_secret_key_refuses_to_start(data_dir: Path) -> None:
    refused = runner.invoke(app, ["worker"])
    assert refused.exit_code == 2
    assert "SCHEMALINK_SECRET_KEY" in refused.output


def test_a_sync_whose_datasource_another_worker_holds_says_so(
    data_dir: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    _synced_shop(tmp_path_factory, monkeypatch)

    async def held_elsewhere() -> None:
        store = Store(Settings().store_url())
        async with store.session() as session:
            session.add(
                Job(
                    kind=JobKind.REINDEX,
                    datasource_id="shop",
                    status=JobStatus.RUNNING,
                    lease_owner="elsewhere:1:x",
                    lease_expires_at=utcnow() + timedelta(hours=1),
                )
            )
            await session.commit()
        await store.close()

    anyio.run(held_elsewhere)
    waiting = runner.invoke(app, ["sync", "shop"])
    assert waiting.exit_code == 0, waiting.output
    said = " ".join(waiting.output.split())  # rich wraps lines
    assert "is queued (waiting for a worker, another process on this store)" in said


def test_a_sync_asked_while_another_runs_follows_that_one(
    data_dir: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The API's rule, from the shell too: one sync of a datasource at a time.
    _synced_shop(tmp_path_factory, monkeypatch)

    async def running_elsewhere() -> int:
        store = Store(Settings().store_url())
        async with store.session() as session:
            job = Job(
                kind=JobKind.SYNC,
                datasource_id="shop",
                status=JobStatus.RUNNING,
                lease_owner="elsewhere:1:x",
                lease_expires_at=utcnow() + timedelta(hours=1),
            )
            session.add(job)
            await session.commit()
        await store.close()
        return job.id

    running = anyio.run(running_elsewhere)
    followed = runner.invoke(app, ["sync", "shop"])
    assert followed.exit_code == 0, followed.output
    said = " ".join(followed.output.split())
    assert f"job {running} is running (worker elsewhere:1:x" in said
    assert anyio.run(_sync_jobs, "shop") == 2  # the first sync's and the one running


async def _sync_jobs(datasource: str) -> int:
    store = Store(Settings().store_url())
    async with store.session() as session:
        jobs = await session.scalars(
            select(Job).where(Job.datasource_id == datasource, Job.kind == JobKind.SYNC)
        )
        count = len(list(jobs))
    await store.close()
    return count


def test_an_id_whose_indexes_are_being_emptied_is_not_registered_again(
    data_dir: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    here = tmp_path_factory.mktemp("again")
    url = f"sqlite:///{build_demo_database(here / 'shop.sqlite')}"
    monkeypatch.setenv("SCHEMALINK_SQLITE_DIRS", str(here))

    async def being_removed() -> None:
        store = Store(Settings().store_url())
        await store.migrate()
        async with store.session() as session:
            session.add(IndexTask(kind=IndexTaskKind.DATASOURCE, datasource_id="shop"))
            await session.commit()
        await store.close()

    anyio.run(being_removed)
    refused = runner.invoke(app, ["sync", "shop", "--url", url])
    assert refused.exit_code == 1
    assert "datasource 'shop' is being removed" in " ".join(refused.output.split())
    assert anyio.run(_sync_jobs, "shop") == 0


def test_delete_takes_a_datasource_with_what_goes_with_it(
    data_dir: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    _synced_shop(tmp_path_factory, monkeypatch)
    kept = runner.invoke(app, ["delete", "shop"], input="n\n")  # asked, and refused
    assert kept.exit_code == 1 and "catalog, training pairs, jobs and conversations" in kept.output
    assert anyio.run(_sync_jobs, "shop") == 1
    deleted = runner.invoke(app, ["delete", "shop", "--yes"])
    assert deleted.exit_code == 0, deleted.output
    assert "deleted shop" in deleted.output
    assert anyio.run(_sync_jobs, "shop") == 0  # its jobs went with it
    gone = runner.invoke(app, ["delete", "shop", "--yes"])
    assert gone.exit_code == 1 and "no datasource 'shop'" in gone.output
    again = runner.invoke(app, ["sync", "shop"])
    assert again.exit_code == 1 and "pass --url" in again.output


def test_serve_demo_serves_the_demo_in_one_command(tmp_path: Path) -> None:
    answers = []
    for _ in range(2):  # started again on its data directory, it adds nothing twice
        served = serve(tmp_path / "data", command=("serve", "--demo"))
        try:
            with httpx.Client(base_url=served.url, headers=ADMIN, timeout=60) as client:
                linked = client.post(
                    "/v1/link", json={"datasource": "demo", "question": "华东大区有几家旗舰店？"}
                )
                pairs = client.get("/v1/training-pairs", params={"datasource": "demo"})
        finally:
            served.stop()
        answers.append((linked, pairs.json()["count"]))
    for linked, pairs in answers:
        assert linked.status_code == 200, linked.text
        assert "stores" in {t["name"] for t in linked.json()["context"]["tables"]}
        assert pairs == len(demo_pairs())


def test_the_readme_s_first_service_lines_run_as_written(tmp_path: Path) -> None:
    readme = (Path(__file__).parents[2] / "README.md").read_text("utf-8")
    block = readme.split("## The service", 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    start, ask = block.strip().splitlines()
    assert start == "schemalink serve --demo &"
    # The README's server has no admin key and its port 8000; this one is on a free port.
    served = serve(
        tmp_path / "data", command=("serve", "--demo"), env={"SCHEMALINK_ADMIN_KEY": None}
    )
    try:
        asked = subprocess.run(
            ["bash", "-c", ask.replace("localhost:8000", f"localhost:{served.port}")],
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        served.stop()
    answer = json.loads(asked.stdout)
    assert "stores" in {t["name"] for t in answer["context"]["tables"]}


def test_link_datasource_links_what_the_service_synced_as_the_api_answers(
    data_dir: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    _synced_shop(tmp_path_factory, monkeypatch)
    question = "华东大区有几家旗舰店？"
    linked = runner.invoke(app, ["link", "--datasource", "shop", question, "--json"])
    assert linked.exit_code == 0, linked.output
    context = json.loads(linked.stdout)
    assert "stores" in {t["name"] for t in context["tables"]}
    assert {"meta", "join_paths", "training_pairs", "diagnostics"} <= set(context)
    rendered = runner.invoke(app, ["link", "--datasource", "shop", question, "--render", "ddl"])
    assert rendered.exit_code == 0 and 'CREATE TABLE "stores"' in rendered.stdout
    ghost = runner.invoke(app, ["link", "--datasource", "ghost", question])
    assert ghost.exit_code == 1 and "no datasource 'ghost'" in ghost.output
    both = runner.invoke(app, ["link", "--datasource", "shop", "--db", "sqlite:///x", question])
    assert both.exit_code == 2 and "--datasource links what the service synced" in both.output


def _serve_beside_a_taken_port(
    args: list[str], env: dict[str, str]
) -> tuple[int, subprocess.CompletedProcess[str]]:
    """``schemalink serve`` run while a port is taken (``{port}`` in ``args`` and ``env`` names
    it): that port, and what the command did."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        ran = subprocess.run(
            [str(Path(sys.executable).parent / "schemalink"), "serve"]
            + [a.format(port=port) for a in args],
            capture_output=True,
            text=True,
            env={**os.environ, **{k: v.format(port=port) for k, v in env.items()}},
            timeout=60,
        )
    return port, ran


def test_serve_on_a_taken_port_says_so_before_anything_else(data_dir: Path) -> None:
    port, ran = _serve_beside_a_taken_port(["--port", "{port}"], {})
    assert ran.returncode == 2
    assert ran.stderr.startswith(f"error: port {port} on 127.0.0.1 is taken"), ran.stderr
    assert "console:" not in ran.stderr


def test_serve_on_a_taken_probe_port_names_the_setting(data_dir: Path) -> None:
    port, ran = _serve_beside_a_taken_port(["--port", "0"], {"SCHEMALINK_PROBE_PORT": "{port}"})
    assert ran.returncode == 2
    assert ran.stderr.startswith(f"error: port {port} on 127.0.0.1 is taken"), ran.stderr
    assert "SCHEMALINK_PROBE_PORT" in ran.stderr and "console:" not in ran.stderr
