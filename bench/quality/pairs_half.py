"""Half of each database's questions as its approved training pairs, the other half asked
(``python -m bench quality --pairs-half asked-only|retrieval``): how much a datasource's own
pairs help linking the questions nobody has answered yet.

The halves are drawn per database with a fixed seed, so ``asked-only`` (the pairs held back,
none indexed) and ``retrieval`` (indexed, found by similar questions) score the very same
questions.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from bench.quality.datasets import Question
from linking import Linker, Meta, TrainingPair


def split(
    questions: Sequence[Question], seed: int = 0
) -> tuple[dict[str, list[Question]], list[Question]]:
    """Each database's questions shuffled (seeded) and halved: (its pairs, every asked one)."""
    by_db: dict[str, list[Question]] = {}
    for question in questions:
        by_db.setdefault(question.db_id, []).append(question)
    pairs: dict[str, list[Question]] = {}
    asked: list[Question] = []
    for db, own in sorted(by_db.items()):
        shuffled = sorted(own, key=lambda q: q.index)
        random.Random(f"{seed}:{db}").shuffle(shuffled)
        half = len(shuffled) // 2
        pairs[db], asked = shuffled[:half], asked + shuffled[half:]
    return pairs, sorted(asked, key=lambda q: q.index)


def halves(
    questions: Sequence[Question], seed: int = 0
) -> tuple[dict[str, list[Question]], list[Question]]:
    """As ``split``, over a file read in several wordings (Spider-Syn's): a question's
    wordings share its place in the file, so they fall on one side together; a pair is its
    first wording, every wording of the other half is asked."""
    first: dict[tuple[str, int], Question] = {}
    for question in questions:
        first.setdefault((question.db_id, question.index), question)
    pairs, asked_once = split(list(first.values()), seed)
    asked_places = {(q.db_id, q.index) for q in asked_once}
    return pairs, [q for q in questions if (q.db_id, q.index) in asked_places]


async def add_pairs(
    linker: Linker, catalogs: Mapping[str, Meta], pairs: Mapping[str, list[Question]]
) -> int:
    """Each database's pairs into its catalog's pair index; how many."""
    added = 0
    for db, own in pairs.items():
        await linker.add_pairs(
            catalogs[db].datasource,
            [TrainingPair(f"{db}:{q.index}", q.question, q.sql) for q in own],
        )
        added += len(own)
    return added
