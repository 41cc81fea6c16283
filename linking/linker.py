"""The linking pipeline: question + catalog → MetaContext.

    access → rewrite → mode → retrieve (columns and tables, values, pairs: concurrently;
           catalog BM25 and verbatim names) → select tables (fused ranking or LLM, + join
           paths) → prune columns → annotate → MetaContext

Each stage is timed. A retriever that fails or times out is reported and the link goes on
without it; an LLM that fails is replaced by its lexical or score-based fallback. Only when no
evidence source at all could run does ``link`` raise, since any answer would be a guess.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import time
import weakref
from collections import OrderedDict, defaultdict
from collections.abc import Awaitable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any, TypeVar

import numpy as np

from linking.access import AccessPolicy, hidden_names
from linking.annotate import annotate, examples_for
from linking.backends import BackendSettings, open_backends
from linking.config import LinkerConfig
from linking.context import (
    Diagnostics,
    Evidence,
    JoinStep,
    LinkedField,
    LinkedTable,
    MetaContext,
    PairHit,
    Status,
)
from linking.embedding import CachedEmbedder, Embedder
from linking.errors import BackendError, InvalidQuestionError, LinkingError, LLMError
from linking.indexer import CATALOG, PAIRS, Indexer, IndexReport, ProgressCallback
from linking.joins import Edge, connect, fk_graph, restrict_graph
from linking.lexical import LexicalCatalogIndex, LexicalHit
from linking.llm import LLM
from linking.meta import FieldRef, Meta, TableRef
from linking.mode import Mode, choose_mode
from linking.pairs import TrainingPair
from linking.privacy import redacted_meta, redacted_pairs
from linking.prune import field_scores, join_columns, keep_fields
from linking.retrieve import (
    FieldHit,
    PairMatch,
    TableHit,
    retrieve_catalog,
    retrieve_pairs,
    retrieve_values,
)
from linking.rewrite import Glossary, Rewrite, lexical_rewrite, llm_rewrite
from linking.select import (
    TableCandidate,
    gather_candidates,
    select_by_llm,
    select_by_score,
)
from linking.text import has_words, text_problem
from linking.values import ValueHit, ValueIndex
from linking.vectors import VectorIndex

T = TypeVar("T")
RANKING_SHOWN = 30  # candidates listed in diagnostics, selected or not
logger = logging.getLogger(__name__)


@dataclass
class _Retrieved:
    fields: list[FieldHit]
    tables: list[TableHit]
    lexical: list[LexicalHit]
    mentions: list[LexicalHit]
    values: list[ValueHit]
    pairs: list[PairMatch]
    subqueries: list[str]
    query_vectors: np.ndarray | None


class _CatalogCache:
    """Structures derived from one catalog object (its lexical index, its foreign-key graph),
    built once and kept for as long as the caller keeps that object."""

    def __init__(self, max_entries: int = 32) -> None:
        self._entries: OrderedDict[int, tuple[weakref.ref[Meta], _Derived]] = OrderedDict()
        self._max_entries = max_entries

    def get(self, meta: Meta) -> _Derived:
        key = id(meta)
        entry = self._entries.get(key)
        if entry is not None and entry[0]() is meta:
            self._entries.move_to_end(key)
            return entry[1]
        derived = _Derived(LexicalCatalogIndex(meta), fk_graph(meta))
        self._entries[key] = (weakref.ref(meta), derived)
        while len(self._entries) > self._max_entries:
            self._entries.popitem(last=False)
        return derived


@dataclass(frozen=True)
class _Derived:
    lexical: LexicalCatalogIndex
    graph: dict[TableRef, list[Edge]]


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
    ) -> None:
        self.config = config or LinkerConfig()
        self.embedder = (
            embedder if isinstance(embedder, CachedEmbedder) else CachedEmbedder(embedder)
        )
        self.vectors = vectors
        self.values = values
        self.llm = llm
        self.indexer = Indexer(self.embedder, vectors, values)
        self._derived = _CatalogCache()

    @classmethod
    def open(cls, settings: BackendSettings, config: LinkerConfig | None = None) -> Linker:
        """A linker on the backends ``settings`` choose (embedded defaults when unset)."""
        backends = open_backends(settings)
        return cls(
            embedder=backends.embedder,
            vectors=backends.vectors,
            values=backends.values,
            llm=backends.llm,
            config=config,
        )

    def with_config(self, **changes: Any) -> Linker:
        """This linker, sharing its backends and caches, with some settings changed (a
        request's own limits, say)."""
        other = copy.copy(self)
        other.config = replace(self.config, **changes)
        return other

    async def index(
        self, meta: Meta, *, force: bool = False, progress: ProgressCallback | None = None
    ) -> IndexReport:
        """Index a catalog; unchanged tables are skipped unless ``force``."""
        return await self.indexer.index_meta(meta, force=force, progress=progress)

    async def add_pairs(
        self, datasource: str, pairs: Sequence[TrainingPair], *, role: str = "*"
    ) -> int:
        return await self.indexer.index_pairs(datasource, pairs, role=role)

    async def remove_pairs(self, datasource: str, pair_ids: Sequence[str]) -> None:
        await self.indexer.remove_pairs(datasource, pair_ids)

    async def drop_datasource(self, datasource: str) -> None:
        """Forget everything indexed for ``datasource``: columns, tables, values, pairs."""
        await self.indexer.drop_datasource(datasource)

    async def backend_status(self) -> dict[str, str]:
        """Each index answers, or why not: ``{"vectors": "ok", "values": "failed: …"}``."""
        status: dict[str, str] = {}
        try:
            await self.indexer.open()
            await self.vectors.count(CATALOG)
            status["vectors"] = "ok"
        except Exception as error:  # any failure means not ready; say which
            status["vectors"] = f"failed: {type(error).__name__}: {error}"[:300]
        try:
            await self.values.count("__ready__")
            status["values"] = "ok"
        except Exception as error:
            status["values"] = f"failed: {type(error).__name__}: {error}"[:300]
        return status

    async def indexed_points(self) -> dict[str, int]:
        """Points in each vector collection (columns and tables; training pairs)."""
        await self.indexer.open()
        return {name: await self.vectors.count(name) for name in (CATALOG, PAIRS)}

    async def close(self) -> None:
        await self.vectors.close()
        await self.values.close()

    async def link(
        self,
        question: str,
        meta: Meta,
        *,
        policy: AccessPolicy | None = None,
        mode: Mode | str = Mode.AUTO,
        glossary: Glossary | None = None,
        role: str | None = None,
    ) -> MetaContext:
        question = self._check_question(question)
        diagnostics = Diagnostics()
        timer = _StageTimer(diagnostics)
        started = time.perf_counter()

        with timer("access"):
            accessible = policy.apply(meta) if policy else meta
            restricted = policy is not None and not policy.unrestricted
            if restricted and glossary is not None:
                glossary = glossary.hiding(hidden_names(meta, accessible))
        if accessible.table_count == 0:
            return _no_data(
                question,
                accessible,
                diagnostics,
                Mode(mode),
                None,
                "the caller may see no table of this datasource",
            )
        with timer("open"):
            await self.indexer.open()
        with timer("rewrite"):
            rewrite = await self._rewrite(question, glossary, diagnostics)
        with timer("mode"):
            choice = choose_mode(accessible, Mode(mode), self.config)
        with timer("retrieve"):
            retrieved = await self._retrieve(
                question, rewrite, accessible, choice.mode, restricted, role, diagnostics
            )
            retrieved.lexical, retrieved.mentions = self._lexical_hits(
                question, rewrite, meta, accessible
            )
        with timer("select"):
            graph = self._derived.get(meta).graph
            if restricted:
                graph = restrict_graph(graph, set(accessible.table_refs()))
            ranked = gather_candidates(
                question,
                retrieved.fields,
                retrieved.tables,
                retrieved.lexical,
                retrieved.mentions,
                retrieved.values,
                retrieved.pairs,
                graph,
                schema_boost=self.config.schema_boost,
            )
            candidates = {c.ref: c for c in ranked}
            diagnostics.ranking = [(str(c.ref), round(c.score, 4)) for c in ranked[:RANKING_SHOWN]]
            matched = _matched_values(retrieved.values)
            pair_hits = [_pair_hit(p, accessible) for p in retrieved.pairs]
            selected = await self._select(
                question,
                accessible,
                choice.mode,
                ranked,
                retrieved,
                matched,
                pair_hits,
                diagnostics,
            )
            joined, steps = connect(graph, selected, self.config.max_join_path_length)
        if not selected:
            return _no_data(
                question,
                accessible,
                diagnostics,
                choice.mode,
                rewrite,
                "no table in the accessible catalog matches the question",
            )
        chosen = accessible.filter_tables([*selected, *joined])
        with timer("prune"):
            chosen = await self._prune(chosen, choice.mode, retrieved, steps, diagnostics)
        with timer("annotate"):
            annotated = annotate(
                chosen,
                matched,
                max_values=self.config.annotate_max_values,
                max_chars=self.config.annotate_max_value_chars,
            )
            tables = self._linked_tables(
                annotated,
                [*selected, *joined],
                set(joined),
                candidates,
                retrieved,
                matched,
                policy,
            )
        diagnostics.timings_ms["total"] = _ms_since(started)
        logger.info(
            "linked",
            extra={
                "datasource": meta.datasource,
                "mode": choice.mode.value,
                "tables": len(tables),
                "total_ms": diagnostics.timings_ms["total"],
                "degraded": [
                    c.name
                    for c in diagnostics.components
                    if c.status != Status.RAN and c.status != Status.SKIPPED
                ],
            },
        )
        diagnostics.hits.update(
            fields=len(retrieved.fields),
            tables=len(retrieved.tables),
            values=len(retrieved.values),
            pairs=len(retrieved.pairs),
            candidates=len(candidates),
        )
        return MetaContext(
            datasource=meta.datasource,
            question=question,
            outcome="linked",
            message=f"{len(tables)} tables linked in {choice.mode.value} mode",
            mode=choice.mode,
            mode_reason=choice.reason,
            rewrite=rewrite,
            meta=annotated,
            tables=tuple(tables),
            join_paths=tuple(steps),
            training_pairs=tuple(pair_hits),
            diagnostics=diagnostics,
        )

    async def _prune(
        self,
        chosen: Meta,
        mode: Mode,
        retrieved: _Retrieved,
        steps: list[JoinStep],
        diagnostics: Diagnostics,
    ) -> Meta:
        """Keep the columns the question needs (see ``linking.prune``)."""
        budget = self.config.max_fields
        naive_whole = mode == Mode.NAIVE and not self.config.prune_naive
        if naive_whole or budget is None or chosen.field_count <= budget:
            diagnostics.record("prune", Status.SKIPPED, "every column of the chosen tables kept")
            return chosen
        dense: list[FieldHit] = []
        if retrieved.query_vectors is not None:
            where = {
                "datasource": chosen.datasource,
                "kind": "column",
                "table_key": [str(ref) for ref in chosen.table_refs()],
            }
            try:
                results = await self.vectors.search(
                    CATALOG,
                    retrieved.query_vectors,
                    limit=min(chosen.field_count, 512),
                    where=where,
                )
            except LinkingError as error:
                diagnostics.record("prune", Status.DEGRADED, f"without dense scores: {error}")
            else:
                dense = [
                    FieldHit(
                        FieldRef(h.payload["schema"], h.payload["table"], h.payload["field"]),
                        h.score,
                        q,
                    )
                    for q, hits in zip(retrieved.subqueries, results, strict=True)
                    for h in hits
                ]
        scores = field_scores(
            dense, retrieved.lexical, retrieved.mentions, retrieved.values, retrieved.pairs
        )
        kept = keep_fields(chosen, scores, join_columns(steps), budget)
        if diagnostics.status_of("prune") is None:
            diagnostics.record(
                "prune", Status.RAN, f"{len(kept)} of {chosen.field_count} columns kept"
            )
        return chosen.filter_fields(kept)

    def _check_question(self, question: str) -> str:
        return checked_question(question, self.config.max_question_chars)

    async def _rewrite(
        self, question: str, glossary: Glossary | None, diagnostics: Diagnostics
    ) -> Rewrite:
        limits = {
            "max_keywords": self.config.max_keywords,
            "max_subqueries": self.config.max_subqueries,
        }
        if self.llm is None:
            diagnostics.record("rewrite", Status.RAN, "lexical: no LLM configured")
            return lexical_rewrite(question, glossary, **limits)
        try:
            rewrite = await asyncio.wait_for(
                llm_rewrite(question, glossary, self.llm, diagnostics.llm_usage, **limits),
                self.config.llm_timeout_s,
            )
        except (LLMError, TimeoutError) as error:
            reason = str(error) or "the LLM timed out"
            diagnostics.record("rewrite", Status.DEGRADED, f"lexical fallback: {reason}")
            return lexical_rewrite(question, glossary, **limits)
        diagnostics.record("rewrite", Status.RAN, f"llm: {self.llm.name}")
        return rewrite

    async def _retrieve(
        self,
        question: str,
        rewrite: Rewrite,
        meta: Meta,
        mode: Mode,
        restricted: bool,
        role: str | None,
        diagnostics: Diagnostics,
    ) -> _Retrieved:
        config = self.config
        subqueries = list(rewrite.subqueries) or [question]
        if question not in subqueries:
            subqueries.insert(0, question)
        # Embedding costs by the token: each query is cut to ``max_query_tokens``.
        capped = [await self._capped(q) for q in subqueries]
        if capped[subqueries.index(question)] != question:
            diagnostics.notes.append(
                f"the question was embedded as its first {config.max_query_tokens} tokens"
            )
        query_vectors = await self._guard("embed", self.embedder.embed_queries(capped), diagnostics)
        want_fields = mode != Mode.NAIVE
        if not want_fields:
            diagnostics.record("fields", Status.SKIPPED, "naive mode sends the whole meta")
        catalog_job = (
            retrieve_catalog(
                self.vectors,
                query_vectors,
                subqueries,
                meta,
                restricted=restricted,
                field_top_k=config.field_top_k,
                table_top_k=config.table_top_k,
                field_score_threshold=config.field_score_threshold,
            )
            if want_fields and query_vectors is not None
            else None
        )
        pairs_job = (
            retrieve_pairs(
                self.vectors,
                query_vectors[subqueries.index(question)],
                meta,
                role=role,
                limit=config.pair_top_k,
                score_threshold=config.pair_score_threshold,
            )
            if query_vectors is not None
            else None
        )
        values_job = retrieve_values(
            self.values, rewrite.keywords, meta, restricted=restricted, limit=config.value_top_k
        )
        catalog, values, pairs = await asyncio.gather(
            self._guard("fields", catalog_job, diagnostics, timed=True),
            self._guard("values", values_job, diagnostics, timed=True),
            self._guard("pairs", pairs_job, diagnostics, timed=True),
        )
        field_hits, table_hits = catalog or ([], [])
        pair_matches, skipped = pairs or ([], [])
        for pair in skipped:
            diagnostics.notes.append(f"training pair {pair.id} skipped: {pair.reason}")
        needed = ["values", "pairs"] + (["fields"] if want_fields else [])
        if all(diagnostics.status_of(name) == Status.FAILED for name in needed):
            reasons = "; ".join(
                f"{c.name}: {c.reason}" for c in diagnostics.components if c.status == Status.FAILED
            )
            raise BackendError(f"every retriever failed, nothing to link with ({reasons})")
        return _Retrieved(
            field_hits, table_hits, [], [], values or [], pair_matches, subqueries, query_vectors
        )

    async def _capped(self, text: str) -> str:
        limit = self.config.max_query_tokens
        if len(text) <= limit - 2:  # short enough whatever the tokenizer
            return text
        return await asyncio.to_thread(self.embedder.truncate, text, limit)

    def _lexical_hits(
        self, question: str, rewrite: Rewrite, meta: Meta, accessible: Meta
    ) -> tuple[list[LexicalHit], list[LexicalHit]]:
        """BM25 over the catalog's names and descriptions, and the columns the question names
        verbatim; both kept inside the accessible meta."""
        text = " ".join(dict.fromkeys([question, *rewrite.subqueries, *rewrite.keywords]))
        lexical = self._derived.get(meta).lexical
        columns, tables = lexical.search(text, limit=self.config.field_top_k)
        hits = [h for h in [*columns, *tables] if _visible(accessible, h)]
        return hits, [h for h in lexical.mentions(question) if _visible(accessible, h)]

    async def _guard(
        self,
        name: str,
        job: Awaitable[T] | None,
        diagnostics: Diagnostics,
        *,
        timed: bool = False,
    ) -> T | None:
        """Run one retrieval step; record how it went instead of letting it sink the link."""
        if job is None:
            if diagnostics.status_of(name) is None:
                diagnostics.record(name, Status.FAILED, "its input could not be computed")
            return None
        started = time.perf_counter()
        try:
            result = await asyncio.wait_for(job, self.config.retriever_timeout_s)
        except TimeoutError:
            diagnostics.record(
                name, Status.FAILED, f"timed out after {self.config.retriever_timeout_s:g} s"
            )
            return None
        except LinkingError as error:
            diagnostics.record(name, Status.FAILED, str(error))
            return None
        finally:
            if timed:
                diagnostics.timings_ms[f"retrieve.{name}"] = _ms_since(started)
        if name != "embed":
            diagnostics.record(name, Status.RAN)
        return result

    async def _select(
        self,
        question: str,
        meta: Meta,
        mode: Mode,
        ranked: list[TableCandidate],
        retrieved: _Retrieved,
        matched: dict[FieldRef, list[str]],
        pair_hits: list[PairHit],
        diagnostics: Diagnostics,
    ) -> list[TableRef]:
        config = self.config
        if mode == Mode.NAIVE:
            diagnostics.record("select", Status.SKIPPED, "naive mode keeps every table")
            return meta.table_refs()
        wants_llm = mode == Mode.REASONING or len(ranked) > config.rerank_above_tables
        if self.llm is not None and wants_llm and (ranked or mode == Mode.REASONING):
            if mode == Mode.REASONING:
                candidates = annotate(
                    meta,
                    matched,
                    max_values=config.annotate_max_values,
                    max_chars=config.annotate_max_value_chars,
                )
            else:
                candidates = _hit_meta(meta, ranked, retrieved)
            examples = pair_hits
            if config.private:
                candidates = redacted_meta(candidates)
                examples = redacted_pairs(pair_hits, meta.dialect)
            try:
                choice = await asyncio.wait_for(
                    select_by_llm(self.llm, question, candidates, examples, diagnostics.llm_usage),
                    config.llm_timeout_s,
                )
            except (LLMError, TimeoutError) as error:
                diagnostics.record(
                    "select", Status.DEGRADED, f"score ranking: {error or 'the LLM timed out'}"
                )
            else:
                if choice.dropped:
                    diagnostics.notes.append(
                        "the LLM named tables that are not candidates, dropped: "
                        + ", ".join(choice.dropped)
                    )
                if choice.tables:
                    diagnostics.record("select", Status.RAN, f"llm: {choice.reason}".strip())
                    return choice.tables
                diagnostics.record(
                    "select", Status.DEGRADED, "score ranking: the LLM chose no candidate table"
                )
        else:
            why = (
                "no LLM configured"
                if self.llm is None
                else (f"{len(ranked)} tables hit, no more than {config.rerank_above_tables}")
            )
            diagnostics.record("select", Status.RAN, f"score ranking: {why}")
        return select_by_score(
            ranked, relative=config.select_relative_score, limit=config.max_selected_tables
        )

    def _linked_tables(
        self,
        annotated: Meta,
        order: list[TableRef],
        joined: set[TableRef],
        candidates: dict[TableRef, TableCandidate],
        retrieved: _Retrieved,
        matched: dict[FieldRef, list[str]],
        policy: AccessPolicy | None,
    ) -> list[LinkedTable]:
        field_evidence: dict[FieldRef, list[Evidence]] = defaultdict(list)
        for h in retrieved.fields:
            field_evidence[h.ref].append(Evidence("field", h.score, h.subquery))
        for x in [*retrieved.lexical, *retrieved.mentions]:
            if x.field:
                field_evidence[FieldRef(x.table.schema, x.table.table, x.field)].append(
                    Evidence("lexical", x.score, " ".join(x.matched))
                )
        for v in retrieved.values:
            field_evidence[v.field_ref].append(Evidence("value", v.score, v.value))
        for p in retrieved.pairs:
            for used in p.entities.fields:
                field_evidence[used].append(Evidence("pair", p.score, p.question))
        linked = []
        for ref in order:
            table = annotated.table(ref)
            if table is None:
                continue
            candidate = candidates.get(ref)
            evidence = list(candidate.evidence) if candidate else []
            if ref in joined:
                evidence.append(Evidence("join", 0.0, "joins the selected tables"))
            elif not evidence:
                evidence.append(Evidence("whole_meta", 0.0, "part of the whole meta"))
            fields = tuple(
                LinkedField(
                    name=f.name,
                    type=f.type,
                    description=f.description,
                    primary_key=f.primary_key,
                    examples=examples_for(
                        f,
                        matched.get(FieldRef(ref.schema, ref.table, f.name), ()),
                        max_values=self.config.annotate_max_values,
                        max_chars=self.config.annotate_max_value_chars,
                    ),
                    matched_values=tuple(matched.get(FieldRef(ref.schema, ref.table, f.name), ())),
                    evidence=tuple(field_evidence.get(FieldRef(ref.schema, ref.table, f.name), ())),
                )
                for f in table.fields
            )
            linked.append(
                LinkedTable(
                    schema=ref.schema,
                    name=ref.table,
                    description=table.description,
                    score=round(candidate.score, 6) if candidate else 0.0,
                    evidence=tuple(evidence),
                    fields=fields,
                    row_filters=tuple(policy.row_filters(annotated.datasource, ref))
                    if policy
                    else (),
                )
            )
        return linked


def checked_question(question: str, max_chars: int) -> str:
    """The question with its spaces normalised, or ``InvalidQuestionError`` saying why it
    cannot be linked: empty, too long, not storable text, or without a single word."""
    question = " ".join(question.split()) if isinstance(question, str) else ""
    if not question:
        raise InvalidQuestionError("the question is empty")
    if len(question) > max_chars:
        raise InvalidQuestionError(
            f"the question has {len(question)} characters; the limit is {max_chars}"
        )
    problem = text_problem(question)
    if problem:
        raise InvalidQuestionError(f"the question {problem}")
    if not has_words(question):
        raise InvalidQuestionError("the question has no words, only punctuation or spaces")
    return question


def _visible(meta: Meta, hit: LexicalHit) -> bool:
    table = meta.table(hit.table)
    return table is not None and (hit.field is None or table.field(hit.field) is not None)


def _matched_values(hits: list[ValueHit]) -> dict[FieldRef, list[str]]:
    matched: dict[FieldRef, list[str]] = defaultdict(list)
    for hit in hits:
        if hit.value not in matched[hit.field_ref]:
            matched[hit.field_ref].append(hit.value)
    return dict(matched)


def _hit_meta(meta: Meta, ranked: list[TableCandidate], retrieved: _Retrieved) -> Meta:
    """The hit tables with only their hit fields and keys: a small prompt for reranking."""
    tables = {c.ref for c in ranked}
    hit_fields = {h.ref for h in retrieved.fields} | {v.field_ref for v in retrieved.values}
    hit_fields |= {
        FieldRef(x.table.schema, x.table.table, x.field)
        for x in [*retrieved.lexical, *retrieved.mentions]
        if x.field
    }
    for p in retrieved.pairs:
        hit_fields.update(p.entities.fields)
    keys: set[FieldRef] = set()
    for ref in tables:
        table = meta.table(ref)
        if table is None:
            continue
        keys.update(FieldRef(ref.schema, ref.table, name) for name in table.primary_key)
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


def _no_data(
    question: str,
    meta: Meta,
    diagnostics: Diagnostics,
    mode: Mode,
    rewrite: Rewrite | None,
    message: str,
) -> MetaContext:
    return MetaContext(
        datasource=meta.datasource,
        question=question,
        outcome="no_data",
        message=message,
        mode=mode,
        mode_reason="",
        rewrite=rewrite,
        meta=meta.filter_tables(()),
        tables=(),
        join_paths=(),
        training_pairs=(),
        diagnostics=diagnostics,
    )


def _ms_since(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 3)


class _StageTimer:
    def __init__(self, diagnostics: Diagnostics) -> None:
        self._diagnostics = diagnostics

    @contextmanager
    def __call__(self, stage: str) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            self._diagnostics.timings_ms[stage] = _ms_since(started)
