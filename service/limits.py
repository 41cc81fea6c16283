"""Back-pressure: how many links run at once, how many wait, and how fast one key may ask.

Linking is CPU work on a small machine. Letting every request start at once makes all of them
slow and then all of them fail; instead a fixed number run, a bounded number wait their turn
(first come, first served), and anything past that is told to come back later (503 with
``Retry-After``) at once, while ``/health`` and the admin API stay responsive. Separately, a
token bucket per API key keeps one caller (a batch job, a leaked key) from taking every turn:
past its rate it gets 429 with ``Retry-After``.

Background work (an evaluation's links, a sync's embedding) goes between users' links and,
while users link, takes at most a fixed share of the time (``Admission.background``,
``LanePace``), so it slows them by about that share and runs flat out when nobody else is
linking.

Both are per process: with several replicas, each enforces its own share.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass


class TryLater(Exception):
    """Refused for now; the HTTP answer is ``status`` with ``Retry-After``."""

    status = 503
    code = "overloaded"

    def __init__(self, message: str, retry_after_s: int) -> None:
        super().__init__(message)
        self.retry_after_s = retry_after_s


class Overloaded(TryLater):
    """No turn could be had: too many waiting, or waited too long."""


class RateLimited(TryLater):
    """The key has spent its questions for now."""

    status = 429
    code = "rate_limited"


@dataclass(frozen=True)
class BackgroundPace:
    """How background work yields to users' links: a step waits for a gap between links for
    at most ``patience_s`` (so it is never starved), and a step that users' links ran beside
    is followed by a pause that keeps background work to ``share`` of the time, at most
    ``longest_pause_s`` — so a step longer than ``longest_pause_s × share / (1 − share)``
    takes more than its share: beside 50 link clients a sync's embedding steps ran near 45 %
    of their lanes' time at a 20 % share (by the embedding's length against its length with
    the whole pause owed). Owed in full, the pause made a 400-table sync's embedding 2.6× as
    long for no more links a second (bench/README, "Link speed")."""

    share: float = 0.05
    patience_s: float = 1.0
    longest_pause_s: float = 2.0

    def pause_after(self, worked_s: float) -> float:
        """The pause a step of ``worked_s`` beside users' links earns."""
        return min(worked_s * (1 - self.share) / self.share, self.longest_pause_s)


class Admission:
    """At most ``running`` holders at once; at most ``waiting`` more queue, each for at most
    ``timeout_s``; anyone past that gets ``Overloaded`` without waiting."""

    def __init__(
        self,
        running: int,
        waiting: int,
        timeout_s: float,
        *,
        pace: BackgroundPace = BackgroundPace(),
        clock: Callable[[], float] = time.perf_counter,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.running = running
        self.waiting_limit = waiting
        self.timeout_s = timeout_s
        self._slots = asyncio.Semaphore(running)
        self._waiting = 0
        self.in_flight = 0
        self._quiet = asyncio.Event()  # set while no link runs or waits
        self._quiet.set()
        self.started = 0  # links given a turn, ever: whether any ran beside a background step
        self.pace = pace
        self._clock = clock
        self._sleep = sleep
        self._owed_s = 0.0  # the pause the last background step earned

    @property
    def waiting(self) -> int:
        return self._waiting

    @asynccontextmanager
    async def turn(self) -> AsyncIterator[None]:
        if self._slots.locked():
            if self._waiting >= self.waiting_limit:
                raise Overloaded(
                    f"{self.in_flight} links running and {self._waiting} waiting: "
                    "try again shortly",
                    retry_after_s=self._retry_after(),
                )
            self._waiting += 1
            self._quiet.clear()
            try:
                await asyncio.wait_for(self._slots.acquire(), self.timeout_s)
            except TimeoutError:
                raise Overloaded(
                    f"no link slot came free within {self.timeout_s:g} s: try again shortly",
                    retry_after_s=self._retry_after(),
                ) from None
            finally:
                self._waiting -= 1
        else:
            await self._slots.acquire()
        self.in_flight += 1
        self.started += 1
        self._quiet.clear()
        try:
            yield
        finally:
            self.in_flight -= 1
            self._slots.release()
            if self.in_flight == 0 and self._waiting == 0:
                self._quiet.set()

    async def quiet(self, patience_s: float) -> None:
        """Return once no link runs or waits, or after ``patience_s``: background work (an
        evaluation's links) goes in the gaps between users' links, and is never starved."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._quiet.wait(), patience_s)

    @asynccontextmanager
    async def background(self) -> AsyncIterator[None]:
        """One step of background work (an evaluation's link). A gap between links alone does
        not protect users: back-to-back clients leave gaps of a millisecond, and a step begun
        in one runs beside the next link. So a step that overlapped users' links earns a pause
        before the next, and background work keeps to ``pace.share`` of the time."""
        if self._owed_s > 0:
            owed, self._owed_s = self._owed_s, 0.0
            await self._sleep(owed)
        await self.quiet(self.pace.patience_s)
        started, began = self.started, self._clock()
        try:
            yield
        finally:
            if self.started != started or self.in_flight or self._waiting:
                self._owed_s = self.pace.pause_after(self._clock() - began)

    def _retry_after(self) -> int:
        # Roughly how long the queue takes to drain at a link per ~50 ms per slot.
        return max(1, math.ceil(self._waiting * 0.05 / self.running))


class LanePace:
    """How a sync's embedding lanes (``linking.backends.background``) yield to users' links,
    from the lanes' own threads: a lane's step that users' links ran beside earns that lane
    a pause before its next step, so each lane keeps to ``pace.share`` of its time while users
    link, and goes flat out when nobody does. Low OS priority alone left links at 0.75 of
    their idle rate during a 400-table sync's embedding (``python -m bench load --scenario
    sync-links``)."""

    def __init__(
        self,
        admission: Admission,
        pace: BackgroundPace = BackgroundPace(share=0.2),
        *,
        clock: Callable[[], float] = time.perf_counter,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.admission = admission
        self.pace = pace
        self._clock = clock
        self._sleep = sleep
        self._lane = threading.local()  # the pause each lane owes

    @contextlib.contextmanager
    def step(self) -> Iterator[None]:
        owed = getattr(self._lane, "owed_s", 0.0)
        if owed > 0:
            self._lane.owed_s = 0.0
            self._sleep(owed)
        admission = self.admission
        started, began = admission.started, self._clock()
        try:
            yield
        finally:
            if admission.started != started or admission.in_flight or admission.waiting:
                self._lane.owed_s = self.pace.pause_after(self._clock() - began)


@dataclass
class _Bucket:
    tokens: float
    updated: float


class RateLimiter:
    """A token bucket per key: ``per_minute`` questions a minute, bursts up to that many."""

    def __init__(
        self, per_minute: int, clock: Callable[[], float] = time.monotonic, max_keys: int = 100_000
    ) -> None:
        self.per_minute = per_minute
        self._clock = clock
        self._buckets: dict[str, _Bucket] = {}
        self._max_keys = max_keys

    def take(self, key: str, count: int = 1, per_minute: int | None = None) -> None:
        """Spend ``count`` tokens of ``key``'s bucket, or raise ``RateLimited``.
        ``per_minute`` overrides the default for this key; 0 means no limit."""
        rate = self.per_minute if per_minute is None else per_minute
        if rate <= 0:
            return
        now = self._clock()
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= self._max_keys:
                self._buckets.clear()  # bounded memory; a reset only forgives
            bucket = self._buckets[key] = _Bucket(float(rate), now)
        bucket.tokens = min(float(rate), bucket.tokens + (now - bucket.updated) * rate / 60)
        bucket.updated = now
        if count > rate:
            raise RateLimited(
                f"{count} questions at once exceed this key's {rate} per minute",
                retry_after_s=60,
            )
        if bucket.tokens < count:
            wait = math.ceil((count - bucket.tokens) * 60 / rate)
            raise RateLimited(
                f"this API key may ask {rate} questions a minute: try again in {wait} s",
                retry_after_s=wait,
            )
        bucket.tokens -= count
