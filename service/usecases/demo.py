"""The demo database as a datasource of the service (``schemalink serve --demo``): a newcomer
can try the API in one command, without registering or syncing anything."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from service.container import Container
from service.demo import build_demo_database, demo_pairs
from service.domain.catalogs import load_catalog, new_datasource
from service.domain.pairs.records import ImportMode, PairInput, import_pairs
from service.store.models import Datasource, Job, JobKind, JobStatus

DEMO_ID = "demo"


async def prepare_demo(container: Container) -> str:
    """Register the demo database as datasource ``demo`` (generated into the data directory
    on first use), sync it, and store its training pairs; a second run changes nothing.
    Returns how it went, for the console."""
    path = container.settings.data_dir / "demo" / "retail.sqlite"
    if not path.exists():
        build_demo_database(path)
    async with container.store.session() as session:
        if await session.get(Datasource, DEMO_ID) is None:
            url = f"sqlite:///{path}"
            container.urls.check(url)
            session.add(new_datasource(container.secrets, DEMO_ID, url, "a retail chain (demo)"))
            session.add(Job(kind=JobKind.SYNC, datasource_id=DEMO_ID))
            await session.commit()
    await container.worker.drain()
    async with container.store.session() as session:
        return await _store_pairs(container, session)


async def _store_pairs(container: Container, session: AsyncSession) -> str:
    meta = await load_catalog(session, container.catalogs, DEMO_ID)
    if meta is None:
        failed = await session.scalar(
            select(Job.message).where(Job.datasource_id == DEMO_ID, Job.status == JobStatus.FAILED)
        )
        return f"the demo did not sync: {failed or 'no sync finished'}"
    items = [PairInput(p.question, p.sql, "demo") for p in demo_pairs()]
    report = await import_pairs(
        session,
        DEMO_ID,
        meta,
        items,
        ImportMode.SKIP,
        max_question_chars=container.settings.max_question_chars,
    )
    await session.commit()
    await container.worker.drain()
    return (
        f"datasource {DEMO_ID!r}: {meta.table_count} tables, "
        f"{report.count('accepted')} training pairs added"
    )
