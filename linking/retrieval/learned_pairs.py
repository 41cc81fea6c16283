"""Every training pair of a datasource a caller may see, as the table model learns from them
(``linking.retrieval.pair_words``).

The pairs are read from the pair index, so pairs added or removed by another process count
too: read again at most once per ``recheck_s``, at once after this process changed them. A
pair counts for a caller only where retrieval would serve it: of the caller's role or every
role's, servable by the pair gate (asked when the pairs are read again), its SQL and question
shown whole in the caller's view (``AccessView.shown_sql``) — so a pair that names a hidden
table teaches nothing about the tables a restricted caller sees. Each pair's SQL is read once
per view; each view's counts are rebuilt only when its pairs changed.
"""

from __future__ import annotations

import hashlib
import time
import weakref
from collections import OrderedDict
from dataclasses import dataclass

from linking.access import AccessView, Withheld
from linking.backends.vectors import VectorIndex
from linking.indexing.indexer import PAIRS
from linking.retrieval.pair_words import LearnedPair, PairWords
from linking.retrieval.pairs import PairGate

VIEWS_KEPT = 64  # (datasource, role, view) counts kept
READINGS_KEPT = 200_000  # (view, pair) readings kept


@dataclass(frozen=True)
class _Stored:
    id: str
    role: str
    question: str
    sql: str
    digest: str


class LearnedPairs:
    def __init__(
        self, vectors: VectorIndex, gate: PairGate | None = None, recheck_s: float = 1.0
    ) -> None:
        self.vectors = vectors
        self.gate = gate
        self.recheck_s = recheck_s
        self._stored: dict[str, tuple[float, tuple[_Stored, ...]]] = {}
        self._counted: OrderedDict[
            tuple[str, str | None, int], tuple[weakref.ref[AccessView], str, PairWords]
        ] = OrderedDict()
        self._readings: OrderedDict[
            tuple[int, str], tuple[weakref.ref[AccessView], LearnedPair | None]
        ] = OrderedDict()

    def forget(self, datasource: str) -> None:
        self._stored.pop(datasource, None)

    async def words(self, view: AccessView, role: str | None) -> PairWords | None:
        """The counts over the pairs this caller may see; None when there are none."""
        datasource = view.meta.datasource
        stored = [p for p in await self._pairs(datasource) if p.role in ("*", role)]
        if not stored:
            return None
        digest = hashlib.sha256("\x1f".join(p.digest for p in stored).encode()).hexdigest()
        key = (datasource, role, id(view))
        found = self._counted.get(key)
        if found is not None and found[0]() is view and found[1] == digest:
            self._counted.move_to_end(key)
            return found[2]
        learned = [r for p in stored if (r := self._read(view, p)) is not None]
        counted = PairWords(learned) if learned else None
        if counted is None:
            return None
        self._counted[key] = (weakref.ref(view), digest, counted)
        while len(self._counted) > VIEWS_KEPT:
            self._counted.popitem(last=False)
        return counted

    async def _pairs(self, datasource: str) -> tuple[_Stored, ...]:
        now = time.monotonic()
        kept = self._stored.get(datasource)
        if kept is not None and now - kept[0] < self.recheck_s:
            return kept[1]
        hits = await self.vectors.scroll(PAIRS, {"datasource": datasource})
        pairs = tuple(
            sorted(
                (
                    _Stored(
                        str(h.payload.get("pair_id", h.id)),
                        str(h.payload.get("role", "*")),
                        str(h.payload["question"]),
                        str(h.payload["sql"]),
                        str(h.payload.get("digest", "")),
                    )
                    for h in hits
                ),
                key=lambda p: p.id,
            )
        )
        if pairs and self.gate is not None:
            servable = set(await self.gate.servable(datasource, [p.id for p in pairs]))
            pairs = tuple(p for p in pairs if p.id in servable)
        self._stored[datasource] = (now, pairs)
        return pairs

    def _read(self, view: AccessView, pair: _Stored) -> LearnedPair | None:
        key = (id(view), f"{pair.id}\x1f{pair.digest}")
        found = self._readings.get(key)
        if found is not None and found[0]() is view:
            return found[1]
        try:
            entities = view.shown_sql(pair.sql, pair.question)
            reading: LearnedPair | None = LearnedPair.of(pair.id, pair.question, entities.tables)
        except Withheld:
            reading = None
        self._readings[key] = (weakref.ref(view), reading)
        while len(self._readings) > READINGS_KEPT:
            self._readings.popitem(last=False)
        return reading
