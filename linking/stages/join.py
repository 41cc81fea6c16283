"""The join stage: the tables that join the selected ones along foreign keys, and the steps
of each join (``linking.ranking.joins``); the selected and joining tables are what the later
stages prune and annotate. Of two keys joining the same tables, the one whose column the
question names is walked (``supervisor`` or ``reviewer``, 指导 or 评阅)."""

from __future__ import annotations

from collections.abc import Callable

from linking.catalog.meta import Edge, Meta, TableRef
from linking.ranking.joins import connect
from linking.retrieval.lexical import terms
from linking.run import Deps, LinkRun


async def join(run: LinkRun, deps: Deps) -> None:
    asked = frozenset(terms(run.text))
    words = _key_words(run.accessible)

    def prefer(edge: Edge) -> float:
        return len(asked & words(edge[0], edge[1])) + len(asked & words(edge[2], edge[3]))

    run.joined, run.steps = connect(
        run.graph, run.selected, deps.config.max_join_path_length, prefer=prefer
    )
    run.chosen = run.accessible.filter_tables([*run.selected, *run.joined])


def _key_words(meta: Meta) -> Callable[[TableRef, tuple[str, ...]], frozenset[str]]:
    """The words of key columns, their names and descriptions, each key's read once a link.
    A dictionary in a closure, not ``functools.cache`` on an object: a cache bound to the
    object that holds it is a reference cycle, and a link's were what most of the garbage
    collector's pauses under load walked (``bench/README.md``, issue 39)."""
    found: dict[tuple[TableRef, tuple[str, ...]], frozenset[str]] = {}

    def words(ref: TableRef, columns: tuple[str, ...]) -> frozenset[str]:
        key = (ref, columns)
        if key not in found:
            table = meta.table(ref)
            fields = [table.field(c) for c in columns] if table is not None else []
            text = " ".join([*columns, *(f.description for f in fields if f is not None)])
            found[key] = frozenset(terms(text))
        return found[key]

    return words
