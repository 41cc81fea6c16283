"""SQL dialects: the names SQLAlchemy gives a database, as sqlglot knows them."""

from __future__ import annotations

# SQLAlchemy dialect names → sqlglot dialect names where they differ.
_SQLGLOT_DIALECTS = {
    "postgresql": "postgres",
    "mariadb": "mysql",
    "mssql": "tsql",
    "sqlite": "sqlite",
    "mysql": "mysql",
}


def sqlglot_dialect(dialect: str) -> str:
    """The sqlglot dialect for a SQLAlchemy dialect name."""
    return _SQLGLOT_DIALECTS.get(dialect, dialect)
