"""Sampled distinct values of a text-like column, with the query written for the dialect:
quoted names, a row limit and a time limit; what annotates a column and what value search
finds."""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlalchemy.sql.expression import Executable

from linking.catalog.engines import name_quoter, run_query, statement_deadline
from linking.catalog.read_values import SampleSettings


def _sampling_query(
    connection: Connection, schema: str | None, table: str, column: str, sample: SampleSettings
) -> Executable | str:
    """Up to ``3 × per_column`` distinct non-null values among the first ``row_limit`` rows:
    SQL to run as written where the dialect's names can be quoted here, else SQLAlchemy's."""
    quoted = name_quoter(connection)
    if quoted is None:
        source = sa.table(table, sa.column(column), schema=schema)
        rows = (
            sa.select(source.c[column]).where(source.c[column].is_not(None)).limit(sample.row_limit)
        )
        scanned = rows.subquery("scanned")
        return sa.select(scanned.c[column]).distinct().limit(sample.per_column * 3)

    qualified = quoted(table) if schema is None else f"{quoted(schema)}.{quoted(table)}"
    name = quoted(column)
    return (
        f"SELECT DISTINCT {name} FROM (SELECT {name} FROM {qualified} WHERE {name} IS NOT NULL "
        f"LIMIT {int(sample.row_limit)}) AS scanned LIMIT {int(sample.per_column) * 3}"
    )


def sample_values(
    connection: Connection,
    schema: str | None,
    table: str,
    column: str,
    sample: SampleSettings,
) -> tuple[str, ...]:
    query = _sampling_query(connection, schema, table, column, sample)
    with statement_deadline(connection, sample.timeout_s):
        found = run_query(connection, query).scalars().all()
    values: dict[str, None] = {}
    for value in found:
        text = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
        text = " ".join(text.split())
        if text and len(text) <= sample.max_chars:
            values.setdefault(text, None)
    return tuple(values)[: sample.per_column]
