"""The catalog a link uses: the last sync's snapshot with the admins' description edits and
their verdicts on relationships.

Edits and verdicts are stored apart from the snapshot, so a re-sync replaces what the database
says (and what inference proposes from it) and keeps what the admins wrote. The effective
catalog is cached per datasource and revision: the linker's derived structures (BM25, join
graph) are built once per catalog object.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Mapping
from dataclasses import replace
from datetime import datetime
from typing import Protocol

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from linking.catalog import (
    Field,
    Meta,
    RelationshipKey,
    Schema,
    Table,
    TableRef,
    Verdict,
    parse_url,
    safe_url,
    with_verdicts,
)
from service.errors import NotFound
from service.secrets import SecretBox
from service.store.models import (
    Datasource,
    DescriptionEdit,
    Job,
    JobKind,
    RelationshipVerdict,
    utcnow,
)


class NotInCatalogError(NotFound, LookupError):
    """A table or column named by a caller that the datasource's catalog does not hold."""


EditKey = tuple[str, str]  # ("schema.table", "" for the table itself or the column's name)


def apply_edits(meta: Meta, edits: Mapping[EditKey, str]) -> Meta:
    if not edits:
        return meta
    schemas = []
    for schema in meta.schemas:
        tables = []
        for table in schema.tables:
            key = f"{schema.name}.{table.name}"
            fields = tuple(
                replace(f, description=edits[(key, f.name)]) if (key, f.name) in edits else f
                for f in table.fields
            )
            description = edits.get((key, ""), table.description)
            tables.append(replace(table, fields=fields, description=description))
        schemas.append(Schema(schema.name, tuple(tables)))
    return replace(meta, schemas=tuple(schemas))


class CatalogCache:
    """datasource id → (revision, effective catalog); a newer revision replaces the entry."""

    def __init__(self) -> None:
        self._entries: dict[str, tuple[int, Meta]] = {}

    def get(self, datasource_id: str, revision: int) -> Meta | None:
        entry = self._entries.get(datasource_id)
        return entry[1] if entry and entry[0] == revision else None

    def put(self, datasource_id: str, revision: int, meta: Meta) -> None:
        self._entries[datasource_id] = (revision, meta)

    def forget(self, datasource_ids: Iterable[str]) -> None:
        for datasource_id in datasource_ids:
            self._entries.pop(datasource_id, None)


def new_datasource(
    secrets: SecretBox, datasource_id: str, url: str, description: str = ""
) -> Datasource:
    """A datasource row: the URL stored encrypted and shown masked; ``InvalidURLError`` if
    it does not parse."""
    return Datasource(
        id=datasource_id,
        description=description,
        url_encrypted=secrets.encrypt(url),
        url_display=safe_url(url),
        dialect=parse_url(url).get_backend_name(),
    )


async def load_catalog(
    session: AsyncSession, cache: CatalogCache, datasource_id: str
) -> Meta | None:
    """The effective catalog of a datasource, or None before its first sync finished."""
    revision = await session.scalar(
        select(Datasource.revision).where(
            Datasource.id == datasource_id, Datasource.synced_at.is_not(None)
        )
    )
    if revision is None:
        return None
    return await catalog_at(session, cache, datasource_id, revision)


class SyncState(Protocol):
    """What says which catalog of a datasource is current: a ``Datasource`` row, or the
    facts a process remembers of one (``service.usecases.link``)."""

    @property
    def id(self) -> str: ...

    @property
    def revision(self) -> int: ...

    @property
    def synced_at(self) -> datetime | None: ...


async def catalog_of(session: AsyncSession, cache: CatalogCache, row: SyncState) -> Meta | None:
    """``load_catalog`` for a datasource row already read: one query fewer on every link."""
    if row.synced_at is None:
        return None
    return await catalog_at(session, cache, row.id, row.revision)


async def catalog_at(
    session: AsyncSession, cache: CatalogCache, datasource_id: str, revision: int
) -> Meta | None:
    # The revision alone decides whether the cached catalog is current: the snapshot itself
    # is read only when it is not.
    cached = cache.get(datasource_id, revision)
    if cached is not None:
        return cached
    snapshot = await load_snapshot(session, datasource_id)
    if snapshot is None:
        return None
    edits = await load_edits(session, datasource_id)
    meta = effective_catalog(snapshot, edits, await load_verdicts(session, datasource_id))
    cache.put(datasource_id, revision, meta)
    return meta


def effective_catalog(
    snapshot: Meta, edits: Mapping[EditKey, str], verdicts: Collection[Verdict]
) -> Meta:
    """What the linker uses: the snapshot, the admins' descriptions, their relationships."""
    return with_verdicts(apply_edits(snapshot, edits), verdicts)


async def load_snapshot(session: AsyncSession, datasource_id: str) -> Meta | None:
    """The catalog as the last sync read it, without the admins' edits."""
    snapshot = await session.scalar(
        select(Datasource.catalog).where(Datasource.id == datasource_id)
    )
    return Meta.from_dict(snapshot) if snapshot is not None else None


async def load_edits(session: AsyncSession, datasource_id: str) -> dict[EditKey, str]:
    rows = await session.execute(
        select(
            DescriptionEdit.table_name, DescriptionEdit.field_name, DescriptionEdit.description
        ).where(DescriptionEdit.datasource_id == datasource_id)
    )
    return {(t, f): d for t, f, d in rows}


def verdict_of(row: RelationshipVerdict) -> Verdict:
    key = RelationshipKey(
        TableRef(*json.loads(row.table_name)),
        tuple(json.loads(row.columns)),
        TableRef(*json.loads(row.ref_table)),
        tuple(json.loads(row.ref_columns)),
    )
    return Verdict(key, row.verdict)


def verdict_row(datasource_id: str, verdict: Verdict, note: str) -> RelationshipVerdict:
    """The stored form: names as JSON lists, so a dot in a schema's name stays unambiguous."""
    key = verdict.key
    return RelationshipVerdict(
        datasource_id=datasource_id,
        table_name=json.dumps(list(key.table), ensure_ascii=False),
        columns=json.dumps(list(key.columns), ensure_ascii=False),
        ref_table=json.dumps(list(key.ref_table), ensure_ascii=False),
        ref_columns=json.dumps(list(key.ref_columns), ensure_ascii=False),
        join_key=join_key(key),
        verdict=verdict.verdict,
        note=note,
    )


def join_key(key: RelationshipKey) -> str:
    """The join ``key`` names, whichever way round: what makes two verdicts one."""
    sides = sorted([[*ref, list(columns)] for ref, columns in key.normalized()])
    return json.dumps(sides, ensure_ascii=False)


async def load_verdicts(session: AsyncSession, datasource_id: str) -> list[Verdict]:
    rows = await session.scalars(
        select(RelationshipVerdict)
        .where(RelationshipVerdict.datasource_id == datasource_id)
        .order_by(RelationshipVerdict.id)
    )
    return [verdict_of(row) for row in rows]


def carry_over(
    previous: Meta | None,
    read: Meta,
    unread: Collection[str],
    unsampled: Collection[tuple[str, str]] = (),
) -> Meta:
    """The catalog a sync keeps: what it read, plus, for every table it could not read
    (``"schema.table"``), the table as the previous sync knew it, and for every column whose
    values it could not sample, the values sampled before. Nothing is dropped because a read
    failed; only tables the datasource no longer lists go."""
    if previous is None or (not unread and not unsampled):
        return read
    unread, unsampled = set(unread), set(unsampled)
    schemas = []
    for schema in read.schemas:
        tables = {}
        for table in schema.tables:
            old = previous.table(TableRef(schema.name, table.name))
            key = f"{schema.name}.{table.name}"
            if old is not None:
                fields = (
                    _with_values_of(f, old) if (key, f.name) in unsampled else f
                    for f in table.fields
                )
                table = replace(table, fields=tuple(fields))
            tables[table.name] = table
        for ref, old in previous.tables():
            if ref.schema == schema.name and str(ref) in unread and ref.table not in tables:
                tables[ref.table] = old
        schemas.append(Schema(schema.name, tuple(tables[name] for name in sorted(tables))))
    return replace(read, schemas=tuple(schemas))


def _with_values_of(field: Field, old_table: Table) -> Field:
    old = old_table.field(field.name)
    return replace(field, sample_values=old.sample_values) if old is not None else field


async def save_snapshot(
    session: AsyncSession, datasource_id: str, meta: Meta, unread: Collection[str] = ()
) -> bool:
    """Replace the synced catalog (edits stay and apply to it) and commit; False when the
    datasource was deleted meanwhile."""
    result = await session.execute(
        update(Datasource)
        .where(Datasource.id == datasource_id)
        .values(
            catalog=meta.to_dict(),
            dialect=meta.dialect,
            synced_at=utcnow(),
            unread_tables=sorted(unread),
            revision=Datasource.revision + 1,
        )
    )
    await session.commit()
    return bool(getattr(result, "rowcount", 1))


async def describe(
    session: AsyncSession, datasource_id: str, meta: Meta, where: tuple[str, str], text: str
) -> Job:
    """Set the description of a table (``where`` = (table, "")) or of a column (table, column),
    named as the caller likes (``schema.table`` or a unique table name); kept across syncs.
    Bumps the catalog's revision and queues the re-index job, which it returns; the caller
    commits. ``NotInCatalogError`` names what does not exist."""
    table, column = where
    ref = meta.resolve_table(table)
    found = meta.table(ref) if ref else None
    if ref is None or found is None:
        raise NotInCatalogError(f"no table {table!r}")
    if column:
        field = found.field(column)
        if field is None:
            raise NotInCatalogError(f"no column {table}.{column!r}")
        column = field.name
    key = str(ref)
    await session.execute(
        delete(DescriptionEdit).where(
            DescriptionEdit.datasource_id == datasource_id,
            DescriptionEdit.table_name == key,
            DescriptionEdit.field_name == column,
        )
    )
    session.add(
        DescriptionEdit(
            datasource_id=datasource_id, table_name=key, field_name=column, description=text
        )
    )
    await new_revision(session, datasource_id)
    job = Job(kind=JobKind.REINDEX, datasource_id=datasource_id)
    session.add(job)
    return job


async def new_revision(session: AsyncSession, datasource_id: str) -> None:
    """Mark the effective catalog changed (an edit, a verdict): every process reads it anew
    and no cached link answer of the old one is served; the caller commits."""
    await session.execute(
        update(Datasource)
        .where(Datasource.id == datasource_id)
        .values(revision=Datasource.revision + 1)
    )
