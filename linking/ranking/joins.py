"""Foreign-key paths: the tables needed to join a selection, and the steps of each join.

Where two keys join the same two tables (an origin and a destination, a supervisor and a
reviewer), the path walks the one whose column the question names (``prefer``); when the
question names neither, or both, every one of them is a step, each saying which column it
is (``role``), so an SQL generator is shown the choice instead of one key picked blindly.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping, Sequence
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
    # Set when another key joins the same two tables: which column this one is.
    role: str = ""

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


Prefer = Callable[[Edge], float]


def _shortest_path(
    graph: dict[TableRef, list[Edge]],
    sources: set[TableRef],
    goal: TableRef,
    max_edges: int,
    prefer: Prefer,
) -> list[Edge] | None:
    """Fewest FK edges from any table in ``sources`` to ``goal``; of edges to the same
    table, the preferred first."""
    queue: deque[tuple[TableRef, list[Edge]]] = deque((s, []) for s in sorted(sources))
    seen = set(sources)
    while queue:
        node, path = queue.popleft()
        if node == goal:
            return path
        if len(path) == max_edges:
            continue
        for edge in sorted(graph.get(node, []), key=lambda e: -prefer(e)):
            nxt = edge[2]
            if nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, [*path, edge]))
    return None


def connect(
    graph: dict[TableRef, list[Edge]],
    selected: Sequence[TableRef],
    max_edges: int,
    *,
    prefer: Prefer | None = None,
) -> tuple[list[TableRef], list[Join]]:
    """Tables to add so the selection joins up, and the join steps, best-ranked first.

    Greedy: grow a connected set from the first (best) table, joining each next table by its
    shortest path to the set so far; a table no path of at most ``max_edges`` reaches stays
    in the selection, unjoined. Of several keys joining the same two tables, the one
    ``prefer`` scores highest is walked; when none scores above the others, all are steps.
    """
    score = prefer or _indifferent
    if not selected:
        return [], []
    connected = {selected[0]}
    added: list[TableRef] = []
    steps: list[Join] = []
    for table in selected[1:]:
        if table in connected:
            continue
        path = _shortest_path(graph, connected, table, max_edges, score)
        if path is None:
            connected.add(table)
            continue
        for edge in path:
            end = edge[2]
            steps += _steps(edge, graph, score)
            if end not in connected and end not in selected:
                added.append(end)
            connected.add(end)
    return added, steps


def _indifferent(_: Edge) -> float:
    return 0.0


def _steps(edge: Edge, graph: Mapping[TableRef, list[Edge]], prefer: Prefer) -> list[Join]:
    """The step for ``edge``; with the other keys joining the same two tables when the
    preference does not single it out, each step then naming its key (``role``)."""
    start, columns, end, ref_columns = edge
    parallel = [e for e in graph.get(start, []) if e[2] == end]
    if len(parallel) < 2:
        return [Join(start, columns, end, ref_columns)]
    chosen = [edge]
    if not all(prefer(edge) > prefer(e) for e in parallel if e != edge):
        chosen = sorted(parallel, key=lambda e: -prefer(e))
    return [Join(*e, role=_role(e, parallel)) for e in chosen]


def _role(edge: Edge, parallel: Sequence[Edge]) -> str:
    """The side of ``edge`` its parallel keys differ on: ``thesis.reviewer_id``."""
    start, columns, end, ref_columns = edge
    if all(e[3] == ref_columns for e in parallel):
        return f"{start.table}.{', '.join(columns)}"
    if all(e[1] == columns for e in parallel):
        return f"{end.table}.{', '.join(ref_columns)}"
    return f"{start.table}.{', '.join(columns)} = {end.table}.{', '.join(ref_columns)}"


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
