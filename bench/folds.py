"""Cross-fitting by database: the models fitted on some databases' questions score the
others', as a served catalog's questions are scored by models that never saw it."""

from __future__ import annotations

import random
from collections.abc import Iterable


def database_folds(databases: Iterable[str], folds: int, *, seed: int = 1) -> dict[str, int]:
    """Each database's fold: the sorted names shuffled by ``seed``, dealt round-robin, so the
    same databases always fall in the same fold."""
    order = sorted(set(databases))
    random.Random(seed).shuffle(order)
    return {db: i % folds for i, db in enumerate(order)}
