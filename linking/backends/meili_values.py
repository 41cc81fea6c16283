"""``ValueIndex`` on a Meilisearch server (``MEILI_URL`` + ``MEILI_MASTER_KEY``).

One Meilisearch index holds every datasource's values; each document's id is a hash of
(datasource, schema, table, field, value), so adding the same value twice is a no-op. Writes
wait for Meilisearch's task to finish, so a search right after an add sees it, as with the
embedded backend. Typo tolerance starts at 4-letter words: "new yrok" finds "New York".
"""

from __future__ import annotations

import asyncio
import hashlib
import warnings
from collections.abc import Collection, Sequence
from typing import Any

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

_BATCH = 10_000
_TASK_TIMEOUT_MS = 120_000


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _document_id(doc: ValueDoc) -> str:
    """A stable id per (datasource, schema, table, field, value), so re-adding is a no-op; a
    hash, as Meilisearch takes ids of at most 511 letters, digits, ``-`` and ``_``."""
    key = "\x1f".join((doc.datasource, doc.schema, doc.table, doc.field, doc.value))
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]


class MeiliValueIndex:
    name = "meilisearch"

    def __init__(self, url: str, *, api_key: str, prefix: str = "schemalink_") -> None:
        import meilisearch

        self._client = meilisearch.Client(url, api_key, timeout=10)
        self._uid = f"{prefix}values"
        self._ready = False

    def _call(self, what: str, action: Any, *args: Any, **kwargs: Any) -> Any:
        with value_errors(f"Meilisearch {what}"):
            return action(*args, **kwargs)

    def _wait(self, what: str, task: Any, *, fine: tuple[str, ...] = ()) -> None:
        """Wait for ``task``; an error whose code is in ``fine`` counts as done."""
        done = self._call(
            what, self._client.wait_for_task, task.task_uid, timeout_in_ms=_TASK_TIMEOUT_MS
        )
        code = (done.error or {}).get("code")
        if done.status != "succeeded" and code not in fine:
            raise IndexBackendError(f"Meilisearch {what} failed: {done.error}")

    def _ensure(self) -> Any:
        index = self._client.index(self._uid)
        if self._ready:
            return index
        settings = {
            "searchableAttributes": ["value"],
            "filterableAttributes": ["datasource", "table_key"],
            "typoTolerance": {"minWordSizeForTypos": {"oneTypo": 4, "twoTypos": 8}},
        }
        # Created by an earlier run, or by another process at the same moment: both are fine.
        self._wait(
            "create",
            self._call("create", self._client.create_index, self._uid, {"primaryKey": "id"}),
            fine=("index_already_exists",),
        )
        self._wait("settings", self._call("settings", index.update_settings, settings))
        self._ready = True
        return index

    def _add(self, docs: Sequence[ValueDoc]) -> None:
        index = self._ensure()
        rows = [
            {
                "id": _document_id(d),
                "datasource": d.datasource,
                "table_key": f"{d.schema}.{d.table}",
                "schema": d.schema,
                "table": d.table,
                "field": d.field,
                "value": d.value,
            }
            for d in docs
        ]
        for start in range(0, len(rows), _BATCH):
            task = self._call("add", index.add_documents, rows[start : start + _BATCH])
            self._wait("add", task)

    async def add(self, docs: Sequence[ValueDoc]) -> None:
        if docs:
            with value_errors("Meilisearch add"):
                await asyncio.to_thread(self._add, docs)

    async def replace_tables(
        self, datasource: str, tables: Collection[TableRef], docs: Sequence[ValueDoc]
    ) -> None:
        # Documents are keyed by value id, so adding is already an upsert; Meilisearch applies
        # the delete and the adds in the order they were sent.
        with value_errors("Meilisearch replace"):
            await asyncio.to_thread(self._delete, datasource, list(tables))
            if docs:
                await asyncio.to_thread(self._add, docs)

    def _delete(self, datasource: str, tables: Collection[TableRef] | None) -> None:
        if tables is not None and not tables:
            return
        index = self._ensure()
        condition = self._filter(datasource, tables)
        self._wait("delete", self._call("delete", index.delete_documents, filter=condition))

    async def delete(self, datasource: str, tables: Collection[TableRef] | None = None) -> None:
        with value_errors("Meilisearch delete"):
            await asyncio.to_thread(self._delete, datasource, tables)

    def _change(self, added: Sequence[ValueDoc], removed: Sequence[ValueDoc]) -> None:
        index = self._ensure()
        ids: list[str | int] = [_document_id(d) for d in removed]
        for start in range(0, len(ids), _BATCH):
            with warnings.catch_warnings():
                # The client prefers filters to ids; the server's delete-batch route is current,
                # and ids are what a changed value is known by.
                warnings.simplefilter("ignore", DeprecationWarning)
                task = self._call("delete", index.delete_documents, ids[start : start + _BATCH])
            self._wait("delete", task)
        if added:
            self._add(added)

    async def change(
        self, datasource: str, added: Sequence[ValueDoc], removed: Sequence[ValueDoc]
    ) -> None:
        if added or removed:
            with value_errors("Meilisearch change"):
                await asyncio.to_thread(self._change, added, removed)

    def _indexed_values(
        self, datasource: str, tables: Collection[TableRef]
    ) -> dict[FieldRef, set[str]]:
        found: dict[FieldRef, set[str]] = {}
        if not tables:
            return found
        index = self._ensure()
        condition = self._filter(datasource, tables)
        offset = 0
        while True:
            page = self._call(
                "read",
                index.get_documents,
                {
                    "filter": condition,
                    "fields": ["schema", "table", "field", "value"],
                    "limit": _BATCH,
                    "offset": offset,
                },
            )
            for doc in page.results:
                ref = FieldRef(doc.schema, doc.table, doc.field)
                found.setdefault(ref, set()).add(doc.value)
            offset += len(page.results)
            if not page.results or offset >= int(page.total):
                return found

    async def indexed_values(
        self, datasource: str, tables: Collection[TableRef]
    ) -> dict[FieldRef, set[str]]:
        with value_errors("Meilisearch read"):
            return await asyncio.to_thread(self._indexed_values, datasource, tables)

    def _filter(self, datasource: str, tables: Collection[TableRef] | None) -> str:
        condition = f"datasource = {_quote(datasource)}"
        if tables is not None:
            keys = ", ".join(_quote(str(t)) for t in tables)
            condition += f" AND table_key IN [{keys}]"
        return condition

    def _search(
        self,
        datasource: str,
        keywords: Sequence[str],
        limit: int,
        tables: Collection[TableRef] | None,
    ) -> list[ValueHit]:
        self._ensure()
        keywords = list(dict.fromkeys(k.strip() for k in keywords if k.strip()))
        if not keywords or (tables is not None and not tables):
            return []
        condition = self._filter(datasource, tables)
        queries = [
            {
                "indexUid": self._uid,
                "q": k,
                "filter": condition,
                "limit": limit * OVERFETCH,
                "matchingStrategy": "all",
                "showRankingScore": True,
            }
            for k in keywords
        ]
        answer = self._call("search", self._client.multi_search, queries)
        hits: list[ValueHit] = []
        covered = BestCoverage(keywords)
        for keyword, result in zip(keywords, answer["results"], strict=True):
            for doc in result["hits"]:
                hit = ValueHit(
                    doc["schema"],
                    doc["table"],
                    doc["field"],
                    doc["value"],
                    score=float(doc.get("_rankingScore", 0.0)) * (1 + covered(doc["value"])),
                    keyword=keyword,
                )
                hits.append(hit)
        return best_hits(hits, limit)

    async def search(
        self,
        datasource: str,
        keywords: Sequence[str],
        *,
        limit: int,
        tables: Collection[TableRef] | None = None,
    ) -> list[ValueHit]:
        with value_errors("Meilisearch search"):
            return await asyncio.to_thread(self._search, datasource, keywords, limit, tables)

    def _count(self, datasource: str) -> int:
        index = self._ensure()
        # The documents route counts exactly; a search's totalHits stops at maxTotalHits (1000).
        result = self._call(
            "count",
            index.get_documents,
            {"filter": self._filter(datasource, None), "limit": 1, "fields": ["id"]},
        )
        return int(result.total)

    async def count(self, datasource: str) -> int:
        with value_errors("Meilisearch count"):
            return await asyncio.to_thread(self._count, datasource)

    async def settle(self) -> None:
        """Nothing runs on after a write: each waits for its Meilisearch task."""

    async def close(self) -> None:
        """Nothing to release: the client holds no connection between calls."""
