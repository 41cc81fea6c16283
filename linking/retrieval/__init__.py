"""Searching the indexes for a question: columns and tables by vector, values by full text,
training pairs by question, and the catalog's own names by BM25 (``lexical``); and what a
datasource's pairs teach of its words (``pair_words``, read by ``learned_pairs``).

What this face exports is the engine's BM25 and its words, which the benchmarks' baselines
rank with, and the shape of a retriever's finding (``hits``), which a retriever added to the
built-in ones answers in.
"""

from linking.retrieval.hits import ColumnVote, Finding, Hits, TableVote
from linking.retrieval.lexical import BM25, terms

__all__ = ["BM25", "ColumnVote", "Finding", "Hits", "TableVote", "terms"]
