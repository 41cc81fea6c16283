"""The select stage: which of the ranked tables the answer is about, chosen by the LLM when
there is one and enough to choose from (its answer checked), or by their scores."""

from __future__ import annotations

import asyncio

from linking.catalog.labels import label_columns
from linking.catalog.meta import FieldRef, Meta, TableRef
from linking.context import Status
from linking.errors import LLMError
from linking.mode import Mode
from linking.privacy import redacted_meta, redacted_pairs
from linking.ranking.select import TableCandidate, narrowed_by_pair, select_by_llm
from linking.ranking.sizing import Selection, focus_schemas, judge, select_by_evidence, within
from linking.run import Deps, LinkRun


async def select(run: LinkRun, deps: Deps) -> None:
    """Choose among the ranked tables: every table in naive mode, the tables an approved
    pair asking the same question reads, the LLM's choice when there is one and enough to
    choose from (its answer checked), or the smallest set the scores say is complete
    enough; and how likely the choice is to hold every table the SQL reads."""
    selection = await _selection(run, deps)
    run.selected, run.completeness = selection.tables, selection.completeness
    if not run.selected:
        run.stop("no table in the accessible catalog matches the question")


async def _selection(run: LinkRun, deps: Deps) -> Selection:
    config, limit = deps.config, run.trade_off.max_tables
    everything = run.accessible.table_refs()
    if run.mode == Mode.NAIVE and (limit is None or len(everything) <= limit):
        run.diagnostics.record("select", Status.SKIPPED, "naive mode keeps every table")
        return Selection(everything, 1.0)
    chosen = await _selected_tables(run, deps)
    if isinstance(chosen, Selection):
        return chosen
    if limit is not None:
        chosen = within(chosen, run.graph, limit, config.max_join_path_length)
    learned = run.pair_words is not None
    return Selection(chosen, judge(chosen, run.ranking, run.graph, config, learned=learned))


async def _selected_tables(run: LinkRun, deps: Deps) -> list[TableRef] | Selection:
    config, diagnostics, ranked = deps.config, run.diagnostics, run.ranking
    narrowing = narrowed_by_pair(
        run.question,
        run.hits,
        run.accessible,
        threshold=config.pair_narrow_score,
        limit=config.max_selected_tables,
    )
    if narrowing is not None:
        pair = narrowing.pair
        diagnostics.record(
            "select", Status.RAN, f"approved pair {pair.id} ({pair.score:.2f}): the tables it reads"
        )
        run.pair_columns = narrowing.columns
        return narrowing.tables
    wants_llm = run.mode == Mode.REASONING or len(ranked) > config.rerank_above_tables
    if deps.llm is not None and wants_llm and (ranked or run.mode == Mode.REASONING):
        assert run.annotator is not None
        if run.mode == Mode.REASONING:
            candidates = run.annotator.meta(run.accessible)
        else:
            # Annotated: the values a question names ("已退款") tell tables apart.
            candidates = run.annotator.meta(_hit_meta(run.accessible, ranked, run))
        examples = run.pair_hits
        # A follow-up is chosen for as the LLM reworded it to stand alone ("of these …").
        asked = run.standalone.question if run.standalone is not None else run.question
        if config.private:
            candidates = redacted_meta(candidates)
            examples = redacted_pairs(run.pair_hits, run.meta.dialect)
        try:
            choice = await asyncio.wait_for(
                select_by_llm(
                    deps.llm, asked, candidates, examples, diagnostics.llm_usage, hints=run.hints
                ),
                config.llm_timeout_s,
            )
        except (LLMError, TimeoutError) as error:
            diagnostics.record(
                "select", Status.DEGRADED, f"score ranking: {error or 'the LLM timed out'}"
            )
        else:
            if choice.dropped:
                diagnostics.notes.append(
                    "the LLM named what is not a candidate, dropped: " + ", ".join(choice.dropped)
                )
            if choice.tables:
                diagnostics.record("select", Status.RAN, f"llm: {choice.reason}".strip())
                run.llm_columns, run.llm_reason = choice.columns, choice.reason
                return choice.tables
            if not choice.dropped:
                # It read the candidates and found none that answers: "no data", not the
                # scores it has just overruled.
                diagnostics.record("select", Status.RAN, f"llm chose none: {choice.reason}")
                return []
            diagnostics.record(
                "select", Status.DEGRADED, "score ranking: the LLM chose no candidate table"
            )
    else:
        why = (
            "no LLM configured"
            if deps.llm is None
            else f"{len(ranked)} tables hit, no more than {config.rerank_above_tables}"
        )
        diagnostics.record("select", Status.RAN, f"score ranking: {why}")
    pool = ranked
    if config.selection_schemas:
        pool = focus_schemas(ranked, keep=config.selection_schemas, vote_top=config.schema_vote_top)
    learned = run.pair_words is not None
    return select_by_evidence(pool, run.graph, config, run.trade_off, learned=learned)


def _hit_meta(meta: Meta, ranked: list[TableCandidate], run: LinkRun) -> Meta:
    """The hit tables with only their hit fields, keys and labels: a small prompt for
    reranking that still shows how each table joins and names its rows."""
    tables = {c.ref for c in ranked}
    hit_fields = {vote.column for vote in run.hits.column_votes()}
    keys: set[FieldRef] = set()
    for ref in tables:
        table = meta.table(ref)
        if table is None:
            continue
        keys.update(FieldRef(ref.schema, ref.table, name) for name in table.primary_key)
        keys.update(FieldRef(ref.schema, ref.table, name) for name in label_columns(table))
        keys.update(
            FieldRef(ref.schema, ref.table, c) for fk in table.foreign_keys for c in fk.columns
        )
    return meta.filter_tables(tables).filter_fields(hit_fields | keys)
