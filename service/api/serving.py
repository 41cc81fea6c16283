"""``schemalink serve``'s server: uvicorn's, its connections accepted by the front process.

The front process (``service.api.probe``) accepts the API port's connections, answers
``GET /health`` itself — off the event loop the links wait on — and hands every other
connection over a Unix socket; here each one is served by uvicorn's protocol as if uvicorn had
accepted it. Should the front process go, the service accepts its own connections again on
the same socket, so the API keeps its port whatever happens to the child.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
import sys
from collections.abc import AsyncIterator, Callable

import uvicorn

from service.api.probe import BEAT_S, STALLED_S

logger = logging.getLogger(__name__)


class FrontProcess:
    """The front process, answering on ``api`` and ``probe`` while ``running()``, and the event
    loop's beats sent to it. ``running()`` gives the service's end of the Unix socket the
    API port's connections come through (None without ``api``)."""

    def __init__(
        self,
        version: str,
        *,
        api: socket.socket | None = None,
        probe: socket.socket | None = None,
        stalled_s: float = STALLED_S,
    ) -> None:
        self._version = version
        self._api = api
        self._probe = probe
        self._stalled_s = stalled_s
        self.pid: int | None = None  # the front process's, while it runs

    @property
    def port(self) -> int:
        """The probe port."""
        assert self._probe is not None
        return int(self._probe.getsockname()[1])

    @contextlib.asynccontextmanager
    async def running(self) -> AsyncIterator[socket.socket | None]:
        beats_in, beats_out = os.pipe()
        os.set_blocking(beats_out, False)  # a beat the child has not read is dropped, not waited on
        arguments = ["--beats", str(beats_in), "--version", self._version]
        arguments += ["--stalled-s", str(self._stalled_s)]
        passed = [beats_in]
        if self._probe is not None:
            arguments += ["--probe", str(self._probe.fileno())]
            passed.append(self._probe.fileno())
        ours = theirs = None
        if self._api is not None:
            ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
            arguments += ["--api", str(self._api.fileno()), "--handover", str(theirs.fileno())]
            passed += [self._api.fileno(), theirs.fileno()]
        child = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "service.api.probe",
            *arguments,
            pass_fds=passed,
            stdin=asyncio.subprocess.DEVNULL,
        )
        self.pid = child.pid
        os.close(beats_in)
        if theirs is not None:
            theirs.close()

        async def beat() -> None:
            while True:
                try:
                    os.write(beats_out, b".")
                except BlockingIOError:
                    pass  # the child has beats to read still
                except BrokenPipeError:
                    logger.error(
                        "the front process has exited: the probe port goes unanswered",
                        extra={"code": child.returncode},
                    )
                    return
                await asyncio.sleep(BEAT_S)

        beating = asyncio.create_task(beat(), name="heartbeat")
        try:
            yield ours
        finally:
            beating.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await beating
            if ours is not None:
                ours.close()  # the child stops taking the API port's connections
            os.close(beats_out)  # the child reads its end and exits
            try:
                await asyncio.wait_for(child.wait(), 5)
            except TimeoutError:
                child.kill()
                await child.wait()
            if self._probe is not None:
                self._probe.close()


class HandedOver:
    """The connections the front process hands over, each served by ``protocol``; once that
    process has gone, the ones ``listening`` accepts. Closed like the ``asyncio.Server`` uvicorn
    would have made, when uvicorn shuts down."""

    def __init__(
        self,
        handover: socket.socket,
        listening: socket.socket,
        protocol: Callable[[], asyncio.Protocol],
        *,
        backlog: int = 2048,
    ) -> None:
        self._handover = handover
        self._backlog = backlog
        self._listening = listening
        self._protocol = protocol
        self._loop = asyncio.get_running_loop()
        self._serving: set[asyncio.Task[object]] = set()
        self._own: asyncio.Task[asyncio.Server] | None = None
        handover.setblocking(False)
        self._loop.add_reader(handover.fileno(), self._receive)

    def _receive(self) -> None:
        while True:
            try:
                _, fds, _, _ = socket.recv_fds(self._handover, 1, 16, socket.MSG_CMSG_CLOEXEC)
            except BlockingIOError:
                return
            except OSError:
                fds = []
            if not fds:  # its end closed: the front process has gone
                self._loop.remove_reader(self._handover.fileno())
                logger.error("the front process has exited: the service accepts connections")
                self._own = self._loop.create_task(
                    self._loop.create_server(
                        self._protocol, sock=self._listening, backlog=self._backlog
                    )
                )
                return
            for fd in fds:
                self._serve(socket.socket(fileno=fd))

    def _serve(self, connection: socket.socket) -> None:
        connection.setblocking(False)
        serving = self._loop.create_task(
            self._loop.connect_accepted_socket(self._protocol, connection)
        )
        self._serving.add(serving)
        serving.add_done_callback(self._served)

    def _served(self, serving: asyncio.Task[object]) -> None:
        self._serving.discard(serving)
        if not serving.cancelled() and serving.exception() is not None:
            logger.info("a handed-over connection could not be served: %s", serving.exception())

    def close(self) -> None:
        """No more connections: the front process stops taking them, and the port closes."""
        if self._handover.fileno() >= 0:
            self._loop.remove_reader(self._handover.fileno())
            self._handover.close()
        if self._own is not None and self._own.done() and not self._own.exception():
            self._own.result().close()
        else:
            if self._own is not None:
                self._own.cancel()
            self._listening.close()

    async def wait_closed(self) -> None:
        if self._own is not None:
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await (await self._own).wait_closed()


class Server(uvicorn.Server):
    """uvicorn's server, whose connections the front process accepts: ``api`` is the API
    port's listening socket, ``probe`` the probe port's (or None)."""

    def __init__(
        self,
        config: uvicorn.Config,
        api: socket.socket,
        *,
        probe: socket.socket | None,
        version: str,
    ) -> None:
        super().__init__(config)
        self._api = api
        self._front = FrontProcess(version, api=api, probe=probe)
        self._running = contextlib.AsyncExitStack()

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets=[])  # the app's lifespan, and no listener of uvicorn's
        if self.should_exit:
            return
        handover = await self._running.enter_async_context(self._front.running())
        assert handover is not None
        handed_over = HandedOver(handover, self._api, self._protocol, backlog=self.config.backlog)
        self.servers.append(handed_over)  # type: ignore[arg-type]

    def _protocol(self) -> asyncio.Protocol:
        """What uvicorn's own ``startup`` makes for each connection it accepts."""
        return self.config.http_protocol_class(  # type: ignore[call-arg]
            config=self.config, server_state=self.server_state, app_state=self.lifespan.state
        )

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        try:
            await super().shutdown(sockets=sockets)
        finally:
            await self._running.aclose()
