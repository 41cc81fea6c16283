"""Column pruning: keep the columns a question needs, not every column of every table.

Once the tables are chosen, every column of theirs is ranked by reciprocal-rank fusion of
the evidence about it: its dense similarity to the question (one search over just these
tables' columns), BM25 over its name and description, the values of it the question named,
and its use in similar training pairs.

Every picked table keeps what an SQL generator writes with whatever the question says: its
primary key (COUNT, joins), the columns that join it to the others, and its label columns
(``linking.catalog.labels``: people ask for rows by name). A table chosen only to join two others
keeps its join columns and nothing more. Words that name no column still point at one
(``linking.question.cues``): a period at the best date column, "total" or "最高" at the best
measure; a value the question names at the column holding it. The picked tables then take
their best columns in turns, so one table's many weak matches cannot crowd out another's
best one, until ``budget`` columns are spent or what is left scores below ``relative`` ×
the best column's score. A table's share of the budget follows its selection score, so a
look-alike picked at rank five does not take as many columns as the table the question is
about.
"""

from __future__ import annotations

from collections.abc import Iterable

from linking.catalog.labels import label_columns
from linking.catalog.meta import FieldRef, Meta, TableRef
from linking.config import LinkerConfig
from linking.question.cues import Cues, is_measure_column, is_time_column
from linking.ranking.fusion import fuse
from linking.ranking.joins import Join
from linking.retrieval.dense import FieldHit
from linking.retrieval.hits import ColumnVote, Hits

DENSE = "dense_column"  # the source ``field_scores`` searches again over the chosen tables


def field_scores(dense: list[FieldHit], hits: Hits, config: LinkerConfig) -> dict[FieldRef, float]:
    """Each column's fused score: ``dense`` is the search over the chosen tables' columns
    (one list per subquery), in place of the dense votes the link's search over the whole
    catalog gave; every other retriever's column votes are a list per source, best first."""
    weights = config.column_weights
    by_subquery: dict[str, list[FieldHit]] = {}
    for hit in dense:
        by_subquery.setdefault(hit.subquery, []).append(hit)
    lists = [
        (weights.dense_column, [h.ref for h in sorted(found, key=lambda h: -h.score)])
        for found in by_subquery.values()
    ]
    votes: dict[tuple[str, str], list[ColumnVote]] = {}
    for vote in hits.column_votes():
        if vote.source != DENSE:
            votes.setdefault((vote.source, vote.subquery), []).append(vote)
    for (source, _), found in votes.items():
        ranked = sorted(found, key=lambda v: -v.score)
        lists.append((weights.of(source), [v.column for v in ranked]))
    return fuse(lists, config.rrf_k)


def cued_columns(
    meta: Meta,
    cues: Cues,
    scores: dict[FieldRef, float],
    tables: list[TableRef],
) -> set[FieldRef]:
    """For each cue of the question, the one column of ``tables`` (best first) it points
    to: the best scored of the kind, else the kind's first column in the first table that
    has one."""
    found: set[FieldRef] = set()
    kinds = []
    if cues.time:
        kinds.append(lambda f, keys: is_time_column(f))
    if cues.measure:
        kinds.append(is_measure_column)
    for is_kind in kinds:
        candidates = []
        for place, ref in enumerate(tables):
            table = meta.table(ref)
            if table is None:
                continue
            keys = frozenset(c for fk in table.foreign_keys for c in fk.columns)
            for position, f in enumerate(table.fields):
                if is_kind(f, keys):
                    at = FieldRef(ref.schema, ref.table, f.name)
                    candidates.append((-scores.get(at, 0.0), place, position, at))
        if candidates:
            found.add(min(candidates)[3])
    return found


def join_columns(steps: Iterable[Join]) -> set[FieldRef]:
    return set().union(*(step.columns() for step in steps))


def keep_fields(
    meta: Meta,
    scores: dict[FieldRef, float],
    *,
    required: set[FieldRef],
    join_only: set[TableRef],
    budget: int,
    relative: float = 0.0,
    table_scores: dict[TableRef, float] | None = None,
    least: int = 1,
) -> set[FieldRef]:
    """The columns of ``meta`` to keep: each table's key and label columns and those in
    ``required`` (join columns, those an LLM named), then the best scored columns of the
    tables not in ``join_only``, one table's turn after another's, at most ``budget`` of
    them, none below ``relative`` × the best score. With ``table_scores`` (the selection's),
    a table's share of the budget follows its score, at least ``least`` columns."""
    kept: set[FieldRef] = set()
    turns: list[list[FieldRef]] = []
    for ref, table in meta.tables():
        own = [FieldRef(ref.schema, ref.table, f.name) for f in table.fields]
        kept |= required.intersection(own)
        if ref in join_only:
            continue
        kept |= {FieldRef(ref.schema, ref.table, n) for n in table.primary_key}
        kept |= {FieldRef(ref.schema, ref.table, n) for n in label_columns(table)}
        turns.append(sorted((r for r in own if r in scores), key=lambda r: -scores[r]))
    # The table with the best column goes first; ties keep the catalog's order.
    turns = [ranked for ranked in turns if ranked]
    turns.sort(key=lambda ranked: -scores[ranked[0]])
    best = scores[turns[0][0]] if turns else 0.0
    floor = best * relative
    if table_scores:
        # Each table's turns end at its share of the budget.
        total = sum(table_scores.get(r[0].table_ref, 0.0) for r in turns) or 1.0
        turns = [
            ranked[: max(least, round(budget * table_scores.get(ranked[0].table_ref, 0.0) / total))]
            for ranked in turns
        ]
    spent = 0
    for position in range(max(map(len, turns), default=0)):
        for ranked in turns:
            if spent >= budget:
                break
            if position >= len(ranked) or ranked[position] in kept:
                continue
            if scores[ranked[position]] >= floor:
                kept.add(ranked[position])
                spent += 1
    covered = {r.table_ref for r in kept}
    for ref, table in meta.tables():
        if ref not in covered and table.fields:
            kept.add(FieldRef(ref.schema, ref.table, table.fields[0].name))
    return kept
