"""Training pairs (question → SQL) and the catalog entities their SQL uses.

A similar approved pair is strong evidence: the tables and columns its SQL touched are likely
the ones a new question needs. The SQL is parsed with sqlglot in the datasource's dialect, and
every column is resolved through its scope (aliases, subqueries, CTEs) to a catalog field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError
from sqlglot.optimizer.scope import Scope, traverse_scope

from linking.dialects import sqlglot_dialect
from linking.errors import InvalidSQLError
from linking.meta import FieldRef, Meta, TableRef


@dataclass(frozen=True)
class TrainingPair:
    id: str
    question: str
    sql: str


@dataclass(frozen=True)
class SqlEntities:
    tables: tuple[TableRef, ...]
    fields: tuple[FieldRef, ...]
    unknown_tables: tuple[str, ...] = ()
    unknown_columns: tuple[str, ...] = ()


@lru_cache(maxsize=2048)
def _parse(sql: str, dialect: str) -> exp.Query:
    try:
        expressions = [e for e in sqlglot.parse(sql, read=dialect) if e is not None]
    except SqlglotError as error:
        first_line = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise InvalidSQLError(f"SQL does not parse as {dialect}: {first_line}") from error
    if len(expressions) != 1:
        raise InvalidSQLError(f"expected one SQL statement, found {len(expressions)}")
    if not isinstance(expressions[0], exp.Query):
        raise InvalidSQLError(f"not a query: parsed as {type(expressions[0]).__name__}")
    return expressions[0]


def sql_entities(sql: str, meta: Meta) -> SqlEntities:
    """The catalog tables and fields ``sql`` reads; names not in ``meta`` are listed apart."""
    if not sql.strip():
        raise InvalidSQLError("the SQL is empty")
    tree = _parse(sql, sqlglot_dialect(meta.dialect))
    tables: dict[TableRef, None] = {}
    fields: dict[FieldRef, None] = {}
    unknown_tables: dict[str, None] = {}
    # A column of a correlated subquery is seen by its own scope and by the enclosing one;
    # it is unknown only when neither places it.
    resolved: set[int] = set()
    suspects: dict[int, str] = {}
    try:
        scopes = traverse_scope(tree)
    except SqlglotError as error:
        raise InvalidSQLError(f"cannot resolve the SQL's scopes: {error}") from error
    for scope in scopes:
        local = _scope_tables(scope, meta, unknown_tables)
        tables.update(dict.fromkeys(local.values()))
        aliases = {s.alias.lower() for s in getattr(scope.expression, "selects", []) if s.alias}
        # Derived sources (CTEs, subqueries) are resolved in their own scopes; an unqualified
        # column next to one may come from it, so it is not called unknown here.
        derived = any(not isinstance(source, exp.Table) for source in scope.sources.values())
        for column in _columns_of(scope):
            ref = _resolve_column(column, local, meta)
            if ref is not None:
                fields[ref] = None
                resolved.add(id(column))
            elif column.table in local or (
                not column.table
                and local
                and not derived
                and column.name.lower() not in aliases
                and not _string_literal(column, meta)
            ):
                suspects[id(column)] = column.sql()
    unknown_columns = dict.fromkeys(sql for node, sql in suspects.items() if node not in resolved)
    return SqlEntities(tuple(tables), tuple(fields), tuple(unknown_tables), tuple(unknown_columns))


def _columns_of(scope: Scope) -> list[exp.Column]:
    """The scope's columns, with the unqualified ones of HAVING that sqlglot leaves out (they
    could name a select alias: ``_resolve_column`` finds no catalog field for an alias)."""
    columns = list(scope.columns)
    having = scope.expression.args.get("having")
    if having is not None:
        seen = {id(c) for c in columns}
        columns += [
            c
            for c in having.find_all(exp.Column)
            if id(c) not in seen and c.find_ancestor(exp.Select) is scope.expression
        ]
    return columns


def _string_literal(column: exp.Column, meta: Meta) -> bool:
    """SQLite reads a double-quoted name that is no column as a string (``WHERE city =
    "Paris"``); sqlglot parses it as a column."""
    return meta.dialect == "sqlite" and column.this.quoted


def _scope_tables(scope: Scope, meta: Meta, unknown: dict[str, None]) -> dict[str, TableRef]:
    """Alias (or name) → catalog table, for the base tables this scope selects from."""
    local: dict[str, TableRef] = {}
    for alias, source in scope.sources.items():
        if not isinstance(source, exp.Table):
            continue
        name = f"{source.db}.{source.name}" if source.db else source.name
        ref = meta.resolve_table(name)
        if ref is None:
            unknown[name] = None
        else:
            local[alias] = ref
    return local


def _resolve_column(column: exp.Column, local: dict[str, TableRef], meta: Meta) -> FieldRef | None:
    if column.name == "*":
        return None
    candidates = [local[column.table]] if column.table in local else list(local.values())
    for ref in candidates:
        table = meta.table(ref)
        found = table.field(column.name) if table else None
        if found is not None:
            return FieldRef(ref.schema, ref.table, found.name)
    return None
