"""Roles and policies from the store, as the engine's AccessPolicy, and glossaries."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import ColumnElement, or_

from linking import AccessPolicy, AccessRule, Glossary
from service.store.models import GlossaryTerm, Policy


def policy_of(rows: Iterable[Policy]) -> AccessPolicy:
    """A role's policy rows as the engine's policy. A role with no rules sees nothing: access
    is granted, never assumed."""
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


def glossary_scope(datasource_id: str) -> ColumnElement[bool]:
    """The terms a datasource's questions use: its own and the global ones."""
    return or_(GlossaryTerm.datasource_id == datasource_id, GlossaryTerm.datasource_id.is_(None))


def glossary_of(rows: Iterable[GlossaryTerm]) -> Glossary | None:
    terms = {r.term: tuple(r.synonyms) for r in rows}
    return Glossary(terms) if terms else None
