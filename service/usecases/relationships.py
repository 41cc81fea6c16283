"""Relationships between a datasource's tables: what the database declares, what a sync infers
where it declares nothing, and the admins' verdicts on both.

A verdict is stored apart from the catalog (``relationship_verdicts``) and applied over every
sync (``service.domain.catalogs.effective_catalog``), so a re-sync never loses it. Giving or
withdrawing one bumps the catalog's revision: the next link uses the new join graph, and no
table is re-embedded (relationships are not indexed).
"""

from __future__ import annotations

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from linking.catalog import ForeignKey, Meta, RelationshipKey, TableRef, Verdict
from service.container import Container
from service.domain.catalogs import (
    NotInCatalogError,
    load_snapshot,
    new_revision,
    verdict_of,
    verdict_row,
)
from service.errors import Invalid, not_found
from service.schemas import RelationshipJudgement, RelationshipOut
from service.store.models import RelationshipVerdict
from service.usecases.reads import synced, synced_catalog

ATTEMPTS = 3  # a verdict racing others on the same join is stored again this many times


async def list_relationships(
    container: Container, session: AsyncSession, datasource_id: str, origin: str | None = None
) -> list[RelationshipOut]:
    """Every relationship the linker uses (with the verdict that declared it, if one did),
    then those an admin rejected; ``origin`` keeps one kind."""
    meta = await synced_catalog(container, session, datasource_id)
    rows = await _verdict_rows(session, datasource_id)
    by_key = {verdict_of(row).key.normalized(): row for row in rows}
    found: list[RelationshipOut] = []
    for ref, table in meta.tables():
        for fk in table.foreign_keys:
            row = by_key.get(RelationshipKey.of(ref, fk).normalized())
            found.append(_out(RelationshipKey.of(ref, fk), fk, row))
    rejected = [row for row in rows if row.verdict == "rejected"]
    if rejected:
        snapshot = await load_snapshot(session, datasource_id)
        proposed = _relationships(snapshot) if snapshot is not None else {}
        for row in rejected:
            key = verdict_of(row).key
            found.append(_out(key, proposed.get(key.normalized()), row))
    return [r for r in found if origin is None or r.origin == origin]


async def judge_relationship(
    container: Container, session: AsyncSession, datasource_id: str, body: RelationshipJudgement
) -> RelationshipOut:
    """Declare or reject a relationship, named as the caller likes (``schema.table`` or a
    unique table name, columns in any case); a verdict on the same join, either way round,
    is replaced: the last one given wins, also when two arrive at once. ``NotInCatalogError``
    names a table or column the catalog lacks."""
    meta = await synced_catalog(container, session, datasource_id)
    key = _resolve(meta, body)
    for attempt in range(ATTEMPTS):
        try:
            row = await _replace_verdict(
                session, datasource_id, Verdict(key, body.verdict), body.note
            )
            await new_revision(session, datasource_id)
            await session.commit()
            break
        except IntegrityError:
            # Another request stored a verdict on this join meanwhile: replace that one.
            await session.rollback()
            if attempt == ATTEMPTS - 1:
                raise
    # Answered from the verdict itself: the catalog cached for the new revision is built by
    # whoever reads it next, never from this session's view of a row it just changed.
    fk = None
    if body.verdict == "declared":
        fk = ForeignKey(
            key.columns,
            key.ref_table.schema,
            key.ref_table.table,
            key.ref_columns,
            origin="declared",
        )
    return _out(key, fk, row)


MAX_VERDICT_ID = 2**31 - 1  # verdict ids are 32-bit integers in every store


async def forget_verdict(
    container: Container, session: AsyncSession, datasource_id: str, verdict_id: int
) -> None:
    """Withdraw an admin's verdict: the relationship is again what the database and
    inference say."""
    await synced(container, session, datasource_id)
    if not 1 <= verdict_id <= MAX_VERDICT_ID:  # no store holds such an id: none to withdraw
        raise not_found("relationship verdict", str(verdict_id))
    result = await session.execute(
        delete(RelationshipVerdict).where(
            RelationshipVerdict.id == verdict_id,
            RelationshipVerdict.datasource_id == datasource_id,
        )
    )
    if not getattr(result, "rowcount", 1):
        raise not_found("relationship verdict", str(verdict_id))
    await new_revision(session, datasource_id)
    await session.commit()


async def _replace_verdict(
    session: AsyncSession, datasource_id: str, verdict: Verdict, note: str
) -> RelationshipVerdict:
    """The stored verdict on the join, changed to this one (or a new one): kept in place, so
    its id stays."""
    fresh = verdict_row(datasource_id, verdict, note)
    kept = await session.scalar(
        select(RelationshipVerdict).where(
            RelationshipVerdict.datasource_id == datasource_id,
            RelationshipVerdict.join_key == fresh.join_key,
        )
    )
    if kept is None:
        session.add(fresh)
        await session.flush()
        return fresh
    for name in ("table_name", "columns", "ref_table", "ref_columns", "verdict", "note"):
        setattr(kept, name, getattr(fresh, name))
    await session.flush()
    return kept


def _resolve(meta: Meta, body: RelationshipJudgement) -> RelationshipKey:
    if len(body.columns) != len(body.ref_columns):
        raise Invalid(f"{len(body.columns)} columns cannot equal {len(body.ref_columns)}")
    table, columns = _columns(meta, body.table, body.columns)
    ref_table, ref_columns = _columns(meta, body.ref_table, body.ref_columns)
    if table == ref_table and columns == ref_columns:
        raise Invalid("a relationship joins columns to others, not to themselves")
    return RelationshipKey(table, columns, ref_table, ref_columns)


def _columns(meta: Meta, name: str, columns: list[str]) -> tuple[TableRef, tuple[str, ...]]:
    ref = meta.resolve_table(name)
    table = meta.table(ref) if ref else None
    if ref is None or table is None:
        raise NotInCatalogError(f"no table {name!r}")
    found = []
    for column in columns:
        field = table.field(column)
        if field is None:
            raise NotInCatalogError(f"no column {name}.{column!r}")
        found.append(field.name)
    if len(set(found)) != len(found):
        raise Invalid(f"{name}: a column is named twice")
    return ref, tuple(found)


async def _verdict_rows(session: AsyncSession, datasource_id: str) -> list[RelationshipVerdict]:
    rows = await session.scalars(
        select(RelationshipVerdict)
        .where(RelationshipVerdict.datasource_id == datasource_id)
        .order_by(RelationshipVerdict.id)
    )
    return list(rows)


def _relationships(meta: Meta) -> dict[frozenset[tuple[TableRef, tuple[str, ...]]], ForeignKey]:
    return {
        RelationshipKey.of(ref, fk).normalized(): fk
        for ref, table in meta.tables()
        for fk in table.foreign_keys
    }


def _out(
    key: RelationshipKey, fk: ForeignKey | None, row: RelationshipVerdict | None
) -> RelationshipOut:
    rejected = row is not None and row.verdict == "rejected"
    return RelationshipOut.model_validate(
        {
            "table": str(key.table),
            "columns": list(key.columns),
            "ref_table": str(key.ref_table),
            "ref_columns": list(key.ref_columns),
            "origin": fk.origin if fk is not None else (None if rejected else "declared"),
            "confidence": fk.confidence if fk is not None else (0.0 if rejected else 1.0),
            "evidence": list(fk.evidence) if fk is not None else [],
            "verdict": row.verdict if row is not None else None,
            "verdict_id": row.id if row is not None else None,
            "note": row.note if row is not None else "",
        }
    )
