"""The built-in retrievers as the retrieve stage runs them: dense columns and tables, the
catalog's own names, sampled values, similar training pairs.

Each is a search over the run (``Retriever.search``) answering with its finding; a caller
adds its own by passing ``Linker(retrievers=(*RETRIEVERS, mine))``, and every stage after
retrieval reads it as it reads these.
"""

from __future__ import annotations

import asyncio

from linking.catalog.meta import Meta
from linking.context import PIPELINE_EVIDENCE, Status
from linking.mode import Mode
from linking.retrieval.dense import DenseFinding, retrieve_catalog
from linking.retrieval.lexical import LexicalHit, NameFinding
from linking.retrieval.pairs import PairFinding, retrieve_pairs
from linking.retrieval.values import ValueFinding, retrieve_values
from linking.run import Deps, LinkRun, Retrieved, Retriever


async def capped(text: str, deps: Deps) -> str:
    """``text`` cut to the ``max_query_tokens`` a query is embedded with."""
    limit = deps.config.max_query_tokens
    if len(text) <= limit - 2:  # this short fits whatever the tokenizer: no need to count
        return text
    return await asyncio.to_thread(deps.embedder.truncate, text, limit)


async def search_dense(run: LinkRun, deps: Deps) -> Retrieved:
    """Vector search over column and table documents."""
    if run.mode == Mode.NAIVE:
        return Retrieved(DenseFinding(), Status.SKIPPED, "naive mode sends the whole meta")
    if run.query_vectors is None:
        return Retrieved(DenseFinding(), Status.FAILED, "its input could not be computed")
    config = deps.config
    embedded = await deps.coverage.embedded(run.meta)
    found = await retrieve_catalog(
        deps.vectors,
        run.query_vectors,
        run.subqueries,
        run.accessible,
        restricted=run.restricted,
        field_top_k=config.field_top_k,
        table_top_k=config.table_top_k,
        field_score_threshold=config.field_score_threshold,
        column_search_tables=config.column_search_tables,
    )
    if embedded < run.meta.table_count:
        # Counts of the whole catalog would tell a restricted caller how much it hides.
        so_far = "" if run.restricted else f": {embedded} of {run.meta.table_count} tables so far"
        reason = f"vectors are being built{so_far}, the rest is found by values and names"
        return Retrieved(found, Status.PENDING, reason)
    return Retrieved(found)


async def search_values(run: LinkRun, deps: Deps) -> Retrieved:
    """Full-text search over sampled values for the rewrite's keywords."""
    assert run.rewrite is not None
    found = await retrieve_values(
        deps.values,
        run.rewrite.keywords,
        run.accessible,
        restricted=run.restricted,
        limit=deps.config.value_top_k,
    )
    return Retrieved(found)


async def search_pairs(run: LinkRun, deps: Deps) -> Retrieved:
    """Similar approved training pairs, their SQL resolved inside the caller's view."""
    if not await deps.pairs_present.any(run.meta.datasource):
        return Retrieved(PairFinding(), Status.SKIPPED, "the datasource has no training pairs")
    # Against other questions, the question is the base model's (``embed_questions``).
    asked = await deps.embedder.embed_questions([await capped(run.text, deps)])
    pairs, skipped = await retrieve_pairs(
        deps.vectors,
        asked[0],
        run.view,
        role=run.role,
        limit=deps.config.pair_top_k + len(run.held_out_pairs),
        score_threshold=deps.config.pair_score_threshold,
    )
    if run.held_out_pairs:
        pairs = [p for p in pairs if p.id not in run.held_out_pairs][: deps.config.pair_top_k]
    if deps.pair_gate is not None and pairs:
        servable = await deps.pair_gate.servable(run.meta.datasource, [p.id for p in pairs])
        pairs = [p for p in pairs if p.id in servable]
    # Only to a caller who sees everything: to anyone else a withheld pair is not there.
    for pair in skipped if not run.restricted else ():
        run.diagnostics.notes.append(f"training pair {pair.id} skipped: {pair.reason}")
    if deps.learned_pairs is not None and deps.config.learn_from_pairs:
        run.pair_words = await deps.learned_pairs.words(run.view, run.role)
    return Retrieved(PairFinding(pairs))


async def search_names(run: LinkRun, deps: Deps) -> Retrieved:
    """BM25 over the catalog's own names and descriptions, and the columns the question names
    verbatim; both kept inside the caller's view."""
    assert run.rewrite is not None
    parts = [run.text, *run.rewrite.subqueries, *run.rewrite.keywords]
    lexical = deps.derived.get(run.meta).lexical
    columns, tables = lexical.search(" ".join(dict.fromkeys(parts)), limit=deps.config.field_top_k)
    names = [h for h in [*columns, *tables] if _visible(run.accessible, h)]
    mentions = [h for h in lexical.mentions(run.text) if _visible(run.accessible, h)]
    return Retrieved(NameFinding(names, mentions))


def _visible(meta: Meta, hit: LexicalHit) -> bool:
    table = meta.table(hit.table)
    return table is not None and (hit.field is None or table.field(hit.field) is not None)


# In this order their votes are fused and their evidence shown.
RETRIEVERS: tuple[Retriever, ...] = (
    Retriever("fields", search_dense, DenseFinding(), ("field", "table"), needs_vectors=True),
    Retriever("names", search_names, NameFinding(), ("lexical",), lexical=True, index_backed=False),
    Retriever("values", search_values, ValueFinding(), ("value",), lexical=True),
    Retriever("pairs", search_pairs, PairFinding(), ("pair",)),
)

# Every kind of evidence an answer of the built-in pipeline shows.
EVIDENCE_KINDS: tuple[str, ...] = (
    *dict.fromkeys(kind for r in RETRIEVERS for kind in r.evidence),
    *PIPELINE_EVIDENCE,
)
