"""Ranking what the retrievers found: fusion of their ranked lists, the learned table model
and its stop model, table selection and the join paths that connect it, and the columns a
question needs (``prune``, with the cues its wording gives: ``linking.question.cues``).

What this face exports is the table model and its stop model, as the benchmarks' trainer fits
and reports them (``python -m bench train-ranker``).
"""

from linking.ranking.completeness import (
    COMPLETENESS_FEATURES,
    candidate_sets,
    completeness_features,
)
from linking.ranking.fitting import fit
from linking.ranking.joins import fk_graph
from linking.ranking.ranker import (
    FEATURES,
    SET_FEATURES,
    Candidates,
    TableModel,
    TableRanker,
    features,
    load_model,
    set_features,
)
from linking.ranking.stopping import STOP_FEATURES, head_length, stop_features
from linking.retrieval.pair_words import PAIR_FEATURES

__all__ = [
    "COMPLETENESS_FEATURES",
    "FEATURES",
    "PAIR_FEATURES",
    "SET_FEATURES",
    "STOP_FEATURES",
    "Candidates",
    "TableModel",
    "TableRanker",
    "candidate_sets",
    "completeness_features",
    "features",
    "fit",
    "fk_graph",
    "head_length",
    "load_model",
    "set_features",
    "stop_features",
]
