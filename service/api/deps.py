"""Dependencies: the container, a store session, and who is calling with what rights.

A request has one store session: authentication, the catalog and the handler's own reads
share it, so a request never waits on the pool for a second connection while holding one.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Annotated, TypeVar

from fastapi import Depends, Query, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy import Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from linking.meta import Meta
from service.access import policy_of
from service.api.errors import ApiError, not_found
from service.api.schemas import Page
from service.auth import BOOTSTRAP, LOCAL_ADMIN, Principal, Scope, hash_key, is_loopback, same_key
from service.catalogs import catalog_of
from service.container import Container
from service.store.models import ApiKey, Datasource, Policy, utcnow

MAX_PAGE_SIZE = 200


def get_container(request: Request) -> Container:
    container: Container = request.app.state.container
    return container


ContainerDep = Annotated[Container, Depends(get_container)]


async def get_session(container: ContainerDep) -> AsyncIterator[AsyncSession]:
    async with container.store.session() as session:
        yield session


SessionDep = Annotated[AsyncSession, Depends(get_session)]

Row = TypeVar("Row")
Model = TypeVar("Model")
Item = TypeVar("Item")

_bearer = HTTPBearer(auto_error=False, description="An API key: `Authorization: Bearer sl_…`")


async def get_principal(
    container: ContainerDep,
    session: SessionDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Principal:
    settings = container.settings
    if credentials is None:
        if settings.admin_key is None and is_loopback(settings.host):
            return LOCAL_ADMIN
        raise ApiError(401, "unauthorized", "send an API key: Authorization: Bearer <key>")
    given = credentials.credentials
    if settings.admin_key is not None and same_key(given, settings.admin_key.get_secret_value()):
        return BOOTSTRAP
    # The key and its role's rules in one query: every linking request needs both.
    found = (
        await session.execute(
            select(ApiKey, Policy)
            .outerjoin(Policy, Policy.role == ApiKey.role)
            .where(ApiKey.key_hash == hash_key(given))
            .order_by(Policy.id)
        )
    ).all()
    row = found[0][0] if found else None
    if row is None or row.revoked_at is not None:
        raise ApiError(401, "unauthorized", "unknown or revoked API key")
    if row.expires_at is not None and row.expires_at <= utcnow():
        raise ApiError(401, "unauthorized", "this API key has expired")
    return Principal(
        row.id,
        row.name,
        frozenset(Scope(s) for s in row.scopes),
        row.role,
        rate_per_minute=row.rate_per_minute,
        policy=None if row.role is None else policy_of(p for _, p in found if p is not None),
    )


def require(scope: Scope) -> Callable[..., Awaitable[Principal]]:
    async def check(principal: Annotated[Principal, Depends(get_principal)]) -> Principal:
        if not principal.can(scope):
            raise ApiError(403, "forbidden", f"this API key lacks the {scope.value!r} scope")
        return principal

    return check


AdminDep = Annotated[Principal, Depends(require(Scope.ADMIN))]
LinkDep = Annotated[Principal, Depends(require(Scope.LINK))]


class PageParams:
    def __init__(
        self,
        offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
        limit: Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE, description="page size")] = 50,
    ) -> None:
        self.offset = offset
        self.limit = limit


PageDep = Annotated[PageParams, Depends()]


async def paginate(
    session: AsyncSession,
    statement: Select[Row],
    page: PageParams,
    convert: Callable[[Row], Item],
) -> Page[Item]:
    """One page of ``statement``'s rows, and how many there are in all."""
    total = await session.scalar(
        select(func.count()).select_from(statement.order_by(None).subquery())
    )
    rows = await session.scalars(statement.offset(page.offset).limit(page.limit))
    return Page(
        data=[convert(r) for r in rows], count=total or 0, offset=page.offset, limit=page.limit
    )


async def synced(
    container: Container, session: AsyncSession, datasource_id: str
) -> tuple[Datasource, Meta]:
    """The datasource and the catalog links and pairs are checked against: 404 for an unknown
    datasource, 409 for one whose first sync has not finished."""
    row = await session.get(Datasource, datasource_id)
    if row is None:
        raise not_found("datasource", datasource_id)
    return row, await ready_catalog(container, session, row)


async def ready_catalog(container: Container, session: AsyncSession, row: Datasource) -> Meta:
    """The catalog of a datasource read already, or 409 if its first sync has not finished."""
    meta = await catalog_of(session, container.catalogs, row)
    if meta is None:
        raise ApiError(
            409,
            "not_ready",
            f"datasource {row.id!r} is not ready: no sync of it has finished yet "
            f"(POST /v1/datasources/{row.id}/sync, then follow the job)",
        )
    return meta


async def synced_catalog(container: Container, session: AsyncSession, datasource_id: str) -> Meta:
    return (await synced(container, session, datasource_id))[1]


async def get_or_404(session: AsyncSession, model: type[Model], key: str, kind: str) -> Model:
    """The row of ``model`` with primary key ``key``, or a 404 naming the ``kind`` of thing."""
    row = await session.get(model, key)
    if row is None:
        raise not_found(kind, key)
    return row
