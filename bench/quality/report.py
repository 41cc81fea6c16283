"""The Markdown report and its plots for one quality run."""

from __future__ import annotations

import itertools
import statistics
from pathlib import Path
from typing import TYPE_CHECKING

from bench.machine import ENGINE_PACKAGES, bench_embedder, package_versions, report_header
from bench.quality.metrics import RECALL_AT, Outcome, Summary, percentile
from linking.catalog import Meta

if TYPE_CHECKING:
    from bench.quality.options import Options, Problems


def _plots(summaries: dict[str, Summary], ours: list[Outcome], work: Path) -> list[str]:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return []
    recall = work / "recall_at_k.png"
    figure, axis = plt.subplots(figsize=(6, 4))
    for name, summary in summaries.items():
        if summary.recall_at and any(summary.recall_at.values()):
            axis.plot(
                list(RECALL_AT), [summary.recall_at[k] for k in RECALL_AT], marker="o", label=name
            )
    axis.set_xlabel("k (tables in the ranking)")
    axis.set_ylabel("questions with all gold tables in top k (%)")
    axis.grid(alpha=0.3)
    axis.legend()
    figure.tight_layout()
    figure.savefig(recall, dpi=100)
    plt.close(figure)
    latency = work / "latency.png"
    figure, axis = plt.subplots(figsize=(6, 4))
    values = [o.ms for o in ours]
    axis.hist(values, bins=40)
    axis.axvline(percentile(values, 0.5), color="black", linestyle="--", label="p50")
    axis.axvline(percentile(values, 0.95), color="red", linestyle="--", label="p95")
    axis.set_xlabel("link latency per question (ms)")
    axis.set_ylabel("questions")
    axis.legend()
    figure.tight_layout()
    figure.savefig(latency, dpi=100)
    plt.close(figure)
    return [recall.name, latency.name]


def _turn_table(by_turn: dict[str, dict[str, Summary]]) -> list[str]:
    """Multi-turn sets: each engine run by turn position (follow-ups lean on earlier turns)."""
    lines = [
        "By turn position: `schemalink` (and each variant) links each turn with the earlier "
        "turns of its conversation (their questions and the tables it returned for them); "
        "the run named so links every turn alone.",
        "",
        "| run | turn | questions | table SRR | column SRR | Avg.T | Avg.C |",
        "|---|---|---|---|---|---|---|",
    ]
    for run, turns in by_turn.items():
        for turn, s in turns.items():
            lines.append(
                f"| {run} | {turn} | {s.questions} | {s.table_srr:.2f} | {s.column_srr:.2f} | "
                f"{s.avg_tables:.2f} | {s.avg_columns:.2f} |"
            )
    return [*lines, ""]


def _precision_table(summaries: dict[str, Summary]) -> list[str]:
    """What each method hands over beside what it finds: the returned set's precision and
    excess, and complete recall at k of its ranking."""
    lines = [
        "| method | table P | table R | table F1 | excess T | column P | "
        + " | ".join(f"CR@{k}" for k in RECALL_AT)
        + " |",
        "|---|---|---|---|---|---|" + "---|" * len(RECALL_AT),
    ]
    for name, s in summaries.items():
        ranked = " | ".join(
            f"{s.recall_at[k]:.2f}" if name != "full schema" else "—" for k in RECALL_AT
        )
        lines.append(
            f"| {name} | {s.table_precision:.2f} | {s.table_recall:.2f} | {s.table_f1:.2f} | "
            f"{s.excess_tables:.2f} | {s.column_precision:.2f} | {ranked} |"
        )
    return [*lines, ""]


def _published_table(
    published: dict[str, dict[int, float]], summaries: dict[str, Summary]
) -> list[str]:
    """Published systems' CR@k on the same questions and pool (their numbers, as the
    subset file records them), beside this run's."""
    if not published:
        return []
    ks = sorted({k for by_k in published.values() for k in by_k})
    ours = summaries["schemalink"].recall_at
    lines = [
        "Published systems on the same questions and pool (CR@k as recorded in the subset "
        "file; not re-run here), and this run:",
        "",
        "| method | " + " | ".join(f"CR@{k}" for k in ks) + " |",
        "|---|" + "---|" * len(ks),
        "| **schemalink (this run)** | "
        + " | ".join(f"**{ours[k]:.2f}**" if k in ours else "—" for k in ks)
        + " |",
    ]
    for method, by_k in sorted(published.items(), key=lambda item: -item[1].get(5, 0.0)):
        lines.append(
            f"| {method} | " + " | ".join(f"{by_k[k]:.2f}" if k in by_k else "—" for k in ks) + " |"
        )
    return [*lines, ""]


def _overrides(overrides: dict[str, str]) -> str:
    return ", ".join(f"{k}={v}" for k, v in overrides.items())


def write_report(
    options: Options,
    summaries: dict[str, Summary],
    ours: list[Outcome],
    problems: Problems,
    catalogs: dict[str, Meta],
    work: Path,
    by_turn: dict[str, dict[str, Summary]] | None = None,
) -> Path:
    suite = options.suite
    distinct = {id(c): c for c in catalogs.values()}.values()
    tables = sum(c.table_count for c in distinct)
    columns = sum(c.field_count for c in distinct)
    lines = [
        report_header(
            f"Linking quality: {suite.name}"
            + (" (question + evidence)" if options.evidence else "")
            + (" (evidence as a hint)" if options.evidence_hint else "")
            + {
                "declared": "",
                "none": " (no foreign keys)",
                "inferred": " (foreign keys removed, relationships inferred)",
                "synced": "",  # declared and inferred, as a sync reads a datasource
            }[options.foreign_keys]
        ),
        f"- data: `{suite.tables.name}`, {', '.join(f'`{p.name}`' for p in suite.questions)}; "
        f"{'one pooled catalog' if suite.union else 'each question against its own database'}"
        f": {tables} tables, {columns} columns",
        f"- questions: {len(ours)} linked, {problems.skipped} skipped: {problems.unparsable} "
        "whose gold SQL does not parse or reads no table, "
        f"{len(problems.unresolved)} whose gold SQL names what the catalog lacks"
        + (f" ({'; '.join(problems.unresolved[:5])}…)" if problems.unresolved else ""),
        f"- columns a schema lists twice in one table (created once): "
        f"{len(problems.duplicate_columns)}"
        + (
            f" ({', '.join(problems.duplicate_columns[:5])}…)" if problems.duplicate_columns else ""
        ),
        *(
            [
                "- training pairs: half of each database's questions (seeded), "
                + (
                    "indexed as its approved pairs"
                    if options.pairs_half == "retrieval"
                    else "held back, none indexed"
                )
                + "; the other half asked and scored"
            ]
            if options.pairs_half
            else []
        ),
        f"- variants: {', '.join(f'{n} ({_overrides(o)})' for n, o in options.variants.items())}"
        if options.variants
        else "- variants: none",
        "- engine: `LinkerConfig` "
        + (", ".join(f"{k}={v}" for k, v in options.overrides.items()) or "defaults")
        + f", embedded backends, no LLM, embedding model {bench_embedder().name}; "
        f"{package_versions(*ENGINE_PACKAGES, 'rjieba', 'sqlglot')}",
        "",
        "| method | table SRR | column SRR | NSR | Avg.T | Avg.C | p50 ms | p95 ms |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name, s in summaries.items():
        # Variants link with the question vectors already cached: their times are not a link's.
        timing = f"{s.p50_ms:.1f} | {s.p95_ms:.1f}" if name == "schemalink" else "— | —"
        lines.append(
            f"| {name} | {s.table_srr:.2f} | {s.column_srr:.2f} | {s.nsr:.2f} | "
            f"{s.avg_tables:.2f} | {s.avg_columns:.2f} | {timing} |"
        )
    lines += ["", *_precision_table(summaries), *_published_table(suite.published(), summaries)]
    engine = summaries["schemalink"]
    lines += [
        "Baselines return every column of their top 5 tables. P, R and F1 are the returned "
        "set's, per question, averaged; excess T: returned tables the gold SQL does not read; "
        "CR@k reads each method's ranking before selection (the engine's: its table model's, "
        "or fused scores for a variant that turns the model off): all gold tables in the top k.",
        "",
        "Modes chosen: " + ", ".join(f"{m} {n}" for m, n in sorted(engine.modes.items())),
        "",
        "| mode | questions | Avg.T | Avg.C | column SRR |",
        "|---|---|---|---|---|",
        *[
            f"| {mode} | {n} | {tables:.2f} | {columns:.2f} | {srr:.2f} |"
            for mode, (n, tables, columns, srr) in engine.by_mode.items()
        ],
        "",
        f"Answers saying `partial` (a word of the question matches nothing; every question "
        f"here has gold SQL over this catalog, so each is a false alarm): {engine.partial:.2f} %; "
        f"{engine.partial_when_complete:.2f} % of the answers holding every table the SQL reads, "
        f"{engine.partial_when_incomplete:.2f} % of those missing one"
        + (
            "; the words: "
            + ", ".join(
                f"{w} ×{n}" if n > 1 else w
                for w, n in sorted(engine.unmatched_words.items(), key=lambda x: -x[1])[:30]
            )
            if engine.unmatched_words
            else ""
        ),
        "",
        f"Values the answers say the question names: {engine.named_values:.2f} a question, "
        f"{engine.named_on_gold:.2f} % of them in a column the SQL reads.",
        "",
        "Column SRR by the kind of table the gold columns are in (questions judged, SRR): "
        + ", ".join(f"{kind} {n}, {srr:.2f}" for kind, (n, srr) in engine.by_kind.items())
        + f". Gold columns missed in returned tables: {engine.missed_columns}, of which label "
        f"columns {engine.label_miss_share:.1f} %.",
        "",
        "Questions whose gold tables were not all returned, by cause:",
        "",
        "| cause | questions |",
        "|---|---|",
        *[f"| {cause} | {n} |" for cause, n in sorted(engine.misses.items(), key=lambda x: -x[1])],
        "",
    ]
    lines += _reliability(ours)
    if by_turn:
        lines += _turn_table(by_turn)
    for plot in _plots(summaries, ours, work):
        lines.append(f"![{plot}]({plot})")
    path = work / "report.md"
    path.write_text("\n".join(lines) + "\n", "utf-8")
    return path


RELIABILITY_BINS = (0.0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0001)


def _reliability(outcomes: list[Outcome]) -> list[str]:
    """The answers' completeness estimates against how often their tables were complete."""
    estimated = [o for o in outcomes if o.completeness is not None]
    if not estimated:
        return []
    lines = [
        "Reliability of the answers' `completeness` (the estimated chance that the tables hold "
        "every table the SQL reads) against the tables complete:",
        "",
        "| estimated | answers | mean estimate | observed complete |",
        "|---|---|---|---|",
    ]
    for low, high in itertools.pairwise(RELIABILITY_BINS):
        inside = [o for o in estimated if low <= (o.completeness or 0.0) < high]
        if inside:
            mean = statistics.mean(o.completeness or 0.0 for o in inside)
            observed = statistics.mean(float(o.table_ok) for o in inside)
            lines.append(
                f"| {low:.2f}–{min(high, 1):.2f} | {len(inside)} | {mean:.3f} | {observed:.3f} |"
            )
    return [*lines, ""]
