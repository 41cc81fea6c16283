"""Roles and their access policies: what each API key's role may see.

A role with active keys cannot be deleted; a policy's patterns must be RE2 expressions and its
row filter an SQL condition in its datasource's dialect, on an allow rule only.
"""

from __future__ import annotations

from sqlalchemy import Select, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from linking import InvalidSQLError, check_pattern
from linking.catalog import parse_condition, sqlglot_dialect
from service.container import Container
from service.domain.access import policy_of
from service.errors import Conflict, Invalid, not_found
from service.schemas import MetaOut, Page, PolicyCreate, PolicyPublic, RoleCreate, RolePublic
from service.store.models import ApiKey, Datasource, Policy, Role
from service.usecases.reads import existing, paginate, synced_catalog


async def create_role(session: AsyncSession, body: RoleCreate) -> Role:
    if await session.get(Role, body.name) is not None:
        raise Conflict(f"role {body.name!r} exists")
    role = Role(name=body.name, description=body.description)
    session.add(role)
    await session.commit()
    return role


async def list_roles(session: AsyncSession, offset: int, limit: int) -> Page[RolePublic]:
    statement = select(Role).order_by(Role.name)
    return await paginate(session, statement, offset, limit, RolePublic.model_validate)


async def delete_role(session: AsyncSession, name: str) -> None:
    role = await existing(session, Role, name, "role")
    holders = await session.scalar(
        select(func.count())
        .select_from(ApiKey)
        .where(ApiKey.role == name, ApiKey.revoked_at.is_(None))
    )
    if holders:
        raise Conflict(f"{holders} active API keys have role {name!r}: revoke them first")
    # Revoked keys keep their row (for the record) but can no longer hold the role.
    await session.execute(update(ApiKey).where(ApiKey.role == name).values(role=None))
    await session.delete(role)
    await session.commit()


async def create_policy(session: AsyncSession, body: PolicyCreate) -> Policy:
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
    return policy


async def preview_role(
    container: Container, session: AsyncSession, role: str, datasource_id: str
) -> MetaOut:
    """What a key of ``role`` would see of a datasource, under the role's rules as stored
    now: the tables and columns it keeps, with the row filters it must apply."""
    await existing(session, Role, role, "role")
    meta = await synced_catalog(container, session, datasource_id)
    policy = policy_of(await session.scalars(policies_of(role)))
    return MetaOut.model_validate(container.linker.view(meta, policy).accessible.to_dict())


async def list_policies(
    session: AsyncSession, offset: int, limit: int, role: str | None = None
) -> Page[PolicyPublic]:
    statement = policies_of(role)
    return await paginate(session, statement, offset, limit, PolicyPublic.model_validate)


def policies_of(role: str | None = None) -> Select[Policy]:
    conditions = [Policy.role == role] if role else []
    return select(Policy).where(*conditions).order_by(Policy.role, Policy.created_at, Policy.id)


async def delete_policy(session: AsyncSession, policy_id: str) -> None:
    policy = await existing(session, Policy, policy_id, "policy")
    await session.delete(policy)
    await session.commit()


def _check_pattern(what: str, pattern: str | None) -> None:
    problem = check_pattern(pattern) if pattern is not None else None
    if problem is not None:
        raise Invalid(
            f"{what} is not a valid regular expression: {problem} (RE2 syntax: no "
            "backreferences or lookaround)"
        )


async def _check_row_filter(session: AsyncSession, body: PolicyCreate) -> None:
    if body.row_filter is None:
        return
    if body.effect == "deny":
        raise Invalid("a row filter belongs to an allow rule: a deny rule hides what it matches")
    dialect = "sqlite"  # any SQL; a datasource's own dialect when the rule names one
    if body.datasource is not None:
        row = await session.get(Datasource, body.datasource)
        dialect = row.dialect if row is not None else dialect
    try:
        parse_condition(body.row_filter, sqlglot_dialect(dialect))
    except InvalidSQLError as error:
        raise Invalid(f"row_filter: {error}") from error
