"""``python -m bench pair-narrowing``: can a datasource's approved pairs set its own threshold
for narrowing to a similar pair's tables? (Tried for issue 38 and dropped.)

An approved pair asking nearly the same question (similarity ≥ ``pair_narrow_score``, 0.95)
narrows the selection to the tables its SQL reads. A datasource whose similar questions
reliably read the same tables could narrow from a lower similarity, learned from its own
pairs: each pair against its nearest other pair (leave-one-out) says how often a pair that
close read every table the first one needs. The rule: the lowest similarity (down to a
floor) above which at least ``precision`` of the leave-one-out neighbours were complete,
over at least three of them; 0.95 where none is. It is scored against one threshold for
every database on the same asked questions: the share of them narrowed, and of those, how
many of the nearest pair's tables miss one the SQL reads.

Spider train (its own wording), each database's questions halved as ``--pairs-half`` halves
them; the tables an SQL reads are the names sqlglot finds in it. Questions are compared as
pair retrieval compares them (the base model's query vectors, ``embed_questions``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import sqlglot
from sqlglot import exp

from bench.machine import bench_embedder, report_header
from bench.quality.datasets import Question, load_questions
from bench.quality.pairs_half import split

GLOBAL = (0.97, 0.96, 0.95, 0.94, 0.93, 0.92, 0.91, 0.90)
RULES = ((0.99, 0.92), (0.97, 0.92), (0.99, 0.90), (0.95, 0.90))  # (precision, floor)


@dataclass(frozen=True)
class Neighbour:
    """A question and its nearest pair of the same database."""

    db: str
    similarity: float
    complete: bool  # the pair's tables hold every table the question's SQL reads
    excess: int  # the pair's tables the question's SQL does not read


def _tables(sql: str) -> frozenset[str]:
    """The tables ``sql`` reads; none when it does not parse (the question is left out)."""
    try:
        parsed = sqlglot.parse_one(sql, read="sqlite")
    except sqlglot.errors.ParseError:
        return frozenset()
    return frozenset(t.name.lower() for t in parsed.find_all(exp.Table))


def _neighbour(
    db: str, gold: frozenset[str], similarities: np.ndarray, tables: Sequence[frozenset[str]]
) -> Neighbour:
    nearest = int(similarities.argmax())
    read = tables[nearest]
    return Neighbour(db, float(similarities[nearest]), gold <= read, len(read - gold))


def neighbours(
    questions: Sequence[Question], vectors: np.ndarray
) -> tuple[list[Neighbour], list[Neighbour]]:
    """(each pair's nearest other pair, each asked question's nearest pair), per database."""
    row = {q.index: i for i, q in enumerate(questions)}
    gold = {q.index: _tables(q.sql) for q in questions}
    pairs, asked = split(list(questions))
    by_db: dict[str, list[Question]] = {}
    for question in asked:
        by_db.setdefault(question.db_id, []).append(question)
    left_out, answered = [], []
    for db, own in pairs.items():
        own = [p for p in own if gold[p.index]]
        if len(own) < 2:
            continue
        matrix = vectors[[row[p.index] for p in own]]
        tables = [gold[p.index] for p in own]
        among = matrix @ matrix.T
        np.fill_diagonal(among, -1.0)
        left_out += [_neighbour(db, tables[i], among[i], tables) for i in range(len(own))]
        for question in by_db.get(db, []):
            wanted = gold[question.index]
            if wanted:
                answered.append(
                    _neighbour(db, wanted, matrix @ vectors[row[question.index]], tables)
                )
    return left_out, answered


def learned_thresholds(
    left_out: Sequence[Neighbour], precision: float, floor: float
) -> dict[str, float]:
    by_db: dict[str, list[Neighbour]] = {}
    for n in left_out:
        by_db.setdefault(n.db, []).append(n)
    thresholds = {}
    for db, own in by_db.items():
        chosen = 0.95
        for threshold in np.arange(0.99, floor - 1e-9, -0.005):
            above = [n for n in own if n.similarity >= threshold]
            if len(above) >= 3 and np.mean([n.complete for n in above]) >= precision:
                chosen = float(threshold)
        thresholds[db] = chosen
    return thresholds


def _row(
    name: str, asked: Sequence[Neighbour], learned: dict[str, float], default: float = 0.95
) -> str:
    """The asked questions a threshold narrows: ``learned``'s per database, else ``default``."""
    narrowed = [n for n in asked if n.similarity >= learned.get(n.db, default)]
    missing = sum(not n.complete for n in narrowed)
    excess = np.mean([n.excess for n in narrowed]) if narrowed else 0.0
    share = 100 * len(narrowed) / len(asked)
    return f"| {name} | {share:.1f} | {missing} | {excess:.3f} |"


def run(data: Path) -> str:
    questions = load_questions((data / "spider_syn" / "train_spider.json",))
    embedder = bench_embedder()

    async def embed() -> np.ndarray:
        texts = [q.question for q in questions]
        parts = [
            await embedder.embed_questions(texts[i : i + 64]) for i in range(0, len(texts), 64)
        ]
        return np.vstack(parts)

    left_out, asked = neighbours(questions, asyncio.run(embed()))
    lines = [
        report_header("A narrowing threshold per datasource, from its pairs (tried, dropped)"),
        f"- data: Spider train, each database halved; {len(asked)} asked questions, "
        f"{len(left_out)} pairs against their nearest other pair",
        "",
        "| rule | asked narrowed % | narrowed to a set missing a table | excess tables of "
        "the narrowed |",
        "|---|---|---|---|",
    ]
    for threshold in GLOBAL:
        lines.append(_row(f"{threshold} for every database", asked, {}, threshold))
    for precision, floor in RULES:
        learned = learned_thresholds(left_out, precision, floor)
        lines.append(_row(f"per database: precision {precision}, floor {floor}", asked, learned))
    return "\n".join(lines) + "\n"
