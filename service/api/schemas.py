"""Request and response bodies. Models are layered by role: Create → Update → Public.

Every request body is a ``Body``: a field it does not define is refused with 422 naming it
(``additionalProperties: false`` in the OpenAPI schema: a misspelt ``top_k`` is an error, not
a default silently used), and a string anywhere in it that holds a NUL character or a lone
surrogate (which no database stores and no JSON encoder writes back) is refused with 422
before a handler sees it. The batch of questions is the exception: each question is checked on
its own, so one bad question fails alone.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, ClassVar, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, Strict, model_validator

from linking import Mode, Status
from linking.catalog import text_problem
from service.auth import Scope
from service.store.models import JobKind, JobStatus, PairOrigin, PairStatus

T = TypeVar("T")


def _problems(value: Any, where: str) -> list[str]:
    if isinstance(value, str):
        problem = text_problem(value)
        return [f"{where}: {problem}"] if problem else []
    if isinstance(value, dict):
        return [
            p for k, v in value.items() for p in _problems(k, where) + _problems(v, f"{where}.{k}")
        ]
    if isinstance(value, list | tuple):
        return [p for i, v in enumerate(value) for p in _problems(v, f"{where}.{i}")]
    return []


def _whole_numbers(value: Any) -> Any:
    """3.0 → 3 everywhere: JSON Schema counts it an integer (no body field is a float)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {k: _whole_numbers(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_whole_numbers(v) for v in value]
    return value


class Body(BaseModel):
    # Strict: a JSON 0 is not a boolean, "5" is not a number, an unknown field is an error;
    # what the schema says is what is accepted.
    model_config = ConfigDict(strict=True, extra="forbid")
    checked_alone: ClassVar[frozenset[str]] = frozenset()

    @model_validator(mode="before")
    @classmethod
    def _storable_text(cls, data: Any) -> Any:
        if isinstance(data, dict):
            shown = {k: v for k, v in data.items() if k not in cls.checked_alone}
            problems = _problems(shown, "body")
            if problems:
                raise ValueError(problems[0])
            return _whole_numbers(data)
        return data


Name = Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")


class Page(BaseModel, Generic[T]):
    data: list[T]
    count: int = Field(description="matching items in all pages")
    offset: int
    limit: int


class Public(BaseModel):
    model_config = ConfigDict(from_attributes=True)


# Datasources


class DatasourceCreate(Body):
    id: str = Field(
        min_length=1,
        max_length=64,
        pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]*$",
        description="a short name, used in URLs and in the index",
    )
    url: str = Field(
        min_length=1,
        max_length=2000,
        pattern=r"^[A-Za-z][A-Za-z0-9+.-]*://",
        description="SQLAlchemy URL (`dialect+driver://…`); stored encrypted, never returned. "
        "It must pass the service's URL policy (403 otherwise).",
    )
    description: str = Field(default="", max_length=2000)
    privacy: bool = Field(
        default=False,
        description="keep this datasource's sampled values and descriptions out of LLM prompts",
    )


class DatasourceUpdate(Body):
    url: str | None = Field(
        default=None,
        min_length=1,
        max_length=2000,
        pattern=r"^[A-Za-z][A-Za-z0-9+.-]*://",
        description="a new SQLAlchemy URL (a rotated password, a moved server): checked by the "
        "URL policy, stored encrypted, and a sync is started to read it",
    )
    description: str | None = Field(default=None, max_length=2000)
    privacy: bool | None = None


class DatasourcePublic(Public):
    id: str
    description: str
    url: str = Field(validation_alias="url_display", description="the URL, password masked")
    dialect: str
    privacy: bool
    revision: int
    synced_at: datetime | None = Field(
        description="when a sync last finished; until one has, the datasource does not link"
    )
    unread_tables: list[str] = Field(
        description="tables the last sync could not read, kept as an earlier sync saw them"
    )
    created_at: datetime


class ConnectionTest(BaseModel):
    ok: bool
    message: str
    elapsed_ms: float


# Jobs


class JobPublic(Public):
    id: str
    kind: JobKind
    datasource_id: str | None
    status: JobStatus = Field(
        description="partial: finished, but some tables could not be read (progress names them)"
    )
    progress: dict[str, Any]
    message: str
    cancel_requested: bool
    attempts: int = Field(description="times a worker started it: more than 1 after a takeover")
    worker: str | None = Field(
        validation_alias="lease_owner",
        description="the worker (host:pid:id) running it, or that ran it last",
    )
    created_at: datetime
    started_at: datetime | None
    finished_at: datetime | None


# Catalog


class DescriptionUpdate(Body):
    description: str = Field(max_length=4000)


# Link


class TurnIn(Body):
    question: str = Field(min_length=1, max_length=4000, description="an earlier question")
    tables: list[Annotated[str, Field(min_length=1, max_length=256)]] = Field(
        default_factory=list,
        max_length=50,
        description="the tables its answer named (`context.tables[].name`, or schema.table)",
    )
    sql: str | None = Field(
        default=None, min_length=1, max_length=20000, description="the SQL that answered it"
    )


class LinkRequest(Body):
    datasource: str = Field(min_length=1, max_length=64)
    question: str = Field(min_length=1, description="the user's question, Chinese or English")
    conversation_id: str | None = Field(
        default=None,
        min_length=1,
        max_length=64,
        pattern=r"^[A-Za-z0-9][A-Za-z0-9_.:-]*$",
        description="link with this conversation's earlier turns, then keep this one in it: "
        "the service keeps it for this API key, its last turns, until it is idle too long "
        "(`DELETE /v1/conversations/{id}` forgets it); not with `history`",
    )
    history: list[TurnIn] = Field(
        default_factory=list,
        max_length=20,
        description="the conversation's earlier turns, oldest first: their tables count as "
        "evidence for a follow-up (`evidence[].retriever` = `history`), a follow-up with few "
        "words of its own also searches with their keywords; a table that does not exist or "
        "SQL that does not parse is named in `diagnostics.notes` and ignored",
    )
    mode: Annotated[Mode, Strict(False)] = Mode.AUTO  # the enum from its value, in JSON
    format: Literal["json", "markdown", "ddl"] = Field(
        default="json", description="markdown/ddl add `rendered`: the linked meta as text"
    )
    max_tables: int | None = Field(default=None, ge=1, le=50)
    max_fields: int | None = Field(default=None, ge=1, le=500)


class LinkBatchRequest(Body):
    checked_alone: ClassVar[frozenset[str]] = frozenset({"questions"})

    datasource: str = Field(min_length=1, max_length=64)
    questions: list[str] = Field(min_length=1)
    mode: Annotated[Mode, Strict(False)] = Mode.AUTO  # the enum from its value, in JSON
    format: Literal["json", "markdown", "ddl"] = "json"


# The catalog, as links and the meta endpoint return it (``Meta.to_dict``)


class FieldOut(BaseModel):
    name: str
    type: str
    description: str
    primary_key: bool
    nullable: bool
    sample_values: list[str]


class ForeignKeyOut(BaseModel):
    columns: list[str]
    ref_schema: str
    ref_table: str
    ref_columns: list[str]


class TableOut(BaseModel):
    name: str
    description: str
    kind: Literal["table", "view"]
    fields: list[FieldOut]
    foreign_keys: list[ForeignKeyOut]
    row_filters: list[str] = Field(
        default_factory=list,
        description="conditions the caller's role must apply to this table's rows",
    )


class SchemaOut(BaseModel):
    name: str
    tables: list[TableOut]


class CatalogSummary(BaseModel):
    id: str
    description: str
    dialect: str
    tables: int = Field(description="tables the caller may see")
    columns: int = Field(description="columns the caller may see")


class MetaOut(BaseModel):
    datasource: str
    dialect: str
    schemas: list[SchemaOut]


# The MetaContext (``linking.context``)


class EvidenceOut(BaseModel):
    retriever: Literal[
        "field", "table", "lexical", "value", "pair", "join", "whole_meta", "llm", "history"
    ]
    score: float
    detail: str


class LinkedFieldOut(BaseModel):
    name: str
    type: str
    description: str = Field(description='annotated: `… (e.g. "v1","v2")`')
    primary_key: bool
    examples: list[str]
    matched_values: list[str] = Field(description="values the question named")
    evidence: list[EvidenceOut]


class LinkedTableOut(BaseModel):
    model_config = ConfigDict(populate_by_name=True)

    schema_: str = Field(alias="schema")
    name: str
    description: str
    score: float
    evidence: list[EvidenceOut]
    fields: list[LinkedFieldOut]
    row_filters: list[str] = Field(description="the caller's role's row filters, to apply")


class JoinStepOut(BaseModel):
    from_table: str
    from_columns: list[str]
    to_table: str
    to_columns: list[str]


class PairHitOut(BaseModel):
    id: str
    question: str
    sql: str
    score: float
    tables: list[str]
    fields: list[str]


class RewriteOut(BaseModel):
    keywords: list[str]
    subqueries: list[str]
    source: Literal["llm", "lexical"]


class ComponentOut(BaseModel):
    name: str
    status: Status
    reason: str


class LLMUsageOut(BaseModel):
    calls: int
    prompt_tokens: int
    completion_tokens: int


class DiagnosticsOut(BaseModel):
    timings_ms: dict[str, float]
    hits: dict[str, int]
    components: list[ComponentOut]
    llm_usage: LLMUsageOut
    notes: list[str]
    ranking: list[tuple[str, float]] = Field(description="best candidates, selected or not")


class MetaContextOut(BaseModel):
    datasource: str
    question: str
    outcome: Literal["linked", "partial", "no_data"] = Field(
        description="partial: tables linked, but words of the question (unmatched) match "
        "nothing in the catalog"
    )
    message: str
    mode: Mode
    mode_reason: str
    rewrite: RewriteOut | None
    meta: MetaOut = Field(description="the linked tables, annotated: build the prompt from it")
    tables: list[LinkedTableOut]
    join_paths: list[JoinStepOut]
    training_pairs: list[PairHitOut]
    diagnostics: DiagnosticsOut
    unmatched: list[str] = Field(
        description="the question's words no column, value, glossary term or pair matched"
    )


class LinkResponse(BaseModel):
    context: MetaContextOut
    rendered: str | None = Field(default=None, description="with format=markdown|ddl")
    conversation_id: str | None = Field(default=None, description="the one this turn joined")


class ConversationTurnOut(Public):
    datasource_id: str
    question: str
    tables: list[str] = Field(description="the tables its answer named")
    created_at: datetime


class ConversationOut(BaseModel):
    id: str
    turns: list[ConversationTurnOut] = Field(description="oldest first")


class LinkError(BaseModel):
    status: int = Field(description="the HTTP status /v1/link answers this error with")
    code: str
    message: str


class LinkBatchItem(BaseModel):
    question: str
    context: MetaContextOut | None = None
    rendered: str | None = None
    error: LinkError | None = None


class LinkBatchResponse(BaseModel):
    results: list[LinkBatchItem]


# Training pairs


class PairCreate(Body):
    datasource: str = Field(min_length=1, max_length=64)
    question: str = Field(min_length=1, description="at most SCHEMALINK_MAX_QUESTION_CHARS")
    sql: str = Field(min_length=1, max_length=20000)
    source: str | None = Field(default=None, max_length=256)
    status: Literal[PairStatus.PENDING, PairStatus.APPROVED] = PairStatus.APPROVED


class PairUpdate(Body):
    question: str | None = Field(default=None, min_length=1)
    sql: str | None = Field(default=None, min_length=1, max_length=20000)
    source: str | None = Field(default=None, max_length=256)


class PairPublic(Public):
    id: str
    datasource: str = Field(validation_alias="datasource_id")
    question: str
    sql: str
    status: PairStatus
    origin: PairOrigin
    source: str | None
    worked: bool | None
    tables: list[str]
    created_at: datetime
    updated_at: datetime


class Review(Body):
    decision: Literal["approve", "reject"]
    sql: str | None = Field(default=None, min_length=1, max_length=20000, description="a fix")


class Feedback(Body):
    datasource: str = Field(min_length=1, max_length=64)
    question: str = Field(min_length=1, description="at most SCHEMALINK_MAX_QUESTION_CHARS")
    sql: str = Field(min_length=1, max_length=20000)
    worked: bool


class FeedbackReceipt(BaseModel):
    status: Literal["received"]
    message: str = Field(
        default="kept for an admin's review: it becomes a training pair once approved"
    )


class RowResult(BaseModel):
    row: int
    status: Literal["accepted", "duplicate", "invalid"]
    reason: str = ""
    id: str | None = None


class BulkReport(BaseModel):
    accepted: int
    duplicate: int
    invalid: int
    replaced: int
    rows: list[RowResult]


class SeedReport(BaseModel):
    created: int
    replaced: int


# Glossary


class GlossaryCreate(Body):
    term: str = Field(min_length=1, max_length=256)
    synonyms: list[str] = Field(default_factory=list, max_length=100)
    description: str = Field(default="", max_length=2000)
    datasource: str | None = Field(default=None, description="None: every datasource")


class GlossaryUpdate(Body):
    synonyms: list[str] | None = Field(default=None, max_length=100)
    description: str | None = Field(default=None, max_length=2000)


class GlossaryPublic(Public):
    id: str
    term: str
    synonyms: list[str]
    description: str
    datasource: str | None = Field(validation_alias="datasource_id")


# Roles, policies, keys


class RoleCreate(Body):
    name: str = Name
    description: str = Field(default="", max_length=2000)


class RolePublic(Public):
    name: str
    description: str
    created_at: datetime


class PolicyCreate(Body):
    role: str = Field(min_length=1, max_length=64)
    effect: Literal["allow", "deny"]
    datasource: str | None = Field(default=None, description="None: every datasource")
    table: str | None = Field(default=None, max_length=512, description="regex on schema.table")
    field: str | None = Field(default=None, max_length=512, description="regex on column names")
    row_filter: str | None = Field(
        default=None, max_length=2000, description="SQL condition passed on in link answers"
    )


class PolicyPublic(Public):
    id: str
    role: str
    effect: Literal["allow", "deny"]
    datasource: str | None = Field(validation_alias="datasource_id")
    table: str | None = Field(validation_alias="table_pattern")
    field: str | None = Field(validation_alias="field_pattern")
    row_filter: str | None
    created_at: datetime


class ApiKeyCreate(Body):
    name: str = Field(min_length=1, max_length=128)
    scopes: list[Annotated[Scope, Strict(False)]] = Field(min_length=1)  # by name
    role: str | None = Field(default=None, description="None: sees every table")
    expires_in_days: int | None = Field(
        default=None, ge=1, le=3650, description="the key is refused after this many days"
    )
    rate_per_minute: int | None = Field(
        default=None,
        ge=0,
        le=1_000_000,
        description="questions a minute; None: the service's default; 0: no limit",
    )


class ApiKeyPublic(Public):
    id: str
    name: str
    prefix: str
    scopes: list[str]
    role: str | None
    expires_at: datetime | None
    rate_per_minute: int | None
    created_at: datetime
    revoked_at: datetime | None


class ApiKeyCreated(ApiKeyPublic):
    key: str = Field(description="the key itself: shown this once, stored only as a hash")


# Health


class Health(BaseModel):
    status: Literal["ok"]
    version: str


class Readiness(BaseModel):
    ready: bool
    components: dict[str, str]
