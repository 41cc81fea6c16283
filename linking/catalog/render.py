"""Render a Meta as Markdown or as DDL in the datasource's dialect, for prompts and people.

A table's row filters (the caller's role's, ``AccessPolicy.apply``) are rendered with it, so
whoever writes SQL from the rendering sees the conditions it must apply.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlglot import exp

from linking.catalog.meta import Field, ForeignKey, Meta, Table, TableRef
from linking.catalog.profiles import profile, sqlglot_dialect


def render_markdown(meta: Meta, order: Sequence[TableRef] = ()) -> str:
    """One section per table (those in ``order`` first, in its order): a pipe table of
    columns, then its foreign keys."""
    sections = [_table_markdown(meta, ref, table) for ref, table in _ordered(meta, order)]
    return "\n\n".join(sections)


def _ordered(meta: Meta, order: Sequence[TableRef]) -> list[tuple[TableRef, Table]]:
    """``meta``'s tables, those named in ``order`` first: an answer's tables by relevance,
    the tables that join them after; a generator reads the first ones with most care."""
    rank = {ref: position for position, ref in enumerate(order)}
    return sorted(meta.tables(), key=lambda item: rank.get(item[0], len(rank)))


def _table_markdown(meta: Meta, ref: TableRef, table: Table) -> str:
    title = f"### {meta.display_name(ref)}"
    if table.description:
        title += f" — {_one_line(table.description)}"
    filters = [f"Row filter: `{_one_line(condition)}`" for condition in table.row_filters]
    lines = [title, "", *filters, *([""] if filters else [])]
    lines += ["| column | type | description |", "|---|---|---|"]
    for f in table.fields:
        name = f"{f.name} (PK)" if f.primary_key else f.name
        lines.append(f"| {name} | {f.type} | {_cell(f.description)} |")
    for fk in table.foreign_keys:
        target = meta.display_name(fk.target)
        lines.append(
            f"\nFK: ({', '.join(fk.columns)}) → {target}({', '.join(fk.ref_columns)})"
            + _origin_note(fk, " — ")
        )
    return "\n".join(lines)


def _origin_note(fk: ForeignKey, prefix: str) -> str:
    """A relationship the database does not declare says so: a generator should know an
    inferred join may be wrong."""
    if fk.origin == "inferred":
        return f"{prefix}inferred, confidence {fk.confidence:.2f}"
    if fk.origin == "declared":
        return f"{prefix}declared by an admin"
    return ""


def render_ddl(meta: Meta, order: Sequence[TableRef] = ()) -> str:
    """CREATE TABLE statements quoted for the datasource's dialect, descriptions as comments.

    MySQL gets its native ``COMMENT`` clauses; every other dialect gets trailing ``--``
    comments, which all of them accept. Tables are in ``order`` as ``render_markdown``'s.
    """
    dialect = sqlglot_dialect(meta.dialect)
    native_comments = profile(meta.dialect).comments_in_ddl
    tables = _ordered(meta, order)
    return "\n\n".join(
        _table_ddl(meta, ref, table, dialect, native_comments) for ref, table in tables
    )


def _table_ddl(meta: Meta, ref: TableRef, table: Table, dialect: str, native_comments: bool) -> str:
    name = _quote_table(meta, ref, dialect)
    header = f"CREATE TABLE {name} ("
    if table.description and not native_comments:
        header += f" -- {_one_line(table.description)}"
    inline_pk = len(table.primary_key) == 1
    items = [_column_ddl(f, dialect, native_comments, inline_pk) for f in table.fields]
    if len(table.primary_key) > 1:
        items.append((f"PRIMARY KEY ({_quote_list(table.primary_key, dialect)})", ""))
    for fk in table.foreign_keys:
        target = _quote_table(meta, fk.target, dialect)
        items.append(
            (
                f"FOREIGN KEY ({_quote_list(fk.columns, dialect)}) "
                f"REFERENCES {target} ({_quote_list(fk.ref_columns, dialect)})",
                _origin_note(fk, ""),
            )
        )
    lines = [f"-- row filter: {_one_line(condition)}" for condition in table.row_filters]
    lines.append(header)
    for position, (definition, comment) in enumerate(items):
        comma = "," if position < len(items) - 1 else ""
        lines.append(f"  {definition}{comma}" + (f" -- {comment}" if comment else ""))
    footer = ")"
    if table.description and native_comments:
        footer += f" COMMENT={_sql_string(table.description)}"
    lines.append(footer + ";")
    return "\n".join(lines)


def _column_ddl(f: Field, dialect: str, native_comments: bool, inline_pk: bool) -> tuple[str, str]:
    definition = f"{_quote(f.name, dialect)} {f.type or 'TEXT'}"
    if f.primary_key and inline_pk:
        definition += " PRIMARY KEY"
    elif not f.nullable:
        definition += " NOT NULL"
    if native_comments and f.description:
        return f"{definition} COMMENT {_sql_string(f.description)}", ""
    return definition, _one_line(f.description)


def _quote_table(meta: Meta, ref: TableRef, dialect: str) -> str:
    table = _quote(ref.table, dialect)
    return table if meta.single_schema else f"{_quote(ref.schema, dialect)}.{table}"


def _quote(name: str, dialect: str) -> str:
    return exp.to_identifier(name, quoted=True).sql(dialect=dialect)


def _quote_list(names: tuple[str, ...], dialect: str) -> str:
    return ", ".join(_quote(n, dialect) for n in names)


def _sql_string(text: str) -> str:
    return exp.Literal.string(_one_line(text)).sql()


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _cell(text: str) -> str:
    return _one_line(text).replace("|", "\\|")
