"""A DuckDB file's catalog, read from DuckDB's own metadata functions.

The SQLAlchemy dialect for DuckDB (``duckdb-engine``) reflects through PostgreSQL's catalog
queries, which DuckDB only partly emulates (``pg_collation``, ``regclass``: reflection fails on
SQLAlchemy 2.1). This reads the same facts from ``duckdb_tables()``, ``duckdb_views()``,
``duckdb_columns()`` and ``duckdb_constraints()``, and answers the few inspector calls
introspection makes, in the shapes SQLAlchemy's inspector gives.

A view is read only when it reads nothing but this file's tables and readable views: one over
a table function (``read_text``, ``read_csv``, ``glob``), a file path or another database is
left out and named in ``refused_views``. The connection cannot reach files anyway
(``engines.DUCKDB_LOCKED_CONFIG``); this keeps such views out of the catalog altogether.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlglot import exp

from linking.catalog.pairs import view_query
from linking.errors import InvalidSQLError

DEFAULT_SCHEMA = "main"


class DuckDBInspector:
    """The inspector calls ``linking.catalog.introspection`` makes, for one DuckDB connection."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection
        self.default_schema_name = (
            connection.execute(sa.text("SELECT current_schema()")).scalar() or DEFAULT_SCHEMA
        )
        # "schema.view" -> why it is not read.
        self.refused_views: dict[str, str] = {}

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
        """The schema's views that read only this file's tables and readable views."""
        rows = self._rows(
            "SELECT schema_name, view_name, sql FROM duckdb_views() "
            "WHERE database_name = current_database() AND NOT internal"
        )
        tables = {
            (row[0], row[1])
            for row in self._rows(
                "SELECT schema_name, table_name FROM duckdb_tables() "
                "WHERE database_name = current_database() AND NOT temporary"
            )
        }
        readable = _readable_views(
            {(s, v): sql for s, v, sql in rows},
            tables,
            self.default_schema_name,
            self.refused_views,
        )
        wanted = self._schema(schema)
        return sorted(view for view_schema, view in readable if view_schema == wanted)

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


def _readable_views(
    views: dict[tuple[str, str], str],
    tables: set[tuple[str, str]],
    default_schema: str,
    refused: dict[str, str],
) -> set[tuple[str, str]]:
    """The views whose every source is a table or a readable view of this file (a view over
    a refused view is refused too); why each other one is not is put in ``refused``."""
    sources: dict[tuple[str, str], set[tuple[str | None, str]]] = {}
    for (schema, view), sql in views.items():
        found = _view_sources(sql)
        if isinstance(found, str):
            refused[f"{schema}.{view}"] = found
        else:
            sources[(schema, view)] = found
    readable: set[tuple[str, str]] = set()

    def known(schema: str, source: tuple[str | None, str]) -> bool:
        # An unqualified name is looked up in the view's own schema, then the default one.
        places = [source] if source[0] else [(schema, source[1]), (default_schema, source[1])]
        return any(place in tables or place in readable for place in places)

    changed = True
    while changed:  # a view is readable once all it reads is
        changed = False
        for key, needs in sources.items():
            if key not in readable and all(known(key[0], n) for n in needs):
                readable.add(key)
                changed = True
    for schema, view in sources.keys() - readable:
        refused[f"{schema}.{view}"] = "it reads something that is not a table of this file"
    return readable


# Functions that tell of the server rather than the file: its settings (paths among them)
# and its environment.
_SERVER_FUNCTIONS = frozenset({"current_setting", "getenv", "which_secret"})


def _view_sources(sql: str) -> set[tuple[str | None, str]] | str:
    """The (schema or None, name) of every table a view's definition reads, or why it is
    refused."""
    try:
        tree = view_query(sql, "duckdb")  # DuckDB keeps the whole CREATE VIEW statement
    except InvalidSQLError:
        return "its definition cannot be read as a query"
    for function in tree.find_all(exp.Func):
        name = function.name if isinstance(function, exp.Anonymous) else function.sql_name()
        if name.lower() in _SERVER_FUNCTIONS or name.lower().startswith(("duckdb_", "pragma_")):
            return f"it calls {name.lower()}(), which reads the server's settings"
    ctes = {cte.alias_or_name for cte in tree.find_all(exp.CTE)}
    found: set[tuple[str | None, str]] = set()
    for table in tree.find_all(exp.Table):
        if not isinstance(table.this, exp.Identifier):
            return f"it reads {table.this.sql('duckdb')[:80]}, a table function"
        if table.catalog:
            return f"it reads another database ({table.catalog})"
        if not table.db and table.name in ctes:
            continue
        found.add((table.db or None, table.name))
    return found
