"""The mode stage: naive, reasoning or rag from the size of the caller's view."""

from __future__ import annotations

from linking.mode import choose_mode
from linking.run import Deps, LinkRun


async def mode(run: LinkRun, deps: Deps) -> None:
    """Naive, reasoning or rag, from the size of the caller's view (``linking.mode``)."""
    choice = choose_mode(run.accessible, run.mode, deps.config)
    run.mode, run.mode_reason = choice.mode, choice.reason
