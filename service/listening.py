"""The socket ``schemalink serve`` listens on, taken before anything else starts: a port that
is already taken is said at once, not after the console's address was printed and the
service had opened its store and indexes."""

from __future__ import annotations

import errno
import socket

import typer
from rich.console import Console

err = Console(stderr=True)


def listen(host: str, port: int, *, chosen_by: str = "--port") -> socket.socket:
    """A socket bound to ``host:port`` and listening, or a clear error when it cannot be
    (naming ``chosen_by``, where the port was chosen)."""
    try:
        family, kind, proto, _, _ = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        # With its protocol named: asyncio sets TCP_NODELAY only on sockets whose protocol
        # says TCP, and without it every answer waited 40 ms for a delayed ACK.
        listening = socket.socket(family, kind, proto)
        listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listening.bind((host, port))
        listening.listen(2048)
    except OSError as error:
        why = (
            f"port {port} on {host} is taken (another schemalink serve?): stop it, or "
            f"choose another with {chosen_by}"
            if error.errno == errno.EADDRINUSE
            else f"cannot listen on {host}:{port}: {error.strerror or error}"
        )
        err.print(f"[red]error:[/red] {why}")
        raise typer.Exit(2) from None
    listening.set_inheritable(True)
    return listening
