"""Training pairs: add, change, review, delete, upload in bulk, export, seed.

Every pair is checked against its datasource's synced catalog before it is stored (its SQL
must parse and read only what the catalog holds), questions and SQL are normalised the same
way whichever path stored them, two pairs never share a question and SQL, and every change
leaves an index task in the same transaction. The HTTP routers and the CLI call these; a
pair that does not check raises ``InvalidPairError``, which the one error map answers.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from linking.catalog import Meta
from service.container import Container
from service.domain.pairs.files import ExportFormat, export_pairs, format_of, parse_upload
from service.domain.pairs.records import (
    ImportMode,
    ImportReport,
    PairInput,
    PairReads,
    check_pair,
    import_pairs,
    index_task,
    new_pair,
    question_key,
    replace_seeds,
    sql_key,
    store_pair,
    stored_twin,
)
from service.errors import Conflict, Invalid, not_found
from service.schemas import Page, PairPublic
from service.store.models import Datasource, PairOrigin, PairStatus, TrainingPair
from service.usecases.reads import existing, paginate, synced_catalog


@dataclass(frozen=True)
class Upload:
    """A file of pairs as it arrived: its bytes, its name and the format it was said to be."""

    content: bytes
    name: str | None = None
    format: ExportFormat | None = None  # None: from the name's extension


async def list_pairs(
    session: AsyncSession,
    offset: int,
    limit: int,
    *,
    datasource: str | None = None,
    status: PairStatus | None = None,
    origin: PairOrigin | None = None,
    source: str | None = None,
    question_has: str | None = None,
) -> Page[PairPublic]:
    """The pairs that match every filter given, oldest first, a page of them."""
    conditions = []
    if datasource:
        conditions.append(TrainingPair.datasource_id == datasource)
    if status:
        conditions.append(TrainingPair.status == status)
    if origin:
        conditions.append(TrainingPair.origin == origin)
    if source:
        conditions.append(TrainingPair.source == source)
    if question_has:
        conditions.append(TrainingPair.question.contains(question_has))
    statement = (
        select(TrainingPair).where(*conditions).order_by(TrainingPair.created_at, TrainingPair.id)
    )
    return await paginate(session, statement, offset, limit, PairPublic.model_validate)


async def get_pair(session: AsyncSession, pair_id: str) -> TrainingPair:
    return await existing(session, TrainingPair, pair_id, "training pair")


async def create_pair(
    container: Container,
    session: AsyncSession,
    datasource_id: str,
    item: PairInput,
    *,
    status: PairStatus,
) -> TrainingPair:
    """An admin's pair, checked and stored; the same question and SQL stored before is a
    conflict naming that pair."""
    meta = await synced_catalog(container, session, datasource_id)
    reads = _checked(container, item.question, item.sql, meta)
    duplicate = await stored_twin(session, datasource_id, item.question, item.sql)
    if duplicate is not None:
        raise Conflict(f"the same pair is stored as {duplicate.id}")
    pair = new_pair(datasource_id, item, reads, status=status, origin=PairOrigin.ADMIN)
    pair = await store_pair(session, pair)
    await session.commit()
    container.worker.wake()
    return pair


async def change_pair(
    container: Container,
    session: AsyncSession,
    pair_id: str,
    *,
    question: str | None = None,
    sql: str | None = None,
    source: str | None = None,
) -> TrainingPair:
    """The pair with its question, SQL or source changed, checked again as a new one is."""
    pair = await get_pair(session, pair_id)
    meta = await synced_catalog(container, session, pair.datasource_id)
    question = question if question is not None else pair.question
    sql = sql if sql is not None else pair.sql
    pair.tables, pair.columns = _checked(container, question, sql, meta)
    pair.question, pair.sql = " ".join(question.split()), sql.strip()
    pair.question_key, pair.sql_key = question_key(question), sql_key(sql)
    if source is not None:
        pair.source = source or None
    session.add(index_task(pair))
    await _commit_unique(session)
    container.worker.wake()
    return pair


async def review_pair(
    container: Container,
    session: AsyncSession,
    pair_id: str,
    *,
    approve: bool,
    sql: str | None = None,
) -> TrainingPair:
    """Approved (with the SQL corrected, checked, when given) or rejected."""
    pair = await get_pair(session, pair_id)
    if sql is not None:
        meta = await synced_catalog(container, session, pair.datasource_id)
        pair.tables, pair.columns = _checked(container, pair.question, sql, meta)
        pair.sql, pair.sql_key = sql.strip(), sql_key(sql)
    pair.status = PairStatus.APPROVED if approve else PairStatus.REJECTED
    if approve:
        # An admin vouches for it again: past failures and disuse no longer keep it out.
        pair.failure_count, pair.last_used_at = 0, None
    session.add(index_task(pair))
    await _commit_unique(session)
    container.linker.forget_answers(pair.datasource_id)
    container.worker.wake()
    return pair


async def delete_pair(container: Container, session: AsyncSession, pair_id: str) -> None:
    pair = await get_pair(session, pair_id)
    session.add(index_task(pair))
    await session.delete(pair)
    await session.commit()
    container.linker.forget_answers(pair.datasource_id)
    container.worker.wake()


async def upload_pairs(
    container: Container,
    session: AsyncSession,
    datasource_id: str,
    upload: Upload,
    mode: ImportMode,
    *,
    source: str | None = None,
) -> ImportReport:
    """Every row of the file checked and reported; the valid ones stored in one
    transaction, the invalid ones named with the reason."""
    meta = await synced_catalog(container, session, datasource_id)
    fmt = upload.format or format_of(upload.name)
    if fmt is None:
        raise Invalid("say the format (json, jsonl or csv) or name the file .json, .jsonl or .csv")
    items = parse_upload(upload.content, fmt, max_rows=container.settings.max_upload_rows)
    report = await import_pairs(
        session,
        datasource_id,
        meta,
        items,
        mode,
        source=source or None,
        max_question_chars=container.settings.max_question_chars,
    )
    await session.commit()
    container.worker.wake()
    return report


async def exported_pairs(
    session: AsyncSession,
    datasource_id: str,
    fmt: ExportFormat,
    *,
    status: PairStatus | None = PairStatus.APPROVED,
) -> str:
    """The datasource's pairs (approved ones by default) in an upload format, so an export
    imports back unchanged."""
    if await session.get(Datasource, datasource_id) is None:
        raise not_found("datasource", datasource_id)
    conditions = [TrainingPair.datasource_id == datasource_id]
    if status:
        conditions.append(TrainingPair.status == status)
    rows = await session.scalars(
        select(TrainingPair).where(*conditions).order_by(TrainingPair.created_at, TrainingPair.id)
    )
    return export_pairs(rows, fmt)


async def seed_pairs(
    container: Container, session: AsyncSession, datasource_id: str
) -> tuple[int, int]:
    """Pairs generated from the catalog, replacing the previous seeds: (created, replaced)."""
    meta = await synced_catalog(container, session, datasource_id)
    created, replaced = await replace_seeds(
        session, datasource_id, meta, max_question_chars=container.settings.max_question_chars
    )
    await session.commit()
    container.worker.wake()
    return created, replaced


def _checked(container: Container, question: str, sql: str, meta: Meta) -> PairReads:
    return check_pair(question, sql, meta, max_question_chars=container.settings.max_question_chars)


async def _commit_unique(session: AsyncSession) -> None:
    try:
        await session.commit()
    except IntegrityError as error:
        await session.rollback()
        raise Conflict("another pair has the same question and SQL") from error
