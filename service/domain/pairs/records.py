"""Training pairs in the store: validation against the catalog, bulk import, export.

A pair's SQL is parsed in the datasource's dialect and every table and column it names must
exist in the catalog; a pair that fails is refused with the name that is wrong. Bulk imports
report row by row (accepted / duplicate / invalid and why) and apply in one transaction, with
one index task per changed pair in that same transaction.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal, NamedTuple

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from linking import InvalidSQLError
from linking.catalog import Meta, seed_pairs, sql_entities
from service.errors import Invalid
from service.store.models import IndexTask, PairOrigin, PairStatus, TrainingPair

MAX_SQL_CHARS = 20_000  # the API's schemas say so too


class ImportMode(StrEnum):
    SKIP = "skip"  # an exact duplicate (same question and SQL) is skipped
    UPSERT = "upsert"  # a pair with the same question replaces the stored ones
    OVERWRITE = "overwrite"  # the upload replaces every stored pair of its source


class InvalidPairError(Invalid, ValueError):
    """A training pair that does not check against the catalog (its SQL, its question)."""


@dataclass(frozen=True)
class PairInput:
    question: str
    sql: str
    source: str | None = None


@dataclass
class RowReport:
    row: int
    status: Literal["accepted", "duplicate", "invalid"]
    reason: str = ""
    id: str | None = None


@dataclass
class ImportReport:
    rows: list[RowReport] = field(default_factory=list)
    replaced: int = 0  # stored pairs removed by upsert or overwrite

    def count(self, status: str) -> int:
        return sum(1 for r in self.rows if r.status == status)


def question_key(question: str) -> str:
    return hashlib.sha256(" ".join(question.lower().split()).encode()).hexdigest()


def sql_key(sql: str) -> str:
    return hashlib.sha256(" ".join(sql.rstrip("; \n").split()).encode()).hexdigest()


class PairReads(NamedTuple):
    """What a pair's SQL reads of the catalog: ``schema.table`` and ``schema.table.column``."""

    tables: list[str]
    columns: list[str]


def check_pair(question: str, sql: str, meta: Meta, *, max_question_chars: int) -> PairReads:
    """The catalog tables and columns the SQL reads; InvalidPairError says what is wrong. A
    pair's question is held to the limit a linked question is
    (``SCHEMALINK_MAX_QUESTION_CHARS``)."""
    question = " ".join(question.split())
    if not question:
        raise InvalidPairError("the question is empty")
    if len(question) > max_question_chars:
        raise InvalidPairError(f"the question is longer than {max_question_chars} characters")
    if len(sql) > MAX_SQL_CHARS:
        raise InvalidPairError(f"the SQL is longer than {MAX_SQL_CHARS} characters")
    try:
        entities = sql_entities(sql, meta)
    except InvalidSQLError as error:
        raise InvalidPairError(str(error)) from error
    if entities.unknown_tables:
        raise InvalidPairError(f"unknown table: {', '.join(entities.unknown_tables)}")
    if entities.unknown_columns:
        raise InvalidPairError(f"unknown column: {', '.join(entities.unknown_columns)}")
    if not entities.tables:
        raise InvalidPairError("the SQL reads no table of the catalog")
    return PairReads([str(t) for t in entities.tables], sorted({str(f) for f in entities.fields}))


def new_pair(
    datasource_id: str,
    item: PairInput,
    reads: PairReads,
    *,
    status: PairStatus,
    origin: PairOrigin,
    worked: bool | None = None,
) -> TrainingPair:
    question = " ".join(item.question.split())
    return TrainingPair(
        datasource_id=datasource_id,
        question=question,
        sql=item.sql.strip(),
        question_key=question_key(question),
        sql_key=sql_key(item.sql),
        status=status,
        origin=origin,
        source=item.source,
        worked=worked,
        tables=reads.tables,
        columns=reads.columns,
    )


def index_task(pair: TrainingPair) -> IndexTask:
    return IndexTask(datasource_id=pair.datasource_id, pair_id=pair.id)


async def store_pair(session: AsyncSession, pair: TrainingPair) -> TrainingPair:
    """Add a new pair and, in the same transaction, the task that indexes it."""
    session.add(pair)
    await session.flush()  # the pair's id, for the task
    session.add(index_task(pair))
    return pair


async def import_pairs(
    session: AsyncSession,
    datasource_id: str,
    meta: Meta,
    items: Sequence[PairInput | InvalidPairError],
    mode: ImportMode,
    *,
    source: str | None = None,
    max_question_chars: int,
    status: PairStatus = PairStatus.APPROVED,
    origin: PairOrigin = PairOrigin.ADMIN,
) -> ImportReport:
    """Validate and store ``items``; the caller commits (or rolls back) the session."""
    report = ImportReport()
    if mode == ImportMode.OVERWRITE:
        if not source:
            raise InvalidPairError("overwrite mode needs a source: the upload replaces its pairs")
        report.replaced += await delete_pairs(
            session, TrainingPair.datasource_id == datasource_id, TrainingPair.source == source
        )
    existing = {
        (q, s): i
        for i, q, s in await session.execute(
            select(TrainingPair.id, TrainingPair.question_key, TrainingPair.sql_key).where(
                TrainingPair.datasource_id == datasource_id
            )
        )
    }
    for number, item in enumerate(items, start=1):
        if isinstance(item, InvalidPairError):
            report.rows.append(RowReport(number, "invalid", str(item)))
            continue
        if source and not item.source:
            item = PairInput(item.question, item.sql, source)
        try:
            reads = check_pair(item.question, item.sql, meta, max_question_chars=max_question_chars)
        except InvalidPairError as error:
            report.rows.append(RowReport(number, "invalid", str(error)))
            continue
        key = (question_key(item.question), sql_key(item.sql))
        if key in existing:
            report.rows.append(
                RowReport(number, "duplicate", "the same pair is stored", existing[key])
            )
            continue
        if mode == ImportMode.UPSERT:
            same_question = [k for k in existing if k[0] == key[0]]
            for stale in same_question:
                report.replaced += await delete_pairs(
                    session, TrainingPair.id == existing.pop(stale)
                )
        pair = await store_pair(
            session, new_pair(datasource_id, item, reads, status=status, origin=origin)
        )
        existing[key] = pair.id
        report.rows.append(RowReport(number, "accepted", id=pair.id))
    return report


async def delete_pairs(session: AsyncSession, *conditions: Any) -> int:
    """Delete matching pairs, leaving an index task for each so the index forgets them."""
    doomed = list(await session.scalars(select(TrainingPair).where(*conditions)))
    for pair in doomed:
        session.add(index_task(pair))
    if doomed:
        await session.execute(
            delete(TrainingPair).where(TrainingPair.id.in_([p.id for p in doomed]))
        )
    return len(doomed)


async def stored_twin(
    session: AsyncSession, datasource_id: str, question: str, sql: str
) -> TrainingPair | None:
    """The stored pair with the same question and SQL (as ``question_key``/``sql_key`` see
    them), if any."""
    return await session.scalar(
        select(TrainingPair).where(
            TrainingPair.datasource_id == datasource_id,
            TrainingPair.question_key == question_key(question),
            TrainingPair.sql_key == sql_key(sql),
        )
    )


async def replace_seeds(
    session: AsyncSession, datasource_id: str, meta: Meta, *, max_question_chars: int
) -> tuple[int, int]:
    """Replace the datasource's generated pairs still waiting for review with fresh ones from
    its catalog, pending too: drafts are never served before an admin approves them. A seed
    already reviewed stays, and a question a person already stored keeps theirs. (created,
    replaced); the caller commits."""
    replaced = await delete_pairs(
        session,
        TrainingPair.datasource_id == datasource_id,
        TrainingPair.origin == PairOrigin.SEED,
        TrainingPair.status == PairStatus.PENDING,
    )
    taken = set(
        await session.scalars(
            select(TrainingPair.question_key).where(TrainingPair.datasource_id == datasource_id)
        )
    )
    created = 0
    for seed in seed_pairs(meta):
        key = question_key(seed.question)
        if key in taken:
            continue
        taken.add(key)
        reads = check_pair(seed.question, seed.sql, meta, max_question_chars=max_question_chars)
        seeded = PairInput(seed.question, seed.sql, PairOrigin.SEED)
        await store_pair(
            session,
            new_pair(
                datasource_id, seeded, reads, status=PairStatus.PENDING, origin=PairOrigin.SEED
            ),
        )
        created += 1
    return created, replaced
