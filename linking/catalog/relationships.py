"""Relationships between a catalog's tables beyond what the database declares: the inferred
ones added (``linking.catalog.inference``) and the admins' verdicts applied.

An admin's verdict is stronger than both the database and inference: a relationship an admin
declares is added, one an admin rejects is dropped. Verdicts are kept apart from the catalog
(by the service) so they survive every sync.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from linking.catalog.inference import InferenceSettings, infer
from linking.catalog.meta import ForeignKey, Meta, Schema, Table, TableRef

_TableChange = Callable[[TableRef, Table], Table]


@dataclass(frozen=True)
class RelationshipKey:
    """Which columns of one table equal which columns of another: how a verdict names a
    relationship, whatever its origin."""

    table: TableRef
    columns: tuple[str, ...]
    ref_table: TableRef
    ref_columns: tuple[str, ...]

    @classmethod
    def of(cls, table: TableRef, fk: ForeignKey) -> RelationshipKey:
        return cls(table, fk.columns, fk.target, fk.ref_columns)

    def normalized(self) -> frozenset[tuple[TableRef, tuple[str, ...]]]:
        """The join it stands for: either side may hold the key, and column names compare
        case-insensitively, as ``Table.field`` finds them."""
        return frozenset(
            (
                (self.table, tuple(c.lower() for c in self.columns)),
                (self.ref_table, tuple(c.lower() for c in self.ref_columns)),
            )
        )

    def __str__(self) -> str:
        return (
            f"{self.table}({', '.join(self.columns)}) → "
            f"{self.ref_table}({', '.join(self.ref_columns)})"
        )


@dataclass(frozen=True)
class Verdict:
    """An admin's word on a relationship: ``declared`` (it holds) or ``rejected`` (it does
    not, whatever the database or inference says)."""

    key: RelationshipKey
    verdict: str


def with_inferred(meta: Meta, settings: InferenceSettings | None = None) -> Meta:
    """``meta`` with the relationships inference proposes added to its tables (those it had
    inferred before are recomputed)."""
    base = without_inferred(meta)
    proposed = infer(base, settings)
    if not proposed:
        return base
    return _map_tables(
        base,
        lambda ref, table: (
            replace(table, foreign_keys=(*table.foreign_keys, *proposed[ref]))
            if ref in proposed
            else table
        ),
    )


def without_inferred(meta: Meta) -> Meta:
    """``meta`` with only the relationships the database or an admin declared."""
    return _map_tables(
        meta,
        lambda _, table: (
            replace(
                table,
                foreign_keys=tuple(fk for fk in table.foreign_keys if fk.origin != "inferred"),
            )
            if any(fk.origin == "inferred" for fk in table.foreign_keys)
            else table
        ),
    )


def with_verdicts(meta: Meta, verdicts: Iterable[Verdict]) -> Meta:
    """``meta`` with the admins' verdicts applied: each rejected relationship dropped, each
    declared one added (replacing what inference proposed for the same pair of tables)."""
    rejected = {v.key.normalized() for v in verdicts if v.verdict == "rejected"}
    declared: dict[TableRef, list[ForeignKey]] = {}
    for v in verdicts:
        # One whose tables or columns the catalog no longer has is not applied, not rendered.
        if v.verdict == "declared" and _resolves(meta, v.key):
            fk = ForeignKey(
                v.key.columns,
                v.key.ref_table.schema,
                v.key.ref_table.table,
                v.key.ref_columns,
                origin="declared",
            )
            declared.setdefault(v.key.table, []).append(fk)
    if not rejected and not declared:
        return meta
    pairs = {frozenset((ref, fk.target)) for ref, fks in declared.items() for fk in fks}

    def judged(ref: TableRef, table: Table) -> Table:
        own = declared.get(ref, [])
        kept = [
            fk
            for fk in table.foreign_keys
            if RelationshipKey.of(ref, fk).normalized() not in rejected
            and not (fk.origin == "inferred" and frozenset((ref, fk.target)) in pairs)
            and all(
                RelationshipKey.of(ref, fk).normalized() != RelationshipKey.of(ref, d).normalized()
                for d in own
            )
        ]
        if not own and len(kept) == len(table.foreign_keys):
            return table
        return replace(table, foreign_keys=(*kept, *own))

    return _map_tables(meta, judged)


def _resolves(meta: Meta, key: RelationshipKey) -> bool:
    table, target = meta.table(key.table), meta.table(key.ref_table)
    return (
        table is not None
        and target is not None
        and all(table.field(c) is not None for c in key.columns)
        and all(target.field(c) is not None for c in key.ref_columns)
    )


def _map_tables(meta: Meta, change: _TableChange) -> Meta:
    schemas = []
    changed = False
    for schema in meta.schemas:
        tables = tuple(change(TableRef(schema.name, t.name), t) for t in schema.tables)
        if any(new is not old for new, old in zip(tables, schema.tables, strict=True)):
            changed = True
            schemas.append(Schema(schema.name, tables))
        else:
            schemas.append(schema)
    return replace(meta, schemas=tuple(schemas)) if changed else meta
