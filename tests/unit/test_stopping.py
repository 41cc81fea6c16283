import numpy as np
import pytest

from linking.ranking.ranker import load_model
from linking.ranking.stopping import STOP_FEATURES, head_length, stop_features

# a1 joins a2, both in schema a; b1 is in schema b.
SCHEMAS = ["a", "a", "b"]
ADJACENT = np.asarray([[False, True, False], [True, False, False], [False, False, False]])


def test_each_head_is_read_by_its_last_table_what_is_left_and_whether_it_joins() -> None:
    p = np.asarray([0.8, 0.4, 0.2], np.float32)
    rows = stop_features(p, SCHEMAS, ADJACENT)
    heads = [dict(zip(STOP_FEATURES, row.tolist(), strict=True)) for row in rows]
    assert len(heads) == 3
    one, two, three = heads
    assert (one["size_1"], one["last"], one["next"], one["next_relative"]) == pytest.approx(
        (1, 0.8, 0.4, 0.5)
    )
    assert (one["left_mass"], one["inside_mass"]) == pytest.approx((0.6, 0.8))
    assert one["left_log"] == pytest.approx(np.log(0.6 * 0.8))
    assert (one["next_joins"], one["next_in_schema"], one["connected"]) == (1, 1, 1)
    assert (two["size_2"], two["next_joins"], two["next_in_schema"], two["connected"]) == (
        1,
        0,
        0,
        1,
    )
    assert (three["schemas"], three["connected"], three["next"], three["left_mass"]) == (
        1,
        0,
        0,
        0,
    )
    assert three["size_3"] == 1


def test_a_near_certain_best_table_stands_alone_and_close_rivals_come_along() -> None:
    stop = load_model("builtin").stop
    assert stop is not None
    alone = np.asarray([0.95, 0.03, 0.02, 0.01], np.float32)
    rivals = np.asarray([0.5, 0.45, 0.4, 0.02], np.float32)
    four = ["a", "a", "b", "b"]
    joined = np.zeros((4, 4), bool)
    assert head_length(alone, four, joined, stop, cost=0.07) == 1
    assert head_length(rivals, four, joined, stop, cost=0.07) == 3


def test_a_dearer_table_makes_a_shorter_head() -> None:
    stop = load_model("builtin").stop
    assert stop is not None
    p = np.asarray([0.6, 0.35, 0.3, 0.25, 0.2, 0.1, 0.05], np.float32)
    schemas = ["a", "a", "b", "b", "c", "c", "d"]
    joined = np.zeros((7, 7), bool)
    lengths = [head_length(p, schemas, joined, stop, cost=c) for c in (0.01, 0.07, 0.3)]
    assert lengths[0] > lengths[1] > lengths[2] == 1


def test_no_candidates_make_an_empty_head() -> None:
    stop = load_model("builtin").stop
    assert stop is not None
    empty = np.zeros(0, np.float32)
    assert head_length(empty, [], np.zeros((0, 0), bool), stop, cost=0.07) == 0
