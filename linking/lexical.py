"""Lexical search over the catalog itself: BM25 on table and column names and descriptions.

Dense embeddings of a small model blur exact terms: "销售额" must find the column described as
"销售额", and "customers" the table named ``customers``. An in-memory inverted index over the
catalog's own words catches those, and costs milliseconds even at tens of thousands of
columns. It is built once per catalog object and reused.
"""

from __future__ import annotations

import heapq
import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from linking.meta import FieldRef, Meta, TableRef
from linking.text import identifiers, is_stop_word, quoted_phrases, search_words

BM25_K1 = 1.2
BM25_B = 0.75
# A match in a name says more than one in a long description.
NAME_REPEAT = 2
# A name written out by the user is strong evidence, unless many columns share it.
MAX_MENTION_AMBIGUITY = 5
MENTION_SCORE = 100.0


def normalise(word: str) -> str:
    """Lower-case, and a light English singular: customers → customer, cities → city."""
    word = word.lower()
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def terms(text: str) -> list[str]:
    return [
        normalise(w)
        for w in search_words(text)
        if any(ch.isalnum() for ch in w) and not is_stop_word(w.lower())
    ]


@dataclass(frozen=True)
class LexicalHit:
    table: TableRef
    field: str | None  # None: the table's own name and description matched
    score: float
    matched: tuple[str, ...]


class _BM25:
    def __init__(self, documents: Sequence[Iterable[str]]) -> None:
        self.postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
        self.lengths: list[int] = []
        for doc_id, words in enumerate(documents):
            counts = Counter(words)
            self.lengths.append(sum(counts.values()))
            for word, count in counts.items():
                self.postings[word].append((doc_id, count))
        self.average = (sum(self.lengths) / len(self.lengths)) if self.lengths else 1.0

    def search(self, query: Iterable[str]) -> dict[int, tuple[float, list[str]]]:
        n = len(self.lengths)
        scores: dict[int, tuple[float, list[str]]] = {}
        for word in set(query):
            postings = self.postings.get(word)
            if not postings:
                continue
            idf = math.log(1 + (n - len(postings) + 0.5) / (len(postings) + 0.5))
            for doc_id, tf in postings:
                norm = BM25_K1 * (1 - BM25_B + BM25_B * self.lengths[doc_id] / self.average)
                gain = idf * tf * (BM25_K1 + 1) / (tf + norm)
                score, matched = scores.get(doc_id, (0.0, []))
                scores[doc_id] = (score + gain, [*matched, word])
        return scores


class LexicalCatalogIndex:
    """BM25 over one catalog: a document per column and one per table."""

    def __init__(self, meta: Meta) -> None:
        self._columns: list[FieldRef] = []
        self._tables: list[TableRef] = []
        column_docs, table_docs = [], []
        for ref, table in meta.tables():
            table_words = terms(table.name) * NAME_REPEAT + terms(table.description)
            table_docs.append(table_words)
            self._tables.append(ref)
            for f in table.fields:
                column_docs.append(terms(f.name) * NAME_REPEAT + terms(f.description))
                self._columns.append(FieldRef(ref.schema, ref.table, f.name))
        self._column_index = _BM25(column_docs)
        self._table_index = _BM25(table_docs)
        self._by_name: dict[str, list[int]] = defaultdict(list)
        for position, column in enumerate(self._columns):
            self._by_name[_name_key(column.field)].append(position)

    def mentions(self, text: str) -> list[LexicalHit]:
        """Columns the text names verbatim: quoted (`Free Meal Count`, "order_date") or
        written as an identifier (order_date). A name shared by many columns says little
        and is ignored."""
        found: dict[int, str] = {}
        for name in [*quoted_phrases(text), *identifiers(text)]:
            positions = self._by_name.get(_name_key(name), [])
            if 0 < len(positions) <= MAX_MENTION_AMBIGUITY:
                found.update(dict.fromkeys(positions, name))
        return [
            LexicalHit(self._columns[i].table_ref, self._columns[i].field, MENTION_SCORE, (name,))
            for i, name in found.items()
        ]

    def search(self, text: str, *, limit: int) -> tuple[list[LexicalHit], list[LexicalHit]]:
        """Best columns and best tables for ``text``."""
        query = terms(text)
        column_scores = self._column_index.search(query)
        table_scores = self._table_index.search(query)
        # Ties go to the earlier document, i.e. catalog order: stable from run to run.
        best_columns = heapq.nsmallest(
            limit, column_scores, key=lambda i: (-column_scores[i][0], i)
        )
        best_tables = heapq.nsmallest(limit, table_scores, key=lambda i: (-table_scores[i][0], i))
        columns = [
            LexicalHit(
                self._columns[i].table_ref, self._columns[i].field, *_scored(column_scores[i])
            )
            for i in best_columns
        ]
        tables = [LexicalHit(self._tables[i], None, *_scored(table_scores[i])) for i in best_tables]
        return columns, tables


def _name_key(name: str) -> str:
    return " ".join(name.lower().split())


def _scored(entry: tuple[float, list[str]]) -> tuple[float, tuple[str, ...]]:
    return entry[0], tuple(entry[1])
