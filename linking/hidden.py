"""The names a caller must not learn: those of the tables and columns its view leaves out,
and their short descriptions (a name in another language), and where a text names one."""

from __future__ import annotations

import re
from collections.abc import Iterable

from linking.catalog.meta import Meta


class HiddenNames:
    """The names and short descriptions of what a caller may not see, and where a text names
    one: a Latin identifier as a whole word (``salary`` in "base salary", not in
    "salaryman"), anything else (Chinese) wherever it occurs."""

    _WORD = re.compile(r"[a-z0-9_$]+")

    def __init__(self, names: Iterable[str]) -> None:
        self.names = frozenset(n for n in names if n.strip())
        self._words = frozenset(n for n in self.names if self._WORD.fullmatch(n))
        self._phrases = tuple(n for n in self.names if n not in self._words)

    @classmethod
    def between(cls, meta: Meta, accessible: Meta) -> HiddenNames:
        return cls(hidden_names(meta, accessible))

    def named_in(self, text: str) -> bool:
        if not self.names:
            return False
        lowered = text.lower()
        if self._words and not self._words.isdisjoint(self._WORD.findall(lowered)):
            return True
        return any(phrase in lowered for phrase in self._phrases)


def hidden_names(meta: Meta, accessible: Meta) -> set[str]:
    """Names and short descriptions of the tables and columns in ``meta`` that ``accessible``
    leaves out, less any name the caller still sees elsewhere (``id`` hidden in one table
    but visible in another says nothing)."""

    def names(catalog: Meta) -> set[str]:
        found: set[str] = set()
        for _, table in catalog.tables():
            found.add(table.name.lower())
            found.update(_short(table.description))
            for f in table.fields:
                found.add(f.name.lower())
                found.update(_short(f.description))
        return found

    return names(meta) - names(accessible)


def _short(description: str) -> set[str]:
    # A short description is a name in another language ("月薪"); a long one is prose.
    text = description.strip().lower()
    return {text} if 0 < len(text) <= 32 else set()
