"""API keys: created by admins, shown once, revoked rather than deleted."""

from __future__ import annotations

from fastapi import APIRouter

from service.api.deps import AdminDep, PageDep, SessionDep
from service.schemas import ApiKeyCreate, ApiKeyCreated, ApiKeyPublic, Page
from service.usecases import keys

router = APIRouter(prefix="/v1/api-keys", tags=["api keys"])


@router.post("", status_code=201, operation_id="create_api_key")
async def create_api_key(body: ApiKeyCreate, _: AdminDep, session: SessionDep) -> ApiKeyCreated:
    """A new key, shown this once; it expires after ``expires_in_days`` if given."""
    row, key = await keys.create_key(session, body)
    return ApiKeyCreated(**ApiKeyPublic.model_validate(row).model_dump(), key=key)


@router.get("", operation_id="list_api_keys")
async def list_api_keys(_: AdminDep, session: SessionDep, page: PageDep) -> Page[ApiKeyPublic]:
    return await keys.list_keys(session, page.offset, page.limit)


@router.delete("/{key_id}", operation_id="revoke_api_key")
async def revoke_api_key(key_id: str, _: AdminDep, session: SessionDep) -> ApiKeyPublic:
    return ApiKeyPublic.model_validate(await keys.revoke_key(session, key_id))
