"""schemalink's linking engine: question + catalog → the pruned, annotated metadata an SQL
generator needs. A pure async library: no web framework, no metadata database.

    from linking import BackendSettings, Linker

    linker = Linker.open(BackendSettings(data_dir=Path(".schemalink")))
    await linker.index(meta)                       # once per catalog change; incremental
    context = await linker.link("上个月销售额最高的产品是什么？", meta)
    prompt_part = context.render("ddl")
"""

from linking.access import AccessPolicy, AccessRule, AccessView, Withheld
from linking.backends import BackendSettings, describe_backends, open_backends
from linking.catalog import (
    Field,
    FieldRef,
    ForeignKey,
    Meta,
    Schema,
    Table,
    TableRef,
    TrainingPair,
    sql_entities,
)
from linking.config import LinkerConfig
from linking.context import (
    Diagnostics,
    LinkedField,
    LinkedTable,
    MetaContext,
    PairHit,
    Rewrite,
    Status,
)
from linking.errors import (
    BackendError,
    ConfigurationError,
    DatasourceError,
    EmbeddingError,
    IndexBackendError,
    InvalidQuestionError,
    InvalidSQLError,
    InvalidURLError,
    LinkingError,
    LLMError,
    UnreachableError,
    without_paths,
)
from linking.evaluation import GlossarySuggestion, Scored, score, suggest, summarize
from linking.indexing.progress import IndexProgress, IndexReport, ProgressCallback
from linking.indexing.values import NamedValuesProgress, NamedValuesReport
from linking.linker import Linker
from linking.mode import Mode
from linking.patterns import check_pattern
from linking.question.checks import checked_question
from linking.question.history import Turn
from linking.question.rewrite import Glossary, Hints
from linking.ranking.completeness import TradeOff
from linking.retrieval.pairs import PairGate

__all__ = [
    "AccessPolicy",
    "AccessRule",
    "AccessView",
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
    "GlossarySuggestion",
    "Hints",
    "IndexBackendError",
    "IndexProgress",
    "IndexReport",
    "InvalidQuestionError",
    "InvalidSQLError",
    "InvalidURLError",
    "LLMError",
    "LinkedField",
    "LinkedTable",
    "Linker",
    "LinkerConfig",
    "LinkingError",
    "Meta",
    "MetaContext",
    "Mode",
    "NamedValuesProgress",
    "NamedValuesReport",
    "PairGate",
    "PairHit",
    "ProgressCallback",
    "Rewrite",
    "Schema",
    "Scored",
    "Status",
    "Table",
    "TableRef",
    "TradeOff",
    "TrainingPair",
    "Turn",
    "UnreachableError",
    "Withheld",
    "check_pattern",
    "checked_question",
    "describe_backends",
    "open_backends",
    "score",
    "sql_entities",
    "suggest",
    "summarize",
    "without_paths",
]
