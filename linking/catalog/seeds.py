"""Cold-start training pairs generated from a catalog, before anyone has written one: drafts
for an admin to review (the service stores them pending), never served unreviewed.

Each a question an analyst really asks, in the language the catalog's descriptions are
written in: how many rows a table holds; the total of a measure (never of an identifier:
summing ids or codes means nothing); how many rows carry a value the column's samples show
(``status = 'paid'``); a breakdown by a category column (short sampled values, few of them);
and, along a declared relationship, how many rows of one table each row of the other has,
by its label (``customers.name``). Free text (``body``), identifiers and inferred
relationships are never used: a draft should be worth approving.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass

from sqlglot import exp

from linking.catalog.labels import label_columns
from linking.catalog.meta import Field, ForeignKey, Meta, Table, TableRef
from linking.catalog.profiles import sqlglot_dialect
from linking.catalog.text import is_han
from linking.catalog.types import is_text_type

MAX_PER_TABLE = 5
_NUMERIC = re.compile(r"int|dec|num|float|double|real|money", re.IGNORECASE)
_IDENTIFIER_NAME = re.compile(
    r"(^|_)(id|key|code|no|num|number|zip|phone|year)$|Id$", re.IGNORECASE
)
_RATIO = re.compile(r"rate|ratio|percent|pct|share|率|比例|占比", re.IGNORECASE)
# A category's values are short labels: "paid", "华东", "gold" — not sentences or free text.
CATEGORY_MAX_CHARS = 24
CATEGORY_MAX_WORDS = 3


@dataclass(frozen=True)
class SeedPair:
    question: str
    sql: str


def seed_pairs(meta: Meta) -> Iterator[SeedPair]:
    dialect = sqlglot_dialect(meta.dialect)
    for ref, table in meta.tables():
        if table.kind != "table":
            continue
        yield from itertools.islice(_table_seeds(meta, ref, table, dialect), MAX_PER_TABLE)


def _table_seeds(meta: Meta, ref: TableRef, table: Table, dialect: str) -> Iterator[SeedPair]:
    source = _table_expression(meta, ref)
    label = _label(table.description, table.name)
    han = is_han(label)
    count = exp.Count(this=exp.Star())
    yield SeedPair(
        f"{label}有多少条记录？" if han else f"How many rows does {label} have?",
        exp.select(count).from_(source).sql(dialect),
    )
    for fk in table.foreign_keys:
        joined = _per_parent(meta, ref, fk, label, dialect)
        if joined is not None:
            yield joined
    for field in table.fields:
        column = exp.column(exp.to_identifier(field.name, quoted=True))
        name = _label(field.description, field.name)
        if _is_measure(table, field) and _RATIO.search(f"{field.name} {name}"):
            yield SeedPair(  # a rate or a share is averaged; a total of rates means nothing
                f"{label}的平均{name}是多少？"
                if han
                else f"What is the average {name} of {label}?",
                exp.select(exp.Avg(this=column)).from_(source).sql(dialect),
            )
        elif _is_measure(table, field):
            yield SeedPair(
                f"{label}的{name}总计是多少？" if han else f"What is the total {name} of {label}?",
                exp.select(exp.Sum(this=column)).from_(source).sql(dialect),
            )
        elif _is_category(table, field):
            value = field.sample_values[0]
            yield SeedPair(
                f"{name}为“{value}”的{label}有多少条？"
                if han
                else f'How many {label} have {name} "{value}"?',
                exp.select(count)
                .from_(source)
                .where(exp.EQ(this=column, expression=exp.Literal.string(value)))
                .sql(dialect),
            )
            yield SeedPair(
                f"按{name}统计{label}的数量"
                if han
                else f"How many {label} are there for each {name}?",
                exp.select(column, count).from_(source).group_by(column).sql(dialect),
            )


def _per_parent(
    meta: Meta, ref: TableRef, fk: ForeignKey, label: str, dialect: str
) -> SeedPair | None:
    """How many rows of this table each row of the table its key refers to has, by that
    table's label; None when the relationship is only inferred or the parent has no label."""
    parent = meta.table(fk.target)
    if fk.origin == "inferred" or parent is None or fk.target == ref:
        return None
    labels = label_columns(parent)
    if not labels:
        return None
    child, other = exp.to_identifier("c"), exp.to_identifier("p")
    shown = exp.column(exp.to_identifier(labels[0], quoted=True), table=other)
    condition = exp.and_(
        *(
            exp.EQ(
                this=exp.column(exp.to_identifier(a, quoted=True), table=child),
                expression=exp.column(exp.to_identifier(b, quoted=True), table=other),
            )
            for a, b in zip(fk.columns, fk.ref_columns, strict=True)
        )
    )
    sql = (
        exp.select(shown, exp.Count(this=exp.Star()))
        .from_(exp.alias_(_table_expression(meta, ref), child, table=True))
        .join(exp.alias_(_table_expression(meta, fk.target), other, table=True), on=condition)
        .group_by(shown)
        .sql(dialect)
    )
    parent_label = _label(parent.description, parent.name)
    if is_han(label) or is_han(parent_label):
        return SeedPair(f"每个{parent_label}有多少{label}？", sql)
    return SeedPair(f"How many {label} does each {parent_label} have?", sql)


def _is_measure(table: Table, field: Field) -> bool:
    if not _NUMERIC.search(field.type) or field.primary_key:
        return False
    if any(field.name in fk.columns for fk in table.foreign_keys):
        return False
    return not _IDENTIFIER_NAME.search(field.name)


def _is_category(table: Table, field: Field) -> bool:
    """A text column whose sampled values are few short labels, and not the table's names."""
    samples = field.sample_values
    if field.primary_key or not samples or not is_text_type(field.type):
        return False
    if field.name in label_columns(table) or _IDENTIFIER_NAME.search(field.name):
        return False
    return all(
        len(value) <= CATEGORY_MAX_CHARS and len(value.split()) <= CATEGORY_MAX_WORDS
        for value in samples
    )


def _table_expression(meta: Meta, ref: TableRef) -> exp.Table:
    return exp.table_(
        exp.to_identifier(ref.table, quoted=True),
        db=None if meta.single_schema else exp.to_identifier(ref.schema, quoted=True),
    )


def _label(description: str, name: str) -> str:
    first = description.strip().split("\n")[0].strip()
    return first[:40] if first else name
