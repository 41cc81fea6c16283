"""A DuckDB file's catalog, read from DuckDB's own metadata functions.

The SQLAlchemy dialect for DuckDB (``duckdb-engine``) reflects through PostgreSQL's catalog
queries, which DuckDB only partly emulates (``pg_collation``, ``regclass``: reflection fails on
SQLAlchemy 2.1). This reads the same facts from ``duckdb_tables()``, ``duckdb_views()``,
``duckdb_columns()`` and ``duckdb_constraints()``, and answers the few inspector calls
introspection makes, in the shapes SQLAlchemy's inspector gives.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

DEFAULT_SCHEMA = "main"


class DuckDBInspector:
    """The inspector calls ``linking.catalog.introspect`` makes, for one DuckDB connection."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection
        self.default_schema_name = (
            connection.execute(sa.text("SELECT current_schema()")).scalar() or DEFAULT_SCHEMA
        )

    def _rows(self, sql: str, **params: Any) -> list[Any]:
        return list(self.connection.execute(sa.text(sql), params))

    def _schema(self, schema: str | None) -> str:
        return schema or self.default_schema_name

    def get_schema_names(self) -> list[str]:
        rows = self._rows(
            "SELECT schema_name FROM duckdb_schemas() WHERE database_name = current_database() "
            "AND NOT internal ORDER BY schema_name"
        )
        return [row[0] for row in rows]

    def get_table_names(self, schema: str | None = None) -> list[str]:
        rows = self._rows(
            "SELECT table_name FROM duckdb_tables() WHERE schema_name = :schema "
            "AND database_name = current_database() AND NOT temporary ORDER BY table_name",
            schema=self._schema(schema),
        )
        return [row[0] for row in rows]

    def get_view_names(self, schema: str | None = None) -> list[str]:
        rows = self._rows(
            "SELECT view_name FROM duckdb_views() WHERE schema_name = :schema "
            "AND database_name = current_database() AND NOT internal ORDER BY view_name",
            schema=self._schema(schema),
        )
        return [row[0] for row in rows]

    def get_columns(self, table: str, schema: str | None = None) -> list[dict[str, Any]]:
        rows = self._rows(
            "SELECT column_name, data_type, is_nullable, comment FROM duckdb_columns() "
            "WHERE schema_name = :schema AND table_name = :table "
            "AND database_name = current_database() ORDER BY column_index",
            schema=self._schema(schema),
            table=table,
        )
        return [
            {"name": name, "type": data_type, "nullable": bool(nullable), "comment": comment}
            for name, data_type, nullable, comment in rows
        ]

    def _constraints(self, table: str, schema: str | None, kind: str) -> list[Any]:
        return self._rows(
            "SELECT constraint_column_names, referenced_table, referenced_column_names "
            "FROM duckdb_constraints() WHERE schema_name = :schema AND table_name = :table "
            "AND database_name = current_database() AND constraint_type = :kind "
            "ORDER BY constraint_index",
            schema=self._schema(schema),
            table=table,
            kind=kind,
        )

    def get_pk_constraint(self, table: str, schema: str | None = None) -> dict[str, Any]:
        found = self._constraints(table, schema, "PRIMARY KEY")
        return {"constrained_columns": list(found[0][0]) if found else []}

    def get_foreign_keys(self, table: str, schema: str | None = None) -> list[dict[str, Any]]:
        return [
            {
                "constrained_columns": list(columns),
                # DuckDB keeps a foreign key inside its schema.
                "referred_schema": self._schema(schema),
                "referred_table": referenced,
                "referred_columns": list(referenced_columns),
            }
            for columns, referenced, referenced_columns in self._constraints(
                table, schema, "FOREIGN KEY"
            )
        ]

    def get_table_comment(self, table: str, schema: str | None = None) -> dict[str, Any]:
        rows = self._rows(
            "SELECT comment FROM duckdb_tables() WHERE schema_name = :schema "
            "AND table_name = :table AND database_name = current_database() "
            "UNION ALL SELECT comment FROM duckdb_views() WHERE schema_name = :schema "
            "AND view_name = :table AND database_name = current_database()",
            schema=self._schema(schema),
            table=table,
        )
        return {"text": rows[0][0] if rows else None}

    def get_view_definition(self, view: str, schema: str | None = None) -> str:
        rows = self._rows(
            "SELECT sql FROM duckdb_views() WHERE schema_name = :schema AND view_name = :view "
            "AND database_name = current_database()",
            schema=self._schema(schema),
            view=view,
        )
        return str(rows[0][0]) if rows else ""
