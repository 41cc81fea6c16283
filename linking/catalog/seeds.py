"""Cold-start training pairs generated from a catalog, before anyone has written one.

Three kinds, each a question an analyst really asks: how many rows a table holds, the total of
a measure (never of an identifier: summing ids or codes means nothing), and a breakdown by a
category column that has sample values. Questions use the table's and column's descriptions
when they have them, in the language those are written in.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from sqlglot import exp

from linking.catalog.dialects import sqlglot_dialect
from linking.catalog.meta import Field, Meta, Table, TableRef
from linking.catalog.text import is_han

MAX_PER_TABLE = 4
_NUMERIC = re.compile(r"int|dec|num|float|double|real|money", re.IGNORECASE)
_IDENTIFIER_NAME = re.compile(
    r"(^|_)(id|key|code|no|num|number|zip|phone|year)$|Id$", re.IGNORECASE
)


@dataclass(frozen=True)
class SeedPair:
    question: str
    sql: str


def seed_pairs(meta: Meta) -> Iterator[SeedPair]:
    dialect = sqlglot_dialect(meta.dialect)
    for ref, table in meta.tables():
        if table.kind != "table":
            continue
        source = _table_expression(meta, ref)
        label = _label(table.description, table.name)
        yield SeedPair(
            f"{label}有多少条记录？" if is_han(label) else f"How many rows does {label} have?",
            exp.select(exp.Count(this=exp.Star())).from_(source).sql(dialect),
        )
        made = 1
        for field in table.fields:
            if made >= MAX_PER_TABLE:
                break
            column = exp.column(exp.to_identifier(field.name, quoted=True))
            name = _label(field.description, field.name)
            if _is_measure(table, field):
                question = (
                    f"{label}的{name}总计是多少？"
                    if is_han(name)
                    else f"What is the total {name} of {label}?"
                )
                sql = exp.select(exp.Sum(this=column)).from_(source).sql(dialect)
            elif field.sample_values and not field.primary_key:
                question = (
                    f"按{name}统计{label}的数量"
                    if is_han(name)
                    else f"How many {label} per {name}?"
                )
                sql = (
                    exp.select(column, exp.Count(this=exp.Star()))
                    .from_(source)
                    .group_by(column)
                    .sql(dialect)
                )
            else:
                continue
            yield SeedPair(question, sql)
            made += 1


def _is_measure(table: Table, field: Field) -> bool:
    if not _NUMERIC.search(field.type) or field.primary_key:
        return False
    if any(field.name in fk.columns for fk in table.foreign_keys):
        return False
    return not _IDENTIFIER_NAME.search(field.name)


def _table_expression(meta: Meta, ref: TableRef) -> exp.Table:
    return exp.table_(
        exp.to_identifier(ref.table, quoted=True),
        db=None if meta.single_schema else exp.to_identifier(ref.schema, quoted=True),
    )


def _label(description: str, name: str) -> str:
    first = description.strip().split("\n")[0].strip()
    return first[:40] if first else name
