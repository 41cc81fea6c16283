"""The linking pipeline as data: an ordered tuple of stages over one ``LinkRun``.

    access → rewrite → mode → retrieve → select → prune → annotate

Each stage is an async function of the run and the linker's dependencies (``Deps``); the
linker runs them in this order, times each the same way, and stops when one finds nothing
to link. Inside ``retrieve``, every retriever — dense columns and tables, values, training
pairs, the catalog's own names — is guarded and timed alike: one that fails or times out is
reported in the diagnostics and the others carry on. An LLM that fails is replaced by its
lexical or score-based fallback.
"""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace

import numpy as np

from linking.annotate import Annotator
from linking.config import LinkerConfig
from linking.context import PairHit, Status
from linking.cues import question_cues
from linking.errors import BackendError, LinkingError, LLMError
from linking.history import History, reads_as_follow_up, standalone_question
from linking.joins import connect
from linking.labels import label_columns
from linking.lexical import LexicalHit
from linking.meta import FieldRef, Meta, TableRef
from linking.mode import Mode, choose_mode
from linking.privacy import redacted_meta, redacted_pairs
from linking.prune import cued_columns, field_scores, join_columns, keep_fields
from linking.retrieve import (
    PairMatch,
    retrieve_catalog,
    retrieve_columns_of,
    retrieve_pairs,
    retrieve_values,
)
from linking.rewrite import lexical_rewrite, llm_rewrite
from linking.run import Deps, LinkRun
from linking.select import (
    TableCandidate,
    focus_schemas,
    lean_on_history,
    narrowed_by_pair,
    rank_tables,
    select_by_evidence,
    select_by_llm,
)
from linking.unmatched import dense_candidates, lexically_unmatched
from linking.values import ValueHit

RANKING_SHOWN = 30  # candidates listed in diagnostics, selected or not

Stage = Callable[[LinkRun, Deps], Awaitable[None]]


async def access(run: LinkRun, deps: Deps) -> None:
    """Cut the catalog to what the caller's role may see; nothing outside it is searched,
    annotated or returned, not even a glossary synonym."""
    view = deps.derived.view(run.meta, run.policy)
    run.view, run.accessible, run.restricted, run.graph = (
        view,
        view.accessible,
        view.restricted,
        view.graph,
    )
    if run.restricted and run.glossary is not None:
        run.glossary = run.glossary.hiding(view.hidden.named_in)
    words = deps.derived.get(run.meta).words
    run.words = words.within(run.accessible, run.meta) if run.restricted else words
    if run.accessible.table_count == 0:
        run.stop("the caller may see no table of this datasource")


async def rewrite(run: LinkRun, deps: Deps) -> None:
    """Keywords for value search and subqueries for field search: the LLM's, or the lexical
    rewriter's when there is no LLM or it fails; then what the earlier turns add. With an LLM,
    a follow-up is first rewritten into a question that stands alone, and that is rewritten."""
    if run.turns and deps.llm is not None:
        await _standalone(run, deps)
    await _rewrite_question(run, deps)
    if run.turns:
        _read_history(run, deps.config)


async def _standalone(run: LinkRun, deps: Deps) -> None:
    assert deps.llm is not None
    config, diagnostics = deps.config, run.diagnostics
    try:
        run.standalone = await asyncio.wait_for(
            standalone_question(
                run.question,
                run.turns,
                deps.llm,
                diagnostics.llm_usage,
                max_chars=config.max_question_chars,
            ),
            config.llm_timeout_s,
        )
    except (LLMError, TimeoutError) as error:
        reason = str(error) or "the LLM timed out"
        diagnostics.record("standalone", Status.DEGRADED, f"the question as asked: {reason}")
        return
    diagnostics.record("standalone", Status.RAN, f"llm: {deps.llm.name}")
    if run.standalone.question != run.question:
        diagnostics.notes.append(f"the follow-up read as: {run.standalone.question}")


def _read_history(run: LinkRun, config: LinkerConfig) -> None:
    """The earlier turns' tables (inside the caller's view) and their keywords, searched
    after the turn's own (``linking.history``)."""
    assert run.rewrite is not None
    history = History.read(
        run.turns,
        run.accessible,
        decay=config.history_decay,
        place_decay=config.history_place_decay,
    )
    run.history = history
    run.diagnostics.notes.extend(history.notes)
    own = run.rewrite.keywords
    # The LLM's reading of the turn, when it gave one, else the lexical cues.
    run.follow_up = (
        run.standalone.follows_up
        if run.standalone is not None
        else reads_as_follow_up(run.question, own, config.history_min_keywords)
    )
    if config.history_keywords and history.keywords:
        keywords = tuple(dict.fromkeys([*own, *history.keywords]))[: config.max_keywords]
        run.rewrite = replace(run.rewrite, keywords=keywords)
        if carried := [k for k in keywords if k not in own]:
            run.diagnostics.notes.append("keywords from earlier turns: " + ", ".join(carried))
            run.carried_keywords = frozenset(carried)


async def _rewrite_question(run: LinkRun, deps: Deps) -> None:
    config, diagnostics = deps.config, run.diagnostics
    limits = {"max_keywords": config.max_keywords, "max_subqueries": config.max_subqueries}
    question = run.standalone.question if run.standalone is not None else run.question
    if deps.llm is None:
        diagnostics.record("rewrite", Status.RAN, "lexical: no LLM configured")
        run.rewrite = lexical_rewrite(question, run.glossary, **limits)
        return
    try:
        run.rewrite = await asyncio.wait_for(
            llm_rewrite(question, run.glossary, deps.llm, diagnostics.llm_usage, **limits),
            config.llm_timeout_s,
        )
    except (LLMError, TimeoutError) as error:
        reason = str(error) or "the LLM timed out"
        diagnostics.record("rewrite", Status.DEGRADED, f"lexical fallback: {reason}")
        run.rewrite = lexical_rewrite(question, run.glossary, **limits)
        return
    diagnostics.record("rewrite", Status.RAN, f"llm: {deps.llm.name}")


async def mode(run: LinkRun, deps: Deps) -> None:
    """Naive, reasoning or rag, from the size of the caller's view (``linking.mode``)."""
    choice = choose_mode(run.accessible, run.mode, deps.config)
    run.mode, run.mode_reason = choice.mode, choice.reason


async def retrieve(run: LinkRun, deps: Deps) -> None:
    """Every retriever, concurrently, each guarded and timed; only when none of the
    index-backed ones could run is the link an error, since any answer would be a guess."""
    await deps.indexer.open()
    # The retrievers that need no question vector run while it is made: on 2,000 tables that
    # took 2-5 ms off a link's median and 11 ms off its p95 (bench/README.md, "Link speed").
    # Once they are done, so are the keywords the unmatched stage may ask about.
    early = [
        asyncio.ensure_future(_guard(name, retriever, run, deps))
        for name, retriever in RETRIEVERS
        if name not in NEEDS_VECTORS
    ]
    keywords = asyncio.ensure_future(_embed_keywords(run, deps, after=early))
    try:
        await _embed(run, deps)
        await asyncio.gather(
            *early, *(_guard(n, r, run, deps) for n, r in RETRIEVERS if n in NEEDS_VECTORS)
        )
        await keywords
    finally:
        for task in [*early, keywords]:
            task.cancel()  # only if the link itself was cancelled or failed
    needed = ["values", "pairs"] + (["fields"] if run.mode != Mode.NAIVE else [])
    tried = [run.diagnostics.status_of(name) for name in needed]
    tried = [status for status in tried if status != Status.SKIPPED]  # no pairs, say
    if tried and all(status == Status.FAILED for status in tried):
        reasons = "; ".join(
            f"{c.name}: {c.reason}" for c in run.diagnostics.components if c.status == Status.FAILED
        )
        raise BackendError(f"every retriever failed, nothing to link with ({reasons})")


async def _embed(run: LinkRun, deps: Deps) -> None:
    """The question and its subqueries as query vectors, each cut to ``max_query_tokens``
    (embedding costs by the token)."""
    assert run.rewrite is not None
    subqueries = list(run.rewrite.subqueries) or [run.question]
    if run.question not in subqueries:
        subqueries.insert(0, run.question)
    run.subqueries = subqueries
    limit = deps.config.max_query_tokens
    capped = [
        # A text this short fits whatever the tokenizer: no need to count.
        q if len(q) <= limit - 2 else await asyncio.to_thread(deps.embedder.truncate, q, limit)
        for q in subqueries
    ]
    if capped[subqueries.index(run.question)] != run.question:
        run.diagnostics.notes.append(f"the question was embedded as its first {limit} tokens")
    timeout = deps.config.retriever_timeout_s
    started = time.perf_counter()
    try:
        run.query_vectors = await asyncio.wait_for(deps.embedder.embed_queries(capped), timeout)
    except TimeoutError:
        run.diagnostics.record("embed", Status.FAILED, f"timed out after {timeout:g} s")
    except LinkingError as error:
        run.diagnostics.record("embed", Status.FAILED, str(error))
    finally:
        run.diagnostics.timings_ms["retrieve.embed"] = _ms_since(started)


async def _embed_keywords(
    run: LinkRun, deps: Deps, *, after: Sequence[asyncio.Future[None]]
) -> None:
    """The keywords the unmatched stage may ask the vectors about, embedded once the
    retrievers ``after`` (names, values) have said which words they match
    (``linking.unmatched.dense_candidates``)."""
    await asyncio.wait(after)  # not cancelling them if this is cancelled
    asked = dense_candidates(
        run.own_keywords,
        question=run.question,
        vocabulary=run.words.vocabulary if run.words is not None else frozenset(),
        hits=run.hits,
        glossary=run.glossary,
    )
    if not asked:
        return
    started = time.perf_counter()
    try:
        vectors = await asyncio.wait_for(
            deps.embedder.embed_queries(list(asked)), deps.config.retriever_timeout_s
        )
    except (LinkingError, TimeoutError) as error:
        reason = str(error) or "embedding timed out"
        run.diagnostics.record("unmatched", Status.DEGRADED, f"by name only: {reason}")
    else:
        run.keyword_vectors = dict(zip(asked, vectors, strict=True))
    finally:
        run.diagnostics.timings_ms["retrieve.keywords"] = _ms_since(started)


# A retriever fills in its part of ``run.hits``; it answers why, when it did not run.
NotRun = tuple[Status, str]
Retriever = Callable[[LinkRun, Deps], Awaitable[NotRun | None]]
NO_VECTORS: NotRun = (Status.FAILED, "its input could not be computed")


async def _guard(name: str, retriever: Retriever, run: LinkRun, deps: Deps) -> None:
    """Run one retriever, timed; record how it went instead of letting it sink the link."""
    timeout = deps.config.retriever_timeout_s
    started = time.perf_counter()
    try:
        not_run = await asyncio.wait_for(retriever(run, deps), timeout)
    except TimeoutError:
        run.diagnostics.record(name, Status.FAILED, f"timed out after {timeout:g} s")
    except LinkingError as error:
        run.diagnostics.record(name, Status.FAILED, str(error))
    else:
        run.diagnostics.record(name, *(not_run or (Status.RAN, "")))
    finally:
        run.diagnostics.timings_ms[f"retrieve.{name}"] = _ms_since(started)


async def _dense_catalog(run: LinkRun, deps: Deps) -> NotRun | None:
    """Vector search over column and table documents."""
    if run.mode == Mode.NAIVE:
        return Status.SKIPPED, "naive mode sends the whole meta"
    if run.query_vectors is None:
        return NO_VECTORS
    config = deps.config
    embedded = await deps.coverage.embedded(run.meta)
    run.hits.fields, run.hits.tables = await retrieve_catalog(
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
        return Status.PENDING, (
            f"vectors are being built{so_far}, the rest is found by values and names"
        )
    return None


async def _values(run: LinkRun, deps: Deps) -> NotRun | None:
    """Full-text search over sampled values for the rewrite's keywords."""
    assert run.rewrite is not None
    run.hits.values = await retrieve_values(
        deps.values,
        run.rewrite.keywords,
        run.accessible,
        restricted=run.restricted,
        limit=deps.config.value_top_k,
    )
    return None


async def _pairs(run: LinkRun, deps: Deps) -> NotRun | None:
    """Similar approved training pairs, their SQL resolved inside the caller's view."""
    if not await deps.pairs_present.any(run.meta.datasource):
        return Status.SKIPPED, "the datasource has no training pairs"
    if run.query_vectors is None:
        return NO_VECTORS
    question_vector = run.query_vectors[run.subqueries.index(run.question)]
    run.hits.pairs, skipped = await retrieve_pairs(
        deps.vectors,
        question_vector,
        run.view,
        role=run.role,
        limit=deps.config.pair_top_k,
        score_threshold=deps.config.pair_score_threshold,
    )
    # Only to a caller who sees everything: to anyone else a withheld pair is not there.
    for pair in skipped if not run.restricted else ():
        run.diagnostics.notes.append(f"training pair {pair.id} skipped: {pair.reason}")
    return None


async def _names(run: LinkRun, deps: Deps) -> NotRun | None:
    """BM25 over the catalog's own names and descriptions, and the columns the question names
    verbatim; both kept inside the caller's view."""
    assert run.rewrite is not None
    parts = [run.question, *run.rewrite.subqueries, *run.rewrite.keywords]
    lexical = deps.derived.get(run.meta).lexical
    columns, tables = lexical.search(" ".join(dict.fromkeys(parts)), limit=deps.config.field_top_k)
    run.hits.names = [h for h in [*columns, *tables] if _visible(run.accessible, h)]
    run.hits.mentions = [h for h in lexical.mentions(run.question) if _visible(run.accessible, h)]
    return None


NEEDS_VECTORS = frozenset({"fields", "pairs"})
RETRIEVERS: tuple[tuple[str, Retriever], ...] = (
    ("fields", _dense_catalog),
    ("values", _values),
    ("pairs", _pairs),
    ("names", _names),
)


async def select(run: LinkRun, deps: Deps) -> None:
    """Rank the candidate tables by fused evidence; let the LLM choose among them when there
    is one and enough to choose from (its answer checked); add the tables that join them."""
    config, diagnostics = deps.config, run.diagnostics
    run.ranking = rank_tables(run.question, run.hits, run.graph, config, words=run.words)
    if run.history is not None and run.history.tables:
        strength = config.history_weight if run.follow_up else config.history_standalone_weight
        run.ranking = lean_on_history(run.ranking, run.history.tables, strength)
    diagnostics.ranking = [(str(c.ref), round(c.score, 4)) for c in run.ranking[:RANKING_SHOWN]]
    run.matched = _matched_values(run.hits.values)
    run.annotator = Annotator(
        run.matched,
        max_values=config.annotate_max_values,
        max_chars=config.annotate_max_value_chars,
    )
    run.pair_hits = [_pair_hit(p, run.accessible) for p in run.hits.pairs]
    run.selected = await _selected_tables(run, deps)
    run.joined, run.steps = connect(run.graph, run.selected, config.max_join_path_length)
    if not run.selected:
        run.stop("no table in the accessible catalog matches the question")
        return
    run.chosen = run.accessible.filter_tables([*run.selected, *run.joined])


async def _selected_tables(run: LinkRun, deps: Deps) -> list[TableRef]:
    config, diagnostics, ranked = deps.config, run.diagnostics, run.ranking
    if run.mode == Mode.NAIVE:
        diagnostics.record("select", Status.SKIPPED, "naive mode keeps every table")
        return run.accessible.table_refs()
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
                select_by_llm(deps.llm, asked, candidates, examples, diagnostics.llm_usage),
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
                run.llm_columns = choice.columns
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
    return select_by_evidence(pool, run.graph, config)


async def prune(run: LinkRun, deps: Deps) -> None:
    """Keep the chosen tables' columns the question needs (``linking.prune``): every key,
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
    pointed = cued_columns(chosen, question_cues(run.question), scores, [*picked, *run.joined])
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


async def annotate(run: LinkRun, deps: Deps) -> None:
    """Describe the chosen fields with example values, matched ones first; each field's
    examples are worked out once per link (the LLM's prompt may have needed them already)."""
    assert run.annotator is not None, "select makes the annotator"
    run.chosen = run.annotator.meta(run.chosen)


async def unmatched(run: LinkRun, deps: Deps) -> None:
    """The turn's own words nothing returned answers (``linking.unmatched``): those no name
    matches, less those that, embedded alone, lie near a returned column."""
    left = lexically_unmatched(
        run.own_keywords,
        question=run.question,
        returned=run.chosen,
        hits=run.hits,
        glossary=run.glossary,
    )
    # Only a word no name or description in the caller's view uses may be a synonym of a
    # returned column (one that names another table's column is unmatched by what was
    # returned); those were embedded during retrieval (``_embed_keywords``).
    asked = [word for word in left if word in run.keyword_vectors]
    if asked:
        vectors = np.vstack([run.keyword_vectors[word] for word in asked])
        try:
            near = await retrieve_columns_of(deps.vectors, vectors, asked, run.chosen)
        except LinkingError as error:
            run.diagnostics.record("unmatched", Status.DEGRADED, f"by name only: {error}")
        else:
            close = {h.subquery for h in near if h.score >= deps.config.unmatched_dense_score}
            left = tuple(word for word in left if word not in close)
    run.unmatched = left


STAGES: tuple[tuple[str, Stage], ...] = (
    ("access", access),
    ("rewrite", rewrite),
    ("mode", mode),
    ("retrieve", retrieve),
    ("select", select),
    ("prune", prune),
    ("annotate", annotate),
    ("unmatched", unmatched),
)


def _visible(meta: Meta, hit: LexicalHit) -> bool:
    table = meta.table(hit.table)
    return table is not None and (hit.field is None or table.field(hit.field) is not None)


def _matched_values(hits: list[ValueHit]) -> dict[FieldRef, list[str]]:
    matched: dict[FieldRef, list[str]] = defaultdict(list)
    for hit in hits:
        if hit.value not in matched[hit.field_ref]:
            matched[hit.field_ref].append(hit.value)
    return dict(matched)


def _hit_meta(meta: Meta, ranked: list[TableCandidate], run: LinkRun) -> Meta:
    """The hit tables with only their hit fields, keys and labels: a small prompt for
    reranking that still shows how each table joins and names its rows."""
    hits = run.hits
    tables = {c.ref for c in ranked}
    hit_fields = {h.ref for h in hits.fields} | {v.field_ref for v in hits.values}
    hit_fields |= {
        FieldRef(x.table.schema, x.table.table, x.field)
        for x in [*hits.names, *hits.mentions]
        if x.field
    }
    for p in hits.pairs:
        hit_fields.update(p.entities.fields)
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


def _pair_hit(pair: PairMatch, meta: Meta) -> PairHit:
    return PairHit(
        id=pair.id,
        question=pair.question,
        sql=pair.sql,
        score=round(pair.score, 6),
        tables=tuple(meta.display_name(t) for t in pair.entities.tables),
        fields=tuple(str(f) for f in pair.entities.fields),
    )


def _ms_since(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 3)
