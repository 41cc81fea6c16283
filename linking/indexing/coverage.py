"""What the indexes hold for a datasource, as far as a link needs to know: how much of a
catalog the dense index covers while phase 2 of a sync still runs, and whether there are
training pairs to search at all.

A datasource is linkable as soon as its values are indexed; its column and table vectors come
after (``linking.indexing.indexer``). Until every table has its vectors, the dense retriever
searches what there is and says ``pending``. Counting costs a filtered count in the vector index, so
it is asked at most once per ``recheck_s`` per catalog, and never again once a catalog object
is found complete (a catalog object never changes; a new sync brings a new one).
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from linking.catalog.meta import Meta


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


class PairPresence:
    """Whether a datasource has training pairs. Most have none, and searching an empty set
    still costs a vector query beside the others (about 10 ms of a link's wall time on a
    2,000-table catalog). Pairs come and go at any time, from this process or another: the
    answer is counted again at most once per ``recheck_s``, and at once after this process
    changed them."""

    def __init__(self, count: Callable[[str], Awaitable[int]], recheck_s: float = 1.0) -> None:
        self._count = count
        self._recheck_s = recheck_s
        self._seen: dict[str, tuple[bool, float]] = {}

    async def any(self, datasource: str) -> bool:
        now = time.monotonic()
        seen = self._seen.get(datasource)
        if seen is not None and now - seen[1] < self._recheck_s:
            return seen[0]
        present = await self._count(datasource) > 0
        self._seen[datasource] = (present, now)
        return present

    def forget(self, datasource: str) -> None:
        self._seen.pop(datasource, None)
