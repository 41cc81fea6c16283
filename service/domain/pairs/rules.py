"""When a training pair is served, expires and approves itself: the settings the gate
(``service.domain.pairs.gate``) and the worker read, kept apart from them so that reading the
configuration imports no store."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta


@dataclass(frozen=True)
class PairRules:
    max_failures: int = 3  # served only with fewer failures than this
    learned_ttl: timedelta = timedelta(days=30)  # zero: learned pairs never expire for disuse
    auto_approve_successes: int = 0  # a pending learned pair this often reported working; 0 off

    def idle_since(self, now: datetime) -> datetime | None:
        return now - self.learned_ttl if self.learned_ttl > timedelta(0) else None
