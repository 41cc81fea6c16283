"""One evaluation of a datasource: every approved pair's question linked again with the pair
held out of pair retrieval (leave-one-out), scored against what the pair's SQL reads
(``linking.evaluation``), and the summary stored on the ``Evaluation`` row, with the glossary
entries the pairs suggest (``service.store.glossary_suggestions``).

It runs within the view of the role that asked for it: a pair whose SQL or question the role
may not see is left out as if it were not there, the links keep to the role's policy, and the
questions of the worst answers are shown as the role may see them (``AccessView.shown_pair``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select

from linking import Linker, LinkingError, Scored, Withheld, score, suggest, summarize
from service.domain.access import glossary_of, glossary_scope, policy_of
from service.domain.catalogs import CatalogCache, load_catalog
from service.store.db import Store
from service.store.evaluations import Evaluation
from service.store.glossary_suggestions import record
from service.store.models import (
    Datasource,
    GlossaryTerm,
    PairStatus,
    Policy,
    TrainingPair,
    utcnow,
)
from service.worker.sync import JobControl

NO_PAIRS = "the datasource has no approved training pairs this role may see: nothing to evaluate"


@dataclass(frozen=True)
class EvaluationDeps:
    store: Store
    linker: Linker
    catalogs: CatalogCache
    # Each question is one step of it: a serving process's users' links go first
    # (``service.limits.Admission.background``); a worker of its own (None) goes at once.
    background: Callable[[], AbstractAsyncContextManager[None]] = contextlib.nullcontext


@dataclass
class EvaluationJob:
    """One evaluation, and its progress as it goes (what the heartbeat writes)."""

    deps: EvaluationDeps
    job_id: str
    datasource_id: str
    control: JobControl
    progress: dict[str, Any]

    async def run(self) -> dict[str, Any]:
        store, linker = self.deps.store, self.deps.linker
        async with store.session() as session:
            evaluation = await session.scalar(
                select(Evaluation).where(Evaluation.job_id == self.job_id)
            )
            if evaluation is None:
                raise LinkingError(f"job {self.job_id} has no evaluation to fill")
            role = evaluation.role
            revision = await session.scalar(
                select(Datasource.revision).where(Datasource.id == self.datasource_id)
            )
            meta = await load_catalog(session, self.deps.catalogs, self.datasource_id)
            if meta is None or revision is None:
                raise LinkingError(f"datasource {self.datasource_id!r} has no synced catalog")
            policy = (
                policy_of(await session.scalars(select(Policy).where(Policy.role == role)))
                if role is not None
                else None
            )
            glossary = glossary_of(
                await session.scalars(select(GlossaryTerm).where(glossary_scope(meta.datasource)))
            )
            pairs = list(
                await session.execute(
                    select(TrainingPair.id, TrainingPair.question, TrainingPair.sql)
                    .where(
                        TrainingPair.datasource_id == self.datasource_id,
                        TrainingPair.status == PairStatus.APPROVED,
                    )
                    .order_by(TrainingPair.created_at, TrainingPair.id)
                )
            )
        view = linker.view(meta, policy)
        visible = []
        for pair_id, question, sql in pairs:
            try:
                needed = view.shown_sql(sql, question)
            except Withheld:
                continue  # not this role's to see, nor to be counted
            visible.append((pair_id, question, view.shown_pair(sql, question)[1], needed))
        self.progress.update(phase="linking", pairs=len(visible), linked=0)
        await self.control.phase_changed()
        scored: list[Scored] = []
        for pair_id, question, shown_question, needed in visible:
            async with self.deps.background():
                context = await linker.link(
                    question,
                    meta,
                    policy=policy,
                    role=role,
                    glossary=glossary,
                    held_out_pairs=(pair_id,),
                )
            scored.append(score(pair_id, shown_question, needed, context, meta))
            self.progress["linked"] = len(scored)
            await self.control.progressed()
        figures = summarize(scored)
        message = (
            f"{len(scored)} approved pairs linked, each held out of pair retrieval"
            if scored
            else NO_PAIRS
        )
        async with store.session() as session:
            row = await session.get(Evaluation, evaluation.id)
            if row is not None:  # gone with its datasource meanwhile: nothing to keep
                row.revision, row.figures, row.message = revision, figures, message
                row.finished_at, row.pending = utcnow(), None
                await record(
                    session,
                    datasource_id=self.datasource_id,
                    role=role,
                    evaluation_id=evaluation.id,
                    found=suggest(scored),
                    questions={s.pair_id: s.question for s in scored},
                )
                await session.commit()
        return {"message": message, "evaluation": evaluation.id, "questions": len(scored)}
