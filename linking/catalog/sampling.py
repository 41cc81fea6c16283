"""Sampled distinct values of a text-like column, with the query written for the dialect:
quoted names, a row limit and a time limit; what annotates a column and what value search
finds."""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlalchemy.sql.expression import Executable

from linking.catalog.engines import name_quoter, statement_deadline
from linking.catalog.read_values import SampleSettings


def _sampling_query(
    connection: Connection, schema: str | None, table: str, column: str, sample: SampleSettings
) -> Executable:
    """Up to ``3 × per_column`` distinct non-null values among the first ``row_limit`` rows."""
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
    sql = (
        f"SELECT DISTINCT {name} FROM (SELECT {name} FROM {qualified} WHERE {name} IS NOT NULL "
        "LIMIT :scanned) AS scanned LIMIT :kept"
    )
    return sa.text(sql).bindparams(scanned=sample.row_limit, kept=sample.per_column * 3)


def sample_values(
    connection: Connection,
    schema: str | None,
    table: str,
    column: str,
    sample: SampleSettings,
) -> tuple[str, ...]:
    query = _sampling_query(connection, schema, table, column, sample)
    with statement_deadline(connection, sample.timeout_s):
        found = connection.execute(query).scalars().all()
    values: dict[str, None] = {}
    for value in found:
        text = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
        text = " ".join(text.split())
        if text and len(text) <= sample.max_chars:
            values.setdefault(text, None)
    return tuple(values)[: sample.per_column]
