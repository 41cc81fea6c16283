"""Rewrite a question into keywords (for value search) and subqueries (for field search).

With an LLM configured, the LLM does it (``prompts/rewrite.md``), its JSON checked field by
field. Without one, or when it fails, the lexical rewriter does: CJK-aware segmentation, stop
words removed, quoted phrases kept whole, adjacent Latin words paired into phrases ("new
york"); its only subquery is the question itself. Glossary terms found in the question add
their synonyms to both lists.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from linking.backends.llm import LLM, LLMUsage
from linking.catalog.text import content_words, is_han, name_phrases, quoted_phrases, segment
from linking.context import Rewrite
from linking.errors import LLMError
from prompts import render_prompt

_MAX_TERM_CHARS = 64


@dataclass(frozen=True)
class Hints:
    """What a caller knows beside the question. ``evidence`` (BIRD's external knowledge:
    "refers to status = 'A'") and ``specification`` (what the answer must be) are read by the
    rewrite, LLM or lexical, and with the question wherever it is read for names and cues
    (``LinkRun.text``); ``keywords`` and ``subqueries``, when given, replace the rewrite's own
    (both given: no rewrite runs)."""

    evidence: str = ""
    specification: str = ""
    keywords: tuple[str, ...] = ()
    subqueries: tuple[str, ...] = ()

    @property
    def texts(self) -> tuple[str, ...]:
        return tuple(t for t in (self.evidence, self.specification) if t.strip())


NO_HINTS = Hints()


@dataclass(frozen=True)
class Glossary:
    """Business terms and their synonyms: ``{"GMV": ("成交总额", "销售额")}``."""

    terms: Mapping[str, Sequence[str]]

    def hiding(self, mentions: Callable[[str], bool]) -> Glossary:
        """This glossary without what ``mentions`` says names something the caller may not
        see (``linking.hidden.HiddenNames.named_in``): a term naming one is dropped with its
        synonyms, a synonym naming one is dropped alone. Kept, it would tell the caller they
        exist."""
        terms = {
            term: tuple(s for s in synonyms if not mentions(s))
            for term, synonyms in self.terms.items()
            if not mentions(term)
        }
        return Glossary(terms)

    def matches(self, question: str) -> list[tuple[str, tuple[str, ...]]]:
        lowered = question.lower()
        found = []
        for term, synonyms in self.terms.items():
            names = (term, *synonyms)
            if any(name and name.lower() in lowered for name in names):
                found.append((term, tuple(synonyms)))
        return found


def _unique(items: Iterable[str], limit: int) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for item in items:
        text = " ".join(item.split())[:_MAX_TERM_CHARS]
        if text and text.lower() not in {s.lower() for s in seen}:
            seen[text] = None
    return tuple(seen)[:limit]


def _subqueries(question: str, others: Iterable[str], limit: int) -> tuple[str, ...]:
    """The question itself, whole (the embedder caps it by tokens), then the other
    subqueries, each cut to a short phrase, without repeats."""
    rest = [s for s in _unique(others, limit) if s.lower() != question.lower()]
    return (question, *rest)[:limit]


def _latin_phrases(question: str) -> list[str]:
    """Adjacent pairs of non-stop Latin words: "new york", "credit card"."""
    keep = set(content_words(question))
    words = segment(question)
    return [
        f"{a} {b}"
        for a, b in pairwise(words)
        if a in keep and b in keep and not is_han(a) and not is_han(b)
    ]


def _expand(question: str, glossary: Glossary | None) -> tuple[list[str], list[str]]:
    keywords, subqueries = [], []
    for term, synonyms in glossary.matches(question) if glossary else []:
        keywords += [term, *synonyms]
        subqueries.append(f"{term} ({', '.join(synonyms)})" if synonyms else term)
    return keywords, subqueries


def _lexical_keywords(text: str) -> list[str]:
    return [
        *quoted_phrases(text),
        *name_phrases(text),
        *_latin_phrases(text),
        *content_words(text),
    ]


def lexical_rewrite(
    question: str,
    glossary: Glossary | None,
    *,
    max_keywords: int,
    max_subqueries: int,
    hints: Hints = NO_HINTS,
) -> Rewrite:
    extra_keywords, extra_subqueries = _expand(question, glossary)
    # The question's own words first: the hints' come after, within the same limit.
    keywords = [
        *_lexical_keywords(question),
        *extra_keywords,
        *(k for text in hints.texts for k in _lexical_keywords(text)),
    ]
    # Single words make poor dense queries (each costs an embedding and, measured on a Spider
    # sample, added no recall next to the lexical catalog search): the words go to the
    # lexical and value retrievers, the question itself to the vector one.
    return Rewrite(
        keywords=_unique(keywords, max_keywords),
        subqueries=_subqueries(question, extra_subqueries, max_subqueries),
        source="lexical",
    )


def with_hints(
    rewrite: Rewrite | None,
    question: str,
    hints: Hints,
    *,
    max_keywords: int,
    max_subqueries: int,
) -> Rewrite:
    """``rewrite`` with the caller's keywords and subqueries in place of its own; with both
    given, ``rewrite`` may be None (none ran)."""
    keywords = hints.keywords or (rewrite.keywords if rewrite else ())
    subqueries = hints.subqueries or (rewrite.subqueries if rewrite else ())
    return Rewrite(
        keywords=_unique(keywords, max_keywords),
        subqueries=_subqueries(question, subqueries, max_subqueries),
        source="caller" if rewrite is None else rewrite.source,
    )


def _strings(answer: Mapping[str, Any], key: str) -> list[str]:
    value = answer.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LLMError(f"the LLM's rewrite has no list of strings under {key!r}")
    return value


async def llm_rewrite(
    question: str,
    glossary: Glossary | None,
    llm: LLM,
    usage: LLMUsage,
    *,
    max_keywords: int,
    max_subqueries: int,
    hints: Hints = NO_HINTS,
) -> Rewrite:
    glossary_text = (
        "\n".join(f"- {t}: {', '.join(s)}" for t, s in glossary.terms.items())
        if glossary and glossary.terms
        else "(none)"
    )
    prompt = render_prompt(
        "rewrite",
        question=question,
        glossary=glossary_text,
        evidence=hints.evidence.strip() or "(none)",
        specification=hints.specification.strip() or "(none)",
    )
    answer = await llm.complete_json(prompt, usage)
    if not isinstance(answer, dict):
        raise LLMError("the LLM's rewrite is not a JSON object")
    extra_keywords, extra_subqueries = _expand(question, glossary)
    keywords = [*quoted_phrases(question), *_strings(answer, "keywords"), *extra_keywords]
    subqueries = [*_strings(answer, "subqueries"), *extra_subqueries]
    return Rewrite(
        keywords=_unique(keywords, max_keywords),
        subqueries=_subqueries(question, subqueries, max_subqueries),
        source="llm",
    )
