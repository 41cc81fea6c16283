"""Roles and their access policies: what each API key's role may see."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response
from sqlalchemy import func, select, update

from linking import InvalidSQLError, check_pattern
from linking.catalog import parse_condition, sqlglot_dialect
from service.api.deps import AdminDep, PageDep, SessionDep, get_or_404, paginate
from service.api.errors import conflict, invalid, not_found
from service.api.schemas import Page, PolicyCreate, PolicyPublic, RoleCreate, RolePublic
from service.store.models import ApiKey, Datasource, Policy, Role

router = APIRouter(prefix="/v1", tags=["access"])


@router.post("/roles", status_code=201, operation_id="create_role")
async def create_role(body: RoleCreate, _: AdminDep, session: SessionDep) -> RolePublic:
    if await session.get(Role, body.name) is not None:
        raise conflict(f"role {body.name!r} exists")
    role = Role(name=body.name, description=body.description)
    session.add(role)
    await session.commit()
    return RolePublic.model_validate(role)


@router.get("/roles", operation_id="list_roles")
async def list_roles(_: AdminDep, session: SessionDep, page: PageDep) -> Page[RolePublic]:
    return await paginate(
        session, select(Role).order_by(Role.name), page, RolePublic.model_validate
    )


@router.delete("/roles/{name}", status_code=204, operation_id="delete_role")
async def delete_role(name: str, _: AdminDep, session: SessionDep) -> Response:
    role = await get_or_404(session, Role, name, "role")
    holders = await session.scalar(
        select(func.count())
        .select_from(ApiKey)
        .where(ApiKey.role == name, ApiKey.revoked_at.is_(None))
    )
    if holders:
        raise conflict(f"{holders} active API keys have role {name!r}: revoke them first")
    # Revoked keys keep their row (for the record) but can no longer hold the role.
    await session.execute(update(ApiKey).where(ApiKey.role == name).values(role=None))
    await session.delete(role)
    await session.commit()
    return Response(status_code=204)


def _check_pattern(what: str, pattern: str | None) -> None:
    problem = check_pattern(pattern) if pattern is not None else None
    if problem is not None:
        raise invalid(
            f"{what} is not a valid regular expression: {problem} (RE2 syntax: no "
            "backreferences or lookaround)"
        )


async def _check_row_filter(session: SessionDep, body: PolicyCreate) -> None:
    if body.row_filter is None:
        return
    if body.effect == "deny":
        raise invalid("a row filter belongs to an allow rule: a deny rule hides what it matches")
    dialect = "sqlite"  # any SQL; a datasource's own dialect when the rule names one
    if body.datasource is not None:
        row = await session.get(Datasource, body.datasource)
        dialect = row.dialect if row is not None else dialect
    try:
        parse_condition(body.row_filter, sqlglot_dialect(dialect))
    except InvalidSQLError as error:
        raise invalid(f"row_filter: {error}") from error


@router.post("/policies", status_code=201, operation_id="create_policy")
async def create_policy(body: PolicyCreate, _: AdminDep, session: SessionDep) -> PolicyPublic:
    """A rule of a role. Deny wins over allow; with allow rules, only what they match is
    visible; a role with no rule sees nothing. ``table`` matches ``table`` or
    ``schema.table``, ``field`` a column name (both whole-string RE2 regexes,
    case-insensitive). A ``row_filter`` is an SQL condition on an allow rule's tables."""
    if await session.get(Role, body.role) is None:
        raise not_found("role", body.role)
    if body.datasource is not None and await session.get(Datasource, body.datasource) is None:
        raise not_found("datasource", body.datasource)
    _check_pattern("table", body.table)
    _check_pattern("field", body.field)
    await _check_row_filter(session, body)
    policy = Policy(
        role=body.role,
        effect=body.effect,
        datasource_id=body.datasource,
        table_pattern=body.table,
        field_pattern=body.field,
        row_filter=body.row_filter,
    )
    session.add(policy)
    await session.commit()
    return PolicyPublic.model_validate(policy)


@router.get("/policies", operation_id="list_policies")
async def list_policies(
    _: AdminDep,
    session: SessionDep,
    page: PageDep,
    role: Annotated[str | None, Query(max_length=64)] = None,
) -> Page[PolicyPublic]:
    conditions = [Policy.role == role] if role else []
    statement = (
        select(Policy).where(*conditions).order_by(Policy.role, Policy.created_at, Policy.id)
    )
    return await paginate(session, statement, page, PolicyPublic.model_validate)


@router.delete("/policies/{policy_id}", status_code=204, operation_id="delete_policy")
async def delete_policy(policy_id: str, _: AdminDep, session: SessionDep) -> Response:
    policy = await get_or_404(session, Policy, policy_id, "policy")
    await session.delete(policy)
    await session.commit()
    return Response(status_code=204)
