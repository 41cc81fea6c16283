"""Bodies of training pairs: create, change, review, upload reports, feedback."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from service.api.schemas.base import Body, Public
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
