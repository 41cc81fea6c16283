"""MetaContext: what a link returns, the diagnostics that explain it, and how a finished
``LinkRun`` becomes one (``assemble``)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field, fields, is_dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Literal

from linking.errors import without_paths
from linking.llm import LLMUsage
from linking.meta import FieldRef, Meta
from linking.mode import Mode
from linking.render import render_ddl, render_markdown
from linking.rewrite import Rewrite

if TYPE_CHECKING:
    from linking.run import LinkRun


class Status(StrEnum):
    RAN = "ran"
    SKIPPED = "skipped"
    DEGRADED = "degraded"  # ran, but a fallback replaced part of it
    PENDING = "pending"  # ran over the part of its index built so far
    FAILED = "failed"


@dataclass(frozen=True)
class Component:
    name: str
    status: Status
    reason: str = ""


@dataclass(kw_only=True)
class Diagnostics:
    timings_ms: dict[str, float] = field(default_factory=dict)
    hits: dict[str, int] = field(default_factory=dict)
    components: list[Component] = field(default_factory=list)
    llm_usage: LLMUsage = field(default_factory=LLMUsage)
    notes: list[str] = field(default_factory=list)
    # The score ranking's top candidates (schema.table, fused score), selected or not.
    ranking: list[tuple[str, float]] = field(default_factory=list)

    def record(self, name: str, status: Status, reason: str = "") -> None:
        # A reason is shown to the caller: an engine's file paths are not theirs to see.
        self.components.append(Component(name, status, without_paths(reason)))

    def status_of(self, name: str) -> Status | None:
        return next((c.status for c in reversed(self.components) if c.name == name), None)


@dataclass(frozen=True)
class Evidence:
    """Why something was linked: which retriever found it, how strongly, through what."""

    retriever: Literal[
        "field", "table", "lexical", "value", "pair", "join", "whole_meta", "llm", "history"
    ]
    score: float
    detail: str


@dataclass(frozen=True, kw_only=True)
class LinkedField:
    name: str
    type: str
    description: str  # annotated: `… (e.g. "v1","v2")`
    primary_key: bool
    examples: tuple[str, ...]
    matched_values: tuple[str, ...]
    evidence: tuple[Evidence, ...]


@dataclass(frozen=True, kw_only=True)
class LinkedTable:
    schema: str
    name: str
    description: str
    score: float
    evidence: tuple[Evidence, ...]
    fields: tuple[LinkedField, ...]
    row_filters: tuple[str, ...] = ()


@dataclass(frozen=True)
class JoinStep:
    from_table: str
    from_columns: tuple[str, ...]
    to_table: str
    to_columns: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class PairHit:
    id: str
    question: str
    sql: str
    score: float
    tables: tuple[str, ...]
    fields: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class MetaContext:
    datasource: str
    question: str
    # "partial": tables were linked, but some of the question's words (``unmatched``) match
    # nothing the caller can see: an SQL generator would have to invent them.
    outcome: Literal["linked", "partial", "no_data"]
    message: str
    mode: Mode
    mode_reason: str
    rewrite: Rewrite | None
    meta: Meta  # the selected tables, annotated: what a prompt should be built from
    tables: tuple[LinkedTable, ...]
    join_paths: tuple[JoinStep, ...]
    training_pairs: tuple[PairHit, ...]
    diagnostics: Diagnostics
    unmatched: tuple[str, ...] = ()

    def render(self, format: Literal["markdown", "ddl"] = "markdown") -> str:
        return render_ddl(self.meta) if format == "ddl" else render_markdown(self.meta)

    def to_dict(self) -> dict[str, Any]:
        return {
            f.name: self.meta.to_dict() if f.name == "meta" else _plain(getattr(self, f.name))
            for f in fields(self)
        }


def _plain(value: Any) -> Any:
    """``value`` as JSON-ready data. Unlike ``dataclasses.asdict`` it copies nothing that is
    already plain (strings, numbers), which made it a third of a cached answer's cost."""
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    return value


def assemble(run: LinkRun) -> MetaContext:
    """The answer to a finished run: the linked tables with their fields, examples and
    evidence, or "no data" and why when the run stopped."""
    if run.stopped is not None:
        return MetaContext(
            datasource=run.meta.datasource,
            question=run.question,
            outcome="no_data",
            message=run.stopped,
            mode=run.mode,
            mode_reason=run.mode_reason,
            rewrite=run.rewrite,
            meta=run.accessible.filter_tables(()),
            tables=(),
            join_paths=(),
            training_pairs=(),
            diagnostics=run.diagnostics,
        )
    tables = _linked_tables(run)
    hits = run.hits
    run.diagnostics.hits.update(
        fields=len(hits.fields),
        tables=len(hits.tables),
        values=len(hits.values),
        pairs=len(hits.pairs),
        candidates=len(run.ranking),
    )
    unmatched = run.unmatched
    message = f"{len(tables)} tables linked in {run.mode.value} mode"
    if unmatched:
        message += "; nothing in the catalog matches " + ", ".join(f'"{w}"' for w in unmatched)
    return MetaContext(
        datasource=run.meta.datasource,
        question=run.question,
        outcome="partial" if unmatched else "linked",
        message=message,
        unmatched=unmatched,
        mode=run.mode,
        mode_reason=run.mode_reason,
        rewrite=run.rewrite,
        meta=run.chosen,
        tables=tuple(tables),
        join_paths=tuple(run.steps),
        training_pairs=tuple(run.pair_hits),
        diagnostics=run.diagnostics,
    )


def _field_evidence(run: LinkRun) -> dict[FieldRef, list[Evidence]]:
    hits = run.hits
    evidence: dict[FieldRef, list[Evidence]] = defaultdict(list)
    for h in hits.fields:
        evidence[h.ref].append(Evidence("field", h.score, h.subquery))
    for x in [*hits.names, *hits.mentions]:
        if x.field:
            ref = FieldRef(x.table.schema, x.table.table, x.field)
            evidence[ref].append(Evidence("lexical", x.score, " ".join(x.matched)))
    for v in hits.values:
        evidence[v.field_ref].append(Evidence("value", v.score, v.value))
    for p in hits.pairs:
        for used in p.entities.fields:
            evidence[used].append(Evidence("pair", p.score, p.question))
    return evidence


def _linked_tables(run: LinkRun) -> list[LinkedTable]:
    assert run.annotator is not None
    candidates = {c.ref: c for c in run.ranking}
    field_evidence = _field_evidence(run)
    joined = set(run.joined)
    linked = []
    for ref in [*run.selected, *run.joined]:
        table = run.chosen.table(ref)
        if table is None:
            continue
        candidate = candidates.get(ref)
        evidence = list(candidate.evidence) if candidate else []
        if ref in joined:
            evidence.append(Evidence("join", 0.0, "joins the selected tables"))
        elif not evidence:
            evidence.append(Evidence("whole_meta", 0.0, "part of the whole meta"))
        fields = []
        for f in table.fields:
            at = FieldRef(ref.schema, ref.table, f.name)
            fields.append(
                LinkedField(
                    name=f.name,
                    type=f.type,
                    description=f.description,
                    primary_key=f.primary_key,
                    examples=run.annotator.examples(at, f),
                    matched_values=tuple(run.matched.get(at, ())),
                    evidence=tuple(field_evidence.get(at, ())),
                )
            )
        linked.append(
            LinkedTable(
                schema=ref.schema,
                name=ref.table,
                description=table.description,
                score=round(candidate.score, 6) if candidate else 0.0,
                evidence=tuple(evidence),
                fields=tuple(fields),
                row_filters=table.row_filters,
            )
        )
    return linked
