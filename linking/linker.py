"""The linker: a question and a catalog in, a MetaContext out.

``Linker.link`` runs the stages of ``linking.stages`` in order over one ``LinkRun``:

    access → rewrite → mode → retrieve → rank → select → join → prune → annotate → unmatched

timing each, and stops early when a stage finds nothing to link; ``linking.stages.assemble``
makes the answer. The linker also owns the backends (embedder, vector index, value index,
optional LLM) and the operations the service needs on them: indexing catalogs and training
pairs, dropping a datasource, reporting their status.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import logging
import time
from collections.abc import Collection, Iterator, Sequence
from dataclasses import replace
from typing import Any

from linking.access import AccessPolicy, AccessView
from linking.backends import Backends, BackendSettings, describe_backends, open_backends, readiness
from linking.backends.background import Pace
from linking.backends.embedding import CachedEmbedder, Embedder
from linking.backends.llm import LLM
from linking.backends.values import ValueIndex
from linking.backends.vectors import VectorIndex
from linking.catalog.meta import Meta
from linking.catalog.pairs import TrainingPair
from linking.config import LinkerConfig
from linking.context import MetaContext, Status
from linking.derived import DerivedCache
from linking.errors import ConfigurationError, InvalidQuestionError
from linking.indexing.coverage import DenseCoverage, PairPresence
from linking.indexing.indexer import CATALOG, PAIRS, Indexer
from linking.indexing.progress import IndexReport, ProgressCallback
from linking.indexing.values import (
    NamedValuesProgress,
    NamedValuesReport,
    ReadTable,
    refresh_named_values,
)
from linking.link_cache import LinkCache, cache_key
from linking.mode import Mode
from linking.question.checks import checked_question
from linking.question.history import Turn
from linking.question.rewrite import NO_HINTS, Glossary, Hints
from linking.ranking.completeness import DEFAULT_TRADE_OFF, TradeOff
from linking.ranking.ranker import FusionView
from linking.ranking.select import fusion_view
from linking.retrieval.learned_pairs import LearnedPairs
from linking.retrieval.pairs import PairGate
from linking.run import Deps, LinkRun, Retriever
from linking.stages import assemble, run_stages
from linking.stages.clock import ms_since
from linking.stages.retrievers import RETRIEVERS

logger = logging.getLogger(__name__)


class Linker:
    """Links questions against catalogs; one instance serves many datasources and requests."""

    def __init__(
        self,
        *,
        embedder: Embedder,
        vectors: VectorIndex,
        values: ValueIndex,
        llm: LLM | None = None,
        config: LinkerConfig | None = None,
        pair_gate: PairGate | None = None,
        retrievers: Sequence[Retriever] = RETRIEVERS,
    ) -> None:
        self.config = config or LinkerConfig()
        names = [r.name for r in retrievers]
        if len(set(names)) < len(names):
            raise ConfigurationError(f"two retrievers share a name: {', '.join(names)}")
        # Run concurrently by every link, their findings read in this order.
        self.retrievers = tuple(retrievers)
        # Asked which similar training pairs may be served, when a link reads them; none: every
        # pair the index holds is.
        self.pair_gate = pair_gate
        self.embedder = (
            embedder if isinstance(embedder, CachedEmbedder) else CachedEmbedder(embedder)
        )
        self.vectors = vectors
        self.values = values
        self.llm = llm
        self.indexer = Indexer(
            self.embedder,
            vectors,
            values,
            column_documents=self.config.column_documents,
            table_mix=self.config.table_mix,
        )
        self._derived = DerivedCache()
        self._coverage = DenseCoverage(self.indexer.embedded_tables, self.config.index_recheck_s)
        self._pairs_present = PairPresence(self.indexer.pair_count, self.config.index_recheck_s)
        self._learned = LearnedPairs(vectors, pair_gate, self.config.index_recheck_s)
        self.cache = LinkCache(self.config.link_cache_entries, self.config.link_cache_ttl_s)

    @classmethod
    def open(
        cls,
        settings: BackendSettings,
        config: LinkerConfig | None = None,
        *,
        background: Pace | None = None,
    ) -> Linker:
        """A linker on the backends ``settings`` choose (embedded defaults when unset);
        ``background``: how its indexing's embedding yields to links."""
        opened = open_backends(settings, background=background)
        return cls(
            embedder=opened.embedder,
            vectors=opened.vectors,
            values=opened.values,
            llm=opened.llm,
            config=config,
        )

    def with_config(self, **changes: Any) -> Linker:
        """This linker, sharing its backends and caches, with some settings changed (a
        request's own limits, say)."""
        other = copy.copy(self)
        other.config = replace(self.config, **changes)
        return other

    async def link(
        self,
        question: str,
        meta: Meta,
        *,
        policy: AccessPolicy | None = None,
        mode: Mode | str = Mode.AUTO,
        glossary: Glossary | None = None,
        role: str | None = None,
        history: Sequence[Turn] = (),
        hints: Hints = NO_HINTS,
        trade_off: TradeOff = DEFAULT_TRADE_OFF,
        held_out_pairs: Collection[str] = (),
    ) -> MetaContext:
        """Link ``question`` to ``meta``; ``history`` is the conversation's earlier turns,
        oldest first, whose tables and keywords count as evidence (``linking.question.history``);
        ``hints`` what the caller knows beside the question (``linking.question.rewrite``);
        ``trade_off`` the size or completeness it asks of the set
        (``linking.ranking.completeness``); ``held_out_pairs`` training pairs it must not read,
        as when a pair's own question measures linking (``linking.evaluation``)."""
        started = time.perf_counter()
        run = LinkRun(
            checked_question(question, self.config.max_question_chars),
            meta,
            policy=policy,
            glossary=glossary,
            role=role,
            mode=Mode(mode),
            turns=history,
            hints=hints,
            trade_off=trade_off,
            held_out_pairs=frozenset(held_out_pairs),
        )
        key = cache_key(run, self.config)
        cached = self.cache.get(key, meta, run.question)
        if cached is not None:
            cached.diagnostics.timings_ms["total"] = ms_since(started)
            _log_linked(cached, cached=True)
            return cached
        await run_stages(run, self._deps())
        context = assemble(run)
        run.diagnostics.timings_ms["total"] = ms_since(started)
        components = run.diagnostics.components
        _log_linked(
            context,
            degraded=[c.name for c in components if c.status not in (Status.RAN, Status.SKIPPED)],
        )
        self.cache.put(key, meta, context)
        return context

    def view(self, meta: Meta, policy: AccessPolicy | None) -> AccessView:
        """What a caller with ``policy`` may see of ``meta``: the accessible meta, and what may
        be shown of SQL and join paths (``linking.access``); kept per catalog and policy."""
        return self._derived.view(meta, policy)

    def forget_answers(self, datasource: str) -> None:
        """Forget the answers kept for a datasource: what they served changed (a pair's
        review, what feedback taught)."""
        self._learned.forget(datasource)
        self.cache.forget(datasource)

    def forget_questions(self) -> None:
        """Forget every question seen: cached answers and question vectors, so the next link
        costs what a new question costs (what latency benchmarks measure)."""
        self.cache.clear()
        self.embedder.forget_queries()

    def _deps(self) -> Deps:
        return Deps(
            # The stages read the thresholds on the query model's scale.
            config=self.config.on_scale(self.embedder.query_scale),
            embedder=self.embedder,
            vectors=self.vectors,
            values=self.values,
            llm=self.llm,
            indexer=self.indexer,
            derived=self._derived,
            coverage=self._coverage,
            pairs_present=self._pairs_present,
            retrievers=self.retrievers,
            pair_gate=self.pair_gate,
            learned_pairs=self._learned,
        )

    async def fusion_view(
        self, question: str, meta: Meta, *, mode: Mode | str = Mode.AUTO
    ) -> FusionView:
        """What table ranking weighs for ``question``: every retriever's ranked tables and
        their fusion (to inspect a ranking, or fit a table model: ``python -m bench
        train-ranker``, which forces ``rag`` so a small catalog's columns are searched too)."""
        run = LinkRun(
            checked_question(question, self.config.max_question_chars), meta, mode=Mode(mode)
        )
        await run_stages(run, self._deps(), before="rank")
        if run.stopped is not None:
            raise InvalidQuestionError(run.stopped)
        words = self._derived.get(meta).words
        return fusion_view(
            run.text, run.hits, run.graph, self.config, words=words, pair_words=run.pair_words
        )[0]

    async def index(
        self, meta: Meta, *, force: bool = False, progress: ProgressCallback | None = None
    ) -> IndexReport:
        """Index a catalog, both phases (``Indexer.index_meta``); unchanged tables are skipped
        unless ``force``."""
        with self._changing(meta.datasource, catalog=True):
            return await self.indexer.index_meta(meta, force=force, progress=progress)

    async def make_linkable(
        self, meta: Meta, *, force: bool = False, progress: ProgressCallback | None = None
    ) -> IndexReport:
        """Phase 1 of indexing (``linking.indexing.indexer``): values in bulk, seconds even for
        thousands of tables; links answer from then on, with dense search ``pending``."""
        with self._changing(meta.datasource, catalog=True):
            return await self.indexer.make_linkable(meta, force=force, progress=progress)

    async def embed(
        self,
        meta: Meta,
        *,
        progress: ProgressCallback | None = None,
        report: IndexReport | None = None,
    ) -> IndexReport:
        """Phase 2: vectors for the tables phase 1 left pending; stop it anywhere and call it
        again to go on."""
        with self._changing(meta.datasource, catalog=True):
            return await self.indexer.embed_pending(meta, progress=progress, report=report)

    async def refresh_named_values(
        self,
        meta: Meta,
        read_table: ReadTable,
        *,
        progress: NamedValuesProgress | None = None,
    ) -> NamedValuesReport:
        """The background phase after ``make_linkable``: the values users may name, read with
        ``read_table`` (a ``linking.catalog.ValueReader``'s), into the value index; only what
        changed is written (``linking.indexing.values``)."""
        with self._changing(meta.datasource):
            return await refresh_named_values(self.values, meta, read_table, progress=progress)

    async def add_pairs(
        self, datasource: str, pairs: Sequence[TrainingPair], *, role: str = "*"
    ) -> int:
        with self._changing(datasource, pairs=True):
            return await self.indexer.index_pairs(datasource, pairs, role=role)

    async def remove_pairs(self, datasource: str, pair_ids: Sequence[str]) -> None:
        with self._changing(datasource, pairs=True):
            await self.indexer.remove_pairs(datasource, pair_ids)

    @contextlib.contextmanager
    def _changing(
        self, datasource: str, *, catalog: bool = False, pairs: bool = False
    ) -> Iterator[None]:
        """What is remembered of ``datasource`` (answers; its catalog's coverage, its pairs'
        presence and what was learned from them) is forgotten once a change ends, however."""
        try:
            yield
        finally:
            if catalog:
                self._coverage.forget(datasource)
            if pairs:
                self._pairs_present.forget(datasource)
                self._learned.forget(datasource)
            self.cache.forget(datasource)

    async def drop_datasource(self, datasource: str) -> None:
        """Forget everything indexed for ``datasource``: columns, tables, values, pairs."""
        with self._changing(datasource, catalog=True, pairs=True):
            await self.indexer.drop_datasource(datasource)

    async def backend_status(self, timeout_s: float = 2.0) -> dict[str, str]:
        """Each index answers within ``timeout_s``, or why not: ``{"vectors": "ok", "values":
        "failed: …"}``. A server that hangs is as not ready as one that refuses."""

        async def vectors() -> None:
            await self.indexer.open()
            await self.vectors.count(CATALOG)

        checks = {"vectors": vectors(), "values": self.values.count("__ready__")}
        outcomes = await asyncio.gather(
            *(asyncio.wait_for(check, timeout_s) for check in checks.values()),
            return_exceptions=True,
        )
        answers = zip(checks, outcomes, strict=True)
        return {name: readiness(outcome, timeout_s) for name, outcome in answers}

    def describe_backends(self) -> dict[str, str]:
        """Which backend plays each role (embeddings, vectors, values, LLM)."""
        backends = Backends(self.embedder.inner, self.vectors, self.values, self.llm)
        return describe_backends(backends)

    async def indexed_points(self) -> dict[str, int]:
        """Points in each vector collection (columns and tables; training pairs)."""
        await self.indexer.open()
        return {name: await self.vectors.count(name) for name in (CATALOG, PAIRS)}

    async def close(self) -> None:
        await self.vectors.close()
        await self.values.close()
        if self.embedder.store is not None:
            self.embedder.store.close()


def _log_linked(context: MetaContext, **extra: object) -> None:
    logger.info(
        "linked",
        extra={
            "datasource": context.datasource,
            "mode": context.mode.value,
            "tables": len(context.tables),
            "total_ms": context.diagnostics.timings_ms["total"],
            **extra,
        },
    )
