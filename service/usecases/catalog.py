"""What a caller may see of the catalogs: one datasource (``visible_catalog``, which every
linking operation starts from), the list of them, one whole and one table at a time."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from linking import AccessView
from linking.catalog import Meta
from service.auth import Principal
from service.container import Container
from service.domain.catalogs import SyncState, catalog_of
from service.errors import not_found
from service.schemas import CatalogSummary, MetaOut, Page
from service.store.models import Datasource
from service.usecases.reads import ready_catalog


@dataclass(frozen=True)
class VisibleCatalog:
    row: SyncState
    meta: Meta  # the whole catalog: what a link is run over, with the caller's policy
    view: AccessView  # what the caller may see of it


async def visible_catalog(
    container: Container,
    session: AsyncSession,
    principal: Principal,
    datasource_id: str,
    *,
    row: SyncState | None = None,
) -> VisibleCatalog:
    """The datasource as ``principal`` may see it. One whose tables its role sees none of is
    "not found", in the very words of one that does not exist, before and after its first
    sync: the answer never tells a hidden datasource from a missing one. One whose sync read
    no table at all hides nothing: it is found, and links say it has none."""
    if row is None:
        row = await session.get(Datasource, datasource_id)
    policy = principal.policy
    if row is None or (policy is not None and not policy.may_see_datasource(datasource_id)):
        raise not_found("datasource", datasource_id)
    meta = await ready_catalog(container, session, row)
    view = container.linker.view(meta, policy)
    if view.accessible.table_count == 0 and meta.table_count > 0:
        raise not_found("datasource", datasource_id)
    return VisibleCatalog(row, meta, view)


async def list_catalogs(
    container: Container, session: AsyncSession, principal: Principal, *, offset: int, limit: int
) -> Page[CatalogSummary]:
    """The synced datasources the caller's role sees at least one table of, with how much of
    each it sees."""
    rows = await session.scalars(
        select(Datasource).where(Datasource.synced_at.is_not(None)).order_by(Datasource.id)
    )
    visible = []
    for row in rows:
        meta = await catalog_of(session, container.catalogs, row)
        if meta is None:
            continue
        seen = container.linker.view(meta, principal.policy).accessible
        if seen.table_count:
            visible.append(
                CatalogSummary(
                    id=row.id,
                    description=row.description,
                    dialect=seen.dialect,
                    tables=seen.table_count,
                    columns=seen.field_count,
                )
            )
    return Page(
        data=visible[offset : offset + limit], count=len(visible), offset=offset, limit=limit
    )


async def catalog_table(
    container: Container,
    session: AsyncSession,
    principal: Principal,
    datasource_id: str,
    table: str,
) -> MetaOut:
    """One table (``table`` or ``schema.table``) with the columns the caller may see, their
    descriptions, sampled values and row filters; a hidden table is not found, like one that
    does not exist."""
    seen = (await visible_catalog(container, session, principal, datasource_id)).view.accessible
    ref = seen.resolve_table(table)
    if ref is None:
        raise not_found("table", table)
    return MetaOut.model_validate(seen.filter_tables([ref]).to_dict())


async def catalog_meta(
    container: Container, session: AsyncSession, principal: Principal, datasource_id: str
) -> MetaOut:
    """The tables and columns of a datasource the caller may see, with their descriptions,
    sampled values and row filters: what a console or an agent browses."""
    seen = (await visible_catalog(container, session, principal, datasource_id)).view.accessible
    return MetaOut.model_validate(seen.to_dict())
