"""Earlier turns of a conversation as evidence for the turn being linked.

A follow-up ("Of these, which is JetBlue?", "只看上个月的") often names no table of its own:
it is about what the earlier turns were about. Without an LLM to rewrite it into a
standalone question, two things carry the context over:

- the tables the earlier turns were linked to (or that their SQL read) pull towards the top
  of this turn's ranking, the nearer turn more (``decay`` per turn back), less when the turn
  reads as standing alone, and never past this turn's own best table;
- values and names are searched with the earlier turns' keywords too, after the turn's own
  (on CoSQL dev that found more gold tables than carrying them only into turns with few
  words of their own: ``bench/README.md``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from linking.backends.llm import LLM, LLMUsage
from linking.catalog.meta import Meta, TableRef
from linking.catalog.pairs import sql_entities
from linking.catalog.text import content_words
from linking.errors import InvalidSQLError, LLMError
from prompts import render_prompt

MAX_TURNS = 20  # earlier turns read; older ones weigh next to nothing anyway

# What points back at an earlier turn: a pronoun or determiner without its noun ("of these",
# "what is it"), an opening "and" / "only" / "what about", Chinese 这些 / 其中 / 它们 / "…呢".
# Possessives ("students and their ages") are left out: standalone questions use them a lot.
_FOLLOW_UP_WORDS = re.compile(
    r"\b(these|those|them|they|it|that one|this one|the same|instead)\b"
    r"|^\s*(and|only|just|also|then|now|what about|how about|among)\b",
    re.IGNORECASE,
)
_FOLLOW_UP_HAN = re.compile(
    r"这些|那些|其中|它们|它的|他们|她们|上述|以上|这个|那个|同样|分别|只看|只要|再看|呢[？?]?\s*$"
)


@dataclass(frozen=True)
class Turn:
    """An earlier turn: its question and, when the caller has them, the tables it was linked
    to (as the answer named them) or the SQL that answered it."""

    question: str
    tables: tuple[str, ...] = ()
    sql: str | None = None


@dataclass(frozen=True)
class HistoryTable:
    ref: TableRef
    weight: float  # decay ** (turns back - 1) * place_decay ** (place in that turn's list)
    turns_back: int  # 1: the turn just before this one
    question: str  # that turn's


@dataclass(frozen=True)
class History:
    """What the earlier turns say about this one."""

    tables: Mapping[TableRef, HistoryTable]
    keywords: tuple[str, ...]  # the nearest turns' first
    notes: tuple[str, ...] = ()  # what could not be read (unknown tables, SQL that fails)

    @classmethod
    def read(
        cls, turns: Sequence[Turn], meta: Meta, *, decay: float, place_decay: float = 1.0
    ) -> History:
        """Nearest turn first; a table named by several turns keeps its nearest. A turn's
        tables weigh less down its list (``place_decay`` each): an answer names its best
        tables first."""
        tables: dict[TableRef, HistoryTable] = {}
        keywords: dict[str, None] = {}
        notes: list[str] = []
        for back, turn in enumerate(reversed(turns[-MAX_TURNS:]), start=1):
            keywords.update(dict.fromkeys(content_words(turn.question)))
            for place, ref in enumerate(dict.fromkeys(_turn_tables(turn, meta, back, notes))):
                if ref not in tables:
                    weight = decay ** (back - 1) * place_decay**place
                    tables[ref] = HistoryTable(ref, weight, back, turn.question)
        return cls(tables, tuple(keywords), tuple(notes))


def _turn_tables(turn: Turn, meta: Meta, back: int, notes: list[str]) -> list[TableRef]:
    found: list[TableRef] = []
    for name in turn.tables:
        ref = meta.resolve_table(name)
        if ref is None:
            notes.append(f"history turn -{back}: no table {name!r} in this catalog, ignored")
        else:
            found.append(ref)
    if turn.sql:
        try:
            entities = sql_entities(turn.sql, meta)
        except InvalidSQLError as error:
            notes.append(f"history turn -{back}: its SQL was not read: {error}")
        else:
            found.extend(entities.tables)
    return found


def reads_as_follow_up(question: str, own_keywords: Sequence[str], min_keywords: int) -> bool:
    """Whether a question leans on earlier turns: it points back at them ("of these",
    "它们", "…呢") or has fewer than ``min_keywords`` words of its own."""
    text = question.strip()
    return (
        len(own_keywords) < min_keywords
        or _FOLLOW_UP_WORDS.search(text) is not None
        or _FOLLOW_UP_HAN.search(text) is not None
    )


@dataclass(frozen=True)
class Standalone:
    question: str
    follows_up: bool


async def standalone_question(
    question: str, turns: Sequence[Turn], llm: LLM, usage: LLMUsage, *, max_chars: int
) -> Standalone:
    """The LLM's rewrite of a follow-up into a question that stands alone
    (``prompts/standalone.md``), checked: ``LLMError`` when it is not what was asked for."""
    shown = "\n".join(
        f"- {t.question}" + (f" (tables: {', '.join(t.tables)})" if t.tables else "")
        for t in turns[-MAX_TURNS:]
    )
    answer = await llm.complete_json(
        render_prompt("standalone", turns=shown, question=question), usage
    )
    if not isinstance(answer, dict):
        raise LLMError("the LLM's standalone question is not a JSON object")
    text, follows_up = answer.get("standalone"), answer.get("follows_up", True)
    if not isinstance(text, str) or not text.strip():
        raise LLMError("the LLM's answer has no standalone question")
    if not isinstance(follows_up, bool):
        raise LLMError("the LLM's follows_up is not true or false")
    if len(text) > max_chars:
        raise LLMError(f"the LLM's standalone question is over {max_chars} characters")
    return Standalone(" ".join(text.split()), follows_up)
