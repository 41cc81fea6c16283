"""Privacy mode: what an LLM prompt may carry when the data must stay in the process.

With ``LinkerConfig.private`` set, no sampled value and no description of the catalog goes into
a prompt: candidate tables are shown by name, type and keys only, and the SQL of example pairs
has its literals replaced by placeholders (a literal in approved SQL is usually a value of
the data: ``status = '已完成'``). The answer the caller gets back is unchanged: privacy is
about what leaves for a third-party model, not about what the caller may see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from sqlglot import exp
from sqlglot.errors import SqlglotError

from linking.catalog.meta import Meta, Schema
from linking.catalog.pairs import parse_statement
from linking.catalog.profiles import sqlglot_dialect
from linking.context import PairHit
from linking.errors import InvalidSQLError


def redacted_meta(meta: Meta) -> Meta:
    """``meta`` with every description and sampled value removed."""
    schemas = tuple(
        Schema(
            schema.name,
            tuple(
                replace(
                    table,
                    description="",
                    fields=tuple(
                        replace(f, description="", sample_values=()) for f in table.fields
                    ),
                )
                for table in schema.tables
            ),
        )
        for schema in meta.schemas
    )
    return replace(meta, schemas=schemas)


def redacted_sql(sql: str, dialect: str) -> str | None:
    """``sql`` with its string and number literals as ``?``; None if it does not parse (the
    caller then leaves the example out rather than send it as it is)."""
    try:
        tree = parse_statement(sql, sqlglot_dialect(dialect))
        blanked = tree.transform(
            lambda node: exp.Placeholder() if isinstance(node, exp.Literal) else node
        )
        return blanked.sql(dialect=sqlglot_dialect(dialect))
    except (InvalidSQLError, SqlglotError, RecursionError):
        return None


def redacted_pairs(pairs: Sequence[PairHit], dialect: str) -> list[PairHit]:
    kept = []
    for pair in pairs:
        sql = redacted_sql(pair.sql, dialect)
        if sql is not None:
            kept.append(replace(pair, sql=sql))
    return kept
