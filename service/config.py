"""All configuration, from the environment, in one class. The README's table mirrors it."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from typing import Annotated

from pydantic import AliasChoices, Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from linking import LinkerConfig
from linking.backends import BACKGROUND_NICE, BackendSettings
from linking.catalog import InferenceSettings, ValueSettings, allowed_by_default
from service.domain.pairs.rules import PairRules


def _env(*names: str) -> AliasChoices:
    return AliasChoices(*names)


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore", populate_by_name=True)

    data_dir: Path = Field(
        default=Path.home() / ".schemalink", validation_alias=_env("SCHEMALINK_DATA_DIR")
    )
    # Where the embedding model's built graphs are kept; unset: the data directory's models/.
    encoder_cache: Path | None = Field(
        default=None, validation_alias=_env("SCHEMALINK_MODEL_CACHE")
    )
    # The file of passage vectors already embedded; unset: the data directory's
    # embeddings.sqlite3.
    embedding_cache: Path | None = Field(
        default=None, validation_alias=_env("SCHEMALINK_EMBEDDING_CACHE")
    )
    # The nice value of the threads that embed a sync's documents: 10 yields the cores to
    # links; 0 for a worker that answers no links, or beside other work of normal priority.
    background_nice: int = Field(
        default=BACKGROUND_NICE, ge=0, le=19, validation_alias=_env("SCHEMALINK_BACKGROUND_NICE")
    )
    qdrant_url: str | None = Field(default=None, validation_alias=_env("QDRANT_URL"))
    qdrant_api_key: SecretStr | None = Field(default=None, validation_alias=_env("QDRANT_API_KEY"))
    meili_url: str | None = Field(default=None, validation_alias=_env("MEILI_URL"))
    meili_master_key: SecretStr | None = Field(
        default=None, validation_alias=_env("MEILI_MASTER_KEY")
    )
    index_prefix: str = Field(
        default="schemalink_",
        pattern=r"^[a-z0-9_]{1,40}$",
        validation_alias=_env("SCHEMALINK_INDEX_PREFIX"),
    )
    llm_model: str | None = Field(default=None, validation_alias=_env("LLM_MODEL"))
    llm_timeout_s: float = Field(default=30.0, validation_alias=_env("LLM_TIMEOUT_S"))
    retriever_timeout_s: float = Field(
        default=10.0, gt=0, validation_alias=_env("SCHEMALINK_RETRIEVER_TIMEOUT_S")
    )
    embedding_model: str | None = Field(default=None, validation_alias=_env("EMBEDDING_MODEL"))
    embedding_dim: int | None = Field(default=None, validation_alias=_env("EMBEDDING_DIM"))
    database_url: str | None = Field(default=None, validation_alias=_env("DATABASE_URL"))
    db_pool_size: int = Field(default=10, ge=1, validation_alias=_env("SCHEMALINK_DB_POOL_SIZE"))
    max_question_chars: int = Field(
        default=2_000, ge=1, validation_alias=_env("SCHEMALINK_MAX_QUESTION_CHARS")
    )
    max_query_tokens: int = Field(
        default=256, ge=8, validation_alias=_env("SCHEMALINK_MAX_QUERY_TOKENS")
    )
    privacy_mode: bool = Field(default=False, validation_alias=_env("SCHEMALINK_PRIVACY_MODE"))
    # "builtin", a model file from `python -m bench train-ranker`, or "none" (fused scores).
    table_model: str = Field(default="builtin", validation_alias=_env("SCHEMALINK_TABLE_MODEL"))
    # The returned set: the smallest whose estimated completeness reaches this (a request's
    # `completeness` overrides it); 0 keeps the share rule of before.
    completeness: float = Field(
        default=LinkerConfig().select_completeness or 0.0,
        ge=0,
        le=1,
        validation_alias=_env("SCHEMALINK_COMPLETENESS"),
    )

    # The HTTP service
    host: str = Field(default="127.0.0.1", validation_alias=_env("SCHEMALINK_HOST"))
    port: int = Field(default=8000, validation_alias=_env("SCHEMALINK_PORT"))
    # A second port whose `GET /health` a child process answers, off the event loop that links
    # wait on (``service.api.probe``): for orchestrators' liveness probes. Unset: none.
    probe_port: int | None = Field(
        default=None, ge=1, le=65535, validation_alias=_env("SCHEMALINK_PROBE_PORT")
    )
    admin_key: SecretStr | None = Field(default=None, validation_alias=_env("SCHEMALINK_ADMIN_KEY"))
    # Keyless loopback callers are the local admin only while the store holds no API key;
    # this keeps them admin whatever it holds (anyone on the machine is then an admin).
    insecure_local_admin: bool = Field(
        default=False, validation_alias=_env("SCHEMALINK_INSECURE_LOCAL_ADMIN")
    )
    secret_key: SecretStr | None = Field(
        default=None, validation_alias=_env("SCHEMALINK_SECRET_KEY")
    )
    max_body_bytes: int = Field(
        default=2_000_000, ge=1024, validation_alias=_env("SCHEMALINK_MAX_BODY_BYTES")
    )
    max_upload_bytes: int = Field(
        default=10_000_000, ge=1024, validation_alias=_env("SCHEMALINK_MAX_UPLOAD_BYTES")
    )
    max_upload_rows: int = Field(
        default=10_000, ge=1, validation_alias=_env("SCHEMALINK_MAX_UPLOAD_ROWS")
    )
    max_batch_questions: int = Field(
        default=50, ge=1, validation_alias=_env("SCHEMALINK_MAX_BATCH_QUESTIONS")
    )
    # Conversations a client names (``conversation_id``): the last turns kept, and how long
    # an idle one lives.
    conversation_turns: int = Field(
        default=10, ge=1, le=20, validation_alias=_env("SCHEMALINK_CONVERSATION_TURNS")
    )
    conversation_ttl_s: float = Field(
        default=86_400, gt=0, validation_alias=_env("SCHEMALINK_CONVERSATION_TTL_S")
    )

    # Back-pressure: links running at once, links waiting for a turn and for how long, and
    # questions per API key per minute (0: no limit).
    max_inflight_links: int = Field(
        default=4, ge=1, validation_alias=_env("SCHEMALINK_MAX_INFLIGHT_LINKS")
    )
    max_queued_links: int = Field(
        default=256, ge=0, validation_alias=_env("SCHEMALINK_MAX_QUEUED_LINKS")
    )
    queue_timeout_s: float = Field(
        default=20.0, gt=0, validation_alias=_env("SCHEMALINK_QUEUE_TIMEOUT_S")
    )
    link_rate_per_minute: int = Field(
        default=600, ge=0, validation_alias=_env("SCHEMALINK_LINK_RATE_PER_MINUTE")
    )

    # Which datasource URLs an admin may register (see service.urls).
    datasource_drivers: Annotated[list[str], NoDecode] = Field(
        default_factory=allowed_by_default,
        validation_alias=_env("SCHEMALINK_DATASOURCE_DRIVERS"),
    )
    sqlite_dirs: Annotated[list[Path], NoDecode] = Field(
        default=[], validation_alias=_env("SCHEMALINK_SQLITE_DIRS")
    )
    datasource_timeout_s: float = Field(
        default=5.0, gt=0, validation_alias=_env("SCHEMALINK_DATASOURCE_TIMEOUT_S")
    )
    # The values users name, read after a sync is linkable (linking.catalog.named_values):
    # per column, all distinct values up to this many, else the most frequent; 0 keeps only
    # the examples read with the catalog. The timeout is per column's read.
    values_per_column: int = Field(
        default=100_000, ge=0, validation_alias=_env("SCHEMALINK_VALUES_PER_COLUMN")
    )
    values_timeout_s: float = Field(
        default=60.0, gt=0, validation_alias=_env("SCHEMALINK_VALUES_TIMEOUT_S")
    )

    # Relationships a sync infers where the database declares no foreign key (names, types,
    # key shape, sampled values: linking.catalog.relationships), and the least confidence
    # one must have to be kept; false keeps only declared ones.
    infer_relationships: bool = Field(
        default=True, validation_alias=_env("SCHEMALINK_INFER_RELATIONSHIPS")
    )
    relationship_min_confidence: float = Field(
        default=InferenceSettings().min_confidence,
        ge=0,
        le=1,
        validation_alias=_env("SCHEMALINK_RELATIONSHIP_MIN_CONFIDENCE"),
    )

    # Training pairs as few-shot examples (service.domain.pairs.gate): a similar pair is served only
    # from this similarity up, approved, and with fewer failures than the limit; a learned pair
    # (from feedback) unused this many days (0: never) or failed more often than the limit
    # expires; a pending learned pair reported working this many times is approved (0: only
    # by an admin).
    pair_min_similarity: float = Field(
        default=LinkerConfig().pair_score_threshold,
        ge=0,
        le=1,
        validation_alias=_env("SCHEMALINK_PAIR_MIN_SIMILARITY"),
    )
    pair_max_failures: int = Field(
        default=3, ge=1, validation_alias=_env("SCHEMALINK_PAIR_MAX_FAILURES")
    )
    learned_pair_ttl_days: float = Field(
        default=30, ge=0, validation_alias=_env("SCHEMALINK_LEARNED_PAIR_TTL_DAYS")
    )
    pair_auto_approve_successes: int = Field(
        default=0, ge=0, validation_alias=_env("SCHEMALINK_PAIR_AUTO_APPROVE_SUCCESSES")
    )

    # Jobs: whether `schemalink serve` runs a worker in its own process (false when
    # `schemalink worker` processes do the work), a worker's lease on a job, its heartbeat
    # (which also writes the job's progress), how often progress is written at most, how
    # often an idle worker looks for work, and how many times a job is started before a
    # worker dying on it fails it.
    run_worker: bool = Field(default=True, validation_alias=_env("SCHEMALINK_RUN_WORKER"))
    job_lease_s: float = Field(default=30.0, gt=0, validation_alias=_env("SCHEMALINK_JOB_LEASE_S"))
    job_heartbeat_s: float = Field(
        default=3.0, gt=0, validation_alias=_env("SCHEMALINK_JOB_HEARTBEAT_S")
    )
    job_progress_s: float = Field(
        default=1.0, gt=0, validation_alias=_env("SCHEMALINK_JOB_PROGRESS_S")
    )
    worker_poll_s: float = Field(
        default=2.0, gt=0, validation_alias=_env("SCHEMALINK_WORKER_POLL_S")
    )
    job_max_attempts: int = Field(
        default=3, ge=1, validation_alias=_env("SCHEMALINK_JOB_MAX_ATTEMPTS")
    )

    @field_validator("table_model")
    @classmethod
    def _model_exists(cls, value: str) -> str:
        if value.lower() not in ("builtin", "none") and not Path(value).is_file():
            raise ValueError(f"no table model file at {value!r}")
        return value

    @field_validator("datasource_drivers", "sqlite_dirs", mode="before")
    @classmethod
    def _comma_separated(cls, value: object) -> object:
        if isinstance(value, str):
            return [part.strip() for part in value.split(",") if part.strip()]
        return value

    @model_validator(mode="after")
    def _probe_beside_the_api(self) -> Settings:
        if self.probe_port is not None and self.probe_port == self.port:
            raise ValueError(
                f"SCHEMALINK_PROBE_PORT ({self.probe_port}) must differ from SCHEMALINK_PORT: "
                "the probe has a port of its own"
            )
        return self

    @model_validator(mode="after")
    def _heartbeat_within_lease(self) -> Settings:
        # The longest gap between two beats is a heartbeat after a progress write's pause.
        gap = self.job_heartbeat_s + self.job_progress_s
        if gap * 2 > self.job_lease_s:
            raise ValueError(
                f"SCHEMALINK_JOB_HEARTBEAT_S + SCHEMALINK_JOB_PROGRESS_S ({gap:g}) must be at most "
                f"half of SCHEMALINK_JOB_LEASE_S ({self.job_lease_s:g}): one late heartbeat must "
                "not lose the lease"
            )
        return self

    def store_url(self) -> str:
        """``DATABASE_URL``, or a SQLite file in the data directory."""
        return self.database_url or f"sqlite:///{self.data_dir / 'schemalink.db'}"

    def backend_settings(self) -> BackendSettings:
        return BackendSettings(
            data_dir=self.data_dir,
            model_cache=self.encoder_cache,
            embedding_cache=self.embedding_cache,
            qdrant_url=self.qdrant_url or None,
            qdrant_api_key=_secret(self.qdrant_api_key),
            meili_url=self.meili_url or None,
            meili_master_key=_secret(self.meili_master_key),
            llm_model=self.llm_model or None,
            llm_timeout_s=self.llm_timeout_s,
            embedding_model=self.embedding_model or None,
            embedding_dim=self.embedding_dim,
            index_prefix=self.index_prefix,
            background_nice=self.background_nice,
        )

    def value_settings(self) -> ValueSettings:
        return ValueSettings(
            enabled=self.values_per_column > 0,
            per_column=max(self.values_per_column, 1),
            timeout_s=self.values_timeout_s,
        )

    def relationship_settings(self) -> InferenceSettings | None:
        if not self.infer_relationships:
            return None
        return InferenceSettings(min_confidence=self.relationship_min_confidence)

    def linker_config(self) -> LinkerConfig:
        return LinkerConfig(
            max_question_chars=self.max_question_chars,
            max_query_tokens=self.max_query_tokens,
            llm_timeout_s=self.llm_timeout_s,
            retriever_timeout_s=self.retriever_timeout_s,
            private=self.privacy_mode,
            table_model=None if self.table_model.lower() == "none" else self.table_model,
            pair_score_threshold=self.pair_min_similarity,
            select_completeness=self.completeness or None,
        )

    def pair_rules(self) -> PairRules:
        return PairRules(
            max_failures=self.pair_max_failures,
            learned_ttl=timedelta(days=self.learned_pair_ttl_days),
            auto_approve_successes=self.pair_auto_approve_successes,
        )


def _secret(value: SecretStr | None) -> str | None:
    return value.get_secret_value() if value else None
