"""What a linking caller may see of the catalogs, through its role's policies: the synced
datasources it can ask about, and one table at a time (agents and SQL generators look up a
table the link did not return). Admins browse the whole catalog under ``/v1/datasources``."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path

from service.api.deps import ContainerDep, LinkDep, PageDep, SessionDep
from service.schemas import CatalogSummary, MetaOut, Page
from service.usecases import catalog

router = APIRouter(prefix="/v1/catalog", tags=["link"])


@router.get("", operation_id="list_catalogs")
async def list_catalogs(
    principal: LinkDep, container: ContainerDep, session: SessionDep, page: PageDep
) -> Page[CatalogSummary]:
    """The synced datasources this key's role can see at least one table of, with how much
    of each it can see."""
    return await catalog.list_catalogs(
        container, session, principal, offset=page.offset, limit=page.limit
    )


@router.get("/{datasource_id}", operation_id="get_catalog")
async def get_catalog(
    datasource_id: Annotated[str, Path(min_length=1, max_length=64)],
    principal: LinkDep,
    container: ContainerDep,
    session: SessionDep,
) -> MetaOut:
    """The whole datasource as this key's role may see it: the tables and columns, their
    descriptions, sampled values and row filters; hidden ones are absent."""
    return await catalog.catalog_meta(container, session, principal, datasource_id)


@router.get("/{datasource_id}/tables/{table}", operation_id="get_catalog_table")
async def get_catalog_table(
    datasource_id: Annotated[str, Path(min_length=1, max_length=64)],
    table: Annotated[str, Path(min_length=1, max_length=512)],
    principal: LinkDep,
    container: ContainerDep,
    session: SessionDep,
) -> MetaOut:
    """One table (``table`` or ``schema.table``) with the columns this key's role may see,
    their descriptions, sampled values and row filters; a table it may not see is not found,
    like one that does not exist."""
    return await catalog.catalog_table(container, session, principal, datasource_id, table)
