import numpy as np

from linking.backends.e5.checkpoint import _pieces


def _packed(pieces: list[str]) -> tuple[bytes, np.ndarray]:
    encoded = [piece.encode() for piece in pieces]
    offsets = np.cumsum([0, *map(len, encoded)]).astype("<u4")
    return b"".join(encoded), offsets


def test_the_vocabulary_is_cut_at_its_offsets_empty_pieces_included() -> None:
    pieces = ["<s>", "订单", "", "▁the", "s"]
    assert _pieces(*_packed(pieces)) == pieces


def test_a_piece_holding_a_nul_is_still_cut_whole() -> None:
    pieces = ["a", "x\x00y", "▁b"]
    assert _pieces(*_packed(pieces)) == pieces
