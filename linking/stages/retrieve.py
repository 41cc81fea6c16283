"""The retrieve stage: every retriever (``Deps.retrievers``; the built-in ones in
``linking.stages.retrievers``) run concurrently, each guarded and timed alike: one that
fails or times out is reported in the diagnostics and the others carry on."""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from collections.abc import Sequence

from linking.annotate import Annotator
from linking.backends.values import ValueHit
from linking.catalog.meta import FieldRef
from linking.context import Status
from linking.errors import BackendError, LinkingError
from linking.question.unmatched import dense_candidates
from linking.retrieval.hits import Finding, Hits
from linking.retrieval.values import ValueFinding
from linking.run import Deps, LinkRun, Retriever
from linking.stages.clock import ms_since
from linking.stages.retrievers import capped


async def retrieve(run: LinkRun, deps: Deps) -> None:
    """Every retriever, concurrently, each guarded and timed; only when none of the
    index-backed ones could run is the link an error, since any answer would be a guess.
    The values the question named are kept by column, and annotate every later answer."""
    await deps.indexer.open()
    # The retrievers that need no question vector run while it is made: on 2,000 tables that
    # took 2-5 ms off a link's median and 11 ms off its p95 (bench/README.md, "Link speed").
    # Once the lexical ones are done, so are the keywords the unmatched stage may ask about.
    # Training pairs are searched with the question as the base model embeds it (no query
    # delta): that embedding runs beside the query's.
    early = {
        r.name: asyncio.ensure_future(_guard(r, run, deps))
        for r in deps.retrievers
        if not r.needs_vectors
    }
    lexical = [early[r.name] for r in deps.retrievers if r.lexical and r.name in early]
    keywords = asyncio.ensure_future(_embed_keywords(run, deps, after=lexical))
    found = dict(early)
    try:
        await _embed(run, deps)
        found.update(
            (r.name, asyncio.ensure_future(_guard(r, run, deps)))
            for r in deps.retrievers
            if r.needs_vectors
        )
        await asyncio.gather(*found.values())
        await keywords
    finally:
        for task in [*found.values(), keywords]:
            task.cancel()  # only if the link itself was cancelled or failed
    run.hits = Hits(found[r.name].result() for r in deps.retrievers)
    tried = [run.diagnostics.status_of(r.name) for r in deps.retrievers if r.index_backed]
    tried = [status for status in tried if status != Status.SKIPPED]  # no pairs, say
    if tried and all(status == Status.FAILED for status in tried):
        reasons = "; ".join(
            f"{c.name}: {c.reason}" for c in run.diagnostics.components if c.status == Status.FAILED
        )
        raise BackendError(f"every retriever failed, nothing to link with ({reasons})")
    run.matched = _matched_values(run.hits.of(ValueFinding).values)
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
    cut = [await capped(q, deps) for q in subqueries]
    if cut[subqueries.index(asked)] != asked:
        limit = deps.config.max_query_tokens
        run.diagnostics.notes.append(f"the question was embedded as its first {limit} tokens")
    timeout = deps.config.retriever_timeout_s
    started = time.perf_counter()
    try:
        run.query_vectors = await asyncio.wait_for(deps.embedder.embed_queries(cut), timeout)
    except TimeoutError:
        run.diagnostics.record("embed", Status.FAILED, f"timed out after {timeout:g} s")
    except LinkingError as error:
        run.diagnostics.record("embed", Status.FAILED, str(error))
    finally:
        run.diagnostics.timings_ms["retrieve.embed"] = ms_since(started)


async def _embed_keywords(
    run: LinkRun, deps: Deps, *, after: Sequence[asyncio.Future[Finding]]
) -> None:
    """The keywords the unmatched stage may ask the vectors about, embedded once the
    retrievers ``after`` (those matching words) have said which words they match
    (``linking.question.unmatched.dense_candidates``)."""
    if after:
        await asyncio.wait(after)  # not cancelling them if this is
    asked = dense_candidates(
        run.own_keywords,
        question=run.question,
        vocabulary=run.words.vocabulary if run.words is not None else frozenset(),
        hits=Hits(future.result() for future in after),
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


async def _guard(retriever: Retriever, run: LinkRun, deps: Deps) -> Finding:
    """Run one retriever, timed; record how it went instead of letting it sink the link."""
    name, timeout = retriever.name, deps.config.retriever_timeout_s
    started = time.perf_counter()
    try:
        retrieved = await asyncio.wait_for(retriever.search(run, deps), timeout)
    except TimeoutError:
        run.diagnostics.record(name, Status.FAILED, f"timed out after {timeout:g} s")
    except LinkingError as error:
        run.diagnostics.record(name, Status.FAILED, str(error))
    else:
        run.diagnostics.record(name, retrieved.status, retrieved.reason)
        return retrieved.found
    finally:
        run.diagnostics.timings_ms[f"retrieve.{name}"] = ms_since(started)
    return retriever.nothing


def _matched_values(hits: list[ValueHit]) -> dict[FieldRef, list[str]]:
    matched: dict[FieldRef, list[str]] = defaultdict(list)
    for hit in hits:
        if hit.value not in matched[hit.field_ref]:
            matched[hit.field_ref].append(hit.value)
    return dict(matched)
