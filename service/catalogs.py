"""The catalog a link uses: the last sync's snapshot with the admins' description edits.

Edits are stored apart from the snapshot, so a re-sync replaces what the database says and
keeps what the admins wrote. The effective catalog is cached per datasource and revision:
the linker's derived structures (BM25, join graph) are built once per catalog object.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from sqlalchemy import select, update
from sqlalchemy.engine import make_url

from linking.meta import Meta, Schema
from service.introspect import safe_url
from service.secrets import SecretBox
from service.store.db import Store
from service.store.models import Datasource, DescriptionEdit, utcnow

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
    """A datasource row: the URL stored encrypted and shown masked. SQLAlchemy's
    ``ArgumentError`` says the URL does not parse."""
    return Datasource(
        id=datasource_id,
        description=description,
        url_encrypted=secrets.encrypt(url),
        url_display=safe_url(url),
        dialect=make_url(url).get_backend_name(),
    )


async def load_catalog(store: Store, cache: CatalogCache, datasource_id: str) -> Meta | None:
    """The effective catalog of a datasource, or None before its first sync."""
    async with store.session() as session:
        # The revision alone decides whether the cached catalog is current: the snapshot
        # itself is read only when it is not.
        revision = await session.scalar(
            select(Datasource.revision).where(
                Datasource.id == datasource_id, Datasource.synced_at.is_not(None)
            )
        )
        if revision is None:
            return None
        cached = cache.get(datasource_id, revision)
        if cached is not None:
            return cached
        snapshot = await session.scalar(
            select(Datasource.catalog).where(Datasource.id == datasource_id)
        )
        if snapshot is None:
            return None
        edits = await session.execute(
            select(
                DescriptionEdit.table_name, DescriptionEdit.field_name, DescriptionEdit.description
            ).where(DescriptionEdit.datasource_id == datasource_id)
        )
        meta = apply_edits(Meta.from_dict(snapshot), {(t, f): d for t, f, d in edits})
        cache.put(datasource_id, revision, meta)
        return meta


async def save_snapshot(store: Store, datasource_id: str, meta: Meta) -> None:
    """Replace the synced catalog; edits stay and apply to it."""
    async with store.session() as session:
        await session.execute(
            update(Datasource)
            .where(Datasource.id == datasource_id)
            .values(
                catalog=meta.to_dict(),
                dialect=meta.dialect,
                synced_at=utcnow(),
                revision=Datasource.revision + 1,
            )
        )
        await session.commit()
