"""The liveness probe, answered by a process of its own (``SCHEMALINK_PROBE_PORT``).

``/health`` on the API's port waits its turn on the event loop behind every link in flight:
under 50 link clients on two cores its worst answer took 83 ms idle and 388 ms during a
sync (``python -m bench load --scenario sync-links``), and an orchestrator kills a pod whose
probe times out. Threads of the service's own answered faster, but only
as fast as they could take the interpreter's lock from whatever held it (181 ms once during
a sync's embedding). So a small child process, which shares no lock with the service,
answers ``GET /health`` on the probe port — and still tells the truth about the service: the
event loop beats into a pipe every ``BEAT_S``, and a loop silent for ``STALLED_S`` is
reported stalled (503), which is what a liveness probe is for. The pipe's end is also how the
child knows the service has gone (it exits). Readiness (``/ready``) checks the backends, on
the loop, on the API's port.

Run as ``python -m service.api.probe`` by ``LivenessProbe``; it needs the standard library only.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import selectors
import signal
import socket
import sys
import threading
import time
from collections.abc import AsyncIterator
from typing import Any

BEAT_S = 0.5  # how often the event loop says it runs
STALLED_S = 10.0  # a loop silent this long is stalled
OPEN = 512  # probe connections open at once; more are closed unanswered
READ_S = 2.0  # a probe connection that sends no whole request within this is closed
_REQUEST_BYTES = 8192  # a probe's request line and headers; longer is not a probe

logger = logging.getLogger(__name__)


def _response(status: str, body: dict[str, Any], *, head: bool) -> bytes:
    payload = json.dumps(body).encode()
    lines = (
        f"HTTP/1.1 {status}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(payload)}\r\nConnection: close\r\n\r\n"
    )
    return lines.encode() + (b"" if head else payload)


def answer(request_line: bytes, silent_s: float, version: str, stalled_s: float) -> bytes:
    """The response to one request, by its first line: ``GET`` or ``HEAD /health``, 200
    while the event loop beats, 503 once it has been silent for longer than ``stalled_s``."""
    method, _, rest = request_line.partition(b" ")
    path = rest.split(b" ", 1)[0].split(b"?", 1)[0]
    head = method == b"HEAD"
    if method not in (b"GET", b"HEAD"):
        return _response("405 Method Not Allowed", {"detail": "GET /health only"}, head=False)
    if path != b"/health":
        return _response("404 Not Found", {"detail": "GET /health only"}, head=head)
    if silent_s > stalled_s:
        body = {"status": "stalled", "event_loop_silent_s": round(silent_s, 1)}
        return _response("503 Service Unavailable", body, head=head)
    return _response("200 OK", {"status": "ok", "version": version}, head=head)


class _Child:
    """The probe process: a thread reads the beats; the main thread serves every connection
    from one selector, so that idle connections cost a slot each and hold up no answer (at
    most ``OPEN`` at once, each closed after ``READ_S``; more are closed unanswered)."""

    def __init__(self, listening: socket.socket, beats: int, version: str, stalled_s: float):
        self._listening = listening
        self._beats = beats
        self._version = version
        self._stalled_s = stalled_s
        self._last_beat = time.monotonic()
        self._gone = threading.Event()
        # A connection's deadline and what it has sent so far.
        self._open: dict[socket.socket, tuple[float, bytes]] = {}

    def run(self) -> None:
        threading.Thread(target=self._read_beats, name="beats", daemon=True).start()
        selector = selectors.DefaultSelector()
        self._listening.setblocking(False)
        selector.register(self._listening, selectors.EVENT_READ)
        while not self._gone.is_set():
            for key, _ in selector.select(timeout=BEAT_S):
                if key.fileobj is self._listening:
                    self._accept(selector)
                else:
                    self._read(selector, key.fileobj)  # type: ignore[arg-type]
            now = time.monotonic()
            for late in [c for c, (deadline, _) in self._open.items() if deadline < now]:
                self._close(selector, late)

    def _read_beats(self) -> None:
        while os.read(self._beats, 4096):
            self._last_beat = time.monotonic()
        self._gone.set()  # the pipe's other end closed: the service has stopped or gone

    def _accept(self, selector: selectors.BaseSelector) -> None:
        while True:
            try:
                connection, _ = self._listening.accept()
            except BlockingIOError:
                return
            except OSError as error:
                print(f"schemalink probe: accept failed: {error}", file=sys.stderr)
                return
            if len(self._open) >= OPEN:
                connection.close()
                continue
            connection.setblocking(False)
            self._open[connection] = (time.monotonic() + READ_S, b"")
            selector.register(connection, selectors.EVENT_READ)

    def _read(self, selector: selectors.BaseSelector, connection: socket.socket) -> None:
        deadline, request = self._open[connection]
        try:
            chunk = connection.recv(4096)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        request += chunk
        if not chunk or len(request) > _REQUEST_BYTES:
            self._close(selector, connection)  # gone, or not a probe's request: unanswered
            return
        if b"\r\n\r\n" not in request:
            self._open[connection] = (deadline, request)
            return
        silent = time.monotonic() - self._last_beat
        line = request.split(b"\r\n", 1)[0]
        with contextlib.suppress(OSError):  # an answer fits a fresh socket's buffer
            connection.send(answer(line, silent, self._version, self._stalled_s))
        self._close(selector, connection)

    def _close(self, selector: selectors.BaseSelector, connection: socket.socket) -> None:
        selector.unregister(connection)
        del self._open[connection]
        connection.close()


class LivenessProbe:
    """The probe process answering on ``listening`` while ``running()``, and the event
    loop's beats sent to it."""

    def __init__(
        self, listening: socket.socket, version: str, *, stalled_s: float = STALLED_S
    ) -> None:
        self._listening = listening
        self._version = version
        self._stalled_s = stalled_s

    @property
    def port(self) -> int:
        return int(self._listening.getsockname()[1])

    @contextlib.asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        beats_in, beats_out = os.pipe()
        os.set_blocking(beats_out, False)  # a beat the child has not read is dropped, not waited on
        child = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "service.api.probe",
            str(self._listening.fileno()),
            str(beats_in),
            self._version,
            str(self._stalled_s),
            pass_fds=(self._listening.fileno(), beats_in),
            stdin=asyncio.subprocess.DEVNULL,
        )
        os.close(beats_in)

        async def beat() -> None:
            while True:
                try:
                    os.write(beats_out, b".")
                except BlockingIOError:
                    pass  # the child has beats to read still
                except BrokenPipeError:
                    logger.error(
                        "the liveness probe's process has exited: its port goes unanswered",
                        extra={"code": child.returncode},
                    )
                    return
                await asyncio.sleep(BEAT_S)

        beating = asyncio.create_task(beat(), name="heartbeat")
        try:
            yield
        finally:
            beating.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await beating
            os.close(beats_out)  # the child reads its end and exits
            try:
                await asyncio.wait_for(child.wait(), 5)
            except TimeoutError:
                child.kill()
                await child.wait()
            self._listening.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("listening_fd", type=int)
    parser.add_argument("beats_fd", type=int)
    parser.add_argument("version")
    parser.add_argument("stalled_s", type=float)
    arguments = parser.parse_args()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a terminal's ^C is the service's to handle
    listening = socket.socket(fileno=arguments.listening_fd)
    child = _Child(listening, arguments.beats_fd, arguments.version, arguments.stalled_s)
    child.run()


if __name__ == "__main__":
    main()
