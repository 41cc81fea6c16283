import numpy as np
import pytest

from linking.catalog.meta import Edge, TableRef
from linking.ranking.completeness import (
    COMPLETENESS_FEATURES,
    CandidateSet,
    TradeOff,
    candidate_sets,
    completeness_features,
    estimate,
    smallest_complete,
)

ORDERS, ITEMS, PRODUCTS, STORES = (
    TableRef("main", t) for t in ("orders", "items", "products", "stores")
)
# items joins orders and products; stores joins nothing
GRAPH: dict[TableRef, list[Edge]] = {
    ORDERS: [(ORDERS, ("id",), ITEMS, ("order_id",))],
    ITEMS: [
        (ITEMS, ("order_id",), ORDERS, ("id",)),
        (ITEMS, ("product_id",), PRODUCTS, ("id",)),
    ],
    PRODUCTS: [(PRODUCTS, ("id",), ITEMS, ("product_id",))],
    STORES: [],
}


class BySize:
    """A stand-in completeness model: the chance grows with the tables a set holds."""

    def __init__(self, chances: dict[int, float]) -> None:
        self.chances = chances

    def probabilities(self, rows: np.ndarray) -> np.ndarray:
        tables = rows[:, COMPLETENESS_FEATURES.index("tables")] * 6
        return np.asarray([self.chances[round(t)] for t in tables])


def test_a_head_counts_the_tables_that_join_it() -> None:
    ranked = [ORDERS, PRODUCTS, STORES, ITEMS]
    sets = candidate_sets(ranked, GRAPH, max_edges=3)
    assert [s.tables for s in sets[:3]] == [
        (ORDERS,),
        (ORDERS, PRODUCTS, ITEMS),
        (ORDERS, PRODUCTS, STORES, ITEMS),
    ]
    assert sets[1].connectors == (ITEMS,)


def test_a_set_is_read_by_what_it_holds_and_what_it_leaves_out() -> None:
    ranked = [ORDERS, PRODUCTS, STORES, ITEMS]
    p = np.asarray([0.9, 0.5, 0.2, 0.1], np.float32)
    row = completeness_features(CandidateSet((ORDERS, PRODUCTS), (ITEMS,)), ranked, p, GRAPH)
    read = dict(zip(COMPLETENESS_FEATURES, row.tolist(), strict=True))
    assert read["picked_2"] == 1 and read["connectors"] == 1
    assert read["tables"] == pytest.approx(3 / 6)
    assert (read["last"], read["next"], read["best"]) == pytest.approx((0.5, 0.2, 0.9))
    # items is in the set as a connector: only stores is left out
    assert read["left_mass"] == pytest.approx(0.2)
    assert read["left_log"] == pytest.approx(np.log(0.8))
    assert read["inside_mass"] == pytest.approx(1.5)
    assert (read["next_joins"], read["picked_join"]) == (0, 0)


def test_the_smallest_set_reaching_the_target_is_chosen() -> None:
    ranked = [ORDERS, STORES, PRODUCTS, ITEMS]
    p = np.asarray([0.9, 0.3, 0.2, 0.1], np.float32)
    model = BySize({1: 0.6, 2: 0.85, 4: 0.95})
    sized = smallest_complete(ranked, p, GRAPH, model, target=0.8, max_tables=8, max_edges=3)
    assert (sized.picked, sized.completeness) == ([ORDERS, STORES], pytest.approx(0.85))
    sized = smallest_complete(ranked, p, GRAPH, model, target=0.5, max_tables=8, max_edges=3)
    assert sized.picked == [ORDERS]


def test_a_cap_counts_connectors_and_keeps_the_likeliest_set_within_it() -> None:
    ranked = [ORDERS, PRODUCTS, STORES, ITEMS]
    p = np.asarray([0.9, 0.3, 0.2, 0.1], np.float32)
    model = BySize({1: 0.5, 3: 0.7, 4: 0.99})
    # orders + products needs items to join: three tables, more than the cap of two
    sized = smallest_complete(ranked, p, GRAPH, model, target=0.9, max_tables=2, max_edges=3)
    assert sized.picked == [ORDERS]
    sized = smallest_complete(ranked, p, GRAPH, model, target=0.9, max_tables=3, max_edges=3)
    assert (sized.picked, sized.completeness) == ([ORDERS, PRODUCTS], pytest.approx(0.7))


def test_any_chosen_set_gets_an_estimate() -> None:
    ranked = [ORDERS, PRODUCTS, STORES, ITEMS]
    p = np.asarray([0.9, 0.3, 0.2, 0.1], np.float32)
    model = BySize({1: 0.5, 3: 0.7})
    chance = estimate({PRODUCTS, ORDERS}, ranked, p, GRAPH, model, max_edges=3)
    assert chance == pytest.approx(0.7)


@pytest.mark.parametrize(("max_tables", "completeness"), [(0, None), (None, 0.0), (None, 1.5)])
def test_a_trade_off_out_of_range_is_refused(
    max_tables: int | None, completeness: float | None
) -> None:
    with pytest.raises(ValueError, match=r"max_tables|completeness"):
        TradeOff(max_tables, completeness)
