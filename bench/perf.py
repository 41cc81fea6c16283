"""Performance at catalog scale: a seeded synthetic warehouse, synced and linked in-process.

``python -m bench perf --tables N`` generates an SQLite warehouse of N tables (20 columns
each, 8 of them text with up to 64 distinct values sampled, so 2,000 tables give 40,000
columns and about 1,000,000 sampled values), then measures with the embedded backends, no
LLM and an empty embedding store:

- introspection with value sampling;
- phase 1 of indexing (values): time until linkable, columns/s and values/s over both;
- the values users name, read from the database: time until the value index is complete;
- link latency while phase 2 (embedding column and table documents) runs, and phase 2's time;
- link latency once phase 2 is done, and where it goes, stage by stage;
- peak RSS of the process and the size of the indexes on disk.

``--no-embed`` stops after phase 1 and links with the dense retriever pending (for catalogs
whose phase 2 would take hours). Names mix English identifiers with Chinese comments, values
mix Chinese and English, like the catalogs schemalink is for. Questions are made from the
catalog's own comments and values.
"""

from __future__ import annotations

import asyncio
import random
import resource
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.machine import (
    ENGINE_PACKAGES,
    bench_embedder,
    load_average,
    package_versions,
    report_header,
    settle,
)
from bench.quality.metrics import percentile
from bench.quality.options import configured
from linking import Linker, LinkerConfig
from linking.backends import CachedEmbedder, EdgeVectorIndex, EmbeddingStore, TantivyValueIndex
from linking.catalog import SampleSettings, ValueReader, ValueSettings, introspect

DOMAINS = [
    ("sales", "销售"),
    ("hr", "人事"),
    ("finance", "财务"),
    ("logistics", "物流"),
    ("marketing", "营销"),
    ("inventory", "库存"),
    ("crm", "客户关系"),
    ("production", "生产"),
    ("procurement", "采购"),
    ("service", "客服"),
]
ENTITIES = [
    ("order", "订单"),
    ("customer", "客户"),
    ("invoice", "发票"),
    ("shipment", "运单"),
    ("employee", "员工"),
    ("product", "商品"),
    ("supplier", "供应商"),
    ("contract", "合同"),
    ("campaign", "活动"),
    ("warehouse", "仓库"),
    ("payment", "付款"),
    ("ticket", "工单"),
    ("budget", "预算"),
    ("asset", "资产"),
    ("store", "门店"),
    ("route", "线路"),
]
NUMERIC = [
    ("amount", "金额"),
    ("quantity", "数量"),
    ("price", "单价"),
    ("score", "评分"),
    ("discount", "折扣"),
    ("cost", "成本"),
    ("weight", "重量"),
    ("duration", "时长"),
    ("created_at", "创建时间"),
    ("updated_at", "更新时间"),
    ("due_date", "到期日"),
    ("year", "年份"),
]
TEXT = [
    ("status", "状态"),
    ("city", "城市"),
    ("region", "区域"),
    ("category", "类别"),
    ("channel", "渠道"),
    ("level", "等级"),
    ("owner_name", "负责人"),
    ("remark", "备注"),
    ("brand", "品牌"),
    ("department", "部门"),
    ("type", "类型"),
    ("source", "来源"),
]
POOLS = {
    "status": ["已完成", "待支付", "已取消", "处理中", "Closed", "Open", "Pending", "已审核"],
    "city": ["上海", "北京", "广州", "深圳", "杭州", "成都", "New York", "London", "Tokyo"],
    "region": ["华东", "华南", "华北", "华中", "西南", "西北", "东北", "APAC", "EMEA"],
    "channel": ["线上", "门店", "小程序", "电话", "Partner", "Direct", "Marketplace"],
    "level": ["普通", "银卡", "金卡", "钻石", "Gold", "Silver", "Platinum"],
}
SYLLABLES = list("安百宝北晨达东方丰富光海和华佳金锦康乐利隆美明南鹏平瑞盛顺泰天通万鑫新兴阳永正中")
LATIN = ["alpha", "nova", "prime", "smart", "green", "blue", "star", "delta", "pro", "max"]


def _value(rng: random.Random, column: str) -> str:
    if column in POOLS and rng.random() < 0.6:
        return rng.choice(POOLS[column])
    if rng.random() < 0.5:
        return "".join(rng.choices(SYLLABLES, k=rng.randint(2, 4))) + rng.choice(
            ["公司", "集团", "店", "部", "中心", "项目", ""]
        )
    return f"{rng.choice(LATIN).title()} {rng.choice(LATIN).title()} {rng.randint(1, 999)}"


def generate(path: Path, tables: int, seed: int = 42) -> Path:
    """Write the synthetic warehouse to ``path``; the same seed gives the same catalog."""
    rng = random.Random(seed)
    path.unlink(missing_ok=True)
    db = sqlite3.connect(path)
    for number in range(tables):
        domain, domain_zh = DOMAINS[number % len(DOMAINS)]
        entity, entity_zh = ENTITIES[(number // len(DOMAINS)) % len(ENTITIES)]
        name = f"{domain}_{entity}_{number:05d}"
        text_columns = rng.sample(TEXT, 8)
        numeric_columns = rng.sample(NUMERIC, 11)
        lines = [
            f"CREATE TABLE {name} ( -- {domain_zh}{entity_zh}表 {number}",
            f"  id INTEGER PRIMARY KEY, -- {entity_zh}ID",
        ]
        lines += [f"  {c} TEXT, -- {entity_zh}{zh}" for c, zh in text_columns]
        lines += [f"  {c} NUMERIC, -- {entity_zh}{zh}" for c, zh in numeric_columns[:-1]]
        c, zh = numeric_columns[-1]
        lines.append(f"  {c} NUMERIC -- {entity_zh}{zh}")
        db.execute("\n".join([*lines, ")"]))
        rows = [
            (
                i,
                *[_value(rng, c) for c, _ in text_columns],
                *[rng.randint(1, 10_000) for _ in numeric_columns],
            )
            for i in range(100)
        ]
        marks = ", ".join("?" * 20)
        db.executemany(f"INSERT INTO {name} VALUES ({marks})", rows)
    db.commit()
    db.close()
    return path


def _questions(meta: Any, count: int, seed: int = 7) -> list[str]:
    """``count`` different questions (fewer if the catalog cannot make so many): each one is
    new to the linker, whose caches would make a repeated one cheaper."""
    rng = random.Random(seed)
    tables = [t for _, t in meta.tables()]
    questions: dict[str, None] = {}
    for _ in range(count * 20):
        if len(questions) == count:
            break
        table = rng.choice(tables)
        text = [f for f in table.fields if f.sample_values]
        numeric = [f for f in table.fields if not f.sample_values and not f.primary_key]
        pick, measure = rng.choice(text), rng.choice(numeric)
        value = rng.choice(pick.sample_values)
        subject = table.description.split()[0]
        measure_words = measure.name.replace("_", " ")
        question = rng.choice(
            [
                f"{value}的{measure.description}合计是多少？",
                f"按{pick.description}统计{subject}的{measure.description}",
                f"What is the total {measure_words} where {pick.name} is {value}?",
            ]
        )
        questions[question] = None
    return list(questions)


def _directory_mb(path: Path) -> float:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) / 2**20


async def _latencies(linker: Linker, meta: Any, questions: list[str]) -> list[Any]:
    """The diagnostics' timings of each question, linked one after the other."""
    timings = []
    for question in questions:
        context = await linker.link(question, meta)
        timings.append(context.diagnostics.timings_ms)
    return timings


def _percentiles(timings: list[dict[str, float]], prefix: str) -> dict[str, float]:
    totals = [t["total"] for t in timings]
    if not totals:
        return {}
    return {
        f"{prefix}p50_ms": statistics.median(totals),
        f"{prefix}p95_ms": percentile(totals, 0.95),
        f"{prefix}p99_ms": percentile(totals, 0.99),
        f"{prefix}questions": len(totals),
    }


async def _while_embedding(
    linker: Linker, meta: Any, questions: list[str]
) -> tuple[float, list[dict[str, float]]]:
    """Phase 2 in the background and questions linked meanwhile: its time, their timings."""
    started = time.perf_counter()
    embedding = asyncio.create_task(linker.embed(meta))
    timings = []
    for question in questions:
        if embedding.done():
            break
        timings.append((await linker.link(question, meta)).diagnostics.timings_ms)
    await embedding
    return time.perf_counter() - started, timings


async def _measure(
    tables: int, questions: int, embed: bool, config: LinkerConfig, quiet: Callable[[], str]
) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        started = time.perf_counter()
        db = generate(root / "warehouse.sqlite", tables)
        generated_s = time.perf_counter() - started
        load = quiet()
        started = time.perf_counter()
        sample = SampleSettings(per_column=64)
        meta = introspect(f"sqlite:///{db}", datasource="warehouse", sample=sample).meta
        introspect_s = time.perf_counter() - started
        values = sum(len(f.sample_values) for _, t in meta.tables() for f in t.fields)
        embedder = CachedEmbedder(
            bench_embedder(), store=EmbeddingStore(root / "index" / "embeddings.sqlite3")
        )
        linker = Linker(
            embedder=embedder,
            vectors=EdgeVectorIndex(root / "index" / "vectors"),
            values=TantivyValueIndex(root / "index" / "values"),
            config=config,
        )
        started = time.perf_counter()
        await linker.make_linkable(meta)
        linkable_s = time.perf_counter() - started
        asked = _questions(meta, 2 * questions + 1)
        started = time.perf_counter()
        with ValueReader(f"sqlite:///{db}", ValueSettings()) as reader:
            named = await linker.refresh_named_values(meta, reader.read_table)
        named_s = time.perf_counter() - started
        await linker.link(asked[0], meta)  # builds the lexical index, as a warm service has
        during, after = asked[1 : questions + 1], asked[questions + 1 :]
        result: dict[str, Any] = {
            "load_average": load,
            "tables": meta.table_count,
            "columns": meta.field_count,
            "values": values,
            "generate_s": generated_s,
            "introspect_s": introspect_s,
            "values_s": linkable_s,
            "linkable_s": introspect_s + linkable_s,
            "columns_per_s": meta.field_count / (introspect_s + linkable_s),
            "values_per_s": values / (introspect_s + linkable_s),
            "named_values_s": named_s,
            "named_columns_read": named.columns_read,
            "named_columns_skipped": named.columns_skipped,
            "named_values_read": named.values_read,
            "named_values_added": named.values_added,
            "values_complete_s": introspect_s + linkable_s + named_s,
        }
        if embed:
            embed_s, timings = await _while_embedding(linker, meta, during)
            result |= {"embed_s": embed_s, **_percentiles(timings, "during_embed_")}
            result["documents_embedded"] = embedder.passages_embedded
            result["documents_reused"] = embedder.passages_reused
            result["load_average_after_embed"] = quiet()
        timings = await _latencies(linker, meta, after)
        result |= _percentiles(timings, "")
        stages = sorted({name for t in timings for name in t})
        result["stages_ms"] = {
            name: statistics.median(t.get(name, 0.0) for t in timings) for name in stages
        }
        await linker.close()
        result["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        result["index_mb"] = _directory_mb(root / "index")
        return result


def run(
    tables: int,
    questions: int,
    out: Path | None,
    *,
    embed: bool = True,
    overrides: dict[str, str] | None = None,
    settled: bool = True,
) -> dict[str, Any]:
    """Measure and report; ``settled=False`` skips waiting for a quiet machine (a smoke
    test's numbers are not results)."""
    header = report_header(f"Performance at {tables} tables")  # the load before any work
    config = configured(overrides or {})
    result = asyncio.run(
        _measure(tables, questions, embed, config, settle if settled else load_average)
    )
    rows = [
        f"| catalog | {result['tables']:,} tables, {result['columns']:,} columns, "
        f"{result['values']:,} sampled values |",
        f"| introspection (value sampling) | {result['introspect_s']:.1f} s |",
        f"| phase 1: values indexed | {result['values_s']:.1f} s |",
        f"| **time until linkable** (introspection + phase 1) | {result['linkable_s']:.1f} s: "
        f"{result['columns_per_s']:,.0f} columns/s, {result['values_per_s']:,.0f} values/s |",
        f"| named values read from the database | {result['named_values_s']:.1f} s: "
        f"{result['named_columns_read']:,} columns read ({result['named_columns_skipped']:,} "
        f"not nameable), {result['named_values_read']:,} values, "
        f"{result['named_values_added']:,} added beside the examples |",
        f"| **time until the value index is complete** | {result['values_complete_s']:.1f} s |",
    ]
    if embed:
        rows += [
            f"| phase 2: column and table documents embedded | {result['embed_s']:.1f} s "
            f"({result['documents_embedded']:,} embedded, {result['documents_reused']:,} "
            "repeated or stored) |",
            f"| link latency while phase 2 runs ({result.get('during_embed_questions', 0)} "
            f"questions) | p50 {result.get('during_embed_p50_ms', 0):.1f} ms, "
            f"p95 {result.get('during_embed_p95_ms', 0):.1f} ms |",
        ]
    state = "after phase 2" if embed else "dense retriever pending (no phase 2)"
    rows += [
        f"| link latency {state} ({result['questions']} questions, load average before: "
        f"{result.get('load_average_after_embed', result['load_average'])}) | "
        f"p50 {result['p50_ms']:.1f} ms, p95 {result['p95_ms']:.1f} ms, "
        f"p99 {result['p99_ms']:.1f} ms |",
        "| median per stage | "
        + ", ".join(f"{name} {ms:.1f}" for name, ms in result["stages_ms"].items())
        + " (ms) |",
        f"| peak RSS | {result['peak_rss_mb']:.0f} MB |",
        f"| index size on disk | {result['index_mb']:.0f} MB |",
    ]
    report = "\n".join(
        [
            header,
            f"- versions: {package_versions(*ENGINE_PACKAGES)}"
            f"; embedding model {bench_embedder().name}",
            "- configuration: defaults"
            + "".join(f", {name}={value}" for name, value in (overrides or {}).items()),
            "- embedded backends, no LLM, in-process, empty embedding store; timings start "
            f"once the load average is below 0.7 (it was {result['load_average']})",
            "",
            "| measure | value |",
            "|---|---|",
            *rows,
            "",
        ]
    )
    print(report)
    if out is not None:
        out.write_text(report, "utf-8")
    return result
