"""Bodies of linking: the request, the batch, conversations, and the answer (``MetaContext``
and the catalog it carries)."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Annotated, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict

from linking import Mode, Status
from linking.stages import EVIDENCE_KINDS
from service.schemas.base import Body, Public

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


class HintFields(Body):
    """What a caller may send beside a question (``linking.Hints``)."""

    evidence: str = Field(
        default="",
        max_length=4000,
        description="what the caller knows beside the question (BIRD's evidence: \"refers to "
        "status = 'A'\"): read by the rewrite, its words and values searched after the "
        "question's",
    )
    specification: str = Field(
        default="",
        max_length=4000,
        description="what the answer must be (its columns, order, form): read as evidence is",
    )
    keywords: list[Annotated[str, Field(min_length=1, max_length=64)]] = Field(
        default_factory=list,
        max_length=20,
        description="the caller's own keywords (values to search): they replace the "
        "rewrite's; with `subqueries` too, no rewrite runs (`rewrite.source` = `caller`)",
    )
    subqueries: list[Annotated[str, Field(min_length=1, max_length=200)]] = Field(
        default_factory=list,
        max_length=6,
        description="the caller's own subqueries (what the columns are about), searched after "
        "the question itself: they replace the rewrite's",
    )


class LinkRequest(HintFields):
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
    max_tables: int | None = Field(
        default=None,
        ge=1,
        le=50,
        description="at most this many tables, those added only to join the others included",
    )
    completeness: float | None = Field(
        default=None,
        gt=0,
        le=1,
        description="the smallest set whose estimated completeness (the chance that it holds "
        "every table the SQL reads; `context.completeness`) reaches this; the service's "
        "default when unset",
    )
    max_fields: int | None = Field(default=None, ge=1, le=500)


class BatchQuestion(HintFields):
    # A question that cannot be linked fails alone, as a string in the list does.
    checked_alone: ClassVar[frozenset[str]] = frozenset({"question"})

    question: str = Field(description="the user's question, Chinese or English")


class LinkBatchRequest(Body):
    checked_alone: ClassVar[frozenset[str]] = frozenset({"questions"})

    datasource: str = Field(min_length=1, max_length=64)
    questions: list[str | BatchQuestion] = Field(
        min_length=1,
        description="each a question, or an object with the question and its hints "
        "(`evidence`, `specification`, `keywords`, `subqueries`, as `/v1/link` takes them)",
    )
    mode: Annotated[Mode, Strict(False)] = Mode.AUTO  # the enum from its value, in JSON
    format: Literal["json", "markdown", "ddl"] = "json"
    max_tables: int | None = Field(
        default=None, ge=1, le=50, description="for every question, as `/v1/link` takes it"
    )
    completeness: float | None = Field(
        default=None, gt=0, le=1, description="for every question, as `/v1/link` takes it"
    )


# The catalog, as links and the meta endpoint return it (``Meta.to_dict``)


class FieldOut(BaseModel):
    name: str
    type: str
    description: str
    primary_key: bool
    nullable: bool
    sample_values: list[str]


RelationshipOrigin = Literal["database", "declared", "inferred"]


class ForeignKeyOut(BaseModel):
    columns: list[str]
    ref_schema: str
    ref_table: str
    ref_columns: list[str]
    origin: RelationshipOrigin = Field(
        default="database",
        description="the database's constraint, an admin's declaration, or inference",
    )
    confidence: float = Field(default=1.0, description="below 1 for an inferred relationship")
    evidence: list[str] = Field(default_factory=list, description="what inference saw")


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


if TYPE_CHECKING:
    EvidenceKind = str
else:
    # What the engine's answers show: a retriever registered with a kind of its own publishes
    # it here.
    EvidenceKind = Literal[EVIDENCE_KINDS]


class EvidenceOut(BaseModel):
    retriever: EvidenceKind
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
    origin: RelationshipOrigin = Field(description="who states the relationship it walks")
    confidence: float
    role: str = Field(
        description="set when another key joins the same two tables: which column this "
        "step's key is, with its description; the question's words chose this one when it "
        "is the only step between them, else every key is listed"
    )


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
    source: Literal["llm", "lexical", "caller"]


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
    completeness: float | None = Field(
        description="the estimated chance that `tables` hold every table the SQL reads (1 when "
        "the whole catalog the caller sees is returned; null when it cannot be estimated)"
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
