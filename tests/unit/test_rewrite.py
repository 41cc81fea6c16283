import pytest

from linking.backends.llm import LiteLLMChat, LLMUsage
from linking.context import Rewrite
from linking.errors import LLMError
from linking.hidden import HiddenNames
from linking.question.rewrite import (
    Glossary,
    Hints,
    lexical_rewrite,
    llm_rewrite,
    with_hints,
)

LIMITS = {"max_keywords": 12, "max_subqueries": 6}


def test_lexical_rewrite_of_a_chinese_question() -> None:
    rewrite = lexical_rewrite("上个月销售额最高的产品是什么？", None, **LIMITS)
    assert rewrite.source == "lexical"
    assert rewrite.keywords == ("上个月销售额最高", "上个月", "销售额", "最高", "产品")
    assert rewrite.subqueries == ("上个月销售额最高的产品是什么？",)


def test_a_name_the_question_spells_is_a_keyword_whole() -> None:
    rewrite = lexical_rewrite("武汉国贸9号店这个月的销售额是多少？", None, **LIMITS)
    assert rewrite.keywords[:2] == ("武汉国贸9号店", "武汉")


def test_lexical_rewrite_keeps_quoted_values_and_latin_phrases() -> None:
    rewrite = lexical_rewrite('Orders from New York with status "on hold"', None, **LIMITS)
    assert rewrite.keywords[:2] == ("on hold", "new york")


def test_glossary_terms_add_their_synonyms() -> None:
    glossary = Glossary({"GMV": ("成交总额", "销售额")})
    rewrite = lexical_rewrite("上个月的销售额是多少", glossary, **LIMITS)
    assert {"GMV", "成交总额", "销售额"} <= set(rewrite.keywords)
    assert "GMV (成交总额, 销售额)" in rewrite.subqueries


def test_limits_are_respected() -> None:
    glossary = Glossary({"a1": ("x",), "b2": ("y",)})
    rewrite = lexical_rewrite("a1 b2 c3 d4 e5 f6 g7", glossary, max_keywords=3, max_subqueries=2)
    assert len(rewrite.keywords) == 3
    assert rewrite.subqueries == ("a1 b2 c3 d4 e5 f6 g7", "a1 (x)")


def chat(answer: str) -> LiteLLMChat:
    return LiteLLMChat("openai/gpt-4o-mini", backoff_s=0, extra={"mock_response": answer})


async def test_llm_rewrite_is_validated_and_keeps_the_question() -> None:
    answer = '{"keywords": ["华东", "华东"], "subqueries": ["门店所在大区"]}'
    rewrite = await llm_rewrite("华东有哪些门店", None, chat(answer), LLMUsage(), **LIMITS)
    assert rewrite.source == "llm"
    assert rewrite.keywords == ("华东",)
    assert rewrite.subqueries == ("华东有哪些门店", "门店所在大区")


@pytest.mark.parametrize(
    "answer",
    ['{"keywords": "华东", "subqueries": []}', '["华东"]', "keywords: 华东", '{"keywords": [1]}'],
)
async def test_malformed_llm_rewrites_are_errors(answer: str) -> None:
    with pytest.raises(LLMError):
        await llm_rewrite("华东有哪些门店", None, chat(answer), LLMUsage(), **LIMITS)


def test_a_glossary_hides_terms_and_synonyms_naming_hidden_columns() -> None:
    glossary = Glossary(
        {"薪资": ("salary", "月薪", "工资"), "salary band": ("档位",), "GMV": ("销售额",)}
    )
    hidden = glossary.hiding(HiddenNames({"salary", "月薪"}).named_in)
    assert hidden.terms == {"薪资": ("工资",), "GMV": ("销售额",)}


def test_hiding_matches_latin_names_as_whole_words() -> None:
    glossary = Glossary({"pay": ("salaryman", "base salary", "salary_id")})
    assert glossary.hiding(HiddenNames({"salary"}).named_in).terms == {
        "pay": ("salaryman", "salary_id")
    }


def test_a_long_question_is_one_subquery_not_two() -> None:
    question = "销售额" * 100
    rewrite = lexical_rewrite(question, None, **LIMITS)
    assert rewrite.subqueries == (question,)


def test_evidence_is_searched_after_the_question() -> None:
    hints = Hints(evidence="eligible refers to status = 'A'")
    rewrite = lexical_rewrite("How many accounts are eligible?", None, hints=hints, **LIMITS)
    assert rewrite.keywords[:2] == ("accounts", "eligible")
    assert {"A", "status"} <= set(rewrite.keywords)
    # The evidence is embedded with the question (``LinkRun.text``), not alone.
    assert rewrite.subqueries == ("How many accounts are eligible?",)


def test_the_caller_s_keywords_and_subqueries_replace_the_rewrite_s() -> None:
    hints = Hints(keywords=("微信支付",), subqueries=("支付方式",))
    both = with_hints(None, "怎么付的钱", hints, **LIMITS)
    assert both == Rewrite(("微信支付",), ("怎么付的钱", "支付方式"), "caller")
    own = lexical_rewrite("怎么付的钱", None, **LIMITS)
    keywords_only = with_hints(own, "怎么付的钱", Hints(keywords=("微信支付",)), **LIMITS)
    assert keywords_only == Rewrite(("微信支付",), own.subqueries, "lexical")


class PromptKept:
    """An LLM (the engine's protocol) that keeps the prompts it is sent."""

    name = "kept"

    def __init__(self) -> None:
        self.prompts: list[str] = []

    async def complete_json(self, prompt: str, usage: LLMUsage) -> object:
        self.prompts.append(prompt)
        return {"keywords": [], "subqueries": []}


async def test_the_llm_rewrite_is_told_the_evidence_and_the_specification() -> None:
    llm = PromptKept()
    hints = Hints(evidence="GMV 指成交总额", specification="按月份列出")
    await llm_rewrite("今年的 GMV", None, llm, LLMUsage(), hints=hints, **LIMITS)  # type: ignore[arg-type]
    assert "GMV 指成交总额" in llm.prompts[0] and "按月份列出" in llm.prompts[0]
