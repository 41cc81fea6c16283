"""Datasources: register by URL, test the connection, sync, browse and describe the catalog."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Request, Response
from fastapi.responses import PlainTextResponse

from linking.catalog import render_ddl, render_markdown
from service.api.deps import AdminDep, ContainerDep, PageDep, SessionDep
from service.schemas import (
    ConnectionTest,
    DatasourceCreate,
    DatasourcePublic,
    DatasourceUpdate,
    DescriptionUpdate,
    JobPublic,
    Page,
)
from service.usecases import datasources
from service.usecases.reads import synced_catalog

router = APIRouter(prefix="/v1/datasources", tags=["datasources"])


@router.post("", status_code=201, operation_id="create_datasource")
async def create_datasource(
    body: DatasourceCreate, _: AdminDep, container: ContainerDep, session: SessionDep
) -> DatasourcePublic:
    """Register a datasource. The URL must pass the service's URL policy: an allowed backend,
    SQLite files only below ``SCHEMALINK_SQLITE_DIRS``, no driver options beyond a short
    allow-list, never the service's own store."""
    row = await datasources.register_datasource(
        container,
        session,
        body.id,
        body.url,
        description=body.description,
        privacy=body.privacy,
        schemas=body.schemas,
    )
    return DatasourcePublic.model_validate(row)


@router.get("", operation_id="list_datasources")
async def list_datasources(
    _: AdminDep, session: SessionDep, page: PageDep
) -> Page[DatasourcePublic]:
    return await datasources.list_datasources(session, page.offset, page.limit)


@router.get("/{datasource_id}", operation_id="get_datasource")
async def get_datasource(datasource_id: str, _: AdminDep, session: SessionDep) -> DatasourcePublic:
    return DatasourcePublic.model_validate(await datasources.get_datasource(session, datasource_id))


@router.patch("/{datasource_id}", operation_id="update_datasource")
async def update_datasource(
    datasource_id: str,
    body: DatasourceUpdate,
    _: AdminDep,
    container: ContainerDep,
    session: SessionDep,
) -> DatasourcePublic:
    """Change the URL (checked, stored encrypted, then read by a sync this starts), the
    schemas a sync reads (a sync starts), the description or the privacy setting (effective
    for the next link). The catalog, pairs and descriptions stay: nothing is deleted to
    rotate a password."""
    row = await datasources.change_datasource(
        container,
        session,
        datasource_id,
        url=body.url,
        description=body.description,
        privacy=body.privacy,
        schemas=body.schemas,
    )
    return DatasourcePublic.model_validate(row)


@router.delete("/{datasource_id}", status_code=204, operation_id="delete_datasource")
async def delete_datasource(
    datasource_id: str, _: AdminDep, container: ContainerDep, session: SessionDep
) -> Response:
    """Delete a datasource, its catalog, pairs, jobs and the conversation turns asked of it;
    its indexes are emptied by the worker (the task is written with the deletion, so a crash
    cannot leave them behind)."""
    await datasources.delete_datasource(container, session, datasource_id)
    return Response(status_code=204)


@router.post("/{datasource_id}/test", operation_id="test_datasource")
async def test_datasource(
    datasource_id: str,
    request: Request,
    _: AdminDep,
    container: ContainerDep,
    session: SessionDep,
) -> ConnectionTest:
    """Connect and run ``SELECT 1``. A failure is answered the same way, after the same time,
    whatever the network said (refused, timed out, something else listening), so this cannot
    be used to map a network; the reason is in the server's log under the request id."""
    request_id = getattr(request.state, "request_id", "")
    outcome = await datasources.test_connection(container, session, datasource_id, request_id)
    return ConnectionTest(ok=outcome.ok, message=outcome.message, elapsed_ms=outcome.elapsed_ms)


@router.post("/{datasource_id}/sync", status_code=202, operation_id="sync_datasource")
async def sync_datasource(
    datasource_id: str, _: AdminDep, container: ContainerDep, session: SessionDep
) -> JobPublic:
    """Start a sync job (read the catalog, index what changed); poll ``/v1/jobs/{id}``.
    A sync already queued or running for this datasource is returned instead of a new one."""
    return JobPublic.model_validate(
        await datasources.request_sync(container, session, datasource_id)
    )


@router.get(
    "/{datasource_id}/meta",
    operation_id="get_meta",
    response_model=None,
    responses={
        200: {
            "description": "JSON by default; Markdown or DDL as text with format=markdown|ddl",
            "content": {
                "application/json": {"schema": {"$ref": "#/components/schemas/MetaOut"}},
                "text/plain": {"schema": {"type": "string"}},
            },
        }
    },
)
async def get_meta(
    datasource_id: str,
    _: AdminDep,
    container: ContainerDep,
    session: SessionDep,
    format: Annotated[Literal["json", "markdown", "ddl"], Query()] = "json",
) -> dict[str, Any] | PlainTextResponse:
    """The catalog as the linker sees it: the last sync with the admins' descriptions."""
    meta = await synced_catalog(container, session, datasource_id)
    if format == "markdown":
        return PlainTextResponse(render_markdown(meta))
    if format == "ddl":
        return PlainTextResponse(render_ddl(meta))
    return meta.to_dict()


@router.put("/{datasource_id}/meta/{table}/description", operation_id="describe_table")
async def describe_table(
    datasource_id: str,
    table: str,
    body: DescriptionUpdate,
    _: AdminDep,
    container: ContainerDep,
    session: SessionDep,
) -> JobPublic:
    """Set a table's description (``table`` as ``schema.table`` or a unique name); kept
    across syncs. Answers the re-index job."""
    return await _describe(datasource_id, table, "", body, container, session)


@router.put(
    "/{datasource_id}/meta/{table}/columns/{column}/description", operation_id="describe_column"
)
async def describe_column(
    datasource_id: str,
    table: str,
    column: str,
    body: DescriptionUpdate,
    _: AdminDep,
    container: ContainerDep,
    session: SessionDep,
) -> JobPublic:
    """Set a column's description; kept across syncs. Answers the re-index job."""
    return await _describe(datasource_id, table, column, body, container, session)


async def _describe(
    datasource_id: str,
    table: str,
    column: str,
    body: DescriptionUpdate,
    container: ContainerDep,
    session: SessionDep,
) -> JobPublic:
    job = await datasources.describe_in_catalog(
        container, session, datasource_id, (table, column), body.description
    )
    return JobPublic.model_validate(job)
