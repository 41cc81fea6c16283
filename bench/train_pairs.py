"""``python -m bench train-pairs``: fit the one-database table model that reads what a
datasource's own training pairs teach of its words (``linking.retrieval.pair_words``).

The data are those of ``python -m bench train-sizing`` (Spider train in both wordings, BIRD
train with and without evidence, the judged warehouses' tune split, one database at a time,
RAG forced), each database's questions halved with a fixed seed: one half indexed as its
approved training pairs, the other half asked. Every asked question's candidates carry the
pair features beside the usual ones; ``alone_pairs`` is fitted on them, and
``completeness_pairs`` on the heads they rank (5 folds by database), both written into the
table model's file. A fifth of the Spider and BIRD databases (those the other trainers
hold out) is held out for the report: CR@k and the sets each completeness target returns,
without and with the pair features, on the very same asked questions. Nothing of a reported
suite is read.
"""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

from bench.machine import report_header
from bench.train_encoder import held_out_databases
from bench.train_sizing import (
    Ranked,
    _cr,
    collect,
    fit_alone,
    fit_completeness,
    report_sizes,
)
from linking.ranking import FEATURES, PAIR_FEATURES, TableModel, TableRanker, load_model

WIDE = FEATURES + PAIR_FEATURES


def _narrow(ranked: list[Ranked]) -> list[Ranked]:
    """The same candidates without the pair features, as a datasource without pairs ranks."""
    return [replace(r, rows=r.rows[:, : len(FEATURES)]) for r in ranked]


def run(data: Path, work: Path, model_path: Path, overrides: dict[str, str]) -> str:
    started = time.perf_counter()
    ranked, graphs = collect(data, work, overrides, with_pairs=True)
    held = held_out_databases(graphs)
    fitting = [r for r in ranked if r.db not in held]
    testing = [r for r in ranked if r.db in held]
    described = (
        "one database at a time, RAG forced, half of each database's questions as its "
        "training pairs and the other half asked: Spider train (both wordings), BIRD train "
        "(with and without evidence), the judged warehouses' tune split"
    )
    shipped = load_model(str(model_path))
    assert shipped.alone is not None and shipped.completeness is not None
    without = fit_alone(fitting, described + ", four fifths", FEATURES)
    with_pairs = fit_alone(fitting, described + ", four fifths", WIDE)
    sized_with_pairs = fit_completeness(fitting, graphs, described, names=WIDE)
    lines = [
        report_header("One database's table model with what its training pairs teach"),
        f"- data: {described}; {len(ranked)} asked questions, "
        f"{len({r.db for r in ranked})} databases",
        f"- held out: {len(held)} databases (a seeded fifth of Spider's and of BIRD's), "
        f"{len(testing)} asked questions",
        "",
        "Held-out databases, CR@k (every table the SQL reads in the top k):",
        "",
        "| ranking | source | CR@1 | CR@3 | CR@5 |",
        "|---|---|---|---|---|",
    ]
    models: tuple[tuple[str, TableModel | None, bool], ...] = (
        ("fused (pairs among the lists)", None, False),
        ("shipped `alone`", shipped.alone, False),
        ("refitted without pair features", without, False),
        ("with pair features", with_pairs, True),
    )
    sizing = (
        ("shipped `alone`, shipped completeness", shipped.alone, shipped.completeness, False),
        ("with pair features, shipped completeness", with_pairs, shipped.completeness, True),
        ("with pair features, completeness refitted with them", with_pairs, sized_with_pairs, True),
    )
    for source in ("spider", "bird"):
        chosen = [r for r in testing if r.source == source]
        for name, model, wide in models:
            rows = chosen if wide else _narrow(chosen)
            cells = " | ".join(f"{_cr(rows, model, k):.2f}" for k in (1, 3, 5))
            lines.append(f"| {name} | {source} | {cells} |")
    for source in ("spider", "bird"):
        chosen = [r for r in testing if r.source == source]
        for name, model, sizer, wide in sizing:
            rows = chosen if wide else _narrow(chosen)
            grid, reliability = report_sizes(rows, model, sizer, graphs)
            lines += [
                "",
                f"Held-out {source} databases, {name}: the smallest head (with its joins) "
                "whose estimate reaches each target",
                "",
                *grid,
                "",
                *reliability,
            ]
    every = described + ", every database"
    alone_pairs = fit_alone(ranked, every, WIDE)
    completeness_pairs = fit_completeness(ranked, graphs, every, names=WIDE)
    updated: TableRanker = replace(
        shipped, alone_pairs=alone_pairs, completeness_pairs=completeness_pairs
    )
    model_path.write_text(updated.to_json() + "\n", "utf-8")
    weights = zip(WIDE, alone_pairs.weights, strict=True)
    lines += [
        "",
        f"Refitted on every database and written to `{model_path}` in "
        f"{(time.perf_counter() - started) / 60:.1f} min.",
        "",
        "| feature | weight |",
        "|---|---|",
        *[f"| {n} | {w:+.3f} |" for n, w in weights if n in PAIR_FEATURES or abs(w) > 0.3],
    ]
    return "\n".join(lines) + "\n"
