"""Read a datasource's catalog through SQLAlchemy: tables, views, columns, keys, comments, and
sampled distinct values of text-like columns.

Everything here only reads: SQLite files are opened read-only, PostgreSQL and MySQL sessions
are set read-only, and each statement has a time limit. What could not be read is reported,
never silently dropped: a table whose columns cannot be read is listed in ``unread``, a column
whose values cannot be sampled in ``unsampled``, and when the connection is lost half-way every
table not read yet is ``unread`` too, so a sync can keep what it knew of them. A datasource that
cannot be reached at all is a ``DatasourceError`` whose message names the URL without its
password.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlalchemy.exc import SQLAlchemyError

from linking.catalog.duckdb_catalog import DuckDBInspector
from linking.catalog.engines import connected, first_line, open_engine, still_answers
from linking.catalog.meta import Field, ForeignKey, Meta, Schema, Table
from linking.catalog.sampling import SampleSettings, sample_values
from linking.catalog.types import is_text_type
from linking.errors import DatasourceError


@dataclass
class IntrospectionReport:
    meta: Meta
    warnings: list[str] = field(default_factory=list)
    seconds: float = 0.0
    # "schema.table" → why its columns could not be read: it is missing from ``meta``.
    unread: dict[str, str] = field(default_factory=dict)
    # ("schema.table", column) whose values could not be sampled: in ``meta`` without values.
    unsampled: set[tuple[str, str]] = field(default_factory=set)


class _ConnectionLost(Exception):
    """The datasource stopped answering in the middle of a read."""


ProgressCallback = Callable[[int, int, str], None]  # done, total, table name


def introspect(
    url: str,
    *,
    datasource: str,
    schemas: Sequence[str] | None = None,
    sample: SampleSettings | None = None,
    progress: ProgressCallback | None = None,
) -> IntrospectionReport:
    """The catalog of ``url`` (its default schema unless ``schemas`` are named)."""
    sample = sample or SampleSettings()
    started = time.perf_counter()
    engine = open_engine(url, timeout_s=sample.timeout_s)
    report = IntrospectionReport(Meta(datasource, engine.dialect.name, ()))
    try:
        with connected(engine, url) as connection:
            inspector = (
                DuckDBInspector(connection)
                if connection.dialect.name == "duckdb"
                else sa.inspect(connection)
            )
            if connection.dialect.name == "sqlite":
                _read_sqlite_ddl_once(connection)
            default = inspector.default_schema_name or "main"
            others = _other_schemas(inspector, default, schemas)
            names = list(schemas) if schemas else [default]
            reader = _Reader(connection, inspector, sample, report, progress)
            built = [Schema(schema, tuple(reader.schema(schema))) for schema in names]
            if not schemas and not built[0].tables and others:
                report.warnings.append(
                    f"schema {default!r} has no tables; the database's other schemas: "
                    f"{', '.join(others[:20])} (name those to read in the datasource's schemas)"
                )
    finally:
        engine.dispose()
    report.meta = Meta(datasource=datasource, dialect=engine.dialect.name, schemas=tuple(built))
    report.seconds = round(time.perf_counter() - started, 3)
    return report


# What a database keeps about itself: never a datasource's tables.
SYSTEM_SCHEMAS = frozenset(
    {"information_schema", "pg_catalog", "pg_toast", "mysql", "performance_schema", "sys"}
)


def _other_schemas(inspector: Any, default: str, named: Sequence[str] | None) -> list[str]:
    """The database's schemas besides ``default`` and its system ones; a ``DatasourceError``
    when ``named`` holds one the database does not have, or a system one."""
    try:
        known = set(inspector.get_schema_names())
    except (NotImplementedError, SQLAlchemyError):
        known = set()  # the dialect cannot say: a named schema is tried as it is
    system = {name for name in known if name.lower() in SYSTEM_SCHEMAS or name.startswith("pg_")}
    user = sorted(known - system - {default})
    for name in named or ():
        if name.lower() in SYSTEM_SCHEMAS:
            raise DatasourceError(f"schema {name!r} is the database's own catalog: not read")
        if known and name not in known:
            listed = ", ".join([default, *user][:20])
            raise DatasourceError(f"no schema {name!r} in this database; it has: {listed}")
    return user


@dataclass
class _Reader:
    """Reads one connected datasource's schemas into ``report``."""

    connection: Connection
    inspector: Any
    sample: SampleSettings
    report: IntrospectionReport
    progress: ProgressCallback | None

    def schema(self, schema: str) -> list[Table]:
        inspector, report = self.inspector, self.report
        query_schema = None if schema == inspector.default_schema_name else schema
        try:
            names = [(n, "table") for n in inspector.get_table_names(schema=query_schema)]
            names += [(n, "view") for n in inspector.get_view_names(schema=query_schema)]
        except SQLAlchemyError as error:
            raise DatasourceError(
                f"cannot list the tables of schema {schema!r}: {first_line(error)}"
            ) from error
        for view, why in sorted(getattr(inspector, "refused_views", {}).items()):
            if view.startswith(f"{schema}."):
                report.warnings.append(f"{view}: view not read, {why}")
        is_sqlite = self.connection.dialect.name == "sqlite"
        comments = _sqlite_comments(self.connection) if is_sqlite else {}
        tables = []
        ordered = sorted(names)
        for done, (name, kind) in enumerate(ordered, start=1):
            where = _Where(schema, query_schema, name, kind)
            try:
                tables.append(self.table(where, comments.get(name, {})))
            except (SQLAlchemyError, _ConnectionLost) as error:
                reason = first_line(error)
                if isinstance(error, _ConnectionLost) or not still_answers(self.connection):
                    lost = f"the connection was lost ({reason})"
                    for unread_name, _ in ordered[done - 1 :]:
                        report.unread[f"{schema}.{unread_name}"] = lost
                    report.warnings.append(
                        f"{schema}: connection lost after {done - 1} of {len(ordered)} tables"
                    )
                    break
                report.unread[f"{schema}.{name}"] = f"its columns cannot be read ({reason})"
                report.warnings.append(
                    f"{schema}.{name}: not read, its columns cannot be ({reason})"
                )
            if self.progress:
                self.progress(done, len(names), name)
        return tables

    def table(self, where: _Where, comments: dict[str, str]) -> Table:
        inspector, name, query_schema = self.inspector, where.name, where.query_schema
        columns = inspector.get_columns(name, schema=query_schema)
        pk = set()
        foreign_keys: tuple[ForeignKey, ...] = ()
        description = comments.get("", "")
        if where.kind == "table":
            constraint = inspector.get_pk_constraint(name, schema=query_schema)
            pk = set(constraint.get("constrained_columns") or [])
            foreign_keys = tuple(
                ForeignKey(
                    columns=tuple(fk["constrained_columns"]),
                    ref_schema=fk.get("referred_schema") or where.schema,
                    ref_table=fk["referred_table"],
                    ref_columns=tuple(fk["referred_columns"]),
                )
                for fk in inspector.get_foreign_keys(name, schema=query_schema)
                if fk.get("referred_table")
            )
        with suppress(NotImplementedError):
            comment = inspector.get_table_comment(name, schema=query_schema) or {}
            description = comment.get("text") or description
        fields = []
        for column in columns:
            type_name = _type_name(column["type"])
            values: tuple[str, ...] = ()
            if self.sample.enabled and is_text_type(type_name):
                values = self.values(where, column["name"])
            fields.append(
                Field(
                    name=column["name"],
                    type=type_name,
                    description=column.get("comment") or comments.get(column["name"], ""),
                    primary_key=column["name"] in pk,
                    nullable=bool(column.get("nullable", True)),
                    sample_values=values,
                )
            )
        return Table(
            name=name,
            fields=tuple(fields),
            description=description or "",
            kind=where.kind,
            foreign_keys=foreign_keys,
            definition=self.definition(where) if where.kind == "view" else "",
        )

    def definition(self, where: _Where) -> str:
        """A view's definition, what a role's view of it is judged by (``linking.access``);
        empty when the database will not say (the view is then hidden from restricted roles)."""
        try:
            text = self.inspector.get_view_definition(where.name, schema=where.query_schema)
        except (NotImplementedError, SQLAlchemyError) as error:
            self.report.warnings.append(
                f"{where.schema}.{where.name}: view definition not read ({first_line(error)})"
            )
            return ""
        return str(text or "").strip()

    def values(self, where: _Where, column: str) -> tuple[str, ...]:
        """A column's sampled values; a failure leaves it without (and says so), unless the
        connection is gone, which ends the table's read."""
        try:
            return sample_values(
                self.connection, where.query_schema, where.name, column, self.sample
            )
        except SQLAlchemyError as error:
            if not still_answers(self.connection):
                raise _ConnectionLost(first_line(error)) from error
            self.report.unsampled.add((f"{where.schema}.{where.name}", column))
            self.report.warnings.append(
                f"{where.schema}.{where.name}.{column}: values not sampled ({first_line(error)})"
            )
            return ()


@dataclass(frozen=True)
class _Where:
    """A table to read: the schema it is reported under and the one to query (None for the
    connection's default), its name, and whether it is a table or a view."""

    schema: str
    query_schema: str | None
    name: str
    kind: str


def _type_name(type_: Any) -> str:
    try:
        return str(type_)
    except Exception:
        return type(type_).__name__


_SQLITE_DDL = (
    "SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL AND type IN ('table', 'view')"
)
_COLUMN_COMMENT = re.compile(r"^\s*[\"`\[]?(\w+)[\"`\]]?\s+[^-]*?--\s*(.+?)\s*$")
_TABLE_COMMENT = re.compile(r"\(\s*--\s*(.+?)\s*$")


def _read_sqlite_ddl_once(connection: Connection) -> None:
    """Answer SQLAlchemy's per-table lookups of SQLite's stored DDL from one read. It finds a
    table's DDL by scanning ``sqlite_master`` (no index on the name), twice a table, which made
    reading a catalog quadratic in its tables: 3.9 s for 1,000 tables, 22 s for 3,000, 152 s
    of the 10,000-table benchmark. The engine is this read's own, so is the answer."""
    dialect = connection.dialect
    lookup = getattr(dialect, "_get_table_sql", None)
    if lookup is None:  # another SQLAlchemy: its own way, however slow
        return
    stored: dict[str, str] = {name: ddl for name, ddl in connection.execute(sa.text(_SQLITE_DDL))}

    def table_sql(conn: Connection, table_name: str, schema: str | None = None, **kw: Any) -> Any:
        if schema is None and table_name in stored:
            return stored[table_name]
        return lookup(conn, table_name, schema=schema, **kw)

    dialect._get_table_sql = table_sql  # type: ignore[attr-defined]


def _sqlite_comments(connection: Connection) -> dict[str, dict[str, str]]:
    """``-- comments`` from SQLite's stored DDL: table → {column → comment, "" → table's}.

    SQLite keeps each CREATE statement verbatim, so a comment at the end of a column's line is
    that column's description, and one after the opening parenthesis the table's.
    """
    found: dict[str, dict[str, str]] = {}
    rows = connection.execute(sa.text(_SQLITE_DDL))
    for name, ddl in rows:
        comments: dict[str, str] = {}
        for line_number, line in enumerate(ddl.splitlines()):
            if line_number == 0:
                if match := _TABLE_COMMENT.search(line):
                    comments[""] = match.group(1)
                continue
            if match := _COLUMN_COMMENT.match(line):
                comments[match.group(1)] = match.group(2)
        found[name] = comments
    return found
