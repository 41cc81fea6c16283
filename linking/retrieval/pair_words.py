"""What a datasource's approved training pairs teach about its own words: which tables the
words of their questions lead to.

A warehouse's users say "patrons" for ``members`` and 营收 for ``net_amount``; no name or
description says so, but the pairs do: every pair whose question says "patrons" reads
``members``. Counted over every pair the caller may see, each word's tables give each
candidate table the features in ``PAIR_FEATURES``, which the table model fitted with pairs
(``TableRanker.alone_pairs``) weighs beside the retrievers' evidence. Nothing is fitted per
datasource: the counts are the datasource's own, the weights learned once, on other databases'
pairs (``python -m bench train-sizing``), so one datasource's pairs never reach another's
ranking, and an added or removed pair counts at its next link.

A pair being measured on its own question (``linking.evaluation``) is left out of the counts.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass

import numpy as np

from linking.catalog.meta import TableRef
from linking.retrieval.lexical import terms

PAIR_FEATURES = (
    "pair_words",  # P(table | word), smoothed, averaged over the question's words by idf
    "pair_words_best",  # the largest of those P(table | word)
    "pair_prior",  # the share of pairs reading the table
    "pair_lift",  # log of pair_words over pair_prior: the words, not the table's popularity
)
SMOOTHING = 2.0  # pseudo-pairs, at the table's prior, behind each word's counts
# A word of a single pair says which tables that pair read, not what the word means: the
# similar-pair retriever already weighs a pair as a whole.
MIN_PAIRS = 2


@dataclass(frozen=True)
class LearnedPair:
    """One pair as the counts read it: its question's words and the tables its SQL reads."""

    id: str
    words: frozenset[str]
    tables: frozenset[TableRef]

    @classmethod
    def of(cls, pair_id: str, question: str, tables: Collection[TableRef]) -> LearnedPair:
        return cls(pair_id, frozenset(terms(question)), frozenset(tables))


class PairWords:
    """The pairs' words against the tables they read, as a pairs × tables incidence matrix
    and each word's pairs."""

    def __init__(self, pairs: Sequence[LearnedPair]) -> None:
        self.pairs = tuple(pairs)
        self.ids = {p.id: i for i, p in enumerate(self.pairs)}
        tables = sorted({t for p in self.pairs for t in p.tables}, key=str)
        self.table_column = {t: j for j, t in enumerate(tables)}
        self.reads = np.zeros((len(self.pairs), len(tables)), np.float32)
        word_pairs: dict[str, list[int]] = {}
        for i, pair in enumerate(self.pairs):
            for table in pair.tables:
                self.reads[i, self.table_column[table]] = 1.0
            for word in pair.words:
                word_pairs.setdefault(word, []).append(i)
        self.word_pairs = {w: np.asarray(ids, np.int64) for w, ids in word_pairs.items()}

    def __len__(self) -> int:
        return len(self.pairs)

    def features(
        self, question: str, refs: Sequence[TableRef], held_out: Collection[str] = ()
    ) -> np.ndarray:
        """One row per table of ``refs``, one column per name in ``PAIR_FEATURES``; the pairs
        of ``held_out`` (ids) not counted."""
        rows = np.zeros((len(refs), len(PAIR_FEATURES)), np.float32)
        kept = np.ones(len(self.pairs), bool)
        for pair_id in held_out:
            if pair_id in self.ids:
                kept[self.ids[pair_id]] = False
        total = int(kept.sum())
        if not total or not refs:
            return rows
        columns = np.asarray([self.table_column.get(ref, -1) for ref in refs])
        known = columns >= 0
        read = np.zeros(len(refs), np.float32)
        read[known] = self.reads[kept][:, columns[known]].sum(axis=0)
        prior = (read + 0.5) / (total + 1.0)
        weighted = np.zeros(len(refs), np.float64)
        best = np.zeros(len(refs), np.float64)
        weight = 0.0
        for word in set(terms(question)):
            found = self.word_pairs.get(word)
            if found is None:
                continue
            found = found[kept[found]]
            if len(found) < MIN_PAIRS:
                continue
            together = np.zeros(len(refs), np.float64)
            together[known] = self.reads[found][:, columns[known]].sum(axis=0)
            given_word = (together + SMOOTHING * prior) / (len(found) + SMOOTHING)
            idf = math.log(1.0 + total / len(found))
            weighted += idf * given_word
            weight += idf
            best = np.maximum(best, given_word)
        words = weighted / weight if weight else prior.astype(np.float64)
        rows[:, 0] = words
        rows[:, 1] = best if weight else prior
        rows[:, 2] = prior
        rows[:, 3] = np.log(words / prior)
        return rows
