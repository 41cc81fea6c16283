"""The liveness probe's process on a real socket: it answers while the service's event loop
beats, says it stalled when the loop stops, closes what is not a probe's request, and goes
when the service does. Waits are on what the probe answers, with deadlines."""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import json
import socket
import time

from service.api.probe import LivenessProbe


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
    probe = LivenessProbe(_listening(), "9.9.9", stalled_s=0.5)
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
    probe = LivenessProbe(_listening(), "1")
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
