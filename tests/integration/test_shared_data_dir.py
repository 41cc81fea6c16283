"""One data directory, several processes at once: while ``schemalink serve`` runs on it,
``schemalink link``, ``sync``, ``pairs import`` and ``mcp`` work on the same directory, each
as a process of its own, and see the same indexes (``linking.backends.shared_indexes``)."""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import json
import logging
import os
import signal
import struct
import subprocess
import sys
import threading
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import numpy as np
import pytest
from mcp import Client, StdioServerParameters

from bench.served import ADMIN_KEY, Served, finished_job, serve, suspend, wait_for
from linking.backends import (
    SharedIndexes,
    SharedValueIndex,
    SharedVectorIndex,
    hold_data_directory,
    holder_calls,
    index_holder,
    shared_clients,
    shared_indexes,
)
from linking.backends.holder_wire import receive_message
from linking.backends.index_holder import HOLDER_FILE, read_holder
from linking.backends.qdrant_edge import EdgeVectorIndex
from linking.backends.tantivy_values import TantivyValueIndex
from linking.backends.values import ValueDoc
from linking.backends.vectors import VectorPoint
from linking.catalog.meta import TableRef
from linking.errors import IndexBackendError
from service.demo import build_demo_database

# Slow: starts processes sharing one data directory, and the holder between them.
pytestmark = pytest.mark.slow

SCHEMALINK = str(Path(sys.executable).parent / "schemalink")
ADMIN = {"Authorization": f"Bearer {ADMIN_KEY}"}


@pytest.fixture(scope="module")
def running(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Served, dict[str, str]]]:
    """A server on its data directory with the demo synced as "shop", and the environment
    the other processes run in (the same directory)."""
    here = tmp_path_factory.mktemp("shared")
    build_demo_database(here / "shop.sqlite")
    build_demo_database(here / "branch.sqlite")
    env = {"SCHEMALINK_SQLITE_DIRS": str(here)}
    served = serve(here / "data", env=env)
    with httpx.Client(base_url=served.url, headers=ADMIN, timeout=60) as client:
        url = f"sqlite:///{here / 'shop.sqlite'}"
        client.post("/v1/datasources", json={"id": "shop", "url": url})
        job = client.post("/v1/datasources/shop/sync").json()
        wait_for("the shop's sync", lambda: finished_job(client, job["id"]))
    environment = {
        **{k: v for k, v in os.environ.items() if not k.endswith("_URL")},
        **env,
        "SCHEMALINK_DATA_DIR": str(here / "data"),
        "SCHEMALINK_ADMIN_KEY": ADMIN_KEY,
    }
    yield served, environment
    served.stop()


def _run(environment: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    ran = subprocess.run(
        [SCHEMALINK, *args], env=environment, capture_output=True, text=True, timeout=600
    )
    said = ran.stdout + ran.stderr
    assert "Traceback" not in said and "WouldBlock" not in said, said
    assert environment["SCHEMALINK_DATA_DIR"] not in said, said  # no path of the server's
    return ran


def test_the_cli_links_beside_a_running_server(running: tuple[Served, dict[str, str]]) -> None:
    _, environment = running
    for _ in range(2):  # the second time, the demo is indexed already (the same index)
        linked = _run(environment, "link", "华东大区有几家旗舰店？", "--json")
        assert linked.returncode == 0, linked.stderr
        assert "stores" in {t["name"] for t in json.loads(linked.stdout)["tables"]}


def test_sync_and_pairs_import_beside_a_running_server(
    running: tuple[Served, dict[str, str]], tmp_path: Path
) -> None:
    served, environment = running
    branch = Path(environment["SCHEMALINK_SQLITE_DIRS"]) / "branch.sqlite"
    synced = _run(environment, "sync", "branch", "--url", f"sqlite:///{branch}")
    assert synced.returncode == 0, synced.stdout + synced.stderr
    pairs = tmp_path / "pairs.jsonl"
    pair = {"question": "门店一共有几家", "sql": "SELECT COUNT(*) FROM stores"}
    pairs.write_text(json.dumps(pair, ensure_ascii=False) + "\n", "utf-8")
    imported = _run(environment, "pairs", "import", str(pairs), "--datasource", "shop")
    assert imported.returncode == 0, imported.stdout + imported.stderr
    assert "1 accepted" in imported.stdout
    with httpx.Client(base_url=served.url, headers=ADMIN, timeout=60) as client:
        # What the CLI indexed is in the server's index: the branch links, the pair is found.
        wait_for(
            "the branch to be linkable",
            lambda: (
                client.post(
                    "/v1/link", json={"datasource": "branch", "question": "门店数量"}
                ).status_code
                == 200
            ),
        )
        linked = client.post("/v1/link", json={"datasource": "shop", "question": "门店一共有几家"})
    assert "SELECT COUNT(*) FROM stores" in {
        p["sql"] for p in linked.json()["context"]["training_pairs"]
    }


def test_mcp_over_stdio_beside_a_running_server(running: tuple[Served, dict[str, str]]) -> None:
    _, environment = running
    server = StdioServerParameters(command=SCHEMALINK, args=["mcp"], env=environment)
    server.env = {**environment, "SCHEMALINK_API_KEY": ADMIN_KEY}

    async def ask() -> Any:
        async with Client(server, read_timeout_seconds=120) as client:
            question = {"datasource": "shop", "question": "华东大区有几家旗舰店？"}
            return await client.call_tool("link_question", question)

    linked = anyio.run(ask)
    assert not linked.is_error, linked.content
    tables = json.loads(linked.content[0].text)["context"]["tables"]
    assert "stores" in {t["name"] for t in tables}


def test_the_server_holds_the_directory_from_its_start_and_the_next_process_once_it_ends(
    tmp_path: Path,
) -> None:
    environment = {
        **{k: v for k, v in os.environ.items() if not k.endswith("_URL")},
        "SCHEMALINK_DATA_DIR": str(tmp_path / "data"),
    }
    served = serve(tmp_path / "data", env={})
    try:
        # Before any call: a worker started now (at nice 19, say) would call it, not hold.
        holder = read_holder(tmp_path / "data")
        assert holder is not None and holder.pid == served.process.pid
        first = _run(environment, "link", "门店数量", "--json")  # through the server
    finally:
        served.kill()  # SIGKILL: its lock goes with it, its holder file stays behind
    second = _run(environment, "link", "门店数量", "--json")  # holds the directory itself
    assert first.returncode == second.returncode == 0, second.stderr
    assert json.loads(first.stdout)["tables"] == json.loads(second.stdout)["tables"]


def test_a_server_whose_indexes_cannot_be_opened_starts_and_says_why(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "values").write_text("not an index")  # where its folder should be
    served = serve(tmp_path / "data", env={})
    try:
        with httpx.Client(base_url=served.url, timeout=30) as client:
            assert client.get("/health").status_code == 200
        said = [r.get("message", "") for r in served.records() if r.get("level") == "warning"]
        assert any("indexes could not be opened" in message for message in said), said
    finally:
        served.stop()


def _values(root: Path) -> tuple[SharedIndexes, SharedValueIndex]:
    shared = SharedIndexes(
        root, open_vectors=None, open_values=lambda: TantivyValueIndex(root / "values")
    )
    return shared, SharedValueIndex(shared, "tantivy")


async def test_hold_takes_a_free_directory_before_any_call_and_not_a_held_one(
    tmp_path: Path,
) -> None:
    first, first_values = _values(tmp_path)
    second, second_values = _values(tmp_path)
    assert await hold_data_directory(first_values) and first.holds
    holder = read_holder(tmp_path)
    assert holder is not None and holder.pid == os.getpid()
    assert not await hold_data_directory(second_values) and not second.holds
    await first_values.close()


async def test_the_directory_passes_to_the_next_caller_when_its_holder_closes(
    tmp_path: Path,
) -> None:
    first, first_values = _values(tmp_path)
    second, second_values = _values(tmp_path)
    await first_values.add([ValueDoc("shop", "main", "stores", "city", "上海")])
    assert first.holds and await second_values.count("shop") == 1 and not second.holds
    await first_values.close()
    assert await second_values.count("shop") == 1 and second.holds
    await second_values.close()


async def _holder_connection(
    tmp_path: Path,
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, dict[str, Any]]:
    holder = json.loads((tmp_path / HOLDER_FILE).read_text())
    reader, writer = await asyncio.open_connection("127.0.0.1", holder["port"])
    return reader, writer, holder


async def _close(writer: asyncio.StreamWriter) -> None:
    writer.close()
    with contextlib.suppress(ConnectionError):
        await writer.wait_closed()


def _frame(message: Any) -> bytes:
    data = json.dumps(message).encode()
    return struct.pack(">I", len(data)) + data


async def test_a_caller_without_the_directory_s_token_gets_no_answer(tmp_path: Path) -> None:
    _, values = _values(tmp_path)
    await values.count("shop")
    assert (tmp_path / HOLDER_FILE).stat().st_mode & 0o077 == 0  # the owner's only
    reader, writer, _ = await _holder_connection(tmp_path)
    writer.write(_frame({"token": "guessed"}))
    await writer.drain()
    assert await reader.read() == b""  # closed, unanswered
    await _close(writer)
    await values.close()


async def test_a_large_first_frame_is_refused_before_it_is_read(tmp_path: Path) -> None:
    _, values = _values(tmp_path)
    await values.count("shop")
    reader, writer, _ = await _holder_connection(tmp_path)
    # It says 32 MiB follow, and sends only the start: the holder reads none of it.
    writer.write(struct.pack(">I", 32 << 20) + b'{"token": "')
    await writer.drain()
    assert await asyncio.wait_for(reader.read(), 2.0) == b""
    await _close(writer)
    await values.close()


@pytest.mark.parametrize("call", [["count", "shop"], None])
async def test_a_call_that_is_not_an_object_is_answered_as_an_error_and_logged_as_none(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, call: Any
) -> None:
    _, values = _values(tmp_path)
    await values.count("shop")
    reader, writer, holder = await _holder_connection(tmp_path)
    writer.write(_frame({"token": holder["token"]}) + _frame(call))
    await writer.drain()
    answers = [await receive_message(reader) for _ in range(3)]
    assert answers == [
        {"ready": True},
        {"received": True},
        {"error": ["IndexBackendError", "a call is a JSON object"]},
    ]
    await _close(writer)
    await values.close()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def _calls(tmp_path: Path, *calls: dict[str, Any], answers: int) -> list[Any]:
    """What the holder of ``tmp_path`` says to a connection that sends ``calls``."""
    reader, writer, holder = await _holder_connection(tmp_path)
    writer.write(b"".join(_frame(m) for m in ({"token": holder["token"]}, *calls)))
    await writer.drain()
    said = [await receive_message(reader) for _ in range(answers)]
    await _close(writer)
    return said


COUNT = {"engine": "values", "method": "count", "args": {"datasource": "shop"}}
DELETE = {"engine": "values", "method": "delete", "args": {"datasource": "x", "tables": None}}


async def test_a_quick_read_is_answered_alone_and_a_write_says_it_was_received_first(
    tmp_path: Path,
) -> None:
    _, values = _values(tmp_path)
    await values.count("shop")
    said = await _calls(tmp_path, COUNT, DELETE, answers=4)
    assert said == [{"ready": True}, {"result": 0}, {"received": True}, {"result": None}]
    await values.close()


async def test_a_read_not_answered_at_once_says_it_was_received_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(index_holder, "RECEIVED_AFTER_S", 0.0)
    _, values = _values(tmp_path)
    await values.count("shop")
    said = await _calls(tmp_path, COUNT, answers=3)
    assert said == [{"ready": True}, {"received": True}, {"result": 0}]
    await values.close()


@pytest.fixture
async def capped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[tuple[Path, SharedValueIndex]]:
    """``tmp_path`` held by this process (its values index), the holder serving two callers
    with the token at most."""
    monkeypatch.setattr(index_holder, "MAX_CONNECTIONS", 2)
    _, values = _values(tmp_path)
    await values.count("shop")
    yield tmp_path, values
    await values.close()


async def test_connections_past_the_cap_are_closed_at_once(
    capped: tuple[Path, SharedValueIndex],
) -> None:
    tmp_path, values = capped
    idle = [await _holder_connection(tmp_path) for _ in range(2)]
    for idle_reader, idle_writer, holder in idle:  # served: answered, then waiting for a call
        idle_writer.write(_frame({"token": holder["token"]}))
        assert await receive_message(idle_reader) == {"ready": True}
    reader, writer, holder = await _holder_connection(tmp_path)
    writer.write(_frame({"token": holder["token"]}))
    with contextlib.suppress(ConnectionResetError):  # closed before or after the hello came
        await writer.drain()
        assert await asyncio.wait_for(reader.read(), 2.0) == b""
    for _, idle_writer, _ in idle:
        await _close(idle_writer)
    await _close(writer)
    assert await values.count("shop") == 0  # served again once they are gone


async def test_a_holder_that_hangs_is_not_waited_for_without_end(tmp_path: Path) -> None:
    # A holder that takes calls and never answers (stopped with SIGSTOP, say): the lock is
    # held, its file names a live process and a port that accepts.
    hung = await asyncio.start_server(lambda reader, writer: None, "127.0.0.1", 0)
    port = hung.sockets[0].getsockname()[1]
    lock = os.open(tmp_path / "indexes.lock", os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(lock, fcntl.LOCK_EX)
    (tmp_path / HOLDER_FILE).write_text(
        json.dumps({"pid": os.getpid(), "port": port, "token": "t"})
    )
    shared = SharedIndexes(
        tmp_path,
        open_vectors=None,
        open_values=lambda: TantivyValueIndex(tmp_path / "values"),
        answer_s=(0.2, 0.2),
    )
    with pytest.raises(IndexBackendError, match=r"did not answer within 0\.2 s"):
        await SharedValueIndex(shared, "tantivy").count("shop")
    os.close(lock)
    hung.close()


_HOLD = """
import asyncio, sys
from pathlib import Path
from linking.backends import SharedIndexes, SharedValueIndex
from linking.backends.qdrant_edge import EdgeVectorIndex
from linking.backends.tantivy_values import TantivyValueIndex
here = Path(sys.argv[1])
shared = SharedIndexes(here, open_vectors=None, open_values=lambda: TantivyValueIndex(here / "v"))
asyncio.run(SharedValueIndex(shared, "tantivy").count("shop"))
print("holding", flush=True)
sys.stdin.read()
"""


@pytest.fixture
def holding_process(tmp_path: Path) -> Iterator[tuple[Path, int]]:
    """Another process holding ``tmp_path``'s indexes (its values), and its pid."""
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLD, str(tmp_path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "holding\n"
        yield tmp_path, holder.pid
    finally:
        os.kill(holder.pid, signal.SIGCONT)
        holder.kill()
        holder.wait()


async def test_a_stopped_holder_is_found_out_by_its_hello_and_named_stopped(
    holding_process: tuple[Path, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    here, pid = holding_process
    suspend(pid)  # its event loop could otherwise still answer a hello
    monkeypatch.setattr(holder_calls, "HELLO_S", 0.3)
    # A write, whose answer may take ten minutes: the hello is what bounds the wait.
    shared = SharedIndexes(here, open_vectors=None, open_values=None)
    with pytest.raises(
        IndexBackendError, match=r"\(pid \d+, stopped\) did not answer within 0\.3 s"
    ):
        await SharedValueIndex(shared, "tantivy").add(
            [ValueDoc("shop", "main", "stores", "city", "上海")]
        )


async def test_a_holder_stopped_after_a_call_is_found_out_on_the_kept_connection(
    holding_process: tuple[Path, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    here, pid = holding_process
    monkeypatch.setattr(holder_calls, "HELLO_S", 0.3)
    shared = SharedIndexes(here, open_vectors=None, open_values=None)
    values = SharedValueIndex(shared, "tantivy")
    assert await values.count("shop") == 0  # a connection made and kept
    suspend(pid)  # its event loop could otherwise still answer a hello
    # No new hello: the holder's "received" is what bounds the wait for a write's answer.
    with pytest.raises(
        IndexBackendError, match=r"\(pid \d+, stopped\) did not answer within 0\.3 s"
    ):
        await values.add([ValueDoc("shop", "main", "stores", "city", "上海")])


async def test_calls_through_the_holder_share_one_kept_connection(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[int] = []
    serve_connection = index_holder.IndexServer._serve_connection

    async def counted(server: index_holder.IndexServer, *args: Any) -> None:
        opened.append(1)
        await serve_connection(server, *args)

    monkeypatch.setattr(index_holder.IndexServer, "_serve_connection", counted)
    holder, holder_values = _values(tmp_path)
    caller, caller_values = _values(tmp_path)
    await holder_values.add([ValueDoc("shop", "main", "stores", "city", "上海")])
    assert [await caller_values.count("shop") for _ in range(3)] == [1, 1, 1]
    assert holder.holds and not caller.holds and len(opened) == 1
    await caller_values.close()
    await holder_values.close()


async def test_a_kept_connection_the_holder_closed_is_replaced_for_the_same_call(
    tmp_path: Path,
) -> None:
    # A holder that closes a kept connection as the next call comes (its idle limit ran
    # out meanwhile): the call never ran there, so it is sent again on a new connection.
    connections: list[int] = []
    ran: list[Any] = []

    async def holder(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connections.append(1)
        await receive_message(reader)
        writer.write(_frame({"ready": True}))
        call = await receive_message(reader)
        if len(connections) == 1 and not ran:  # the first call on the first connection
            ran.append(call)
            writer.write(_frame({"received": True}) + _frame({"result": len(ran)}))
            await receive_message(reader)  # the next call arrives: hang up unanswered
        else:
            ran.append(call)
            writer.write(_frame({"received": True}) + _frame({"result": len(ran)}))
        await _close(writer)

    server = await asyncio.start_server(holder, "127.0.0.1", 0)
    calls = holder_calls.HolderCalls(
        index_holder.Holder(os.getpid(), server.sockets[0].getsockname()[1], "t")
    )
    assert await calls.call("values", "count", {"datasource": "shop"}, 5.0) == 1
    assert await calls.call("values", "count", {"datasource": "shop"}, 5.0) == 2
    assert len(connections) == 2 and len(ran) == 2
    calls.close()
    server.close()


class _RemembersDuringTakeover(EdgeVectorIndex):
    """Qdrant Edge, as if other requests remembered collections while it is being opened."""

    shared: SharedIndexes | None = None

    async def ensure_collection(self, collection: str, dim: int, keyword_fields: Any = ()) -> None:
        if self.shared is not None:
            self.shared.remember_collection(f"{collection}-later", dim, [])
        await super().ensure_collection(collection, dim, keyword_fields)


async def test_collections_remembered_while_the_directory_is_taken_over_do_not_break_it(
    tmp_path: Path,
) -> None:
    index = _RemembersDuringTakeover(tmp_path / "vectors")
    shared = SharedIndexes(tmp_path, open_vectors=lambda: index, open_values=None)
    index.shared = shared
    shared.remember_collection("catalog", 4, ["datasource"])
    vectors = SharedVectorIndex(shared, "qdrant-edge")
    await vectors.ensure_collection("pairs", 4)
    assert await vectors.count("catalog") == 0 and await vectors.count("pairs") == 0
    await vectors.close()


async def test_a_takeover_that_fails_leaves_no_index_file_locked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    failures = iter([OSError("disk full")])
    write_holder = shared_indexes.write_holder

    def write_once_failing(data_dir: Path, holder: Any) -> None:
        for failure in failures:
            raise failure
        write_holder(data_dir, holder)

    monkeypatch.setattr(shared_indexes, "write_holder", write_once_failing)
    shared = SharedIndexes(
        tmp_path, open_vectors=lambda: EdgeVectorIndex(tmp_path / "vectors"), open_values=None
    )
    shared.remember_collection("catalog", 4, [])  # opened by the takeover, before it fails
    vectors = SharedVectorIndex(shared, "qdrant-edge")
    with pytest.raises(OSError, match="disk full"):
        await vectors.count("catalog")
    assert await vectors.count("catalog") == 0  # its files opened again: none still locked
    assert shared.holds
    await vectors.close()


async def test_many_first_calls_at_once_take_the_directory_over_once(tmp_path: Path) -> None:
    opened: list[str] = []

    def open_vectors() -> EdgeVectorIndex:
        opened.append("vectors")
        return EdgeVectorIndex(tmp_path / "vectors")

    shared = SharedIndexes(tmp_path, open_vectors=open_vectors, open_values=None)
    vectors = SharedVectorIndex(shared, "qdrant-edge")
    collections = [f"c{n}" for n in range(50)]
    await asyncio.gather(*(vectors.ensure_collection(c, 4, ["datasource"]) for c in collections))
    counts = await asyncio.gather(*(vectors.count(c) for c in collections))
    assert (opened, counts) == (["vectors"], [0] * 50)
    await vectors.close()


async def test_a_process_holding_the_directory_encodes_no_write_for_the_wire(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refused(*_: Any) -> Any:
        raise AssertionError("encoded for a holder, though this process is the holder")

    monkeypatch.setattr(shared_clients, "encode_docs", refused)
    monkeypatch.setattr(shared_clients, "encode_array", refused)
    _, values = _values(tmp_path)
    docs = [ValueDoc("shop", "main", "stores", "city", city) for city in ("上海", "杭州")]
    await values.add(docs[:1])
    await values.change("shop", docs[1:], docs[:1])
    await values.replace_tables("shop", [TableRef("main", "stores")], docs)
    assert await values.count("shop") == 2
    vectors = SharedVectorIndex(
        SharedIndexes(
            tmp_path / "v",
            open_vectors=lambda: EdgeVectorIndex(tmp_path / "v" / "x"),
            open_values=None,
        ),
        "qdrant-edge",
    )
    await vectors.ensure_collection("catalog", 2)
    await vectors.upsert("catalog", [VectorPoint(1, np.ones(2, np.float32), {})])
    assert await vectors.count("catalog") == 1
    await vectors.close()
    await values.close()


async def test_a_call_arriving_while_the_directory_is_being_taken_over_waits_for_it(
    tmp_path: Path,
) -> None:
    opening, go_on = threading.Event(), threading.Event()

    def open_values() -> TantivyValueIndex:
        opening.set()
        go_on.wait()
        return TantivyValueIndex(tmp_path / "values")

    shared = SharedIndexes(tmp_path, open_vectors=None, open_values=open_values)
    values = SharedValueIndex(shared, "tantivy")
    first = asyncio.create_task(values.count("shop"))
    await asyncio.to_thread(opening.wait)  # the lock is taken, the files not open yet
    second = asyncio.create_task(values.count("shop"))
    await asyncio.sleep(0)  # the second call starts while the first still opens
    go_on.set()
    assert await asyncio.gather(first, second) == [0, 0]
    await values.close()


async def test_callers_without_the_token_take_no_place_from_those_with_it(
    capped: tuple[Path, SharedValueIndex],
) -> None:
    tmp_path, _ = capped
    crowd = [await _holder_connection(tmp_path) for _ in range(5)]  # they never say hello
    # Another of the directory's processes, as it were, that does not wait for the crowd to go.
    other = SharedIndexes(tmp_path, open_vectors=None, open_values=None, find_holder_s=1.0)
    assert await SharedValueIndex(other, "tantivy").count("shop") == 0  # served all the same
    for _, idle_writer, _ in crowd:
        await _close(idle_writer)


def test_a_server_started_after_the_directory_s_holder_names_it(
    holding_process: tuple[Path, int],
) -> None:
    here, pid = holding_process
    served = serve(here, env={})
    try:

        def named() -> bool:
            said = [r.get("message", "") for r in served.records() if r.get("level") == "warning"]
            return any(f"held by process {pid}, started before" in m for m in said)

        wait_for("the server to name the holder", named, 60)
    finally:
        served.stop()
