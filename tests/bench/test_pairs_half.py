from bench.quality.datasets import Question
from bench.quality.pairs_half import split


def question(index: int, db: str) -> Question:
    return Question(index, db, f"q{index}", "SELECT 1")


def test_each_database_is_halved_the_same_way_whatever_the_order() -> None:
    questions = [question(i, "a") for i in range(5)] + [question(i, "b") for i in range(5, 9)]
    pairs, asked = split(questions)
    again_pairs, again_asked = split(list(reversed(questions)))
    assert (pairs, asked) == (again_pairs, again_asked)
    assert [len(pairs["a"]), len(pairs["b"])] == [2, 2]
    assert len(asked) == 5
    held = {q.index for own in pairs.values() for q in own}
    assert held.isdisjoint(q.index for q in asked)
    assert held | {q.index for q in asked} == set(range(9))
