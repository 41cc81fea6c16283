"""The metadata store's tables: the source of truth the vector and value indexes derive from.

Every row a user creates lives here; the indexes can always be rebuilt from it. Index work
is recorded in ``index_tasks`` in the same transaction as the change that causes it, and a
worker applies it (``service.worker``), so a crash never loses a change.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    Dialect,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class JobKind(StrEnum):
    SYNC = "sync"  # read the datasource, then index what changed
    REINDEX = "reindex"  # descriptions edited: index the changed tables, no reading
    EVALUATE = "evaluate"  # link every approved pair's question, score it (``Evaluation``)


class JobStatus(StrEnum):
    QUEUED = "queued"
    RUNNING = "running"
    SUCCEEDED = "succeeded"
    PARTIAL = "partial"  # finished, but some tables could not be read (the job names them)
    FAILED = "failed"
    CANCELLED = "cancelled"

    @property
    def active(self) -> bool:
        return self in (JobStatus.QUEUED, JobStatus.RUNNING)


class PairStatus(StrEnum):
    PENDING = "pending"  # waits for an admin's review; not used for linking
    APPROVED = "approved"  # indexed and used
    REJECTED = "rejected"
    # A learned pair (from feedback) unused too long or failed too often: out of the index
    # until an admin approves it again (``service.domain.pairs.gate``).
    EXPIRED = "expired"


class PairOrigin(StrEnum):
    ADMIN = "admin"
    FEEDBACK = "feedback"
    SEED = "seed"


def utcnow() -> datetime:
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """Timestamps stored in UTC and always read back with their offset: PostgreSQL keeps
    the zone, SQLite keeps naive text, which is UTC because only UTC is ever written."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is not None and value.tzinfo is None:
            raise ValueError("naive datetimes are not stored: give them a zone")
        return value.astimezone(UTC) if value is not None else None

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def new_id() -> str:
    return uuid.uuid4().hex


class Base(DeclarativeBase):
    type_annotation_map = {  # noqa: RUF012 - SQLAlchemy reads this class attribute
        dict[str, Any]: JSON,
        list[str]: JSON,
        datetime: UTCDateTime(),
    }


class Datasource(Base):
    __tablename__ = "datasources"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    description: Mapped[str] = mapped_column(Text, default="")
    url_encrypted: Mapped[str] = mapped_column(Text)
    url_display: Mapped[str] = mapped_column(Text)  # password masked
    dialect: Mapped[str] = mapped_column(String(32))
    # Deferred: the snapshot can be megabytes; it is read only when a catalog is (re)built.
    catalog: Mapped[dict[str, Any] | None] = mapped_column(default=None, deferred=True)
    # Bumped by every sync and description edit: cached catalogs compare it.
    revision: Mapped[int] = mapped_column(Integer, default=0)
    # Set when a sync has read, indexed and saved the catalog: before that, nothing links.
    synced_at: Mapped[datetime | None] = mapped_column(default=None)
    # Tables the last sync could not read ("schema.table"): kept as an earlier sync saw them.
    unread_tables: Mapped[list[str]] = mapped_column(default=list)
    # No sampled value or description of this datasource goes into an LLM prompt.
    privacy: Mapped[bool] = mapped_column(Boolean, default=False)
    # The schemas a sync reads; empty: the connection's default one.
    schemas: Mapped[list[str]] = mapped_column(default=list)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class DescriptionEdit(Base):
    """An admin's description of a table (``field`` empty) or column; applied over every sync."""

    __tablename__ = "description_edits"
    __table_args__ = (UniqueConstraint("datasource_id", "table_name", "field_name"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    datasource_id: Mapped[str] = mapped_column(
        ForeignKey("datasources.id", ondelete="CASCADE"), index=True
    )
    table_name: Mapped[str] = mapped_column(String(512))  # "schema.table"
    field_name: Mapped[str] = mapped_column(String(256), default="")
    description: Mapped[str] = mapped_column(Text)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class RelationshipVerdict(Base):
    """An admin's word on a relationship between two tables: ``declared`` (it holds, whatever
    the database declares) or ``rejected`` (it does not, whatever the database or inference
    says). Applied over every sync, like a description edit."""

    __tablename__ = "relationship_verdicts"
    __table_args__ = (UniqueConstraint("datasource_id", "join_key"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    datasource_id: Mapped[str] = mapped_column(
        ForeignKey("datasources.id", ondelete="CASCADE"), index=True
    )
    # JSON lists (["schema", "table"], column names): a dot in a name stays unambiguous.
    table_name: Mapped[str] = mapped_column(String(512))  # the table holding the key
    columns: Mapped[str] = mapped_column(String(1024))
    ref_table: Mapped[str] = mapped_column(String(512))
    ref_columns: Mapped[str] = mapped_column(String(1024))
    # The join whichever way round it is named (``RelationshipKey.normalized``): one verdict
    # per join, also when two arrive at once naming it both ways.
    join_key: Mapped[str] = mapped_column(String(2048))
    verdict: Mapped[str] = mapped_column(String(16))  # "declared" or "rejected"
    note: Mapped[str] = mapped_column(Text, default="")
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class Job(Base):
    __tablename__ = "jobs"
    __table_args__ = (Index("ix_jobs_status_created", "status", "created_at"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=new_id)
    kind: Mapped[str] = mapped_column(String(32))
    datasource_id: Mapped[str | None] = mapped_column(
        ForeignKey("datasources.id", ondelete="CASCADE"), default=None, index=True
    )
    status: Mapped[str] = mapped_column(String(16), default=JobStatus.QUEUED)
    progress: Mapped[dict[str, Any]] = mapped_column(default=dict)
    message: Mapped[str] = mapped_column(Text, default="")
    cancel_requested: Mapped[bool] = mapped_column(Boolean, default=False)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    # The worker running the job, and until when it may: renewed by its heartbeat; once it
    # has passed, another worker takes the job over (``service.leases``).
    lease_owner: Mapped[str | None] = mapped_column(String(128), default=None)
    lease_expires_at: Mapped[datetime | None] = mapped_column(default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    started_at: Mapped[datetime | None] = mapped_column(default=None)
    finished_at: Mapped[datetime | None] = mapped_column(default=None)


class TrainingPair(Base):
    __tablename__ = "training_pairs"
    __table_args__ = (
        UniqueConstraint("datasource_id", "question_key", "sql_key"),
        Index("ix_pairs_datasource_status", "datasource_id", "status"),
    )

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=new_id)
    datasource_id: Mapped[str] = mapped_column(ForeignKey("datasources.id", ondelete="CASCADE"))
    question: Mapped[str] = mapped_column(Text)
    sql: Mapped[str] = mapped_column(Text)
    # Normalised question and SQL: what "the same pair" means for duplicates and upserts.
    question_key: Mapped[str] = mapped_column(String(64), index=True)
    sql_key: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(16))  # pending | approved | rejected
    origin: Mapped[str] = mapped_column(String(16))  # admin | feedback | seed
    source: Mapped[str | None] = mapped_column(String(256), default=None, index=True)
    worked: Mapped[bool | None] = mapped_column(Boolean, default=None)
    # What feedback taught: answers that served it, and SQL written from it that worked
    # (ran and was right) or failed; when an answer last served it.
    use_count: Mapped[int] = mapped_column(Integer, default=0)
    success_count: Mapped[int] = mapped_column(Integer, default=0)
    failure_count: Mapped[int] = mapped_column(Integer, default=0)
    last_used_at: Mapped[datetime | None] = mapped_column(default=None)
    # The key whose feedback first brought a learned pair: its own reports never approve it.
    author_key: Mapped[str | None] = mapped_column(String(64), default=None)
    tables: Mapped[list[str]] = mapped_column(default=list)
    columns: Mapped[list[str]] = mapped_column(default=list)  # schema.table.column
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class PairReport(Base):
    """That one key reported a pair's SQL working or failing: each key counts once a pair and
    an outcome, so no single key can approve a pair or take it out of service."""

    __tablename__ = "pair_reports"
    __table_args__ = (UniqueConstraint("pair_id", "reporter", "outcome"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    pair_id: Mapped[str] = mapped_column(ForeignKey("training_pairs.id", ondelete="CASCADE"))
    reporter: Mapped[str] = mapped_column(String(64))  # the API key's id
    outcome: Mapped[str] = mapped_column(String(16))  # "success" or "failure"
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class IndexTaskKind(StrEnum):
    PAIR = "pair"  # (re)index a training pair, or remove it if it is gone or not approved
    DATASOURCE = "datasource"  # remove everything indexed for a deleted datasource


class IndexTask(Base):
    """Outbox: index work, written in the same transaction as the change that needs it and
    applied by the worker. Applying one twice is harmless."""

    __tablename__ = "index_tasks"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    kind: Mapped[str] = mapped_column(String(16), default=IndexTaskKind.PAIR)
    datasource_id: Mapped[str] = mapped_column(String(64), index=True)
    pair_id: Mapped[str] = mapped_column(String(32), default="")
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    done_at: Mapped[datetime | None] = mapped_column(default=None, index=True)


class Lease(Base):
    """A named piece of work one worker does at a time (a datasource's index tasks), held
    until ``expires_at``: see ``service.leases``."""

    __tablename__ = "leases"

    name: Mapped[str] = mapped_column(String(200), primary_key=True)
    owner: Mapped[str] = mapped_column(String(128))
    expires_at: Mapped[datetime] = mapped_column()


class GlossaryTerm(Base):
    __tablename__ = "glossary_terms"
    __table_args__ = (UniqueConstraint("datasource_id", "term"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=new_id)
    datasource_id: Mapped[str | None] = mapped_column(
        ForeignKey("datasources.id", ondelete="CASCADE"), default=None
    )
    term: Mapped[str] = mapped_column(String(256))
    synonyms: Mapped[list[str]] = mapped_column(default=list)
    description: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Role(Base):
    __tablename__ = "roles"

    name: Mapped[str] = mapped_column(String(64), primary_key=True)
    description: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Policy(Base):
    __tablename__ = "policies"

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=new_id)
    role: Mapped[str] = mapped_column(ForeignKey("roles.name", ondelete="CASCADE"), index=True)
    effect: Mapped[str] = mapped_column(String(8))  # allow | deny
    datasource_id: Mapped[str | None] = mapped_column(String(64), default=None)
    table_pattern: Mapped[str | None] = mapped_column(String(512), default=None)
    field_pattern: Mapped[str | None] = mapped_column(String(512), default=None)
    row_filter: Mapped[str | None] = mapped_column(Text, default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class ApiKey(Base):
    __tablename__ = "api_keys"

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=new_id)
    name: Mapped[str] = mapped_column(String(128))
    prefix: Mapped[str] = mapped_column(String(16))  # shown to tell keys apart
    key_hash: Mapped[str] = mapped_column(String(64), unique=True)
    scopes: Mapped[list[str]] = mapped_column(default=list)
    role: Mapped[str | None] = mapped_column(
        ForeignKey("roles.name", ondelete="RESTRICT"), default=None
    )
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    expires_at: Mapped[datetime | None] = mapped_column(default=None)
    # Questions per minute this key may ask; None: the service's default.
    rate_per_minute: Mapped[int | None] = mapped_column(Integer, default=None)
    revoked_at: Mapped[datetime | None] = mapped_column(default=None)


class ConversationTurn(Base):
    """A question linked under a client's ``conversation_id``, kept for its follow-ups: the
    conversation belongs to the API key that named it, keeps its last few turns and expires
    when idle (``service.domain.conversations``)."""

    __tablename__ = "conversation_turns"
    __table_args__ = (Index("ix_conversation_turns_key_conversation", "key_id", "conversation_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    key_id: Mapped[str] = mapped_column(String(32))
    conversation_id: Mapped[str] = mapped_column(String(64))
    datasource_id: Mapped[str] = mapped_column(String(64))
    question: Mapped[str] = mapped_column(Text)
    tables: Mapped[list[str]] = mapped_column(default=list)  # as the answer named them
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)


class StoreState(Base):
    """One row: the store's revision, which every change to what requests cache (keys, roles,
    policies, glossary terms, datasources, descriptions) moves on (``service.store.revision``)."""

    __tablename__ = "store_state"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    revision: Mapped[int] = mapped_column(BigInteger, default=0)
