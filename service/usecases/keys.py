"""API keys: created by admins and shown once (only a hash is kept), revoked rather than
deleted, so the record of who held which key stays."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from service.auth import KEY_PREFIX, hash_key, new_key
from service.errors import Conflict, not_found
from service.schemas import ApiKeyCreate, ApiKeyPublic, Page
from service.store.models import ApiKey, Role, utcnow
from service.usecases.reads import existing, paginate


async def create_key(session: AsyncSession, body: ApiKeyCreate) -> tuple[ApiKey, str]:
    """The stored key and the key itself, which is not kept."""
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
    return row, key


async def list_keys(session: AsyncSession, offset: int, limit: int) -> Page[ApiKeyPublic]:
    statement = select(ApiKey).order_by(ApiKey.created_at, ApiKey.id)
    return await paginate(session, statement, offset, limit, ApiKeyPublic.model_validate)


async def revoke_key(session: AsyncSession, key_id: str) -> ApiKey:
    row = await existing(session, ApiKey, key_id, "API key")
    if row.revoked_at is not None:
        raise Conflict(f"API key {key_id} is already revoked")
    row.revoked_at = utcnow()
    await session.commit()
    return row
