from dataclasses import replace

from linking.catalog.meta import Meta
from linking.config import LinkerConfig
from linking.mode import Mode, choose_mode

CONFIG = LinkerConfig()


def test_small_catalog_is_naive(shop: Meta) -> None:
    assert choose_mode(shop, Mode.AUTO, CONFIG).mode == Mode.NAIVE


def test_medium_catalog_is_reasoning(shop: Meta) -> None:
    config = replace(CONFIG, naive_max_tables=2)
    assert choose_mode(shop, Mode.AUTO, config).mode == Mode.REASONING


def test_large_catalog_is_rag(shop: Meta) -> None:
    config = replace(CONFIG, naive_max_tables=1, reasoning_max_tables=2)
    choice = choose_mode(shop, Mode.AUTO, config)
    assert choice.mode == Mode.RAG
    assert "beyond the reasoning limits" in choice.reason


def test_field_count_alone_can_push_past_naive(shop: Meta) -> None:
    config = replace(CONFIG, naive_max_fields=8)
    assert choose_mode(shop, Mode.AUTO, config).mode == Mode.REASONING


def test_reasoning_falls_back_to_rag_over_the_size_budget(shop: Meta) -> None:
    config = replace(CONFIG, naive_max_tables=2, whole_meta_char_budget=100)
    choice = choose_mode(shop, Mode.AUTO, config)
    assert choice.mode == Mode.RAG
    assert "exceeds the budget of 100" in choice.reason


def test_a_requested_mode_wins(shop: Meta) -> None:
    choice = choose_mode(shop, Mode.RAG, CONFIG)
    assert choice.mode == Mode.RAG
    assert choice.reason.startswith("requested by the caller")
