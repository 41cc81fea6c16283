"""How much of a catalog the dense index covers while phase 2 of a sync still runs.

A datasource is linkable as soon as its values are indexed; its column and table vectors come
after (``linking.indexer``). Until every table has its vectors, the dense retriever searches
what there is and says ``pending``. Counting costs a filtered count in the vector index, so
it is asked at most once per ``recheck_s`` per catalog, and never again once a catalog object
is found complete (a catalog object never changes; a new sync brings a new one).
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from linking.meta import Meta


@dataclass
class _Seen:
    meta: weakref.ref[Meta]
    embedded: int
    checked_at: float


class DenseCoverage:
    def __init__(self, count: Callable[[str], Awaitable[int]], recheck_s: float = 1.0) -> None:
        self._count = count
        self._recheck_s = recheck_s
        self._seen: dict[str, _Seen] = {}

    async def embedded(self, meta: Meta) -> int:
        """Tables of ``meta`` whose vectors are indexed (``meta.table_count`` when all are)."""
        seen = self._seen.get(meta.datasource)
        now = time.monotonic()
        fresh = seen is not None and (
            seen.embedded >= meta.table_count or now - seen.checked_at < self._recheck_s
        )
        if seen is not None and fresh and seen.meta() is meta:
            return seen.embedded
        embedded = min(await self._count(meta.datasource), meta.table_count)
        self._seen[meta.datasource] = _Seen(weakref.ref(meta), embedded, now)
        return embedded

    def forget(self, datasource: str) -> None:
        """Count again on the next link: the datasource's index just changed."""
        self._seen.pop(datasource, None)
