"""The access stage: the catalog cut to what the caller's role may see (``linking.access``)."""

from __future__ import annotations

from linking.run import Deps, LinkRun


async def access(run: LinkRun, deps: Deps) -> None:
    """Cut the catalog to what the caller's role may see; nothing outside it is searched,
    annotated or returned, not even a glossary synonym."""
    view = deps.derived.view(run.meta, run.policy)
    run.view, run.accessible, run.restricted, run.graph = (
        view,
        view.accessible,
        view.restricted,
        view.graph,
    )
    if run.restricted and run.glossary is not None:
        run.glossary = run.glossary.hiding(view.hidden.named_in)
    words = deps.derived.get(run.meta).words
    run.words = words.within(run.accessible, run.meta) if run.restricted else words
    if run.accessible.table_count == 0:
        # A restricted caller is not told whether there is anything it may not see.
        run.stop(
            "the caller may see no table of this datasource"
            if run.restricted
            else "this datasource's catalog has no tables: its sync read none"
        )
