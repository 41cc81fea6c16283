from dataclasses import replace

import pytest

from linking.backends.llm import LiteLLMChat, LLMUsage
from linking.backends.values import ValueHit
from linking.catalog.meta import FieldRef, Meta, TableRef
from linking.catalog.pairs import sql_entities
from linking.config import LinkerConfig
from linking.errors import LLMError
from linking.question.rewrite import Hints
from linking.ranking.joins import fk_graph
from linking.ranking.select import (
    TableCandidate,
    narrowed_by_pair,
    rank_tables,
    select_by_llm,
)
from linking.ranking.sizing import focus_schemas, select_by_evidence, select_by_score
from linking.retrieval.dense import FieldHit, TableHit
from linking.retrieval.lexical import LexicalHit
from linking.retrieval.pairs import PairMatch
from tests.conftest import RecordingLLM, built_in_hits

ORDERS, CUSTOMERS, SALARIES = (TableRef("main", t) for t in ("orders", "customers", "salaries"))
QUESTION = "已完成订单的金额"


# Fused scores and boosts, which act on rank fusion's close scores when no table model is
# used; the learned model (fitted on score fusion) has its own tests below.
CONFIG = LinkerConfig(table_model=None, table_fusion="rrf")


def test_tables_found_by_several_retrievers_rank_first(shop: Meta) -> None:
    hits = built_in_hits(
        fields=[
            FieldHit(FieldRef(*SALARIES, "salary"), 0.91, QUESTION),
            FieldHit(FieldRef(*ORDERS, "amount"), 0.90, QUESTION),
        ],
        tables=[TableHit(ORDERS, 0.88, QUESTION)],
        names=[LexicalHit(ORDERS, "amount", 3.2, ("金额",))],
        values=[ValueHit("main", "orders", "status", "已完成", score=2.0, keyword="已完成")],
    )
    ranked = rank_tables(QUESTION, hits, fk_graph(shop), CONFIG)
    assert [c.ref for c in ranked][:2] == [ORDERS, SALARIES]
    assert {e.retriever for e in ranked[0].evidence} == {"field", "table", "lexical", "value"}


def test_foreign_key_neighbours_of_the_best_table_are_boosted(shop: Meta) -> None:
    hits = [
        FieldHit(FieldRef(*ORDERS, "amount"), 0.9, QUESTION),
        FieldHit(FieldRef(*SALARIES, "salary"), 0.8, QUESTION),
        FieldHit(FieldRef(*CUSTOMERS, "name"), 0.7, QUESTION),
    ]
    ranked = rank_tables(QUESTION, built_in_hits(fields=hits), fk_graph(shop), CONFIG)
    assert [c.ref for c in ranked] == [ORDERS, CUSTOMERS, SALARIES]


def test_tables_in_the_best_tables_schema_are_boosted() -> None:
    hits = [
        FieldHit(FieldRef("a", "t1", "x"), 0.95, QUESTION),
        FieldHit(FieldRef("b", "t2", "x"), 0.90, QUESTION),
        FieldHit(FieldRef("a", "t3", "x"), 0.85, QUESTION),
    ]
    ranked = rank_tables(QUESTION, built_in_hits(fields=hits), {}, CONFIG)
    assert [c.ref.table for c in ranked] == ["t1", "t3", "t2"]
    unboosted = rank_tables(
        QUESTION, built_in_hits(fields=hits), {}, replace(CONFIG, schema_boost=1.0)
    )
    assert [c.ref.table for c in unboosted] == ["t1", "t2", "t3"]


def test_a_subquerys_list_counts_less_than_the_questions() -> None:
    hits = built_in_hits(
        fields=[
            FieldHit(FieldRef("main", "by_question", "x"), 0.80, QUESTION),
            FieldHit(FieldRef("other", "by_part", "x"), 0.90, "订单"),
        ]
    )
    ranked = rank_tables(QUESTION, hits, {}, replace(CONFIG, schema_boost=1.0))
    assert [c.ref.table for c in ranked] == ["by_question", "by_part"]
    even = rank_tables(QUESTION, hits, {}, replace(CONFIG, schema_boost=1.0, subquery_weight=1.0))
    assert even[0].score == even[1].score


def test_select_by_score_keeps_tables_near_the_best() -> None:
    ranked = [
        TableCandidate(ORDERS, 1.0),
        TableCandidate(CUSTOMERS, 0.6),
        TableCandidate(SALARIES, 0.3),
    ]
    assert select_by_score(ranked, relative=0.5, limit=5) == [ORDERS, CUSTOMERS]
    assert select_by_score(ranked, relative=0.5, limit=1) == [ORDERS]
    assert select_by_score([], relative=0.5, limit=5) == []


def test_over_several_schemas_a_table_cost_lets_the_stop_model_size_the_selection() -> None:
    # The share rule (5 % of the best) keeps all four; the stop model sees the best one
    # is near certain and the rest unlikely.
    ranked = [
        TableCandidate(TableRef("shop", "orders"), 0.95),
        TableCandidate(TableRef("crm", "orders"), 0.06),
        TableCandidate(TableRef("shop", "items"), 0.05),
        TableCandidate(TableRef("crm", "people"), 0.05),
    ]
    sized = LinkerConfig(select_table_cost=0.07, select_completeness=None)
    assert select_by_evidence(ranked, {}, sized).tables == [TableRef("shop", "orders")]
    share_rule = LinkerConfig(select_completeness=None)
    assert len(select_by_evidence(ranked, {}, share_rule).tables) == 4


def test_over_one_schema_the_share_rule_selects_whatever_the_cost() -> None:
    ranked = [
        TableCandidate(ORDERS, 0.95),
        TableCandidate(CUSTOMERS, 0.06),
        TableCandidate(SALARIES, 0.01),
    ]
    config = LinkerConfig(select_table_cost=0.07, select_completeness=None)
    assert select_by_evidence(ranked, {}, config).tables == [ORDERS, CUSTOMERS]


def test_the_schema_with_several_good_candidates_outvotes_one_look_alike() -> None:
    ranked = [
        TableCandidate(TableRef("films", "movie"), 1.0),
        TableCandidate(TableRef("cinema", "film"), 0.8),
        TableCandidate(TableRef("cinema", "schedule"), 0.7),
        TableCandidate(TableRef("films", "rating"), 0.1),
    ]
    assert [c.ref.table for c in focus_schemas(ranked, keep=1, vote_top=3)] == ["film", "schedule"]
    assert [c.ref.table for c in focus_schemas(ranked, keep=1, vote_top=1)] == ["movie", "rating"]


def test_the_best_schemas_keep_their_tables_the_others_none() -> None:
    ranked = [
        TableCandidate(TableRef("a", "x"), 1.0),
        TableCandidate(TableRef("b", "x"), 0.9),
        TableCandidate(TableRef("c", "x"), 0.8),
        TableCandidate(TableRef("a", "y"), 0.2),
    ]
    kept = focus_schemas(ranked, keep=2, vote_top=3)
    assert [str(c.ref) for c in kept] == ["a.x", "b.x", "a.y"]


def test_one_schema_is_left_as_it_is() -> None:
    ranked = [TableCandidate(ORDERS, 1.0), TableCandidate(CUSTOMERS, 0.5)]
    assert focus_schemas(ranked, keep=1, vote_top=3) == ranked


def test_the_table_model_ranks_by_probability_and_reads_names_in_the_question() -> None:
    hits = built_in_hits(
        fields=[
            FieldHit(FieldRef(*ORDERS, "amount"), 0.9, "salaries paid"),
            FieldHit(FieldRef(*SALARIES, "salary"), 0.9, "salaries paid"),
        ]
    )
    fused = rank_tables("salaries paid", hits, {}, CONFIG)
    learned = rank_tables("salaries paid", hits, {}, replace(CONFIG, table_model="builtin"))
    assert [c.ref for c in fused] == [ORDERS, SALARIES]  # a tie, broken by name
    assert [c.ref for c in learned] == [SALARIES, ORDERS]
    assert all(0 < c.score < 1 for c in learned)


def chat(answer: str) -> LiteLLMChat:
    return LiteLLMChat("openai/gpt-4o-mini", backoff_s=0, extra={"mock_response": answer})


async def test_llm_selection_drops_names_that_are_not_candidates(shop: Meta) -> None:
    candidates = shop.filter_tables([ORDERS, CUSTOMERS])
    answer = '{"tables": ["orders", "main.customers", "salaries", "ghosts"], "reason": "join"}'
    choice = await select_by_llm(chat(answer), QUESTION, candidates, [], LLMUsage())
    assert choice.tables == [ORDERS, CUSTOMERS]
    assert choice.dropped == ["salaries", "ghosts"]
    assert choice.reason == "join"


@pytest.mark.parametrize("answer", ['{"tables": "orders"}', "[]", '{"reason": "x"}'])
async def test_llm_selection_of_the_wrong_shape_is_an_error(shop: Meta, answer: str) -> None:
    with pytest.raises(LLMError):
        await select_by_llm(chat(answer), QUESTION, shop, [], LLMUsage())


async def test_llm_columns_are_kept_only_when_they_are_in_a_chosen_table(shop: Meta) -> None:
    candidates = shop.filter_tables([ORDERS, CUSTOMERS])
    answer = (
        '{"tables": ["orders"], "columns": ["orders.amount", "main.orders.status", '
        '"customers.city", "orders.nope", "amount"], "reason": ""}'
    )
    choice = await select_by_llm(chat(answer), QUESTION, candidates, [], LLMUsage())
    assert choice.tables == [ORDERS]
    assert choice.columns == [FieldRef(*ORDERS, "amount"), FieldRef(*ORDERS, "status")]
    assert choice.dropped == ["customers.city", "orders.nope", "amount"]


async def test_llm_columns_of_the_wrong_shape_are_ignored(shop: Meta) -> None:
    answer = '{"tables": ["orders"], "columns": "orders.amount"}'
    choice = await select_by_llm(chat(answer), QUESTION, shop, [], LLMUsage())
    assert choice.tables == [ORDERS] and choice.columns == []


def _pair(shop: Meta, question: str, sql: str, score: float) -> PairMatch:
    return PairMatch("p1", question, sql, score, sql_entities(sql, shop))


def test_a_pair_asking_the_same_narrows_to_what_its_sql_reads(shop: Meta) -> None:
    sql = "SELECT status, COUNT(*) FROM orders GROUP BY status"
    hits = built_in_hits(
        pairs=[_pair(shop, "各状态的订单数", sql, 0.97)],
        names=[LexicalHit(SALARIES, None, 3.0, ("订单",))],  # a word the pair has too
    )
    narrowing = narrowed_by_pair("各状态的订单数？", hits, shop, threshold=0.95, limit=5)
    assert narrowing is not None
    assert narrowing.tables == [ORDERS]
    assert narrowing.columns == {FieldRef("main", "orders", "status")}
    assert narrowed_by_pair("各状态的订单数？", hits, shop, threshold=0.98, limit=5) is None


def test_the_words_a_pair_does_not_have_add_the_tables_they_name(shop: Meta) -> None:
    sql = "SELECT COUNT(*) FROM orders"
    hits = built_in_hits(
        pairs=[_pair(shop, "订单有多少", sql, 0.96)],
        mentions=[LexicalHit(CUSTOMERS, "city", 100.0, ("城市",))],
    )
    narrowing = narrowed_by_pair("每个城市的订单有多少", hits, shop, threshold=0.95, limit=5)
    assert narrowing is not None and narrowing.tables == [ORDERS, CUSTOMERS]


async def test_llm_selection_reads_the_callers_evidence_and_specification(shop: Meta) -> None:
    llm = RecordingLLM('{"tables": ["orders"], "reason": ""}')
    hints = Hints(evidence="已完成 refers to status = 'done'", specification="一个数")
    await select_by_llm(llm, QUESTION, shop, [], LLMUsage(), hints=hints)
    (prompt,) = llm.prompts
    assert "已完成 refers to status = 'done'" in prompt and "一个数" in prompt


def test_a_word_the_columns_of_many_tables_use_adds_none_of_them(shop: Meta) -> None:
    hits = built_in_hits(
        pairs=[_pair(shop, "How many orders", "SELECT COUNT(*) FROM orders", 0.96)],
        names=[
            LexicalHit(CUSTOMERS, "name", 2.0, ("name",)),
            LexicalHit(SALARIES, "employee", 1.0, ("name",)),
            LexicalHit(ORDERS, "id", 1.0, ("name",)),
            LexicalHit(SALARIES, None, 3.0, ("salary",)),  # the table's own name
        ],
    )
    narrowing = narrowed_by_pair("Name how many orders", hits, shop, threshold=0.95, limit=5)
    assert narrowing is not None and narrowing.tables == [ORDERS]
    named = narrowed_by_pair("Name the orders' salaries", hits, shop, threshold=0.95, limit=5)
    assert named is not None and named.tables == [ORDERS, SALARIES]
