"""The caller's side of a shared data directory (``linking.backends.shared_indexes``): calls to
the holder over connections kept open between calls.

A connection costs a connect and a hello (two round trips, a task in the holder); a link makes
five or six index calls, so each process keeps a few connections open for the next calls
(``KEPT``, none older than half the holder's ``IDLE_S``). The holder says it received each call
before it runs it (or, for a quick read, answers it at once), so a holder that is stopped or
stuck is found out within ``HELLO_S`` on a kept connection as on a new one, even for a write
whose answer may take minutes. A kept connection the holder closed before taking the call (its
idle limit, or its end) is replaced by a new one for the same call: the call never ran.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from linking.backends.holder_wire import error_of, receive_message, send_message
from linking.backends.index_holder import HELLO_S, IDLE_S, RECEIVED, Holder
from linking.errors import IndexBackendError

KEPT = 4  # connections kept open; more run at once are closed after their call
_CONNECT_S = 2.0


class HolderGone(Exception):
    """The holder stopped answering: it ended, or is ending."""


class _NotTaken(Exception):
    """A kept connection closed before the holder took the call: the call did not run."""


@dataclass
class _Connection:
    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    kept_since: float = 0.0

    def close(self) -> None:
        # No waiting: a call cancelled mid-way closes its connection from a cancelled task.
        # A connection whose loop has closed cannot be closed through it: its socket closes
        # when the transport is collected.
        with contextlib.suppress(RuntimeError):
            self.writer.close()


class HolderCalls:
    """Calls to one holder, over connections kept open. A connection belongs to the event
    loop that opened it: those kept are the current loop's (a CLI may run one loop after
    another; a new loop's first call lets the previous loop's go)."""

    def __init__(self, holder: Holder) -> None:
        self.holder = holder
        self._loop: asyncio.AbstractEventLoop | None = None
        self._kept: list[_Connection] = []

    async def call(self, engine: str, method: str, args: dict[str, Any], answer_s: float) -> Any:
        """``method`` of the holder's ``engine`` with ``args``; its answer, or its error
        raised as the same ``LinkingError``. ``HolderGone`` when the holder ended."""
        message = {"engine": engine, "method": method, "args": args}
        kept = self._take_kept()
        if kept is not None:
            try:
                return await self._exchange(kept, message, answer_s)
            except _NotTaken:
                pass
        try:
            return await self._exchange(await self._connect(answer_s), message, answer_s)
        except _NotTaken as gone:
            raise HolderGone from gone

    def close(self) -> None:
        kept, self._kept = self._kept, []
        for connection in kept:
            connection.close()

    def _current(self) -> list[_Connection]:
        loop = asyncio.get_running_loop()
        if loop is not self._loop:
            self.close()
            self._loop = loop
        return self._kept

    def _take_kept(self) -> _Connection | None:
        kept = self._current()
        fresh_after = time.monotonic() - IDLE_S / 2
        while kept:
            connection = kept.pop()
            if connection.kept_since > fresh_after and not connection.writer.is_closing():
                return connection
            connection.close()
        return None

    def _keep(self, connection: _Connection) -> None:
        kept = self._current()
        if len(kept) >= KEPT:
            connection.close()
            return
        connection.kept_since = time.monotonic()
        kept.append(connection)

    async def _connect(self, answer_s: float) -> _Connection:
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection("127.0.0.1", self.holder.port), _CONNECT_S
            )
        except (OSError, TimeoutError) as error:
            raise HolderGone from error
        connection = _Connection(reader, writer)
        try:
            # A holder that is stopped (SIGSTOP) or stuck still accepts connections: it is
            # found out by its hello, not after minutes.
            waited_s = min(HELLO_S, answer_s)
            await asyncio.wait_for(_hello(reader, writer, self.holder.token), waited_s)
        except TimeoutError:
            connection.close()
            raise IndexBackendError(_silent_holder(self.holder, waited_s)) from None
        except (asyncio.IncompleteReadError, ConnectionError) as error:
            connection.close()
            raise HolderGone from error
        return connection

    async def _exchange(
        self, connection: _Connection, message: dict[str, Any], answer_s: float
    ) -> Any:
        reusable = False
        taken = False
        waited_s = min(HELLO_S, answer_s)
        try:
            # Deadlines, not ``wait_for``: no task is made for each step of a call.
            async with asyncio.timeout(answer_s):
                await send_message(connection.writer, message)
            async with asyncio.timeout(waited_s):
                answer = await receive_message(connection.reader)
            if answer == RECEIVED:
                taken, waited_s = True, answer_s
                async with asyncio.timeout(answer_s):
                    answer = await receive_message(connection.reader)
            # A quick read's answer comes alone. An error without "received" may be a call
            # refused unread (too large), after which the holder hangs up: not reused.
            taken = taken or "result" in answer
            reusable = taken
        except (asyncio.IncompleteReadError, ConnectionError) as error:
            raise (HolderGone if taken else _NotTaken) from error
        except ValueError as error:  # an answer over the size limit, or not JSON
            raise IndexBackendError(f"the holder's answer was refused: {error}") from None
        except TimeoutError:
            raise IndexBackendError(_silent_holder(self.holder, waited_s)) from None
        finally:
            if reusable:
                self._keep(connection)
            else:  # cancelled, failed or out of step: never reused
                connection.close()
        if "error" in answer:
            raise error_of(*answer["error"])
        return answer["result"]


async def _hello(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, token: str) -> None:
    await send_message(writer, {"token": token})
    if await receive_message(reader) != {"ready": True}:
        raise ConnectionError("the holder did not take the token")


def _silent_holder(holder: Holder, waited_s: float) -> str:
    state = ", stopped" if _stopped(holder.pid) else ""
    return (
        f"the process holding this data directory's indexes (pid {holder.pid}{state}) did "
        f"not answer within {waited_s:g} s; if it hangs, stop it and run the command again"
    )


def _stopped(pid: int) -> bool:
    """Whether ``pid`` is stopped (SIGSTOP, a debugger): Linux says so in /proc."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[-1].split()[:1] in (["T"], ["t"])
