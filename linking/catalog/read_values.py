"""What is read of a database's values, as plain data: how columns are sampled for examples
(``SampleSettings``) and how much of each the value index holds (``ValueSettings``), and what a
read returns (``TableValues``). Apart from the readers (``linking.catalog.sampling``,
``linking.catalog.named_values``) so that what only links — a served catalog, the CLI on an
indexed one — never imports a database driver's stack."""

from __future__ import annotations

from dataclasses import dataclass

from linking.catalog.meta import FieldRef, Table, TableRef


@dataclass(frozen=True)
class SampleSettings:
    per_column: int = 20  # distinct values kept per column
    max_chars: int = 64  # longer values are not useful as examples and are skipped
    row_limit: int = 10_000  # rows scanned per column, so huge tables stay cheap
    timeout_s: float = 5.0  # per statement
    enabled: bool = True


@dataclass(frozen=True)
class ValueSettings:
    """How much of each column the value index holds (``SCHEMALINK_VALUES_*``)."""

    enabled: bool = True
    # Distinct values indexed per column: all of them up to this many, else the most frequent.
    per_column: int = 100_000
    max_chars: int = 64  # longer values are free text, not names
    max_words: int = 8
    timeout_s: float = 60.0  # per column's read
    fetch_rows: int = 10_000  # rows per round trip of the server-side cursor


@dataclass(frozen=True)
class ColumnValues:
    """What was read of one column: its nameable values, most frequent first."""

    field: FieldRef
    values: tuple[str, ...]
    complete: bool  # every distinct value, not only the most frequent ``per_column``
    source: str  # "statistics" or "scan"
    distinct_estimate: int | None = None  # the database's own estimate, when it keeps one


@dataclass(frozen=True)
class TableValues:
    table: TableRef
    columns: tuple[ColumnValues, ...]
    skipped: dict[str, str]  # column → why its values are not read
    failed: dict[str, str]  # column → why its read failed; its indexed values stay as they are
    seconds: float


def examples_only(ref: TableRef, table: Table) -> TableValues:
    """A read of nothing: refreshed with it, a value index keeps each column's examples only
    (named values switched off)."""
    return TableValues(ref, (), {f.name: "named values are off" for f in table.fields}, {}, 0.0)
