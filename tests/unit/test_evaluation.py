from linking.evaluation import Scored, summarize


def asked(
    pair_id: str,
    question: str,
    needed: set[str],
    returned: set[str],
    ranking: tuple[str, ...],
    completeness: float | None = 0.9,
) -> Scored:
    return Scored(
        pair_id,
        question,
        frozenset(needed),
        frozenset(f"{t}.id" for t in needed),
        frozenset(returned),
        frozenset(f"{t}.id" for t in returned),
        ranking,
        completeness,
    )


def test_summary_counts_complete_sets_excess_and_recall_per_language() -> None:
    right = asked("a", "How many orders?", {"m.orders"}, {"m.orders", "m.stores"}, ("m.orders",))
    missed = asked(
        "b", "每个客户的订单数", {"m.orders", "m.customers"}, {"m.orders"}, ("m.orders", "m.x")
    )
    summary = summarize([right, missed])
    assert summary["questions"] == 2
    assert summary["tables_complete"] == 0.5
    assert summary["excess_tables"] == 0.5
    assert summary["recall_at"] == {"1": 0.5, "3": 0.5, "5": 0.5}
    assert summary["estimated_completeness"] == 0.9
    assert summary["by_language"]["zh"]["tables_complete"] == 0.0
    assert summary["by_language"]["en"]["tables_complete"] == 1.0
    assert [w["pair_id"] for w in summary["worst"]] == ["b", "a"]
    assert summary["worst"][0]["missed_tables"] == ["m.customers"]
    assert summary["worst"][1]["excess_tables"] == ["m.stores"]


def test_a_question_answered_exactly_is_not_among_the_worst() -> None:
    exact = asked("a", "How many orders?", {"m.orders"}, {"m.orders"}, ("m.orders",), None)
    summary = summarize([exact])
    assert summary["worst"] == []
    assert summary["estimated_completeness"] is None
