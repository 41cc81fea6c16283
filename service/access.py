"""Roles and policies from the store, as the engine's AccessPolicy, and glossaries."""

from __future__ import annotations

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from linking.access import AccessPolicy, AccessRule
from linking.rewrite import Glossary
from service.store.models import GlossaryTerm, Policy


async def policy_for(session: AsyncSession, role: str | None) -> AccessPolicy | None:
    """None for a key without a role: it sees everything. A role with no rules sees nothing:
    access is granted, never assumed."""
    if role is None:
        return None
    rows = await session.scalars(select(Policy).where(Policy.role == role).order_by(Policy.id))
    rules = tuple(
        AccessRule(
            effect="allow" if p.effect == "allow" else "deny",
            datasource=p.datasource_id,
            table=p.table_pattern,
            field=p.field_pattern,
            row_filter=p.row_filter,
        )
        for p in rows
    )
    return AccessPolicy(rules or (AccessRule("deny"),))


async def glossary_for(session: AsyncSession, datasource_id: str) -> Glossary | None:
    rows = await session.scalars(
        select(GlossaryTerm).where(
            or_(GlossaryTerm.datasource_id == datasource_id, GlossaryTerm.datasource_id.is_(None))
        )
    )
    terms = {r.term: tuple(r.synonyms) for r in rows}
    return Glossary(terms) if terms else None
