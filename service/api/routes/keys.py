"""API keys: created by admins, shown once, revoked rather than deleted."""

from __future__ import annotations

from datetime import timedelta

from fastapi import APIRouter
from sqlalchemy import select

from service.api.deps import AdminDep, PageDep, SessionDep, get_or_404, paginate
from service.api.errors import conflict, not_found
from service.api.schemas import ApiKeyCreate, ApiKeyCreated, ApiKeyPublic, Page
from service.auth import KEY_PREFIX, hash_key, new_key
from service.store.models import ApiKey, Role, utcnow

router = APIRouter(prefix="/v1/api-keys", tags=["api keys"])


@router.post("", status_code=201, operation_id="create_api_key")
async def create_api_key(body: ApiKeyCreate, _: AdminDep, session: SessionDep) -> ApiKeyCreated:
    """A new key, shown this once; it expires after ``expires_in_days`` if given."""
    if body.role is not None and await session.get(Role, body.role) is None:
        raise not_found("role", body.role)
    expires_at = utcnow() + timedelta(days=body.expires_in_days) if body.expires_in_days else None
    key = new_key()
    row = ApiKey(
        name=body.name,
        prefix=key[: len(KEY_PREFIX) + 6],
        key_hash=hash_key(key),
        scopes=sorted(set(body.scopes)),
        role=body.role,
        expires_at=expires_at,
        rate_per_minute=body.rate_per_minute,
    )
    session.add(row)
    await session.commit()
    return ApiKeyCreated(**ApiKeyPublic.model_validate(row).model_dump(), key=key)


@router.get("", operation_id="list_api_keys")
async def list_api_keys(_: AdminDep, session: SessionDep, page: PageDep) -> Page[ApiKeyPublic]:
    statement = select(ApiKey).order_by(ApiKey.created_at, ApiKey.id)
    return await paginate(session, statement, page, ApiKeyPublic.model_validate)


@router.delete("/{key_id}", operation_id="revoke_api_key")
async def revoke_api_key(key_id: str, _: AdminDep, session: SessionDep) -> ApiKeyPublic:
    row = await get_or_404(session, ApiKey, key_id, "API key")
    if row.revoked_at is not None:
        raise conflict(f"API key {key_id} is already revoked")
    row.revoked_at = utcnow()
    await session.commit()
    return ApiKeyPublic.model_validate(row)
