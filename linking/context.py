"""MetaContext: what a link returns, and the diagnostics that explain it."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import StrEnum
from typing import Any, Literal

from linking.llm import LLMUsage
from linking.meta import Meta
from linking.mode import Mode
from linking.render import render_ddl, render_markdown
from linking.rewrite import Rewrite


class Status(StrEnum):
    RAN = "ran"
    SKIPPED = "skipped"
    DEGRADED = "degraded"  # ran, but a fallback replaced part of it
    FAILED = "failed"


@dataclass(frozen=True)
class Component:
    name: str
    status: Status
    reason: str = ""


@dataclass
class Diagnostics:
    timings_ms: dict[str, float] = field(default_factory=dict)
    hits: dict[str, int] = field(default_factory=dict)
    components: list[Component] = field(default_factory=list)
    llm_usage: LLMUsage = field(default_factory=LLMUsage)
    notes: list[str] = field(default_factory=list)
    # The score ranking's top candidates (schema.table, fused score), selected or not.
    ranking: list[tuple[str, float]] = field(default_factory=list)

    def record(self, name: str, status: Status, reason: str = "") -> None:
        self.components.append(Component(name, status, reason))

    def status_of(self, name: str) -> Status | None:
        return next((c.status for c in reversed(self.components) if c.name == name), None)


@dataclass(frozen=True)
class Evidence:
    """Why something was linked: which retriever found it, how strongly, through what."""

    retriever: Literal["field", "table", "lexical", "value", "pair", "join", "whole_meta", "llm"]
    score: float
    detail: str


@dataclass(frozen=True)
class LinkedField:
    name: str
    type: str
    description: str  # annotated: `… (e.g. "v1","v2")`
    primary_key: bool
    examples: tuple[str, ...]
    matched_values: tuple[str, ...]
    evidence: tuple[Evidence, ...]


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class PairHit:
    id: str
    question: str
    sql: str
    score: float
    tables: tuple[str, ...]
    fields: tuple[str, ...]


@dataclass(frozen=True)
class MetaContext:
    datasource: str
    question: str
    outcome: Literal["linked", "no_data"]
    message: str
    mode: Mode
    mode_reason: str
    rewrite: Rewrite | None
    meta: Meta  # the selected tables, annotated: what a prompt should be built from
    tables: tuple[LinkedTable, ...]
    join_paths: tuple[JoinStep, ...]
    training_pairs: tuple[PairHit, ...]
    diagnostics: Diagnostics

    def render(self, format: Literal["markdown", "ddl"] = "markdown") -> str:
        return render_ddl(self.meta) if format == "ddl" else render_markdown(self.meta)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["meta"] = self.meta.to_dict()
        return data
