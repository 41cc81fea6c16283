"""The shared-directory benchmark runs end to end and reports both sides (not their speed)."""

from __future__ import annotations

import pytest

from bench.shared_latency import run

# Slow: runs the holder as a process of its own.
pytestmark = pytest.mark.slow


def test_the_shared_directory_benchmark_reports_both_linkers(quiet_machine: None) -> None:
    report = run(1, None)
    rows = [line for line in report.splitlines() if line.startswith("| ")]
    assert [r.split(" | ")[0] for r in rows if not r.startswith(("| linker", "| call"))] == [
        "| holds the directory",
        "| through the holder",
        "| value search",
    ]
