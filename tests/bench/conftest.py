from __future__ import annotations

import pytest

import bench.machine


@pytest.fixture
def quiet_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    """A timing benchmark run for its report, not its speed, does not wait for the load
    average to fall (``bench.machine.settle`` sleeps up to five minutes for it)."""
    monkeypatch.setattr(bench.machine, "settle", bench.machine.load_average)
