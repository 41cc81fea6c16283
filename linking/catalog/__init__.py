"""What the engine knows of a datasource: the catalog model (``Meta``: schemas, tables,
columns, keys, sampled values, descriptions), how it is read from a database
(``introspect``), rendered for a prompt, and the SQL of training pairs resolved against it.

This face is what the rest of the code reads; the modules behind it are the wing's own. What
reads a database (``introspect``, ``open_engine``, ``ValueReader``…) is imported when first
used: a process that only links never loads SQLAlchemy.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from linking.catalog.documents import column_document, table_document
from linking.catalog.fingerprint import INDEX_FORMAT, table_fingerprint
from linking.catalog.inference import InferenceSettings
from linking.catalog.labels import label_columns
from linking.catalog.meta import (
    Edge,
    Field,
    FieldRef,
    ForeignKey,
    Meta,
    Schema,
    Table,
    TableRef,
)
from linking.catalog.nameable import column_skip_reason, unnameable_shape
from linking.catalog.pairs import (
    SqlEntities,
    TrainingPair,
    parse_condition,
    sql_entities,
    sql_joins,
    without_comments,
)
from linking.catalog.profiles import EngineProfile, allowed_by_default, profile, sqlglot_dialect
from linking.catalog.read_values import (
    ColumnValues,
    SampleSettings,
    TableValues,
    ValueSettings,
    examples_only,
)
from linking.catalog.relationships import (
    RelationshipKey,
    Verdict,
    with_inferred,
    with_verdicts,
    without_inferred,
)
from linking.catalog.render import render_ddl, render_markdown
from linking.catalog.seeds import SeedPair, seed_pairs
from linking.catalog.text import has_words, identifier_words, text_problem
from linking.catalog.types import is_text_type

if TYPE_CHECKING:
    from linking.catalog.engines import missing_driver, open_engine, parse_url, safe_url
    from linking.catalog.introspection import IntrospectionReport, introspect
    from linking.catalog.named_values import ValueReader

_READERS = {
    "missing_driver": "linking.catalog.engines",
    "open_engine": "linking.catalog.engines",
    "parse_url": "linking.catalog.engines",
    "safe_url": "linking.catalog.engines",
    "IntrospectionReport": "linking.catalog.introspection",
    "introspect": "linking.catalog.introspection",
    "ValueReader": "linking.catalog.named_values",
}


def __getattr__(name: str) -> Any:
    if name in _READERS:
        value = getattr(importlib.import_module(_READERS[name]), name)
        globals()[name] = value  # looked up once
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "INDEX_FORMAT",
    "ColumnValues",
    "Edge",
    "EngineProfile",
    "Field",
    "FieldRef",
    "ForeignKey",
    "InferenceSettings",
    "IntrospectionReport",
    "Meta",
    "RelationshipKey",
    "SampleSettings",
    "Schema",
    "SeedPair",
    "SqlEntities",
    "Table",
    "TableRef",
    "TableValues",
    "TrainingPair",
    "ValueReader",
    "ValueSettings",
    "Verdict",
    "allowed_by_default",
    "column_document",
    "column_skip_reason",
    "examples_only",
    "has_words",
    "identifier_words",
    "introspect",
    "is_text_type",
    "label_columns",
    "missing_driver",
    "open_engine",
    "parse_condition",
    "parse_url",
    "profile",
    "render_ddl",
    "render_markdown",
    "safe_url",
    "seed_pairs",
    "sql_entities",
    "sql_joins",
    "sqlglot_dialect",
    "table_document",
    "table_fingerprint",
    "text_problem",
    "unnameable_shape",
    "with_inferred",
    "with_verdicts",
    "without_comments",
    "without_inferred",
]
