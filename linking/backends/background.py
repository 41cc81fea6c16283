"""Work no user waits on, at a lower OS priority than the work users wait on.

A sync embeds thousands of documents in the process that answers links; at the same priority
its computing took the cores from links (links/s fell to 0.6 of idle during a 400-table sync,
``python -m bench load --scenario sync-links``). ``BackgroundLanes`` runs such work on
threads that lowered their own scheduling priority (``BACKGROUND_NICE``, Linux's per-thread
nice value), in small steps that a ``Pace`` may space out while users link. Priority alone
did not do it (0.64 → 0.75 of idle): a link's question is embedded by two threads at once,
and a core the background holds delays it until the scheduler preempts. Only work that
computes outside the interpreter's lock belongs here (ONNX Runtime's runs): a low-priority
thread holding the lock would hold up everyone else.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractContextManager
from typing import Protocol, TypeVar

logger = logging.getLogger(__name__)

BACKGROUND_NICE = 10  # Linux's weight for nice 10 is about a tenth of nice 0's
T = TypeVar("T")
R = TypeVar("R")


def lower_this_thread_priority(nice: int = BACKGROUND_NICE) -> None:
    """Lower the calling thread's scheduling priority (Linux: a thread is a task with a nice
    value of its own; elsewhere this would lower the whole process, so nothing is done)."""
    if sys.platform != "linux":
        return
    try:
        tid = threading.get_native_id()
        os.setpriority(os.PRIO_PROCESS, tid, max(os.getpriority(os.PRIO_PROCESS, tid), nice))
    except OSError as error:  # a sandbox may refuse it: the work still runs
        logger.debug("could not lower a background thread's priority: %s", error)


class Pace(Protocol):
    """When a lane's next step may run: the service yields background work to users' links
    (``service.limits.Admission.lane_step``). ``step`` is entered on the lane's thread and may
    block it (a pause), never the event loop."""

    def step(self) -> AbstractContextManager[None]: ...


class BackgroundLanes:
    """``lanes`` threads of lower priority; ``map`` runs work over items on them in steps of
    ``step_items``, each step paced by ``pace`` when there is one."""

    def __init__(
        self,
        lanes: int,
        name: str,
        *,
        pace: Pace | None = None,
        step_items: int = 16,
        nice: int = BACKGROUND_NICE,
    ) -> None:
        self.lanes = max(lanes, 1)
        self.nice = nice
        self.pace = pace
        self.step_items = max(step_items, 1)
        self._name = name
        self._executor: ThreadPoolExecutor | None = None
        self._lock = threading.Lock()

    def _started(self) -> ThreadPoolExecutor:
        with self._lock:
            if self._executor is None:
                self._executor = ThreadPoolExecutor(
                    self.lanes,
                    self._name,
                    initializer=lower_this_thread_priority,
                    initargs=(self.nice,),
                )
            return self._executor

    async def map(self, work: Callable[[list[T]], R], items: Sequence[T]) -> list[R]:
        """``work`` over ``items`` in steps of ``step_items``, up to ``lanes`` at once; each
        step's result, in the items' order (one step, empty, when there are none)."""
        executor = self._started()
        size = self.step_items
        steps = [list(items[start : start + size]) for start in range(0, len(items), size)]
        loop = asyncio.get_running_loop()
        runs = (loop.run_in_executor(executor, self._step, work, step) for step in steps or [[]])
        return list(await asyncio.gather(*runs))

    def _step(self, work: Callable[[list[T]], R], step: list[T]) -> R:
        if self.pace is None:
            return work(step)
        with self.pace.step():
            return work(step)
