"""The errors schemalink raises: one base, one subclass per phase.

Third-party exceptions (SQLAlchemy, litellm, Qdrant, tantivy) are mapped into these at the
boundary where they happen (``raised_as``), so callers catch ``LinkingError`` and show
``str(error)``: every message is written for the person who caused it and never carries a
password or an API key.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager


class LinkingError(Exception):
    """Base class of every error schemalink raises on purpose."""


class InvalidQuestionError(LinkingError):
    """The question is empty or larger than the configured limit."""


class DatasourceError(LinkingError):
    """A datasource could not be reached or read."""


class InvalidURLError(DatasourceError):
    """A datasource URL that does not parse as a SQLAlchemy URL."""


class UnreachableError(DatasourceError):
    """No connection to the datasource could be made (refused, timed out, not a database)."""


class BackendError(LinkingError):
    """An index, embedder or LLM backend failed or is misconfigured."""


class EmbeddingError(BackendError):
    """The embedding model failed."""


class IndexBackendError(BackendError):
    """A vector or value index failed."""


class LLMError(BackendError):
    """The LLM failed, timed out, or answered something unusable."""


class ConfigurationError(LinkingError):
    """Settings contradict each other or name something that does not exist."""


class InvalidSQLError(LinkingError):
    """A training pair's SQL does not parse in the datasource's dialect."""


# An absolute file path, as engines put them in their messages ("failed to open WAL /srv/…").
_PATH = re.compile(r"(?<![\w.:/])/(?:[^\s'\"`:,;()\[\]]+/)+[^\s'\"`:,;()\[\]]*")


def without_paths(text: str) -> str:
    """``text`` with the server's file paths taken out: what callers may read of an engine's
    failure (the log keeps the whole message)."""
    return _PATH.sub("<path>", text)


@contextmanager
def raised_as(kind: type[LinkingError], what: str) -> Iterator[None]:
    """Inside, any failure that is not already schemalink's becomes ``kind("<what> failed:
    …")``. Backends put every call into their engine inside one, so callers catch one error."""
    try:
        yield
    except LinkingError:
        raise
    except Exception as error:
        raise kind(f"{what} failed: {error}") from error
