"""The rewrite stage: keywords for value search and subqueries for field search, from an LLM
or the lexical rewriter, and what a conversation's earlier turns add
(``linking.question.history``)."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from linking.config import LinkerConfig
from linking.context import Rewrite, Status
from linking.errors import LLMError
from linking.question.history import History, reads_as_follow_up, standalone_question
from linking.question.rewrite import lexical_rewrite, llm_rewrite, with_hints
from linking.run import Deps, LinkRun


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
    after the turn's own (``linking.question.history``)."""
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
    """The rewrite of the question, with the caller's keywords and subqueries in place of its
    own; with both given, none is run."""
    hints, limits = run.hints, _limits(deps.config)
    question = run.standalone.question if run.standalone is not None else run.question
    if hints.keywords and hints.subqueries:
        run.diagnostics.record("rewrite", Status.SKIPPED, "the caller's keywords and subqueries")
        run.rewrite = with_hints(None, question, hints, **limits)
        return
    rewritten = await _rewritten(run, deps, question)
    if hints.keywords or hints.subqueries:
        rewritten = with_hints(rewritten, question, hints, **limits)
    run.rewrite = rewritten


def _limits(config: LinkerConfig) -> dict[str, int]:
    return {"max_keywords": config.max_keywords, "max_subqueries": config.max_subqueries}


async def _rewritten(run: LinkRun, deps: Deps, question: str) -> Rewrite:
    config, diagnostics, hints = deps.config, run.diagnostics, run.hints
    limits = _limits(config)
    if deps.llm is None:
        diagnostics.record("rewrite", Status.RAN, "lexical: no LLM configured")
        return lexical_rewrite(question, run.glossary, hints=hints, **limits)
    try:
        rewritten = await asyncio.wait_for(
            llm_rewrite(
                question, run.glossary, deps.llm, diagnostics.llm_usage, hints=hints, **limits
            ),
            config.llm_timeout_s,
        )
    except (LLMError, TimeoutError) as error:
        reason = str(error) or "the LLM timed out"
        diagnostics.record("rewrite", Status.DEGRADED, f"lexical fallback: {reason}")
        return lexical_rewrite(question, run.glossary, hints=hints, **limits)
    diagnostics.record("rewrite", Status.RAN, f"llm: {deps.llm.name}")
    return rewritten
