"""Connections to datasources, and only for reading: a URL checked and shown without its
password, an engine whose sessions are read-only (SQLite and DuckDB files opened read-only,
PostgreSQL and MySQL sessions set read-only), and a time limit on each statement.

A database file reaches nothing but itself: a DuckDB view over ``read_text('/etc/passwd')``
or ``glob('*')`` would otherwise hand the server's files to every caller as sample values.
DuckDB is opened with external access off and its configuration locked (no file, no
extension, no attachment); SQLite with an authorizer that refuses ``ATTACH`` and extension
loading, and untrusted schemas (views and triggers call only innocuous functions).

Other engines SQLAlchemy has a dialect for (SQL Server, Oracle, Snowflake, BigQuery,
ClickHouse) are reached when their driver is installed (``pip install 'schemalink[mssql]'``
and so on: each engine's profile says, ``linking.catalog.profiles``); their sessions are not
set read-only here, so give them a read-only account. A URL whose driver is missing is
refused, naming the extra to install.
"""

from __future__ import annotations

import sqlite3
import threading
import time
import urllib.parse
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, CursorResult, Engine, make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError
from sqlalchemy.sql.expression import Executable

from linking.catalog.profiles import ALIASES, PROFILES, EngineProfile, profile
from linking.errors import DatasourceError, InvalidURLError, UnreachableError


def missing_driver(url: sa.URL) -> str | None:
    """Why ``url``'s driver cannot be loaded here, naming the extra that installs it; None
    when it can."""
    try:
        url.get_dialect().import_dbapi()
    except (NoSuchModuleError, ImportError) as error:
        extra = profile(url.get_backend_name()).extra
        install = f"pip install 'schemalink[{extra}]'" if extra else "its SQLAlchemy dialect"
        return f"no driver for {url.drivername} is installed ({error}); install {install}"
    return None


def parse_url(url: str) -> sa.URL:
    """``url`` parsed, with the installed driver when it names none; ``InvalidURLError`` if
    it does not parse (SQLAlchemy raises two kinds of error)."""
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError) as error:
        raise InvalidURLError(
            "not a valid SQLAlchemy URL (dialect+driver://user:password@host:port/database)"
        ) from error
    # The drivers this package installs, for URLs that name none: SQLAlchemy's own defaults
    # (psycopg2, MySQLdb) are not installed.
    named = ALIASES.get(parsed.drivername, parsed.drivername)
    driver = PROFILES[named].driver if named in PROFILES else None
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
    missing = missing_driver(parsed)
    if missing is not None:
        raise DatasourceError(missing)
    if parsed.get_backend_name() == "duckdb":
        return _duckdb_engine(parsed)
    engine_profile = profile(parsed.get_backend_name())
    connect_args = (
        {"connect_timeout": max(1, int(timeout_s))} if engine_profile.connect_timeout else {}
    )
    engine = sa.create_engine(parsed, pool_pre_ping=True, connect_args=connect_args)
    sa.event.listen(engine, "connect", _read_only_session(engine_profile, timeout_s))
    return engine


def _sqlite_engine(url: sa.URL) -> Engine:
    database = url.database or ""
    if database in ("", ":memory:"):
        raise DatasourceError("an in-memory SQLite database has no catalog to read")
    path = Path(database).expanduser()
    if not path.is_file():
        raise DatasourceError(f"no SQLite database at {path}")
    # Quoted: a file named ``x.db?mode=rwc`` must not set the URI's own parameters.
    uri = f"file:{urllib.parse.quote(str(path.resolve()))}?mode=ro"
    return sa.create_engine("sqlite://", creator=lambda: _sqlite_connection(uri))


def _sqlite_connection(uri: str) -> sqlite3.Connection:
    connection = sqlite3.connect(uri, uri=True, check_same_thread=False)
    if hasattr(connection, "enable_load_extension"):  # Pythons built without it have none
        connection.enable_load_extension(False)
    connection.set_authorizer(_sqlite_authorizer)
    connection.execute("PRAGMA trusted_schema = OFF")
    return connection


_SQLITE_REFUSED_FUNCTIONS = frozenset({"load_extension", "readfile", "writefile", "edit"})


def _sqlite_authorizer(action: int, first: str | None, second: str | None, *_: Any) -> int:
    if action in (sqlite3.SQLITE_ATTACH, sqlite3.SQLITE_DETACH):
        return sqlite3.SQLITE_DENY
    if action == sqlite3.SQLITE_FUNCTION and (second or "").lower() in _SQLITE_REFUSED_FUNCTIONS:
        return sqlite3.SQLITE_DENY
    return sqlite3.SQLITE_OK


# A DuckDB file is read as data only: no file system, no extension loaded or installed, and
# settings no statement can change back.
DUCKDB_LOCKED_CONFIG = {
    "enable_external_access": False,
    "autoload_known_extensions": False,
    "autoinstall_known_extensions": False,
    "allow_community_extensions": False,
    "lock_configuration": True,
}


def _duckdb_engine(url: sa.URL) -> Engine:
    database = url.database or ""
    if database in ("", ":memory:") or database.startswith("md:"):
        raise DatasourceError("a DuckDB datasource is a path to a database file")
    path = Path(database).expanduser()
    if not path.is_file():
        raise DatasourceError(f"no DuckDB database at {path}")
    return sa.create_engine(
        url.set(database=str(path.resolve())),
        connect_args={"read_only": True, "config": dict(DUCKDB_LOCKED_CONFIG)},
    )


def _read_only_session(
    engine_profile: EngineProfile, timeout_s: float
) -> Callable[[Any, Any], None]:
    transactional = engine_profile.transactional_setup
    ms, s = int(timeout_s * 1000), f"{timeout_s:g}"
    statements = [statement.format(ms=ms, s=s) for statement in engine_profile.read_only]

    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        for statement in statements:
            try:
                cursor.execute(statement)
            except Exception:
                if transactional:
                    dbapi_connection.rollback()
        cursor.close()
        if transactional:
            dbapi_connection.commit()

    return on_connect


@contextmanager
def statement_deadline(connection: Connection, timeout_s: float) -> Iterator[None]:
    """SQLite and DuckDB have no statement timeout: SQLite's statement is aborted through its
    progress handler, DuckDB's interrupted from a timer."""
    raw = connection.connection.dbapi_connection
    interrupt = getattr(raw, "interrupt", None)
    if connection.dialect.name == "duckdb" and interrupt is not None:
        timer = threading.Timer(timeout_s, interrupt)
        timer.start()
        try:
            yield
        finally:
            timer.cancel()
        return
    if not isinstance(raw, sqlite3.Connection):
        yield
        return
    deadline = time.monotonic() + timeout_s
    raw.set_progress_handler(lambda: int(time.monotonic() > deadline), 10_000)
    try:
        yield
    finally:
        raw.set_progress_handler(None, 0)


def name_quoter(connection: Connection) -> Callable[[str], str] | None:
    """How to quote a name in SQL given to the driver as it is (``run_query``) for this
    connection's dialect, or None for a dialect whose queries SQLAlchemy must build. Queries
    run once per column are written directly for dialects whose row limit is ``LIMIT n``:
    compiling them, each a statement of its own, was most of introspection's time (2,000
    generated tables: 200 µs a sampled column through ``sa.text()``, 70 as written)."""
    quote = profile(connection.dialect.name).name_quote
    if quote is None:
        return None

    def quoted(name: str) -> str:
        return quote + name.replace(quote, quote * 2) + quote

    return quoted


def run_query(connection: Connection, query: Executable | str) -> CursorResult[Any]:
    """``query`` run: SQL holding no parameters by the driver as it is (uncompiled, its percent
    signs and colons left alone: drivers read them only beside parameters), a statement that
    SQLAlchemy built compiled for the dialect."""
    if isinstance(query, str):
        return connection.exec_driver_sql(query, execution_options={"no_parameters": True})
    return connection.execute(query)


def first_line(error: BaseException) -> str:
    """A database error's first line: what its driver said, without SQL and parameters."""
    lines = str(getattr(error, "orig", None) or error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


@contextmanager
def connected(engine: Engine, url: str) -> Iterator[Connection]:
    """A connection of ``engine``, closed on exit; ``UnreachableError`` naming ``url``
    without its password if there is none to have."""
    try:
        connection = engine.connect()
    except SQLAlchemyError as error:
        raise UnreachableError(f"cannot connect to {safe_url(url)}: {first_line(error)}") from error
    try:
        yield connection
    finally:
        with suppress(SQLAlchemyError):  # a connection that died cannot close cleanly
            connection.close()


def still_answers(connection: Connection) -> bool:
    """Whether the datasource still answers after a failed statement (reconnecting once if
    the connection dropped)."""
    try:
        connection.rollback()
        connection.execute(sa.text("SELECT 1"))
    except SQLAlchemyError:
        return False
    return True
