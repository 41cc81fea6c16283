import pytest

from linking.backends.llm import LLMUsage
from linking.catalog.meta import TableRef
from linking.errors import LLMError
from linking.question.history import (
    History,
    Standalone,
    Turn,
    reads_as_follow_up,
    standalone_question,
)
from linking.ranking.select import TableCandidate, lean_on_history
from tests.conftest import RecordingLLM, shop_meta

CUSTOMERS = TableRef("main", "customers")
ORDERS = TableRef("main", "orders")
SALARIES = TableRef("main", "salaries")


def test_a_question_pointing_back_reads_as_a_follow_up() -> None:
    many = ["airline", "country", "code"]
    assert reads_as_follow_up("Of these, which is JetBlue Airways?", many, 2)
    assert reads_as_follow_up("What is the country corresponding it?", many, 2)
    assert reads_as_follow_up("And the oldest one?", many, 2)
    assert reads_as_follow_up("其中有几家在上海？", many, 2)
    assert reads_as_follow_up("那北京呢？", many, 2)
    assert reads_as_follow_up("Show the youngest", ["youngest"], 2)  # too few words of its own


def test_a_question_standing_alone_does_not() -> None:
    many = ["students", "names", "ages"]
    assert not reads_as_follow_up("List the names of all students and their ages.", many, 2)
    assert not reads_as_follow_up("Which city hosted the most events?", many, 2)
    assert not reads_as_follow_up("上个月销售额最高的产品是什么？", many, 2)


def test_history_keeps_each_table_s_nearest_turn_and_decays_with_distance() -> None:
    turns = [
        Turn("订单有哪些状态？", tables=("orders",)),
        Turn("客户在哪些城市？", sql="SELECT city FROM customers JOIN orders ON 1 = 1"),
        Turn("其中上海的呢？"),
    ]
    history = History.read(turns, shop_meta(), decay=0.5)
    assert history.tables[CUSTOMERS].turns_back == 2
    assert history.tables[CUSTOMERS].weight == 0.5
    assert history.tables[ORDERS].turns_back == 2  # its nearest turn, not the first
    assert SALARIES not in history.tables
    words = history.keywords
    assert words.index("上海") < words.index("城市") < words.index("状态")  # nearest first
    assert history.notes == ()


def test_history_names_what_it_could_not_read_and_keeps_the_rest() -> None:
    turns = [
        Turn("q1", tables=("orders", "invoices")),
        Turn("q2", sql="SELEC broken"),
    ]
    history = History.read(turns, shop_meta(), decay=0.5)
    assert list(history.tables) == [ORDERS]
    assert len(history.notes) == 2
    assert "'invoices'" in history.notes[0] or "'invoices'" in history.notes[1]
    assert any("turn -1" in note and "SQL" in note for note in history.notes)


def test_earlier_tables_move_up_but_never_past_the_best() -> None:
    ranked = [TableCandidate(SALARIES, 0.9), TableCandidate(CUSTOMERS, 0.3)]
    history = History.read([Turn("q", tables=("customers", "orders"))], shop_meta(), decay=0.5)
    leaned = lean_on_history(ranked, history.tables, strength=0.5)
    scores = {c.ref: round(c.score, 6) for c in leaned}
    assert scores == {SALARIES: 0.9, CUSTOMERS: 0.6, ORDERS: 0.45}  # orders: found by no retriever
    assert [c.ref for c in leaned] == [SALARIES, CUSTOMERS, ORDERS]
    orders = next(c for c in leaned if c.ref == ORDERS)
    assert [(e.retriever, e.score, e.detail) for e in orders.evidence] == [
        ("history", 0.5, "turn -1: q")
    ]


def test_a_strength_of_zero_leaves_the_ranking_alone() -> None:
    ranked = [TableCandidate(SALARIES, 0.9)]
    history = History.read([Turn("q", tables=("orders",))], shop_meta(), decay=0.5)
    leaned = lean_on_history(ranked, history.tables, strength=0.0)
    assert [(c.ref, c.score) for c in leaned] == [(SALARIES, 0.9)]


def test_a_turn_s_tables_weigh_less_down_its_list() -> None:
    turns = [Turn("q", tables=("orders", "customers", "orders"))]
    history = History.read(turns, shop_meta(), decay=0.5, place_decay=0.5)
    assert {ref: t.weight for ref, t in history.tables.items()} == {ORDERS: 1.0, CUSTOMERS: 0.5}


async def test_the_llm_sees_the_earlier_turns_and_its_answer_is_checked() -> None:
    turns = [Turn("华东大区有几家旗舰店？", tables=("stores",))]
    good = RecordingLLM('{"standalone": "华东大区旗舰店的订单数", "follows_up": true}')
    usage = LLMUsage()
    result = await standalone_question("它们的订单数？", turns, good, usage, max_chars=100)
    assert result == Standalone("华东大区旗舰店的订单数", True)
    assert "- 华东大区有几家旗舰店？ (tables: stores)" in good.prompts[0]
    assert "The user's new question: 它们的订单数？" in good.prompts[0]
    for answer, problem in (
        ('{"standalone": "q", "follows_up": "yes"}', "follows_up"),
        ('{"standalone": "  "}', "no standalone question"),
        ('{"standalone": "' + "x" * 101 + '"}', "over 100 characters"),
        ('["q"]', "not a JSON object"),
    ):
        with pytest.raises(LLMError, match=problem):
            await standalone_question("q", turns, RecordingLLM(answer), usage, max_chars=100)
