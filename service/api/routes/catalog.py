"""What a linking caller may see of the catalogs, through its role's policies: the synced
datasources it can ask about, and one table at a time (agents and SQL generators look up a
table the link did not return). Admins browse the whole catalog under ``/v1/datasources``."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path
from sqlalchemy import select

from linking.meta import Meta
from service.api.deps import ContainerDep, LinkDep, PageDep, SessionDep, synced
from service.api.errors import not_found
from service.api.schemas import CatalogSummary, MetaOut, Page
from service.catalogs import catalog_of
from service.store.models import Datasource

router = APIRouter(prefix="/v1/catalog", tags=["link"])


@router.get("", operation_id="list_catalogs")
async def list_catalogs(
    principal: LinkDep, container: ContainerDep, session: SessionDep, page: PageDep
) -> Page[CatalogSummary]:
    """The synced datasources this key's role can see at least one table of, with how much
    of each it can see."""
    policy = principal.policy
    rows = await session.scalars(
        select(Datasource).where(Datasource.synced_at.is_not(None)).order_by(Datasource.id)
    )
    visible = []
    for row in rows:
        meta = await catalog_of(session, container.catalogs, row)
        seen = policy.apply(meta) if policy and meta else meta
        if seen is not None and seen.table_count:
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
        data=visible[page.offset : page.offset + page.limit],
        count=len(visible),
        offset=page.offset,
        limit=page.limit,
    )


@router.get("/{datasource_id}/tables/{table}", operation_id="get_catalog_table")
async def get_catalog_table(
    datasource_id: Annotated[str, Path(min_length=1, max_length=64)],
    table: Annotated[str, Path(min_length=1, max_length=512)],
    principal: LinkDep,
    container: ContainerDep,
    session: SessionDep,
) -> MetaOut:
    """One table (``table`` or ``schema.table``) with the columns this key's role may see,
    their descriptions and sampled values; a table it may not see is not found, like one that
    does not exist."""
    _, meta = await synced(container, session, datasource_id)
    policy = principal.policy
    seen: Meta = policy.apply(meta) if policy else meta
    ref = seen.resolve_table(table)
    if ref is None:
        raise not_found("table", table)
    return MetaOut.model_validate(seen.filter_tables([ref]).to_dict())
