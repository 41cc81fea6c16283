"""Who is calling: an API key (or none) in, a ``Principal`` with its scopes and policy out.

A key's principal is read once and remembered while the store's revision stands
(``service.store.revision``): revoking a key, changing its role's policies or deleting the
role moves the revision on, so the next request of any process reads it again.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from service.auth import BOOTSTRAP, LOCAL_ADMIN, Principal, Scope, hash_key, is_loopback, same_key
from service.container import Container
from service.domain.access import policy_of
from service.errors import Forbidden, Unauthorized
from service.store.models import ApiKey, Policy, utcnow


async def authenticate(container: Container, session: AsyncSession, key: str | None) -> Principal:
    """The caller a key stands for; 401 for a missing, unknown, revoked or expired key."""
    settings = container.settings
    if key is None:
        return await _keyless(container, session)
    if settings.admin_key is not None and same_key(key, settings.admin_key.get_secret_value()):
        return BOOTSTRAP
    memory = await container.remembered.at(session)
    digest = hash_key(key)
    principal = memory.principals.get(digest)
    if principal is None:
        principal = await _principal(session, digest)
        memory.keep(session, memory.principals, digest, principal)
    if principal.expires_at is not None and principal.expires_at <= utcnow():
        raise Unauthorized("this API key has expired")
    return principal


# Where the remembered principals keep whether the store holds a usable key (no hash is empty).
_STORE_HAS_KEYS = ""


async def _keyless(container: Container, session: AsyncSession) -> Principal:
    """A caller without a key is the local admin only on a one-user server: on loopback, with
    no admin key configured, while the store holds no API key (a store with keys has roles
    that must hold for everyone), unless ``SCHEMALINK_INSECURE_LOCAL_ADMIN`` says otherwise."""
    settings = container.settings
    if settings.admin_key is not None or not is_loopback(settings.host):
        raise Unauthorized("send an API key: Authorization: Bearer <key>")
    if settings.insecure_local_admin:
        return LOCAL_ADMIN
    memory = await container.remembered.at(session)
    has_keys = memory.principals.get(_STORE_HAS_KEYS)
    if has_keys is None:
        found = await session.scalar(select(ApiKey.id).where(ApiKey.revoked_at.is_(None)).limit(1))
        has_keys = found is not None
        memory.keep(session, memory.principals, _STORE_HAS_KEYS, has_keys)
    if has_keys:
        raise Unauthorized(
            "this store holds API keys, so a caller without one is not the local admin: send a "
            "key (Authorization: Bearer <key>), or start with SCHEMALINK_ADMIN_KEY set",
        )
    return LOCAL_ADMIN


async def _principal(session: AsyncSession, digest: str) -> Principal:
    # The key and its role's rules in one query: every linking request needs both.
    found = (
        await session.execute(
            select(ApiKey, Policy)
            .outerjoin(Policy, Policy.role == ApiKey.role)
            .where(ApiKey.key_hash == digest)
            .order_by(Policy.id)
        )
    ).all()
    row = found[0][0] if found else None
    if row is None or row.revoked_at is not None:
        raise Unauthorized("unknown or revoked API key")
    return Principal(
        row.id,
        row.name,
        frozenset(Scope(s) for s in row.scopes),
        row.role,
        rate_per_minute=row.rate_per_minute,
        policy=None if row.role is None else policy_of(p for _, p in found if p is not None),
        expires_at=row.expires_at,
    )


def require(principal: Principal, scope: Scope) -> Principal:
    """``principal``, or 403 when its key lacks ``scope``."""
    if not principal.can(scope):
        raise Forbidden(f"this API key lacks the {scope.value!r} scope")
    return principal
