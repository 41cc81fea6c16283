"""Which columns and values a user may name in a question, and so are worth a value index.

People name things — cities, stores, products, customers, statuses — and not what a machine
made or what is read rather than named. Each rule, and how it is recognised:

- **numbers and dates**: by the column's type (only text-like types are read at all) and, in
  text columns that hold them anyway, by a value's shape: a number (``-1,234.5``, ``12%``,
  ``¥30``), a date or a time (``2024-03-01``, ``2024/3/1 10:00``, ``10:30``, ``2024年3月1日``);
- **identifiers**: by the column's name (``id``, ``order_id``, ``customerId``, ``uuid``,
  ``guid``) and by a value's shape: no space and six digits or more (``SO2024000123``,
  ``13800138000``);
- **hashes and UUIDs**: a UUID, or sixteen hexadecimal characters or more with a digit;
- **long free text**: longer than ``max_chars`` characters, or more than ``max_words`` words —
  a sentence, not a name;
- **structured text**: JSON (a ``json`` type, or a value that opens with ``{`` or ``[``).

A column is read for its values when at least half of its examples (the values sampled when
the catalog was read) are nameable; each value read is kept only if it is nameable itself.
"""

from __future__ import annotations

import re

from linking.catalog.meta import Field
from linking.catalog.types import is_text_type

_NUMBER = re.compile(r"[-+]?[$¥€£]?\s*\d[\d,_ ]*(\.\d+)?\s*(%|‰)?")
_DATE = re.compile(
    r"\d{4}([-/.]\d{1,2}([-/.]\d{1,2})?|年\d{1,2}月(\d{1,2}日)?)"
    r"([ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?"
    r"|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}( \d{1,2}:\d{2}(:\d{2})?)?"
    r"|\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?"
)
_UUID = re.compile(r"\{?[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}\}?")
_HEX = re.compile(r"(0x)?[0-9a-fA-F]{16,}")
_DIGITS = re.compile(r"\d")
_CAMEL_ID = re.compile(r"[a-z](Id|ID|Uuid|UUID|Guid|GUID)$")
_SNAKE_ID = re.compile(r"(^|[_\s-])(id|uuid|guid|hash|md5|sha\d*|token|checksum)$", re.IGNORECASE)
# Share of a column's examples that must be nameable for its values to be read.
NAMEABLE_SHARE = 0.5


def is_identifier_name(column: str) -> bool:
    """``id``, ``order_id``, ``customer id``, ``customerId``, ``uuid``, ``file_hash``."""
    return bool(_SNAKE_ID.search(column) or _CAMEL_ID.search(column))


def unnameable_shape(value: str, *, max_chars: int, max_words: int) -> str | None:
    """Why nobody would name ``value`` in a question, or None if somebody might."""
    text = value.strip()
    if not text:
        return "empty"
    if len(text) > max_chars or len(text.split()) > max_words:
        return "free text"
    if _UUID.fullmatch(text):
        return "uuid"
    if _HEX.fullmatch(text) and _DIGITS.search(text):
        return "hash"
    if text[0] in "{[":
        return "structured"
    if _NUMBER.fullmatch(text):
        return "number"
    if _DATE.fullmatch(text):
        return "date"
    if " " not in text and len(_DIGITS.findall(text)) >= 6:
        return "identifier"
    return None


def is_nameable(value: str, *, max_chars: int, max_words: int) -> bool:
    return unnameable_shape(value, max_chars=max_chars, max_words=max_words) is None


def column_skip_reason(f: Field, *, max_chars: int, max_words: int) -> str | None:
    """Why ``f``'s values are not worth reading for the value index, or None to read them."""
    if not is_text_type(f.type) or "json" in f.type.lower():
        return f"type {f.type or 'unknown'}"
    if is_identifier_name(f.name):
        return "an identifier by its name"
    if not f.sample_values:
        return "no short values among its first rows"
    nameable = sum(
        is_nameable(v, max_chars=max_chars, max_words=max_words) for v in f.sample_values
    )
    if nameable < NAMEABLE_SHARE * len(f.sample_values):
        shapes = [
            unnameable_shape(v, max_chars=max_chars, max_words=max_words) for v in f.sample_values
        ]
        common = max(set(shapes) - {None}, key=shapes.count)
        return f"its values are mostly of shape {common}"
    return None
