"""Foreign-key paths: the tables needed to join a selection, and the steps of each join."""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from linking.catalog.meta import Edge, FieldRef, ForeignKey, Meta, TableRef


@dataclass(frozen=True)
class Join:
    """One foreign-key step of a join path: ``from_columns`` of ``from_table`` equal
    ``to_columns`` of ``to_table``. Tables stay references until the answer is assembled."""

    from_table: TableRef
    from_columns: tuple[str, ...]
    to_table: TableRef
    to_columns: tuple[str, ...]

    def columns(self) -> set[FieldRef]:
        """The columns of both sides."""
        return {
            FieldRef(table.schema, table.table, name)
            for table, names in (
                (self.from_table, self.from_columns),
                (self.to_table, self.to_columns),
            )
            for name in names
        }


def fk_graph(meta: Meta) -> dict[TableRef, list[Edge]]:
    """Undirected adjacency over declared foreign keys, inside ``meta`` only."""
    graph: dict[TableRef, list[Edge]] = {ref: [] for ref in meta.table_refs()}
    for ref, table in meta.tables():
        for fk in table.foreign_keys:
            target = fk.target
            if target not in graph or target == ref:
                continue
            graph[ref].append((ref, fk.columns, target, fk.ref_columns))
            graph[target].append((target, fk.ref_columns, ref, fk.columns))
    return graph


def _shortest_path(
    graph: dict[TableRef, list[Edge]], sources: set[TableRef], goal: TableRef, max_edges: int
) -> list[Edge] | None:
    """Fewest FK edges from any table in ``sources`` to ``goal``."""
    queue: deque[tuple[TableRef, list[Edge]]] = deque((s, []) for s in sorted(sources))
    seen = set(sources)
    while queue:
        node, path = queue.popleft()
        if node == goal:
            return path
        if len(path) == max_edges:
            continue
        for edge in graph.get(node, []):
            nxt = edge[2]
            if nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, [*path, edge]))
    return None


def connect(
    graph: dict[TableRef, list[Edge]], selected: Sequence[TableRef], max_edges: int
) -> tuple[list[TableRef], list[Join]]:
    """Tables to add so the selection joins up, and the join steps, best-ranked first.

    Greedy: grow a connected set from the first (best) table, joining each next table by its
    shortest path to the set so far; a table no path of at most ``max_edges`` reaches stays
    in the selection, unjoined.
    """
    if not selected:
        return [], []
    connected = {selected[0]}
    added: list[TableRef] = []
    steps: list[Join] = []
    for table in selected[1:]:
        if table in connected:
            continue
        path = _shortest_path(graph, connected, table, max_edges)
        if path is None:
            connected.add(table)
            continue
        for start, columns, end, ref_columns in path:
            steps.append(Join(start, columns, end, ref_columns))
            if end not in connected and end not in selected:
                added.append(end)
            connected.add(end)
    return added, steps


def relationship_of(meta: Meta, join: Join) -> ForeignKey | None:
    """The relationship a join step walks, whichever of its two tables holds it."""
    for table, columns, target, ref_columns in (
        (join.from_table, join.from_columns, join.to_table, join.to_columns),
        (join.to_table, join.to_columns, join.from_table, join.from_columns),
    ):
        found = meta.table(table)
        for fk in found.foreign_keys if found else ():
            if fk.target == target and fk.columns == columns and fk.ref_columns == ref_columns:
                return fk
    return None


def neighbours(graph: Mapping[TableRef, list[Edge]], table: TableRef) -> set[TableRef]:
    return {edge[2] for edge in graph.get(table, [])}
