"""The words a catalog's names and descriptions use, per table and per schema: what the table
model reads of how much of a question a table or its database covers, and what the unmatched
stage checks a word against. Kept per catalog object, and narrowed to a caller's view without
reading hidden names again."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

from linking.catalog.meta import Meta, TableRef
from linking.retrieval.lexical import terms


@dataclass(frozen=True)
class CatalogWords:
    """The words each table's and each schema's names use (tables and columns), and the
    words each table's descriptions use."""

    tables: Mapping[TableRef, frozenset[str]]
    schemas: Mapping[str, frozenset[str]]
    described: Mapping[TableRef, frozenset[str]] = field(default_factory=dict)

    @classmethod
    def of(
        cls, meta: Meta, known: CatalogWords | None = None, whole: Meta | None = None
    ) -> CatalogWords:
        """The words of ``meta``; a table as it is in ``whole`` reuses its words from
        ``known`` (a view only ever removes tables and columns)."""
        tables, described = {}, {}
        for ref, table in meta.tables():
            original = whole.table(ref) if whole is not None else None
            if known is not None and original is not None and original.fields == table.fields:
                tables[ref] = known.tables[ref]
            else:
                tables[ref] = frozenset(
                    terms(" ".join([table.name, *(f.name for f in table.fields)]))
                )
            if known is not None and original == table and ref in known.described:
                described[ref] = known.described[ref]
            else:
                described[ref] = frozenset(
                    terms(" ".join([table.description, *(f.description for f in table.fields)]))
                )
        schemas: dict[str, set[str]] = {}
        for ref, words in tables.items():
            schemas.setdefault(ref.schema, set()).update(words)
        return cls(
            tables, {schema: frozenset(words) for schema, words in schemas.items()}, described
        )

    @cached_property
    def names(self) -> frozenset[str]:
        """Every word any table or column name uses."""
        return frozenset().union(*self.schemas.values())

    @cached_property
    def vocabulary(self) -> frozenset[str]:
        """Every word any name or description uses."""
        return self.names.union(*self.described.values())

    def within(self, visible: Meta, whole: Meta) -> CatalogWords:
        """The words of ``visible``, a caller's view of ``whole``: a ranking never reads the
        names of tables or columns the caller may not see."""
        return CatalogWords.of(visible, self, whole)
