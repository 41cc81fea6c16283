"""The join stage: the tables that join the selected ones along foreign keys, and the steps
of each join (``linking.ranking.joins``); the selected and joining tables are what the later
stages prune and annotate. Of two keys joining the same tables, the one whose column the
question names is walked (``supervisor`` or ``reviewer``, 指导 or 评阅)."""

from __future__ import annotations

from functools import cache

from linking.catalog.meta import Edge, Meta, TableRef
from linking.ranking.joins import connect
from linking.retrieval.lexical import terms
from linking.run import Deps, LinkRun


async def join(run: LinkRun, deps: Deps) -> None:
    asked = frozenset(terms(run.text))
    words = _KeyWords(run.accessible)

    def prefer(edge: Edge) -> float:
        return len(asked & words.of(edge[0], edge[1])) + len(asked & words.of(edge[2], edge[3]))

    run.joined, run.steps = connect(
        run.graph, run.selected, deps.config.max_join_path_length, prefer=prefer
    )
    run.chosen = run.accessible.filter_tables([*run.selected, *run.joined])


class _KeyWords:
    """The words of key columns: their names and descriptions."""

    def __init__(self, meta: Meta) -> None:
        self.meta = meta
        self.of = cache(self._of)

    def _of(self, ref: TableRef, columns: tuple[str, ...]) -> frozenset[str]:
        table = self.meta.table(ref)
        found = [table.field(c) for c in columns] if table is not None else []
        text = " ".join([*columns, *(f.description for f in found if f is not None)])
        return frozenset(terms(text))
