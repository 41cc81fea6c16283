"""A real Meilisearch of the test's own, killed in the middle of a run and started again, then
hung (SIGSTOP): links keep answering within the retriever timeout, degraded and naming the
value index; /ready says so within its own; both recover when the server is back, on the
data it kept."""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bench.served import free_port, suspend, wait_for
from tests.api.conftest import service_settings, start_service

# Slow: starts, stops and hangs a Meilisearch process of its own.
pytestmark = pytest.mark.slow

QUESTION = "已取消的订单有多少？"


@dataclass
class Meilisearch:
    binary: str
    port: int
    key: str
    data: Path
    process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [
                self.binary,
                "--http-addr",
                f"127.0.0.1:{self.port}",
                "--master-key",
                self.key,
                "--db-path",
                str(self.data),
                "--no-analytics",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        wait_for("Meilisearch to answer", self._healthy, 60)

    def _healthy(self) -> bool:
        try:
            with urllib.request.urlopen(f"{self.url}/health", timeout=1) as answer:
                return bool(answer.status == 200)
        except OSError:
            return False

    def pause(self, paused: bool) -> None:
        """SIGSTOP: it keeps its port and takes connections, and answers nothing (a hung
        server); SIGCONT: it goes on."""
        assert self.process is not None
        if paused:
            suspend(self.process.pid)
        else:
            self.process.send_signal(signal.SIGCONT)

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(30)


@pytest.fixture
def meilisearch(tmp_path: Path) -> Iterator[Meilisearch]:
    binary = os.environ.get("MEILI_BIN")
    if not binary or not Path(binary).is_file():
        pytest.skip("MEILI_BIN is not set: no Meilisearch binary to start and stop")
    server = Meilisearch(binary, free_port(), secrets.token_hex(16), tmp_path / "meili")
    server.start()
    yield server
    server.kill()


def _values_component(answer: dict[str, Any]) -> dict[str, Any]:
    assert "context" in answer, answer
    components = answer["context"]["diagnostics"]["components"]
    return next(c for c in components if c["name"] == "values")


def _matched(answer: dict[str, Any]) -> list[str]:
    fields = [f for t in answer["context"]["tables"] for f in t["fields"]]
    return [v for f in fields for v in f.get("matched_values", [])]


async def test_links_degrade_while_meilisearch_is_down_or_hung_and_recover(
    tmp_path: Path, demo_url: str, meilisearch: Meilisearch
) -> None:
    settings = service_settings(
        tmp_path,
        meili_url=meilisearch.url,
        meili_master_key=meilisearch.key,
        retriever_timeout_s=1.0,
    )
    _, container, client = await start_service(settings)
    try:
        await client.post("/v1/datasources", json={"id": "shop", "url": demo_url})
        await client.post("/v1/datasources/shop/sync")
        await container.worker.drain()
        before = (
            await client.post("/v1/link", json={"datasource": "shop", "question": QUESTION})
        ).json()
        assert _values_component(before)["status"] == "ran"
        assert any("已取消" in v for v in _matched(before))

        meilisearch.kill()
        down = await client.post(
            "/v1/link", json={"datasource": "shop", "question": QUESTION + " 按门店"}
        )
        assert down.status_code == 200
        values = _values_component(down.json())
        assert values["status"] == "failed" and "Meilisearch" in values["reason"]
        assert down.json()["context"]["tables"]  # the other retrievers still link
        ready = await client.get("/ready")
        assert ready.status_code == 503
        assert ready.json()["components"]["values"].startswith("failed")

        meilisearch.start()  # the same data directory: nothing to re-index
        assert (await client.get("/ready")).status_code == 200
        after = await client.post(
            "/v1/link", json={"datasource": "shop", "question": QUESTION + " 按城市"}
        )
        assert _values_component(after.json())["status"] == "ran"
        assert any("已取消" in v for v in _matched(after.json()))

        meilisearch.pause(True)  # hung: connections taken, nothing answered
        try:
            hung = await client.post(
                "/v1/link", json={"datasource": "shop", "question": QUESTION + " 按月"}
            )
            values = _values_component(hung.json())
            assert values["status"] == "failed" and "timed out after 1 s" in values["reason"]
            ready = await client.get("/ready")
            assert ready.status_code == 503
            assert ready.json()["components"]["values"] == "failed: no answer within 2 s"
        finally:
            meilisearch.pause(False)
        assert (await client.get("/ready")).status_code == 200
    finally:
        await client.aclose()
        await container.close()
