"""Training pairs: CRUD, bulk upload with a per-row report, export, review, cold-start seeds,
and feedback from SQL generators. The rules are the use case's (``service.usecases.pairs``)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, File, Query, Request, Response, UploadFile
from fastapi.responses import PlainTextResponse

from service.api.deps import AdminDep, ContainerDep, LinkDep, PageDep, SessionDep
from service.api.lifecycle import until_disconnected
from service.domain.pairs.files import ExportFormat
from service.domain.pairs.records import ImportMode, PairInput
from service.errors import Invalid
from service.schemas import (
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
from service.store.models import PairOrigin, PairStatus
from service.usecases import pairs
from service.usecases.feedback import submit_feedback

router = APIRouter(prefix="/v1", tags=["training pairs"])
MEDIA_TYPES = {"json": "application/json", "jsonl": "application/x-ndjson", "csv": "text/csv"}


@router.post("/training-pairs", status_code=201, operation_id="create_pair")
async def create_pair(
    body: PairCreate, _: AdminDep, container: ContainerDep, session: SessionDep
) -> PairPublic:
    item = PairInput(body.question, body.sql, body.source)
    pair = await pairs.create_pair(container, session, body.datasource, item, status=body.status)
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
    return await pairs.list_pairs(
        session,
        page.offset,
        page.limit,
        datasource=datasource,
        status=status,
        origin=origin,
        source=source,
        question_has=q,
    )


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
        raise Invalid(f"the upload is larger than {limit} bytes")
    upload = pairs.Upload(content, file.filename, format)
    report = await until_disconnected(
        request,
        pairs.upload_pairs(container, session, datasource, upload, mode, source=source),
    )
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
    text = await pairs.exported_pairs(session, datasource, format, status=status)
    return PlainTextResponse(
        text,
        media_type=MEDIA_TYPES[format],
        # ids are ASCII-safe for the file name
        headers={"Content-Disposition": f'attachment; filename="{datasource}-pairs.{format}"'},
    )


@router.post("/training-pairs/seed", operation_id="seed_pairs")
async def seed(
    _: AdminDep,
    container: ContainerDep,
    session: SessionDep,
    datasource: Annotated[str, Query(min_length=1, max_length=64)],
) -> SeedReport:
    """Cold start: drafts generated from the catalog (counts, totals of measures, filters on
    sampled values, breakdowns by category, counts along declared keys), ``origin=seed`` and
    pending until an admin approves them; running it again replaces the drafts not yet
    reviewed."""
    created, replaced = await pairs.seed_pairs(container, session, datasource)
    return SeedReport(created=created, replaced=replaced)


@router.get("/training-pairs/{pair_id}", operation_id="get_pair")
async def get_pair(pair_id: str, _: AdminDep, session: SessionDep) -> PairPublic:
    return PairPublic.model_validate(await pairs.get_pair(session, pair_id))


@router.patch("/training-pairs/{pair_id}", operation_id="update_pair")
async def update_pair(
    pair_id: str, body: PairUpdate, _: AdminDep, container: ContainerDep, session: SessionDep
) -> PairPublic:
    pair = await pairs.change_pair(
        container, session, pair_id, question=body.question, sql=body.sql, source=body.source
    )
    return PairPublic.model_validate(pair)


@router.delete("/training-pairs/{pair_id}", status_code=204, operation_id="delete_pair")
async def delete_pair(
    pair_id: str, _: AdminDep, container: ContainerDep, session: SessionDep
) -> Response:
    await pairs.delete_pair(container, session, pair_id)
    return Response(status_code=204)


@router.post("/training-pairs/{pair_id}/review", operation_id="review_pair")
async def review_pair(
    pair_id: str, body: Review, _: AdminDep, container: ContainerDep, session: SessionDep
) -> PairPublic:
    """Approve (optionally with corrected SQL) or reject; only approved pairs are used."""
    approve = body.decision == "approve"
    pair = await pairs.review_pair(container, session, pair_id, approve=approve, sql=body.sql)
    return PairPublic.model_validate(pair)


@router.post("/feedback", status_code=202, operation_id="feedback")
async def feedback(
    body: Feedback, principal: LinkDep, container: ContainerDep, session: SessionDep
) -> FeedbackReceipt:
    """A SQL generator reports a question, the SQL it ran and whether it worked. It waits as
    a pending pair until an admin approves it; the same report twice is one pair."""
    return await submit_feedback(container, session, principal, body)
