"""Linking measured on questions whose SQL is known — a datasource's approved pairs, each held
out of pair retrieval (``scoring``) — and the glossary entries those answers suggest
(``suggestions``)."""

from linking.evaluation.scoring import RECALL_AT, Scored, badness, figures, score, summarize
from linking.evaluation.suggestions import GlossarySuggestion, suggest

__all__ = [
    "RECALL_AT",
    "GlossarySuggestion",
    "Scored",
    "badness",
    "figures",
    "score",
    "suggest",
    "summarize",
]
