"""The pairs a link learns from, read from the real embedded pair index: only those the caller
could be served, and at once after they change."""

from __future__ import annotations

from collections.abc import AsyncIterator, Collection, Sequence
from pathlib import Path

import pytest

from linking.access import AccessPolicy, AccessRule
from linking.backends.embedding import CachedEmbedder
from linking.backends.qdrant_edge import EdgeVectorIndex
from linking.backends.tantivy_values import TantivyValueIndex
from linking.catalog.meta import Meta, TableRef
from linking.catalog.pairs import TrainingPair
from linking.linker import Linker
from linking.retrieval.learned_pairs import LearnedPairs
from linking.retrieval.pair_words import PairWords

SALARIES = TableRef("main", "salaries")
ORDERS = TableRef("main", "orders")


class _Gate:
    def __init__(self, refused: set[str]) -> None:
        self.refused = refused

    async def servable(self, datasource: str, pair_ids: Sequence[str]) -> Collection[str]:
        return [p for p in pair_ids if p not in self.refused]


@pytest.fixture
async def linker(tmp_path: Path, embedder: CachedEmbedder, shop: Meta) -> AsyncIterator[Linker]:
    linker = Linker(
        embedder=embedder,
        vectors=EdgeVectorIndex(tmp_path / "vectors"),
        values=TantivyValueIndex(tmp_path / "values"),
    )
    await linker.index(shop)
    await linker.add_pairs(
        "shop", [TrainingPair("orders", "open baskets", "SELECT id FROM orders")]
    )
    await linker.add_pairs(
        "shop",
        [
            TrainingPair("pay", "payroll of the staff", "SELECT salary FROM salaries"),
            TrainingPair("pay-top", "the highest payroll", "SELECT MAX(salary) FROM salaries"),
        ],
        role="hr",
    )
    yield linker
    await linker.close()


def _ids(words: PairWords | None) -> set[str]:
    return set() if words is None else {p.id for p in words.pairs}


async def test_a_pair_counts_for_its_role_and_every_role_pair_for_all(
    linker: Linker, shop: Meta
) -> None:
    learned = LearnedPairs(linker.vectors)
    view = linker.view(shop, None)
    assert _ids(await learned.words(view, None)) == {"orders"}
    hr = await learned.words(view, "hr")
    assert _ids(hr) == {"orders", "pay", "pay-top"}
    assert hr is not None and hr.features("payroll", [SALARIES])[0, 0] > 0.5


async def test_a_pair_reading_a_hidden_table_teaches_nothing(linker: Linker, shop: Meta) -> None:
    hidden = AccessPolicy((AccessRule("deny", table="salaries"),))
    learned = LearnedPairs(linker.vectors)
    assert _ids(await learned.words(linker.view(shop, hidden), "hr")) == {"orders"}


async def test_pairs_the_gate_refuses_are_not_counted(linker: Linker, shop: Meta) -> None:
    learned = LearnedPairs(linker.vectors, _Gate({"orders"}))
    assert await learned.words(linker.view(shop, None), None) is None
    assert _ids(await learned.words(linker.view(shop, None), "hr")) == {"pay", "pay-top"}


async def test_pairs_are_read_again_once_forgotten(linker: Linker, shop: Meta) -> None:
    learned = LearnedPairs(linker.vectors, recheck_s=3600.0)
    view = linker.view(shop, None)
    assert _ids(await learned.words(view, None)) == {"orders"}
    await linker.remove_pairs("shop", ["orders"])
    assert _ids(await learned.words(view, None)) == {"orders"}  # within recheck_s
    learned.forget("shop")
    assert await learned.words(view, None) is None


async def test_a_link_reads_the_pairs_only_while_it_may_learn_from_them(
    linker: Linker, shop: Meta
) -> None:
    view = await linker.fusion_view("open baskets", shop, mode="rag")
    assert view.pair_rows is not None and view.pair_rows.shape[0] == len(view.order)
    plain = linker.with_config(learn_from_pairs=False)
    assert (await plain.fusion_view("open baskets", shop, mode="rag")).pair_rows is None
    await linker.remove_pairs("shop", ["orders", "pay", "pay-top"])
    assert (await linker.fusion_view("open baskets", shop, mode="rag")).pair_rows is None


async def test_a_word_only_a_similar_pairs_question_matches_is_unnamed_not_unmatched(
    linker: Linker, shop: Meta
) -> None:
    context = await linker.link("open baskets", shop, mode="rag")
    assert [p.id for p in context.training_pairs] == ["orders"]
    assert "baskets" not in context.unmatched
    assert "baskets" in context.diagnostics.unnamed
