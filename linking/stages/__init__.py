"""The linking pipeline as data: an ordered tuple of stages over one ``LinkRun``.

    access → rewrite → mode → retrieve → rank → select → join → prune → annotate → unmatched

Each stage is an async function of the run and the linker's dependencies (``Deps``), in a
module of its own here, writing its own part of the run. ``run_stages`` is the one loop that
runs them, times each the same way and stops when one finds nothing to link; ``assemble``
turns the finished run into the answer. An LLM that fails is replaced by its lexical or
score-based fallback; a retriever that fails is reported and the others carry on.

Two stages after ``retrieve`` search the vectors again, each over the chosen tables only:
``prune`` ranks their columns by the question's vectors, and ``unmatched`` asks which of the
words no name matches lie near one of their columns.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable

from linking.run import Deps, LinkRun, Retrieved, Retriever
from linking.stages.access import access
from linking.stages.annotate import annotate
from linking.stages.assemble import assemble
from linking.stages.clock import ms_since
from linking.stages.join import join
from linking.stages.mode import mode
from linking.stages.prune import prune
from linking.stages.rank import rank
from linking.stages.retrieve import retrieve
from linking.stages.retrievers import EVIDENCE_KINDS, RETRIEVERS
from linking.stages.rewrite import rewrite
from linking.stages.select import select
from linking.stages.unmatched import unmatched

Stage = Callable[[LinkRun, Deps], Awaitable[None]]

STAGES: tuple[tuple[str, Stage], ...] = (
    ("access", access),
    ("rewrite", rewrite),
    ("mode", mode),
    ("retrieve", retrieve),
    ("rank", rank),
    ("select", select),
    ("join", join),
    ("prune", prune),
    ("annotate", annotate),
    ("unmatched", unmatched),
)

__all__ = [
    "EVIDENCE_KINDS",
    "RETRIEVERS",
    "STAGES",
    "Retrieved",
    "Retriever",
    "Stage",
    "assemble",
    "run_stages",
]


async def run_stages(run: LinkRun, deps: Deps, *, before: str | None = None) -> None:
    """Run the stages in order, each timed into the run's diagnostics, until one stops the
    run or, with ``before``, up to that stage (to look at what the earlier ones left)."""
    timings = run.diagnostics.timings_ms
    for name, stage in STAGES:
        if name == before:
            return
        started = time.perf_counter()
        try:
            await stage(run, deps)
        finally:
            timings[name] = ms_since(started)
        if run.stopped is not None:
            return
