"""The retrieve stage: every retriever — dense columns and tables, values, training pairs,
the catalog's own names — run concurrently, each guarded and timed alike: one that fails or
times out is reported in the diagnostics and the others carry on."""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Sequence

from linking.annotate import Annotator
from linking.backends.values import ValueHit
from linking.catalog.meta import FieldRef, Meta
from linking.context import Status
from linking.errors import BackendError, LinkingError
from linking.mode import Mode
from linking.question.unmatched import dense_candidates
from linking.retrieval.lexical import LexicalHit
from linking.retrieval.retrieve import retrieve_catalog, retrieve_pairs, retrieve_values
from linking.run import Deps, LinkRun
from linking.stages.clock import ms_since

# A retriever fills in its part of ``run.hits``; it answers why, when it did not run.
NotRun = tuple[Status, str]
Retriever = Callable[[LinkRun, Deps], Awaitable[NotRun | None]]
NO_VECTORS: NotRun = (Status.FAILED, "its input could not be computed")


async def retrieve(run: LinkRun, deps: Deps) -> None:
    """Every retriever, concurrently, each guarded and timed; only when none of the
    index-backed ones could run is the link an error, since any answer would be a guess.
    The values the question named are kept by column, and annotate every later answer."""
    await deps.indexer.open()
    # The retrievers that need no question vector run while it is made: on 2,000 tables that
    # took 2-5 ms off a link's median and 11 ms off its p95 (bench/README.md, "Link speed").
    # Once they are done, so are the keywords the unmatched stage may ask about.
    # Training pairs are searched with the question as the base model embeds it (no query
    # delta): that embedding runs beside the query's.
    early = {
        name: asyncio.ensure_future(_guard(name, retriever, run, deps))
        for name, retriever in RETRIEVERS
        if name not in NEEDS_VECTORS
    }
    lexical = [task for name, task in early.items() if name in ("names", "values")]
    keywords = asyncio.ensure_future(_embed_keywords(run, deps, after=lexical))
    try:
        await _embed(run, deps)
        await asyncio.gather(
            *early.values(),
            *(_guard(n, r, run, deps) for n, r in RETRIEVERS if n in NEEDS_VECTORS),
        )
        await keywords
    finally:
        for task in [*early.values(), keywords]:
            task.cancel()  # only if the link itself was cancelled or failed
    needed = ["values", "pairs"] + (["fields"] if run.mode != Mode.NAIVE else [])
    tried = [run.diagnostics.status_of(name) for name in needed]
    tried = [status for status in tried if status != Status.SKIPPED]  # no pairs, say
    if tried and all(status == Status.FAILED for status in tried):
        reasons = "; ".join(
            f"{c.name}: {c.reason}" for c in run.diagnostics.components if c.status == Status.FAILED
        )
        raise BackendError(f"every retriever failed, nothing to link with ({reasons})")
    run.matched = _matched_values(run.hits.values)
    run.annotator = Annotator(
        run.matched,
        max_values=deps.config.annotate_max_values,
        max_chars=deps.config.annotate_max_value_chars,
    )


async def _embed(run: LinkRun, deps: Deps) -> None:
    """The question (with the caller's evidence and specification, ``run.text``) and its
    subqueries as query vectors, each cut to ``max_query_tokens`` (embedding costs by the
    token)."""
    assert run.rewrite is not None
    asked = run.text
    subqueries = [asked if q == run.question else q for q in run.rewrite.subqueries] or [asked]
    if asked not in subqueries:
        subqueries.insert(0, asked)
    run.subqueries = subqueries
    capped = [await _capped(q, deps) for q in subqueries]
    if capped[subqueries.index(asked)] != asked:
        limit = deps.config.max_query_tokens
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
        run.diagnostics.timings_ms["retrieve.embed"] = ms_since(started)


async def _capped(text: str, deps: Deps) -> str:
    limit = deps.config.max_query_tokens
    if len(text) <= limit - 2:  # this short fits whatever the tokenizer: no need to count
        return text
    return await asyncio.to_thread(deps.embedder.truncate, text, limit)


async def _embed_keywords(
    run: LinkRun, deps: Deps, *, after: Sequence[asyncio.Future[None]]
) -> None:
    """The keywords the unmatched stage may ask the vectors about, embedded once the
    retrievers ``after`` (names, values) have said which words they match
    (``linking.question.unmatched.dense_candidates``)."""
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
        run.diagnostics.timings_ms["retrieve.keywords"] = ms_since(started)


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
        run.diagnostics.timings_ms[f"retrieve.{name}"] = ms_since(started)


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
    # Against other questions, the question is the base model's (``embed_questions``).
    asked = await deps.embedder.embed_questions([await _capped(run.text, deps)])
    run.hits.pairs, skipped = await retrieve_pairs(
        deps.vectors,
        asked[0],
        run.view,
        role=run.role,
        limit=deps.config.pair_top_k + len(run.held_out_pairs),
        score_threshold=deps.config.pair_score_threshold,
    )
    if run.held_out_pairs:
        kept = [p for p in run.hits.pairs if p.id not in run.held_out_pairs]
        run.hits.pairs = kept[: deps.config.pair_top_k]
    if deps.pair_gate is not None and run.hits.pairs:
        ids = [p.id for p in run.hits.pairs]
        servable = await deps.pair_gate.servable(run.meta.datasource, ids)
        run.hits.pairs = [p for p in run.hits.pairs if p.id in servable]
    # Only to a caller who sees everything: to anyone else a withheld pair is not there.
    for pair in skipped if not run.restricted else ():
        run.diagnostics.notes.append(f"training pair {pair.id} skipped: {pair.reason}")
    if deps.learned_pairs is not None and deps.config.learn_from_pairs:
        run.pair_words = await deps.learned_pairs.words(run.view, run.role)
    return None


async def _names(run: LinkRun, deps: Deps) -> NotRun | None:
    """BM25 over the catalog's own names and descriptions, and the columns the question names
    verbatim; both kept inside the caller's view."""
    assert run.rewrite is not None
    parts = [run.text, *run.rewrite.subqueries, *run.rewrite.keywords]
    lexical = deps.derived.get(run.meta).lexical
    columns, tables = lexical.search(" ".join(dict.fromkeys(parts)), limit=deps.config.field_top_k)
    run.hits.names = [h for h in [*columns, *tables] if _visible(run.accessible, h)]
    run.hits.mentions = [h for h in lexical.mentions(run.text) if _visible(run.accessible, h)]
    return None


NEEDS_VECTORS = frozenset({"fields"})


RETRIEVERS: tuple[tuple[str, Retriever], ...] = (
    ("fields", _dense_catalog),
    ("values", _values),
    ("pairs", _pairs),
    ("names", _names),
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
