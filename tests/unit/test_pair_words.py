"""What a datasource's pairs teach of its words: counted per table, the asked pair left out."""

import numpy as np

from linking.catalog.meta import TableRef
from linking.retrieval.pair_words import PAIR_FEATURES, LearnedPair, PairWords

MEMBERS, ORDERS, STORES = (TableRef("main", t) for t in ("members", "orders", "stores"))
WORDS, BEST, PRIOR, LIFT = (PAIR_FEATURES.index(n) for n in PAIR_FEATURES)


def _pairs() -> PairWords:
    return PairWords(
        [
            LearnedPair.of("1", "How many patrons joined in 2020?", [MEMBERS]),
            LearnedPair.of("2", "Which patrons live in Lyon?", [MEMBERS]),
            LearnedPair.of("3", "Total sales per store", [ORDERS, STORES]),
            LearnedPair.of("4", "Sales of the patrons from Lyon", [ORDERS, MEMBERS]),
        ]
    )


def test_a_word_the_pairs_use_for_a_table_points_at_it() -> None:
    rows = _pairs().features("list the patrons", [MEMBERS, ORDERS, STORES])
    assert rows[0, WORDS] > rows[1, WORDS] > rows[2, WORDS]
    assert rows[0, LIFT] > 0 > rows[2, LIFT]
    assert rows[0, BEST] == rows[:, BEST].max()


def test_the_prior_is_the_share_of_pairs_reading_the_table() -> None:
    rows = _pairs().features("anything at all", [MEMBERS, STORES])
    np.testing.assert_allclose(rows[:, PRIOR], [3.5 / 5, 1.5 / 5])
    # No word of the question is in any pair: the words say what the prior says.
    np.testing.assert_allclose(rows[:, WORDS], rows[:, PRIOR])
    np.testing.assert_allclose(rows[:, LIFT], 0.0, atol=1e-6)


def test_held_out_pairs_are_not_counted() -> None:
    pairs = _pairs()
    kept = pairs.features("patrons", [MEMBERS, ORDERS], held_out={"1", "2", "4"})
    only_sales = PairWords([LearnedPair.of("3", "Total sales per store", [ORDERS, STORES])])
    np.testing.assert_allclose(kept, only_sales.features("patrons", [MEMBERS, ORDERS]))


def test_a_table_no_pair_reads_and_no_pairs_left_score_nothing_of_their_own() -> None:
    pairs = _pairs()
    unknown = TableRef("main", "payments")
    rows = pairs.features("patrons", [unknown, MEMBERS])
    assert rows[0, PRIOR] < rows[1, PRIOR] and rows[0, WORDS] < rows[1, WORDS]
    assert not pairs.features("patrons", [MEMBERS], held_out={"1", "2", "3", "4"}).any()


def test_a_word_of_a_single_pair_teaches_nothing() -> None:
    rows = _pairs().features("total store", [ORDERS, STORES, MEMBERS])
    # "total" and "store" are each in one pair only: the prior stands.
    np.testing.assert_allclose(rows[:, WORDS], rows[:, PRIOR])
