"""schemalink's linking engine: question + catalog → the pruned, annotated metadata an SQL
generator needs. A pure async library: no web framework, no metadata database.

    from linking import BackendSettings, Linker

    linker = Linker.open(BackendSettings(data_dir=Path(".schemalink")))
    await linker.index(meta)                       # once per catalog change; incremental
    context = await linker.link("上个月销售额最高的产品是什么？", meta)
    prompt_part = context.render("ddl")
"""

from linking.access import AccessPolicy, AccessRule
from linking.backends import BackendSettings, describe_backends, open_backends
from linking.config import LinkerConfig
from linking.context import Diagnostics, LinkedField, LinkedTable, MetaContext, PairHit, Status
from linking.errors import (
    BackendError,
    ConfigurationError,
    DatasourceError,
    EmbeddingError,
    IndexBackendError,
    InvalidQuestionError,
    InvalidSQLError,
    LinkingError,
    LLMError,
)
from linking.history import Turn
from linking.linker import Linker
from linking.meta import Field, FieldRef, ForeignKey, Meta, Schema, Table, TableRef
from linking.mode import Mode
from linking.pairs import TrainingPair, sql_entities
from linking.rewrite import Glossary, Rewrite

__all__ = [
    "AccessPolicy",
    "AccessRule",
    "BackendError",
    "BackendSettings",
    "ConfigurationError",
    "DatasourceError",
    "Diagnostics",
    "EmbeddingError",
    "Field",
    "FieldRef",
    "ForeignKey",
    "Glossary",
    "IndexBackendError",
    "InvalidQuestionError",
    "InvalidSQLError",
    "LLMError",
    "LinkedField",
    "LinkedTable",
    "Linker",
    "LinkerConfig",
    "LinkingError",
    "Meta",
    "MetaContext",
    "Mode",
    "PairHit",
    "Rewrite",
    "Schema",
    "Status",
    "Table",
    "TableRef",
    "TrainingPair",
    "Turn",
    "describe_backends",
    "open_backends",
    "sql_entities",
]
