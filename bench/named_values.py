"""``python -m bench named-values``: do the values users name reach the column that holds them?

A seeded SQLite warehouse holds four columns a user names things by, of 10, 1,000, 100,000
and 1,000,000 distinct values (``--scale small``: 10, 100, 1,000, 10,000), each value's
number of rows drawn from a Zipf law, as real catalogs hold city, store, product and customer
names. It is synced through the normal path (introspection, linkable with the examples, the
named values read from the database, the embeddings; the embedded backends, no LLM;
``--examples-only`` stops before the named values, as schemalink did before them). Then
questions name values drawn two ways from each column:
uniformly over its distinct values (the whole distribution, what a user may name) and from
its most frequent tenth (the head, less the values tied with the tenth's last one). A
question counts as found when the answer carries a
value hit on the column that holds the value; the report gives that recall per column and
draw, the table and column SRR of the same questions, how many distinct values of each column
the value index holds, the time until linkable and until the value index is complete, the
index size, the peak RSS and the link latency.
"""

from __future__ import annotations

import asyncio
import random
import resource
import sqlite3
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.machine import bench_embedder, report_header
from linking import Linker, LinkerConfig
from linking.backends import CachedEmbedder, EdgeVectorIndex, TantivyValueIndex
from linking.catalog import FieldRef, ValueReader, ValueSettings, introspect

SURNAMES = list("王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕")
GIVEN = list("伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建文辉力宁斌浩宇鹏飞琳晨")
CITIES = ["上海", "北京", "深圳", "广州", "杭州", "成都", "重庆", "武汉", "南京", "西安"]
STREETS = [
    "南京路",
    "王府井",
    "解放碑",
    "天河城",
    "西湖",
    "春熙路",
    "国贸",
    "光谷",
    "新街口",
    "钟楼",
]
BRANDS = ["华为", "小米", "OPPO", "vivo", "荣耀", "Apple", "Samsung", "联想", "Sony", "大疆"]
SERIES = ["Mate", "Pro", "Nova", "Note", "Pad", "Air", "Max", "Ultra", "Lite", "Neo"]


@dataclass(frozen=True)
class Column:
    """One column users name things by: where it is, how many distinct values it holds, and
    how a question names one of them."""

    table: str
    column: str
    comment: str
    distinct: int
    template: str


def columns(scale: str) -> list[Column]:
    sizes = (10, 1_000, 100_000, 1_000_000) if scale == "full" else (10, 100, 1_000, 10_000)
    return [
        Column("cities", "city_name", "城市名称", sizes[0], "{v}有几家门店？"),
        Column("stores", "store_name", "门店名称", sizes[1], "{v}这个月的销售额是多少？"),
        Column("products", "product_name", "商品名称", sizes[2], "{v}现在卖多少钱？"),
        Column("customers", "customer_name", "客户姓名", sizes[3], "客户{v}的会员等级是什么？"),
    ]


def value_of(column: Column, number: int) -> str:
    """The ``number``-th distinct value of ``column``: the same for the same number."""
    if column.table == "cities":
        return CITIES[number % len(CITIES)] if number < len(CITIES) else f"城市{number}"
    if column.table == "stores":
        city, street = CITIES[number % 10], STREETS[(number // 10) % 10]
        return f"{city}{street}{number // 100 + 1}号店"
    if column.table == "products":
        brand, series = BRANDS[number % 10], SERIES[(number // 10) % 10]
        return f"{brand} {series} {number // 100 + 1}"
    # A surname and two given characters make 64,000 names; past them, three (欧阳娜娜).
    surname, rest = number % len(SURNAMES), number // len(SURNAMES)
    given = ""
    for _ in range(2 if rest < len(GIVEN) ** 2 else 3):
        given += GIVEN[rest % len(GIVEN)]
        rest //= len(GIVEN)
    return SURNAMES[surname] + given


def _zipf_rows(distinct: int, rng: random.Random) -> list[int]:
    """Every distinct value at least once, plus as many rows again drawn by a Zipf law
    (s = 1): a long tail of values seen once or twice under a head seen thousands of times."""
    weights = [1 / (rank + 1) for rank in range(distinct)]
    extra = rng.choices(range(distinct), weights=weights, k=distinct)
    rows = list(range(distinct)) + extra
    rng.shuffle(rows)
    return rows


@dataclass(frozen=True)
class Ranked:
    """A column's values by frequency, most frequent first, and how many rows each has."""

    numbers: list[int]
    rows: dict[int, int]

    def head(self) -> list[int]:
        """The most frequent tenth, without the values as frequent as its last one: which of
        equally frequent values are "the most frequent" is the database's choice."""
        tenth = self.numbers[: max(1, len(self.numbers) // 10)]
        if len(tenth) == len(self.numbers):
            return tenth
        boundary = self.rows[self.numbers[len(tenth)]]
        return [n for n in tenth if self.rows[n] > boundary] or tenth[:1]


def generate(path: Path, scale: str, seed: int = 23) -> dict[str, Ranked]:
    """Write the warehouse; return each column's values by frequency."""
    rng = random.Random(seed)
    path.unlink(missing_ok=True)
    db = sqlite3.connect(path)
    by_frequency: dict[str, Ranked] = {}
    for column in columns(scale):
        db.execute(
            f"CREATE TABLE {column.table} ( -- {column.comment}表\n"
            f"  id INTEGER PRIMARY KEY, -- 编号\n"
            f"  {column.column} TEXT, -- {column.comment}\n"
            f"  amount NUMERIC -- 金额\n)"
        )
        rows = _zipf_rows(column.distinct, rng)
        db.executemany(
            f"INSERT INTO {column.table} VALUES (?, ?, ?)",
            ((i, value_of(column, n), rng.randint(1, 10_000)) for i, n in enumerate(rows)),
        )
        counts: dict[int, int] = {}
        for n in rows:
            counts[n] = counts.get(n, 0) + 1
        ranked = sorted(counts, key=lambda n: (-counts[n], n))
        by_frequency[column.table] = Ranked(ranked, counts)
    db.commit()
    db.close()
    return by_frequency


@dataclass(frozen=True)
class Asked:
    column: Column
    draw: str  # "uniform" or "head"
    value: str
    question: str


def questions(
    scale: str, by_frequency: dict[str, Ranked], per_draw: int, seed: int = 5
) -> list[Asked]:
    rng = random.Random(seed)
    asked = []
    for column in columns(scale):
        ranked = by_frequency[column.table]
        for draw, pool in (("uniform", ranked.numbers), ("head", ranked.head())):
            for number in rng.sample(pool, min(per_draw, len(pool))):
                value = value_of(column, number)
                asked.append(Asked(column, draw, value, column.template.format(v=value)))
    return asked


@dataclass(frozen=True)
class Found:
    value_hit: bool  # a value hit on the column that holds the value
    table: bool  # the column's table returned
    column: bool  # the column returned
    seconds: float


def _found(context: Any, column: Column, value: str, seconds: float) -> Found:
    table = next((t for t in context.tables if t.name == column.table), None)
    field = next((f for f in table.fields if f.name == column.column), None) if table else None
    hit = field is not None and value in field.matched_values
    return Found(hit, table is not None, field is not None, seconds)


async def _measure(scale: str, per_draw: int, work: Path, named: bool) -> dict[str, Any]:
    database = work / "named-values.sqlite"
    started = time.perf_counter()
    by_frequency = generate(database, scale)
    generated_s = time.perf_counter() - started
    linker = Linker(
        embedder=CachedEmbedder(bench_embedder()),
        vectors=EdgeVectorIndex(work / "vectors"),
        values=TantivyValueIndex(work / "values"),
        config=LinkerConfig(),
    )
    url = f"sqlite:///{database}"
    started = time.perf_counter()
    meta = introspect(url, datasource="named").meta
    await linker.make_linkable(meta)
    linkable_s = time.perf_counter() - started
    complete_s = linkable_s
    if named:
        with ValueReader(url, ValueSettings()) as reader:
            await linker.refresh_named_values(meta, reader.read_table)
        complete_s = time.perf_counter() - started
    await linker.embed(meta)
    held = await linker.values.indexed_values("named", meta.table_refs())
    indexed = {
        c.table: len(held.get(FieldRef("main", c.table, c.column), ())) for c in columns(scale)
    }
    results: dict[tuple[str, str], list[Found]] = {}
    for item in questions(scale, by_frequency, per_draw):
        asked = time.perf_counter()
        context = await linker.link(item.question, meta)
        found = _found(context, item.column, item.value, time.perf_counter() - asked)
        results.setdefault((item.column.table, item.draw), []).append(found)
    await linker.close()
    return {
        "generated_s": generated_s,
        "linkable_s": linkable_s,
        "complete_s": complete_s,
        "indexed": indexed,
        "results": results,
        "index_mb": sum(p.stat().st_size for p in (work / "values").rglob("*") if p.is_file())
        / 2**20,
        "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def run(scale: str, per_draw: int, out: Path | None, *, named: bool = True) -> dict[str, Any]:
    header = report_header("Named values: the values users name, found on their column")
    with tempfile.TemporaryDirectory(prefix="named-values-") as work:
        result = asyncio.run(_measure(scale, per_draw, Path(work), named))
    every = [f for found in result["results"].values() for f in found]
    latency = sorted(f.seconds * 1000 for f in every)
    lines = [
        header,
        f"- warehouse: four columns of Zipf-distributed values ({scale} scale), generated in "
        f"{result['generated_s']:.1f} s; {per_draw} questions per column and draw",
        "- value index: "
        + ("the named values" if named else "the examples only (`--examples-only`)"),
        f"- time until linkable (introspection + examples indexed): {result['linkable_s']:.1f} "
        f"s; until the value index is complete: {result['complete_s']:.1f} s; value index on "
        f"disk {result['index_mb']:.1f} MB; peak RSS {result['peak_rss_mb']:.0f} MB",
        f"- link latency over the {len(every)} questions: p50 {_quantile(latency, 0.5):.1f} ms, "
        f"p95 {_quantile(latency, 0.95):.1f} ms",
        "",
        "| column | distinct values | values in the index | value-hit recall, uniform draw "
        "| value-hit recall, head draw | table SRR, uniform | column SRR, uniform |",
        "|---|---|---|---|---|---|---|",
    ]
    summary: dict[str, dict[str, float]] = {}
    for column in columns(scale):
        uniform = result["results"].get((column.table, "uniform"), [])
        head = result["results"].get((column.table, "head"), [])
        row = {
            "distinct": column.distinct,
            "indexed": result["indexed"][column.table],
            "uniform_recall": _share([f.value_hit for f in uniform]),
            "head_recall": _share([f.value_hit for f in head]),
            "uniform_table_srr": _share([f.table for f in uniform]),
            "uniform_column_srr": _share([f.column for f in uniform]),
        }
        summary[f"{column.table}.{column.column}"] = row
        lines.append(
            f"| {column.table}.{column.column} | {column.distinct:,} | {row['indexed']:,} | "
            f"{row['uniform_recall']:.1f} % | {row['head_recall']:.1f} % | "
            f"{row['uniform_table_srr']:.1f} % | {row['uniform_column_srr']:.1f} % |"
        )
    report = "\n".join(lines) + "\n"
    if out is not None:
        out.write_text(report, "utf-8")
    print(report)
    return {
        "columns": summary,
        "linkable_s": result["linkable_s"],
        "complete_s": result["complete_s"],
    }


def _quantile(ordered: list[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def _share(flags: list[bool]) -> float:
    return 100 * sum(flags) / len(flags) if flags else 0.0
