"""Which of the question's words nothing returned answers (the dense check is the stage's:
tests/integration/test_linker.py)."""

from __future__ import annotations

from linking.backends.values import ValueHit
from linking.catalog.meta import Field, Meta, Schema, Table, TableRef
from linking.question.rewrite import Glossary
from linking.question.unmatched import dense_candidates, lexically_unmatched
from linking.retrieval.hits import Hits
from linking.retrieval.lexical import LexicalHit
from tests.conftest import built_in_hits


def _unmatched(
    keywords: list[str], meta: Meta, *, hits: Hits | None = None, glossary: Glossary | None = None
) -> tuple[str, ...]:
    return lexically_unmatched(
        keywords,
        question=" ".join(keywords),
        returned=meta,
        hits=hits or built_in_hits(),
        glossary=glossary,
    )


def test_a_word_no_returned_name_or_description_has_is_unmatched(shop: Meta) -> None:
    customers = shop.filter_tables([TableRef("main", "customers")])
    assert _unmatched(["客户", "城市", "年龄"], customers) == ("年龄",)
    assert _unmatched(["customers", "age"], customers) == ("age",)


def test_words_of_asking_and_numbers_are_not_content(shop: Meta) -> None:
    assert _unmatched(["平均", "最高", "total", "how many", "10"], shop) == ()
    assert _unmatched(["平均年龄"], shop) == ("平均年龄",)  # 年龄 is content


def test_comparisons_and_belonging_are_not_content(shop: Meta) -> None:
    assert _unmatched(["greater", "belong", "超过", "属于"], shop) == ()


def test_the_words_of_a_hints_formula_and_lone_letters_are_not_content(shop: Meta) -> None:
    assert _unmatched(["5 refers", "divide", "percentage", "F"], shop) == ()


def test_a_period_needs_a_returned_date_column(shop: Meta) -> None:
    assert _unmatched(["上个月"], shop) == ("上个月",)  # shop has no date column
    dated = Meta("d", "sqlite", (Schema("main", (Table("t", (Field("day", "DATE"),)),)),))
    assert _unmatched(["上个月", "march"], dated) == ()


def test_value_glossary_and_name_hits_match_their_words(shop: Meta) -> None:
    orders = TableRef("main", "orders")
    hits = built_in_hits(
        values=[ValueHit("main", "orders", "status", "已退款", score=1.0, keyword="退款")],
        names=[LexicalHit(orders, None, 1.0, ("refund",))],
    )
    assert _unmatched(["退款", "refunds", "gmv"], shop, hits=hits) == ("gmv",)
    glossary = Glossary({"GMV": ("订单金额",)})
    assert _unmatched(["gmv"], shop, glossary=glossary) == ()


def test_a_phrase_of_keywords_is_judged_word_by_word(shop: Meta) -> None:
    # customers.city has the sample "New York": "new" is matched, "jersey" is not.
    assert _unmatched(["new jersey", "new", "jersey"], shop) == ("jersey",)


def test_only_words_no_name_description_hit_or_period_uses_are_embedded() -> None:
    vocabulary = frozenset({"customer", "city", "order", "会员"})
    hits = built_in_hits(
        values=[ValueHit("main", "orders", "status", "已退款", score=1.0, keyword="退款")]
    )
    keywords = ["customer age", "年龄", "会员", "退款", "上个月", "平均", "new jersey", "new"]
    asked = dense_candidates(
        keywords, question="", vocabulary=vocabulary, hits=hits, glossary=Glossary({})
    )
    assert asked == ("年龄", "new jersey", "new")  # "jersey" alone is not a keyword here


def test_a_word_is_found_in_a_sampled_value_in_any_inflection() -> None:
    cities = Field("a", "TEXT", sample_values=("Big Cities",))
    towns = Field("b", "TEXT", sample_values=("Small Towns",))
    meta = Meta("d", "sqlite", (Schema("main", (Table("t", (cities,)), Table("u", (towns,)))),))
    assert _unmatched(["city", "town", "village"], meta) == ("village",)


def test_an_abbreviated_name_answers_the_word_it_shortens() -> None:
    stock = Table(
        "inv_bal",
        (Field("mat_cd", "TEXT", "物料编码"), Field("qty", "NUMERIC", "数量"), Field("wh", "TEXT")),
    )
    meta = Meta("m", "sqlite", (Schema("main", (stock,)),))
    assert _unmatched(["materials", "quantity", "warehouse codes", "supplier"], meta) == (
        "supplier",
    )


def test_words_of_time_and_state_are_not_content(shop: Meta) -> None:
    assert _unmatched(["currently", "已经", "now"], shop) == ()
