"""Adjacent Han characters as one term: what the tantivy value index matches a Chinese word on
(``linking.backends.tantivy_values``), so that a two-character word is one term's postings
rather than a phrase over two characters' postings."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

HAN_CHARS = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_GAP = "|"  # between tokens that are not two Han characters: no pair


def has_pairs(value: str) -> bool:
    """Whether ``value`` holds two Han characters, the fewest a pair needs: a value without
    them is not analysed a second time for its pairs."""
    first = HAN_CHARS.search(value)
    return first is not None and HAN_CHARS.search(value, first.end()) is not None


def han_pairs(tokens: Sequence[str]) -> str:
    """The ``pairs`` field of a value from its analyzed tokens: each two adjacent tokens that
    are both one Han character, as one term; any other neighbours, a gap that no pair matches
    (so a phrase of pairs never spans what the tokens do not hold side by side)."""
    return " ".join(
        first + second if _is_han(first) and _is_han(second) else _GAP
        for first, second in itertools.pairwise(tokens)
    )


def _is_han(token: str) -> bool:
    return len(token) == 1 and HAN_CHARS.match(token) is not None


def pairs_of(han: str) -> list[str]:
    """The pairs a run of Han characters is matched by, in order."""
    return [han[i : i + 2] for i in range(len(han) - 1)]
