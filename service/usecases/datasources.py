"""Datasources: register one under the URL policy, change it, ask for a sync, delete it with
everything that goes with it.

The HTTP routers and the CLI both call these, so the rules hold whichever is used: an id whose
indexes are still being emptied cannot be registered again, a datasource never has two syncs
queued at once (a change of its URL or schemas made while one runs queues the next), and a
deletion takes the catalog, pairs, jobs and conversation turns with it and leaves the indexes
to the worker in the same transaction.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from service.connections import Outcome, check_connection
from service.container import Container
from service.domain.catalogs import describe, new_datasource
from service.errors import Conflict
from service.schemas import DatasourcePublic, Page
from service.store.models import (
    ConversationTurn,
    Datasource,
    IndexTask,
    IndexTaskKind,
    Job,
    JobKind,
    JobStatus,
)
from service.usecases.reads import existing, paginate, synced_catalog


async def list_datasources(
    session: AsyncSession, offset: int, limit: int
) -> Page[DatasourcePublic]:
    statement = select(Datasource).order_by(Datasource.id)
    return await paginate(session, statement, offset, limit, DatasourcePublic.model_validate)


async def get_datasource(session: AsyncSession, datasource_id: str) -> Datasource:
    return await existing(session, Datasource, datasource_id, "datasource")


async def register_datasource(
    container: Container,
    session: AsyncSession,
    datasource_id: str,
    url: str,
    *,
    description: str = "",
    privacy: bool = False,
    schemas: Sequence[str] = (),
) -> Datasource:
    """A new datasource, committed. The URL must pass the service's URL policy (the check
    may resolve a host name: off the event loop); ``schemas`` are read by its syncs (none:
    the connection's default schema)."""
    await asyncio.to_thread(container.urls.check, url)
    row = new_datasource(container.secrets, datasource_id, url, description)
    row.privacy = privacy
    row.schemas = list(schemas)
    if await session.get(Datasource, datasource_id) is not None:
        raise Conflict(f"datasource {datasource_id!r} exists")
    if await _being_removed(session, datasource_id):
        raise Conflict(f"datasource {datasource_id!r} is being removed; try again in a moment")
    session.add(row)
    await session.commit()
    return row


async def change_datasource(
    container: Container,
    session: AsyncSession,
    datasource_id: str,
    *,
    url: str | None = None,
    description: str | None = None,
    privacy: bool | None = None,
    schemas: Sequence[str] | None = None,
) -> Datasource:
    """The datasource with what is given changed, committed. A new URL is checked, stored
    encrypted and read by a sync this asks for, as are changed schemas; the catalog, pairs and
    descriptions stay (a table of a schema no longer read leaves with that sync)."""
    row = await get_datasource(session, datasource_id)
    reread = url is not None or (schemas is not None and list(schemas) != row.schemas)
    if schemas is not None:
        row.schemas = list(schemas)
    if url is not None:
        await asyncio.to_thread(container.urls.check, url)
        changed = new_datasource(container.secrets, datasource_id, url)
        row.url_encrypted, row.url_display = changed.url_encrypted, changed.url_display
        row.dialect = changed.dialect
    if description is not None:
        row.description = description
    if privacy is not None:
        row.privacy = privacy
    if reread and await active_sync(session, datasource_id, queued_only=True) is None:
        # A sync already running read the old URL and schemas: one queued after it reads these
        # (a worker never runs two jobs of a datasource at once).
        session.add(Job(kind=JobKind.SYNC, datasource_id=datasource_id))
    await session.commit()
    container.worker.wake()
    return row


async def request_sync(container: Container, session: AsyncSession, datasource_id: str) -> Job:
    """A sync of the datasource: the one already queued or running, else a new one."""
    await get_datasource(session, datasource_id)
    active = await active_sync(session, datasource_id)
    if active is not None:
        return active
    job = Job(kind=JobKind.SYNC, datasource_id=datasource_id)
    session.add(job)
    await session.commit()
    container.worker.wake()
    return job


async def delete_datasource(
    container: Container, session: AsyncSession, datasource_id: str
) -> None:
    """The datasource gone with its catalog, pairs, jobs and the conversation turns asked of
    it; its indexes are emptied by the worker (the task is written with the deletion, so a
    crash cannot leave them behind)."""
    row = await get_datasource(session, datasource_id)
    await session.delete(row)
    # A datasource created again under this id starts with no conversation about the old one.
    await session.execute(
        delete(ConversationTurn).where(ConversationTurn.datasource_id == datasource_id)
    )
    session.add(IndexTask(kind=IndexTaskKind.DATASOURCE, datasource_id=datasource_id))
    await session.commit()
    container.catalogs.forget([datasource_id])
    container.worker.wake()


async def describe_in_catalog(
    container: Container,
    session: AsyncSession,
    datasource_id: str,
    where: tuple[str, str],
    text: str,
) -> Job:
    """Set a table's description (``where`` = (table, "")) or a column's (table, column),
    kept across syncs; answers the re-index job this queues."""
    meta = await synced_catalog(container, session, datasource_id)
    job = await describe(session, datasource_id, meta, where, text)
    await session.commit()
    container.worker.wake()
    return job


async def test_connection(
    container: Container, session: AsyncSession, datasource_id: str, request_id: str
) -> Outcome:
    """Connect and run ``SELECT 1`` (``service.connections``: every failure answered alike)."""
    url = container.secrets.decrypt((await get_datasource(session, datasource_id)).url_encrypted)
    await session.close()  # no store connection held through a slow network
    return await check_connection(
        url, container.urls, container.settings.datasource_timeout_s, request_id
    )


async def active_sync(
    session: AsyncSession, datasource_id: str, *, queued_only: bool = False
) -> Job | None:
    """The datasource's sync queued or running (queued only: not started yet)."""
    statuses = (JobStatus.QUEUED,) if queued_only else (JobStatus.QUEUED, JobStatus.RUNNING)
    return await session.scalar(
        select(Job)
        .where(
            Job.datasource_id == datasource_id,
            Job.kind == JobKind.SYNC,
            Job.status.in_(statuses),
        )
        .order_by(Job.created_at.desc())
        .limit(1)
    )


async def _being_removed(session: AsyncSession, datasource_id: str) -> bool:
    pending = await session.scalar(
        select(IndexTask.id).where(
            IndexTask.kind == IndexTaskKind.DATASOURCE,
            IndexTask.datasource_id == datasource_id,
            IndexTask.done_at.is_(None),
        )
    )
    return pending is not None
