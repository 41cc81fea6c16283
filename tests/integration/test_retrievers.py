"""A retriever added to the built-in ones, in a test: one finding and one registration, and
every stage after retrieval reads it (fusion, pruning, the answer's evidence, the unmatched
words) without a line of theirs changed."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from linking import ConfigurationError, FieldRef, Linker, LinkingError, Meta, Status, TableRef
from linking.backends.embedding import CachedEmbedder
from linking.backends.qdrant_edge import EdgeVectorIndex
from linking.backends.tantivy_values import TantivyValueIndex
from linking.context import Evidence
from linking.retrieval import ColumnVote, TableVote
from linking.run import Deps, LinkRun
from linking.stages import RETRIEVERS, Retrieved, Retriever

CUSTOMERS = TableRef("main", "customers")
CITY = FieldRef("main", "customers", "city")
# The warehouse's own jargon, which no name, description or value of the catalog uses.
JARGON = {"grue": CUSTOMERS, "zorp": CITY}


@dataclass(frozen=True)
class JargonFinding:
    """What the jargon retriever found: the tables and columns its words name."""

    named: list[tuple[str, TableRef | FieldRef]] = field(default_factory=list)

    def table_votes(self) -> Iterator[TableVote]:
        for word, ref in self.named:
            if isinstance(ref, TableRef):
                yield TableVote("jargon", ref, 1.0, Evidence("jargon", 1.0, word))

    def column_votes(self) -> Iterator[ColumnVote]:
        for word, ref in self.named:
            if isinstance(ref, FieldRef):
                yield ColumnVote("jargon", ref, 1.0, Evidence("jargon", 1.0, word))

    def matched_words(self) -> Iterator[str]:
        return (word for word, _ in self.named)

    def counts(self) -> Mapping[str, int]:
        return {"jargon": len(self.named)}


async def search_jargon(run: LinkRun, deps: Deps) -> Retrieved:
    words = run.question.lower().split()
    return Retrieved(JargonFinding([(w, ref) for w, ref in JARGON.items() if w in words]))


async def search_broken(run: LinkRun, deps: Deps) -> Retrieved:
    raise LinkingError("the jargon service is down")


JARGON_RETRIEVER = Retriever(
    "jargon", search_jargon, JargonFinding(), ("jargon",), lexical=True, index_backed=False
)


@pytest.fixture
async def indexes(tmp_path: Path) -> AsyncIterator[tuple[EdgeVectorIndex, TantivyValueIndex]]:
    vectors, values = EdgeVectorIndex(tmp_path / "vectors"), TantivyValueIndex(tmp_path / "values")
    yield vectors, values
    await vectors.close()
    await values.close()


async def _linker(
    embedder: CachedEmbedder,
    indexes: tuple[EdgeVectorIndex, TantivyValueIndex],
    shop: Meta,
    retrievers: tuple[Retriever, ...],
) -> Linker:
    vectors, values = indexes
    linker = Linker(embedder=embedder, vectors=vectors, values=values, retrievers=retrievers)
    await linker.index(shop)
    return linker


async def test_an_added_retriever_is_fused_pruned_shown_and_counted(
    embedder: CachedEmbedder, indexes: tuple[EdgeVectorIndex, TantivyValueIndex], shop: Meta
) -> None:
    question = "how many grue per zorp"
    plain = await _linker(embedder, indexes, shop, RETRIEVERS)
    without = await plain.link(question, shop, mode="rag")
    assert {"grue", "zorp"} <= set(without.unmatched)

    linker = await _linker(embedder, indexes, shop, (*RETRIEVERS, JARGON_RETRIEVER))
    context = await linker.link(question, shop, mode="rag")
    (customers,) = [t for t in context.tables if t.name == "customers"]
    assert Evidence("jargon", 1.0, "grue") in customers.evidence  # fused into the ranking
    (city,) = [f for f in customers.fields if f.name == "city"]  # kept by pruning
    assert Evidence("jargon", 1.0, "zorp") in city.evidence
    assert not {"grue", "zorp"} & set(context.unmatched)
    assert context.diagnostics.status_of("jargon") == Status.RAN
    assert context.diagnostics.hits["jargon"] == 2
    assert "retrieve.jargon" in context.diagnostics.timings_ms


async def test_an_added_retriever_that_fails_is_reported_and_the_link_goes_on(
    embedder: CachedEmbedder, indexes: tuple[EdgeVectorIndex, TantivyValueIndex], shop: Meta
) -> None:
    broken = Retriever("jargon", search_broken, JargonFinding(), ("jargon",), index_backed=False)
    linker = await _linker(embedder, indexes, shop, (*RETRIEVERS, broken))
    context = await linker.link("how many grue per zorp", shop, mode="rag")
    assert context.diagnostics.status_of("jargon") == Status.FAILED
    assert context.diagnostics.hits["jargon"] == 0
    assert context.outcome != "no_data"


def test_two_retrievers_of_one_name_are_refused(
    embedder: CachedEmbedder, indexes: tuple[EdgeVectorIndex, TantivyValueIndex]
) -> None:
    vectors, values = indexes
    with pytest.raises(ConfigurationError, match="share a name"):
        Linker(
            embedder=embedder,
            vectors=vectors,
            values=values,
            retrievers=(*RETRIEVERS, JARGON_RETRIEVER, JARGON_RETRIEVER),
        )
