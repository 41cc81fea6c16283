"""An evaluation of a datasource's approved pairs: the figures ``linking.evaluation``
computes, over every question and per language, and the worst questions."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from service.schemas.base import Body, Public
from service.store.models import JobStatus


class EvaluationRequest(Body):
    """Nothing to set yet: a body, if sent, must be empty (an unknown field is refused)."""


class EvaluationFigures(Public):
    questions: int = Field(description="approved pairs linked, each held out of pair retrieval")
    tables_complete: float | None = Field(
        description="share of questions whose answer held every table the pair's SQL reads"
    )
    columns_complete: float | None = Field(description="the same for columns")
    tables_returned: float | None = Field(description="tables per answer")
    columns_returned: float | None = Field(description="columns per answer")
    excess_tables: float | None = Field(description="tables per answer the SQL does not read")
    excess_columns: float | None = Field(description="columns per answer the SQL does not read")
    recall_at: dict[str, float | None] = Field(
        description="CR@k: share of questions whose ranking, before selection, held every "
        "table the SQL reads in its first k"
    )
    estimated_completeness: float | None = Field(
        description="the answers' own mean estimate, to hold against tables_complete"
    )


class WorstQuestion(Public):
    pair_id: str
    question: str = Field(description="as the role that asked for the evaluation may see it")
    missed_tables: list[str]
    missed_columns: list[str]
    excess_tables: list[str]
    completeness: float | None


class EvaluationPublic(Public):
    id: str
    datasource_id: str
    job_id: str = Field(description="the job that links the questions: GET /v1/jobs/{id}")
    status: JobStatus
    message: str
    role: str | None = Field(description="the role whose view it kept to; null: everything")
    revision: int | None = Field(description="the datasource's revision it was linked at")
    created_at: datetime
    finished_at: datetime | None
    figures: EvaluationFigures | None = Field(description="null until the job has finished")
    by_language: dict[str, EvaluationFigures] = Field(default_factory=dict)
    worst: list[WorstQuestion] = Field(default_factory=list)


class SuggestionPair(Public):
    pair_id: str
    question: str = Field(description="as the role whose evaluation found it may see it")


class GlossarySuggestionPublic(Public):
    id: str
    datasource_id: str
    role: str | None = Field(description="the role whose evaluation found it; null: everything")
    word: str = Field(description="a word of the pairs' questions that nothing matched")
    target: str = Field(description="the table or column the pairs' SQL reads: schema.table[.col]")
    kind: Literal["table", "column"]
    support: int = Field(description="pairs where the word went unmatched and the SQL read it")
    share: float = Field(description="of the pairs where the word went unmatched")
    pairs: list[SuggestionPair] = Field(description="some of the pairs that support it")
    status: Literal["pending", "accepted", "dismissed"]
    glossary_term_id: str | None = Field(description="the term that now says it, once accepted")
    created_at: datetime
    decided_at: datetime | None
