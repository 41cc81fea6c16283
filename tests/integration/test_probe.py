"""The front process on real sockets: on the probe port it answers while the service's event
loop beats, says it stalled when the loop stops, closes what is not a probe's request, and goes
when the service does; on the API port it answers ``GET /health`` itself and hands every other
connection to the service whole, which takes its port back if the process goes. Waits are on
what is answered, with deadlines."""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import json
import os
import signal
import socket
import time
from collections.abc import AsyncIterator

import pytest

from service.api.serving import FrontProcess, HandedOver


def _get(port: int, path: str = "/health") -> tuple[int, dict[str, object]]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        return response.status, json.loads(response.read())
    finally:
        connection.close()


def _until(port: int, status: int, deadline_s: float = 30.0) -> dict[str, object]:
    deadline = time.monotonic() + deadline_s
    while True:
        answered, body = _get(port)
        if answered == status or time.monotonic() > deadline:
            assert answered == status, body
            return body


def _listening() -> socket.socket:
    return socket.create_server(("127.0.0.1", 0))


async def test_the_probe_says_alive_while_the_loop_beats_and_stalled_while_it_is_held() -> None:
    probe = FrontProcess("9.9.9", probe=_listening(), stalled_s=0.5)
    async with probe.running():
        assert await asyncio.to_thread(_until, probe.port, 200) == {
            "status": "ok",
            "version": "9.9.9",
        }
        # Called on the loop itself: it holds the loop, so no beat goes out until it returns.
        stalled = _until(probe.port, 503)
        assert stalled["status"] == "stalled" and stalled["event_loop_silent_s"] >= 0.5
        await asyncio.to_thread(_until, probe.port, 200)  # the loop beats again


async def test_what_is_not_a_probe_s_request_is_closed_and_probes_still_answered() -> None:
    probe = FrontProcess("1", probe=_listening())
    async with probe.running():

        def hostile() -> bytes:
            with socket.create_connection(("127.0.0.1", probe.port), timeout=10) as raw:
                raw.sendall(b"GET /" + b"a" * 9000)  # no end of request within 8 KiB
                return raw.recv(100)

        await asyncio.to_thread(_until, probe.port, 200)
        assert await asyncio.to_thread(hostile) == b""
        with contextlib.ExitStack() as idle:  # fifty connections that say nothing
            for _ in range(50):
                idle.enter_context(socket.create_connection(("127.0.0.1", probe.port)))
            assert (await asyncio.to_thread(_get, probe.port))[0] == 200
            assert (await asyncio.to_thread(_get, probe.port, "/v1/link"))[0] == 404
    # Stopped: its process is gone and the port closed.
    try:
        socket.create_connection(("127.0.0.1", probe.port), timeout=2).close()
        refused = False
    except OSError:
        refused = True
    assert refused


class _Echo(asyncio.Protocol):
    """Stands in for the service's HTTP protocol: once a request's headers are in, it answers
    with everything it was sent and the peer's address, and closes."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport, self.received = transport, b""

    def data_received(self, data: bytes) -> None:
        self.received += data
        if b"\r\n\r\n" in self.received:
            peer = self.transport.get_extra_info("peername")[0]
            body = json.dumps({"received": self.received.decode(), "peer": peer}).encode()
            head = f"HTTP/1.1 200 OK\r\nContent-Length: {len(body)}\r\n\r\n".encode()
            self.transport.write(head + body)
            self.transport.close()


def _exchange(port: int, request: bytes) -> dict[str, object]:
    """``request`` sent as it is; the answer's body, read to the connection's end."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
        raw.sendall(request)
        answer = b""
        while chunk := raw.recv(65536):
            answer += chunk
    return dict(json.loads(answer.partition(b"\r\n\r\n")[2]))


@contextlib.asynccontextmanager
async def _front(stalled_s: float = 10.0) -> AsyncIterator[tuple[int, FrontProcess]]:
    """The front process on an API port whose other connections ``_Echo`` serves."""
    api = _listening()
    port = int(api.getsockname()[1])
    front = FrontProcess("1", api=api, stalled_s=stalled_s)
    async with front.running() as handover:
        assert handover is not None
        service = HandedOver(handover, api, _Echo)
        try:
            yield port, front
        finally:
            service.close()
            await service.wait_closed()


async def test_the_api_port_s_health_is_answered_while_the_loop_is_held() -> None:
    async with _front(stalled_s=0.5) as (port, _):
        await asyncio.to_thread(_until, port, 200)
        # Called on the loop itself: nothing the service's loop would accept gets answered.
        assert _get(port) == (200, {"status": "ok", "version": "1"})
        assert _until(port, 503)["status"] == "stalled"


async def test_every_other_request_reaches_the_service_whole_from_its_client() -> None:
    others = [
        b"POST /v1/link HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n\r\n",
        b"GET /health?x=1 HTTP/1.1\r\nHost: a\r\n\r\n",  # a query: the route refuses it
        b"HEAD /health HTTP/1.1\r\nHost: a\r\n\r\n",
        b"GET /health HTTP/1.1\r\nContent-Length: 0\r\n\r\n",
        b"GET /health HTTP/1.1\r\n\r\nGET /ready HTTP/1.1\r\n\r\n",  # two at once
        b"GET /healthz HTTP/1.1\r\n\r\n",
    ]
    async with _front() as (port, _):
        with contextlib.ExitStack() as idle:  # fifty connections that say nothing
            for _ in range(50):
                idle.enter_context(socket.create_connection(("127.0.0.1", port)))
            assert (await asyncio.to_thread(_get, port))[0] == 200
            for request in others:
                answer = await asyncio.to_thread(_exchange, port, request)
                assert answer == {"received": request.decode(), "peer": "127.0.0.1"}


async def test_the_service_takes_its_port_back_when_the_front_process_goes() -> None:
    async with _front() as (port, front):
        assert front.pid is not None
        os.kill(front.pid, signal.SIGKILL)

        def served_by_the_service() -> dict[str, object]:
            deadline = time.monotonic() + 30
            while True:
                try:
                    answer = _exchange(port, b"GET /health HTTP/1.1\r\n\r\n")
                    if "received" in answer or time.monotonic() > deadline:
                        return answer
                except (OSError, ValueError):  # accepted by the process as it was killed
                    assert time.monotonic() < deadline

        answer = await asyncio.to_thread(served_by_the_service)
        assert answer == {"received": "GET /health HTTP/1.1\r\n\r\n", "peer": "127.0.0.1"}
    with pytest.raises(OSError):  # closed with the service
        socket.create_connection(("127.0.0.1", port), timeout=2).close()


async def test_a_burst_the_busy_service_cannot_take_yet_is_handed_over_whole_later() -> None:
    async with _front() as (port, _):
        burst = []
        for n in range(600):  # on the loop itself: the service takes none of them meanwhile
            connection = socket.create_connection(("127.0.0.1", port), timeout=30)
            connection.sendall(f"POST /v1/link/{n} HTTP/1.1\r\n\r\n".encode())
            burst.append(connection)
        # Answered by the front process after it has taken the burst: more than the Unix
        # socket to the service holds, so the rest waits in the front process.
        assert _get(port) == (200, {"status": "ok", "version": "1"})

        def answers() -> list[str]:
            read = []
            for connection in burst:
                with connection:
                    answer = b""
                    while chunk := connection.recv(65536):
                        answer += chunk
                read.append(json.loads(answer.partition(b"\r\n\r\n")[2])["received"])
            return read

        expected = [f"POST /v1/link/{n} HTTP/1.1\r\n\r\n" for n in range(600)]
        assert await asyncio.to_thread(answers) == expected
