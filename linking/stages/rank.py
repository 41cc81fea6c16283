"""The rank stage: the candidate tables in order of their evidence (``linking.ranking.select``:
the retrievers' lists fused and the learned table model), drawn towards the tables of the
conversation's earlier turns (``linking.question.history``); and the similar training pairs as the
answer shows them."""

from __future__ import annotations

from linking.catalog.meta import Meta
from linking.context import PairHit
from linking.ranking.select import lean_on_history, rank_tables
from linking.retrieval.pairs import PairFinding, PairMatch
from linking.run import Deps, LinkRun

RANKING_SHOWN = 30  # candidates listed in diagnostics, selected or not


async def rank(run: LinkRun, deps: Deps) -> None:
    config = deps.config
    run.ranking = rank_tables(
        run.text,
        run.hits,
        run.graph,
        config,
        words=run.words,
        pair_words=run.pair_words,
        held_out=run.held_out_pairs,
    )
    if run.history is not None and run.history.tables:
        strength = config.history_weight if run.follow_up else config.history_standalone_weight
        run.ranking = lean_on_history(run.ranking, run.history.tables, strength)
    shown = run.ranking[:RANKING_SHOWN]
    run.diagnostics.ranking = [(str(c.ref), round(c.score, 4)) for c in shown]
    run.pair_hits = [_pair_hit(p, run.accessible) for p in run.hits.of(PairFinding).pairs]


def _pair_hit(pair: PairMatch, meta: Meta) -> PairHit:
    return PairHit(
        id=pair.id,
        question=pair.question,
        sql=pair.sql,
        score=round(pair.score, 6),
        tables=tuple(meta.display_name(t) for t in pair.entities.tables),
        fields=tuple(str(f) for f in pair.entities.fields),
    )
