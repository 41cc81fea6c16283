"""Background lanes: work split among threads of lower OS priority, results in order."""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Iterator

import numpy as np
import pytest

from linking.backends import open_embedder
from linking.backends.background import BACKGROUND_NICE, BackgroundLanes
from linking.backends.e5 import encoder
from linking.backends.embedding import OnnxE5Embedder


def _own_nice() -> int:
    return os.getpriority(os.PRIO_PROCESS, threading.get_native_id())


async def test_steps_run_on_the_lanes_each_paced_and_come_back_in_the_items_order() -> None:
    paced: list[str] = []

    class Pace:
        @contextlib.contextmanager
        def step(self) -> Iterator[None]:
            paced.append(threading.current_thread().name)
            yield

    lanes = BackgroundLanes(2, "test-lanes", pace=Pace(), step_items=2)
    steps = await lanes.map(lambda step: [n * 10 for n in step], [1, 2, 3, 4, 5])
    assert steps == [[10, 20], [30, 40], [50]]
    assert len(paced) == 3 and all(name.startswith("test-lanes") for name in paced)
    assert await lanes.map(lambda step: step, []) == [[]]


@pytest.mark.skipif(sys.platform != "linux", reason="a thread's own nice value is Linux's")
async def test_lanes_run_below_the_caller_s_priority_and_leave_the_caller_s_alone() -> None:
    before = _own_nice()
    niceness = await BackgroundLanes(1, "test-nice").map(lambda part: _own_nice(), [1])
    assert niceness == [max(before, BACKGROUND_NICE)] and niceness[0] > 0
    assert _own_nice() == before
    kept = await BackgroundLanes(1, "test-not-nice", nice=0).map(lambda part: _own_nice(), [1])
    assert kept == [before]  # SCHEMALINK_BACKGROUND_NICE=0: the service's own priority


@pytest.mark.skipif(sys.platform != "linux", reason="a thread's own nice value is Linux's")
async def test_a_sync_s_documents_embedded_first_leave_the_model_at_normal_priority(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # ONNX Runtime's threads inherit the priority of the thread that makes the model: made
    # on a lane, the pool that embeds users' questions would run below links too.
    made_at: list[int] = []

    class Model:
        dim = 2

        def __init__(self, **_: object) -> None:
            made_at.append(_own_nice())

        def encode(self, texts: list[str], is_query: bool, *, alone: bool) -> np.ndarray:
            return np.ones((len(texts), 2), np.float32)

    monkeypatch.setattr(encoder, "OnnxE5", Model)
    embedder = OnnxE5Embedder(threads=2)
    assert (await embedder.embed_passages(["a", "b", "c"])).shape == (3, 2)
    assert made_at == [_own_nice()]


def test_the_offline_model_s_lanes_take_the_configured_nice_value() -> None:
    embedder = open_embedder(background_nice=3)  # the model itself loads when first used
    assert isinstance(embedder, OnnxE5Embedder) and embedder._background.nice == 3
