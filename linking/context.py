"""MetaContext: what a link returns, and the diagnostics that explain it; a finished
``LinkRun`` becomes one in ``linking.stages.assemble``."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass
from enum import StrEnum
from typing import Any, Literal

from linking.backends.llm import LLMUsage
from linking.catalog.meta import Meta, TableRef
from linking.catalog.render import render_ddl, render_markdown
from linking.errors import without_paths
from linking.mode import Mode


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
    # The question's words nothing returned matches by what the catalog says (names,
    # descriptions, values, the glossary), though a similar pair's question may: the names a
    # glossary could add (``linking.evaluation.suggestions``).
    unnamed: tuple[str, ...] = ()

    def record(self, name: str, status: Status, reason: str = "") -> None:
        # A reason is shown to the caller: an engine's file paths are not theirs to see.
        self.components.append(Component(name, status, without_paths(reason)))

    def status_of(self, name: str) -> Status | None:
        return next((c.status for c in reversed(self.components) if c.name == name), None)


@dataclass(frozen=True)
class Rewrite:
    """What the question was read as: its keywords and subqueries, by whom."""

    keywords: tuple[str, ...]
    subqueries: tuple[str, ...]
    source: Literal["llm", "lexical", "caller"]


# The kinds of evidence the pipeline adds to the retrievers' (``Retriever.evidence``): a
# table chosen to join others, one of the whole meta (naive mode), the LLM's word, one an
# earlier turn was about.
PIPELINE_EVIDENCE = ("join", "whole_meta", "llm", "history")


@dataclass(frozen=True)
class Evidence:
    """Why something was linked: which retriever found it, how strongly, through what."""

    retriever: str  # a retriever's kind of evidence, or one of ``PIPELINE_EVIDENCE``
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
    # Who states the relationship the step walks (``ForeignKey.origin``): a generator should
    # know when a join rests on inference alone.
    origin: str = "database"
    confidence: float = 1.0
    # Set when another key joins the same two tables: the column this step's key is, with
    # its description ("thesis.reviewer_id (评阅教师)"), so a generator can tell them apart.
    role: str = ""


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
    # The estimated chance that ``tables`` hold every table the SQL reads (1 when the whole
    # catalog the caller sees is returned; None when no completeness model could tell).
    completeness: float | None = None

    def render(self, format: Literal["markdown", "ddl"] = "markdown") -> str:
        """The linked meta as text for a generator: the tables by relevance, joins after."""
        order = [TableRef(t.schema, t.name) for t in self.tables]
        return (
            render_ddl(self.meta, order) if format == "ddl" else render_markdown(self.meta, order)
        )

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
