"""The values a user may name, read from the datasource for the value index: every distinct
value of a nameable column below a cap, the most frequent ones up to the cap above it.

This is not the handful of examples that annotate a column (``linking.catalog.sampling``,
read with the catalog, seconds for thousands of tables): it reads whole columns, so it runs
after a datasource is linkable, in the background, one table at a time.

Cheap where the database allows it. PostgreSQL's statistics (``pg_stats``, kept by ANALYZE and
autovacuum) estimate each column's distinct count, and when their most-common-values list
holds every value of a column, that list *is* the column: no scan. MySQL and MariaDB give a
distinct-count estimate for indexed columns (``information_schema.STATISTICS``). Otherwise one
grouped read per column, most frequent first, fetched through a server-side cursor in batches
so memory stays bounded by the cap, not the table. Reads are read-only sessions with a
statement time limit (``open_engine``). What the statistics say is as fresh as the last
ANALYZE; a column served from them is re-read from the table when they disagree with its
examples.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import suppress
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.sql.expression import Executable

from linking.catalog.engines import (
    first_line,
    name_quoter,
    open_engine,
    run_query,
    safe_url,
    statement_deadline,
    still_answers,
)
from linking.catalog.meta import Field, FieldRef, Table, TableRef
from linking.catalog.nameable import column_skip_reason, is_nameable
from linking.catalog.read_values import ColumnValues, TableValues, ValueSettings
from linking.errors import UnreachableError


class ValueReader:
    """Reads a datasource table by table (``read_table``) on one read-only connection, opened
    at the first read (in the reading thread) and closed by ``close`` or on leaving a ``with``.
    """

    def __init__(self, url: str, settings: ValueSettings) -> None:
        self.url = url
        self.settings = settings
        self._engine: Engine | None = None
        self._connection: Connection | None = None
        self._default_schema = "main"
        self._quoted: Callable[[str], str] | None = None

    def __enter__(self) -> ValueReader:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        if self._connection is not None:
            with suppress(SQLAlchemyError):  # a connection that died cannot close cleanly
                self._connection.close()
            self._connection = None
        if self._engine is not None:
            self._engine.dispose()
            self._engine = None

    @property
    def connection(self) -> Connection:
        if self._connection is None:
            self._engine = open_engine(self.url, timeout_s=self.settings.timeout_s)
            try:
                self._connection = self._engine.connect()
            except SQLAlchemyError as error:
                raise UnreachableError(
                    f"cannot connect to {safe_url(self.url)}: {first_line(error)}"
                ) from error
            self._default_schema = sa.inspect(self._connection).default_schema_name or "main"
            self._quoted = name_quoter(self._connection)
        return self._connection

    @property
    def dialect(self) -> str:
        return self.connection.dialect.name

    def read_table(self, ref: TableRef, table: Table) -> TableValues:
        started = time.perf_counter()
        settings = self.settings
        columns, skipped, failed = [], {}, {}
        for f in table.fields:
            reason = column_skip_reason(
                f, max_chars=settings.max_chars, max_words=settings.max_words
            )
            if reason is not None:
                skipped[f.name] = reason
                continue
            try:
                columns.append(self.read_column(ref, f))
            except SQLAlchemyError as error:
                if not still_answers(self.connection):
                    raise UnreachableError(
                        f"the connection was lost reading {ref}.{f.name}: {first_line(error)}"
                    ) from error
                failed[f.name] = first_line(error)
        return TableValues(
            ref, tuple(columns), skipped, failed, round(time.perf_counter() - started, 4)
        )

    def read_column(self, ref: TableRef, f: Field) -> ColumnValues:
        field_ref = FieldRef(ref.schema, ref.table, f.name)
        estimate, listed = self._statistics(ref, f.name)
        if listed is not None and set(f.sample_values) <= set(listed):
            kept = self._nameable(listed)
            return ColumnValues(field_ref, kept, True, "statistics", estimate)
        values, complete = self._scan(ref, f.name)
        return ColumnValues(field_ref, values, complete, "scan", estimate)

    def _nameable(self, values: Iterable[Any]) -> tuple[str, ...]:
        """The nameable ones of ``values``, in order, up to the cap."""
        s = self.settings
        kept: dict[str, None] = {}
        for value in values:
            text = _text(value)
            if is_nameable(text, max_chars=s.max_chars, max_words=s.max_words):
                kept.setdefault(text, None)
                if len(kept) == s.per_column:
                    break
        return tuple(kept)

    def _scan(self, ref: TableRef, column: str) -> tuple[tuple[str, ...], bool]:
        """The column's distinct values by frequency, streamed; whether that was all of them.

        Twice the cap is asked for, since values that are no names are dropped after the
        read; the read stops as soon as the cap is reached."""
        s = self.settings
        asked = 2 * s.per_column
        streaming = self.connection.execution_options(stream_results=True, yield_per=s.fetch_rows)
        query = self._grouped_query(ref, column, asked)  # once connected: quoting is known
        rows = 0

        def counted(result: Any) -> Iterator[Any]:
            nonlocal rows
            for (value,) in result:
                rows += 1
                yield value

        with statement_deadline(self.connection, s.timeout_s):
            result = run_query(streaming, query)
            try:
                kept = self._nameable(counted(result))
            finally:
                result.close()
        return kept, len(kept) < s.per_column and rows < asked

    def _grouped_query(self, ref: TableRef, column: str, limit: int) -> Executable | str:
        schema = None if ref.schema == self._default_schema else ref.schema
        quoted = self._quoted
        if quoted is None:
            source = sa.table(ref.table, sa.column(column), schema=schema)
            c = source.c[column]
            count = sa.func.count()
            return (
                sa.select(c).where(c.is_not(None)).group_by(c).order_by(count.desc()).limit(limit)
            )
        qualified = quoted(ref.table) if schema is None else f"{quoted(schema)}.{quoted(ref.table)}"
        name = quoted(column)
        return (
            f"SELECT {name} FROM {qualified} WHERE {name} IS NOT NULL "
            f"GROUP BY {name} ORDER BY COUNT(*) DESC LIMIT {int(limit)}"
        )

    def _statistics(self, ref: TableRef, column: str) -> tuple[int | None, list[str] | None]:
        """The database's distinct-count estimate, and every value when its statistics list
        them all (PostgreSQL); (None, None) where it keeps none or will not say."""
        try:
            if self.dialect == "postgresql":
                return self._pg_statistics(ref, column)
            if self.dialect in ("mysql", "mariadb"):
                return self._mysql_estimate(ref, column), None
        except SQLAlchemyError:
            _roll_back(self.connection)
        return None, None

    def _pg_statistics(self, ref: TableRef, column: str) -> tuple[int | None, list[str] | None]:
        row = self.connection.execute(
            sa.text(
                "SELECT s.n_distinct, s.most_common_vals::text::text[], c.reltuples "
                "FROM pg_stats s JOIN pg_namespace n ON n.nspname = s.schemaname "
                "JOIN pg_class c ON c.relnamespace = n.oid AND c.relname = s.tablename "
                "WHERE s.schemaname = :schema AND s.tablename = :table AND s.attname = :column"
            ),
            {"schema": ref.schema, "table": ref.table, "column": column},
        ).first()
        if row is None:
            return None, None
        n_distinct, common, rows = float(row[0]), row[1], max(float(row[2] or 0), 0.0)
        # A negative n_distinct is a share of the rows: the column grows with the table.
        estimate = round(n_distinct if n_distinct >= 0 else -n_distinct * rows)
        listed = (
            common if common is not None and n_distinct > 0 and len(common) >= n_distinct else None
        )
        return estimate, listed

    def _mysql_estimate(self, ref: TableRef, column: str) -> int | None:
        found = self.connection.execute(
            sa.text(
                "SELECT MAX(CARDINALITY) FROM information_schema.STATISTICS "
                "WHERE TABLE_SCHEMA = :schema AND TABLE_NAME = :table "
                "AND COLUMN_NAME = :column AND SEQ_IN_INDEX = 1"
            ),
            {"schema": ref.schema, "table": ref.table, "column": column},
        ).scalar()
        return int(found) if found is not None else None


def _text(value: Any) -> str:
    text = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
    return " ".join(text.split())


def _roll_back(connection: Connection) -> None:
    with suppress(SQLAlchemyError):
        connection.rollback()
