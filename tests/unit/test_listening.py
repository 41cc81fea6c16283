"""The socket `schemalink serve` takes first: connections on it answer without delay."""

from __future__ import annotations

import asyncio
import socket

from service.listening import listen


async def test_connections_on_the_served_socket_send_without_waiting_for_an_ack() -> None:
    listening = listen("127.0.0.1", 0)
    delays: list[int] = []
    seen = asyncio.Event()

    def accepted(_: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        raw = writer.get_extra_info("socket")
        delays.append(raw.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
        writer.close()
        seen.set()

    server = await asyncio.start_server(accepted, sock=listening)
    port = listening.getsockname()[1]
    _, writer = await asyncio.open_connection("127.0.0.1", port)
    await writer.drain()
    async with server:
        await seen.wait()
    writer.close()
    assert delays == [1]  # TCP_NODELAY: an answer is not held back 40 ms for a delayed ACK
