"""A learned table ranker: what each retriever said about a candidate table, weighed by a
logistic model fitted on questions that are not in any reported split.

Reciprocal-rank fusion (``linking.ranking.fusion``) weighs every retriever alike and knows
nothing of how far apart the scores were, whether the table's name is in the question, or
whether its database also holds what the rest of the question asks for. The model reads those as
features of each candidate and turns them into the probability that the table is one the
SQL needs. It is small (a weight per feature), shipped as JSON beside this module
(``models/table_ranker.json``), and refitted with ``python -m bench train-ranker``, which
records in the file the data it was fitted on.

A second stage reads the first one's probabilities across candidates (``SET_FEATURES``): a
table is likelier when its database holds other likely tables, when it is the best of its
database or joins that best one, and less so when its database's mass is spread thin. In a
pooled catalog of look-alike databases that is where the first stage, scoring each table
alone, goes wrong; candidates from one schema are ranked by the first stage alone.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from linking.catalog.meta import Edge, TableRef
from linking.ranking.completeness import COMPLETENESS_FEATURES
from linking.ranking.joins import neighbours
from linking.ranking.stopping import STOP_FEATURES
from linking.ranking.words import CatalogWords
from linking.retrieval.lexical import terms
from linking.retrieval.pair_words import PAIR_FEATURES

BUILTIN = Path(__file__).parent / "models" / "table_ranker.json"

# Where each feature's evidence comes from: the fused lists of ``select.rank_tables``.
# A source a model was not fitted with (a retriever added since) counts in the fused score
# only.
SOURCES = ("dense_column", "dense_table", "name_column", "name_table", "value", "pair")
COLUMNS_HIT_SOURCES = ("dense_column", "name_column")  # the columns a table's ``columns_hit``
MENTION_SOURCE = "mention"  # the columns named verbatim, a table's ``mentions``
FEATURES = (
    "fused",  # the fused score over the best candidate's
    "fused_rank",  # 1 / (1 + place in the fused ranking)
    *(f"{s}_rank" for s in SOURCES),  # 1 / (1 + best place in that source's lists), 0 if absent
    *(f"{s}_score" for s in SOURCES),  # best score over that source's best score, 0 if absent
    "mentions",  # columns the question names verbatim, at most 3, / 3
    "columns_hit",  # distinct columns found by the dense or BM25 column lists, at most 5, / 5
    "name_in_question",  # share of the table name's words that the question uses
    "neighbour_of_best",  # joined by a foreign key to the best fused candidate
    "schema_of_best",  # in the best fused candidate's schema
    "schema_support",  # the relative fused scores of its schema's next two candidates
    "table_coverage",  # share of the question's words that the table or its columns are named
    "schema_coverage",  # the same over every table and column of its schema
)

# The second stage's features, from the first stage's probabilities p of every candidate.
SET_FEATURES = (
    "logit",  # log-odds of p
    "relative",  # p over the best candidate's
    "schema_mass",  # the sum of its schema's best three p
    "schema_share",  # that mass over every schema's
    "schema_rank",  # 1 / (1 + place of its schema by mass)
    "rank_in_schema",  # 1 / (1 + place among its schema's candidates)
    "joins_schema_best",  # a foreign key to its schema's best candidate (1 for that one)
    "best_neighbour",  # the best p among the candidates it has a foreign key with
    "relative_in_schema",  # p over its schema's best p
    "schema_candidates",  # candidates of its schema, at most 10, / 10
)

# One source's ranked list, best first: (source, entries as (table, score)).
RankedList = tuple[str, list[tuple[TableRef, float]]]


@dataclass(frozen=True)
class FusionView:
    """What the fusion saw, for the candidates it ranked."""

    question: str
    lists: Sequence[RankedList]
    fused: Mapping[TableRef, float]
    order: Sequence[TableRef]  # candidates best first by fused score
    mentions: Mapping[TableRef, int]
    columns_hit: Mapping[TableRef, int]
    graph: Mapping[TableRef, list[Edge]]
    words: CatalogWords = field(default_factory=lambda: CatalogWords({}, {}))
    # What the datasource's training pairs say of each candidate (``PAIR_FEATURES``), if
    # it has any the caller may see.
    pair_rows: np.ndarray | None = None


def features(view: FusionView) -> np.ndarray:
    """One row per candidate of ``view.order``, one column per name in ``FEATURES``."""
    order = view.order
    rows = np.zeros((len(order), len(FEATURES)), np.float32)
    if not order:
        return rows
    column = {name: i for i, name in enumerate(FEATURES)}
    place = {ref: i for i, ref in enumerate(order)}
    for source in SOURCES:
        lists = [entries for s, entries in view.lists if s == source and entries]
        best_score = max((entries[0][1] for entries in lists), default=0.0)
        at_rank, at_score = column[f"{source}_rank"], column[f"{source}_score"]
        for entries in lists:
            for rank, (ref, score) in enumerate(entries):
                i = place.get(ref)
                if i is None:
                    continue
                rows[i, at_rank] = max(rows[i, at_rank], 1 / (1 + rank))
                share = score / best_score if best_score > 0 else 0.0
                rows[i, at_score] = max(rows[i, at_score], share)
    top = order[0]
    best_fused = view.fused[top] or 1.0
    relative = {ref: view.fused[ref] / best_fused for ref in order}
    asked = set(terms(view.question))
    near = neighbours(view.graph, top)
    by_schema: dict[str, list[TableRef]] = {}
    for ref in order:
        by_schema.setdefault(ref.schema, []).append(ref)
    for i, ref in enumerate(order):
        rows[i, column["fused"]] = relative[ref]
        rows[i, column["fused_rank"]] = 1 / (1 + i)
        rows[i, column["mentions"]] = min(view.mentions.get(ref, 0), 3) / 3
        rows[i, column["columns_hit"]] = min(view.columns_hit.get(ref, 0), 5) / 5
        words = _name_words(ref.table)
        rows[i, column["name_in_question"]] = len(words & asked) / len(words) if words else 0.0
        rows[i, column["neighbour_of_best"]] = float(ref in near)
        rows[i, column["schema_of_best"]] = float(ref.schema == top.schema)
        others = [relative[r] for r in by_schema[ref.schema][:3] if r != ref][:2]
        rows[i, column["schema_support"]] = sum(others)
        if asked:
            own = view.words.tables.get(ref, frozenset())
            schema = view.words.schemas.get(ref.schema, frozenset())
            rows[i, column["table_coverage"]] = len(asked & own) / len(asked)
            rows[i, column["schema_coverage"]] = len(asked & schema) / len(asked)
    return rows


@lru_cache(maxsize=65_536)
def _name_words(name: str) -> frozenset[str]:
    return frozenset(terms(name))


@dataclass(frozen=True)
class Candidates:
    """Where each candidate of a ranking sits: its schema, and which others it joins."""

    schemas: Sequence[str]
    adjacent: np.ndarray  # boolean, candidates × candidates: joined by a foreign key

    @classmethod
    def of(cls, view: FusionView) -> Candidates:
        return cls.among(view.order, view.graph)

    @classmethod
    def among(cls, refs: Sequence[TableRef], graph: Mapping[TableRef, list[Edge]]) -> Candidates:
        place = {ref: i for i, ref in enumerate(refs)}
        adjacent = np.zeros((len(place), len(place)), bool)
        for ref, i in place.items():
            for other in neighbours(graph, ref):
                j = place.get(other)
                if j is not None:
                    adjacent[i, j] = adjacent[j, i] = True
        return cls([ref.schema for ref in refs], adjacent)


def set_features(p: np.ndarray, candidates: Candidates) -> np.ndarray:
    """One row per candidate, one column per name in ``SET_FEATURES``."""
    rows = np.zeros((len(p), len(SET_FEATURES)), np.float32)
    if not len(p):
        return rows
    by_schema: dict[str, list[int]] = {}
    for i in np.argsort(-p, kind="stable"):
        by_schema.setdefault(candidates.schemas[i], []).append(int(i))
    mass = {schema: float(p[members[:3]].sum()) for schema, members in by_schema.items()}
    schema_place = {schema: n for n, schema in enumerate(sorted(mass, key=lambda s: -mass[s]))}
    total = sum(mass.values()) or 1.0
    best = float(p.max()) or 1.0
    clipped = np.clip(p, 1e-6, 1 - 1e-6)
    for i in range(len(p)):
        schema = candidates.schemas[i]
        members = by_schema[schema]
        head = members[0]
        joined = candidates.adjacent[i]
        rows[i] = (
            np.log(clipped[i] / (1 - clipped[i])),
            p[i] / best,
            mass[schema],
            mass[schema] / total,
            1 / (1 + schema_place[schema]),
            1 / (1 + members.index(i)),
            1.0 if i == head else float(joined[head]),
            float(p[joined].max()) if joined.any() else 0.0,
            p[i] / (p[head] or 1.0),
            min(len(members), 10) / 10,
        )
    return rows


@dataclass(frozen=True)
class TableModel:
    """Logistic regression over standardised ``FEATURES``."""

    features: tuple[str, ...]
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    weights: tuple[float, ...]
    bias: float
    trained_on: str = ""

    def probabilities(self, rows: np.ndarray) -> np.ndarray:
        if rows.shape[-1] != len(self.features):
            raise ValueError("the table model was fitted on other features; refit it")
        z = (rows - np.asarray(self.mean)) / np.asarray(self.scale)
        return np.asarray(1 / (1 + np.exp(-(z @ np.asarray(self.weights) + self.bias))))

    def to_json(self) -> str:
        return json.dumps(
            {
                "trained_on": self.trained_on,
                "features": list(self.features),
                "weights": list(self.weights),
                "bias": self.bias,
                "mean": list(self.mean),
                "scale": list(self.scale),
            },
            indent=1,
            ensure_ascii=False,
        )


@dataclass(frozen=True)
class TableRanker:
    """The first stage over each candidate's evidence, optionally the second over the
    first's probabilities across candidates, and optionally the stop model that sizes a
    selection from both (``linking.ranking.stopping``); the last two read candidates of several
    schemas only."""

    first: TableModel
    second: TableModel | None = None
    stop: TableModel | None = None  # over candidates of several schemas
    # Over one schema's candidates, as a datasource of one database ranks them: a first stage
    # fitted on such rankings (the pooled one is calibrated for hundreds of look-alike
    # tables, not for one warehouse), and the completeness models that size the returned set
    # (``linking.ranking.completeness``), for one schema and for several.
    alone: TableModel | None = None
    # The same over ``FEATURES`` and ``PAIR_FEATURES``: for a datasource with training pairs.
    alone_pairs: TableModel | None = None
    completeness: TableModel | None = None
    completeness_pooled: TableModel | None = None
    completeness_pairs: TableModel | None = None  # over ``alone_pairs``'s rankings

    def probabilities(self, view: FusionView) -> np.ndarray:
        rows = features(view)
        pooled = len({ref.schema for ref in view.order}) > 1
        if not pooled and self.alone_pairs is not None and view.pair_rows is not None:
            return self.alone_pairs.probabilities(np.hstack([rows, view.pair_rows]))
        if not pooled and self.alone is not None:
            return self.alone.probabilities(rows)
        p = self.first.probabilities(rows)
        if self.second is None or not pooled:
            # The second stage was fitted on pooled catalogs, where it tells databases
            # apart; over one schema it only lifts the best table's neighbours (on the
            # demo, orders over employees for "员工的工资是多少？").
            return p
        return self.second.probabilities(np.hstack([rows, set_features(p, Candidates.of(view))]))

    def completeness_model(self, pooled: bool, *, learned: bool = False) -> TableModel | None:
        """The model sizing a ranking of several schemas' candidates, or of one schema's,
        ``learned`` from the datasource's pairs (``alone_pairs``) or not."""
        if pooled:
            return self.completeness_pooled
        if learned and self.alone_pairs is not None and self.completeness_pairs is not None:
            return self.completeness_pairs
        return self.completeness

    def to_json(self) -> str:
        data = json.loads(self.first.to_json())
        if self.second is not None:
            data["second"] = json.loads(self.second.to_json())
        optional = ("stop", "alone", "alone_pairs", "completeness", "completeness_pooled")
        for name in (*optional, "completeness_pairs"):
            model = getattr(self, name)
            if model is not None:
                data[name] = json.loads(model.to_json())
        return json.dumps(data, indent=1, ensure_ascii=False)


def _model(data: dict[str, Any], expected: tuple[str, ...]) -> TableModel:
    if tuple(data["features"]) != expected:
        raise ValueError("the table model was fitted on other features; refit it")
    return TableModel(
        tuple(data["features"]),
        tuple(data["mean"]),
        tuple(data["scale"]),
        tuple(data["weights"]),
        float(data["bias"]),
        data.get("trained_on", ""),
    )


@cache
def load_model(path: str) -> TableRanker:
    """The ranker at ``path``, or the shipped one for ``"builtin"``; read once."""
    data = json.loads((BUILTIN if path == "builtin" else Path(path)).read_text("utf-8"))

    def part(name: str, names: tuple[str, ...]) -> TableModel | None:
        return _model(data[name], names) if name in data else None

    return TableRanker(
        _model(data, FEATURES),
        part("second", FEATURES + SET_FEATURES),
        part("stop", STOP_FEATURES),
        part("alone", FEATURES),
        part("alone_pairs", FEATURES + PAIR_FEATURES),
        part("completeness", COMPLETENESS_FEATURES),
        part("completeness_pooled", COMPLETENESS_FEATURES),
        part("completeness_pairs", COMPLETENESS_FEATURES),
    )
