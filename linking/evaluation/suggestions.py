"""Glossary entries a datasource's pairs suggest: a word of their questions that nothing the
answer returned matches by what the catalog says (``Diagnostics.unnamed``; a similar pair's
question may), said again and again by pairs whose SQL reads one table or column, is a name
the catalog lacks — "patrons" for ``members``, 营收 for ``net_amount``. Proposed to an admin
with the pairs that support it, never applied on its own.

A suggestion needs ``min_pairs`` pairs in which the word went unmatched and whose SQL reads the
target, a share of at least ``min_share`` of the pairs where the word went unmatched, and that
share well above the target's share of all pairs (``min_lift``): a table every pair reads is
not what any one word means. A column is proposed when it holds up by itself and no other
column is read as often, else its table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from linking.evaluation.scoring import Scored
from linking.retrieval.lexical import terms

EXAMPLES = 5  # supporting pairs kept with a suggestion


@dataclass(frozen=True)
class GlossarySuggestion:
    word: str
    target: str  # "schema.table" or "schema.table.column"
    kind: Literal["table", "column"]
    support: int  # pairs in which the word went unmatched and whose SQL reads the target
    share: float  # of the pairs in which the word went unmatched
    pairs: tuple[str, ...]  # up to ``EXAMPLES`` of those pairs' ids

    @property
    def name(self) -> str:
        """The target's own name, as a glossary synonym would say it."""
        return self.target.rsplit(".", 1)[-1]


def suggest(
    scored: Sequence[Scored], *, min_pairs: int = 2, min_share: float = 0.6, min_lift: float = 1.5
) -> list[GlossarySuggestion]:
    """Most supported first; at most one target per word."""
    unmatched_in: dict[str, list[Scored]] = {}
    for s in scored:
        for word in dict.fromkeys(s.unnamed):
            unmatched_in.setdefault(word, []).append(s)
    suggestions = []
    for word, said in unmatched_in.items():
        if len(said) < min_pairs:
            continue
        found = None
        for kind in ("column", "table"):
            found = _best(
                word,
                said,
                scored,
                kind,
                min_pairs=min_pairs,
                min_share=min_share,
                min_lift=min_lift,
            )
            if found is not None:
                break
        if found is not None:
            suggestions.append(found)
    return sorted(suggestions, key=lambda g: (-g.support, -g.share, g.word))


def _best(
    word: str,
    said: Sequence[Scored],
    scored: Sequence[Scored],
    kind: Literal["table", "column"],
    *,
    min_pairs: int,
    min_share: float,
    min_lift: float,
) -> GlossarySuggestion | None:
    def read(s: Scored) -> frozenset[str]:
        return s.needed_columns if kind == "column" else s.needed_tables

    counts: dict[str, list[str]] = {}
    for s in said:
        for target in read(s):
            counts.setdefault(target, []).append(s.pair_id)
    ranked = sorted(counts.items(), key=lambda item: (-len(item[1]), item[0]))
    if kind == "column" and len(ranked) > 1 and len(ranked[1][1]) == len(ranked[0][1]):
        return None  # two columns as likely: the word names their table, if anything
    for target, pairs in ranked:
        share = len(pairs) / len(said)
        if len(pairs) < min_pairs or share < min_share:
            return None
        prior = sum(target in read(s) for s in scored) / len(scored)
        own_words = set(terms(target.replace(".", " ")))
        if share >= min_lift * prior and not set(terms(word)) & own_words:
            return GlossarySuggestion(
                word, target, kind, len(pairs), round(share, 3), tuple(pairs[:EXAMPLES])
            )
    return None
