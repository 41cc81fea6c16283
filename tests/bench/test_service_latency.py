"""The service benchmark runs end to end and reports both measurements (not their speed)."""

from __future__ import annotations

from bench.service_latency import run


def test_the_service_benchmark_reports_request_and_engine_time(quiet_machine: None) -> None:
    report = run(1, None)
    rows = [line for line in report.splitlines() if line.startswith("| ")]
    assert [r.split(" | ")[0] for r in rows[1:]] == [
        "| new question: whole request",
        "| new question: Linker.link inside it",
        "| repeated question: whole request",
        "| repeated question: Linker.link inside it",
    ]
