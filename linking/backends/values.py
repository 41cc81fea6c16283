"""Value index: full-text search over the values of a datasource's columns.

A question names values ("华东", "已完成", "New York") more often than it names columns; finding
them tells which column holds them and gives the SQL generator the exact spelling. What it
holds: each column's examples (written with the catalog, ``linking.indexing.indexer``), then
the values users may name, read from the database (``linking.indexing.values``).
Backends:

- ``TantivyValueIndex`` (``linking.backends.tantivy_values``): embedded default, on disk;
- Meilisearch (``MEILI_URL``), through the same protocol.

Every search is scoped to one datasource inside the index, and optionally to a set of tables
(the caller's accessible ones).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence
from contextlib import AbstractContextManager
from dataclasses import KW_ONLY, dataclass
from typing import Protocol, runtime_checkable

from linking.catalog.meta import FieldRef, TableRef
from linking.errors import IndexBackendError, raised_as

# A value's words, as the embedded engine reads them: each Han character, each run of letters
# and digits.
_HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TOKENS = re.compile(f"[{_HAN}]|[^\\W_{_HAN}]+")


@dataclass(frozen=True, slots=True)
class ValueDoc:
    datasource: str
    schema: str
    table: str
    field: str
    value: str


def value_errors(what: str) -> AbstractContextManager[None]:
    """A value backend's engine failures, as ``IndexBackendError`` naming ``what``."""
    return raised_as(IndexBackendError, what)


@dataclass(frozen=True, slots=True)
class ValueHit:
    schema: str
    table: str
    field: str
    value: str
    _: KW_ONLY
    score: float
    keyword: str

    @property
    def field_ref(self) -> FieldRef:
        return FieldRef(self.schema, self.table, self.field)


def value_tokens(text: str) -> list[str]:
    """``text``'s words as the embedded engine reads them, lower-cased."""
    return _TOKENS.findall(text.lower())


def coverage(keyword: str, value: str) -> float:
    """How much of the value a keyword spells out, ignoring case and spaces (0 to 1): part of
    it, the keyword inside the value ("Compl" in "Completed": 5 of 9), or all of it, the value's
    words inside the keyword — a name inside the run of words that holds it ("王伟芳" in
    "客户王伟芳", which jieba cuts "客户王/伟芳"; "York" in "New York", not "don" in "London")."""
    return _coverage(keyword, _squeezed(keyword), value, _squeezed(value))


def _squeezed(text: str) -> str:
    return "".join(text.lower().split())


def _coverage(keyword: str, key: str, value: str, text: str) -> float:
    """``coverage`` of ``value`` by ``keyword``, both also given squeezed."""
    if not key or not text:
        return 0.0
    if key in text:
        return len(key) / len(text)
    if len(text) < 2 or text not in key:
        return 0.0
    inner, outer = value_tokens(value), value_tokens(keyword)
    spans = (outer[i : i + len(inner)] for i in range(len(outer) - len(inner) + 1))
    return 1.0 if inner and inner in spans else 0.0


# A backend fetches this many times the hits asked for, then ranks them by ``BestCoverage``:
# its own scores tie over fuzzy, prefix and sub-word matches.
OVERFETCH = 4


class BestCoverage:
    """The best ``coverage`` of a value by any of one search's keywords: a backend's score is
    multiplied by one plus it, so the values the question spells out come first. A search
    scores hundreds of matches against each keyword (most of a value search's time, scored
    pair by pair): the keywords are read once, and each value once."""

    def __init__(self, keywords: Sequence[str]) -> None:
        self._keywords = [(keyword, _squeezed(keyword)) for keyword in keywords]
        self._scores: dict[str, float] = {}

    def __call__(self, value: str) -> float:
        score = self._scores.get(value)
        if score is None:
            text = _squeezed(value)
            score = 0.0
            for keyword, key in self._keywords:
                # Most pairs share nothing: only those that do are scored.
                if key and (key in text or text in key):
                    score = max(score, _coverage(keyword, key, value, text))
            self._scores[value] = score
        return score


_DATE_LIKE = re.compile(r"^\d{4}[-/.年]\d{1,2}")


def narrowed(hits: Iterable[ValueHit]) -> list[ValueHit]:
    """A keyword's hits as an answer should show them: when some value is one it spells
    whole ("Apple iPhone 15" asked for by name), those alone, and nothing for the words
    inside that name ("iPhone" would bring every other model); a number ("2024") names no
    date that merely starts with it — the question's period points at the date column
    instead (``linking.question.cues``)."""
    by_keyword: dict[str, list[ValueHit]] = {}
    for hit in hits:
        by_keyword.setdefault(hit.keyword, []).append(hit)
    spelled = {
        keyword: [h for h in group if coverage(keyword, h.value) == 1.0]
        for keyword, group in by_keyword.items()
    }
    named = [k.lower() for k, whole in spelled.items() if whole]
    kept: list[ValueHit] = []
    for keyword, group in by_keyword.items():
        whole = spelled[keyword]
        if whole:
            kept += whole
        elif any(keyword.lower() in name for name in named):
            continue  # a word of a value named whole
        elif keyword.strip().isdigit():
            kept += [h for h in group if not _DATE_LIKE.match(h.value.strip())]
        else:
            kept += group
    return sorted(kept, key=lambda h: -h.score)


def best_hits(hits: Iterable[ValueHit], limit: int) -> list[ValueHit]:
    """One hit per (field, value), the best-scoring one, best first."""
    best: dict[tuple[str, str, str, str], ValueHit] = {}
    for hit in hits:
        key = (hit.schema, hit.table, hit.field, hit.value)
        if key not in best or best[key].score < hit.score:
            best[key] = hit
    return sorted(best.values(), key=lambda h: -h.score)[:limit]


@runtime_checkable
class ValueIndex(Protocol):
    name: str

    async def add(self, docs: Sequence[ValueDoc]) -> None:
        """Add values; adding one that is there already changes nothing."""

    async def replace_tables(
        self, datasource: str, tables: Collection[TableRef], docs: Sequence[ValueDoc]
    ) -> None:
        """Make ``docs`` the only values of ``tables``, in one write: the bulk path of a sync,
        which need not check value by value what is there already."""

    async def delete(self, datasource: str, tables: Collection[TableRef] | None = None) -> None:
        """Remove a datasource's values, or only those of ``tables``."""

    async def change(
        self, datasource: str, added: Sequence[ValueDoc], removed: Sequence[ValueDoc]
    ) -> None:
        """Remove ``removed`` and add ``added``, in one write: the path of a refresh that
        changes only the values that changed."""

    async def indexed_values(
        self, datasource: str, tables: Collection[TableRef]
    ) -> dict[FieldRef, set[str]]:
        """Every value indexed for the columns of ``tables``, by column."""

    async def search(
        self,
        datasource: str,
        keywords: Sequence[str],
        *,
        limit: int,
        tables: Collection[TableRef] | None = None,
    ) -> list[ValueHit]:
        """Values matching any keyword (prefix- and typo-tolerant), best first."""

    async def count(self, datasource: str) -> int: ...

    async def settle(self) -> None:
        """Wait for what the writes so far left running in the background (an engine's
        merges of what they wrote): the end of a sync's bulk phase, so that the links after it
        do not share the machine with that work."""

    async def close(self) -> None: ...
