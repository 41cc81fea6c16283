from collections.abc import Hashable

from linking.access import AccessPolicy, AccessRule
from linking.catalog.meta import Meta
from linking.config import LinkerConfig
from linking.context import Component, Diagnostics, MetaContext, Status
from linking.link_cache import LinkCache, cache_key
from linking.mode import Mode
from linking.run import LinkRun
from tests.conftest import shop_meta


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def answer(meta: Meta, question: str, status: Status = Status.RAN) -> MetaContext:
    return MetaContext(
        datasource=meta.datasource,
        question=question,
        outcome="linked",
        message="1 tables linked",
        mode=Mode.RAG,
        mode_reason="",
        rewrite=None,
        meta=meta,
        tables=(),
        join_paths=(),
        training_pairs=(),
        diagnostics=Diagnostics(
            timings_ms={"total": 20.0}, components=[Component("values", status)], notes=["n"]
        ),
    )


def key(
    meta: Meta, question: str, role: str | None = None, policy: AccessPolicy | None = None
) -> Hashable:
    return cache_key(LinkRun(question, meta, role=role, policy=policy), LinkerConfig())


def test_a_repeated_question_is_answered_in_its_own_words() -> None:
    meta, cache = shop_meta(), LinkCache(10, 60)
    cache.put(key(meta, "订单 状态？"), meta, answer(meta, "订单 状态？"))
    hit = cache.get(key(meta, " 订单  状态？"), meta, " 订单  状态？")  # spacing
    assert hit is not None and hit.question == " 订单  状态？"
    assert hit.diagnostics.notes[-1].startswith("answered from the link cache")
    assert hit.diagnostics.timings_ms == {}
    assert cache.get(key(meta, "订单 状态?"), meta, "q") is not None  # full-width "？"
    assert (cache.hits, cache.misses) == (2, 0)


def test_another_role_or_policy_never_gets_the_answer() -> None:
    meta, cache = shop_meta(), LinkCache(10, 60)
    cache.put(key(meta, "q", role="sales"), meta, answer(meta, "q"))
    assert cache.get(key(meta, "q", role="hr"), meta, "q") is None
    assert cache.get(key(meta, "q"), meta, "q") is None
    deny = AccessPolicy((AccessRule("deny", table="orders"),))
    assert cache.get(key(meta, "q", role="sales", policy=deny), meta, "q") is None
    assert cache.get(key(meta, "q", role="sales"), meta, "q") is not None


def test_another_catalog_a_late_hour_or_a_forgotten_datasource_is_a_miss() -> None:
    meta, clock = shop_meta(), Clock()
    cache = LinkCache(10, 60, clock)
    cache.put(key(meta, "q"), meta, answer(meta, "q"))
    assert cache.get(key(meta, "q"), shop_meta(), "q") is None  # a new catalog object
    cache.put(key(meta, "q"), meta, answer(meta, "q"))
    clock.now = 61
    assert cache.get(key(meta, "q"), meta, "q") is None
    cache.put(key(meta, "q"), meta, answer(meta, "q"))
    cache.forget("another")
    assert len(cache) == 1
    cache.forget(meta.datasource)
    assert cache.get(key(meta, "q"), meta, "q") is None


def test_an_answer_made_without_a_backend_is_not_kept() -> None:
    meta, cache = shop_meta(), LinkCache(10, 60)
    cache.put(key(meta, "q"), meta, answer(meta, "q", Status.FAILED))
    cache.put(key(meta, "p"), meta, answer(meta, "p", Status.PENDING))
    assert len(cache) == 0


def test_the_least_recently_used_answer_goes_first() -> None:
    meta, cache = shop_meta(), LinkCache(2, 60)
    for question in ("a", "b"):
        cache.put(key(meta, question), meta, answer(meta, question))
    assert cache.get(key(meta, "a"), meta, "a") is not None
    cache.put(key(meta, "c"), meta, answer(meta, "c"))
    assert cache.get(key(meta, "b"), meta, "b") is None
    assert cache.get(key(meta, "a"), meta, "a") is not None


def test_what_a_caller_adds_to_its_answer_stays_with_it() -> None:
    meta, cache = shop_meta(), LinkCache(10, 60)
    first = answer(meta, "q")
    cache.put(key(meta, "q"), meta, first)
    first.diagnostics.notes.append("the service's own note")
    hit = cache.get(key(meta, "q"), meta, "q")
    assert hit is not None
    hit.diagnostics.notes.append("another")
    again = cache.get(key(meta, "q"), meta, "q")
    assert again is not None and again.diagnostics.notes[0] == "n"
    assert len(again.diagnostics.notes) == 2  # "n" and the cache's own
