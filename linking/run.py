"""One link's state, filled in stage by stage (``linking.stages``), and what stages may use.

A stage reads what earlier stages left on the run and adds its own part; nothing travels as
positional arguments from stage to stage. ``stop`` ends a link early with a reason (nothing
the caller may see, nothing that matches): the caller then gets a clear "no data" answer.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import KW_ONLY, dataclass, field

import numpy as np

from linking.access import AccessPolicy, AccessView
from linking.annotate import Annotator
from linking.backends.embedding import CachedEmbedder
from linking.backends.llm import LLM
from linking.backends.values import ValueIndex
from linking.backends.vectors import VectorIndex
from linking.catalog.meta import Edge, FieldRef, Meta, TableRef
from linking.config import LinkerConfig
from linking.context import Diagnostics, PairHit, Rewrite, Status
from linking.derived import DerivedCache
from linking.indexing.coverage import DenseCoverage, PairPresence
from linking.indexing.indexer import Indexer
from linking.mode import Mode
from linking.question.history import History, Standalone, Turn
from linking.question.rewrite import NO_HINTS, Glossary, Hints
from linking.ranking.completeness import DEFAULT_TRADE_OFF, TradeOff
from linking.ranking.joins import Join
from linking.ranking.select import TableCandidate
from linking.ranking.words import CatalogWords
from linking.retrieval.hits import Finding, Hits
from linking.retrieval.learned_pairs import LearnedPairs
from linking.retrieval.pair_words import PairWords
from linking.retrieval.pairs import PairGate


@dataclass(frozen=True, kw_only=True)
class Deps:
    """What stages use besides the run: the linker's configuration and backends."""

    config: LinkerConfig
    embedder: CachedEmbedder
    vectors: VectorIndex
    values: ValueIndex
    llm: LLM | None
    indexer: Indexer
    derived: DerivedCache
    coverage: DenseCoverage
    pairs_present: PairPresence
    retrievers: tuple[Retriever, ...]
    pair_gate: PairGate | None = None
    learned_pairs: LearnedPairs | None = None


@dataclass
class LinkRun:
    # What the caller asked
    question: str
    meta: Meta  # the whole catalog
    _: KW_ONLY
    policy: AccessPolicy | None = None
    glossary: Glossary | None = None
    role: str | None = None
    mode: Mode = Mode.AUTO  # as requested, then as chosen
    turns: Sequence[Turn] = ()  # the conversation's earlier turns, oldest first
    hints: Hints = NO_HINTS  # the caller's evidence, specification, keywords, subqueries
    trade_off: TradeOff = DEFAULT_TRADE_OFF  # the caller's size and completeness wishes
    # Training pairs this link must not read: a pair's own question asked again to measure
    # linking on it (leave-one-out) would otherwise find its own answer.
    held_out_pairs: frozenset[str] = frozenset()
    diagnostics: Diagnostics = field(default_factory=Diagnostics)

    @property
    def text(self) -> str:
        """All the caller wrote: the question, then its evidence and specification. What the
        pipeline reads for names and cues; the question alone is what is answered."""
        return " ".join((self.question, *self.hints.texts))

    # access: the caller's view, and the join graph and names within it
    view: AccessView = field(init=False)
    accessible: Meta = field(init=False)
    restricted: bool = False
    graph: dict[TableRef, list[Edge]] = field(default_factory=dict)
    words: CatalogWords | None = None  # the words of the caller's view's names, descriptions
    # rewrite (what the earlier turns say, read inside the caller's view), mode
    history: History | None = None
    follow_up: bool = False
    standalone: Standalone | None = None  # the LLM's standalone wording of a follow-up
    rewrite: Rewrite | None = None
    carried_keywords: frozenset[str] = frozenset()  # the rewrite's keywords of earlier turns
    mode_reason: str = ""
    # retrieve
    subqueries: list[str] = field(default_factory=list)
    query_vectors: np.ndarray | None = None
    # the keywords the unmatched stage may ask the vectors about, embedded meanwhile
    keyword_vectors: dict[str, np.ndarray] = field(default_factory=dict)
    hits: Hits = field(default_factory=Hits)
    pair_words: PairWords | None = None  # what the datasource's pairs teach of its words
    # select
    ranking: list[TableCandidate] = field(default_factory=list)
    matched: dict[FieldRef, list[str]] = field(default_factory=dict)  # values named, by field
    pair_hits: list[PairHit] = field(default_factory=list)
    selected: list[TableRef] = field(default_factory=list)
    # the estimated chance that the returned set holds every table the SQL reads, when a
    # completeness model can tell (``linking.ranking.completeness``)
    completeness: float | None = None
    llm_columns: list[FieldRef] = field(default_factory=list)  # columns the LLM said it reads
    llm_reason: str | None = None  # the LLM chose the selected tables, and said why
    pair_columns: set[FieldRef] = field(default_factory=set)  # read by the pair that narrowed
    joined: list[TableRef] = field(default_factory=list)  # added only to join the selected
    steps: list[Join] = field(default_factory=list)
    # prune, annotate
    chosen: Meta = field(init=False)  # the selected and joining tables, pruned
    annotator: Annotator | None = None
    unmatched: tuple[str, ...] = ()  # the question's words nothing returned matches
    # why the link ended with nothing to return, if it did
    stopped: str | None = None

    def __post_init__(self) -> None:
        self.accessible = self.meta
        self.chosen = self.meta.filter_tables(())

    @property
    def own_keywords(self) -> list[str]:
        """The rewrite's keywords less those carried over from earlier turns."""
        assert self.rewrite is not None
        return [k for k in self.rewrite.keywords if k not in self.carried_keywords]

    def stop(self, reason: str) -> None:
        self.stopped = reason


@dataclass(frozen=True)
class Retrieved:
    """A retriever's answer: what it found, and how it went when it did not simply run
    (skipped, or pending while its index is built)."""

    found: Finding
    status: Status = Status.RAN
    reason: str = ""


@dataclass(frozen=True)
class Retriever:
    """One retriever as the retrieve stage runs it, concurrently with the others, guarded
    and timed under its ``name``; everything after retrieval reads its ``Finding`` through
    the votes and words every finding has (``linking.retrieval.hits``)."""

    name: str
    search: Callable[[LinkRun, Deps], Awaitable[Retrieved]]
    nothing: Finding  # what it found when it failed or timed out
    evidence: tuple[str, ...]  # the kinds of ``Evidence`` its votes show
    needs_vectors: bool = False  # starts once the question's query vectors are made
    # Matches the question's words by name or value: the keywords the vectors may be asked
    # about are chosen once it is done (``linking.question.unmatched.dense_candidates``).
    lexical: bool = False
    # Searches an index the service builds: only when every such retriever fails is the link
    # an error, since any answer would be a guess.
    index_backed: bool = True
