"""``python -m bench train-encoder``: teach the query side of multilingual-e5-small which
tables and columns a question is about.

Data (nothing a reported suite reads): Spider train (``spider_syn/train_spider.json``, the
original and the synonym wording), BIRD train (``bird/train_subset.json``, each question
alone and with its evidence) on their schemas, and the tuning split of the judged
warehouses (``bench/warehouses``). Each question's positives are the tables and columns its
SQL reads (sqlglot, as the quality bench resolves gold); its negatives are the other tables
and columns of its database (the look-alikes a ranking must tell apart) and tables of other
databases, less those named like one of its positives (Spider's databases share look-alike
tables: ``singer`` in one is not a wrong answer for a question about ``singer`` in another).

The documents are what the index embeds (``linking.catalog.documents``), embedded once by
the shipped encoder and frozen; only the query side learns, as a low-rank delta on the top
layers (``linking.backends.e5.adapter``), so indexes built without it stay valid. A fifth
of the Spider and of the BIRD databases (seeded) is held out: the report gives their CR@k by
dense table search and column recall before and after, and the delta is written beside the
encoder with the data, command, steps, time and held-out gain.
"""

from __future__ import annotations

import hashlib
import random
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from bench.machine import report_header
from bench.quality.catalogs import database_meta
from bench.quality.datasets import Question, load_questions, load_schemas
from bench.quality.run import UnresolvedGold, _gold
from bench.quality.warehouses import prepare
from linking import InvalidSQLError
from linking.backends.e5 import (
    PREFIXES,
    Checkpoint,
    OnnxE5,
    QueryAdapter,
    UnigramTokenizer,
    bundled_checkpoint,
)
from linking.catalog import Meta, column_document, identifier_words, table_document

MAX_QUERY_TOKENS = 254


@dataclass
class Database:
    """One database's documents as the index embeds them, and what names its tables."""

    db_id: str
    source: str
    tables: list[str]
    table_vectors: np.ndarray  # tables × dim
    columns: list[tuple[str, str]]  # (table, column)
    column_vectors: np.ndarray  # columns × dim
    table_keys: list[str] = field(default_factory=list)  # a table's name as plain words


@dataclass(frozen=True)
class Example:
    db_id: str
    text: str
    source: str
    tables: tuple[int, ...]  # places in the database's tables
    columns: tuple[int, ...]  # places in its columns


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _documents(meta: Meta) -> tuple[list[str], list[str], list[str], list[tuple[str, str]]]:
    schema = meta.schemas[0]
    tables = [t.name for t in schema.tables]
    table_texts = [table_document(t) for t in schema.tables]
    columns = [(t.name, f.name) for t in schema.tables for f in t.fields]
    column_texts = [column_document(t, f) for t in schema.tables for f in t.fields]
    return tables, table_texts, column_texts, columns


def _examples(
    questions: Iterable[Question], metas: dict[str, Meta], source: str, with_evidence: bool
) -> list[Example]:
    examples = []
    for q in questions:
        meta = metas.get(q.db_id)
        if meta is None:
            continue
        try:
            gold_tables, gold_fields = _gold(q, meta, meta.schemas[0].name)
        except (InvalidSQLError, UnresolvedGold):
            continue
        if not gold_tables:
            continue
        tables = [t.name for t in meta.schemas[0].tables]
        columns = [(t.name, f.name) for t in meta.schemas[0].tables for f in t.fields]
        t_place = {name: i for i, name in enumerate(tables)}
        c_place = {key: i for i, key in enumerate(columns)}
        tables_read = tuple(sorted(t_place[ref.table] for ref in gold_tables))
        columns_read = tuple(sorted(c_place[(f.table, f.field)] for f in gold_fields))
        texts = [q.question]
        if with_evidence and q.evidence:
            texts.append(f"{q.question} {q.evidence}")
        examples += [Example(q.db_id, text, source, tables_read, columns_read) for text in texts]
    return examples


def load_data(data: Path, work: Path) -> tuple[dict[str, Database], list[Example]]:
    """Every training database with its documents embedded, and every example."""
    work.mkdir(parents=True, exist_ok=True)
    spider_schemas = load_schemas(data / "spider" / "tables.json")
    spider_file = data / "spider_syn" / "train_spider.json"
    spider_questions = [
        *load_questions((spider_file,), "SpiderQuestion"),
        *load_questions((spider_file,), "SpiderSynQuestion"),
    ]
    bird_schemas = load_schemas(data / "bird" / "union" / "tables_80db.json")
    bird_questions = load_questions((data / "bird" / "train_subset.json",))
    warehouses = prepare("train-encoder", "tune", work)
    warehouse_schemas = load_schemas(warehouses.tables)
    warehouse_questions = load_questions(warehouses.questions)

    metas: dict[str, tuple[str, Meta]] = {}
    (work / "dbs").mkdir(exist_ok=True)
    for source, schemas, questions, db_dir, values in (
        ("spider", spider_schemas, spider_questions, None, False),
        ("bird", bird_schemas, bird_questions, None, False),
        ("warehouse", warehouse_schemas, warehouse_questions, warehouses.db_dir, True),
    ):
        for db in sorted({q.db_id for q in questions} & set(schemas)):
            meta = database_meta(db, schemas[db], db_dir, work / "dbs", values=values)
            metas[f"{source}:{db}"] = (source, meta)
    examples: list[Example] = []
    for source, questions, with_evidence in (
        ("spider", spider_questions, False),
        ("bird", bird_questions, True),
        ("warehouse", warehouse_questions, False),
    ):
        prefixed = [
            Question(q.index, f"{source}:{q.db_id}", q.question, q.sql, q.evidence)
            for q in questions
        ]
        own = {key: meta for key, (s, meta) in metas.items() if s == source}
        examples += _examples(prefixed, own, source, with_evidence)
    # Spider-Syn leaves many questions as they were: one example each.
    examples = list({(e.db_id, e.text): e for e in examples}.values())

    encoder = OnnxE5()
    databases = {}
    texts: list[str] = []
    layout = []
    for key, (source, meta) in metas.items():
        tables, table_texts, column_texts, columns = _documents(meta)
        layout.append((key, source, tables, columns, len(texts), len(table_texts)))
        texts += table_texts + column_texts
    digest = hashlib.sha256("\x1e".join(texts).encode()).hexdigest()[:12]
    cache = work / f"documents-{digest}.npy"
    if cache.is_file():
        vectors = np.load(cache)
    else:
        started = time.perf_counter()
        vectors = np.vstack(
            [encoder.encode(texts[i : i + 256], is_query=False) for i in range(0, len(texts), 256)]
        )
        np.save(cache, vectors)
        _log(f"{len(texts)} documents embedded in {time.perf_counter() - started:.0f} s")
    for key, source, tables, columns, start, n_tables in layout:
        end = start + n_tables + len(columns)
        databases[key] = Database(
            key,
            source,
            tables,
            vectors[start : start + n_tables],
            columns,
            vectors[start + n_tables : end],
            [" ".join(identifier_words(t)) or t.lower() for t in tables],
        )
    return databases, examples


def held_out_databases(databases: Iterable[str], share: int = 5) -> set[str]:
    """A seeded ``1/share`` of the Spider and of the BIRD databases (``source:db_id``, every
    database that has questions); the warehouses' tune split all trains. The table models
    (``python -m bench train-sizing``) hold out the same ones."""
    held: set[str] = set()
    for source in ("spider", "bird"):
        keys = sorted(k for k in databases if k.startswith(f"{source}:"))
        random.Random(0).shuffle(keys)
        held |= set(keys[: len(keys) // share])
    return held


@dataclass(frozen=True)
class Settings:
    rank: int = 8
    first_trained: int = 6  # layers below are frozen and run once per question
    epochs: int = 2
    batch: int = 32
    learning_rate: float = 5e-4
    temperature: float = 0.02
    other_tables: int = 32  # negatives drawn from other databases per question
    column_weight: float = 0.5
    seed: int = 0


def _token_ids(tokenizer: UnigramTokenizer, text: str) -> list[int]:
    content = tokenizer.encode(PREFIXES[True] + text)[:MAX_QUERY_TOKENS]
    return [tokenizer.bos, *content, tokenizer.eos]


def _contrastive(scores: Any, positives: Sequence[int], temperature: float) -> Any:
    """Each positive against every non-positive: the mean of -log softmax over them."""
    import torch

    mask = torch.zeros(scores.shape[0], dtype=torch.bool)
    mask[list(positives)] = True
    logits = scores / temperature
    negatives = logits[~mask]
    losses = [
        torch.logsumexp(torch.cat([logits[p : p + 1], negatives]), 0) - logits[p] for p in positives
    ]
    return torch.stack(losses).mean()


def _other_tables(
    example: Example,
    databases: dict[str, Database],
    pool: list[tuple[str, int]],
    count: int,
    rng: random.Random,
) -> np.ndarray:
    """Tables of other databases, none named like one of the example's positives."""
    own = databases[example.db_id]
    names = {own.table_keys[t] for t in example.tables}
    chosen: list[np.ndarray] = []
    while len(chosen) < count:
        key, place = pool[rng.randrange(len(pool))]
        other = databases[key]
        if key != example.db_id and other.table_keys[place] not in names:
            chosen.append(other.table_vectors[place])
    return np.vstack(chosen)


@dataclass
class Held:
    """CR@k of dense table search and column recall@20 on held-out questions."""

    cr: dict[int, float]
    column_recall: float
    by_source: dict[str, float]  # CR@3 by source

    def line(self, name: str) -> str:
        cells = " | ".join(f"{self.cr[k]:.2f}" for k in (1, 3, 5, 10))
        return f"| {name} | {cells} | {self.column_recall:.2f} |"


def evaluate(
    vectors: np.ndarray, examples: Sequence[Example], databases: dict[str, Database]
) -> Held:
    """``vectors``: one query vector per example."""
    found = {k: 0 for k in (1, 3, 5, 10)}
    column_found = column_total = 0
    by_source: dict[str, list[int]] = {}
    for vector, example in zip(vectors, examples, strict=True):
        database = databases[example.db_id]
        order = np.argsort(-(database.table_vectors @ vector), kind="stable")
        place = {int(t): i for i, t in enumerate(order)}
        worst = max(place[t] for t in example.tables)
        for k in found:
            found[k] += worst < k
        by_source.setdefault(example.source, []).append(int(worst < 3))
        top = set(np.argsort(-(database.column_vectors @ vector), kind="stable")[:20].tolist())
        column_found += sum(c in top for c in example.columns)
        column_total += len(example.columns)
    n = len(examples) or 1
    return Held(
        {k: 100 * v / n for k, v in found.items()},
        100 * column_found / (column_total or 1),
        {s: 100 * sum(v) / len(v) for s, v in sorted(by_source.items())},
    )


def train(data: Path, work: Path, settings: Settings, out: Path | None) -> str:
    import torch

    from bench.torch_e5 import QueryTower

    started = time.perf_counter()
    torch.manual_seed(settings.seed)
    databases, examples = load_data(data, work)
    held = held_out_databases(databases)
    fitting = [e for e in examples if e.db_id not in held]
    testing = [e for e in examples if e.db_id in held]
    _log(f"{len(fitting)} training examples, {len(testing)} held out, {len(databases)} databases")

    checkpoint = Checkpoint(bundled_checkpoint())
    tokenizer = UnigramTokenizer(checkpoint.vocabulary)
    tower = QueryTower(checkpoint, first_trained=settings.first_trained, rank=settings.rank)
    texts = sorted({e.text for e in examples}, key=len)
    states: dict[str, np.ndarray] = {}
    for i in range(0, len(texts), 64):
        chunk = texts[i : i + 64]
        for text, state in zip(
            chunk, tower.frozen_states([_token_ids(tokenizer, t) for t in chunk]), strict=True
        ):
            states[text] = state
    _log(f"frozen states of {len(texts)} texts in {time.perf_counter() - started:.0f} s")

    def embedded(chosen: Sequence[Example]) -> np.ndarray:
        with torch.no_grad():
            parts = [
                tower([states[e.text] for e in chosen[i : i + 128]]).numpy()
                for i in range(0, len(chosen), 128)
            ]
        return np.vstack(parts)

    before = evaluate(embedded(testing), testing, databases)
    pool = [(key, t) for key, d in databases.items() for t in range(len(d.tables))]
    trained = [p for p in tower.parameters() if p.requires_grad]
    optimiser = torch.optim.AdamW(trained, lr=settings.learning_rate, weight_decay=0.0)
    steps = settings.epochs * ((len(fitting) + settings.batch - 1) // settings.batch)
    schedule = torch.optim.lr_scheduler.OneCycleLR(
        optimiser, settings.learning_rate, total_steps=steps, pct_start=0.1
    )
    rng = random.Random(settings.seed)
    history = []
    step = 0
    for epoch in range(settings.epochs):
        order = list(fitting)
        rng.shuffle(order)
        for i in range(0, len(order), settings.batch):
            batch = order[i : i + settings.batch]
            vectors = tower([states[e.text] for e in batch])
            losses = []
            for vector, example in zip(vectors, batch, strict=True):
                database = databases[example.db_id]
                others = _other_tables(example, databases, pool, settings.other_tables, rng)
                documents = torch.from_numpy(np.vstack([database.table_vectors, others]))
                losses.append(
                    _contrastive(documents @ vector, example.tables, settings.temperature)
                )
                if example.columns:
                    columns = torch.from_numpy(database.column_vectors)
                    losses.append(
                        settings.column_weight
                        * _contrastive(columns @ vector, example.columns, settings.temperature)
                    )
            loss = torch.stack(losses).mean()
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            schedule.step()
            step += 1
            if step % 50 == 0:
                history.append((step, float(loss)))
                _log(f"  epoch {epoch + 1}, step {step}/{steps}, loss {float(loss):.4f}")
        held_now = evaluate(embedded(testing), testing, databases)
        _log(f"epoch {epoch + 1}: held-out CR@3 {held_now.cr[3]:.2f}")
    after = evaluate(embedded(testing), testing, databases)
    elapsed = time.perf_counter() - started
    adapter = tower.adapter()
    sources = sorted({e.source for e in fitting})
    record: dict[str, Any] = {
        "command": "python -m bench train-encoder " + " ".join(sys.argv[2:]),
        "data": {
            source: {
                "examples": sum(e.source == source for e in fitting),
                "databases": len({e.db_id for e in fitting if e.source == source}),
            }
            for source in sources
        },
        "held_out": {"examples": len(testing), "databases": len(held)},
        "settings": settings.__dict__,
        "steps": steps,
        "seconds": round(elapsed),
        "held_out_before": {"cr": before.cr, "column_recall_at_20": before.column_recall},
        "held_out_after": {"cr": after.cr, "column_recall_at_20": after.column_recall},
        "digest": adapter.digest,
    }
    sample = [e.text for e in testing[:: max(1, len(testing) // 64)]]
    parity = serving_parity(tower, adapter, sample)
    record["serving_parity_cosine"] = round(parity, 5)
    if out is not None:
        adapter.save(out, record)
    lines = [
        report_header("Query encoder: training and held-out check"),
        f"- data: {', '.join(f'{s} {v}' for s, v in record['data'].items())}",
        f"- held out: {len(held)} databases (a fifth of Spider's and of BIRD's train "
        f"databases, seeded), {len(testing)} questions",
        f"- settings: {settings}",
        f"- {steps} steps in {elapsed / 60:.1f} min; the delta: `{out}` ({adapter.digest}); "
        f"the serving encoder (ONNX Runtime, int4 with the delta in float) against the "
        f"training one on held-out questions: mean cosine {parity:.5f}",
        "",
        "Held-out questions, dense search over table documents (CR@k: every table the SQL "
        "reads in the top k) and over column documents (share of the columns the SQL reads "
        "in the top 20):",
        "",
        "| query encoder | CR@1 | CR@3 | CR@5 | CR@10 | column recall@20 |",
        "|---|---|---|---|---|---|",
        before.line("shipped (base)"),
        after.line("with the delta"),
        "",
        "CR@3 by source: "
        + ", ".join(
            f"{s} {before.by_source[s]:.2f} → {after.by_source[s]:.2f}" for s in before.by_source
        ),
        "",
        "Loss every 50 steps: " + ", ".join(f"{s}: {v:.3f}" for s, v in history),
    ]
    return "\n".join(lines) + "\n"


def serving_parity(tower: Any, adapter: QueryAdapter, texts: Sequence[str]) -> float:
    """The mean cosine between the serving encoder's query vectors with ``adapter`` and the
    training tower's, on ``texts``: the delta runs the same way in both."""
    import torch

    checkpoint = tower.checkpoint
    tokenizer = UnigramTokenizer(checkpoint.vocabulary)
    with torch.no_grad():
        trained = tower(tower.frozen_states([_token_ids(tokenizer, t) for t in texts])).numpy()
    served = OnnxE5(adapter=adapter).encode(list(texts), is_query=True)
    return float((trained * served).sum(axis=1).mean())
