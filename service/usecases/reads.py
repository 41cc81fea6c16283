"""Reads every use case shares: a row by its key, a datasource's synced catalog, a page of a
query. Each refuses in the service's words (``service.errors``), never a door's."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from sqlalchemy import Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from linking.catalog import Meta
from service.container import Container
from service.domain.catalogs import SyncState, catalog_of
from service.errors import NotReady, not_found
from service.schemas import Page
from service.store.models import Datasource

Row = TypeVar("Row")
Model = TypeVar("Model")
Item = TypeVar("Item")


async def existing(session: AsyncSession, model: type[Model], key: str, kind: str) -> Model:
    """The row of ``model`` with primary key ``key``; not found, naming the ``kind`` of thing."""
    row = await session.get(model, key)
    if row is None:
        raise not_found(kind, key)
    return row


async def synced(
    container: Container, session: AsyncSession, datasource_id: str
) -> tuple[Datasource, Meta]:
    """The datasource and the catalog links and pairs are checked against: not found for an
    unknown datasource, not ready for one whose first sync has not finished."""
    row = await existing(session, Datasource, datasource_id, "datasource")
    return row, await ready_catalog(container, session, row)


async def ready_catalog(container: Container, session: AsyncSession, row: SyncState) -> Meta:
    """The catalog of a datasource read already; not ready if its first sync has not finished."""
    meta = await catalog_of(session, container.catalogs, row)
    if meta is None:
        raise NotReady(
            f"datasource {row.id!r} is not ready: no sync of it has finished yet "
            f"(POST /v1/datasources/{row.id}/sync, then follow the job)"
        )
    return meta


async def synced_catalog(container: Container, session: AsyncSession, datasource_id: str) -> Meta:
    return (await synced(container, session, datasource_id))[1]


async def paginate(
    session: AsyncSession,
    statement: Select[Row],
    offset: int,
    limit: int,
    convert: Callable[[Row], Item],
) -> Page[Item]:
    """One page of ``statement``'s rows, and how many there are in all."""
    total = await session.scalar(
        select(func.count()).select_from(statement.order_by(None).subquery())
    )
    rows = await session.scalars(statement.offset(offset).limit(limit))
    return Page(data=[convert(r) for r in rows], count=total or 0, offset=offset, limit=limit)
