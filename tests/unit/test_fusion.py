import pytest

from linking.ranking.fusion import best_scores, fuse, fuse_scores


def test_an_item_in_several_lists_outranks_one_at_the_top_of_one() -> None:
    scores = fuse([(1.0, ["a", "b"]), (1.0, ["c", "b"])], k=5)
    assert max(scores, key=scores.__getitem__) == "b"
    assert scores["a"] == pytest.approx(1 / 6) and scores["b"] == pytest.approx(2 / 7)


def test_weights_scale_a_list_and_an_item_counts_once_per_list() -> None:
    scores = fuse([(2.0, ["a", "a", "b"]), (0.5, ["b"])], k=0)
    assert scores == {"a": 2.0, "b": 1.0 + 0.5}


def test_best_scores_ranks_by_best_score_then_by_tie_or_first_seen() -> None:
    scored = [("b", 0.5), ("a", 0.9), ("b", 0.9), ("c", 0.1)]
    # a and b tie at 0.9: b was seen first
    assert best_scores(scored) == [("b", 0.9), ("a", 0.9), ("c", 0.1)]
    assert best_scores(scored, tie=str) == [("a", 0.9), ("b", 0.9), ("c", 0.1)]


def test_score_fusion_puts_each_list_on_its_own_mean_and_spread() -> None:
    # BM25-like scores and cosine-like scores: only where each stands in its own list counts.
    scores = fuse_scores([(1.0, [("a", 30.0), ("b", 20.0)]), (1.0, [("b", 0.9), ("c", 0.7)])])
    spread = 3 * 2**0.5  # three sample standard deviations of two scores, in their unit
    high, low = 0.5 + 1 / (2 * spread), 0.5 - 1 / (2 * spread)
    assert scores == pytest.approx({"a": high, "b": low + high, "c": low})
    assert max(scores, key=scores.__getitem__) == "b"


def test_score_fusion_gives_a_lone_or_level_list_the_middle_and_weighs_lists() -> None:
    assert fuse_scores([(2.0, [("a", 7.0)])]) == {"a": 1.0}
    assert fuse_scores([(1.0, [("a", 3.0), ("b", 3.0), ("a", 1.0)])]) == {"a": 0.5, "b": 0.5}
