"""Datasources: register by URL, test the connection, sync, browse and describe the catalog."""

from __future__ import annotations

import asyncio
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Request, Response
from fastapi.responses import PlainTextResponse
from sqlalchemy import delete, select

from linking.render import render_ddl, render_markdown
from service.api.deps import (
    AdminDep,
    ContainerDep,
    PageDep,
    SessionDep,
    get_or_404,
    paginate,
    synced_catalog,
)
from service.api.errors import ApiError, conflict
from service.api.schemas import (
    ConnectionTest,
    DatasourceCreate,
    DatasourcePublic,
    DatasourceUpdate,
    DescriptionUpdate,
    JobPublic,
    Page,
)
from service.catalogs import describe, new_datasource
from service.connections import check_connection
from service.store.models import (
    ConversationTurn,
    Datasource,
    IndexTask,
    IndexTaskKind,
    Job,
    JobKind,
    JobStatus,
)

router = APIRouter(prefix="/v1/datasources", tags=["datasources"])


@router.post("", status_code=201, operation_id="create_datasource")
async def create_datasource(
    body: DatasourceCreate, _: AdminDep, container: ContainerDep, session: SessionDep
) -> DatasourcePublic:
    """Register a datasource. The URL must pass the service's URL policy: an allowed backend,
    SQLite files only below ``SCHEMALINK_SQLITE_DIRS``, no driver options beyond a short
    allow-list, never the service's own store."""
    # The check may resolve a host name: off the event loop.
    await asyncio.to_thread(container.urls.check, body.url)
    row = new_datasource(container.secrets, body.id, body.url, body.description)
    row.privacy = body.privacy
    if await session.get(Datasource, body.id) is not None:
        raise conflict(f"datasource {body.id!r} exists")
    if await _being_removed(session, body.id):
        raise conflict(f"datasource {body.id!r} is being removed; try again in a moment")
    session.add(row)
    await session.commit()
    return DatasourcePublic.model_validate(row)


async def _being_removed(session: SessionDep, datasource_id: str) -> bool:
    pending = await session.scalar(
        select(IndexTask.id).where(
            IndexTask.kind == IndexTaskKind.DATASOURCE,
            IndexTask.datasource_id == datasource_id,
            IndexTask.done_at.is_(None),
        )
    )
    return pending is not None


@router.get("", operation_id="list_datasources")
async def list_datasources(
    _: AdminDep, session: SessionDep, page: PageDep
) -> Page[DatasourcePublic]:
    statement = select(Datasource).order_by(Datasource.id)
    return await paginate(session, statement, page, DatasourcePublic.model_validate)


async def _get(session: SessionDep, datasource_id: str) -> Datasource:
    return await get_or_404(session, Datasource, datasource_id, "datasource")


@router.get("/{datasource_id}", operation_id="get_datasource")
async def get_datasource(datasource_id: str, _: AdminDep, session: SessionDep) -> DatasourcePublic:
    return DatasourcePublic.model_validate(await _get(session, datasource_id))


@router.patch("/{datasource_id}", operation_id="update_datasource")
async def update_datasource(
    datasource_id: str,
    body: DatasourceUpdate,
    _: AdminDep,
    container: ContainerDep,
    session: SessionDep,
) -> DatasourcePublic:
    """Change the URL (checked, stored encrypted, then read by a sync this starts), the
    description or the privacy setting (effective for the next link). The catalog, pairs
    and descriptions stay: nothing is deleted to rotate a password."""
    row = await _get(session, datasource_id)
    if body.url is not None:
        await asyncio.to_thread(container.urls.check, body.url)
        changed = new_datasource(container.secrets, datasource_id, body.url)
        row.url_encrypted, row.url_display = changed.url_encrypted, changed.url_display
        row.dialect = changed.dialect
    if body.description is not None:
        row.description = body.description
    if body.privacy is not None:
        row.privacy = body.privacy
    if body.url is not None and await _active_sync(session, datasource_id) is None:
        session.add(Job(kind=JobKind.SYNC, datasource_id=datasource_id))
    await session.commit()
    container.worker.wake()
    return DatasourcePublic.model_validate(row)


@router.delete("/{datasource_id}", status_code=204, operation_id="delete_datasource")
async def delete_datasource(
    datasource_id: str, _: AdminDep, container: ContainerDep, session: SessionDep
) -> Response:
    """Delete a datasource, its catalog, pairs, jobs and the conversation turns asked of it;
    its indexes are emptied by the worker (the task is written with the deletion, so a crash
    cannot leave them behind)."""
    row = await _get(session, datasource_id)
    await session.delete(row)
    # A datasource created again under this id starts with no conversation about the old one.
    await session.execute(
        delete(ConversationTurn).where(ConversationTurn.datasource_id == datasource_id)
    )
    session.add(IndexTask(kind=IndexTaskKind.DATASOURCE, datasource_id=datasource_id))
    await session.commit()
    container.catalogs.forget([datasource_id])
    container.worker.wake()
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
    url = container.secrets.decrypt((await _get(session, datasource_id)).url_encrypted)
    await session.close()
    outcome = await check_connection(
        url,
        container.urls,
        container.settings.datasource_timeout_s,
        getattr(request.state, "request_id", ""),
    )
    return ConnectionTest(ok=outcome.ok, message=outcome.message, elapsed_ms=outcome.elapsed_ms)


@router.post("/{datasource_id}/sync", status_code=202, operation_id="sync_datasource")
async def sync_datasource(
    datasource_id: str, _: AdminDep, container: ContainerDep, session: SessionDep
) -> JobPublic:
    """Start a sync job (read the catalog, index what changed); poll ``/v1/jobs/{id}``.
    A sync already queued or running for this datasource is returned instead of a new one."""
    await _get(session, datasource_id)
    active = await _active_sync(session, datasource_id)
    if active is not None:
        return JobPublic.model_validate(active)
    job = Job(kind=JobKind.SYNC, datasource_id=datasource_id)
    session.add(job)
    await session.commit()
    container.worker.wake()
    return JobPublic.model_validate(job)


async def _active_sync(session: SessionDep, datasource_id: str) -> Job | None:
    return await session.scalar(
        select(Job).where(
            Job.datasource_id == datasource_id,
            Job.kind == JobKind.SYNC,
            Job.status.in_((JobStatus.QUEUED, JobStatus.RUNNING)),
        )
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
    meta = await synced_catalog(container, session, datasource_id)
    try:
        job = await describe(session, datasource_id, meta, (table, column), body.description)
    except LookupError as error:
        raise ApiError(404, "not_found", str(error)) from error
    await session.commit()
    container.worker.wake()
    return JobPublic.model_validate(job)
