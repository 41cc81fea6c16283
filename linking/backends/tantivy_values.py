"""``ValueIndex`` on tantivy, embedded and on disk.

Chosen by measurement (``../shared/research``): over 1M values it answered in about 1 ms and
was the only embedded engine that found 2-character Chinese words, prefixes and Latin typos.
The analyzer makes each Han character a token and each Latin word a lower-cased token; a
Chinese keyword is searched as a phrase (its characters in order, so ``已完`` finds ``已完成``,
and jieba's sub-words of a longer keyword as alternatives), Latin words fuzzily (edit distance
by length, transpositions cost one) with the last word as a prefix (``Compl`` → ``Completed``).
"""

from __future__ import annotations

import asyncio
import logging
import re
import shutil
import threading
from collections.abc import Collection, Sequence
from pathlib import Path
from typing import Any

from linking.backends.keyword_matches import KeywordMatches
from linking.backends.values import (
    OVERFETCH,
    ValueDoc,
    ValueHit,
    best_coverage,
    best_hits,
    value_doc_id,
    value_errors,
    value_tokens,
)
from linking.catalog.meta import FieldRef, TableRef
from linking.catalog.text import search_words
from linking.errors import IndexBackendError

logger = logging.getLogger(__name__)

_TOKENIZER = "han_latin"
_TOKEN_PATTERN = r"\p{Han}|[\p{L}\p{N}]+"
_HAN_CHARS = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LATIN_WORDS = re.compile(r"[^\W_\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_WRITER_HEAP = 64_000_000
# A Chinese sub-word in more values than this is not searched alone (``_common``).
_COMMON_SUBWORD = 10_000


def _table_key(datasource: str, schema: str, table: str) -> str:
    return f"{datasource}\x1f{schema}\x1f{table}"


class TantivyValueIndex:
    name = "tantivy"

    def __init__(self, path: str | Path) -> None:
        import tantivy

        self._tv = tantivy
        path = Path(path)
        path.mkdir(parents=True, exist_ok=True)
        builder = tantivy.SchemaBuilder()
        builder.add_text_field("value", stored=True, tokenizer_name=_TOKENIZER)
        for name in ("datasource", "table_key", "doc_id"):
            builder.add_text_field(name, stored=False, tokenizer_name="raw")
        for name in ("schema", "table", "field"):
            builder.add_text_field(name, stored=True, index_option="basic", tokenizer_name="raw")
        self._schema = builder.build()
        try:
            self._index = tantivy.Index(self._schema, path=str(path))
        except ValueError as error:
            if "schema does not match" not in str(error):
                raise IndexBackendError(
                    f"cannot open the value index at {path}: {error}"
                ) from error
            # Built by another version of schemalink. The index is derived data: start it
            # afresh; the indexer sees it empty and re-adds every table's values.
            logger.warning("value index at %s has an old schema; rebuilding it empty", path)
            shutil.rmtree(path)
            path.mkdir(parents=True)
            self._index = tantivy.Index(self._schema, path=str(path))
        analyzer = (
            tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.regex(_TOKEN_PATTERN))
            .filter(tantivy.Filter.lowercase())
            .build()
        )
        self._index.register_tokenizer(_TOKENIZER, analyzer)
        self._write_lock = threading.Lock()
        self._matches = KeywordMatches()

    def _write(self, change: Any) -> None:
        with self._write_lock:
            writer = self._index.writer(heap_size=_WRITER_HEAP, num_threads=1)
            change(writer)
            writer.commit()
            writer.wait_merging_threads()
            self._index.reload()
            self._matches.changed()

    def _document(self, d: ValueDoc) -> Any:
        return self._tv.Document(
            value=d.value,
            datasource=d.datasource,
            table_key=_table_key(d.datasource, d.schema, d.table),
            doc_id=value_doc_id(d),
            schema=d.schema,
            table=d.table,
            field=d.field,
        )

    async def add(self, docs: Sequence[ValueDoc]) -> None:
        if not docs:
            return

        def change(writer: Any) -> None:
            for d in docs:
                # Delete-then-add in one commit makes adding the same value twice a no-op.
                writer.delete_documents_by_term("doc_id", value_doc_id(d))
                writer.add_document(self._document(d))

        with value_errors("value index write"):
            await asyncio.to_thread(self._write, change)

    async def replace_tables(
        self, datasource: str, tables: Collection[TableRef], docs: Sequence[ValueDoc]
    ) -> None:
        if not tables and not docs:
            return

        def change(writer: Any) -> None:
            # One delete per table, none per value: a delete term per added value is what made
            # bulk writes three times slower.
            for table in tables:
                key = _table_key(datasource, table.schema, table.table)
                writer.delete_documents_by_term("table_key", key)
            for d in dict.fromkeys(docs):
                writer.add_document(self._document(d))

        with value_errors("value index write"):
            await asyncio.to_thread(self._write, change)

    async def delete(self, datasource: str, tables: Collection[TableRef] | None = None) -> None:
        if tables is not None and not tables:
            return

        def change(writer: Any) -> None:
            if tables is None:
                writer.delete_documents_by_term("datasource", datasource)
                return
            for table in tables:
                key = _table_key(datasource, table.schema, table.table)
                writer.delete_documents_by_term("table_key", key)

        with value_errors("value index delete"):
            await asyncio.to_thread(self._write, change)

    async def change(
        self, datasource: str, added: Sequence[ValueDoc], removed: Sequence[ValueDoc]
    ) -> None:
        if not added and not removed:
            return

        def change(writer: Any) -> None:
            for d in removed:
                writer.delete_documents_by_term("doc_id", value_doc_id(d))
            for d in dict.fromkeys(added):
                writer.delete_documents_by_term("doc_id", value_doc_id(d))
                writer.add_document(self._document(d))

        with value_errors("value index write"):
            await asyncio.to_thread(self._write, change)

    def _indexed_values(
        self, datasource: str, tables: Collection[TableRef]
    ) -> dict[FieldRef, set[str]]:
        tv = self._tv
        found: dict[FieldRef, set[str]] = {}
        searcher = self._index.searcher()
        # A table at a time: collecting a whole batch's hits at once holds the GIL for as long
        # (93 ms for 200,000 values), and every other thread, the event loop's too, waits.
        for table in tables:
            query = tv.Query.boolean_query(self._scope(datasource, [table]))
            total = int(searcher.search(query, limit=1, count=True).count)  # type: ignore[attr-defined]
            if total == 0:
                continue
            for _, address in searcher.search(query, limit=total).hits:
                doc = searcher.doc(address)
                ref = FieldRef(doc["schema"][0], doc["table"][0], doc["field"][0])
                found.setdefault(ref, set()).add(doc["value"][0])
        return found

    async def indexed_values(
        self, datasource: str, tables: Collection[TableRef]
    ) -> dict[FieldRef, set[str]]:
        with value_errors("value index read"):
            return await asyncio.to_thread(self._indexed_values, datasource, tables)

    def _keyword_query(
        self, keyword: str, searcher: Any, *, parts: bool = True, fetch: int = 0
    ) -> Any | None:
        """``keyword``'s query; without ``parts``, a Chinese keyword is matched whole only, not
        also by its sub-words (for a run of words whose words are keywords of their own).
        ``fetch``: how many hits the search keeps."""
        tv, schema = self._tv, self._schema
        clauses = []
        han = "".join(_HAN_CHARS.findall(keyword))
        if han:
            alternatives = [self._han_query(han)]
            tokens = value_tokens(keyword)
            if len(tokens) > len(han):
                # Han with digits or Latin words between ("上海南京路7号店"): the whole keyword
                # in order first, or the Han characters alone match no phrase at all.
                whole = tv.Query.phrase_query(schema, "value", tokens)
                alternatives.insert(0, tv.Query.boost_query(whole, 3.0))
            if parts:
                subwords = dict.fromkeys(w for w in search_words(han) if 1 < len(w) < len(han))
                alternatives += [
                    self._han_query(w) for w in subwords if not self._common(w, searcher)
                ]
            clauses.append(
                alternatives[0]
                if len(alternatives) == 1
                else tv.Query.boolean_query([(tv.Occur.Should, q) for q in alternatives])
            )
        words = [w.lower() for w in _LATIN_WORDS.findall(keyword)]
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
            exact = tv.Query.boost_query(tv.Query.term_query(schema, "value", word), 2.0)
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

    def _han_query(self, han: str) -> Any:
        tv = self._tv
        if len(han) == 1:
            return tv.Query.term_query(self._schema, "value", han)
        return tv.Query.phrase_query(self._schema, "value", list(han))

    def _scope(
        self, datasource: str, tables: Collection[TableRef] | None, *, alone: bool = False
    ) -> list[Any]:
        """The clauses that keep a search to ``datasource`` (and ``tables``); none for a
        datasource ``alone`` in the index, whose every document is its own."""
        tv, schema = self._tv, self._schema
        scope = []
        if not alone:
            scope.append((tv.Occur.Must, tv.Query.term_query(schema, "datasource", datasource)))
        if tables is not None:
            allowed = [
                (
                    tv.Occur.Should,
                    tv.Query.term_query(schema, "table_key", _table_key(datasource, *t)),
                )
                for t in tables
            ]
            scope.append((tv.Occur.Must, tv.Query.boolean_query(allowed)))
        return scope

    def _search(
        self,
        datasource: str,
        keywords: Sequence[str],
        limit: int,
        tables: Collection[TableRef] | None,
    ) -> list[ValueHit]:
        if tables is not None and not tables:
            return []
        tv = self._tv
        generation = self._matches.generation  # read before the searcher: never newer
        searcher = self._index.searcher()
        # Keeping to a datasource alone in the index costs most of a search (matches meeting
        # every document are not cut short) and adds to no score (its term's idf is zero).
        alone = searcher.doc_freq("datasource", datasource) == searcher.num_docs
        scope = self._scope(datasource, tables, alone=alone)
        hits: list[ValueHit] = []
        unique = list(dict.fromkeys(k.strip() for k in keywords if k.strip()))
        fetch = limit * OVERFETCH
        within = frozenset(tables) if tables is not None else None
        for keyword in unique:
            # A run of words ("客户王伟芳") whose words are keywords too is searched whole: its
            # sub-words would repeat their searches, over the many values a common word such
            # as "中心" matches (the most expensive searches at 2,000 tables).
            run = any(other != keyword and other.lower() in keyword.lower() for other in unique)
            key = (datasource, within, keyword, run, fetch, alone)
            matches = self._matches.get(key)
            if matches is None:
                query = self._keyword_query(keyword, searcher, parts=not run, fetch=fetch)
                if query is None:
                    continue
                if scope:
                    query = tv.Query.boolean_query([*scope, (tv.Occur.Must, query)])
                matches = []
                for score, address in searcher.search(query, fetch).hits:
                    doc = searcher.doc(address)
                    fields = (doc["schema"][0], doc["table"][0], doc["field"][0])
                    matches.append((float(score), *fields, doc["value"][0]))
                if len(matches) == fetch:
                    self._matches.keep(key, generation, matches)
            # Fuzzy and prefix matches all score alike in tantivy; fetch more than needed and
            # prefer values a keyword covers most of ("Compl" → "Completed" before
            # "Completed London Plaza"), or that a keyword spells whole ("王伟芳", found by
            # "伟芳", inside "客户王伟芳").
            for score, schema, table, field, value in matches:
                scored = score * (1 + best_coverage(unique, value))
                hits.append(ValueHit(schema, table, field, value, score=scored, keyword=keyword))
        return best_hits(hits, limit)

    async def search(
        self,
        datasource: str,
        keywords: Sequence[str],
        *,
        limit: int,
        tables: Collection[TableRef] | None = None,
    ) -> list[ValueHit]:
        with value_errors("value search"):
            return await asyncio.to_thread(self._search, datasource, keywords, limit, tables)

    async def count(self, datasource: str) -> int:
        with value_errors("value count"):
            query = self._tv.Query.term_query(self._schema, "datasource", datasource)
            return await asyncio.to_thread(
                lambda: int(self._index.searcher().search(query, limit=1, count=True).count)  # type: ignore[attr-defined]
            )

    async def close(self) -> None:
        """Nothing to release: writers are opened and committed per change."""
