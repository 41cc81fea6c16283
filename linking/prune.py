"""Column pruning: keep the columns a question needs, not every column of every table.

Once the tables are chosen, every column of theirs is ranked by reciprocal-rank fusion of
the evidence about it: its dense similarity to the question (one search over just these
tables' columns), BM25 over its name and description, the values of it the question named,
and its use in similar training pairs. The best ``budget`` columns are kept, plus the columns
that join the chosen tables and their primary keys, so the SQL generator can still write
every join and count every entity.
"""

from __future__ import annotations

from collections.abc import Iterable

from linking.config import LinkerConfig
from linking.context import JoinStep
from linking.fusion import fuse
from linking.lexical import LexicalHit
from linking.meta import FieldRef, Meta, TableRef
from linking.retrieve import FieldHit, Hits


def field_scores(dense: list[FieldHit], hits: Hits, config: LinkerConfig) -> dict[FieldRef, float]:
    """Each column's fused score: ``dense`` is the search over the chosen tables' columns
    (one list per subquery); the rest comes from the link's other retrievers."""
    weights = config.column_weights
    by_subquery: dict[str, list[FieldHit]] = {}
    for hit in dense:
        by_subquery.setdefault(hit.subquery, []).append(hit)
    lists = [
        (weights.dense_column, [h.ref for h in sorted(found, key=lambda h: -h.score)])
        for found in by_subquery.values()
    ]
    lists.append((weights.name_column, [_field_of(h) for h in hits.names if h.field]))
    lists.append((weights.mention, [_field_of(h) for h in hits.mentions if h.field]))
    by_score = sorted(hits.values, key=lambda v: -v.score)
    lists.append((weights.value, [v.field_ref for v in by_score]))
    pairs = sorted(hits.pairs, key=lambda p: -p.score)
    lists.append((weights.pair, [f for p in pairs for f in p.entities.fields]))
    return fuse(lists, config.rrf_k)


def _field_of(hit: LexicalHit) -> FieldRef:
    return FieldRef(hit.table.schema, hit.table.table, hit.field or "")


def join_columns(steps: Iterable[JoinStep]) -> set[FieldRef]:
    columns: set[FieldRef] = set()
    for step in steps:
        for table, names in (
            (step.from_table, step.from_columns),
            (step.to_table, step.to_columns),
        ):
            schema, _, name = table.partition(".")
            columns.update(FieldRef(schema, name, c) for c in names)
    return columns


def keep_fields(
    meta: Meta,
    scores: dict[FieldRef, float],
    joins: set[FieldRef],
    budget: int,
) -> set[FieldRef]:
    """The best ``budget`` scored columns of ``meta``, the join columns, every chosen table's
    primary key (what COUNT and joins the retrievers did not see are written with), and for
    any table left with nothing, its best column (so every chosen table says what it holds)."""
    present = {
        FieldRef(ref.schema, ref.table, f.name)
        for ref, table in meta.tables()
        for f in table.fields
    }
    ranked = sorted((r for r in scores if r in present), key=lambda r: -scores[r])
    keys = {
        FieldRef(ref.schema, ref.table, name)
        for ref, table in meta.tables()
        for name in table.primary_key
    }
    kept = set(ranked[:budget]) | (joins & present) | keys
    covered: set[TableRef] = {r.table_ref for r in kept}
    for ref, table in meta.tables():
        if ref not in covered and table.fields:
            own = [r for r in ranked if r.table_ref == ref]
            kept.add(own[0] if own else FieldRef(ref.schema, ref.table, table.fields[0].name))
    return kept
