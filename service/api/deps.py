"""Dependencies: the container, a store session, and who is calling with what rights.

A request has one store session: authentication, the catalog and the handler's own reads
share it, so a request never waits on the pool for a second connection while holding one.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Annotated, Any

from fastapi import Depends, Query, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy.ext.asyncio import AsyncSession

from service.api.errors import ApiError
from service.auth import Principal, Scope
from service.container import Container
from service.usecases.callers import authenticate
from service.usecases.callers import require as require_scope

MAX_PAGE_SIZE = 200


def known_query(request: Request) -> None:
    """Refuse a query parameter the operation does not define, naming it, as a body's unknown
    field is refused: ``?statuss=approved`` must not list every pair as if unfiltered."""
    route = request.scope.get("route")
    known = _query_names(route) if route is not None else None
    unknown = sorted(set(request.query_params) - known) if known is not None else []
    if unknown:
        raise ApiError(
            422,
            "invalid",
            f"query: unknown parameter(s): {', '.join(unknown)}",
            [{"where": f"query.{name}", "problem": "not a parameter"} for name in unknown],
        )


async def no_stray_body(request: Request) -> None:
    """Refuse a body sent to an operation that reads none (``POST …/sync``, ``…/accept``), as
    an unknown field is refused: what the caller meant to set would otherwise be ignored. An
    empty body or an empty JSON object says nothing and passes."""
    dependant = getattr(request.scope.get("route"), "dependant", None)
    if dependant is None or _reads_body(dependant):
        return
    body = (await request.body()).strip()
    if body and body != b"{}":
        raise ApiError(
            422,
            "invalid",
            "body: this operation reads no body; send none",
            [{"where": "body", "problem": "not expected"}],
        )


def _reads_body(dependant: Any) -> bool:
    return bool(dependant.body_params) or any(_reads_body(d) for d in dependant.dependencies)


def _query_names(route: object) -> set[str] | None:
    dependant = getattr(route, "dependant", None)
    # A mounted app (the docs' assets) declares no parameters: nothing to hold it to.
    return None if dependant is None else _declared(dependant)


def _declared(dependant: Any) -> set[str]:
    names = {p.alias for p in dependant.query_params}
    for sub in dependant.dependencies:
        names |= _declared(sub)
    return names


def get_container(request: Request) -> Container:
    container: Container = request.app.state.container
    return container


ContainerDep = Annotated[Container, Depends(get_container)]


async def get_session(container: ContainerDep) -> AsyncIterator[AsyncSession]:
    async with container.store.session() as session:
        yield session


SessionDep = Annotated[AsyncSession, Depends(get_session)]

_bearer = HTTPBearer(auto_error=False, description="An API key: `Authorization: Bearer sl_…`")


async def get_principal(
    container: ContainerDep,
    session: SessionDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Principal:
    return await authenticate(container, session, credentials.credentials if credentials else None)


def require(scope: Scope) -> Callable[..., Awaitable[Principal]]:
    async def check(principal: Annotated[Principal, Depends(get_principal)]) -> Principal:
        return require_scope(principal, scope)

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
