"""The catalog model: datasource → schemas → tables → fields.

Every object is frozen. Filtering and annotation build new objects that share the untouched
parts with the original, so the cached catalog a linker holds is never mutated by a request.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import KW_ONLY, dataclass, replace
from functools import cached_property
from typing import Any, NamedTuple


class TableRef(NamedTuple):
    schema: str
    table: str

    def __str__(self) -> str:
        return f"{self.schema}.{self.table}"


# A foreign key seen from one of its two tables: (this table, its columns, the other table,
# the other's columns). The join graph is these, both ways (``linking.ranking.joins``).
Edge = tuple[TableRef, tuple[str, ...], TableRef, tuple[str, ...]]


class FieldRef(NamedTuple):
    schema: str
    table: str
    field: str

    @property
    def table_ref(self) -> TableRef:
        return TableRef(self.schema, self.table)

    def __str__(self) -> str:
        return f"{self.schema}.{self.table}.{self.field}"


@dataclass(frozen=True, slots=True)
class ForeignKey:
    """``columns`` of the table holding it equal ``ref_columns`` of the target; stated by the
    database (``origin`` ``database``), an admin (``declared``) or inference (``inferred``,
    with a confidence below 1 and its evidence: ``linking.catalog.inference``)."""

    columns: tuple[str, ...]
    ref_schema: str
    ref_table: str
    ref_columns: tuple[str, ...]
    _: KW_ONLY
    origin: str = "database"
    confidence: float = 1.0
    evidence: tuple[str, ...] = ()

    @property
    def target(self) -> TableRef:
        return TableRef(self.ref_schema, self.ref_table)


@dataclass(frozen=True, slots=True)
class Field:
    name: str
    type: str
    description: str = ""
    _: KW_ONLY
    primary_key: bool = False
    nullable: bool = True
    sample_values: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Table:
    name: str
    fields: tuple[Field, ...]
    description: str = ""
    kind: str = "table"  # "table" or "view"
    foreign_keys: tuple[ForeignKey, ...] = ()
    # A view's definition as the database reports it: what a caller's view of it depends on.
    definition: str = ""
    # The caller's role's row filters (``AccessPolicy.apply``): what the SQL must apply.
    row_filters: tuple[str, ...] = ()

    def field(self, name: str) -> Field | None:
        lowered = name.lower()
        return next((f for f in self.fields if f.name.lower() == lowered), None)

    @property
    def primary_key(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.fields if f.primary_key)


@dataclass(frozen=True, slots=True)
class Schema:
    name: str
    tables: tuple[Table, ...]


@dataclass(frozen=True)
class Meta:
    """The catalog of one datasource, or the part of it a caller may see."""

    datasource: str
    dialect: str
    schemas: tuple[Schema, ...]

    @cached_property
    def _index(self) -> dict[TableRef, Table]:
        # Derived once per object: the object itself never changes.
        return {
            TableRef(schema.name, table.name): table
            for schema in self.schemas
            for table in schema.tables
        }

    @cached_property
    def _position(self) -> dict[TableRef, int]:
        return {ref: position for position, ref in enumerate(self._index)}

    @property
    def table_count(self) -> int:
        return len(self._index)

    @cached_property
    def field_count(self) -> int:
        return sum(len(table.fields) for table in self._index.values())

    def tables(self) -> Iterator[tuple[TableRef, Table]]:
        yield from self._index.items()

    def table_refs(self) -> list[TableRef]:
        return list(self._index)

    def table(self, ref: TableRef) -> Table | None:
        return self._index.get(ref)

    @cached_property
    def _field_keys(self) -> frozenset[tuple[TableRef, str]]:
        # Column names match case-insensitively, as ``Table.field`` does.
        return frozenset(
            (ref, f.name.lower()) for ref, table in self._index.items() for f in table.fields
        )

    def has_field(self, ref: FieldRef) -> bool:
        return (ref.table_ref, ref.field.lower()) in self._field_keys

    def resolve_table(self, name: str) -> TableRef | None:
        """Find a table by ``table`` or ``schema.table``, case-insensitively."""
        wanted = name.strip().strip('`"[]').lower()
        for ref in self._index:
            if wanted in (ref.table.lower(), str(ref).lower()):
                return ref
        return None

    @property
    def single_schema(self) -> bool:
        return len(self.schemas) <= 1

    def display_name(self, ref: TableRef) -> str:
        return ref.table if self.single_schema else str(ref)

    def filter_tables(self, keep: Callable[[TableRef], bool] | Iterable[TableRef]) -> Meta:
        """A new Meta with only the tables ``keep`` accepts (a predicate or a collection).

        Foreign keys to tables left out are dropped too: a pruned catalog names nothing
        outside itself.
        """
        if not callable(keep):
            return self._with_tables({ref for ref in keep if ref in self._index})
        schemas = []
        for schema in self.schemas:
            tables = tuple(t for t in schema.tables if keep(TableRef(schema.name, t.name)))
            if tables:
                schemas.append(
                    schema if len(tables) == len(schema.tables) else Schema(schema.name, tables)
                )
        return replace(self, schemas=tuple(schemas))._without_dangling_keys()

    def _with_tables(self, wanted: set[TableRef]) -> Meta:
        """``filter_tables`` for a set of this catalog's tables, in the catalog's order: a link
        keeps a handful of a warehouse's thousands, so only those are visited."""
        kept: dict[str, list[Table]] = {}
        for ref in sorted(wanted, key=self._position.__getitem__):
            kept.setdefault(ref.schema, []).append(self._index[ref])
        schemas = tuple(
            schema
            if len(kept[schema.name]) == len(schema.tables)
            else Schema(schema.name, tuple(kept[schema.name]))
            for schema in self.schemas
            if schema.name in kept
        )
        return replace(self, schemas=schemas)._without_dangling_keys()

    def filter_fields(self, keep: Callable[[FieldRef], bool] | Iterable[FieldRef]) -> Meta:
        """A new Meta with only the fields ``keep`` accepts; tables left empty are dropped."""
        if not callable(keep):
            wanted = set(keep)
            keep = wanted.__contains__

        def prune(schema: Schema, table: Table) -> Table:
            fields = tuple(
                f for f in table.fields if keep(FieldRef(schema.name, table.name, f.name))
            )
            return table if len(fields) == len(table.fields) else replace(table, fields=fields)

        schemas = []
        for schema in self.schemas:
            tables = tuple(t for t in (prune(schema, t) for t in schema.tables) if t.fields)
            if tables:
                schemas.append(Schema(schema.name, tables))
        return replace(self, schemas=tuple(schemas))._without_dangling_keys()

    def _without_dangling_keys(self) -> Meta:
        """Drop foreign keys whose columns or target are no longer in this Meta."""
        index = self._index

        def resolves(table: Table, fk: ForeignKey) -> bool:
            target = index.get(fk.target)
            return (
                target is not None
                and all(table.field(c) is not None for c in fk.columns)
                and all(target.field(c) is not None for c in fk.ref_columns)
            )

        changed = False
        schemas = []
        for schema in self.schemas:
            tables = []
            for table in schema.tables:
                kept = tuple(fk for fk in table.foreign_keys if resolves(table, fk))
                if len(kept) != len(table.foreign_keys):
                    table = replace(table, foreign_keys=kept)
                    changed = True
                tables.append(table)
            schemas.append(Schema(schema.name, tuple(tables)))
        return replace(self, schemas=tuple(schemas)) if changed else self

    def map_fields(self, change: Callable[[FieldRef, Field], Field]) -> Meta:
        """A new Meta where each field is replaced by ``change(ref, field)``."""
        schemas = []
        for schema in self.schemas:
            tables = []
            for table in schema.tables:
                fields = tuple(
                    change(FieldRef(schema.name, table.name, f.name), f) for f in table.fields
                )
                unchanged = all(a is b for a, b in zip(fields, table.fields, strict=True))
                tables.append(table if unchanged else replace(table, fields=fields))
            schemas.append(Schema(schema.name, tuple(tables)))
        return replace(self, schemas=tuple(schemas))

    def to_dict(self) -> dict[str, Any]:
        return {
            "datasource": self.datasource,
            "dialect": self.dialect,
            "schemas": [_schema_to_dict(schema) for schema in self.schemas],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Meta:
        return cls(
            datasource=data["datasource"],
            dialect=data["dialect"],
            schemas=tuple(_schema_from_dict(schema) for schema in data["schemas"]),
        )


def _schema_to_dict(schema: Schema) -> dict[str, Any]:
    return {
        "name": schema.name,
        "tables": [
            {
                "name": table.name,
                "description": table.description,
                "kind": table.kind,
                "fields": [
                    {
                        "name": f.name,
                        "type": f.type,
                        "description": f.description,
                        "primary_key": f.primary_key,
                        "nullable": f.nullable,
                        "sample_values": list(f.sample_values),
                    }
                    for f in table.fields
                ],
                "foreign_keys": [_foreign_key_to_dict(fk) for fk in table.foreign_keys],
                **({"definition": table.definition} if table.definition else {}),
                **({"row_filters": list(table.row_filters)} if table.row_filters else {}),
            }
            for table in schema.tables
        ],
    }


def _foreign_key_to_dict(fk: ForeignKey) -> dict[str, Any]:
    data: dict[str, Any] = {
        "columns": list(fk.columns),
        "ref_schema": fk.ref_schema,
        "ref_table": fk.ref_table,
        "ref_columns": list(fk.ref_columns),
    }
    if fk.origin != "database":  # the database's own keys stored as before
        data |= {"origin": fk.origin, "confidence": fk.confidence, "evidence": list(fk.evidence)}
    return data


def _schema_from_dict(data: Mapping[str, Any]) -> Schema:
    tables = tuple(
        Table(
            name=t["name"],
            description=t.get("description", ""),
            kind=t.get("kind", "table"),
            fields=tuple(
                Field(
                    name=f["name"],
                    type=f["type"],
                    description=f.get("description", ""),
                    primary_key=f.get("primary_key", False),
                    nullable=f.get("nullable", True),
                    sample_values=tuple(f.get("sample_values", ())),
                )
                for f in t["fields"]
            ),
            foreign_keys=tuple(
                ForeignKey(
                    tuple(fk["columns"]),
                    fk["ref_schema"],
                    fk["ref_table"],
                    tuple(fk["ref_columns"]),
                    origin=fk.get("origin", "database"),
                    confidence=fk.get("confidence", 1.0),
                    evidence=tuple(fk.get("evidence", ())),
                )
                for fk in t.get("foreign_keys", ())
            ),
            definition=t.get("definition", ""),
            row_filters=tuple(t.get("row_filters", ())),
        )
        for t in data["tables"]
    )
    return Schema(data["name"], tables)
