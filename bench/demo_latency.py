"""Link latency on the demo database: embedded backends, no LLM, in-process.

Each question is linked once to warm the caches the service also keeps warm (model loaded,
lexical index built), then every question is linked ``--runs`` times in turn. Before each of
those links the linker forgets every question (answer and embedding caches), so each link
costs what a new question costs; a last line shows the same questions asked again, answered
from the link cache.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from bench.machine import (
    ENGINE_PACKAGES,
    bench_embedder,
    package_versions,
    report_header,
    timed_report,
)
from linking import Linker
from linking.backends import CachedEmbedder, EdgeVectorIndex, TantivyValueIndex
from linking.catalog import introspect
from service.demo import DEMO_DATASOURCE, build_demo_database, demo_pairs

QUESTIONS = [
    "上个月销售额最高的产品是什么？",
    "华东大区有几家旗舰店？",
    "金卡会员最常用哪种支付方式？",
    "Which stores sold the most iPhone 15 Pro during 双十一大促?",
    "每个员工处理了多少订单",
    "List products whose stock is below 10 units",
]


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def _measure(runs: int) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        db = build_demo_database(root / "retail.sqlite")
        meta = introspect(f"sqlite:///{db}", datasource=DEMO_DATASOURCE).meta
        embedder = CachedEmbedder(bench_embedder())
        linker = Linker(
            embedder=embedder,
            vectors=EdgeVectorIndex(root / "vectors"),
            values=TantivyValueIndex(root / "values"),
        )
        started = time.perf_counter()
        await linker.index(meta)
        await linker.add_pairs(DEMO_DATASOURCE, demo_pairs())
        index_s = time.perf_counter() - started
        for question in QUESTIONS:
            await linker.link(question, meta)
        cold: dict[str, list[float]] = {}
        warm: list[float] = []
        for _ in range(runs):
            for question in QUESTIONS:
                linker.forget_questions()
                context = await linker.link(question, meta)
                for stage, ms in context.diagnostics.timings_ms.items():
                    cold.setdefault(stage, []).append(ms)
        for question in QUESTIONS:  # refills the cache the runs above emptied
            await linker.link(question, meta)
        for _ in range(runs):
            for question in QUESTIONS:
                context = await linker.link(question, meta)
                warm.append(context.diagnostics.timings_ms["total"])
        await linker.close()
    lines = [
        report_header("Link latency on the demo database"),
        f"- catalog: {meta.table_count} tables, {meta.field_count} columns; "
        f"{len(QUESTIONS)} questions × {runs} runs; indexing took {index_s:.1f} s",
        f"- versions: {package_versions(*ENGINE_PACKAGES, 'rjieba')}",
        "",
        "Every question new (the linker's answer and embedding caches emptied before each):",
        "",
        "| stage | p50 ms | p95 ms |",
        "|---|---|---|",
    ]
    for stage, values in cold.items():
        lines.append(
            f"| {stage} | {statistics.median(values):.1f} | {_percentile(values, 0.95):.1f} |"
        )
    lines += [
        "",
        f"Repeated questions (answered from the link cache): total p50 "
        f"{statistics.median(warm):.2f} ms, p95 {_percentile(warm, 0.95):.2f} ms.",
        "",
    ]
    return "\n".join(lines)


def run(runs: int, out: Path | None) -> str:
    return timed_report(_measure(runs), out)
