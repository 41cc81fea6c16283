from bench.pair_narrowing import Neighbour, learned_thresholds


def test_close_pairs_that_agree_lower_a_databases_threshold_and_others_keep_095() -> None:
    agreeing = [Neighbour("a", s, s > 0.93, 0) for s in (0.99, 0.96, 0.935, 0.925)]
    disagreeing = [Neighbour("b", s, s > 0.97, 1) for s in (0.99, 0.96, 0.94, 0.93)]
    learned = learned_thresholds([*agreeing, *disagreeing], precision=0.99, floor=0.92)
    assert round(learned["a"], 3) == 0.93  # not 0.925: the pair there missed a table
    assert learned["b"] == 0.95
