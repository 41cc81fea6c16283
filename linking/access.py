"""Access policies, and what one caller may see of one catalog (``AccessView``).

A policy is an ordered list of rules. A rule allows or denies what its three patterns match
(datasource name, table regex, field regex; an omitted pattern matches everything). Deny wins
over allow; when a policy has any allow rule, whatever no allow rule matches is denied. The
linker applies the policy before anything else, so nothing outside it is retrieved, annotated
or returned. Regexes are matched against the whole name, case-insensitively; a table pattern
is tried against both ``table`` and ``schema.table``.

Patterns are RE2 expressions (``google-re2``): matching takes time linear in the name
whatever the pattern, so no pattern can stall a request (Python's backtracking engine spends
seconds on ``(a+)+$`` over a name of 24 ``a``s, twice as long per added character).
``check_pattern`` says why a pattern is refused. A stored pattern that does not compile
matches nothing in an allow rule and everything in a deny rule: a broken rule never shows more.

``AccessView`` is the one place that decides what a caller sees of anything that leaves the
engine: the accessible meta (visible tables and fields, views whose definitions read only what
is visible, each table with its row filters), the names the caller must not learn, the
foreign-key paths it may walk, and whether a piece of SQL may be shown. SQL is resolved in the
whole catalog and withheld when it reads anything hidden (a ``*`` over a table with hidden
columns too), names anything hidden anywhere in its text (a comment, a string, an alias), or
cannot be resolved completely.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any, Literal

from sqlglot import exp

from linking.catalog.meta import Edge, FieldRef, Meta, Schema, Table, TableRef
from linking.catalog.pairs import SqlEntities, parse_query, query_entities, view_query
from linking.catalog.profiles import sqlglot_dialect
from linking.errors import InvalidSQLError
from linking.hidden import HiddenNames
from linking.patterns import compile_pattern


@dataclass(frozen=True)
class AccessRule:
    effect: Literal["allow", "deny"]
    datasource: str | None = None
    table: str | None = None
    field: str | None = None
    # Row filters do not change what is linked; they are passed on with the answer.
    row_filter: str | None = None

    @cached_property
    def _table_re(self) -> Any:
        return _compiled(self.table)

    @cached_property
    def _field_re(self) -> Any:
        return _compiled(self.field)

    def _matches(self, pattern: Any, *names: str) -> bool:
        if pattern is None:
            return True
        if pattern is _BROKEN:
            return self.effect == "deny"
        return any(pattern.fullmatch(name) is not None for name in names)

    def matches_datasource(self, datasource: str) -> bool:
        return self.datasource is None or self.datasource == datasource

    def matches_table(self, datasource: str, ref: TableRef) -> bool:
        return self.matches_datasource(datasource) and self._matches(
            self._table_re, ref.table, str(ref)
        )

    def matches_field(self, datasource: str, ref: FieldRef) -> bool:
        return self.matches_table(datasource, ref.table_ref) and self._matches(
            self._field_re, ref.field
        )


_BROKEN = object()  # a stored pattern that does not compile


def _compiled(pattern: str | None) -> Any:
    if pattern is None:
        return None
    try:
        return compile_pattern(pattern)
    except ValueError:
        return _BROKEN


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

    def may_see_datasource(self, datasource: str) -> bool:
        """Whether any table of ``datasource`` could be visible: some allow rule may name it
        (or there is none) and no deny rule takes the whole datasource."""
        whole = [r for r in self.rules if r.table is None and r.field is None]
        if any(r.effect == "deny" and r.matches_datasource(datasource) for r in whole):
            return False
        allow_rules = [r for r in self.rules if r.effect == "allow"]
        return not allow_rules or any(r.matches_datasource(datasource) for r in allow_rules)

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
        """The accessible meta: only what this policy lets its role see, each table with the
        row filters that apply to it; a view only when what its definition reads is visible."""
        if self.unrestricted:
            return meta
        name = meta.datasource
        visible = meta.filter_tables(lambda ref: self.allows_table(name, ref))
        visible = visible.filter_fields(lambda ref: self.allows_field(name, ref))
        visible = _views_within(meta, visible)
        return _with_row_filters(visible, lambda ref: self.row_filters(name, ref))


def _views_within(meta: Meta, visible: Meta) -> Meta:
    """``visible`` less the views that read what it hides. A view reading a view is judged
    after it, so the check repeats until nothing more is hidden."""
    if (visible.table_count, visible.field_count) == (meta.table_count, meta.field_count):
        return visible  # nothing is hidden: every view reads only what is visible
    while True:
        hidden = HiddenNames.between(meta, visible)
        leaking = [
            ref
            for ref, table in visible.tables()
            if table.kind == "view" and not _definition_within(meta, visible, hidden, table)
        ]
        if not leaking:
            return visible
        visible = visible.filter_tables(set(visible.table_refs()) - set(leaking))


def _definition_within(meta: Meta, visible: Meta, hidden: HiddenNames, view: Table) -> bool:
    if not view.definition or hidden.named_in(view.definition):
        return False  # a definition the database did not give cannot be vouched for
    try:
        tree = view_query(view.definition, sqlglot_dialect(meta.dialect))
    except InvalidSQLError:
        return False
    return _reads_only_visible(tree, meta, visible)


def _with_row_filters(meta: Meta, filters_of: Callable[[TableRef], list[str]]) -> Meta:
    """Each table with its row filters; a filtered table without its examples, which were
    sampled from every row, not only from those its filters let the caller read."""
    filtered = {ref for ref in meta.table_refs() if filters_of(ref)}
    schemas = []
    for schema in meta.schemas:
        tables = []
        for table in schema.tables:
            filters = tuple(filters_of(TableRef(schema.name, table.name)))
            # A view may read a filtered table: with any filter in force, its values go too.
            if filters or (filtered and table.kind == "view"):
                fields = tuple(replace(f, sample_values=()) for f in table.fields)
                table = replace(table, row_filters=filters, fields=fields)
            tables.append(table)
        schemas.append(Schema(schema.name, tuple(tables)))
    return replace(meta, schemas=tuple(schemas))


def _reads_only_visible(tree: Any, meta: Meta, visible: Meta) -> bool:
    try:
        entities = query_entities(tree, meta)
    except InvalidSQLError:
        return False
    return _entities_within(entities, meta, visible)


def _entities_within(entities: SqlEntities, meta: Meta, visible: Meta) -> bool:
    """Everything the SQL was resolved to (in the whole catalog, ``meta``) is visible, a star
    reads only tables whose every column is visible, and nothing was left unresolved."""
    if entities.unknown_tables or entities.unknown_columns:
        return False
    if any(visible.table(ref) is None for ref in entities.tables):
        return False
    if any(not visible.has_field(ref) for ref in entities.fields):
        return False
    return not any(_has_hidden_columns(ref, meta, visible) for ref in entities.whole_tables)


def _has_hidden_columns(ref: TableRef, meta: Meta, visible: Meta) -> bool:
    whole, seen = meta.table(ref), visible.table(ref)
    return seen is None or whole is None or len(seen.fields) < len(whole.fields)


class Withheld(Exception):
    """SQL that may not be shown to this caller. The reason is for callers who see the whole
    catalog; to anyone else, a withheld pair is simply not there."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, eq=False)
class AccessView:
    """What one caller may see of one catalog, decided once per catalog and policy."""

    meta: Meta  # the whole catalog
    accessible: Meta
    restricted: bool
    hidden: HiddenNames
    graph: dict[TableRef, list[Edge]]  # the foreign-key paths the caller may walk

    @classmethod
    def of(
        cls, meta: Meta, policy: AccessPolicy | None, graph: dict[TableRef, list[Edge]]
    ) -> AccessView:
        if policy is None or policy.unrestricted:
            return cls(meta, meta, False, HiddenNames(()), graph)
        accessible = policy.apply(meta)
        return cls(
            meta,
            accessible,
            True,
            HiddenNames.between(meta, accessible),
            restrict_graph(graph, accessible),
        )

    def shown_sql(self, sql: str, *texts: str) -> SqlEntities:
        """What ``sql`` reads, resolved in the whole catalog, when this caller may see it and
        the ``texts`` that travel with it (a pair's question); ``Withheld`` otherwise."""
        dialect = sqlglot_dialect(self.meta.dialect)
        try:
            entities = query_entities(parse_query(sql, dialect), self.meta)
        except InvalidSQLError:
            # Not the parser's message: it quotes the SQL, which may name hidden tables.
            raise Withheld(f"its SQL does not parse as {self.meta.dialect}") from None
        if not self.restricted:
            if entities.unknown_tables or entities.unknown_columns:
                raise Withheld("its SQL reads names outside the catalog")
            return entities
        if not _entities_within(entities, self.meta, self.accessible) or any(
            self.hidden.named_in(text) for text in (sql, *texts)
        ):
            raise Withheld("its SQL reads or names what this caller may not see")
        return entities

    def shown_pair(self, sql: str, question: str) -> tuple[str, str]:
        """A pair's SQL and question as this caller may be shown them, once ``shown_sql``
        let it through. To a restricted caller the SQL comes without comments, and every
        literal that is not a value it is shown (an example of a column it sees) becomes a
        placeholder, in the SQL and wherever the question quotes it: a literal may be a
        hidden column's value, or come from rows its row filters leave out."""
        if not self.restricted:
            return sql, question
        dialect = sqlglot_dialect(self.meta.dialect)
        removed: list[str] = []

        def placeholder(node: exp.Expression) -> exp.Expression:
            if isinstance(node, exp.Literal) and node.this not in self._shown:
                removed.append(node.this)
                return exp.Placeholder()
            return node

        tree = parse_query(sql, dialect).transform(placeholder)
        shown = exp.Placeholder().sql(dialect=dialect)
        quoted = {v for value in removed for v in (value, value.strip("%_")) if v}  # LIKE's too
        for value in sorted(quoted, key=len, reverse=True):
            question = question.replace(value, shown)
        return tree.sql(dialect=dialect, comments=False), question

    @cached_property
    def _shown(self) -> frozenset[str]:
        return frozenset(
            value
            for _, table in self.accessible.tables()
            for f in table.fields
            for value in f.sample_values
        )


def restrict_graph(graph: dict[TableRef, list[Edge]], visible: Meta) -> dict[TableRef, list[Edge]]:
    """The graph a caller may walk: only tables it can see, only edges between them whose
    columns it can see on both sides (a join path names its columns)."""

    def shown(edge: Edge) -> bool:
        start, columns, end, ref_columns = edge
        here, there = visible.table(start), visible.table(end)
        return (
            here is not None
            and there is not None
            and all(here.field(c) is not None for c in columns)
            and all(there.field(c) is not None for c in ref_columns)
        )

    return {
        ref: [edge for edge in edges if shown(edge)]
        for ref, edges in graph.items()
        if visible.table(ref) is not None
    }
