"""The store's engine and sessions; the schema is created and upgraded by Alembic only."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

from service.store.revision import StoreSession

MIGRATIONS = Path(__file__).parent / "migrations"
# Any constant unlikely to be another application's advisory lock on the same database.
_MIGRATION_LOCK = 0x5C4E_3A11

# The async driver for each database the store supports.
_ASYNC_DRIVERS = {
    "sqlite": "sqlite+aiosqlite",
    "postgresql": "postgresql+psycopg",
}


def async_url(url: str) -> str:
    """``sqlite:///x.db`` → ``sqlite+aiosqlite:///x.db``; an async driver is kept as given."""
    parsed = make_url(url)
    backend = parsed.get_backend_name()
    if backend not in _ASYNC_DRIVERS:
        raise ValueError(
            f"the metadata store supports SQLite and PostgreSQL, not {backend!r} (DATABASE_URL)"
        )
    if parsed.drivername in (backend, f"{backend}+pysqlite", f"{backend}+psycopg2"):
        parsed = parsed.set(drivername=_ASYNC_DRIVERS[backend])
    return parsed.render_as_string(hide_password=False)


class Store:
    """The store's engine. Each request holds at most one session, and gives its connection
    back before any long work, so ``pool_size`` bounds what the store sees, not the load."""

    def __init__(self, url: str, *, pool_size: int = 10, pool_timeout_s: float = 30.0) -> None:
        self.url = async_url(url)
        self.engine: AsyncEngine = create_async_engine(
            self.url,
            pool_size=pool_size,
            max_overflow=pool_size,
            pool_timeout=pool_timeout_s,
            pool_pre_ping=True,
        )
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine.sync_engine, "connect", _sqlite_pragmas)
        self.sessions = async_sessionmaker(
            self.engine, expire_on_commit=False, sync_session_class=StoreSession
        )

    async def migrate(self) -> None:
        """Bring the schema to the latest revision (a no-op when it is there)."""
        async with self.engine.begin() as connection:
            if connection.dialect.name == "postgresql":
                # Replicas starting together migrate one at a time (the lock ends with the
                # transaction); the later ones find nothing left to do.
                await connection.execute(
                    text("SELECT pg_advisory_xact_lock(:key)"), {"key": _MIGRATION_LOCK}
                )
            await connection.run_sync(_upgrade)

    @asynccontextmanager
    async def session(self) -> AsyncIterator[AsyncSession]:
        async with self.sessions() as session:
            yield session

    async def close(self) -> None:
        await self.engine.dispose()


def _upgrade(connection: Connection) -> None:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    command.upgrade(config, "head")


def _sqlite_pragmas(dbapi_connection: object, _record: object) -> None:
    cursor = dbapi_connection.cursor()  # type: ignore[attr-defined]
    # Foreign keys for ON DELETE CASCADE; WAL so readers do not block the worker's writes.
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()
