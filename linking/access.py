"""Access policies: which datasources, tables and fields a role may see.

A policy is an ordered list of rules. A rule allows or denies what its three patterns match
(datasource name, table regex, field regex; an omitted pattern matches everything). Deny wins
over allow; when a policy has any allow rule, whatever no allow rule matches is denied. The
linker applies the policy before anything else, so nothing outside it is retrieved, annotated
or returned. Regexes are matched against the whole name, case-insensitively; a table pattern
is tried against both ``table`` and ``schema.table``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

from linking.meta import FieldRef, Meta, TableRef


@dataclass(frozen=True)
class AccessRule:
    effect: Literal["allow", "deny"]
    datasource: str | None = None
    table: str | None = None
    field: str | None = None
    # Row filters do not change what is linked; they are passed on with the answer.
    row_filter: str | None = None

    @cached_property
    def _table_re(self) -> re.Pattern[str] | None:
        return re.compile(self.table, re.IGNORECASE) if self.table else None

    @cached_property
    def _field_re(self) -> re.Pattern[str] | None:
        return re.compile(self.field, re.IGNORECASE) if self.field else None

    def matches_datasource(self, datasource: str) -> bool:
        return self.datasource is None or self.datasource == datasource

    def matches_table(self, datasource: str, ref: TableRef) -> bool:
        pattern = self._table_re
        return self.matches_datasource(datasource) and (
            pattern is None
            or bool(pattern.fullmatch(ref.table))
            or bool(pattern.fullmatch(str(ref)))
        )

    def matches_field(self, datasource: str, ref: FieldRef) -> bool:
        pattern = self._field_re
        return self.matches_table(datasource, ref.table_ref) and (
            pattern is None or bool(pattern.fullmatch(ref.field))
        )


@dataclass(frozen=True)
class AccessPolicy:
    rules: tuple[AccessRule, ...] = field(default_factory=tuple)

    @property
    def unrestricted(self) -> bool:
        return not self.rules

    def _allows(self, matches: Callable[[AccessRule], bool]) -> bool:
        if any(r.effect == "deny" and matches(r) for r in self.rules):
            return False
        allow_rules = [r for r in self.rules if r.effect == "allow"]
        return not allow_rules or any(matches(r) for r in allow_rules)

    def allows_table(self, datasource: str, ref: TableRef) -> bool:
        # A field-scoped deny hides fields, not the table; a field-scoped allow grants the table.
        def matches(rule: AccessRule) -> bool:
            if rule.effect == "deny" and rule.field is not None:
                return False
            return rule.matches_table(datasource, ref)

        return self._allows(matches)

    def allows_field(self, datasource: str, ref: FieldRef) -> bool:
        def matches(rule: AccessRule) -> bool:
            if rule.effect == "allow" and rule.field is None:
                return rule.matches_table(datasource, ref.table_ref)
            return rule.matches_field(datasource, ref)

        return self.allows_table(datasource, ref.table_ref) and self._allows(matches)

    def row_filters(self, datasource: str, ref: TableRef) -> list[str]:
        return [
            r.row_filter
            for r in self.rules
            if r.row_filter and r.effect == "allow" and r.matches_table(datasource, ref)
        ]

    def apply(self, meta: Meta) -> Meta:
        """The accessible meta: only what this policy lets its role see."""
        if self.unrestricted:
            return meta
        name = meta.datasource
        visible = meta.filter_tables(lambda ref: self.allows_table(name, ref))
        return visible.filter_fields(lambda ref: self.allows_field(name, ref))


def hidden_names(meta: Meta, accessible: Meta) -> set[str]:
    """Names and short descriptions of the tables and columns in ``meta`` that ``accessible``
    leaves out, less any name the caller still sees elsewhere (``id`` hidden in one table
    but visible in another says nothing)."""

    def names(catalog: Meta) -> set[str]:
        found: set[str] = set()
        for _, table in catalog.tables():
            found.add(table.name.lower())
            found.update(_short(table.description))
            for f in table.fields:
                found.add(f.name.lower())
                found.update(_short(f.description))
        return found

    return names(meta) - names(accessible)


def _short(description: str) -> set[str]:
    # A short description is a name in another language ("月薪"); a long one is prose.
    text = description.strip().lower()
    return {text} if 0 < len(text) <= 32 else set()
