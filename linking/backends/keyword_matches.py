"""The matches of a keyword that many values hold, kept until the value index changes.

A word that thousands of a warehouse's values hold ("中心", "公司", "star") costs the most of
a value search, and a catalog's users keep asking with the same few: their search is
answered from here, exactly as the index would answer it, until the next write. Only searches
whose matches filled what was fetched are kept (a rare keyword is cheap to search again), at
most ``entries`` of them.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable

# score, schema, table, field, value
Match = tuple[float, str, str, str, str]


class KeywordMatches:
    def __init__(self, entries: int = 256) -> None:
        self._entries = entries
        self._kept: OrderedDict[Hashable, list[Match]] = OrderedDict()
        self._lock = threading.Lock()
        self.generation = 0  # bumped by every change of the index

    def get(self, key: Hashable) -> list[Match] | None:
        with self._lock:
            matches = self._kept.get(key)
            if matches is not None:
                self._kept.move_to_end(key)
            return matches

    def keep(self, key: Hashable, generation: int, matches: list[Match]) -> None:
        """Keep ``matches`` found on the index as it was at ``generation``: unless it has
        changed since, when they may be stale."""
        with self._lock:
            if generation != self.generation:
                return
            self._kept[key] = matches
            self._kept.move_to_end(key)
            while len(self._kept) > self._entries:
                self._kept.popitem(last=False)

    def changed(self) -> None:
        with self._lock:
            self.generation += 1
            self._kept.clear()
