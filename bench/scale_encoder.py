"""``python -m bench scale-encoder``: measure where the shipped query delta's similarities sit
against the base model's, and keep the map in the delta's record
(``linking.backends.score_scale``).

On the databases the delta's training held out (``bench.train_encoder.held_out_databases``),
each question is scored by both query models against every column document of its own
database (what a column hit's threshold reads) and against the other questions asked of that
database (Spider's two wordings of one question among them). The same quantiles of each
population under both models make a map: a threshold keeps the share of pairs it lets
through. The columns' map is applied; the questions' is recorded to show why training pairs
are compared on the base model instead: the delta pulls apart questions that the base model
holds to be the same one.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from bench.machine import report_header
from bench.train_encoder import Database, Example, held_out_databases, load_data
from linking.backends import QuantileMap, ScoreScale
from linking.backends.e5 import SHIPPED, OnnxE5, shipped_adapter

# Dense in the upper tail, where the thresholds sit (base cosines of 0.78–0.95).
QUANTILES = np.unique(np.concatenate([np.linspace(0, 0.9, 91), np.linspace(0.9, 1, 201)]))
QUESTIONS_PER_DATABASE = 40  # the most questions of one database scored against each other


def _sample(testing: Sequence[Example], seed: int = 0) -> list[Example]:
    by_database: dict[str, list[Example]] = {}
    for example in testing:
        by_database.setdefault(example.db_id, []).append(example)
    rng, chosen = random.Random(seed), []
    for key in sorted(by_database):
        examples = by_database[key]
        chosen += rng.sample(examples, min(QUESTIONS_PER_DATABASE, len(examples)))
    return chosen


def _scores(
    vectors: np.ndarray, examples: Sequence[Example], databases: dict[str, Database]
) -> tuple[np.ndarray, np.ndarray]:
    """Every (question, own database's column) and (question, other question of its
    database) similarity."""
    documents, questions = [], []
    keys = [e.db_id for e in examples]
    for key in sorted(set(keys)):
        rows = [i for i, k in enumerate(keys) if k == key]
        own = vectors[rows]
        documents.append((own @ databases[key].column_vectors.T).ravel())
        among = own @ own.T
        questions.append(among[~np.eye(len(rows), dtype=bool)])
    return np.concatenate(documents), np.concatenate(questions)


def run(data: Path, work: Path) -> str:
    started = time.perf_counter()
    adapter = shipped_adapter()
    if adapter is None:
        raise SystemExit(f"no query delta at {SHIPPED}")
    databases, examples = load_data(data, work)
    held = held_out_databases(databases)
    chosen = _sample([e for e in examples if e.db_id in held])
    texts = [e.text for e in chosen]
    by_model = {}
    for name, encoder in (("base", OnnxE5(adapter=None)), ("query_model", OnnxE5())):
        vectors = np.vstack(
            [encoder.encode(texts[i : i + 64], True) for i in range(0, len(texts), 64)]
        )
        by_model[name] = _scores(vectors, chosen, databases)
    scale = {
        kind: {
            name: np.round(np.quantile(by_model[name][i], QUANTILES), 4).tolist()
            for name in ("base", "query_model")
        }
        for i, kind in enumerate(("documents", "questions"))
    }
    checked = ScoreScale.from_record(scale["documents"])  # refuses a map that decreases
    questions = QuantileMap(
        tuple(scale["questions"]["base"]), tuple(scale["questions"]["query_model"])
    )
    record_path = SHIPPED.with_suffix(".json")
    record = json.loads(record_path.read_text("utf-8"))
    record["scale"] = scale
    record["scale_command"] = "python -m bench scale-encoder " + " ".join(sys.argv[2:])
    record["scale_data"] = {
        "questions": len(chosen),
        "databases": len({e.db_id for e in chosen}),
        "question_column_pairs": int(by_model["base"][0].size),
        "question_question_pairs": int(by_model["base"][1].size),
    }
    record_path.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", "utf-8")
    lines = [
        report_header("Query delta: its similarity scale against the base model's"),
        f"- data: {len(chosen)} held-out questions of {len({e.db_id for e in chosen})} "
        f"databases (at most {QUESTIONS_PER_DATABASE} each); "
        f"{by_model['base'][0].size} question-column and {by_model['base'][1].size} "
        "question-question pairs",
        f"- written to `{record_path}` in {time.perf_counter() - started:.0f} s",
        "",
        "| threshold (base scale) | against | share of pairs at or above | on the delta's scale |",
        "|---|---|---|---|",
    ]
    for base_score, against in ((0.78, "documents"), (0.88, "documents"), (0.88, "questions")):
        scores = by_model["base"][0 if against == "documents" else 1]
        share = float((scores >= base_score).mean())
        mapped = checked.threshold(base_score) if against == "documents" else questions(base_score)
        lines.append(f"| {base_score} | {against} | {100 * share:.2f} % | {mapped:.4f} |")
    lines.append(f"| 0.95 | questions | — | {questions(0.95):.4f} |")
    lines += [
        "",
        "Applied: the documents' map (`LinkerConfig.on_scale`). Not applied: the questions' "
        "map; training pairs are embedded and searched with the base model "
        "(`Embedder.embed_questions`).",
    ]
    return "\n".join(lines) + "\n"
