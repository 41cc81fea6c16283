"""Which values and columns a user may name, and so go into the value index."""

from __future__ import annotations

import pytest

from linking.catalog import Field, column_skip_reason, unnameable_shape


def shape(value: str) -> str | None:
    return unnameable_shape(value, max_chars=64, max_words=8)


@pytest.mark.parametrize(
    "value",
    [
        "华为 Mate 60 Pro",
        "上海南京路旗舰店",
        "New York",
        "iPhone 15",
        "已完成",
        "O'Brien",
        "Route 66",
        "欧阳娜娜",
        "ABC",
    ],
)
def test_names_are_nameable(value: str) -> None:
    assert shape(value) is None


@pytest.mark.parametrize(
    ("value", "why"),
    [
        ("550e8400-e29b-41d4-a716-446655440000", "uuid"),
        ("{550E8400-E29B-41D4-A716-446655440000}", "uuid"),
        ("d41d8cd98f00b204e9800998ecf8427e", "hash"),
        ("-1,234.50", "number"),
        ("12%", "number"),
        ("¥30", "number"),
        ("2024-03-01", "date"),
        ("2024/3/1 10:00", "date"),
        ("2024-03-01T10:00:00Z", "date"),
        ("10:30", "date"),
        ("2024年3月1日", "date"),
        ("03/01/2024", "date"),
        ("SO2024000123", "identifier"),
        ("TB-20240301-0001", "identifier"),
        ("13800138000", "number"),
        ("The parcel was left at the door because nobody answered the bell", "free text"),
        ("x" * 65, "free text"),
        ('{"a": 1}', "structured"),
        ("   ", "empty"),
    ],
)
def test_what_nobody_names_is_recognised_by_its_shape(value: str, why: str) -> None:
    assert shape(value) == why


def reason(name: str, type_: str, *values: str) -> str | None:
    return column_skip_reason(Field(name, type_, sample_values=values), max_chars=64, max_words=8)


DATES = "its values are mostly of shape date"


def test_a_column_of_names_is_read() -> None:
    assert reason("city", "VARCHAR(20)", "上海", "北京", "2024-01-01") is None


@pytest.mark.parametrize(
    ("name", "type_", "values", "why"),
    [
        ("amount", "NUMERIC", ("12",), "type NUMERIC"),
        ("created", "DATE", ("2024-01-01",), "type DATE"),
        ("payload", "JSON", ('{"a": 1}',), "type JSON"),
        ("order_id", "TEXT", ("A1", "B2"), "an identifier by its name"),
        ("customerId", "TEXT", ("A1",), "an identifier by its name"),
        ("uuid", "CHAR(36)", ("x",), "an identifier by its name"),
        ("note", "TEXT", (), "no short values among its first rows"),
        (
            "day",
            "TEXT",
            ("2024-01-01", "2024-01-02", "上海"),
            "its values are mostly of shape date",
        ),
    ],
)
def test_what_nobody_names_is_not_read(
    name: str, type_: str, values: tuple[str, ...], why: str
) -> None:
    assert reason(name, type_, *values) == why


def test_words_that_end_in_id_are_no_identifiers() -> None:
    assert reason("paid", "TEXT", "yes", "no") is None
    assert reason("valid", "TEXT", "yes", "no") is None
