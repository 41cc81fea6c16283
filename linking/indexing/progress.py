"""How far an indexing run has got, and what it did: what a sync job shows while it runs and
reports when it ends."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TypeVar

State = TypeVar("State")


@dataclass
class IndexProgress:
    phase: str = "values"  # "values" (phase 1), then "embedding" (phase 2)
    tables_done: int = 0
    tables_total: int = 0
    columns: int = 0
    values: int = 0
    tables_embedded: int = 0
    tables_to_embed: int = 0
    documents_embedded: int = 0


@dataclass
class IndexReport:
    indexed: list[str] = field(default_factory=list)
    # Of ``indexed``, the tables whose values phase 1 kept beside their examples (their named
    # values, until the database is read again): the others hold exactly their examples.
    kept_values: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    columns: int = 0
    values: int = 0
    embedded: list[str] = field(default_factory=list)
    documents: int = 0


# Called after each batch; a coroutine is awaited before the next batch (the service writes
# the job's progress to its store there).
ProgressCallback = Callable[[IndexProgress], Awaitable[None] | None]


async def report_progress(
    progress: Callable[[State], Awaitable[None] | None] | None, state: State
) -> None:
    if progress is not None:
        outcome = progress(state)
        if outcome is not None:
            await outcome
