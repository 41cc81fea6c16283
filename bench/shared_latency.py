"""Link latency for a process that holds its data directory's indexes against one that
reaches them through the holder over loopback (``linking.backends.shared_indexes``): what
``schemalink mcp`` or ``schemalink link`` pays beside a running ``schemalink serve``.

Two processes, as in use: a child holds one data directory (it indexed the demo catalog and
then only serves its indexes, as an idle ``schemalink serve`` would), and this process links
through it; this process also holds a second data directory with the same catalog, linked
locally. Each question is linked as a new one (answer and embedding caches emptied) on both
sides, interleaved question by question, so that drift hits both alike. (Measured with both
linkers in one process, the holder's thread competed with the caller for the interpreter's
lock, which two processes never do.) Then single index calls, as a link makes them: a value
search (one index call, as each link makes), through the holder and locally, interleaved call
by call.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import statistics
import tempfile
import time
from multiprocessing.synchronize import Event
from pathlib import Path

from bench.demo_latency import QUESTIONS, _percentile
from bench.machine import ENGINE_PACKAGES, package_versions, report_header, timed_report
from linking import Linker
from linking.backends import BackendSettings
from linking.catalog import Meta, introspect
from service.demo import DEMO_DATASOURCE, build_demo_database, demo_pairs


def _demo_meta(root: Path) -> Meta:
    db = build_demo_database(root / "retail.sqlite")
    return introspect(f"sqlite:///{db}", datasource=DEMO_DATASOURCE).meta


async def _indexed(data_dir: Path, meta: Meta) -> Linker:
    linker = Linker.open(BackendSettings(data_dir=data_dir))
    await linker.index(meta)
    await linker.add_pairs(DEMO_DATASOURCE, demo_pairs())
    return linker


async def _hold(root: Path, ready: Event, stop: Event) -> None:
    linker = await _indexed(root / "held", _demo_meta(root))
    ready.set()
    await asyncio.to_thread(stop.wait)  # the holder serves from a thread of its own
    await linker.close()


def _holder_process(root: Path, ready: Event, stop: Event) -> None:
    asyncio.run(_hold(root, ready, stop))


async def _measure(runs: int) -> str:
    spawn = multiprocessing.get_context("spawn")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        ready, stop = spawn.Event(), spawn.Event()
        holder = spawn.Process(target=_holder_process, args=(root, ready, stop))
        holder.start()
        try:
            if not await asyncio.to_thread(ready.wait, 600):
                raise RuntimeError("the holder process did not index the demo catalog")
            meta = _demo_meta(root / "own")
            own = await _indexed(root / "own", meta)
            caller = Linker.open(BackendSettings(data_dir=root / "held"))
            timings = await _interleaved(runs, own, caller, meta)
            calls = await _calls(runs * 50, own, caller)
            await caller.close()
            await own.close()
        finally:
            stop.set()
            holder.join(60)
    lines = [
        report_header("Link latency through a shared data directory's holder"),
        f"- demo catalog, {len(QUESTIONS)} new questions × {runs} runs per side, interleaved; "
        "embedded backends, no LLM; the holder is a process of its own, idle but for the calls",
        f"- versions: {package_versions(*ENGINE_PACKAGES)}",
        "",
        "| linker | p50 ms | p95 ms |",
        "|---|---|---|",
    ]
    for label, values in timings.items():
        lines.append(
            f"| {label} | {statistics.median(values):.2f} | {_percentile(values, 0.95):.2f} |"
        )
    lines += [
        "",
        f"One index call, {runs * 50} per side, interleaved:",
        "",
        "| call | locally p50 ms | through the holder p50 ms | difference |",
        "|---|---|---|---|",
    ]
    here, there = (statistics.median(kept) for kept in calls)
    lines.append(f"| value search | {here:.3f} | {there:.3f} | +{there - here:.3f} |")
    return "\n".join([*lines, ""])


async def _calls(count: int, own: Linker, caller: Linker) -> tuple[list[float], list[float]]:
    """One value search at a time, locally and through the holder."""
    local: list[float] = []
    held: list[float] = []
    for _ in range(count):
        for linker, kept in ((own, local), (caller, held)):
            started = time.perf_counter()
            await linker.values.search(DEMO_DATASOURCE, ["上海", "revenue"], limit=20)
            kept.append((time.perf_counter() - started) * 1000)
    return local, held


async def _interleaved(
    runs: int, own: Linker, caller: Linker, meta: Meta
) -> dict[str, list[float]]:
    timings: dict[str, list[float]] = {"holds the directory": [], "through the holder": []}
    for question in QUESTIONS:  # warm: model loaded, connections made, lexical index built
        await own.link(question, meta)
        await caller.link(question, meta)
    for _ in range(runs):
        for question in QUESTIONS:
            for label, linker in zip(timings, (own, caller), strict=True):
                linker.forget_questions()
                started = time.perf_counter()
                await linker.link(question, meta)
                timings[label].append((time.perf_counter() - started) * 1000)
    return timings


def run(runs: int, out: Path | None) -> str:
    return timed_report(_measure(runs), out)
