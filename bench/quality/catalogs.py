"""Turn a data set's databases into real datasources and read them with the normal
introspection path.

A database with a SQLite file is used as it is (its values get sampled); one with only DDL
(Spider's ``wta_1``) is built from it; one with neither (BIRD, most of KaggleDBQA) becomes an
empty SQLite database created from the schema file, column descriptions written as DDL
comments. Union catalogs pool every database, each as its own schema named by its db_id.
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

from linking.catalog import (
    Field,
    FieldRef,
    ForeignKey,
    Meta,
    SampleSettings,
    Schema,
    introspect,
    with_inferred,
)

_TYPES = {
    "number": "NUMERIC",
    "text": "TEXT",
    "time": "TIMESTAMP",
    "boolean": "BOOLEAN",
    "others": "TEXT",
}


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _comment(text: str) -> str:
    return " -- " + " ".join(text.split()) if text and text != "*" else ""


def duplicate_columns(schema: dict[str, Any]) -> list[int]:
    """Indexes of columns a table lists a second time (names compared as SQLite does,
    case-insensitively): real schema files have them, and a table cannot be created with them."""
    seen: set[tuple[int, str]] = set()
    duplicates = []
    for i, (owner, name) in enumerate(schema["column_names_original"]):
        key = (owner, name.lower())
        if owner >= 0 and key in seen:
            duplicates.append(i)
        seen.add(key)
    return duplicates


def file_stem(db_id: str) -> str:
    """A file name for a database id: ids may hold ``/`` or other characters a path cannot;
    a changed id gets a hash of the original so two ids never share a file."""
    stem = re.sub(r"[^\w.-]", "_", db_id).lstrip(".") or "_"
    if stem == db_id:
        return stem
    return f"{stem}-{hashlib.sha256(db_id.encode()).hexdigest()[:8]}"


def schema_ddl(schema: dict[str, Any]) -> str:
    """CREATE TABLE statements for a Spider-format schema entry, descriptions as comments;
    a column listed twice in one table is created once (``duplicate_columns``)."""
    tables = schema["table_names_original"]
    columns = schema["column_names_original"]
    skipped = set(duplicate_columns(schema))
    types = schema["column_types"]
    descriptions = schema.get("column_descriptions") or [""] * len(columns)
    primary = {
        i
        for key in schema.get("primary_keys") or []
        for i in (key if isinstance(key, list) else [key])
    }
    foreign: dict[int, list[tuple[int, int]]] = {}
    for source, target in schema.get("foreign_keys") or []:
        foreign.setdefault(columns[source][0], []).append((source, target))
    statements = []
    for t, table in enumerate(tables):
        if table.lower().startswith("sqlite_"):
            continue  # SQLite's own tables (sqlite_sequence) cannot be created by hand
        own = [i for i, (owner, _) in enumerate(columns) if owner == t and i not in skipped]
        keys = [columns[i][1] for i in own if i in primary]
        items = [
            (
                f"{_quote(columns[i][1])} {_TYPES.get(types[i], types[i].upper())}",
                _comment(str(descriptions[i])),
            )
            for i in own
        ]
        if keys:
            items.append((f"PRIMARY KEY ({', '.join(map(_quote, keys))})", ""))
        for source, target in foreign.get(t, []):
            items.append(
                (
                    f"FOREIGN KEY ({_quote(columns[source][1])}) REFERENCES "
                    f"{_quote(tables[columns[target][0]])} ({_quote(columns[target][1])})",
                    "",
                )
            )
        lines = [f"CREATE TABLE {_quote(table)} ("]
        for n, (definition, comment) in enumerate(items):
            lines.append(f"  {definition}{',' if n < len(items) - 1 else ''}{comment}")
        statements.append("\n".join([*lines, ");"]))
    return "\n".join(statements)


def _content_key(schema: dict[str, Any], ddl_file: Path | None) -> str:
    """What a built database is made from: two sets that share a db id but not a schema
    (or a DDL file) never reuse each other's file."""
    digest = hashlib.sha256(json.dumps(schema, sort_keys=True, ensure_ascii=False).encode())
    if ddl_file is not None and ddl_file.is_file():
        digest.update(ddl_file.read_bytes())
    return digest.hexdigest()[:12]


def database_file(db_id: str, schema: dict[str, Any], db_dir: Path | None, work: Path) -> Path:
    if db_dir is not None and file_stem(db_id) == db_id:
        for candidate in (db_dir / db_id / f"{db_id}.sqlite", db_dir / f"{db_id}.sqlite"):
            if candidate.is_file():
                return candidate
    ddl_file = (
        db_dir / db_id / f"{db_id}.sql"
        if db_dir is not None and file_stem(db_id) == db_id
        else None
    )
    built = work / f"{file_stem(db_id)}-{_content_key(schema, ddl_file)}.sqlite"
    if built.is_file():
        return built
    temporary = built.with_suffix(".tmp")
    temporary.unlink(missing_ok=True)
    try:
        if ddl_file is None or not ddl_file.is_file():
            raise FileNotFoundError(ddl_file)
        with sqlite3.connect(temporary) as db:
            db.executescript(ddl_file.read_text("utf-8", "replace"))
    except (OSError, sqlite3.Error):
        # No DDL file, or a broken one (Spider's wta_1.sql starts mid-word): use the schema.
        temporary.unlink(missing_ok=True)
        with sqlite3.connect(temporary) as db:
            db.executescript(schema_ddl(schema))
    temporary.replace(built)
    return built


def _with_descriptions(meta: Meta, schema: dict[str, Any]) -> Meta:
    """Apply the schema file's column descriptions to an introspected database."""
    descriptions = schema.get("column_descriptions")
    if not descriptions:
        return meta
    tables = schema["table_names_original"]
    wanted = {
        (tables[owner].lower(), column.lower()): str(text)
        for (owner, column), text in zip(
            schema["column_names_original"], descriptions, strict=False
        )
        if owner >= 0 and text
    }

    def describe(ref: FieldRef, f: Field) -> Field:
        text = wanted.get((ref.table.lower(), f.name.lower()))
        return replace(f, description=text) if text and not f.description else f

    return meta.map_fields(describe)


def database_meta(
    db_id: str, schema: dict[str, Any], db_dir: Path | None, work: Path, *, values: bool
) -> Meta:
    path = database_file(db_id, schema, db_dir, work)
    sample = SampleSettings(enabled=values, per_column=20)
    meta = introspect(f"sqlite:///{path}", datasource=db_id, sample=sample).meta
    return _with_descriptions(meta, schema)


def union_meta(name: str, metas: dict[str, Meta]) -> Meta:
    """One catalog, each database its own schema (so same-named tables stay distinct)."""
    schemas = []
    for db_id, meta in metas.items():
        for schema in meta.schemas:
            tables = tuple(
                replace(
                    t,
                    foreign_keys=tuple(
                        ForeignKey(fk.columns, db_id, fk.ref_table, fk.ref_columns)
                        for fk in t.foreign_keys
                    ),
                )
                for t in schema.tables
            )
            schemas.append(Schema(db_id, tables))
    return Meta(name, "sqlite", tuple(schemas))


def without_foreign_keys(meta: Meta) -> Meta:
    """The catalog as a warehouse that declares no foreign keys would read."""
    return replace(
        meta,
        schemas=tuple(
            replace(s, tables=tuple(replace(t, foreign_keys=()) for t in s.tables))
            for s in meta.schemas
        ),
    )


def with_keys(meta: Meta, keys: str) -> Meta:
    """``declared``: the database's foreign keys; ``none``: none; ``inferred``: none declared,
    the relationships inference proposes instead (``linking.catalog.with_inferred``);
    ``synced``: the declared ones and those inference adds, as a sync reads a datasource."""
    if keys == "declared":
        return meta
    if keys == "synced":
        return with_inferred(meta)
    bare = without_foreign_keys(meta)
    return with_inferred(bare) if keys == "inferred" else bare
