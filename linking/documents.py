"""The text a vector index embeds for each table and column.

Identifiers are spelled out as words (``order_date`` → "order date") next to the original
name, because embedding models read words, not snake_case; descriptions and a few sample
values add the business vocabulary (Chinese or English) that questions use.
"""

from __future__ import annotations

from linking.meta import Field, Table
from linking.text import identifier_words

_MAX_DOC_CHARS = 600
_DOC_SAMPLE_VALUES = 5


def _spelled(name: str) -> str:
    words = " ".join(identifier_words(name))
    return f"{name} ({words})" if words and words != name.lower() else name


def column_document(table: Table, f: Field) -> str:
    table_part = _spelled(table.name) + (f", {table.description}" if table.description else "")
    text = f"Column {_spelled(f.name)} [{f.type}] of table {table_part}"
    if f.description:
        text += f": {f.description}"
    if f.sample_values:
        text += ". e.g. " + ", ".join(f.sample_values[:_DOC_SAMPLE_VALUES])
    return text[:_MAX_DOC_CHARS]


def column_label(f: Field) -> str:
    """A column's document without its table's: shared by same-named columns everywhere."""
    text = f"Column {_spelled(f.name)} [{f.type}]"
    if f.description:
        text += f": {f.description}"
    return text[:_MAX_DOC_CHARS]


def table_document(table: Table) -> str:
    text = f"Table {_spelled(table.name)}"
    if table.description:
        text += f": {table.description}"
    columns = [f.name + (f" ({f.description})" if f.description else "") for f in table.fields]
    text += ". Columns: " + ", ".join(columns)
    return text[:_MAX_DOC_CHARS]
