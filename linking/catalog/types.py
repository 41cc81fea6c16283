"""What a column's declared type says, whatever the dialect spells it: whether its values are
text worth sampling, and which family of values it holds."""

from __future__ import annotations

import re

_TEXT_TYPE = re.compile(r"char|text|string|clob|enum|varchar|nvarchar|json", re.IGNORECASE)
_INTEGER = re.compile(r"int|serial|bigint|smallint|tinyint", re.IGNORECASE)
_NUMERIC = re.compile(r"num|dec|real|float|double|money", re.IGNORECASE)
_TEXT = re.compile(r"char|text|string|clob|uuid", re.IGNORECASE)
_TIME = re.compile(r"date|time", re.IGNORECASE)


def is_text_type(type_name: str) -> bool:
    """Whether a column's values are worth sampling for value search."""
    return bool(_TEXT_TYPE.search(type_name)) or type_name.strip() == ""


def type_family(type_name: str) -> str:
    """``integer``, ``numeric``, ``text``, ``time`` or ``""`` (unknown: agrees with anything)."""
    for family, pattern in (
        ("integer", _INTEGER),
        ("time", _TIME),
        ("numeric", _NUMERIC),
        ("text", _TEXT),
    ):
        if pattern.search(type_name):
            return family
    return ""


def types_agree(a: str, b: str) -> bool | None:
    """True when both families are known and compatible, False when they clash, None when
    either is unknown."""
    left, right = type_family(a), type_family(b)
    if not left or not right:
        return None
    numbers = {"integer", "numeric"}
    return left == right or (left in numbers and right in numbers)
