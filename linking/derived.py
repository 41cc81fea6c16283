"""Structures derived from one catalog: its lexical index, its foreign-key graph, the
words its names use, and what each policy lets its callers see of it.

Building them costs milliseconds to seconds on large catalogs, and a catalog object never
changes (``Meta`` is frozen), so each is built on first use and kept for as long as the caller
keeps that object.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from dataclasses import dataclass, field

from linking.access import AccessPolicy, AccessView
from linking.catalog.meta import Edge, Meta, TableRef
from linking.ranking.joins import fk_graph
from linking.ranking.words import CatalogWords
from linking.retrieval.lexical import LexicalCatalogIndex

VIEWS_PER_CATALOG = 64  # policies (roles) whose view of one catalog is kept


@dataclass(frozen=True)
class Derived:
    lexical: LexicalCatalogIndex
    graph: dict[TableRef, list[Edge]]
    words: CatalogWords
    views: OrderedDict[AccessPolicy | None, AccessView] = field(default_factory=OrderedDict)


class DerivedCache:
    """The derived structures of the last ``max_entries`` catalog objects linked against."""

    def __init__(self, max_entries: int = 32) -> None:
        self._entries: OrderedDict[int, tuple[weakref.ref[Meta], Derived]] = OrderedDict()
        self._max_entries = max_entries

    def get(self, meta: Meta) -> Derived:
        key = id(meta)
        entry = self._entries.get(key)
        if entry is not None and entry[0]() is meta:
            self._entries.move_to_end(key)
            return entry[1]
        derived = Derived(LexicalCatalogIndex(meta), fk_graph(meta), CatalogWords.of(meta))
        self._entries[key] = (weakref.ref(meta), derived)
        while len(self._entries) > self._max_entries:
            self._entries.popitem(last=False)
        return derived

    def view(self, meta: Meta, policy: AccessPolicy | None) -> AccessView:
        """What a caller with ``policy`` may see of ``meta`` (``linking.access``), decided
        once per catalog object and policy."""
        derived = self.get(meta)
        key = None if policy is None or policy.unrestricted else policy
        found = derived.views.get(key)
        if found is None:
            found = AccessView.of(meta, key, derived.graph)
            derived.views[key] = found
            while len(derived.views) > VIEWS_PER_CATALOG:
                derived.views.popitem(last=False)
        else:
            derived.views.move_to_end(key)
        return found
