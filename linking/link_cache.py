"""Answers to repeated questions, kept for a while.

A BI front-end asks the same questions again and again (dashboards, retries, a user going
back). A cached answer is served only for exactly what produced it: the same catalog object
(a sync or a description edit makes a new one), the caller's policy and role, the glossary,
the mode, the earlier turns and the configuration, and the question up to Unicode width and
spacing. It is never served to another role, since the role and its policy are in the key.

What is cached is an answer every component gave in full: one computed while a backend was
down, an LLM failed or vectors were still being built is linked again next time. This
process forgets a datasource's answers when it changes its indexes (a sync, pairs added or
removed); a change made by another process is seen once ``ttl_s`` has passed.
"""

from __future__ import annotations

import time
import unicodedata
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace

from linking.backends.llm import LLMUsage
from linking.catalog.meta import Meta
from linking.config import LinkerConfig
from linking.context import Diagnostics, MetaContext, Status
from linking.run import LinkRun


def normalized_question(question: str) -> str:
    """The question as the cache compares it: NFKC (full-width to half-width) and runs of
    whitespace as one space; case is kept (values are matched as written)."""
    return " ".join(unicodedata.normalize("NFKC", question).split())


def cache_key(run: LinkRun, config: LinkerConfig) -> Hashable:
    """What a link's answer depends on besides the catalog object (compared apart)."""
    glossary = run.glossary
    terms = (
        tuple(sorted((term, tuple(s)) for term, s in glossary.terms.items())) if glossary else ()
    )
    return (
        run.meta.datasource,
        normalized_question(run.question),
        run.policy,
        run.role,
        terms,
        run.mode,
        tuple(run.turns),
        run.hints,
        run.trade_off,
        run.held_out_pairs,
        config,
    )


def cacheable(context: MetaContext) -> bool:
    """Every component ran in full (or had nothing to do)."""
    return all(c.status in (Status.RAN, Status.SKIPPED) for c in context.diagnostics.components)


@dataclass
class _Entry:
    meta: Meta
    context: MetaContext
    stored_at: float


def _copy(diagnostics: Diagnostics) -> Diagnostics:
    return Diagnostics(
        timings_ms=dict(diagnostics.timings_ms),
        hits=dict(diagnostics.hits),
        components=list(diagnostics.components),
        llm_usage=replace(diagnostics.llm_usage),
        notes=list(diagnostics.notes),
        ranking=list(diagnostics.ranking),
        unnamed=diagnostics.unnamed,
    )


class LinkCache:
    """At most ``max_entries`` answers, least recently used out first, each for ``ttl_s``."""

    def __init__(
        self,
        max_entries: int,
        ttl_s: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.max_entries = max_entries
        self.ttl_s = ttl_s
        self._clock = clock
        self._entries: OrderedDict[Hashable, _Entry] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key: Hashable, meta: Meta, question: str) -> MetaContext | None:
        """The cached answer for ``key`` over this very ``meta``, as a new answer to
        ``question`` (the caller's own wording), or None."""
        entry = self._entries.get(key)
        now = self._clock()
        if entry is None or entry.meta is not meta or now - entry.stored_at > self.ttl_s:
            if entry is not None:
                del self._entries[key]
            self.misses += 1
            return None
        self._entries.move_to_end(key)
        self.hits += 1
        diagnostics = _copy(entry.context.diagnostics)
        diagnostics.timings_ms.clear()
        diagnostics.llm_usage = LLMUsage()  # nothing was spent this time
        age = now - entry.stored_at
        diagnostics.notes.append(f"answered from the link cache (linked {age:.0f} s ago)")
        return replace(entry.context, question=question, diagnostics=diagnostics)

    def put(self, key: Hashable, meta: Meta, context: MetaContext) -> None:
        if self.max_entries <= 0 or not cacheable(context):
            return
        # A copy: the caller may add notes to the answer it was given.
        kept = replace(context, diagnostics=_copy(context.diagnostics))
        self._entries[key] = _Entry(meta, kept, self._clock())
        self._entries.move_to_end(key)
        while len(self._entries) > self.max_entries:
            self._entries.popitem(last=False)

    def forget(self, datasource: str) -> None:
        """Drop every answer about ``datasource`` (its indexes changed)."""
        for key in [k for k, e in self._entries.items() if e.meta.datasource == datasource]:
            del self._entries[key]

    def clear(self) -> None:
        self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)
