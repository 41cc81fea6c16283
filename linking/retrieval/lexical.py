"""Lexical search over the catalog itself: BM25 on table and column names and descriptions.

Dense embeddings of a small model blur exact terms: "销售额" must find the column described as
"销售额", and "customers" the table named ``customers``. An in-memory inverted index over the
catalog's own words catches those, and costs milliseconds even at tens of thousands of
columns. It is built once per catalog object and reused.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from linking.catalog.meta import FieldRef, Meta, TableRef
from linking.catalog.text import identifiers, is_stop_word, operands, quoted_phrases, search_words
from linking.context import Evidence
from linking.retrieval.hits import ColumnVote, TableVote

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


@dataclass(frozen=True)
class NameFinding:
    """The catalog's names and descriptions that use the question's words (BM25), and the
    columns it names verbatim: those rank columns, never tables."""

    names: list[LexicalHit] = field(default_factory=list)
    mentions: list[LexicalHit] = field(default_factory=list)

    def table_votes(self) -> Iterator[TableVote]:
        for x in self.names:
            source = "name_table" if x.field is None else "name_column"
            detail = f"{x.field or x.table.table}: {' '.join(x.matched)}"
            yield TableVote(source, x.table, x.score, Evidence("lexical", x.score, detail))

    def column_votes(self) -> Iterator[ColumnVote]:
        for source, hits in (("name_column", self.names), ("mention", self.mentions)):
            for x in hits:
                if x.field:
                    column = FieldRef(x.table.schema, x.table.table, x.field)
                    evidence = Evidence("lexical", x.score, " ".join(x.matched))
                    yield ColumnVote(source, column, x.score, evidence)

    def matched_words(self) -> Iterator[str]:
        for x in [*self.names, *self.mentions]:
            yield from x.matched

    def counts(self) -> Mapping[str, int]:
        return {}


class BM25:
    """Okapi BM25 over a fixed list of documents, scored with numpy: a common word's postings
    can run to tens of thousands of columns in a large catalog."""

    def __init__(self, documents: Sequence[Iterable[str]]) -> None:
        postings: dict[str, tuple[list[int], list[int]]] = defaultdict(lambda: ([], []))
        lengths = []
        self._words: list[frozenset[str]] = []
        for doc_id, words in enumerate(documents):
            counts = Counter(words)
            lengths.append(sum(counts.values()))
            self._words.append(frozenset(counts))
            for word, count in counts.items():
                ids, tfs = postings[word]
                ids.append(doc_id)
                tfs.append(count)
        self._postings = {
            word: (np.asarray(ids, np.int32), np.asarray(tfs, np.float32))
            for word, (ids, tfs) in postings.items()
        }
        length = np.asarray(lengths, np.float32)
        average = float(length.mean()) if len(length) else 1.0
        self._norm = BM25_K1 * (1 - BM25_B + BM25_B * length / average)
        self._count = len(lengths)

    def search(self, query: Iterable[str], limit: int) -> list[tuple[int, float, tuple[str, ...]]]:
        """The ``limit`` best (document, score, matched words), best first; ties by document
        order, so results are stable from run to run."""
        words = list(dict.fromkeys(query))
        scores = np.zeros(self._count, np.float32)
        for word in words:
            found = self._postings.get(word)
            if found is None:
                continue
            ids, tfs = found
            idf = math.log(1 + (self._count - len(ids) + 0.5) / (len(ids) + 0.5))
            scores[ids] += idf * tfs * (BM25_K1 + 1) / (tfs + self._norm[ids])
        hits = np.flatnonzero(scores)
        if len(hits) > limit:
            hits = hits[np.argpartition(-scores[hits], limit - 1)[:limit]]
        ordered = sorted(hits.tolist(), key=lambda i: (-scores[i], i))
        return [
            (i, float(scores[i]), tuple(w for w in words if w in self._words[i])) for i in ordered
        ]


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
        self._column_index = BM25(column_docs)
        self._table_index = BM25(table_docs)
        self._by_name: dict[str, list[int]] = defaultdict(list)
        for position, column in enumerate(self._columns):
            self._by_name[_name_key(column.field)].append(position)

    def mentions(self, text: str) -> list[LexicalHit]:
        """Columns the text names verbatim: quoted (`Free Meal Count`, "order_date"), written
        as an identifier (order_date), compared (gender = 'F') or aggregated (SUM(amount)).
        A name shared by many columns says little and is ignored."""
        found: dict[int, str] = {}
        for name in [*quoted_phrases(text), *identifiers(text), *operands(text)]:
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
        columns = [
            LexicalHit(self._columns[i].table_ref, self._columns[i].field, score, matched)
            for i, score, matched in self._column_index.search(query, limit)
        ]
        tables = [
            LexicalHit(self._tables[i], None, score, matched)
            for i, score, matched in self._table_index.search(query, limit)
        ]
        return columns, tables


def _name_key(name: str) -> str:
    return " ".join(name.lower().split())
