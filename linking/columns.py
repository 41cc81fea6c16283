"""A learned column model: which of the chosen tables' columns the SQL will read.

Fused ranks (``linking.prune.field_scores``) order a table's columns but cannot say where
the need stops, so pruning used to hand over a fixed budget of them and every key and label
column besides. The model reads what is known of each column of a picked table — its fused
score and ranks, its dense similarity to the question, whether the question names it,
whether it is a key, a join or a label column, what the question's cues point to, how
strongly its table was selected — and turns that into the probability that the gold SQL
reads it. Pruning keeps the columns at or above a probability (``LinkerConfig``), so a
question about one column of a wide table gets a few columns and a question touching many
gets many.

It is a logistic model over ``COLUMN_FEATURES`` (``linking.ranker.TableModel``), shipped as
JSON beside this module (``models/column_model.json``) and refitted with ``python -m bench
train-columns`` on Spider train questions only. Values and training pairs are not features:
Spider train has neither, so the columns a named value or the narrowing pair points to are
kept by rule (``linking.prune``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from linking.cues import Cues, is_measure_column, is_time_column
from linking.labels import label_columns
from linking.lexical import terms
from linking.meta import FieldRef, Meta, TableRef, is_text_type
from linking.mode import Mode
from linking.ranker import TableModel, load_logistic
from linking.retrieve import FieldHit, Hits

BUILTIN = Path(__file__).parent / "models" / "column_model.json"

COLUMN_FEATURES = (
    "fused",  # the fused score over the best candidate column's
    "fused_rank",  # 1 / (1 + place among the candidate columns by fused score)
    "rank_in_table",  # 1 / (1 + place among its table's columns by fused score)
    "dense_question",  # cosine similarity to the whole question, 0 if not returned
    "dense_best",  # the best cosine over the question and its subqueries
    "dense_margin",  # dense_best less the best candidate's dense_best
    "dense_rank",  # 1 / (1 + place among the candidates by dense_best)
    "name_rank",  # 1 / (1 + place in the BM25 list over names), 0 if absent
    "mention",  # the question names the column verbatim
    "name_in_question",  # share of the column name's words the question uses
    "primary_key",
    "foreign_key",  # one of its table's foreign-key columns
    "join_column",  # joins the chosen tables on the returned join path
    "label",  # a label column (``linking.labels``)
    "time_cued",  # a date column, and the question speaks of a period
    "measure_cued",  # a measure, and the question aggregates or compares amounts
    "cued",  # the one column a cue points to (``linking.prune.cued_columns``)
    "table_relative",  # its table's selection score over the best selected table's
    "table_rank",  # 1 / (1 + place of its table among the picked ones)
    "table_width",  # 1 / its table's number of columns
    "position",  # 1 / (1 + place of the column in its table)
    "text",  # a text column
)


@dataclass(frozen=True)
class ColumnEvidence:
    """What pruning knows of one link's candidate columns, beside the catalog."""

    question: str
    picked: Sequence[TableRef]  # best first; join-only tables are not candidates
    scores: Mapping[FieldRef, float]  # fused (``linking.prune.field_scores``)
    dense: Sequence[FieldHit]  # the search over the chosen tables' columns
    hits: Hits
    table_scores: Mapping[TableRef, float]
    joins: frozenset[FieldRef]
    cued: frozenset[FieldRef]
    cues: Cues


@dataclass(frozen=True)
class ColumnView:
    """What pruning weighs for one question (``Linker.column_view``): the chosen tables,
    the evidence about their columns, and the columns kept whatever the model says."""

    chosen: Meta
    evidence: ColumnEvidence
    required: frozenset[FieldRef]
    joined: tuple[TableRef, ...]  # tables added only to join the picked ones
    mode: Mode


def candidates(meta: Meta, picked: Sequence[TableRef]) -> list[FieldRef]:
    """Every column of the picked tables, table by table in ``picked`` order."""
    refs: list[FieldRef] = []
    for ref in picked:
        table = meta.table(ref)
        if table is not None:
            refs.extend(FieldRef(ref.schema, ref.table, f.name) for f in table.fields)
    return refs


def column_features(meta: Meta, refs: Sequence[FieldRef], evidence: ColumnEvidence) -> np.ndarray:
    """One row of ``COLUMN_FEATURES`` per column of ``refs``."""
    rows = np.zeros((len(refs), len(COLUMN_FEATURES)), np.float64)
    if not refs:
        return rows
    scores = evidence.scores
    fused = np.asarray([scores.get(r, 0.0) for r in refs])
    fused_place = _places(fused)
    in_table = np.zeros(len(refs))
    for owner in {r.table_ref for r in refs}:
        members = [i for i, r in enumerate(refs) if r.table_ref == owner]
        order = sorted(members, key=lambda i: -fused[i])
        for place, i in enumerate(order):
            in_table[i] = 1 / (1 + place)
    question_cosine: dict[FieldRef, float] = {}
    best_cosine: dict[FieldRef, float] = {}
    for found in evidence.dense:
        best_cosine[found.ref] = max(best_cosine.get(found.ref, 0.0), found.score)
        if found.subquery == evidence.question:
            question_cosine[found.ref] = max(question_cosine.get(found.ref, 0.0), found.score)
    dense_best = np.asarray([best_cosine.get(r, 0.0) for r in refs])
    dense_place = _places(dense_best)
    named: dict[FieldRef, int] = {}
    for place, hit in enumerate(h for h in evidence.hits.names if h.field):
        named.setdefault(FieldRef(hit.table.schema, hit.table.table, hit.field or ""), place)
    mentioned = {
        FieldRef(h.table.schema, h.table.table, h.field) for h in evidence.hits.mentions if h.field
    }
    question_words = set(terms(evidence.question))
    table_place = {ref: place for place, ref in enumerate(evidence.picked)}
    best_table = max((evidence.table_scores.get(t, 0.0) for t in evidence.picked), default=0.0)
    for i, ref in enumerate(refs):
        table = meta.table(ref.table_ref)
        assert table is not None, "candidates are columns of the catalog's tables"
        position, column = next((p, f) for p, f in enumerate(table.fields) if f.name == ref.field)
        keys = frozenset(c for fk in table.foreign_keys for c in fk.columns)
        words = set(terms(column.name))
        rows[i] = (
            fused[i] / (fused.max() or 1.0),
            1 / (1 + fused_place[i]),
            in_table[i],
            question_cosine.get(ref, 0.0),
            dense_best[i],
            dense_best[i] - dense_best.max(),
            1 / (1 + dense_place[i]) if dense_best[i] > 0 else 0.0,
            1 / (1 + named[ref]) if ref in named else 0.0,
            float(ref in mentioned),
            len(words & question_words) / len(words) if words else 0.0,
            float(column.primary_key or column.name in table.primary_key),
            float(column.name in keys),
            float(ref in evidence.joins),
            float(column.name in label_columns(table)),
            float(evidence.cues.time and is_time_column(column)),
            float(evidence.cues.measure and is_measure_column(column, keys)),
            float(ref in evidence.cued),
            evidence.table_scores.get(ref.table_ref, 0.0) / (best_table or 1.0),
            1 / (1 + table_place.get(ref.table_ref, len(table_place))),
            1 / len(table.fields),
            1 / (1 + position),
            float(is_text_type(column.type)),
        )
    return rows


def _places(values: np.ndarray) -> np.ndarray:
    """Each entry's place when sorted best first (ties by order)."""
    places = np.empty(len(values), np.int64)
    places[np.argsort(-values, kind="stable")] = np.arange(len(values))
    return places


@cache
def load_column_model(path: str) -> TableModel:
    """The column model at ``path``, or the shipped one for ``"builtin"``; read once."""
    data = json.loads((BUILTIN if path == "builtin" else Path(path)).read_text("utf-8"))
    return load_logistic(data, COLUMN_FEATURES)
