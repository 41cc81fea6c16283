"""What differs between database engines, one profile each: the one place to read (and to
add to) when an engine is supported.

A profile says how sqlglot names the engine's SQL, which driver this package installs for a
URL that names none and which package extra brings the driver, whether the datasource is a
file or a server (and its default port), which URL options only shape the session, what
makes a session read-only with a statement time limit, and how a name is quoted in the
queries introspection writes itself. Connections (``linking.catalog.engines``), the
service's URL policy and its settings read these; an engine without a profile of its own gets
a bare one: its SQLAlchemy name for sqlglot, no session set read-only (give it a read-only
account), no options.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class EngineProfile:
    name: str  # SQLAlchemy's backend name
    sqlglot: str  # sqlglot's dialect
    driver: str | None = None  # the drivername used when a URL names none (this package's)
    extra: str | None = None  # the package extra that installs the driver
    file: bool = False  # a datasource is a path to a database file, not a server
    default_port: int | None = None
    options: frozenset[str] = frozenset()  # URL query options allowed: session shaping only
    # Run on each new connection, with the statement limit in milliseconds as ``{ms}`` or in
    # seconds as ``{s}``; a server engine without them is not made read-only here.
    read_only: tuple[str, ...] = ()
    # Those statements run in a transaction of their own: committed, and rolled back past
    # one that fails (PostgreSQL's driver opens one for them).
    transactional_setup: bool = False
    connect_timeout: bool = False  # the driver takes ``connect_timeout`` (whole seconds)
    name_quote: str | None = None  # for names in queries written as text (``LIMIT n`` SQL)
    comments_in_ddl: bool = False  # its DDL takes ``COMMENT`` clauses on columns and tables
    allowed_by_default: bool = False  # registrable unless the settings say otherwise


_SESSION = frozenset({"charset", "collation"})

PROFILES = {
    profile.name: profile
    for profile in (
        EngineProfile(
            "postgresql",
            "postgres",
            driver="postgresql+psycopg",
            default_port=5432,
            options=frozenset(
                {
                    "sslmode",
                    "application_name",
                    "target_session_attrs",
                    "client_encoding",
                    "gssencmode",
                }
            ),
            read_only=(
                "SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY",
                "SET statement_timeout = {ms}",
            ),
            transactional_setup=True,
            connect_timeout=True,
            name_quote='"',
            allowed_by_default=True,
        ),
        EngineProfile(
            "mysql",
            "mysql",
            driver="mysql+pymysql",
            default_port=3306,
            options=_SESSION,
            read_only=(
                "SET SESSION TRANSACTION READ ONLY",
                "SET SESSION max_execution_time = {ms}",
            ),
            connect_timeout=True,
            name_quote="`",
            comments_in_ddl=True,
            allowed_by_default=True,
        ),
        EngineProfile(
            "mariadb",
            "mysql",
            driver="mariadb+pymysql",
            default_port=3306,
            options=_SESSION,
            read_only=(
                "SET SESSION TRANSACTION READ ONLY",
                "SET SESSION max_statement_time = {s}",
            ),
            connect_timeout=True,
            name_quote="`",
            comments_in_ddl=True,
            allowed_by_default=True,
        ),
        EngineProfile("sqlite", "sqlite", file=True, name_quote='"', allowed_by_default=True),
        EngineProfile(
            "duckdb", "duckdb", extra="duckdb", file=True, name_quote='"', allowed_by_default=True
        ),
        EngineProfile("mssql", "tsql", extra="mssql"),
        EngineProfile("oracle", "oracle", extra="oracle"),
        EngineProfile("snowflake", "snowflake", extra="snowflake"),
        EngineProfile("bigquery", "bigquery", extra="bigquery"),
        EngineProfile("clickhouse", "clickhouse", extra="clickhouse"),
    )
}
# Schemes other tools print for an engine with a profile (``postgres://``, Heroku's).
ALIASES = {"postgres": "postgresql"}


def profile(backend: str) -> EngineProfile:
    """The profile of SQLAlchemy's backend ``backend``: its own, or a bare one."""
    return PROFILES.get(ALIASES.get(backend, backend)) or EngineProfile(backend, backend)


def sqlglot_dialect(dialect: str) -> str:
    """The sqlglot dialect for a SQLAlchemy dialect name."""
    return profile(dialect).sqlglot


def allowed_by_default() -> list[str]:
    return [name for name, p in PROFILES.items() if p.allowed_by_default]
