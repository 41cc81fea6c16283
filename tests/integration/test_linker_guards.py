"""What the engine guards: what an LLM is sent in privacy mode, what a restricted caller's
glossary may say, and what a question may cost."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

from linking.access import AccessPolicy, AccessRule
from linking.backends.embedding import CachedEmbedder
from linking.catalog.meta import Meta
from linking.config import LinkerConfig
from linking.context import Status
from linking.errors import EmbeddingError, InvalidQuestionError
from linking.linker import Linker
from linking.question.rewrite import Glossary
from tests.conftest import RecordingLLM

GOLD_MEMBERS = "金卡会员有多少人？"


def _linker(base: Linker, llm: RecordingLLM | None = None, **config: Any) -> Linker:
    return Linker(
        embedder=base.embedder,
        vectors=base.vectors,
        values=base.values,
        llm=llm,
        config=LinkerConfig(**config),
    )


def _secrets(meta: Meta) -> set[str]:
    """Every description and sampled value of the catalog."""
    found = set()
    for _, table in meta.tables():
        found.add(table.description)
        for f in table.fields:
            found.add(f.description)
            found.update(f.sample_values)
    return {s for s in found if len(s) >= 2}


@pytest.mark.parametrize("private", [False, True])
async def test_privacy_mode_keeps_values_and_descriptions_out_of_prompts(
    demo_linker: Linker, demo_meta: Meta, private: bool
) -> None:
    answer = json.dumps(
        {"keywords": ["金卡会员"], "subqueries": ["会员等级"], "tables": ["customers"]},
        ensure_ascii=False,
    )
    llm = RecordingLLM(answer)
    # The question is demo pair 3's: narrowing by that pair is turned off so the LLM selects.
    linker = _linker(demo_linker, llm, private=private, pair_narrow_score=2.0)
    context = await linker.link(GOLD_MEMBERS, demo_meta)
    assert [t.name for t in context.tables][:1] == ["customers"]
    assert len(llm.prompts) == 2  # the rewrite, then the table selection
    selection = llm.prompts[1]
    assert "customers" in selection and "member_level" in selection
    leaked = {s for s in _secrets(demo_meta) if s in selection and s not in GOLD_MEMBERS}
    example = "member_level = '金卡会员'"  # demo pair 3, similar to the question
    if private:
        assert leaked == set()
        assert example not in selection and "member_level = ?" in selection
    else:  # the same prompt without privacy carries them: the check above can fail
        assert {"会员等级", "客户姓名"} <= leaked
        values = {v for _, t in demo_meta.tables() for f in t.fields for v in f.sample_values}
        assert leaked & values
        assert example in selection
    # What the caller gets back is the same either way.
    customers = next(t for t in context.tables if t.name == "customers")
    level = next(f for f in customers.fields if f.name == "member_level")
    assert level.description.startswith("会员等级 (e.g.")


async def test_a_restricted_glossary_names_no_hidden_column(
    demo_linker: Linker, demo_meta: Meta
) -> None:
    glossary = Glossary({"客户": ("customer_name", "客户姓名", "买家")})
    policy = AccessPolicy(
        (AccessRule("allow"), AccessRule("deny", table="customers", field="customer_name"))
    )
    question = "客户有多少？"
    open_answer = await demo_linker.link(question, demo_meta, glossary=glossary)
    restricted = await demo_linker.link(question, demo_meta, glossary=glossary, policy=policy)
    seen = json.dumps(open_answer.to_dict(), ensure_ascii=False, default=str)
    assert "customer_name" in seen and "客户姓名" in open_answer.rewrite.keywords  # type: ignore[union-attr]
    shown = json.dumps(restricted.to_dict(), ensure_ascii=False, default=str)
    assert "customer_name" not in shown and "客户姓名" not in shown
    assert restricted.rewrite is not None and "买家" in restricted.rewrite.keywords


class RecordingEmbedder(CachedEmbedder):
    def __init__(self, inner: CachedEmbedder) -> None:
        super().__init__(inner.inner)
        self.queries: list[str] = []

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        self.queries.extend(texts)
        return await super().embed_queries(texts)


async def test_a_long_question_is_embedded_once_and_capped(
    demo_linker: Linker, demo_meta: Meta
) -> None:
    embedder = RecordingEmbedder(demo_linker.embedder)
    linker = Linker(
        embedder=embedder,
        vectors=demo_linker.vectors,
        values=demo_linker.values,
        config=LinkerConfig(max_query_tokens=64),
    )
    question = "上个月华东大区销售额最高的旗舰店是哪一家？" * 90  # 1,890 characters
    context = await linker.link(question, demo_meta)
    assert context.outcome == "linked"
    assert len(embedder.queries) == 1
    (embedded,) = embedder.queries
    assert question.startswith(embedded) and len(embedded) < 100
    assert "the question was embedded as its first 64 tokens" in context.diagnostics.notes


@pytest.mark.parametrize("question", ["？？？！！", "\u200b\u200b\ufeff", "...", "a\x00b"])
async def test_questions_without_words_or_with_nul_are_refused(
    demo_linker: Linker, demo_meta: Meta, question: str
) -> None:
    with pytest.raises(InvalidQuestionError):
        await demo_linker.link(question, demo_meta)


class EmbeddingAfterValues(CachedEmbedder):
    """The real embedder, which makes the question vector only once a value search began:
    a link that waited for the vector before searching values would never finish."""

    def __init__(self, inner: CachedEmbedder, values_started: asyncio.Event) -> None:
        super().__init__(inner.inner)
        self.values_started = values_started

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        await self.values_started.wait()
        return await super().embed_queries(texts)


async def test_value_search_runs_while_the_question_is_embedded(
    demo_linker: Linker, demo_meta: Meta, monkeypatch: pytest.MonkeyPatch
) -> None:
    started = asyncio.Event()
    values = demo_linker.values
    search = values.search

    async def noting_the_start(*args: Any, **kwargs: Any) -> Any:
        started.set()
        return await search(*args, **kwargs)

    monkeypatch.setattr(values, "search", noting_the_start)
    linker = Linker(
        embedder=EmbeddingAfterValues(demo_linker.embedder, started),
        vectors=demo_linker.vectors,
        values=values,
    )
    # The timeout only guards against the hang the old order would cause.
    context = await asyncio.wait_for(linker.link("华东大区有几家门店？", demo_meta), 60)
    assert context.diagnostics.status_of("values") == Status.RAN
    assert context.diagnostics.status_of("fields") == Status.RAN


class KeywordsFirst(CachedEmbedder):
    """The real embedder, which embeds the question only once ``keywords`` are being
    embedded (or fails on them): a link that embedded keywords only after retrieving with
    the question's vector would never finish."""

    def __init__(
        self, inner: CachedEmbedder, question: str, keywords: list[str], *, fail: bool = False
    ) -> None:
        super().__init__(inner.inner)
        self.question, self.keywords, self.fail = question, keywords, fail
        self.keywords_started = asyncio.Event()

    async def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        if self.question in texts:
            await self.keywords_started.wait()
        elif list(texts) == self.keywords:
            self.keywords_started.set()
            if self.fail:
                raise EmbeddingError("the keyword engine is down")
        return await super().embed_queries(texts)


async def test_keywords_for_the_dense_check_are_embedded_while_the_question_is(
    demo_linker: Linker, demo_meta: Meta
) -> None:
    question = "会员的平均年龄"  # 年龄 names no column: the unmatched stage asks the vectors
    linker = Linker(
        embedder=KeywordsFirst(demo_linker.embedder, question, ["平均年龄"]),
        vectors=demo_linker.vectors,
        values=demo_linker.values,
    )
    # Had the keywords waited for retrieval, the question's vector would have timed out.
    context = await asyncio.wait_for(linker.link(question, demo_meta), 60)
    assert context.diagnostics.status_of("fields") == Status.RAN
    assert (context.outcome, context.unmatched) == ("partial", ("平均年龄",))
    assert context.diagnostics.status_of("unmatched") is None  # nothing degraded


async def test_keywords_that_cannot_be_embedded_are_judged_by_name_only(
    demo_linker: Linker, demo_meta: Meta
) -> None:
    question = "上个月销售额最高的产品是什么？"  # 产品 is matched only by its vector
    linker = Linker(
        embedder=KeywordsFirst(demo_linker.embedder, question, ["产品"], fail=True),
        vectors=demo_linker.vectors,
        values=demo_linker.values,
    )
    context = await asyncio.wait_for(linker.link(question, demo_meta), 60)
    assert context.outcome == "partial" and "产品" in context.unmatched
    assert context.diagnostics.status_of("unmatched") == Status.DEGRADED
    assert {"order_items", "products"} <= {t.name for t in context.tables}
