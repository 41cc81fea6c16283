"""Question cues and the columns they point to, in both languages."""

from __future__ import annotations

import pytest

from linking.catalog.meta import Field
from linking.question.cues import Cues, is_measure_column, is_time_column, question_cues


@pytest.mark.parametrize(
    ("question", "cues"),
    [
        ("上个月销售额最高的产品是什么？", Cues(time=True, measure=True)),
        ("今年新注册的会员", Cues(time=True, measure=False)),
        ("2024年各门店的订单数", Cues(time=True, measure=False)),
        ("how many orders were refunded in March", Cues(time=True, measure=False)),
        ("Which product sold the most last year?", Cues(time=True, measure=True)),
        ("average price of products", Cues(time=False, measure=True)),
        ("列出所有客户的姓名", Cues(time=False, measure=False)),
        ("Show the names of singers", Cues(time=False, measure=False)),
    ],
)
def test_questions_say_when_and_how_much(question: str, cues: Cues) -> None:
    assert question_cues(question) == cues


@pytest.mark.parametrize(
    ("field", "expected"),
    [
        (Field("order_date", "TEXT"), True),
        (Field("created_at", "VARCHAR(32)"), True),
        (Field("shipped", "TIMESTAMP"), True),
        (Field("year", "INTEGER"), True),
        (Field("下单时间", "TEXT"), True),
        (Field("status", "TEXT"), False),
        (Field("update_count", "INTEGER"), False),
        (Field("at", "TEXT"), False),
    ],
)
def test_date_columns_are_known_by_type_or_name(field: Field, expected: bool) -> None:
    assert is_time_column(field) is expected


def test_a_measure_is_numeric_and_not_a_key_or_a_code() -> None:
    keys = frozenset({"customer_id"})
    assert is_measure_column(Field("amount", "DECIMAL(10, 2)"), keys)
    assert not is_measure_column(Field("customer_id", "INTEGER"), keys)
    assert not is_measure_column(Field("id", "INTEGER", primary_key=True), keys)
    assert not is_measure_column(Field("zip_code", "INTEGER"), keys)
    assert not is_measure_column(Field("name", "TEXT"), keys)
