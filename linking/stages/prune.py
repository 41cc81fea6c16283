"""The prune stage: the chosen tables' columns the question needs (``linking.ranking.prune``)."""

from __future__ import annotations

from linking.context import Status
from linking.errors import LinkingError
from linking.mode import Mode
from linking.question.cues import question_cues
from linking.ranking.prune import cued_columns, field_scores, join_columns, keep_fields
from linking.retrieval.dense import retrieve_columns_of
from linking.run import Deps, LinkRun


async def prune(run: LinkRun, deps: Deps) -> None:
    """Keep the chosen tables' columns the question needs (``linking.ranking.prune``): every key,
    join and label column and those the LLM named, then each picked table's best by fused
    evidence, in turns, at most ``max_fields`` of them."""
    config, diagnostics = deps.config, run.diagnostics
    chosen, budget = run.chosen, config.max_fields
    naive_whole = run.mode == Mode.NAIVE and not config.prune_naive
    if naive_whole or budget is None or chosen.field_count <= budget:
        diagnostics.record("prune", Status.SKIPPED, "every column of the chosen tables kept")
        return
    dense = []
    if run.query_vectors is not None:
        try:
            dense = await retrieve_columns_of(
                deps.vectors, run.query_vectors, run.subqueries, chosen
            )
        except LinkingError as error:
            diagnostics.record("prune", Status.DEGRADED, f"without dense scores: {error}")
    scores = field_scores(dense, run.hits, config)
    picked = [ref for ref in run.selected if ref not in set(run.joined)]
    # A table added to join may hold the date the question filters on (orders, between
    # products and promotions): cues read it too, after the picked ones.
    pointed = cued_columns(chosen, question_cues(run.text), scores, [*picked, *run.joined])
    pointed |= {ref for ref in run.matched if ref.table_ref in set(picked)}
    kept = keep_fields(
        chosen,
        scores,
        required=join_columns(run.steps) | set(run.llm_columns) | pointed | run.pair_columns,
        join_only=set(run.joined),
        budget=budget,
        relative=config.column_relative_score,
        table_scores={c.ref: c.score for c in run.ranking},
        least=config.min_table_columns,
    )
    if diagnostics.status_of("prune") is None:
        diagnostics.record("prune", Status.RAN, f"{len(kept)} of {chosen.field_count} columns kept")
    run.chosen = chosen.filter_fields(kept)
