"""Table selection: fuse the retrievers' evidence into a ranking, or let an LLM choose.

Score-based ranking fuses ranked lists from every retriever (see ``gather_candidates``). An
LLM's answer is validated: names that are not candidates are dropped and reported, never
trusted.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from linking.context import Evidence, PairHit
from linking.errors import LLMError
from linking.joins import Edge, neighbours
from linking.lexical import LexicalHit
from linking.llm import LLM, LLMUsage
from linking.meta import Meta, TableRef
from linking.render import render_markdown
from linking.retrieve import FieldHit, PairMatch, TableHit
from linking.values import ValueHit
from prompts import render_prompt

RRF_K = 5
# Weights of the ranked lists fused. A list from the whole question counts fully; one from a
# single extracted word is noisier and counts half. Values are a weak table signal: in a pool
# of many databases most value hits land on wrong tables (shared/research), so they mostly
# serve annotation and tie-breaks.
WEIGHTS = {
    "field": 1.0,
    "table": 1.0,
    "lexical_field": 1.0,
    "lexical_table": 1.0,
    "mention": 2.0,  # a column the question names verbatim
    "value": 0.5,
    "pair": 1.0,
}
PART_WEIGHT = 0.5
NEIGHBOUR_BOOST = 1.5
SCHEMA_BOOST = 1.5


@dataclass
class TableCandidate:
    ref: TableRef
    score: float = 0.0
    evidence: list[Evidence] = field(default_factory=list)


@dataclass
class _RankedList:
    weight: float
    best: dict[TableRef, float] = field(default_factory=dict)

    def offer(self, ref: TableRef, score: float) -> None:
        if score > self.best.get(ref, float("-inf")):
            self.best[ref] = score

    def ranks(self) -> list[TableRef]:
        return sorted(self.best, key=lambda ref: (-self.best[ref], str(ref)))


def gather_candidates(
    question: str,
    field_hits: Iterable[FieldHit],
    table_hits: Iterable[TableHit],
    lexical_hits: Iterable[LexicalHit],
    mention_hits: Iterable[LexicalHit],
    value_hits: Iterable[ValueHit],
    pairs: Iterable[PairMatch],
    graph: dict[TableRef, list[Edge]],
    *,
    schema_boost: float = SCHEMA_BOOST,
) -> list[TableCandidate]:
    """Candidates best first, each scored by weighted reciprocal-rank fusion of every list.

    Each retriever × subquery gives one list ranking tables by their best hit in it, so no
    retriever's score scale dominates and a table found by several agrees with itself. Tables
    joined by a foreign key to the best one get a boost: a question about orders usually also
    needs what orders point at.
    """
    lists: dict[tuple[str, str], _RankedList] = {}
    candidates: dict[TableRef, TableCandidate] = {}

    def offer(kind: str, part: str, ref: TableRef, score: float, evidence: Evidence) -> None:
        weight = WEIGHTS[kind] * (1.0 if part in ("", question) else PART_WEIGHT)
        lists.setdefault((kind, part), _RankedList(weight)).offer(ref, score)
        candidates.setdefault(ref, TableCandidate(ref)).evidence.append(evidence)

    for h in field_hits:
        offer(
            "field",
            h.subquery,
            h.ref.table_ref,
            h.score,
            Evidence("field", h.score, f"{h.ref.field} ~ {h.subquery}"),
        )
    for t in table_hits:
        offer("table", t.subquery, t.ref, t.score, Evidence("table", t.score, t.subquery))
    for x in lexical_hits:
        kind = "lexical_table" if x.field is None else "lexical_field"
        what = x.field or x.table.table
        offer(
            kind,
            "",
            x.table,
            x.score,
            Evidence("lexical", x.score, f"{what}: {' '.join(x.matched)}"),
        )
    for v in value_hits:
        offer(
            "value",
            "",
            v.field_ref.table_ref,
            v.score,
            Evidence("value", v.score, f'{v.field} = "{v.value}" ~ {v.keyword}'),
        )
    for p in pairs:
        for ref in p.entities.tables:
            offer("pair", "", ref, p.score, Evidence("pair", p.score, p.question))
    for ranked_list in lists.values():
        for rank, ref in enumerate(ranked_list.ranks()):
            candidates[ref].score += ranked_list.weight / (RRF_K + rank + 1)
    ranked = sorted(candidates.values(), key=lambda c: (-c.score, str(c.ref)))
    if ranked:
        top = ranked[0]
        # Boosts lift neighbours towards the best table, never past it: ties keep the
        # fused order.
        for ref in neighbours(graph, top.ref):
            if ref in candidates and ref != top.ref:
                candidates[ref].score = min(candidates[ref].score * NEIGHBOUR_BOOST, top.score)
        for candidate in ranked:
            if candidate.ref.schema == top.ref.schema:
                candidate.score *= schema_boost
        position = {c.ref: i for i, c in enumerate(ranked)}
        ranked.sort(key=lambda c: (-c.score, position[c.ref]))
    return ranked


def select_by_score(
    ranked: Sequence[TableCandidate], *, relative: float, limit: int
) -> list[TableRef]:
    """Tables scoring at least ``relative`` × the best, at most ``limit`` of them."""
    if not ranked:
        return []
    floor = ranked[0].score * relative
    return [c.ref for c in ranked if c.score >= floor][:limit]


@dataclass(frozen=True)
class LLMSelection:
    tables: list[TableRef]
    dropped: list[str]
    reason: str


async def select_by_llm(
    llm: LLM,
    question: str,
    candidates: Meta,
    examples: Sequence[PairHit],
    usage: LLMUsage,
) -> LLMSelection:
    """The LLM's choice among ``candidates``; unknown names are dropped and listed."""
    example_text = "\n\n".join(f"Q: {p.question}\nSQL: {p.sql}" for p in examples) or "(none)"
    prompt = render_prompt(
        "select_tables",
        question=question,
        candidates=render_markdown(candidates),
        examples=example_text,
    )
    answer = await llm.complete_json(prompt, usage)
    names = answer.get("tables") if isinstance(answer, dict) else None
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise LLMError('the LLM\'s table selection has no list of strings under "tables"')
    chosen: dict[TableRef, None] = {}
    dropped = []
    for name in names:
        ref = candidates.resolve_table(name)
        if ref is None:
            dropped.append(name)
        else:
            chosen[ref] = None
    reason = answer.get("reason", "")
    return LLMSelection(list(chosen), dropped, reason if isinstance(reason, str) else "")
