from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from linking.catalog.meta import Meta, TableRef
from linking.ranking.fitting import fit
from linking.ranking.joins import fk_graph
from linking.ranking.ranker import (
    FEATURES,
    SET_FEATURES,
    Candidates,
    FusionView,
    TableModel,
    TableRanker,
    features,
    load_model,
    set_features,
)
from linking.ranking.stopping import STOP_FEATURES
from linking.ranking.words import CatalogWords
from linking.retrieval.pair_words import PAIR_FEATURES

ORDERS, CUSTOMERS, SALARIES = (TableRef("main", t) for t in ("orders", "customers", "salaries"))


def _view(shop: Meta) -> FusionView:
    return FusionView(
        question="total amount of orders per customer",
        lists=[
            ("dense_column", [(ORDERS, 0.9), (SALARIES, 0.45)]),
            ("name_table", [(CUSTOMERS, 4.0), (ORDERS, 2.0)]),
        ],
        fused={ORDERS: 0.4, CUSTOMERS: 0.2, SALARIES: 0.1},
        order=[ORDERS, CUSTOMERS, SALARIES],
        mentions={ORDERS: 1},
        columns_hit={ORDERS: 2},
        graph=fk_graph(shop),
        words=CatalogWords.of(shop),
    )


def test_features_read_each_source_rank_score_and_the_catalog(shop: Meta) -> None:
    rows = features(_view(shop))
    at = {name: i for i, name in enumerate(FEATURES)}
    assert rows.shape == (3, len(FEATURES))
    orders, customers, salaries = rows
    assert orders[at["fused"]] == 1.0 and salaries[at["fused"]] == pytest.approx(0.25)
    assert orders[at["dense_column_rank"]] == 1.0 and salaries[at["dense_column_rank"]] == 0.5
    assert salaries[at["dense_column_score"]] == pytest.approx(0.5)
    assert customers[at["name_table_rank"]] == 1.0 and customers[at["dense_column_rank"]] == 0.0
    assert orders[at["name_in_question"]] == 1.0 and salaries[at["name_in_question"]] == 0.0
    assert customers[at["neighbour_of_best"]] == 1.0 and salaries[at["neighbour_of_best"]] == 0.0
    assert orders[at["mentions"]] == pytest.approx(1 / 3)
    assert orders[at["schema_support"]] == pytest.approx(0.5 + 0.25)
    # The question's words are amount, order, customer: orders holds all three (its
    # customer_id column names the customer), salaries none, their schema all.
    assert orders[at["table_coverage"]] == 1.0
    assert salaries[at["table_coverage"]] == 0.0
    assert salaries[at["schema_coverage"]] == 1.0


def test_catalog_words_within_a_view_hide_other_tables(shop: Meta) -> None:
    words = CatalogWords.of(shop)
    assert "salary" in words.schemas["main"]
    visible = words.within(shop.filter_tables([ORDERS]), shop)
    assert "salary" not in visible.schemas["main"] and "status" in visible.schemas["main"]
    narrowed = shop.filter_fields(lambda f: f.field != "status")
    assert "status" not in words.within(narrowed, shop).tables[ORDERS]


def test_the_vocabulary_of_a_view_holds_only_the_descriptions_it_shows(shop: Meta) -> None:
    words = CatalogWords.of(shop)
    assert {"月薪", "状态", "status"} <= words.vocabulary
    narrowed = shop.filter_fields(lambda f: f.field not in ("status", "salary"))
    visible = words.within(narrowed, shop).vocabulary
    assert "月薪" not in visible and "状态" not in visible and "订单" in visible


def test_a_fitted_model_ranks_by_the_feature_that_separates_the_labels() -> None:
    rng = np.random.default_rng(0)
    rows = rng.normal(size=(400, len(FEATURES))).astype(np.float32)
    labels = (rows[:, FEATURES.index("name_in_question")] > 0.3).astype(np.float32)
    model = fit(rows, labels)
    weights = dict(zip(model.features, model.weights, strict=True))
    assert max(weights, key=lambda name: abs(weights[name])) == "name_in_question"
    probabilities = model.probabilities(rows)
    assert ((probabilities > 0.5) == labels.astype(bool)).mean() > 0.95


def test_a_model_round_trips_through_json_and_refuses_other_features(tmp_path: Path) -> None:
    rows = np.eye(len(FEATURES), dtype=np.float32)
    model = fit(np.vstack([rows, rows]), np.asarray([1, 0] * len(FEATURES), np.float32))
    path = tmp_path / "model.json"
    path.write_text(model.to_json(), "utf-8")
    assert load_model(str(path)) == TableRanker(model)
    second = replace(model, features=FEATURES + SET_FEATURES, weights=(0.5,) * 32)
    two = tmp_path / "two.json"
    two.write_text(TableRanker(model, second).to_json(), "utf-8")
    assert load_model(str(two)) == TableRanker(model, second)
    k = len(STOP_FEATURES)
    stop = TableModel(STOP_FEATURES, (0.0,) * k, (1.0,) * k, (0.1,) * k, 0.0)
    three = tmp_path / "three.json"
    three.write_text(TableRanker(model, second, stop).to_json(), "utf-8")
    assert load_model(str(three)) == TableRanker(model, second, stop)
    stale = TableModel(("fused",), (0.0,), (1.0,), (1.0,), 0.0)
    with pytest.raises(ValueError, match="refit"):
        stale.probabilities(rows)
    for ranker in (TableRanker(stale), TableRanker(model, stale), TableRanker(model, None, stale)):
        path = tmp_path / f"stale-{len(list(tmp_path.iterdir()))}.json"
        path.write_text(ranker.to_json(), "utf-8")
        with pytest.raises(ValueError, match="refit"):
            load_model(str(path))


def test_set_features_read_each_candidates_schema_and_joins() -> None:
    # a1, a2 in schema a (joined), b1 in schema b; a1 is the best.
    p = np.asarray([0.8, 0.4, 0.6], np.float32)
    adjacent = np.zeros((3, 3), bool)
    adjacent[0, 1] = adjacent[1, 0] = True
    rows = set_features(p, Candidates(["a", "a", "b"], adjacent))
    at = {name: i for i, name in enumerate(SET_FEATURES)}
    a1, a2, b1 = rows
    assert a1[at["schema_mass"]] == pytest.approx(1.2) and b1[at["schema_mass"]] == pytest.approx(
        0.6
    )
    assert a2[at["schema_share"]] == pytest.approx(1.2 / 1.8)
    assert (a1[at["schema_rank"]], b1[at["schema_rank"]]) == (1.0, 0.5)
    assert (a1[at["rank_in_schema"]], a2[at["rank_in_schema"]]) == (1.0, 0.5)
    assert a2[at["joins_schema_best"]] == 1.0 and b1[at["joins_schema_best"]] == 1.0
    assert a2[at["best_neighbour"]] == pytest.approx(0.8) and b1[at["best_neighbour"]] == 0.0
    assert a2[at["relative_in_schema"]] == pytest.approx(0.5)
    assert b1[at["relative"]] == pytest.approx(0.75)


def test_candidates_know_which_of_them_a_foreign_key_joins(shop: Meta) -> None:
    structure = Candidates.of(_view(shop))
    assert structure.schemas == ["main", "main", "main"]
    assert structure.adjacent[0, 1] and structure.adjacent[1, 0]  # orders → customers
    assert not structure.adjacent[0, 2]


def _two_databases(shop: Meta) -> FusionView:
    """The shop view with its salaries table in another database (schema ``hr``)."""
    view = _view(shop)
    hr = TableRef("hr", "salaries")
    moved = {SALARIES: hr}
    return replace(
        view,
        lists=[(s, [(moved.get(r, r), x) for r, x in entries]) for s, entries in view.lists],
        fused={moved.get(r, r): x for r, x in view.fused.items()},
        order=[moved.get(r, r) for r in view.order],
    )


def _ranker() -> TableRanker:
    """A flat first stage (every p = 0.5) and a second that only reads a join to the best."""
    n = len(FEATURES) + len(SET_FEATURES)
    k = len(FEATURES)
    first = TableModel(FEATURES, (0.0,) * k, (1.0,) * k, (0.0,) * k, 0.0)
    weights = [0.0] * n
    weights[len(FEATURES) + SET_FEATURES.index("joins_schema_best")] = 5.0
    second = TableModel(FEATURES + SET_FEATURES, (0.0,) * n, (1.0,) * n, tuple(weights), -2.5)
    return TableRanker(first, second)


def test_the_second_stage_lifts_the_table_its_databases_evidence_supports(shop: Meta) -> None:
    p = _ranker().probabilities(_two_databases(shop))
    # customers joins orders, the best of its database; hr.salaries is its database's best.
    assert p[1] > 0.9 and p[2] > 0.9
    assert len(p) == 3


def test_one_schemas_candidates_are_ranked_by_the_first_stage_alone(shop: Meta) -> None:
    assert list(_ranker().probabilities(_view(shop))) == [0.5, 0.5, 0.5]


def test_one_schema_with_what_its_pairs_teach_is_ranked_by_the_model_fitted_with_pairs(
    shop: Meta,
) -> None:
    wide = FEATURES + PAIR_FEATURES
    weights = [0.0] * len(wide)
    weights[wide.index("pair_words")] = 5.0
    with_pairs = TableModel(wide, (0.0,) * len(wide), (1.0,) * len(wide), tuple(weights), -2.5)
    ranker = replace(_ranker(), alone_pairs=with_pairs)
    pair_rows = np.zeros((3, len(PAIR_FEATURES)), np.float32)
    pair_rows[2, PAIR_FEATURES.index("pair_words")] = 1.0  # the pairs say salaries
    p = ranker.probabilities(replace(_view(shop), pair_rows=pair_rows))
    assert p[2] > 0.9 > 0.1 > p[0]
    # Without pairs, or over several schemas, the other stages rank.
    assert list(ranker.probabilities(_view(shop))) == [0.5, 0.5, 0.5]
    pooled = _two_databases(shop)
    np.testing.assert_array_equal(
        ranker.probabilities(replace(pooled, pair_rows=pair_rows)), ranker.probabilities(pooled)
    )
