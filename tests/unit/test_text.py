import pytest

from linking.catalog.text import (
    content_words,
    has_words,
    identifier_words,
    name_phrases,
    operands,
    quoted_phrases,
    segment,
    text_problem,
)


def test_chinese_is_segmented_into_words() -> None:
    assert segment("上个月销售额最高的产品") == ("上个月", "销售额", "最高", "的", "产品")


def test_content_words_drop_stop_words_and_lone_han_characters() -> None:
    assert content_words("上个月销售额最高的产品是什么？") == ["上个月", "销售额", "最高", "产品"]
    assert content_words("Which customers placed the orders?") == ["customers", "placed", "orders"]


def test_identifiers_split_on_snake_and_camel_case() -> None:
    assert identifier_words("orderAmount_usd") == ["order", "amount", "usd"]
    assert identifier_words("HTTPServerName") == ["http", "server", "name"]


def test_an_acronyms_plural_is_one_word() -> None:
    assert identifier_words("ATMs") == ["atms"]
    assert identifier_words("userIDs") == ["user", "ids"]


def test_the_english_possessive_is_not_a_word() -> None:
    assert segment("the customer's name") == ("the", "customer", "name")
    assert segment("customers' names") == ("customers", "names")


def test_quoted_phrases_in_western_and_chinese_quotes() -> None:
    assert quoted_phrases("状态为“已完成”的订单") == ["已完成"]
    assert quoted_phrases("city is 'New York'") == ["New York"]


def test_an_apostrophe_inside_a_word_is_not_a_quote() -> None:
    assert quoted_phrases("the holder's name and the product's code") == []
    assert quoted_phrases("the pub 'O'Brien’s' in Dublin") == ["O'Brien’s"]


def test_operands_are_the_words_before_a_comparison_and_inside_an_aggregate() -> None:
    assert operands("female refers to gender = 'F'") == [
        "female refers to gender",
        "refers to gender",
        "to gender",
        "gender",
    ]
    assert operands("状态=已完成") == ["状态"]
    assert operands("AVG(DISTINCT price) and Count (K-12)") == ["price"]
    assert operands("no comparison here") == []


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("订单", None),
        ("a\x00b", "contains a NUL character"),
        ("a\ud800b", "contains a lone surrogate (not valid Unicode text)"),
    ],
)
def test_text_problem(text: str, problem: str | None) -> None:
    assert text_problem(text) == problem


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("销售额？", True),
        ("2024", True),
        ("？！…", False),
        ("\u200b\u200d\ufeff", False),
        ("", False),
    ],
)
def test_has_words(text: str, expected: bool) -> None:
    assert has_words(text) is expected


@pytest.mark.parametrize(
    ("question", "phrases"),
    [
        ("武汉国贸9号店这个月的销售额是多少？", ["武汉国贸9号店"]),
        ("客户王伟的会员等级是什么？", ["客户王伟", "会员等级"]),
        ("How many cars in Route 66 in 2019?", ["Route 66"]),
        ("Orders from New York", []),  # Latin words alone: the Latin word pairs cover them
        ("华为, Mate", []),  # punctuation ends a run
    ],
)
def test_name_phrases_are_runs_of_words_as_written(question: str, phrases: list[str]) -> None:
    assert name_phrases(question) == phrases
