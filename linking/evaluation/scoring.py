"""How well linking answers questions whose SQL is known: a datasource's approved pairs, each
asked again with itself held out of pair retrieval (leave-one-out), scored against the tables
and columns its SQL reads.

The measures are the benchmarks' (``bench/README.md``): a question's tables (columns) are
complete when every table (column) the SQL reads was returned; excess is what was returned
and not read; CR@k reads the ranking before selection (every needed table in its first k).
``summarize`` adds the estimated completeness the answers gave beside the observed one, per
language, and the worst questions with what was missed and what was added.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from linking.catalog.meta import Meta, TableRef
from linking.catalog.pairs import SqlEntities
from linking.catalog.text import is_han
from linking.context import MetaContext

RECALL_AT = (1, 3, 5)


@dataclass(frozen=True)
class Scored:
    """One question linked and compared with what its SQL reads (``schema.table`` and
    ``schema.table.column`` names)."""

    pair_id: str
    question: str
    needed_tables: frozenset[str]
    needed_columns: frozenset[str]
    returned_tables: frozenset[str]
    returned_columns: frozenset[str]
    ranking: tuple[str, ...]  # tables best first, before selection
    completeness: float | None  # what the answer estimated
    # The question's words nothing returned matches by what the catalog says, though a
    # similar pair's question may (``Diagnostics.unnamed``).
    unnamed: tuple[str, ...] = ()

    @property
    def language(self) -> str:
        return "zh" if is_han(self.question) else "en"

    @property
    def tables_complete(self) -> bool:
        return self.needed_tables <= self.returned_tables

    @property
    def columns_complete(self) -> bool:
        return self.needed_columns <= self.returned_columns

    @property
    def missed_tables(self) -> list[str]:
        return sorted(self.needed_tables - self.returned_tables)

    @property
    def missed_columns(self) -> list[str]:
        return sorted(self.needed_columns - self.returned_columns)

    @property
    def excess_tables(self) -> list[str]:
        return sorted(self.returned_tables - self.needed_tables)

    @property
    def excess_columns(self) -> list[str]:
        return sorted(self.returned_columns - self.needed_columns)

    def complete_at(self, k: int) -> bool:
        return self.needed_tables <= set(self.ranking[:k])


def score(
    pair_id: str, question: str, needed: SqlEntities, context: MetaContext, catalog: Meta
) -> Scored:
    """``context``, the answer to ``question`` over ``catalog``, against what the pair's SQL
    reads there (``needed``)."""
    by_display = {catalog.display_name(ref): str(ref) for ref in catalog.table_refs()}
    return Scored(
        pair_id=pair_id,
        question=question,
        needed_tables=frozenset(str(t) for t in needed.tables),
        needed_columns=frozenset(str(f) for f in needed.fields),
        returned_tables=frozenset(str(TableRef(t.schema, t.name)) for t in context.tables),
        returned_columns=frozenset(
            f"{t.schema}.{t.name}.{f.name}" for t in context.tables for f in t.fields
        ),
        ranking=tuple(by_display.get(name, name) for name, _ in context.diagnostics.ranking),
        completeness=context.completeness,
        unnamed=context.diagnostics.unnamed,
    )


def _mean(values: Iterable[float]) -> float | None:
    seen = list(values)
    return round(sum(seen) / len(seen), 4) if seen else None


def figures(scored: Sequence[Scored]) -> dict[str, Any]:
    """The measures over ``scored``: shares in [0, 1], sizes per question."""
    estimates = [s.completeness for s in scored if s.completeness is not None]
    return {
        "questions": len(scored),
        "tables_complete": _mean(s.tables_complete for s in scored),
        "columns_complete": _mean(s.columns_complete for s in scored),
        "tables_returned": _mean(len(s.returned_tables) for s in scored),
        "columns_returned": _mean(len(s.returned_columns) for s in scored),
        "excess_tables": _mean(len(s.excess_tables) for s in scored),
        "excess_columns": _mean(len(s.excess_columns) for s in scored),
        "recall_at": {str(k): _mean(s.complete_at(k) for s in scored) for k in RECALL_AT},
        "estimated_completeness": _mean(estimates),
    }


def badness(s: Scored) -> tuple[int, int, int]:
    """Worst first: missed tables, then missed columns, then excess tables."""
    return (-len(s.missed_tables), -len(s.missed_columns), -len(s.excess_tables))


def summarize(scored: Sequence[Scored], *, worst: int = 10) -> dict[str, Any]:
    """The figures over every question and per language, and the ``worst`` questions with
    what was missed and what was added."""
    languages = sorted({s.language for s in scored})
    ranked = sorted(scored, key=badness)
    return {
        **figures(scored),
        "by_language": {
            language: figures([s for s in scored if s.language == language])
            for language in languages
        },
        "worst": [
            {
                "pair_id": s.pair_id,
                "question": s.question,
                "missed_tables": s.missed_tables,
                "missed_columns": s.missed_columns,
                "excess_tables": s.excess_tables,
                "completeness": s.completeness,
            }
            for s in ranked[:worst]
            if badness(s) != (0, 0, 0)
        ],
    }
