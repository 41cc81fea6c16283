"""What retrievers found, in the one shape every later stage reads.

Each retriever answers with a ``Finding`` of its own kind (dense columns and tables, names,
values, training pairs, or one a caller adds) and the stages after retrieval never ask which:
fusion ranks tables by every finding's ``table_votes``, pruning ranks columns by their
``column_votes``, the answer shows the votes' evidence, and the unmatched check counts the
words the findings matched by name. A rule about one retriever (a pair that asks the same
question narrows the selection) reads that retriever's finding by its kind (``Hits.of``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Protocol, TypeVar

from linking.catalog.meta import FieldRef, TableRef
from linking.context import Evidence


@dataclass(frozen=True)
class TableVote:
    """A retriever's word for one table: the ranked list it counts in (by its ``source``,
    one list per subquery), its score on the retriever's own scale, and what the answer
    shows of it."""

    source: str  # the fused list and its weight (``LinkerConfig.table_weights``)
    table: TableRef
    score: float
    evidence: Evidence
    subquery: str = ""  # "" for the question as a whole


@dataclass(frozen=True)
class ColumnVote:
    """A retriever's word for one column, as ``TableVote`` is for a table."""

    source: str  # the fused list and its weight (``LinkerConfig.column_weights``)
    column: FieldRef
    score: float
    evidence: Evidence
    subquery: str = ""


class Finding(Protocol):
    """What one retriever found for one question."""

    def table_votes(self) -> Iterable[TableVote]: ...

    def column_votes(self) -> Iterable[ColumnVote]: ...

    def matched_words(self) -> Iterable[str]:
        """The words (``linking.retrieval.lexical.terms``) it matched by name or value: a
        word matched so is not reported as unmatched."""
        ...

    def counts(self) -> Mapping[str, int]:
        """How many hits of each kind, for the answer's diagnostics."""
        ...


FindingKind = TypeVar("FindingKind", bound=Finding)


class Hits:
    """Every retriever's finding for one question, in the retrievers' order (what ties in
    fusion and the order of an answer's evidence follow), whatever order they finished in."""

    def __init__(self, found: Iterable[Finding] = ()) -> None:
        self._found = tuple(found)

    def __iter__(self) -> Iterator[Finding]:
        return iter(self._found)

    def of(self, kind: type[FindingKind]) -> FindingKind:
        """The finding of that kind, or an empty one when its retriever did not run."""
        found = next((f for f in self._found if isinstance(f, kind)), None)
        return kind() if found is None else found

    def without(self, kind: type[Finding]) -> Hits:
        return Hits(f for f in self._found if not isinstance(f, kind))

    def table_votes(self) -> Iterator[TableVote]:
        return (vote for finding in self._found for vote in finding.table_votes())

    def column_votes(self) -> Iterator[ColumnVote]:
        return (vote for finding in self._found for vote in finding.column_votes())

    def matched_words(self) -> set[str]:
        return {word for finding in self._found for word in finding.matched_words()}

    def counts(self) -> dict[str, int]:
        return {kind: n for finding in self._found for kind, n in finding.counts().items()}
