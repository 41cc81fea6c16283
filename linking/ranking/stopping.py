"""Where a ranking stops: the head of it worth its size, judged by how likely it is to hold
every table the SQL reads.

A share rule ("at most five tables, each at least 5 % as likely as the best") reads each
table against the best one alone. The stop model reads a head of the table model's ranking as
a whole: how likely its last table is and how likely the best one left out, how much
probability is left below it, whether it lies in one database and joins up, whether the next
table joins it. It gives the probability that the head is complete, that no table the SQL
reads is left out; selection keeps the head whose probability, less a price per table
(``LinkerConfig.select_table_cost``), is highest.

It is a logistic model (``linking.ranking.ranker.TableModel``) fitted with the table model by
``python -m bench train-ranker`` on Spider train questions, and shipped in the same file.
Off by default: at the price that averages three tables on held-out train databases it
lost more recall on the dev suites than the sets lost tables (bench/README.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import numpy as np

# Heads longer than this are not scored: the threshold not reached by then, the selection is
# this long (``LinkerConfig.max_selected_tables`` may cut it further).
LONGEST = 6
# The probabilities left below a head are read this far down.
BELOW = 30

STOP_FEATURES = (
    *(f"size_{k}" for k in range(1, LONGEST)),  # one-hot of the head's length (LONGEST: none)
    "last",  # p of the head's last table
    "next",  # p of the first table left out
    "next_relative",  # that over the best p
    "left_mass",  # the p left below the head, summed
    "left_log",  # log of the chance that none below is needed, were they independent
    "inside_mass",  # the head's p, summed
    "schemas",  # databases the head spans, beyond the first
    "connected",  # the head is one join-connected set
    "next_joins",  # the first table left out has a foreign key to the head
    "next_in_schema",  # it lies in the best table's database
)


def stop_features(p: np.ndarray, schemas: Sequence[str], adjacent: np.ndarray) -> np.ndarray:
    """One row per head of the ranking (lengths 1 to ``LONGEST``, as many as there are
    candidates), one column per name in ``STOP_FEATURES``; ``p`` is best first, ``adjacent``
    says which candidates a foreign key joins."""
    heads = min(LONGEST, len(p))
    rows = np.zeros((heads, len(STOP_FEATURES)), np.float32)
    if not heads:
        return rows
    column = {name: i for i, name in enumerate(STOP_FEATURES)}
    below = np.clip(p[:BELOW], 0.0, 1 - 1e-6)
    left_log = np.log1p(-below)
    best = float(p[0]) or 1.0
    for k in range(1, heads + 1):
        row = rows[k - 1]
        if k < LONGEST:
            row[column[f"size_{k}"]] = 1.0
        row[column["last"]] = p[k - 1]
        row[column["inside_mass"]] = p[:k].sum()
        row[column["left_mass"]] = below[k:].sum()
        row[column["left_log"]] = left_log[k:].sum()
        row[column["schemas"]] = len(set(schemas[:k])) - 1
        row[column["connected"]] = float(_connected(adjacent[:k, :k]))
        if k < len(p):
            row[column["next"]] = p[k]
            row[column["next_relative"]] = p[k] / best
            row[column["next_joins"]] = float(adjacent[k, :k].any())
            row[column["next_in_schema"]] = float(schemas[k] == schemas[0])
    return rows


class CompletenessModel(Protocol):
    """What sizing needs of the stop model: the chance that each head is complete."""

    def probabilities(self, rows: np.ndarray) -> np.ndarray: ...


def head_length(
    p: np.ndarray,
    schemas: Sequence[str],
    adjacent: np.ndarray,
    model: CompletenessModel,
    *,
    cost: float,
) -> int:
    """The length of the head that trades completeness for size best: the most likely
    complete, less ``cost`` for each table it holds. A table is added when it raises the
    chance that nothing is missing by more than ``cost``."""
    rows = stop_features(p, schemas, adjacent)
    if not len(rows):
        return 0
    complete = model.probabilities(rows)
    return int(np.argmax(complete - cost * np.arange(1, len(rows) + 1))) + 1


def _connected(adjacent: np.ndarray) -> bool:
    reached = {0}
    frontier = [0]
    while frontier:
        i = frontier.pop()
        for j in np.flatnonzero(adjacent[i]):
            if int(j) not in reached:
                reached.add(int(j))
                frontier.append(int(j))
    return len(reached) == len(adjacent)
