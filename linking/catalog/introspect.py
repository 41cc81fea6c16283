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
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError
from sqlalchemy.sql.expression import Executable

from linking.catalog.meta import Field, ForeignKey, Meta, Schema, Table, is_text_type
from linking.errors import DatasourceError, InvalidURLError, UnreachableError


@dataclass(frozen=True)
class SampleSettings:
    per_column: int = 20  # distinct values kept per column
    max_chars: int = 64  # longer values are not useful as examples and are skipped
    row_limit: int = 10_000  # rows scanned per column, so huge tables stay cheap
    timeout_s: float = 5.0  # per statement
    enabled: bool = True


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


# The drivers this package installs, for URLs that name none: SQLAlchemy's own defaults
# (psycopg2, MySQLdb) are not installed, and ``postgres://`` is what Heroku and others print.
_INSTALLED_DRIVERS = {
    "postgres": "postgresql+psycopg",
    "postgresql": "postgresql+psycopg",
    "mysql": "mysql+pymysql",
    "mariadb": "mariadb+pymysql",
}


def parse_url(url: str) -> sa.URL:
    """``url`` parsed, with the installed driver when it names none; ``InvalidURLError`` if
    it does not parse (SQLAlchemy raises two kinds of error)."""
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError) as error:
        raise InvalidURLError(
            "not a valid SQLAlchemy URL (dialect+driver://user:password@host:port/database)"
        ) from error
    driver = _INSTALLED_DRIVERS.get(parsed.drivername)
    return parsed.set(drivername=driver) if driver else parsed


def safe_url(url: str) -> str:
    """The URL as it may be shown: password masked."""
    try:
        return parse_url(url).render_as_string(hide_password=True)
    except InvalidURLError:
        return "<unparsable URL>"


def open_engine(url: str, *, timeout_s: float = 5.0) -> Engine:
    """A read-only engine for ``url``; SQLite files must exist (nothing is created)."""
    parsed = parse_url(url)
    if parsed.get_backend_name() == "sqlite":
        return _sqlite_engine(parsed)
    try:
        engine = sa.create_engine(
            parsed, pool_pre_ping=True, connect_args=_connect_args(parsed, timeout_s)
        )
    except (NoSuchModuleError, ImportError) as error:
        raise DatasourceError(f"no driver for {parsed.drivername}: {error}") from error
    sa.event.listen(engine, "connect", _read_only_session(parsed.get_backend_name(), timeout_s))
    return engine


def _connect_args(url: sa.URL, timeout_s: float) -> dict[str, Any]:
    backend = url.get_backend_name()
    if backend == "postgresql":
        return {"connect_timeout": max(1, int(timeout_s))}
    if backend in ("mysql", "mariadb"):
        return {"connect_timeout": max(1, int(timeout_s))}
    return {}


def _sqlite_engine(url: sa.URL) -> Engine:
    database = url.database or ""
    if database in ("", ":memory:"):
        raise DatasourceError("an in-memory SQLite database has no catalog to read")
    path = Path(database).expanduser()
    if not path.is_file():
        raise DatasourceError(f"no SQLite database at {path}")
    uri = f"file:{path.resolve()}?mode=ro"
    return sa.create_engine(
        "sqlite://", creator=lambda: sqlite3.connect(uri, uri=True, check_same_thread=False)
    )


def _read_only_session(backend: str, timeout_s: float) -> Callable[[Any, Any], None]:
    millis = int(timeout_s * 1000)
    statements = {
        "postgresql": [
            "SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY",
            f"SET statement_timeout = {millis}",
        ],
        "mysql": [
            "SET SESSION TRANSACTION READ ONLY",
            f"SET SESSION max_execution_time = {millis}",
        ],
        "mariadb": [
            "SET SESSION TRANSACTION READ ONLY",
            f"SET SESSION max_statement_time = {timeout_s:g}",
        ],
    }.get(backend, [])

    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        for statement in statements:
            try:
                cursor.execute(statement)
            except Exception:
                if backend == "postgresql":
                    dbapi_connection.rollback()
        cursor.close()
        if backend == "postgresql":
            dbapi_connection.commit()

    return on_connect


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
        with _connected(engine, url) as connection:
            inspector = sa.inspect(connection)
            names = list(schemas) if schemas else [inspector.default_schema_name or "main"]
            reader = _Reader(connection, inspector, sample, report, progress)
            built = [Schema(schema, tuple(reader.schema(schema))) for schema in names]
    finally:
        engine.dispose()
    report.meta = Meta(datasource=datasource, dialect=engine.dialect.name, schemas=tuple(built))
    report.seconds = round(time.perf_counter() - started, 3)
    return report


@contextmanager
def _connected(engine: Engine, url: str) -> Iterator[Connection]:
    try:
        connection = engine.connect()
    except SQLAlchemyError as error:
        raise UnreachableError(
            f"cannot connect to {safe_url(url)}: {_first_line(error)}"
        ) from error
    try:
        yield connection
    finally:
        with suppress(SQLAlchemyError):  # a connection that died cannot close cleanly
            connection.close()


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
                f"cannot list the tables of schema {schema!r}: {_first_line(error)}"
            ) from error
        is_sqlite = self.connection.dialect.name == "sqlite"
        comments = _sqlite_comments(self.connection) if is_sqlite else {}
        tables = []
        ordered = sorted(names)
        for done, (name, kind) in enumerate(ordered, start=1):
            where = _Where(schema, query_schema, name, kind)
            try:
                tables.append(self.table(where, comments.get(name, {})))
            except (SQLAlchemyError, _ConnectionLost) as error:
                reason = _first_line(error)
                if isinstance(error, _ConnectionLost) or not _alive(self.connection):
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
                f"{where.schema}.{where.name}: view definition not read ({_first_line(error)})"
            )
            return ""
        return str(text or "").strip()

    def values(self, where: _Where, column: str) -> tuple[str, ...]:
        """A column's sampled values; a failure leaves it without (and says so), unless the
        connection is gone, which ends the table's read."""
        try:
            return _sample_values(
                self.connection, where.query_schema, where.name, column, self.sample
            )
        except SQLAlchemyError as error:
            if not _alive(self.connection):
                raise _ConnectionLost(_first_line(error)) from error
            self.report.unsampled.add((f"{where.schema}.{where.name}", column))
            self.report.warnings.append(
                f"{where.schema}.{where.name}.{column}: values not sampled ({_first_line(error)})"
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


def _first_line(error: BaseException) -> str:
    lines = str(getattr(error, "orig", None) or error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


def _alive(connection: Connection) -> bool:
    """Whether the datasource still answers (reconnecting once if the connection dropped)."""
    try:
        connection.rollback()
        connection.execute(sa.text("SELECT 1"))
    except SQLAlchemyError:
        return False
    return True


def _type_name(type_: Any) -> str:
    try:
        return str(type_)
    except Exception:
        return type(type_).__name__


# Dialects whose row limit is ``LIMIT n``, and how each quotes a name: their sampling query is
# written directly instead of built and compiled per column by SQLAlchemy (compiling was half
# of introspection's time on a 2,000-table catalog).
_NAME_QUOTES = {"sqlite": '"', "postgresql": '"', "duckdb": '"', "mysql": "`", "mariadb": "`"}


def _sampling_query(
    connection: Connection, schema: str | None, table: str, column: str, sample: SampleSettings
) -> Executable:
    """Up to ``3 × per_column`` distinct non-null values among the first ``row_limit`` rows."""
    quote = _NAME_QUOTES.get(connection.dialect.name)
    if quote is None:
        source = sa.table(table, sa.column(column), schema=schema)
        rows = (
            sa.select(source.c[column]).where(source.c[column].is_not(None)).limit(sample.row_limit)
        )
        scanned = rows.subquery("scanned")
        return sa.select(scanned.c[column]).distinct().limit(sample.per_column * 3)

    def quoted(name: str) -> str:
        # text() escapes percent signs for the driver itself; a colon must not start a
        # parameter.
        return (quote + name.replace(quote, quote * 2) + quote).replace(":", r"\:")

    qualified = quoted(table) if schema is None else f"{quoted(schema)}.{quoted(table)}"
    name = quoted(column)
    sql = (
        f"SELECT DISTINCT {name} FROM (SELECT {name} FROM {qualified} WHERE {name} IS NOT NULL "
        "LIMIT :scanned) AS scanned LIMIT :kept"
    )
    return sa.text(sql).bindparams(scanned=sample.row_limit, kept=sample.per_column * 3)


def _sample_values(
    connection: Connection,
    schema: str | None,
    table: str,
    column: str,
    sample: SampleSettings,
) -> tuple[str, ...]:
    query = _sampling_query(connection, schema, table, column, sample)
    with _statement_deadline(connection, sample.timeout_s):
        found = connection.execute(query).scalars().all()
    values: dict[str, None] = {}
    for value in found:
        text = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
        text = " ".join(text.split())
        if text and len(text) <= sample.max_chars:
            values.setdefault(text, None)
    return tuple(values)[: sample.per_column]


@contextmanager
def _statement_deadline(connection: Connection, timeout_s: float) -> Iterator[None]:
    """SQLite has no statement timeout: abort through its progress handler instead."""
    raw = connection.connection.dbapi_connection
    if not isinstance(raw, sqlite3.Connection):
        yield
        return
    deadline = time.monotonic() + timeout_s
    raw.set_progress_handler(lambda: int(time.monotonic() > deadline), 10_000)
    try:
        yield
    finally:
        raw.set_progress_handler(None, 0)


_SQLITE_DDL = (
    "SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL AND type IN ('table', 'view')"
)
_COLUMN_COMMENT = re.compile(r"^\s*[\"`\[]?(\w+)[\"`\]]?\s+[^-]*?--\s*(.+?)\s*$")
_TABLE_COMMENT = re.compile(r"\(\s*--\s*(.+?)\s*$")


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
