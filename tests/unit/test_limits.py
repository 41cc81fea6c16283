import asyncio

import pytest

from service.limits import (
    Admission,
    BackgroundPace,
    LanePace,
    Overloaded,
    RateLimited,
    RateLimiter,
)


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


async def test_admission_lets_a_few_run_queues_some_and_refuses_the_rest() -> None:
    admission = Admission(running=1, waiting=1, timeout_s=60)
    release = asyncio.Event()
    order: list[str] = []

    async def hold(name: str) -> None:
        async with admission.turn():
            order.append(name)
            await release.wait()

    first = asyncio.create_task(hold("first"))
    await asyncio.sleep(0)
    second = asyncio.create_task(hold("second"))
    await asyncio.sleep(0)
    assert (admission.in_flight, admission.waiting) == (1, 1)
    with pytest.raises(Overloaded, match="1 links running and 1 waiting") as refused:
        async with admission.turn():
            pass
    assert refused.value.retry_after_s >= 1
    release.set()
    await asyncio.gather(first, second)
    assert order == ["first", "second"]
    assert (admission.in_flight, admission.waiting) == (0, 0)


async def test_waiting_too_long_is_overloaded() -> None:
    admission = Admission(running=1, waiting=5, timeout_s=0)
    async with admission.turn():
        with pytest.raises(Overloaded, match="no link slot came free"):
            async with admission.turn():
                pass
    assert admission.waiting == 0


async def test_background_work_waits_for_a_gap_between_links_or_its_patience() -> None:
    admission = Admission(running=2, waiting=2, timeout_s=60)
    await admission.quiet(patience_s=3600)  # nothing runs: at once
    release = asyncio.Event()

    async def hold() -> None:
        async with admission.turn():
            await release.wait()

    link = asyncio.create_task(hold())
    await asyncio.sleep(0)
    waiting = asyncio.create_task(admission.quiet(patience_s=3600))
    for _ in range(5):
        await asyncio.sleep(0)
    assert not waiting.done()  # a link runs: background work waits
    release.set()
    await asyncio.gather(link, waiting)  # the gap lets it go
    async with admission.turn():
        await admission.quiet(patience_s=0)  # never starved: its patience ends the wait


async def test_background_steps_beside_users_links_keep_to_their_share_of_the_time() -> None:
    clock, pauses = Clock(), []

    async def sleep(seconds: float) -> None:
        pauses.append(seconds)

    pace = BackgroundPace(share=0.2, patience_s=0, longest_pause_s=10)
    admission = Admission(running=2, waiting=2, timeout_s=60, pace=pace, clock=clock, sleep=sleep)
    async with admission.background():
        clock.now += 0.5  # nobody links beside it
    async with admission.background():
        clock.now += 0.5
        async with admission.turn():  # a user's link comes in meanwhile
            pass
    assert pauses == []  # the pause is owed to the next step, not taken after this one
    async with admission.background():
        clock.now += 1.0  # alone again
    assert pauses == [pytest.approx(2.0)]  # 0.5 s of work at a 20 % share: 2 s more
    async with admission.background():
        pass
    assert pauses == [pytest.approx(2.0)]  # the step before ran alone: no pause owed


async def test_a_background_pause_is_bounded() -> None:
    pauses: list[float] = []

    async def sleep(seconds: float) -> None:
        pauses.append(seconds)

    clock = Clock()
    pace = BackgroundPace(share=0.01, patience_s=0, longest_pause_s=3)
    admission = Admission(running=2, waiting=2, timeout_s=60, pace=pace, clock=clock, sleep=sleep)
    async with admission.turn(), admission.background():  # a user's link runs throughout
        clock.now += 60
    async with admission.background():
        pass
    assert pauses == [3]


def test_a_key_spends_its_rate_and_earns_it_back() -> None:
    clock = Clock()
    limiter = RateLimiter(per_minute=60, clock=clock)
    limiter.take("k", 60)
    with pytest.raises(RateLimited, match="60 questions a minute") as limited:
        limiter.take("k")
    assert limited.value.retry_after_s == 1
    limiter.take("other")  # keys have their own buckets
    clock.now = 10.0
    limiter.take("k", 10)
    with pytest.raises(RateLimited):
        limiter.take("k")


def test_per_key_rates_override_and_zero_means_unlimited() -> None:
    limiter = RateLimiter(per_minute=60, clock=Clock())
    for _ in range(1000):
        limiter.take("batch", per_minute=0)
    limiter.take("slow", 2, per_minute=2)
    with pytest.raises(RateLimited):
        limiter.take("slow", per_minute=2)
    with pytest.raises(RateLimited, match="3 questions at once exceed"):
        limiter.take("fresh", 3, per_minute=2)


async def test_an_embedding_lane_beside_users_links_pauses_on_its_own_thread() -> None:
    clock, pauses = Clock(), []
    admission = Admission(running=2, waiting=2, timeout_s=60)
    share = BackgroundPace(share=0.25, longest_pause_s=10)
    pace = LanePace(admission, share, clock=clock, sleep=pauses.append)
    with pace.step():
        clock.now += 0.5  # nobody links beside it
    async with admission.turn():  # a user's link runs throughout the next step
        with pace.step():
            clock.now += 0.5
    assert pauses == []  # owed to the lane's next step

    def another_lane() -> None:
        with pace.step():
            pass

    await asyncio.to_thread(another_lane)
    assert pauses == []  # the pause is the lane's that earned it
    with pace.step():
        pass
    assert pauses == [pytest.approx(1.5)]  # 0.5 s of work at a 25 % share: 1.5 s more
