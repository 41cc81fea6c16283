"""Real faults for benches and tests: a PostgreSQL database of its own on the loopback server,
and a way to make it unreachable (new connections refused, open ones cut) and back."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg

PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/postgres"


@contextmanager
def pg_database(prefix: str = "schemalink") -> Iterator[str]:
    """A new, empty database, dropped afterwards; its URL."""
    name = f"{prefix}_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(PG_ADMIN, autocommit=True, connect_timeout=3) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"postgresql://postgres@127.0.0.1:5432/{name}"
    finally:
        with psycopg.connect(PG_ADMIN, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')


def set_reachable(database: str, reachable: bool) -> None:
    """Refuse (and cut) every connection to ``database``, or allow them again."""
    with psycopg.connect(PG_ADMIN, autocommit=True) as admin:
        admin.execute(f'ALTER DATABASE "{database}" ALLOW_CONNECTIONS {str(reachable).lower()}')
        if not reachable:
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s",
                (database,),
            )
