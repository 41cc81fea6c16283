"""The quality harness's precision metrics, on literal outcomes."""

from __future__ import annotations

from bench.quality.metrics import Outcome, summarize
from linking.catalog.meta import FieldRef, TableRef

A, B, C, D = (TableRef("db", name) for name in "abcd")


def _outcome(returned: set[TableRef], ranking: list[TableRef]) -> Outcome:
    gold_fields = {FieldRef("db", "a", "x"), FieldRef("db", "b", "y")}
    fields = {FieldRef("db", "a", "x"), FieldRef("db", "c", "z"), FieldRef("db", "d", "w")}
    return Outcome({A, B}, gold_fields, returned, fields, ranking)


def test_a_returned_set_is_judged_by_what_it_finds_and_what_it_adds() -> None:
    outcome = _outcome({A, C, D}, [A, C, D, B])
    assert outcome.table_precision == 1 / 3
    assert outcome.table_recall == 1 / 2
    assert outcome.table_f1 == 2 * (1 / 3) * (1 / 2) / (1 / 3 + 1 / 2)
    assert outcome.excess_tables == 2
    assert outcome.column_precision == 1 / 3


def test_complete_recall_at_k_needs_every_gold_table_in_the_top_k() -> None:
    summary = summarize([_outcome({A}, [A, C, D, B]), _outcome({A, B}, [B, A])])
    assert summary.recall_at == {1: 0.0, 3: 50.0, 5: 100.0, 10: 100.0, 15: 100.0}
    assert summary.excess_tables == 0.0
    assert summary.table_precision == 100.0
    assert summary.table_recall == 75.0


def test_an_empty_answer_is_precise_in_nothing() -> None:
    assert _outcome(set(), []).table_precision == 0.0
