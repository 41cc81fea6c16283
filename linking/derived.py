"""Structures derived from one catalog: its lexical index, its foreign-key graph and the
words its names use.

Building them costs milliseconds to seconds on large catalogs, and a catalog object never
changes (``Meta`` is frozen), so each is built on first use and kept for as long as the caller
keeps that object.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from dataclasses import dataclass

from linking.joins import Edge, fk_graph
from linking.lexical import LexicalCatalogIndex
from linking.meta import Meta, TableRef
from linking.ranker import CatalogWords


@dataclass(frozen=True)
class Derived:
    lexical: LexicalCatalogIndex
    graph: dict[TableRef, list[Edge]]
    words: CatalogWords


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
