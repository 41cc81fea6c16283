"""Alembic environment: runs on the connection ``service.store.db`` hands it."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from service.store.models import Base

connection: Connection | None = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("run migrations through service.store.db.Store.migrate()")
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=True,  # SQLite alters tables by copying them
)
with context.begin_transaction():
    context.run_migrations()
