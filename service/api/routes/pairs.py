"""Training pairs: CRUD, bulk upload with a per-row report, export, review, cold-start seeds,
and feedback from SQL generators."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, File, Query, Request, Response, UploadFile
from fastapi.responses import PlainTextResponse
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from linking.meta import Meta
from service.api.deps import (
    AdminDep,
    ContainerDep,
    LinkDep,
    PageDep,
    SessionDep,
    get_or_404,
    paginate,
    synced_catalog,
)
from service.api.errors import conflict, invalid, not_found
from service.api.lifecycle import until_disconnected
from service.api.schemas import (
    BulkReport,
    Feedback,
    FeedbackReceipt,
    Page,
    PairCreate,
    PairPublic,
    PairUpdate,
    Review,
    RowResult,
    SeedReport,
)
from service.container import Container
from service.store.models import Datasource, PairOrigin, PairStatus, TrainingPair
from service.training import (
    ExportFormat,
    ImportMode,
    ImportReport,
    InvalidPairError,
    PairInput,
    check_pair,
    export_pairs,
    format_of,
    import_pairs,
    index_task,
    new_pair,
    parse_upload,
    question_key,
    replace_seeds,
    sql_key,
    store_pair,
    stored_twin,
)
from service.usecases.feedback import submit_feedback

router = APIRouter(prefix="/v1", tags=["training pairs"])
MEDIA_TYPES = {"json": "application/json", "jsonl": "application/x-ndjson", "csv": "text/csv"}


async def _pair(session: AsyncSession, pair_id: str) -> TrainingPair:
    return await get_or_404(session, TrainingPair, pair_id, "training pair")


def _check(container: Container, question: str, sql: str, meta: Meta) -> list[str]:
    limit = container.settings.max_question_chars
    try:
        return check_pair(question, sql, meta, max_question_chars=limit)
    except InvalidPairError as error:
        raise invalid(str(error)) from error


@router.post("/training-pairs", status_code=201, operation_id="create_pair")
async def create_pair(
    body: PairCreate, _: AdminDep, container: ContainerDep, session: SessionDep
) -> PairPublic:
    meta = await synced_catalog(container, session, body.datasource)
    tables = _check(container, body.question, body.sql, meta)
    duplicate = await stored_twin(session, body.datasource, body.question, body.sql)
    if duplicate is not None:
        raise conflict(f"the same pair is stored as {duplicate.id}")
    item = PairInput(body.question, body.sql, body.source)
    pair = await store_pair(
        session,
        new_pair(body.datasource, item, tables, status=body.status, origin=PairOrigin.ADMIN),
    )
    await session.commit()
    container.worker.wake()
    return PairPublic.model_validate(pair)


@router.get("/training-pairs", operation_id="list_pairs")
async def list_pairs(
    _: AdminDep,
    session: SessionDep,
    page: PageDep,
    datasource: Annotated[str | None, Query(max_length=64)] = None,
    status: PairStatus | None = None,
    origin: PairOrigin | None = None,
    source: Annotated[str | None, Query(max_length=256)] = None,
    q: Annotated[str | None, Query(max_length=200, description="text in the question")] = None,
) -> Page[PairPublic]:
    conditions = []
    if datasource:
        conditions.append(TrainingPair.datasource_id == datasource)
    if status:
        conditions.append(TrainingPair.status == status)
    if origin:
        conditions.append(TrainingPair.origin == origin)
    if source:
        conditions.append(TrainingPair.source == source)
    if q:
        conditions.append(TrainingPair.question.contains(q))
    statement = (
        select(TrainingPair).where(*conditions).order_by(TrainingPair.created_at, TrainingPair.id)
    )
    return await paginate(session, statement, page, PairPublic.model_validate)


@router.post("/training-pairs/bulk", operation_id="upload_pairs")
async def upload_pairs(
    request: Request,
    _: AdminDep,
    container: ContainerDep,
    session: SessionDep,
    file: Annotated[UploadFile, File(description="JSON array, JSON lines or CSV")],
    datasource: Annotated[str, Query(min_length=1, max_length=64)],
    mode: ImportMode = ImportMode.SKIP,
    format: Annotated[
        ExportFormat | None, Query(description="default: from the file name's extension")
    ] = None,
    source: Annotated[str | None, Query(max_length=256)] = None,
) -> BulkReport:
    """Every row is reported: accepted, duplicate, or invalid with the reason. Valid rows are
    stored even when others are invalid; the upload as a whole is one transaction, which is
    not committed if the client hangs up before it is."""
    limit = container.settings.max_upload_bytes
    content = await file.read(limit + 1)
    if len(content) > limit:
        raise invalid(f"the upload is larger than {limit} bytes")
    meta = await synced_catalog(container, session, datasource)
    fmt = format or format_of(file.filename)
    if fmt is None:
        raise invalid(
            "say the format (?format=json|jsonl|csv) or name the file .json, .jsonl or .csv"
        )

    async def store() -> ImportReport:
        try:
            items = parse_upload(content, fmt, max_rows=container.settings.max_upload_rows)
            report = await import_pairs(
                session,
                datasource,
                meta,
                items,
                mode,
                source=source or None,
                max_question_chars=container.settings.max_question_chars,
            )
        except InvalidPairError as error:
            raise invalid(str(error)) from error
        await session.commit()
        return report

    report = await until_disconnected(request, store())
    container.worker.wake()
    return BulkReport(
        accepted=report.count("accepted"),
        duplicate=report.count("duplicate"),
        invalid=report.count("invalid"),
        replaced=report.replaced,
        rows=[RowResult(row=r.row, status=r.status, reason=r.reason, id=r.id) for r in report.rows],
    )


@router.get(
    "/training-pairs/export",
    operation_id="export_pairs",
    response_model=None,
    responses={
        200: {
            "description": "the pairs as a file in the chosen format",
            "content": {
                "application/x-ndjson": {"schema": {"type": "string"}},
                "application/json": {"schema": {"type": "array", "items": {"type": "object"}}},
                "text/csv": {"schema": {"type": "string"}},
            },
        }
    },
)
async def export(
    _: AdminDep,
    session: SessionDep,
    datasource: Annotated[str, Query(min_length=1, max_length=64)],
    format: ExportFormat = "jsonl",
    status: PairStatus | None = PairStatus.APPROVED,
) -> PlainTextResponse:
    """The pairs in the upload formats, so an export imports back unchanged."""
    if await session.get(Datasource, datasource) is None:
        raise not_found("datasource", datasource)  # ids are ASCII-safe for the file name
    conditions = [TrainingPair.datasource_id == datasource]
    if status:
        conditions.append(TrainingPair.status == status)
    rows = await session.scalars(
        select(TrainingPair).where(*conditions).order_by(TrainingPair.created_at, TrainingPair.id)
    )
    return PlainTextResponse(
        export_pairs(rows, format),
        media_type=MEDIA_TYPES[format],
        headers={"Content-Disposition": f'attachment; filename="{datasource}-pairs.{format}"'},
    )


@router.post("/training-pairs/seed", operation_id="seed_pairs")
async def seed(
    _: AdminDep,
    container: ContainerDep,
    session: SessionDep,
    datasource: Annotated[str, Query(min_length=1, max_length=64)],
) -> SeedReport:
    """Cold start: simple pairs generated from the catalog (counts, sums of measures, breakdowns
    by category), marked ``origin=seed``; running it again replaces the previous seeds."""
    meta = await synced_catalog(container, session, datasource)
    try:
        created, replaced = await replace_seeds(
            session, datasource, meta, max_question_chars=container.settings.max_question_chars
        )
    except InvalidPairError as error:
        raise invalid(str(error)) from error
    await session.commit()
    container.worker.wake()
    return SeedReport(created=created, replaced=replaced)


@router.get("/training-pairs/{pair_id}", operation_id="get_pair")
async def get_pair(pair_id: str, _: AdminDep, session: SessionDep) -> PairPublic:
    return PairPublic.model_validate(await _pair(session, pair_id))


@router.patch("/training-pairs/{pair_id}", operation_id="update_pair")
async def update_pair(
    pair_id: str, body: PairUpdate, _: AdminDep, container: ContainerDep, session: SessionDep
) -> PairPublic:
    pair = await _pair(session, pair_id)
    meta = await synced_catalog(container, session, pair.datasource_id)
    question = body.question if body.question is not None else pair.question
    sql = body.sql if body.sql is not None else pair.sql
    pair.tables = _check(container, question, sql, meta)
    pair.question, pair.sql = " ".join(question.split()), sql.strip()
    pair.question_key, pair.sql_key = question_key(question), sql_key(sql)
    if body.source is not None:
        pair.source = body.source or None
    session.add(index_task(pair))
    await _commit_unique(session)
    container.worker.wake()
    return PairPublic.model_validate(pair)


@router.delete("/training-pairs/{pair_id}", status_code=204, operation_id="delete_pair")
async def delete_pair(
    pair_id: str, _: AdminDep, container: ContainerDep, session: SessionDep
) -> Response:
    pair = await _pair(session, pair_id)
    session.add(index_task(pair))
    await session.delete(pair)
    await session.commit()
    container.worker.wake()
    return Response(status_code=204)


@router.post("/training-pairs/{pair_id}/review", operation_id="review_pair")
async def review_pair(
    pair_id: str, body: Review, _: AdminDep, container: ContainerDep, session: SessionDep
) -> PairPublic:
    """Approve (optionally with corrected SQL) or reject; only approved pairs are used."""
    pair = await _pair(session, pair_id)
    if body.sql is not None:
        meta = await synced_catalog(container, session, pair.datasource_id)
        pair.tables = _check(container, pair.question, body.sql, meta)
        pair.sql, pair.sql_key = body.sql.strip(), sql_key(body.sql)
    pair.status = PairStatus.APPROVED if body.decision == "approve" else PairStatus.REJECTED
    session.add(index_task(pair))
    await _commit_unique(session)
    container.worker.wake()
    return PairPublic.model_validate(pair)


async def _commit_unique(session: AsyncSession) -> None:
    try:
        await session.commit()
    except IntegrityError as error:
        await session.rollback()
        raise conflict("another pair has the same question and SQL") from error


@router.post("/feedback", status_code=202, operation_id="feedback")
async def feedback(
    body: Feedback, principal: LinkDep, container: ContainerDep, session: SessionDep
) -> FeedbackReceipt:
    """A SQL generator reports a question, the SQL it ran and whether it worked. It waits as
    a pending pair until an admin approves it; the same report twice is one pair."""
    return await submit_feedback(container, session, principal, body)
