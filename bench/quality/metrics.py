"""Per-question outcomes and their summary (percentages 0–100).

- table SRR: share of questions whose gold tables are all returned;
- column SRR: share of questions whose gold columns are all returned;
- NSR: share of all gold columns (pooled over questions) that are returned;
- Avg.T / Avg.C: tables / columns returned per question;
- table precision / recall / F1: per question, of the returned tables (gold returned over
  returned / over gold, and their harmonic mean), averaged over questions;
- excess tables: returned tables the gold SQL does not read, per question;
- column precision: per question, gold columns returned over columns returned, averaged;
- CR@k (complete recall at k): share of questions whose gold tables are all in the
  ranking's top k (the rule of ``spider/union_658.json``'s published rows);
- column SRR by table kind: over questions with a gold table returned as *picked* (chosen for
  the question) or *join-only* (added to join the picked ones), the share whose gold columns
  of those tables are all returned;
- label share of misses: of the gold columns missed in returned tables, the share that are
  label columns (``linking.catalog.labels``: ``name``, ``title``, ``姓名``…).

In a union catalog a returned table counts only if it is from the question's own database
(its schema is the db_id); tables from elsewhere still count in Avg.T and Avg.C.
"""

from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import KW_ONLY, dataclass, field
from typing import Any

from linking.catalog import FieldRef, TableRef

RECALL_AT = (1, 3, 5, 10, 15)


@dataclass
class Outcome:
    gold_tables: set[TableRef]
    gold_fields: set[FieldRef]
    tables: set[TableRef]
    fields: set[FieldRef]
    ranking: list[TableRef]
    mode: str = ""
    ms: float = 0.0
    miss: str = ""
    _: KW_ONLY
    joined: set[TableRef] = field(default_factory=set)  # returned only to join the others
    labels: set[FieldRef] = field(default_factory=set)  # label columns of the gold tables
    outcome: str = ""  # linked, partial or no_data, as the answer said
    named: list[FieldRef] = field(default_factory=list)  # the column of each value matched
    unmatched: tuple[str, ...] = ()  # the words it said nothing matches
    completeness: float | None = None  # the answer's estimate that its tables are complete

    @property
    def table_ok(self) -> bool:
        return self.gold_tables <= self.tables

    @property
    def column_ok(self) -> bool:
        return self.gold_fields <= self.fields

    def columns_ok_in(self, kind: str) -> bool | None:
        """Whether the gold columns of gold tables returned as ``kind`` ("picked" or
        "join-only") are all returned; None when no gold table was returned as that kind."""
        returned = self.gold_tables & self.tables
        tables = returned & self.joined if kind == "join-only" else returned - self.joined
        if not tables:
            return None
        return all(f in self.fields for f in self.gold_fields if f.table_ref in tables)

    @property
    def table_precision(self) -> float:
        return _share(len(self.gold_tables & self.tables), len(self.tables))

    @property
    def table_recall(self) -> float:
        return _share(len(self.gold_tables & self.tables), len(self.gold_tables))

    @property
    def table_f1(self) -> float:
        p, r = self.table_precision, self.table_recall
        return 2 * p * r / (p + r) if p + r else 0.0

    @property
    def excess_tables(self) -> int:
        return len(self.tables - self.gold_tables)

    @property
    def column_precision(self) -> float:
        return _share(len(self.gold_fields & self.fields), len(self.fields))

    @property
    def missed_in_returned(self) -> set[FieldRef]:
        return {f for f in self.gold_fields - self.fields if f.table_ref in self.tables}


@dataclass
class Summary:
    questions: int
    table_srr: float
    column_srr: float
    nsr: float
    avg_tables: float
    avg_columns: float
    p50_ms: float
    p95_ms: float
    recall_at: dict[int, float] = field(default_factory=dict)
    modes: dict[str, int] = field(default_factory=dict)
    misses: dict[str, int] = field(default_factory=dict)
    # column SRR by table kind: kind → (questions, SRR)
    by_kind: dict[str, tuple[int, float]] = field(default_factory=dict)
    # per mode chosen: questions, tables returned, columns returned, column SRR
    by_mode: dict[str, tuple[int, float, float, float]] = field(default_factory=dict)
    missed_columns: int = 0  # gold columns missed in returned tables
    label_miss_share: float = 0.0
    table_precision: float = 0.0
    table_recall: float = 0.0
    table_f1: float = 0.0
    excess_tables: float = 0.0
    column_precision: float = 0.0
    # answers that said "partial" (some word matches nothing): on answerable questions, each
    # is a false alarm; and the words they named
    partial: float = 0.0
    # the same among answers holding every table the SQL reads (each a false alarm about the
    # catalog) and among those missing one (where saying so points at the linker's own miss)
    partial_when_complete: float = 0.0
    partial_when_incomplete: float = 0.0
    unmatched_words: dict[str, int] = field(default_factory=dict)
    # the values the answers say the question names: per question, and the share of them
    # in a column the SQL reads
    named_values: float = 0.0
    named_on_gold: float = 0.0

    def headline(self) -> dict[str, Any]:
        return {
            "questions": self.questions,
            "table_srr": self.table_srr,
            "column_srr": self.column_srr,
            "nsr": self.nsr,
            "avg_tables": self.avg_tables,
            "avg_columns": self.avg_columns,
            "table_precision": self.table_precision,
            "table_recall": self.table_recall,
            "table_f1": self.table_f1,
            "excess_tables": self.excess_tables,
            "column_precision": self.column_precision,
            "cr_at": {str(k): v for k, v in self.recall_at.items()},
            "partial": self.partial,
            "partial_when_complete": self.partial_when_complete,
            "partial_when_incomplete": self.partial_when_incomplete,
            "named_values": self.named_values,
            "named_on_gold": self.named_on_gold,
            "p50_ms": self.p50_ms,
            "p95_ms": self.p95_ms,
        }


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _pct(part: float, whole: float) -> float:
    return round(100 * part / whole, 2) if whole else 0.0


def _share(part: int, whole: int) -> float:
    """``part / whole``; an empty returned set is precise in nothing (gold is never empty)."""
    return part / whole if whole else 0.0


def _mean_pct(values: list[float]) -> float:
    return round(100 * statistics.mean(values), 2) if values else 0.0


def summarize(outcomes: list[Outcome]) -> Summary:
    n = len(outcomes)
    gold_columns = sum(len(o.gold_fields) for o in outcomes)
    found_columns = sum(len(o.gold_fields & o.fields) for o in outcomes)
    latencies = [o.ms for o in outcomes]
    return Summary(
        questions=n,
        table_srr=_pct(sum(o.table_ok for o in outcomes), n),
        column_srr=_pct(sum(o.column_ok for o in outcomes), n),
        nsr=_pct(found_columns, gold_columns),
        avg_tables=round(statistics.mean(len(o.tables) for o in outcomes), 2) if n else 0.0,
        avg_columns=round(statistics.mean(len(o.fields) for o in outcomes), 2) if n else 0.0,
        p50_ms=round(percentile(latencies, 0.5), 1),
        p95_ms=round(percentile(latencies, 0.95), 1),
        recall_at={
            k: _pct(sum(o.gold_tables <= set(o.ranking[:k]) for o in outcomes), n)
            for k in RECALL_AT
        },
        modes=dict(Counter(o.mode for o in outcomes if o.mode)),
        misses=dict(Counter(o.miss for o in outcomes if o.miss)),
        by_kind=_by_kind(outcomes),
        by_mode=_by_mode(outcomes),
        missed_columns=len(missed := [f for o in outcomes for f in o.missed_in_returned]),
        label_miss_share=_pct(
            sum(f in o.labels for o in outcomes for f in o.missed_in_returned), len(missed)
        ),
        table_precision=_mean_pct([o.table_precision for o in outcomes]),
        table_recall=_mean_pct([o.table_recall for o in outcomes]),
        table_f1=_mean_pct([o.table_f1 for o in outcomes]),
        excess_tables=round(statistics.mean(o.excess_tables for o in outcomes), 2) if n else 0.0,
        column_precision=_mean_pct([o.column_precision for o in outcomes]),
        partial=_pct(sum(o.outcome == "partial" for o in outcomes), n),
        partial_when_complete=_pct(
            sum(o.outcome == "partial" for o in outcomes if o.table_ok),
            sum(o.table_ok for o in outcomes),
        ),
        partial_when_incomplete=_pct(
            sum(o.outcome == "partial" for o in outcomes if not o.table_ok),
            sum(not o.table_ok for o in outcomes),
        ),
        unmatched_words=dict(Counter(w for o in outcomes for w in o.unmatched)),
        named_values=round(statistics.mean(len(o.named) for o in outcomes), 2) if n else 0.0,
        named_on_gold=_pct(
            sum(f in o.gold_fields for o in outcomes for f in o.named),
            sum(len(o.named) for o in outcomes),
        ),
    )


def _by_mode(outcomes: list[Outcome]) -> dict[str, tuple[int, float, float, float]]:
    modes = {}
    for mode in sorted({o.mode for o in outcomes if o.mode}):
        chosen = [o for o in outcomes if o.mode == mode]
        modes[mode] = (
            len(chosen),
            round(statistics.mean(len(o.tables) for o in chosen), 2),
            round(statistics.mean(len(o.fields) for o in chosen), 2),
            _pct(sum(o.column_ok for o in chosen), len(chosen)),
        )
    return modes


def _by_kind(outcomes: list[Outcome]) -> dict[str, tuple[int, float]]:
    kinds = {}
    for kind in ("picked", "join-only"):
        judged = [ok for o in outcomes if (ok := o.columns_ok_in(kind)) is not None]
        kinds[kind] = (len(judged), _pct(sum(judged), len(judged)))
    return kinds
