"""Table selection: fuse the retrievers' evidence into a ranking, or let an LLM choose.

Score-based ranking fuses ranked lists from every retriever (see ``rank_tables``). An
LLM's answer is validated: names that are not candidates are dropped and reported, never
trusted.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeGuard

from linking.backends.llm import LLM, LLMUsage
from linking.catalog.meta import Edge, FieldRef, Meta, TableRef
from linking.catalog.render import render_markdown
from linking.config import LinkerConfig
from linking.context import Evidence, PairHit
from linking.errors import LLMError
from linking.question.history import HistoryTable
from linking.question.rewrite import NO_HINTS, Hints
from linking.ranking.fusion import best_scores, fuse, fuse_scores
from linking.ranking.joins import neighbours
from linking.ranking.ranker import COLUMNS_HIT_SOURCES, MENTION_SOURCE, FusionView, load_model
from linking.ranking.words import CatalogWords
from linking.retrieval.hits import Hits
from linking.retrieval.lexical import NameFinding, terms
from linking.retrieval.pair_words import PairWords
from linking.retrieval.pairs import PairFinding, PairMatch
from linking.retrieval.values import ValueFinding
from prompts import render_prompt

NAMING_TABLES = 2  # a word in the columns of more tables than this names none of them


@dataclass
class TableCandidate:
    ref: TableRef
    score: float = 0.0
    evidence: list[Evidence] = field(default_factory=list)


def rank_tables(
    question: str,
    hits: Hits,
    graph: dict[TableRef, list[Edge]],
    config: LinkerConfig,
    *,
    words: CatalogWords | None = None,
    pair_words: PairWords | None = None,
    held_out: Collection[str] = (),
) -> list[TableCandidate]:
    """Candidates best first: by the learned table model (``linking.ranking.ranker``) when the
    configuration names one, else by fused score with the boosts below."""
    view, candidates = fusion_view(
        question, hits, graph, config, words=words, pair_words=pair_words, held_out=held_out
    )
    ranked = [candidates[ref] for ref in view.order]
    if config.table_model and ranked:
        probabilities = load_model(config.table_model).probabilities(view)
        for candidate, probability in zip(ranked, probabilities, strict=True):
            candidate.score = float(probability)
        position = {c.ref: i for i, c in enumerate(ranked)}
        ranked.sort(key=lambda c: (-c.score, position[c.ref]))
        return ranked
    if ranked:
        top = ranked[0]
        # Boosts lift neighbours towards the best table, never past it: ties keep the
        # fused order.
        for ref in neighbours(graph, top.ref):
            if ref in candidates and ref != top.ref:
                boosted = candidates[ref].score * config.neighbour_boost
                candidates[ref].score = min(boosted, top.score)
        for candidate in ranked:
            if candidate.ref.schema == top.ref.schema:
                candidate.score *= config.schema_boost
        position = {c.ref: i for i, c in enumerate(ranked)}
        ranked.sort(key=lambda c: (-c.score, position[c.ref]))
    return ranked


def fusion_view(
    question: str,
    hits: Hits,
    graph: dict[TableRef, list[Edge]],
    config: LinkerConfig,
    *,
    words: CatalogWords | None = None,
    pair_words: PairWords | None = None,
    held_out: Collection[str] = (),
) -> tuple[FusionView, dict[TableRef, TableCandidate]]:
    """Every table any retriever found, scored by fusing the retrievers' weighted lists
    (their scores normalised, DBSF, by default; their ranks with ``table_fusion="rrf"``).

    Each retriever × subquery gives one list ranking tables by their best hit in it, so no
    retriever's score scale dominates and a table found by several agrees with itself; a list
    from one extracted subquery rather than the whole question counts ``subquery_weight``.
    """
    weights = config.table_weights
    lists: dict[tuple[str, str], tuple[float, list[tuple[TableRef, float]]]] = {}
    candidates: dict[TableRef, TableCandidate] = {}
    for vote in hits.table_votes():
        weight = weights.of(vote.source)
        if vote.subquery not in ("", question):
            weight *= config.subquery_weight
        lists.setdefault((vote.source, vote.subquery), (weight, []))[1].append(
            (vote.table, vote.score)
        )
        candidates.setdefault(vote.table, TableCandidate(vote.table)).evidence.append(vote.evidence)
    ranked = {key: best_scores(scored, tie=str) for key, (_, scored) in lists.items()}
    if config.table_fusion == "dbsf":
        fused = fuse_scores((lists[key][0], entries) for key, entries in ranked.items())
    else:
        fused = fuse(
            ((lists[key][0], [ref for ref, _ in entries]) for key, entries in ranked.items()),
            config.rrf_k,
        )
    for ref, score in fused.items():
        candidates[ref].score = score
    order = sorted(candidates, key=lambda ref: (-candidates[ref].score, str(ref)))
    columns_hit: dict[TableRef, set[str]] = {}
    mentions: dict[TableRef, int] = {}
    for column in hits.column_votes():
        table = column.column.table_ref
        if column.source in COLUMNS_HIT_SOURCES:
            columns_hit.setdefault(table, set()).add(column.column.field)
        elif column.source == MENTION_SOURCE:
            mentions[table] = mentions.get(table, 0) + 1
    view = FusionView(
        question=question,
        lists=[(source, entries) for (source, _), entries in ranked.items()],
        fused=fused,
        order=order,
        mentions=mentions,
        columns_hit={ref: len(names) for ref, names in columns_hit.items()},
        graph=graph,
        words=words or CatalogWords({}, {}),
        pair_rows=pair_words.features(question, order, held_out) if pair_words else None,
    )
    return view, candidates


def lean_on_history(
    ranked: Sequence[TableCandidate], history: Mapping[TableRef, HistoryTable], strength: float
) -> list[TableCandidate]:
    """The ranking with each table an earlier turn was about moved ``strength`` × its
    turn's weight of the way to the best score (never past it), and added if no retriever
    found it this turn; the evidence says which turn it came from."""
    if strength <= 0:
        return list(ranked)
    top = ranked[0].score if ranked else 1.0
    candidates = {c.ref: c for c in ranked}
    for ref, earlier in history.items():
        candidate = candidates.setdefault(ref, TableCandidate(ref))
        pull = strength * earlier.weight
        candidate.score += (top - candidate.score) * pull
        detail = f"turn -{earlier.turns_back}: {earlier.question[:80]}"
        candidate.evidence.append(Evidence("history", round(pull, 6), detail))
    position = {ref: i for i, ref in enumerate(candidates)}
    return sorted(candidates.values(), key=lambda c: (-c.score, position[c.ref]))


@dataclass(frozen=True)
class PairNarrowing:
    pair: PairMatch
    tables: list[TableRef]  # what its SQL reads, then what the question adds
    columns: set[FieldRef]  # what its SQL reads


def narrowed_by_pair(
    question: str, hits: Hits, visible: Meta, *, threshold: float, limit: int
) -> PairNarrowing | None:
    """The selection an approved pair that asks the same question makes: the tables its SQL
    reads, then the tables named (by their names, their columns' or a value) by the
    question's words that the pair's question does not have: "… in 2024 by store" after a
    pair without "store" adds the stores table."""
    best = max(hits.of(PairFinding).pairs, key=lambda p: p.score, default=None)
    if best is None or best.score < threshold:
        return None
    read = [ref for ref in best.entities.tables if visible.table(ref) is not None]
    if not read:
        return None
    tables = list(read)
    added = set(terms(question)) - set(terms(best.question))
    if added:
        tables += [ref for ref in _named_by(added, hits) if ref not in tables]
    columns = {f for f in best.entities.fields if f.table_ref in tables}
    return PairNarrowing(best, tables[: max(limit, len(read))], columns)


def _named_by(words: set[str], hits: Hits) -> list[TableRef]:
    """The tables ``words`` name: by a table's own name or a value, or by the columns of at
    most ``NAMING_TABLES`` tables — "name" or "id", in every other table's columns, names
    none of them."""
    by_columns: dict[str, list[TableRef]] = {}
    named: list[TableRef] = []
    named_by = hits.of(NameFinding)
    for x in [*named_by.mentions, *named_by.names]:
        for word in words & set(x.matched):
            if x.field is None:
                named.append(x.table)
            else:
                by_columns.setdefault(word, []).append(x.table)
    for refs in by_columns.values():
        if len(set(refs)) <= NAMING_TABLES:
            named += refs
    values = hits.of(ValueFinding).values
    named += [v.field_ref.table_ref for v in values if words & set(terms(v.keyword))]
    return list(dict.fromkeys(named))


@dataclass(frozen=True)
class LLMSelection:
    tables: list[TableRef]
    columns: list[FieldRef]  # the columns the LLM says the SQL reads, all in ``tables``
    dropped: list[str]  # names it gave that are not candidates
    reason: str


async def select_by_llm(
    llm: LLM,
    question: str,
    candidates: Meta,
    examples: Sequence[PairHit],
    usage: LLMUsage,
    *,
    hints: Hints = NO_HINTS,
) -> LLMSelection:
    """The LLM's choice among ``candidates``: tables, and the columns of theirs the SQL reads;
    names that are not candidates (or columns of tables it did not choose) are dropped and
    listed."""
    example_text = "\n\n".join(f"Q: {p.question}\nSQL: {p.sql}" for p in examples) or "(none)"
    prompt = render_prompt(
        "select_tables",
        question=question,
        candidates=render_markdown(candidates),
        examples=example_text,
        evidence=hints.evidence.strip() or "(none)",
        specification=hints.specification.strip() or "(none)",
    )
    answer = await llm.complete_json(prompt, usage)
    names = answer.get("tables") if isinstance(answer, dict) else None
    if not isinstance(answer, dict) or not _strings(names):
        raise LLMError('the LLM\'s table selection has no list of strings under "tables"')
    chosen: dict[TableRef, None] = {}
    dropped = []
    for name in names:
        ref = candidates.resolve_table(name)
        if ref is None:
            dropped.append(name)
        else:
            chosen[ref] = None
    column_names = answer.get("columns", [])
    columns: dict[FieldRef, None] = {}
    for name in column_names if _strings(column_names) else []:
        column = _resolve_column(candidates, name)
        if column is None or column.table_ref not in chosen:
            dropped.append(name)
        else:
            columns[column] = None
    reason = answer.get("reason", "")
    return LLMSelection(
        list(chosen), list(columns), dropped, reason if isinstance(reason, str) else ""
    )


def _strings(value: object) -> TypeGuard[list[str]]:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def _resolve_column(meta: Meta, name: str) -> FieldRef | None:
    """``table.column`` (or ``schema.table.column``) to a field of ``meta``, else None."""
    table_name, dot, column_name = name.rpartition(".")
    ref = meta.resolve_table(table_name) if dot else None
    table = meta.table(ref) if ref is not None else None
    found = table.field(column_name) if table is not None else None
    if ref is None or found is None:
        return None
    return FieldRef(ref.schema, ref.table, found.name)
