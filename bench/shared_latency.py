"""Link latency for a process that holds its data directory's indexes against one that
reaches them through the holder over loopback (``linking.backends.shared_indexes``): what
``schemalink mcp`` or ``schemalink link`` pays beside a running ``schemalink serve``.

Two linkers on one data directory in one process, as two processes would open it: the first
to call holds the index files, the second finds the lock taken and calls it. Each question is
linked as a new one (answer and embedding caches emptied) by both, interleaved question by
question, so that drift hits both sides alike.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from bench.demo_latency import QUESTIONS, _percentile
from bench.machine import ENGINE_PACKAGES, package_versions, report_header, timed_report
from linking import Linker
from linking.backends import BackendSettings
from linking.catalog import introspect
from service.demo import DEMO_DATASOURCE, build_demo_database, demo_pairs


async def _measure(runs: int) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        db = build_demo_database(root / "retail.sqlite")
        meta = introspect(f"sqlite:///{db}", datasource=DEMO_DATASOURCE).meta
        settings = BackendSettings(data_dir=root / "data")
        holder = Linker.open(settings)
        await holder.index(meta)
        await holder.add_pairs(DEMO_DATASOURCE, demo_pairs())
        caller = Linker.open(settings)  # the directory is held: this one calls the holder
        timings: dict[str, list[float]] = {"holds the directory": [], "through the holder": []}
        for question in QUESTIONS:
            await holder.link(question, meta)
            await caller.link(question, meta)
        for _ in range(runs):
            for question in QUESTIONS:
                for label, linker in zip(timings, (holder, caller), strict=True):
                    linker.forget_questions()
                    started = time.perf_counter()
                    await linker.link(question, meta)
                    timings[label].append((time.perf_counter() - started) * 1000)
        await caller.close()
        await holder.close()
    lines = [
        report_header("Link latency through a shared data directory's holder"),
        f"- demo catalog, {len(QUESTIONS)} new questions × {runs} runs per side, interleaved; "
        "embedded backends, no LLM; both linkers in one process, on one data directory",
        f"- versions: {package_versions(*ENGINE_PACKAGES)}",
        "",
        "| linker | p50 ms | p95 ms |",
        "|---|---|---|",
    ]
    for label, values in timings.items():
        lines.append(
            f"| {label} | {statistics.median(values):.2f} | {_percentile(values, 0.95):.2f} |"
        )
    return "\n".join([*lines, ""])


def run(runs: int, out: Path | None) -> str:
    return timed_report(_measure(runs), out)
