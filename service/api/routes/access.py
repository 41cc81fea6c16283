"""Roles and their access policies: what each API key's role may see (the rules are the use
case's, ``service.usecases.access``)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from service.api.deps import AdminDep, ContainerDep, PageDep, SessionDep
from service.schemas import MetaOut, Page, PolicyCreate, PolicyPublic, RoleCreate, RolePublic
from service.usecases import access

router = APIRouter(prefix="/v1", tags=["access"])


@router.post("/roles", status_code=201, operation_id="create_role")
async def create_role(body: RoleCreate, _: AdminDep, session: SessionDep) -> RolePublic:
    return RolePublic.model_validate(await access.create_role(session, body))


@router.get("/roles", operation_id="list_roles")
async def list_roles(_: AdminDep, session: SessionDep, page: PageDep) -> Page[RolePublic]:
    return await access.list_roles(session, page.offset, page.limit)


@router.delete("/roles/{name}", status_code=204, operation_id="delete_role")
async def delete_role(name: str, _: AdminDep, session: SessionDep) -> Response:
    await access.delete_role(session, name)
    return Response(status_code=204)


@router.get("/roles/{name}/preview", operation_id="preview_role")
async def preview_role(
    name: str,
    datasource: Annotated[str, Query(min_length=1, max_length=64)],
    _: AdminDep,
    container: ContainerDep,
    session: SessionDep,
) -> MetaOut:
    """What a key of this role sees of a synced datasource: the tables and columns its rules
    leave, with their row filters. A role with no rules sees nothing."""
    return await access.preview_role(container, session, name, datasource)


@router.post("/policies", status_code=201, operation_id="create_policy")
async def create_policy(body: PolicyCreate, _: AdminDep, session: SessionDep) -> PolicyPublic:
    """A rule of a role. Deny wins over allow; with allow rules, only what they match is
    visible; a role with no rule sees nothing. ``table`` matches ``table`` or
    ``schema.table``, ``field`` a column name (both whole-string RE2 regexes,
    case-insensitive). A ``row_filter`` is an SQL condition on an allow rule's tables."""
    return PolicyPublic.model_validate(await access.create_policy(session, body))


@router.get("/policies", operation_id="list_policies")
async def list_policies(
    _: AdminDep,
    session: SessionDep,
    page: PageDep,
    role: Annotated[str | None, Query(max_length=64)] = None,
) -> Page[PolicyPublic]:
    return await access.list_policies(session, page.offset, page.limit, role)


@router.delete("/policies/{policy_id}", status_code=204, operation_id="delete_policy")
async def delete_policy(policy_id: str, _: AdminDep, session: SessionDep) -> Response:
    await access.delete_policy(session, policy_id)
    return Response(status_code=204)
