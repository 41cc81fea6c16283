"""The annotate stage: the chosen fields described with example values, matched ones first."""

from __future__ import annotations

from linking.run import Deps, LinkRun


async def annotate(run: LinkRun, deps: Deps) -> None:
    """Describe the chosen fields with example values, matched ones first; each field's
    examples are worked out once per link (the LLM's prompt may have needed them already)."""
    assert run.annotator is not None, "select makes the annotator"
    run.chosen = run.annotator.meta(run.chosen)
