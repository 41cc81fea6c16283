"""The join stage: the tables that join the selected ones along foreign keys, and the steps
of each join (``linking.ranking.joins``); the selected and joining tables are what the later stages
prune and annotate."""

from __future__ import annotations

from linking.ranking.joins import connect
from linking.run import Deps, LinkRun


async def join(run: LinkRun, deps: Deps) -> None:
    run.joined, run.steps = connect(run.graph, run.selected, deps.config.max_join_path_length)
    run.chosen = run.accessible.filter_tables([*run.selected, *run.joined])
