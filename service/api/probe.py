"""The front process: it takes the API port's connections, answers ``GET /health`` itself and
hands every other connection to the service; and it answers the liveness probe's port.

``/health`` answered by the service waits its turn on the event loop behind every link in
flight: under 50 link clients on two cores its worst answer took 115 ms idle and 423 ms during
a sync (``python -m bench load --scenario sync-links``), and an orchestrator takes a pod whose
probe times out out of service, or kills it. Threads of the service's own answered faster,
but only as fast as they could take the interpreter's lock from whatever held it (181 ms once
during a sync's embedding). So this small child process, which shares no lock with the
service, accepts the API port's connections: it looks at a connection's first bytes without
reading them (``MSG_PEEK``) and answers a whole ``GET /health`` — no query, no body — as the
service's route would; anything else, or anything not told at its first bytes, it hands to the
service untouched over a Unix socket (``SCM_RIGHTS``), where uvicorn serves it as if it had
accepted it (``service.api.serving``). It also answers ``GET /health`` on the probe port
(``SCHEMALINK_PROBE_PORT``), and still tells the truth about the service: the event loop beats
into a pipe every ``BEAT_S``, and a loop silent for ``STALLED_S`` is reported stalled (503),
which is what a liveness probe is for. The pipe's end is also how the child knows the service
has gone (it exits); the Unix socket's end, that the service takes no more connections (it
stops accepting them). Readiness (``/ready``) checks the backends, on the service's loop.

Run as ``python -m service.api.probe`` by ``FrontProcess``; it needs the standard library only.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import json
import os
import selectors
import signal
import socket
import sys
import threading
import time
from typing import Any

BEAT_S = 0.5  # how often the event loop says it runs
STALLED_S = 10.0  # a loop silent this long is stalled
OPEN = 512  # connections waiting for their first bytes at once; past that, handed over at once
READ_S = 2.0  # a connection that sends nothing within this is handed over (or, a probe's, closed)
_REQUEST_BYTES = 8192  # a probe's request line and headers; longer is not a probe
_HEALTH = b"GET /health HTTP/1."
# A request with any of these is not one a probe sends; the service answers it.
_NOT_A_PROBE = (b"\r\ncontent-length:", b"\r\ntransfer-encoding:", b"\r\nexpect:", b"\r\nupgrade:")


def _response(status: str, body: dict[str, Any], *, head: bool) -> bytes:
    payload = json.dumps(body, separators=(",", ":")).encode()
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


def health_request_length(peeked: bytes) -> int | None:
    """The length of the ``GET /health`` request that ``peeked`` starts with, whole and with
    no query or body — one the service's route would answer with just its status — or None:
    another request, or one not whole in these bytes, which the service answers."""
    end = peeked.find(b"\r\n\r\n")
    if not peeked.startswith(_HEALTH) or end < 0:
        return None
    headers = peeked[:end].lower()
    if any(header in headers for header in _NOT_A_PROBE):
        return None
    return end + 4


class _Child:
    """The front process: a thread reads the beats; the main thread serves every connection
    from one selector, so that idle connections cost a slot each and hold up no answer."""

    def __init__(
        self,
        beats: int,
        version: str,
        stalled_s: float,
        *,
        probe: socket.socket | None,
        api: socket.socket | None,
        handover: socket.socket | None,
    ) -> None:
        self._beats = beats
        self._version = version
        self._stalled_s = stalled_s
        self._probe = probe
        self._api = api
        self._handover = handover
        self._last_beat = time.monotonic()
        self._gone = threading.Event()
        self._selector = selectors.DefaultSelector()
        # A connection's deadline, whether it came to the API port, and (a probe's) what it
        # has sent so far.
        self._open: dict[socket.socket, tuple[float, bool, bytes]] = {}
        self._outbox: collections.deque[socket.socket] = collections.deque()

    def run(self) -> None:
        threading.Thread(target=self._read_beats, name="beats", daemon=True).start()
        for listening in (self._probe, self._api, self._handover):
            if listening is not None:
                listening.setblocking(False)
                self._selector.register(listening, selectors.EVENT_READ)
        while not self._gone.is_set():
            for key, events in self._selector.select(timeout=BEAT_S):
                ready: Any = key.fileobj  # closed since, when the service stopped taking any
                if ready is self._handover:
                    self._on_handover(events)
                elif ready in (self._probe, self._api):
                    self._accept(ready)
                elif ready in self._open:
                    (self._peek if self._open[ready][1] else self._read)(ready)
            now = time.monotonic()
            for late, (_, from_api, _) in [(c, o) for c, o in self._open.items() if o[0] < now]:
                self._forget(late)
                if from_api:
                    self._hand_over(late)  # the service's timeouts are the ones that apply
                else:
                    late.close()

    def _read_beats(self) -> None:
        while os.read(self._beats, 4096):
            self._last_beat = time.monotonic()
        self._gone.set()  # the pipe's other end closed: the service has stopped or gone

    def _accept(self, listening: socket.socket) -> None:
        from_api = listening is self._api
        while True:
            try:
                connection, _ = listening.accept()
            except BlockingIOError:
                return
            except OSError as error:
                print(f"schemalink front process: accept failed: {error}", file=sys.stderr)
                return
            if len(self._open) >= OPEN:
                if from_api:
                    self._hand_over(connection)
                else:
                    connection.close()
                continue
            connection.setblocking(False)
            self._open[connection] = (time.monotonic() + READ_S, from_api, b"")
            self._selector.register(connection, selectors.EVENT_READ)

    def _peek(self, connection: socket.socket) -> None:
        """A connection to the API port: its first bytes, left for the service to read."""
        try:
            peeked = connection.recv(_REQUEST_BYTES, socket.MSG_PEEK)
        except BlockingIOError:
            return
        except OSError:
            peeked = b""
        self._forget(connection)
        if not peeked:
            connection.close()  # gone before it asked anything
            return
        if health_request_length(peeked) != len(peeked):  # another request, or more than one
            self._hand_over(connection)
            return
        with contextlib.suppress(OSError):
            connection.recv(len(peeked))
            connection.send(self._answer(peeked.split(b"\r\n", 1)[0]))
        connection.close()

    def _read(self, connection: socket.socket) -> None:
        """A connection to the probe port: everything up to the end of its headers."""
        deadline, _, request = self._open[connection]
        try:
            chunk = connection.recv(4096)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        request += chunk
        if not chunk or len(request) > _REQUEST_BYTES:
            self._forget(connection)  # gone, or not a probe's request: unanswered
            connection.close()
            return
        if b"\r\n\r\n" not in request:
            self._open[connection] = (deadline, False, request)
            return
        self._forget(connection)
        with contextlib.suppress(OSError):  # an answer fits a fresh socket's buffer
            connection.send(self._answer(request.split(b"\r\n", 1)[0]))
        connection.close()

    def _answer(self, request_line: bytes) -> bytes:
        silent = time.monotonic() - self._last_beat
        return answer(request_line, silent, self._version, self._stalled_s)

    def _forget(self, connection: socket.socket) -> None:
        self._selector.unregister(connection)
        del self._open[connection]

    def _hand_over(self, connection: socket.socket) -> None:
        self._outbox.append(connection)
        self._send()

    def _send(self) -> None:
        """Each connection in the outbox to the service, one message each, as long as its
        socket takes them; the rest once it is writable again."""
        assert self._handover is not None
        while self._outbox:
            connection = self._outbox[0]
            try:
                socket.send_fds(self._handover, [b"c"], [connection.fileno()])
            except BlockingIOError:
                break
            except OSError:  # the service takes no more connections
                self._stop_taking_connections()
                return
            self._outbox.popleft().close()  # the service holds it now
        events = selectors.EVENT_READ | (selectors.EVENT_WRITE if self._outbox else 0)
        self._selector.modify(self._handover, events)

    def _on_handover(self, events: int) -> None:
        assert self._handover is not None
        if events & selectors.EVENT_READ:
            with contextlib.suppress(BlockingIOError):
                if not self._handover.recv(1):
                    self._stop_taking_connections()  # the service closed its end
                    return
        if events & selectors.EVENT_WRITE:
            self._send()

    def _stop_taking_connections(self) -> None:
        """The service is shutting down: the API port closes, what was not handed over is
        closed; the probe port answers until the beats stop."""
        for listening in (self._api, self._handover):
            if listening is not None:
                self._selector.unregister(listening)
                listening.close()
        self._api = self._handover = None
        while self._outbox:
            self._outbox.popleft().close()
        for waiting in [c for c, (_, from_api, _) in self._open.items() if from_api]:
            self._forget(waiting)
            waiting.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--beats", type=int, required=True, help="the beats pipe's read end")
    parser.add_argument("--version", required=True)
    parser.add_argument("--stalled-s", type=float, default=STALLED_S)
    parser.add_argument("--probe", type=int, help="the probe port's listening socket")
    parser.add_argument("--api", type=int, help="the API port's listening socket")
    parser.add_argument("--handover", type=int, help="the Unix socket to the service")
    arguments = parser.parse_args()
    if (arguments.api is None) != (arguments.handover is None):
        parser.error("--api and --handover go together")
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a terminal's ^C is the service's to handle

    def opened(fd: int | None) -> socket.socket | None:
        return None if fd is None else socket.socket(fileno=fd)

    _Child(
        arguments.beats,
        arguments.version,
        arguments.stalled_s,
        probe=opened(arguments.probe),
        api=opened(arguments.api),
        handover=opened(arguments.handover),
    ).run()


if __name__ == "__main__":
    main()
