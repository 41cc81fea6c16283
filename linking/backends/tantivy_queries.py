"""How a value search's keyword becomes a tantivy query (``linking.backends.tantivy_values``).

A Chinese keyword is a phrase of its characters in order, with jieba's sub-words of a longer
keyword as alternatives; Latin words are matched fuzzily (edit distance by length,
transpositions cost one), the last one also as a prefix, each word's exact match scored above
its look-alikes. A search is kept to one datasource, and to the tables a caller may read, by
clauses of its own.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any

from linking.backends.values import value_tokens
from linking.catalog.meta import TableRef
from linking.catalog.text import search_words

HAN_CHARS = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
LATIN_WORDS = re.compile(r"[^\W_\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
# A Chinese sub-word in more values than this is not searched alone (``_common``).
_COMMON_SUBWORD = 10_000


def table_key(datasource: str, schema: str, table: str) -> str:
    return f"{datasource}\x1f{schema}\x1f{table}"


class ValueQueries:
    """The queries of one value index's ``schema``; ``tv``: the tantivy module."""

    def __init__(self, tv: Any, schema: Any) -> None:
        self._tv = tv
        self.schema = schema

    def keyword(
        self, keyword: str, searcher: Any, *, parts: bool = True, fetch: int = 0
    ) -> Any | None:
        """``keyword``'s query; without ``parts``, a Chinese keyword is matched whole only, not
        also by its sub-words (for a run of words whose words are keywords of their own).
        ``fetch``: how many hits the search keeps."""
        tv, schema = self._tv, self.schema
        clauses = []
        han = "".join(HAN_CHARS.findall(keyword))
        if han:
            alternatives = [self._han(han)]
            tokens = value_tokens(keyword)
            if len(tokens) > len(han):
                # Han with digits or Latin words between ("上海南京路7号店"): the whole keyword
                # in order first, or the Han characters alone match no phrase at all.
                whole = tv.Query.phrase_query(schema, "value", tokens)
                alternatives.insert(0, tv.Query.boost_query(whole, 3.0))
            if parts:
                subwords = dict.fromkeys(w for w in search_words(han) if 1 < len(w) < len(han))
                alternatives += [self._han(w) for w in subwords if not self._common(w, searcher)]
            clauses.append(
                alternatives[0]
                if len(alternatives) == 1
                else tv.Query.boolean_query([(tv.Occur.Should, q) for q in alternatives])
            )
        words = [w.lower() for w in LATIN_WORDS.findall(keyword)]
        for position, word in enumerate(words):
            distance = 0 if len(word) <= 3 or word.isdigit() else 1 if len(word) <= 6 else 2
            fuzzy = tv.Query.fuzzy_term_query(
                schema,
                "value",
                word,
                distance=distance,
                transposition_cost_one=True,
                prefix=position == len(words) - 1,
            )
            # Fuzzy matches score alike; the exact word, when present, is scored by BM25.
            exact = self._exact_word(word)
            if not han and len(words) == 1 and searcher.doc_freq("value", word) >= fetch > 0:
                # Values holding the word itself outscore any only like it, and there are more
                # of them than the search keeps: the fuzzy ones could not be kept, and matching
                # them (all alike, none skipped) took most of the time ("star": 216,280).
                clauses.append(exact)
                continue
            clauses.append(
                tv.Query.boolean_query([(tv.Occur.Should, exact), (tv.Occur.Should, fuzzy)])
            )
        if len(clauses) <= 1:  # unwrapped: a term alone is cut short by its blocks' scores
            return clauses[0] if clauses else None
        return tv.Query.boolean_query([(tv.Occur.Must, c) for c in clauses])

    def _common(self, han: str, searcher: Any) -> bool:
        """Whether a Chinese sub-word is in so many values ("中心", "项目" in a catalog of
        company names) that matching it alone says nothing, and costs most of a search: judged
        by its rarest character's count of values, an upper bound of its own."""
        return min(searcher.doc_freq("value", ch) for ch in han) > _COMMON_SUBWORD

    def _han(self, han: str) -> Any:
        tv = self._tv
        if len(han) == 1:
            return tv.Query.term_query(self.schema, "value", han)
        return tv.Query.phrase_query(self.schema, "value", list(han))

    def scope(
        self, datasource: str, tables: Collection[TableRef] | None, *, alone: bool = False
    ) -> list[Any]:
        """The clauses that keep a search to ``datasource`` (and ``tables``); none for a
        datasource ``alone`` in the index, whose every document is its own."""
        tv, schema = self._tv, self.schema
        scope = []
        if not alone:
            scope.append((tv.Occur.Must, tv.Query.term_query(schema, "datasource", datasource)))
        if tables is not None:
            allowed = [
                (
                    tv.Occur.Should,
                    tv.Query.term_query(schema, "table_key", table_key(datasource, *t)),
                )
                for t in tables
            ]
            scope.append((tv.Occur.Must, tv.Query.boolean_query(allowed)))
        return scope

    def exact_words(self, keyword: str) -> tuple[Any, int] | None:
        """For a keyword of several Latin words, the query of values holding each word as it
        is, with the score each word's fuzzy clause adds to such a value in ``keyword``'s own
        query (a fuzzy match scores a constant 1.0); None for any other keyword."""
        words = [w.lower() for w in LATIN_WORDS.findall(keyword)]
        if len(words) < 2 or HAN_CHARS.search(keyword):
            return None
        tv = self._tv
        query = tv.Query.boolean_query([(tv.Occur.Must, self._exact_word(w)) for w in words])
        return query, len(words)

    def within(self, scope: list[Any], query: Any) -> Any:
        tv = self._tv
        return tv.Query.boolean_query([*scope, (tv.Occur.Must, query)]) if scope else query

    def _exact_word(self, word: str) -> Any:
        tv = self._tv
        return tv.Query.boost_query(tv.Query.term_query(self.schema, "value", word), 2.0)
