"""Bodies of training pairs: create, change, review, upload reports, feedback."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from service.schemas.base import Body, Public
from service.store.models import PairOrigin, PairStatus

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
    use_count: int = Field(description="answers that served it as a similar pair")
    success_count: int = Field(description="feedback: SQL written from it, or it, worked")
    failure_count: int = Field(description="feedback: SQL written from it failed or was wrong")
    last_used_at: datetime | None = Field(description="when an answer last served it")
    tables: list[str]
    columns: list[str] = Field(description="the columns its SQL reads, schema.table.column")
    created_at: datetime
    updated_at: datetime


class Review(Body):
    decision: Literal["approve", "reject"]
    sql: str | None = Field(default=None, min_length=1, max_length=20000, description="a fix")


class Feedback(Body):
    datasource: str = Field(min_length=1, max_length=64)
    question: str = Field(min_length=1, description="at most SCHEMALINK_MAX_QUESTION_CHARS")
    sql: str = Field(min_length=1, max_length=20000, description="the SQL that was run")
    worked: bool = Field(description="it ran without an error")
    correct: bool | None = Field(
        default=None, description="its result answered the question (null: not known)"
    )
    corrected_sql: str | None = Field(
        default=None,
        min_length=1,
        max_length=20000,
        description="the SQL that answers the question instead: kept as the pair, not `sql`",
    )
    pairs: list[Annotated[str, Field(min_length=1, max_length=32)]] = Field(
        default_factory=list,
        max_length=20,
        description="the ids of the answer's `training_pairs` the SQL was written from: each "
        "counts a success (it worked and was not wrong) or a failure",
    )


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
