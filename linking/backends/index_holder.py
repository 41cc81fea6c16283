"""The holder's side of a shared data directory (``linking.backends.shared_indexes``): its
embedded engines served on loopback, the conversation both sides hold, and the file that says
where.

Each message is one JSON object after its length (``linking.backends.holder_wire``). A
connection opens with a small hello that carries the token (at most ``HELLO_MAX`` bytes, read
within ``HELLO_S``), answered ``{"ready": true}``; then it carries calls one after another. A
call names the engine (``vectors`` or ``values``), the method of its protocol and the method's
arguments, vectors as base64 float32, in at most ``MAX_MESSAGE`` bytes (a larger one is
answered as an error and ends the connection). Each is answered ``{"received": true}`` as soon
as it has arrived whole (within ``REQUEST_S``) and then with its result; a read (``READS``)
whose result is ready within ``RECEIVED_AFTER_S``, as a link's searches nearly always are, is
answered with the result alone. A connection with no call for ``IDLE_S`` is closed. A
connection without the token gets no answer and costs the holder a few hundred bytes, never a
large buffer; at most ``MAX_CONNECTIONS`` callers with the token are served at once; a call
that is not an object of that shape is answered as an error; an engine's failure travels back
as the same ``LinkingError`` class with its message.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import os
import secrets
import struct
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from linking import errors
from linking.backends.holder_wire import (
    MAX_MESSAGE,
    BadCall,
    checked_call,
    decode_array,
    decode_docs,
    decode_tables,
    encode_hits,
    framed,
    receive_message,
    send_message,
)
from linking.backends.values import ValueIndex
from linking.backends.vectors import VectorIndex, VectorPoint
from linking.errors import IndexBackendError

logger = logging.getLogger(__name__)

HOLDER_FILE = "indexes.holder"
HELLO_MAX = 256  # the hello: the token and nothing else
HELLO_S = 5.0  # for the hello to arrive once a connection is open
REQUEST_S = 30.0  # for a call to arrive whole once its first bytes have
IDLE_S = 30.0  # a kept connection with no call for this long is closed
RECEIVED = {"received": True}  # said before a call runs: a caller knows the holder is alive
# A read whose answer is this quick needs no "received" before it: it only tells a caller the
# holder is alive within HELLO_S, and the answer does that. A write always says it first: a
# write whose connection broke after it arrived is not sent again (it may have run).
RECEIVED_AFTER_S = 0.05
READS = frozenset(
    {
        ("vectors", "search"),
        ("vectors", "scroll"),
        ("vectors", "count"),
        ("values", "search"),
        ("values", "count"),
        ("values", "indexed_values"),
    }
)
MAX_CONNECTIONS = 64


@dataclass(frozen=True)
class Holder:
    pid: int
    port: int
    token: str


def _is_read(call: Any) -> bool:
    return isinstance(call, dict) and (call.get("engine"), call.get("method")) in READS


async def serve_call(vectors: VectorIndex | None, values: ValueIndex | None, call: Any) -> Any:
    """Run one decoded call on the holder's own engines; what it returns, encoded."""
    engine, method, args = checked_call(call)
    if engine == "vectors" and vectors is not None:
        return await _serve_vectors(vectors, method, args)
    if engine == "values" and values is not None:
        return await _serve_values(values, method, args)
    raise IndexBackendError(f"this data directory's holder does not serve embedded {engine}")


async def _serve_vectors(index: VectorIndex, method: str, a: dict[str, Any]) -> Any:
    if method == "ensure_collection":
        return await index.ensure_collection(a["collection"], a["dim"], a["keyword_fields"])
    if method == "upsert":
        points = [VectorPoint(p[0], decode_array(p[1]), p[2]) for p in a["points"]]
        return await index.upsert(a["collection"], points)
    if method == "delete":
        return await index.delete(a["collection"], a["where"])
    if method == "search":
        found = await index.search(
            a["collection"],
            decode_array(a["vectors"]),
            limit=a["limit"],
            where=a["where"],
            score_threshold=a["score_threshold"],
        )
        return [encode_hits(hits) for hits in found]
    if method == "scroll":
        return encode_hits(await index.scroll(a["collection"], a["where"]))
    if method == "count":
        return await index.count(a["collection"], a["where"])
    raise IndexBackendError(f"no vector index call {method!r}")


async def _serve_values(index: ValueIndex, method: str, a: dict[str, Any]) -> Any:
    if method == "add":
        return await index.add(decode_docs(a["docs"]))
    if method == "replace_tables":
        tables = decode_tables(a["tables"]) or []
        return await index.replace_tables(a["datasource"], tables, decode_docs(a["docs"]))
    if method == "delete":
        return await index.delete(a["datasource"], decode_tables(a["tables"]))
    if method == "change":
        added, removed = decode_docs(a["added"]), decode_docs(a["removed"])
        return await index.change(a["datasource"], added, removed)
    if method == "indexed_values":
        by_field = await index.indexed_values(a["datasource"], decode_tables(a["tables"]) or [])
        return [[*ref, sorted(values)] for ref, values in by_field.items()]
    if method == "search":
        found = await index.search(
            a["datasource"], a["keywords"], limit=a["limit"], tables=decode_tables(a["tables"])
        )
        return [[h.schema, h.table, h.field, h.value, h.score, h.keyword] for h in found]
    if method == "count":
        return await index.count(a["datasource"])
    if method == "settle":
        return await index.settle()
    raise IndexBackendError(f"no value index call {method!r}")


class IndexServer:
    """The holder's side: its engines served on loopback, from a thread of its own (so the
    process's own event loop, or its lack of one, never holds a caller up)."""

    def __init__(self, vectors: VectorIndex | None, values: ValueIndex | None) -> None:
        self.vectors, self.values = vectors, values
        self.token = secrets.token_hex(32)
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._stopped: asyncio.Event | None = None
        self._serving = 0
        self._connections: set[asyncio.Task[None]] = set()
        self.port = 0
        self._thread = threading.Thread(target=self._run, name="index-holder", daemon=True)
        self.failure: BaseException | None = None
        self._thread.start()
        self._ready.wait()
        if self.failure is not None:
            raise IndexBackendError(f"cannot serve the indexes on loopback: {self.failure}")

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        except BaseException as error:
            self.failure = error
        finally:
            self._ready.set()
            self._loop.close()

    async def _main(self) -> None:
        self._stopped = asyncio.Event()
        server = await asyncio.start_server(self._answer, "127.0.0.1", 0)
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        async with server:
            await self._stopped.wait()
            # Connections still open (a caller that never said hello) end with the holder,
            # not as tasks destroyed pending when its loop closes.
            for task in list(self._connections):
                task.cancel()
            await asyncio.gather(*self._connections, return_exceptions=True)

    async def _answer(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._connections.add(task)
        try:
            await self._serve_connection(reader, writer)
        except (asyncio.IncompleteReadError, ConnectionError, ValueError, TimeoutError):
            pass  # a caller that hung up, sent garbage or too much: nothing to answer
        except asyncio.CancelledError:
            # The holder is ending (``_main`` cancels the connections still open, a caller's
            # kept ones among them): a connection ends here as any other does.
            if self._stopped is None or not self._stopped.is_set():
                raise
        finally:
            if task is not None:
                self._connections.discard(task)
            writer.close()
            with contextlib.suppress(ConnectionError):
                await writer.wait_closed()

    async def _serve_connection(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        # A caller that connects and sends nothing, or not the token, holds nothing for long:
        # a hello of a few hundred bytes within HELLO_S.
        hello = await asyncio.wait_for(receive_message(reader, HELLO_MAX), HELLO_S)
        token = hello.get("token") if isinstance(hello, dict) else None
        if not isinstance(token, str) or not hmac.compare_digest(token, self.token):
            return  # not one of the directory's processes: no answer at all
        # Only callers with the token take a place: others cannot crowd the directory's out.
        if self._serving >= MAX_CONNECTIONS:
            return
        self._serving += 1
        try:
            await send_message(writer, {"ready": True})
            while await self._serve_call(reader, writer):
                pass
        finally:
            self._serving -= 1

    async def _serve_call(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bool:
        """Answer the connection's next call; False when the connection is to end (idle for
        ``IDLE_S``, or a call too large to read)."""
        try:
            async with asyncio.timeout(IDLE_S):
                header = await reader.readexactly(4)
        except TimeoutError:
            return False
        (size,) = struct.unpack(">I", header)
        if size > MAX_MESSAGE:  # said, not dropped in silence; its bytes are never read
            refused = f"refused: a message of {size} bytes"
            await send_message(writer, {"error": ["IndexBackendError", refused]})
            return False
        async with asyncio.timeout(REQUEST_S):
            data = await reader.readexactly(size)
        try:
            call = json.loads(data)
        except ValueError as error:
            await send_message(writer, RECEIVED)
            await send_message(writer, {"error": ["IndexBackendError", f"refused: {error}"]})
            return True
        saying = None
        if _is_read(call):
            # Said only if the read is not answered by then (written in order, before it).
            saying = asyncio.get_running_loop().call_later(
                RECEIVED_AFTER_S, writer.write, framed(RECEIVED)
            )
        else:
            await send_message(writer, RECEIVED)
        try:
            answer = await self._answer_call(call)
        finally:
            if saying is not None:
                saying.cancel()
        await send_message(writer, answer)
        return True

    async def _answer_call(self, call: Any) -> dict[str, Any]:
        try:
            return {"result": await serve_call(self.vectors, self.values, call)}
        except (errors.LinkingError, BadCall) as error:
            kind = (
                type(error).__name__
                if isinstance(error, errors.LinkingError)
                else "IndexBackendError"
            )
            return {"error": [kind, str(error)]}
        except Exception as error:  # a bad call must not end the holder
            logger.exception("index call failed in the holder")
            return {"error": ["IndexBackendError", f"{type(error).__name__}"]}

    def stop(self) -> None:
        stopped = self._stopped
        if stopped is not None:
            self._loop.call_soon_threadsafe(stopped.set)
        self._thread.join(timeout=10)


def write_holder(data_dir: Path, holder: Holder) -> None:
    path = data_dir / HOLDER_FILE
    temporary = path.with_suffix(".tmp")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as file:
        json.dump({"pid": holder.pid, "port": holder.port, "token": holder.token}, file)
    temporary.replace(path)


def read_holder(data_dir: Path) -> Holder | None:
    try:
        found = json.loads((data_dir / HOLDER_FILE).read_text())
        return Holder(int(found["pid"]), int(found["port"]), str(found["token"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None
