"""One data directory, several processes: the embedded indexes are opened by one process, the
holder, and every other process reaches them through it over loopback.

Qdrant Edge locks its write-ahead log and tantivy its writer, so two processes cannot open
the same index files (``schemalink serve`` and ``schemalink link`` on one directory failed
with ``Can't init WAL: WouldBlock``). Here the first process to use a data directory's
embedded indexes takes ``indexes.lock`` (an OS lock, which ends with the process however it
ends), opens them, and serves them on 127.0.0.1 at a free port, written with a random token
into ``indexes.holder`` (mode 0600: only whoever may read the directory may call). Any other
process finds the lock taken, reads the file, and sends each index call there. When the
holder ends, the next call finds it gone, takes the lock and opens the files itself: it is
the holder from then on. Every process sees one index, and nothing changes for the caller:
``SharedVectorIndex`` and ``SharedValueIndex`` (``linking.backends.shared_clients``) are the
two protocols over it.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import os
import threading
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

from linking.backends.holder_calls import HolderCalls, HolderGone
from linking.backends.index_holder import (
    HOLDER_FILE,
    Holder,
    IndexServer,
    read_holder,
    write_holder,
)
from linking.backends.values import ValueIndex
from linking.backends.vectors import VectorIndex
from linking.errors import IndexBackendError

logger = logging.getLogger(__name__)

LOCK_FILE = "indexes.lock"
_FIND_HOLDER_S = 15.0  # how long a process waits for a holder that is starting or ending
# How long an answer may take: a search at most its retriever's timeout in practice, a write
# (a batch of vectors, a table's values) far longer.
_READ_S, _WRITE_S = 60.0, 600.0
_WRITES = frozenset(
    {"ensure_collection", "upsert", "delete", "add", "replace_tables", "change", "indexed_values"}
)


_NO_ANSWER = (
    "another process holds this data directory's indexes but does not answer; if it hangs, "
    "stop it and run the command again"
)
T = TypeVar("T")


class SharedIndexes:
    """A data directory's embedded indexes, for this process: its own when it holds the
    directory, else the holder's, called over loopback."""

    def __init__(
        self,
        data_dir: Path,
        *,
        open_vectors: Callable[[], VectorIndex] | None,
        open_values: Callable[[], ValueIndex] | None,
        find_holder_s: float = _FIND_HOLDER_S,
        answer_s: tuple[float, float] = (_READ_S, _WRITE_S),
    ) -> None:
        self.data_dir = Path(data_dir)
        self._openers = {"vectors": open_vectors, "values": open_values}
        self._find_holder_s = find_holder_s
        self._answer_s = answer_s  # a search's, a write's
        self._local: dict[str, Any] = {}
        self._server: IndexServer | None = None
        self._lock_fd: int | None = None
        self._holder: HolderCalls | None = None  # calls to the holder, when another holds
        self._collections: dict[str, tuple[int, list[str]]] = {}  # replayed on a takeover
        self._mutex = threading.Lock()
        self._open = {name for name, opener in self._openers.items() if opener is not None}

    @property
    def holds(self) -> bool:
        """Whether this process holds the directory (opened its index files)."""
        return self._lock_fd is not None

    @property
    def holder_pid(self) -> int | None:
        """The process this one calls for the directory's indexes, once it has found one."""
        return None if self.holds or self._holder is None else self._holder.holder.pid

    async def hold(self) -> bool:
        """Take the directory now if no process holds it; whether this process holds it."""
        if not self._open:
            return False  # both roles are servers: there is nothing to hold
        deadline = time.monotonic() + self._find_holder_s
        await asyncio.to_thread(self._settle, deadline)
        return self.holds

    def remember_collection(self, collection: str, dim: int, keyword_fields: list[str]) -> None:
        self._collections[collection] = (dim, keyword_fields)

    async def call(
        self,
        engine: str,
        method: str,
        args: dict[str, Any] | Callable[[], dict[str, Any]],
        local: Callable[[Any], Awaitable[T]],
        decode: Callable[[Any], T],
    ) -> T:
        """``local(engine)`` when this process holds the directory, else ``method`` with its
        encoded ``args`` in the holder, its answer decoded; a holder that ended is replaced
        (by this process, if it is the first to find it gone). ``args`` may be a function
        that encodes them: a write's hundreds of thousands of values are then encoded only
        for a holder, and in a worker thread, never on the event loop."""
        deadline = time.monotonic() + self._find_holder_s
        while True:
            # Settled already (the usual case): no thread hop on the way to the engine.
            settled = self.holds or self._holder is not None
            holder = self._holder if settled else await asyncio.to_thread(self._settle, deadline)
            if holder is None:
                return await local(self._local[engine])
            if callable(args):
                args = await asyncio.to_thread(args)
            try:
                read_s, write_s = self._answer_s
                answer_s = write_s if method in _WRITES else read_s
                return decode(await holder.call(engine, method, args, answer_s))
            except HolderGone:
                self._forget_holder(holder)
                if time.monotonic() > deadline:
                    raise IndexBackendError(_NO_ANSWER) from None
                await asyncio.sleep(0.05)

    def _forget_holder(self, holder: HolderCalls) -> None:
        holder.close()
        if self._holder is holder:
            self._holder = None

    def _settle(self, deadline: float) -> HolderCalls | None:
        """None when this process holds the directory (taking it when it is free), else the
        holder to call."""
        with self._mutex:
            while not self.holds and self._holder is None:
                if self._take():
                    break
                holder = read_holder(self.data_dir)
                if holder is not None and _alive(holder.pid):
                    self._holder = HolderCalls(holder)
                elif time.monotonic() > deadline:
                    raise IndexBackendError(_NO_ANSWER)
                else:
                    time.sleep(0.05)  # the holder is starting, or has just ended
            return self._holder

    def _take(self) -> bool:
        """Take the directory's lock if it is free, open the index files and serve them."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.data_dir / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return False
        try:
            self._open_locally()
        except BaseException:
            os.close(fd)  # the lock goes with the descriptor
            raise
        # Only now: a request on the event loop that finds the directory held goes straight
        # to the local indexes, which must be open by then (a KeyError at a cold start).
        self._lock_fd = fd
        return True

    def _open_locally(self) -> None:
        """Open the index files and serve them; on any failure, close whatever was opened, so
        that the next try (this process's or another's) finds no file still locked."""
        try:
            for name, opener in self._openers.items():
                if opener is not None:
                    self._local[name] = opener()
            vectors = self._local.get("vectors")
            # A snapshot: requests on the event loop remember collections meanwhile, and each
            # of those opens its own collection once this process holds the directory.
            for collection, (dim, fields) in list(self._collections.items()):
                if vectors is not None:
                    # ``_settle`` runs in a worker thread: no event loop is running here.
                    asyncio.run(vectors.ensure_collection(collection, dim, fields))
            self._server = IndexServer(self._local.get("vectors"), self._local.get("values"))
            write_holder(self.data_dir, Holder(os.getpid(), self._server.port, self._server.token))
        except BaseException:
            self._close_locally()
            raise

    def _close_locally(self) -> None:
        if self._server is not None:
            self._server.stop()
            self._server = None
        for index in self._local.values():
            with contextlib.suppress(Exception):
                asyncio.run(index.close())
        self._local.clear()

    def _release(self) -> None:
        if self._lock_fd is not None:
            os.close(self._lock_fd)  # the lock goes with the descriptor
            self._lock_fd = None

    async def close(self, engine: str) -> None:
        """Close ``engine``; once both are closed the directory is given up (another process
        takes it over at its next call)."""
        self._open.discard(engine)
        if self._open:
            return
        if self._holder is not None:
            self._forget_holder(self._holder)
        if self._server is not None:
            self._server.stop()
            self._server = None
            with contextlib.suppress(OSError):
                (self.data_dir / HOLDER_FILE).unlink()
        for index in self._local.values():
            await index.close()
        self._local.clear()
        self._release()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
