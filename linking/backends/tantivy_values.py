"""``ValueIndex`` on tantivy, embedded and on disk.

Chosen by measurement (``../shared/research``): over 1M values it answered in about 1 ms and
was the only embedded engine that found 2-character Chinese words, prefixes and Latin typos.
The analyzer makes each Han character a token and each Latin word a lower-cased token; a
Chinese keyword is searched as a phrase (its characters in order, so ``已完`` finds ``已完成``),
Latin words fuzzily with the last word as a prefix (``Compl`` → ``Completed``): the queries
are ``linking.backends.tantivy_queries``.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import shutil
import threading
from collections.abc import Collection, Sequence
from pathlib import Path
from typing import Any

from linking.backends.keyword_matches import KeywordMatches, Match
from linking.backends.tantivy_queries import ValueQueries, table_key
from linking.backends.values import (
    OVERFETCH,
    BestCoverage,
    ValueDoc,
    ValueHit,
    best_hits,
    value_errors,
)
from linking.catalog.meta import FieldRef, TableRef
from linking.errors import IndexBackendError

logger = logging.getLogger(__name__)

_TOKENIZER = "han_latin"
_TOKEN_PATTERN = r"\p{Han}|[\p{L}\p{N}]+"
_WRITER_HEAP = 64_000_000
_KEY_CHARS = 1_000  # a longer value key is hashed: tantivy drops terms over 65,530 bytes


def value_key(d: ValueDoc) -> str:
    """A value's own term, by which it is deleted or re-added alone: its datasource, table,
    column and value as they are. Written table by table, such keys share long prefixes; a
    hash of each (the id Meilisearch takes) left the term dictionary a random one to sort and
    compress: phase 1 at 2,000 tables took 14.6 s with hashes, 10.0 s with these keys
    (``bench/README.md``, issue 39)."""
    key = f"{table_key(d.datasource, d.schema, d.table)}\x1f{d.field}\x1f{d.value}"
    if len(key) <= _KEY_CHARS:
        return key
    return "#" + hashlib.sha256(key.encode("utf-8")).hexdigest()


class TantivyValueIndex:
    name = "tantivy"

    def __init__(self, path: str | Path) -> None:
        import tantivy

        self._tv = tantivy
        path = Path(path)
        path.mkdir(parents=True, exist_ok=True)
        builder = tantivy.SchemaBuilder()
        builder.add_text_field("value", stored=True, tokenizer_name=_TOKENIZER)
        for name in ("datasource", "table_key", "value_key"):
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
        self._writer: Any = None
        self._matches = KeywordMatches()
        self._queries = ValueQueries(tantivy, self._schema)

    def _write(self, change: Any) -> None:
        """``change`` made to the index in one commit. The writer stays open from one write to
        the next, its segments merged in the background until ``settle``: opening one per
        write and waiting for its merges, phase 1 at 2,000 tables took 10.0 s, not 8.2
        (``bench/README.md``)."""
        with self._write_lock:
            if self._writer is None:
                self._writer = self._index.writer(heap_size=_WRITER_HEAP, num_threads=1)
            try:
                change(self._writer)
                self._writer.commit()
            except BaseException:
                self._drop_writer()  # what this write began is not committed
                raise
            self._index.reload()
            self._matches.changed()

    def _drop_writer(self) -> None:
        writer, self._writer = self._writer, None
        # The write's own error is the one to report; a writer that cannot roll back is
        # dropped all the same, and the next write opens another. It gives the index's lock
        # up now: the error's traceback holds the failed write's frames and so the writer,
        # which would keep the lock until the garbage collector found the cycle (the next
        # write failed with "LockBusy" when it had not).
        with contextlib.suppress(Exception):
            writer.rollback()
        with contextlib.suppress(Exception):
            writer.wait_merging_threads()

    def _document(self, d: ValueDoc) -> Any:
        return self._tv.Document(
            value=d.value,
            datasource=d.datasource,
            table_key=table_key(d.datasource, d.schema, d.table),
            value_key=value_key(d),
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
                writer.delete_documents_by_term("value_key", value_key(d))
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
                key = table_key(datasource, table.schema, table.table)
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
                key = table_key(datasource, table.schema, table.table)
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
                writer.delete_documents_by_term("value_key", value_key(d))
            for d in dict.fromkeys(added):
                writer.delete_documents_by_term("value_key", value_key(d))
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
            query = tv.Query.boolean_query(self._queries.scope(datasource, [table]))
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

    def _search(
        self,
        datasource: str,
        keywords: Sequence[str],
        limit: int,
        tables: Collection[TableRef] | None,
    ) -> list[ValueHit]:
        if tables is not None and not tables:
            return []
        generation = self._matches.generation  # read before the searcher: never newer
        searcher = self._index.searcher()
        # Keeping to a datasource alone in the index costs most of a search (matches meeting
        # every document are not cut short) and adds to no score (its term's idf is zero).
        alone = searcher.doc_freq("datasource", datasource) == searcher.num_docs
        scope = self._queries.scope(datasource, tables, alone=alone)
        hits: list[ValueHit] = []
        unique = list(dict.fromkeys(k.strip() for k in keywords if k.strip()))
        fetch = limit * OVERFETCH
        within = frozenset(tables) if tables is not None else None
        covered = BestCoverage(unique)
        for keyword in unique:
            # A run of words ("客户王伟芳") whose words are keywords too is searched whole: its
            # sub-words would repeat their searches, over the many values a common word such
            # as "中心" matches (the most expensive searches at 2,000 tables).
            run = any(other != keyword and other.lower() in keyword.lower() for other in unique)
            key = (datasource, within, keyword, run, fetch, alone)
            matches = self._matches.get(key)
            if matches is None:
                matches = self._find(keyword, searcher, scope, parts=not run, fetch=fetch)
                if len(matches) == fetch:
                    self._matches.keep(key, generation, matches)
            # Fuzzy and prefix matches all score alike in tantivy; fetch more than needed and
            # prefer values a keyword covers most of ("Compl" → "Completed" before
            # "Completed London Plaza"), or that a keyword spells whole ("王伟芳", found by
            # "伟芳", inside "客户王伟芳").
            for score, schema, table, field, value in matches:
                scored = score * (1 + covered(value))
                hits.append(ValueHit(schema, table, field, value, score=scored, keyword=keyword))
        return best_hits(hits, limit)

    def _find(
        self, keyword: str, searcher: Any, scope: list[Any], *, parts: bool, fetch: int
    ) -> list[Match]:
        """The ``fetch`` best matches of ``keyword`` within ``scope``. Values holding each word
        of a keyword of several Latin words as it is are looked up first: when they fill the
        search they are its matches, as its whole query would rank them (each word's exact
        match outscores any match only like it), and the fuzzy and prefix matching over the
        term dictionary, most of such a search's time ("nova star": 5.0 against 1.5 ms at
        2,000 tables), is not done."""
        queries = self._queries
        hits: list[Any] = []
        exact = queries.exact_words(keyword)
        if exact is not None:
            query, fuzzy_score = exact
            hits = searcher.search(queries.within(scope, query), fetch).hits
            hits = [(score + fuzzy_score, address) for score, address in hits]
        if len(hits) < fetch:
            query = queries.keyword(keyword, searcher, parts=parts, fetch=fetch)
            if query is None:
                return []
            hits = searcher.search(queries.within(scope, query), fetch).hits
        matches = []
        for score, address in hits:
            doc = searcher.doc(address)
            fields = (doc["schema"][0], doc["table"][0], doc["field"][0])
            matches.append((float(score), *fields, doc["value"][0]))
        return matches

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

    async def settle(self) -> None:
        """The writer's merges finished and the writer closed (the next write opens one)."""
        with value_errors("value index settle"):
            await asyncio.to_thread(self._close_writer)

    async def close(self) -> None:
        """The writer's merges finished and its lock on the index released."""
        await self.settle()

    def _close_writer(self) -> None:
        with self._write_lock:
            writer, self._writer = self._writer, None
            if writer is not None:
                writer.wait_merging_threads()
                # Searches then read the merged segments, whose statistics (deleted values
                # gone) score a little differently: what was kept of earlier searches goes.
                self._index.reload()
                self._matches.changed()
