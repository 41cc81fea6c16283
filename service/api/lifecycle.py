"""Stop work nobody waits for: a request's long part runs only while its client is there.

After a request's body is read, the next ASGI message can only be ``http.disconnect``; waiting
for it beside the work tells when a client hangs up, and the work is cancelled then (a
question's links, a batch, an upload's transaction before it commits).
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

from starlette.requests import Request

T = TypeVar("T")


class ClientDisconnected(Exception):
    """The client went away before the answer was ready; the work was cancelled."""


async def until_disconnected(request: Request, work: Coroutine[Any, Any, T]) -> T:
    """``await work``, cancelled if the client disconnects first."""
    task = asyncio.ensure_future(work)
    watcher = asyncio.ensure_future(_disconnect(request))
    try:
        done, _ = await asyncio.wait({task, watcher}, return_when=asyncio.FIRST_COMPLETED)
    except asyncio.CancelledError:
        task.cancel()
        raise
    finally:
        watcher.cancel()
    if task in done:
        return task.result()
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        pass
    except Exception:
        pass
    raise ClientDisconnected


async def _disconnect(request: Request) -> None:
    while True:
        message = await request.receive()
        if message["type"] == "http.disconnect":
            return
