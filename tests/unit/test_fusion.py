import pytest

from linking.ranking.fusion import best_first, fuse


def test_an_item_in_several_lists_outranks_one_at_the_top_of_one() -> None:
    scores = fuse([(1.0, ["a", "b"]), (1.0, ["c", "b"])], k=5)
    assert max(scores, key=scores.__getitem__) == "b"
    assert scores["a"] == pytest.approx(1 / 6) and scores["b"] == pytest.approx(2 / 7)


def test_weights_scale_a_list_and_an_item_counts_once_per_list() -> None:
    scores = fuse([(2.0, ["a", "a", "b"]), (0.5, ["b"])], k=0)
    assert scores == {"a": 2.0, "b": 1.0 + 0.5}


def test_best_first_ranks_by_best_score_then_by_tie_or_first_seen() -> None:
    scored = [("b", 0.5), ("a", 0.9), ("b", 0.9), ("c", 0.1)]
    assert best_first(scored) == ["b", "a", "c"]  # a and b tie at 0.9: b was seen first
    assert best_first(scored, tie=str) == ["a", "b", "c"]
