"""The unmatched stage: the turn's own words nothing returned answers
(``linking.question.unmatched``)."""

from __future__ import annotations

import numpy as np

from linking.context import Status
from linking.errors import LinkingError
from linking.question.unmatched import lexically_unmatched
from linking.retrieval.dense import retrieve_columns_of
from linking.retrieval.hits import Hits
from linking.retrieval.pairs import PairFinding
from linking.run import Deps, LinkRun


async def unmatched(run: LinkRun, deps: Deps) -> None:
    """The turn's own words nothing returned answers (``linking.question.unmatched``): those no name
    matches, less those that, embedded alone, lie near a returned column; and the same without
    counting what similar pairs' questions say (``Diagnostics.unnamed``)."""
    by_pairs = bool(run.hits.of(PairFinding).pairs)
    words = {
        "unmatched": _lexically(run, run.hits),
        "unnamed": _lexically(run, run.hits.without(PairFinding)) if by_pairs else (),
    }
    # Only a word no name or description in the caller's view uses may be a synonym of a
    # returned column (one that names another table's column is unmatched by what was
    # returned); those were embedded during retrieval (``_embed_keywords``).
    every = dict.fromkeys([*words["unmatched"], *words["unnamed"]])
    asked = [word for word in every if word in run.keyword_vectors]
    if asked:
        vectors = np.vstack([run.keyword_vectors[word] for word in asked])
        try:
            near = await retrieve_columns_of(deps.vectors, vectors, asked, run.chosen)
        except LinkingError as error:
            run.diagnostics.record("unmatched", Status.DEGRADED, f"by name only: {error}")
        else:
            close = {h.subquery for h in near if h.score >= deps.config.unmatched_dense_score}
            words = {k: tuple(w for w in left if w not in close) for k, left in words.items()}
    run.unmatched = words["unmatched"]
    run.diagnostics.unnamed = words["unnamed"] if by_pairs else run.unmatched


def _lexically(run: LinkRun, hits: Hits) -> tuple[str, ...]:
    return lexically_unmatched(
        run.own_keywords,
        question=run.question,
        returned=run.chosen,
        hits=hits,
        glossary=run.glossary,
    )
