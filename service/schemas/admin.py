"""Bodies of the admin operations: datasources, jobs, catalog descriptions, the glossary,
roles, policies, API keys, health."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, Field, Strict

from service.auth import Scope
from service.schemas.base import Body, Name, Public
from service.store.models import JobKind, JobStatus

# Datasources

SchemaName = Annotated[str, Field(min_length=1, max_length=128, pattern=r"^[^\x00-\x1f]+$")]


def _distinct(schemas: list[str]) -> list[str]:
    repeated = sorted({s for s in schemas if schemas.count(s) > 1})
    if repeated:
        raise ValueError(f"schemas named twice: {', '.join(repeated)}")
    return schemas


SchemaNames = Annotated[list[SchemaName], Field(max_length=64), AfterValidator(_distinct)]
SCHEMAS_DESCRIPTION = (
    "the schemas (MySQL: databases) a sync reads, at most 64; empty reads the connection's "
    "default one. A name the database does not have fails the sync, naming the ones it has"
)


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
    schemas: SchemaNames = Field(default=[], description=SCHEMAS_DESCRIPTION)


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
    schemas: SchemaNames | None = Field(
        default=None, description=SCHEMAS_DESCRIPTION + "; a change starts a sync"
    )


class DatasourcePublic(Public):
    id: str
    description: str
    url: str = Field(validation_alias="url_display", description="the URL, password masked")
    dialect: str
    privacy: bool
    schemas: list[str] = Field(description="the schemas a sync reads; empty: the default one")
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


class Caller(BaseModel):
    """The key a request was made with, as ``GET /v1/me`` describes it."""

    key_id: str
    name: str
    scopes: list[str] = Field(description="admin: everything; link: linking and feedback")
    role: str | None = Field(description="the role whose policies limit what it sees")
    expires_at: datetime | None


class ApiKeyCreated(ApiKeyPublic):
    key: str = Field(description="the key itself: shown this once, stored only as a hash")


# Health


class Health(BaseModel):
    status: Literal["ok"]
    version: str


class Readiness(BaseModel):
    ready: bool
    components: dict[str, str]


# Relationships


class RelationshipJudgement(Body):
    table: str = Field(
        min_length=1,
        max_length=512,
        description="the table holding the key: `schema.table` or a unique table name",
    )
    columns: list[Annotated[str, Field(min_length=1, max_length=256)]] = Field(
        min_length=1, max_length=16
    )
    ref_table: str = Field(min_length=1, max_length=512, description="the table it refers to")
    ref_columns: list[Annotated[str, Field(min_length=1, max_length=256)]] = Field(
        min_length=1, max_length=16
    )
    verdict: Literal["declared", "rejected"] = Field(
        description="declared: the relationship holds (joins may walk it); rejected: it does "
        "not, whatever the database or inference says. Kept across syncs."
    )
    note: str = Field(default="", max_length=2000, description="why, for the next admin")


class RelationshipOut(BaseModel):
    table: str = Field(description="`schema.table` holding the key")
    columns: list[str]
    ref_table: str
    ref_columns: list[str]
    origin: Literal["database", "declared", "inferred"] | None = Field(
        description="who states it; null for a rejected one nothing proposes now"
    )
    confidence: float
    evidence: list[str] = Field(description="what inference saw (names, types, values)")
    verdict: Literal["declared", "rejected"] | None = Field(description="an admin's, if any")
    verdict_id: int | None = Field(description="for DELETE …/relationships/verdicts/{id}")
    note: str
