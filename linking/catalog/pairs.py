"""Training pairs (question → SQL) and the catalog entities their SQL uses.

A similar approved pair is strong evidence: the tables and columns its SQL touched are likely
the ones a new question needs. The SQL is parsed with sqlglot in the datasource's dialect, and
every column is resolved through its scope (aliases, subqueries, CTEs) to a catalog field.

SQL comes from users (pairs, feedback, a conversation's turns), so reading it is bounded: a
statement nested deeper than ``MAX_NESTING`` parentheses is refused before it is parsed, and
one that nests otherwise (``NOT NOT …``) past what the parser's recursion can take is refused
when it does; both are an ``InvalidSQLError``, never a crash.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError
from sqlglot.optimizer.scope import Scope, traverse_scope

from linking.catalog.meta import FieldRef, Meta, TableRef
from linking.catalog.profiles import sqlglot_dialect
from linking.errors import InvalidSQLError

# Real queries nest a handful of levels; sqlglot's recursive parser fails near 50.
MAX_NESTING = 32
_TOO_DEEP = "the SQL is nested too deeply to read"


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
    # Tables every column of which the SQL reads: ``SELECT *``, ``t.*``, a natural join.
    whole_tables: tuple[TableRef, ...] = ()


def nesting_depth(sql: str) -> int:
    """How deep the parentheses of ``sql`` nest, outside string literals."""
    depth = deepest = 0
    quote: str | None = None
    for char in sql:
        if quote is not None:
            if char == quote:
                quote = None
        elif char in "'\"`":
            quote = char
        elif char == "(":
            depth += 1
            deepest = max(deepest, depth)
        elif char == ")":
            depth -= 1
    return deepest


def parse_statement(sql: str, dialect: str) -> exp.Expr:
    """The one statement of ``sql`` in a sqlglot dialect; ``InvalidSQLError`` says why not."""
    if not sql.strip():
        raise InvalidSQLError("the SQL is empty")
    depth = nesting_depth(sql)
    if depth > MAX_NESTING:
        raise InvalidSQLError(
            f"the SQL nests parentheses {depth} deep; at most {MAX_NESTING} are read"
        )
    return _parse(sql, dialect)


@lru_cache(maxsize=2048)
def _parse(sql: str, dialect: str) -> exp.Expr:
    try:
        expressions = [e for e in sqlglot.parse(sql, read=dialect) if e is not None]
    except SqlglotError as error:
        first_line = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise InvalidSQLError(f"SQL does not parse as {dialect}: {first_line}") from error
    except RecursionError:
        raise InvalidSQLError(_TOO_DEEP) from None
    if len(expressions) != 1:
        raise InvalidSQLError(f"expected one SQL statement, found {len(expressions)}")
    return expressions[0]


def parse_query(sql: str, dialect: str) -> exp.Query:
    """``parse_statement``, and the statement must be a query."""
    tree = parse_statement(sql, dialect)
    if not isinstance(tree, exp.Query):
        raise InvalidSQLError(f"not a query: parsed as {type(tree).__name__}")
    return tree


def view_query(definition: str, dialect: str) -> exp.Query:
    """A view's query from its definition as a database reports it: the query itself
    (PostgreSQL, MySQL) or the whole ``CREATE VIEW … AS`` statement (SQLite)."""
    tree = parse_statement(definition, dialect)
    if isinstance(tree, exp.Create) and isinstance(tree.expression, exp.Query):
        return tree.expression
    if not isinstance(tree, exp.Query):
        raise InvalidSQLError(f"not a view's query: parsed as {type(tree).__name__}")
    return tree


def without_comments(sql: str, dialect: str) -> str:
    """``sql`` as a query with its comments left out: SQL that others will be shown as an
    example carries no instructions to whoever reads it."""
    name = sqlglot_dialect(dialect)
    return parse_query(sql, name).sql(dialect=name, comments=False)


def sql_entities(sql: str, meta: Meta) -> SqlEntities:
    """The catalog tables and fields ``sql`` reads; names not in ``meta`` are listed apart."""
    return query_entities(parse_query(sql, sqlglot_dialect(meta.dialect)), meta)


def query_entities(tree: exp.Query, meta: Meta) -> SqlEntities:
    """``sql_entities`` of a parsed query."""
    try:
        return _Resolution(meta).of(tree)
    except SqlglotError as error:
        raise InvalidSQLError(f"cannot resolve the SQL's scopes: {error}") from error
    except RecursionError:
        raise InvalidSQLError(_TOO_DEEP) from None


def sql_joins(sql: str, meta: Meta) -> set[frozenset[FieldRef]]:
    """The column equalities between two catalog tables that ``sql`` joins on (``ON``,
    ``USING`` or ``WHERE a.x = b.y``), each as an unordered pair of fields."""
    tree = parse_query(sql, sqlglot_dialect(meta.dialect))
    found: set[frozenset[FieldRef]] = set()
    try:
        for scope in traverse_scope(tree):
            local = _scope_tables(scope, meta, {})
            for equality in scope.expression.find_all(exp.EQ):
                if equality.find_ancestor(exp.Select) is not scope.expression:
                    continue  # a subquery's own equalities belong to its scope
                left, right = equality.this, equality.expression
                if isinstance(left, exp.Column) and isinstance(right, exp.Column):
                    a, b = _resolve_column(left, local, meta), _resolve_column(right, local, meta)
                    if a is not None and b is not None and a.table_ref != b.table_ref:
                        found.add(frozenset((a, b)))
            using = _using_columns(scope, local, meta)
            for a in using:
                for b in using:
                    if a.field.lower() == b.field.lower() and a.table_ref != b.table_ref:
                        found.add(frozenset((a, b)))
    except SqlglotError as error:
        raise InvalidSQLError(f"cannot resolve the SQL's scopes: {error}") from error
    return found


class _Resolution:
    """One query resolved against one catalog, scope by scope."""

    def __init__(self, meta: Meta) -> None:
        self.meta = meta
        self.tables: dict[TableRef, None] = {}
        self.fields: dict[FieldRef, None] = {}
        self.whole: dict[TableRef, None] = {}
        self.unknown_tables: dict[str, None] = {}
        # A column of a correlated subquery is seen by its own scope and by the enclosing
        # one; it is unknown only when neither places it.
        self.resolved: set[int] = set()
        self.suspects: dict[int, str] = {}

    def of(self, tree: exp.Query) -> SqlEntities:
        for scope in traverse_scope(tree):
            self._scope(scope)
        unknown = dict.fromkeys(s for node, s in self.suspects.items() if node not in self.resolved)
        return SqlEntities(
            tuple(self.tables),
            tuple(self.fields),
            tuple(self.unknown_tables),
            tuple(unknown),
            tuple(self.whole),
        )

    def _scope(self, scope: Scope) -> None:
        local = _scope_tables(scope, self.meta, self.unknown_tables)
        self.tables.update(dict.fromkeys(local.values()))
        selects = getattr(scope.expression, "selects", [])
        aliases = {s.alias.lower() for s in selects if s.alias}
        # Derived sources (CTEs, subqueries) are resolved in their own scopes; an unqualified
        # column next to one may come from it, so it is not called unknown here.
        derived = any(not isinstance(source, exp.Table) for source in scope.sources.values())
        self.whole.update(dict.fromkeys(_whole_tables(scope, selects, local)))
        self.fields.update(dict.fromkeys(_using_columns(scope, local, self.meta)))
        for column in _columns_of(scope):
            ref = _resolve_column(column, local, self.meta)
            if ref is not None:
                self.fields[ref] = None
                self.resolved.add(id(column))
            elif column.table in local or (
                not column.table
                and local
                and not derived
                and column.name.lower() not in aliases
                and not _string_literal(column, self.meta)
            ):
                self.suspects[id(column)] = column.sql()


def _whole_tables(
    scope: Scope, selects: list[exp.Expr], local: dict[str, TableRef]
) -> list[TableRef]:
    """The base tables of this scope whose every column a star or a natural join reads."""
    whole: list[TableRef] = []
    for projection in selects:
        if isinstance(projection, exp.Star):
            whole.extend(local.values())
        elif isinstance(projection, exp.Column) and isinstance(projection.this, exp.Star):
            if projection.table in local:
                whole.append(local[projection.table])
            elif not projection.table:
                whole.extend(local.values())
    joins = scope.expression.args.get("joins") or []
    if any(join.args.get("method") == "NATURAL" for join in joins):
        whole.extend(local.values())
    return whole


def _using_columns(scope: Scope, local: dict[str, TableRef], meta: Meta) -> list[FieldRef]:
    """``JOIN … USING (c)`` reads ``c`` of each joined table that has it; sqlglot keeps those
    names as identifiers, not columns."""
    names = {
        identifier.name
        for join in scope.expression.args.get("joins") or []
        for identifier in join.args.get("using") or []
    }
    found = []
    for name in names:
        for ref in local.values():
            table = meta.table(ref)
            field = table.field(name) if table else None
            if field is not None:
                found.append(FieldRef(ref.schema, ref.table, field.name))
    return found


def _columns_of(scope: Scope) -> list[exp.Column]:
    """The scope's columns, with the unqualified ones of HAVING that sqlglot leaves out (they
    could name a select alias: ``_resolve_column`` finds no catalog field for an alias)."""
    columns = [c for c in scope.columns if not isinstance(c.this, exp.Star)]
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
    candidates = [local[column.table]] if column.table in local else list(local.values())
    for ref in candidates:
        table = meta.table(ref)
        found = table.field(column.name) if table else None
        if found is not None:
            return FieldRef(ref.schema, ref.table, found.name)
    return None


def parse_condition(sql: str, dialect: str) -> exp.Expr:
    """``sql`` as one boolean condition (a row filter: ``region = '华东'``), or
    ``InvalidSQLError``: a statement, or anything but a condition, is refused."""
    if not sql.strip():
        raise InvalidSQLError("the condition is empty")
    if nesting_depth(sql) > MAX_NESTING:
        raise InvalidSQLError(f"the condition nests parentheses over {MAX_NESTING} deep")
    try:
        return sqlglot.parse_one(sql, read=dialect, into=exp.Condition)
    except SqlglotError:
        raise InvalidSQLError(f"not an SQL condition in {dialect}") from None
    except RecursionError:
        raise InvalidSQLError(_TOO_DEEP) from None
