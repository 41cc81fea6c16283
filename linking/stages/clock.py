"""How long a stage or a retriever took, as the diagnostics report it."""

from __future__ import annotations

import time


def ms_since(started: float) -> float:
    """Milliseconds since ``started`` (a ``time.perf_counter()`` reading), to the microsecond."""
    return round((time.perf_counter() - started) * 1000, 3)
