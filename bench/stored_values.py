"""``python -m bench stored-values``: the Spider dev questions whose gold SQL names a value
stored in its column — is that value found on that column?

Each string literal the gold SQL compares with a column (``=``, ``!=``, ``IN``, ``LIKE``
without its wildcards) is resolved to its table through the query's own tables and aliases,
and kept when the database holds it in that column exactly. Each database is then synced as
schemalink syncs one (examples read with the catalog, then, unless ``--examples-only``, the
values users name read from the database; the embedded backends, no LLM), the question linked
(its text only), and the literal counts as found when the answer's column carries it among
its matched values. Measured only: nothing is tuned on these questions.
"""

from __future__ import annotations

import asyncio
import sqlite3
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sqlglot
from sqlglot import exp

from bench.machine import bench_embedder, report_header
from bench.quality.datasets import Question, load_questions, load_schemas
from linking import Linker, LinkerConfig
from linking.backends import CachedEmbedder, EdgeVectorIndex, TantivyValueIndex
from linking.catalog import Meta, ValueReader, ValueSettings, introspect


@dataclass(frozen=True)
class Named:
    """A value the gold SQL names, and the column that stores it."""

    question: Question
    table: str
    column: str
    value: str


def _literal_comparisons(tree: exp.Expr) -> list[tuple[exp.Column, str]]:
    found = []
    for node in tree.find_all(exp.EQ, exp.NEQ, exp.Like, exp.In):
        sides = [node.this, *(node.expressions if isinstance(node, exp.In) else [node.expression])]
        columns = [s for s in sides if isinstance(s, exp.Column)]
        literals = [s for s in sides if isinstance(s, exp.Literal) and s.is_string]
        if len(columns) == 1:
            found += [(columns[0], literal.this.strip("%")) for literal in literals]
    return found


def _tables_of(tree: exp.Expr) -> dict[str, str]:
    """Alias (or name) → table name, lower-cased, for every table the query reads."""
    return {(t.alias_or_name or t.name).lower(): t.name.lower() for t in tree.find_all(exp.Table)}


def named_values(question: Question, database: Path) -> list[Named]:
    """The values ``question``'s gold SQL names that its database stores in their column."""
    try:
        tree = sqlglot.parse_one(question.sql, read="sqlite")
    except sqlglot.errors.ParseError:
        return []
    tables = _tables_of(tree)
    found: dict[tuple[str, str, str], Named] = {}
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        columns = {
            name.lower(): {
                row[1].lower(): row[1] for row in db.execute(f'PRAGMA table_info("{name}")')
            }
            for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        for column, value in _literal_comparisons(tree):
            owners = (
                [tables.get(column.table.lower(), "")]
                if column.table
                else [t for t in set(tables.values()) if column.name.lower() in columns.get(t, {})]
            )
            if len(owners) != 1 or column.name.lower() not in columns.get(owners[0], {}):
                continue
            table, name = owners[0], columns[owners[0]][column.name.lower()]
            stored = db.execute(
                f'SELECT 1 FROM "{table}" WHERE "{name}" = ? LIMIT 1', (value,)
            ).fetchone()
            if stored and value:
                found.setdefault((table, name, value), Named(question, table, name, value))
    return list(found.values())


async def _measure(data: Path, named: bool, work: Path) -> dict[str, Any]:
    spider = data / "spider"
    schemas = load_schemas(spider / "tables.json")
    questions = load_questions((spider / "dev.json",))
    databases = spider / "database"
    asked: dict[str, list[Named]] = defaultdict(list)
    for question in questions:
        path = databases / question.db_id / f"{question.db_id}.sqlite"
        if question.db_id in schemas and path.is_file():
            asked[question.db_id] += named_values(question, path)
    linker = Linker(
        embedder=CachedEmbedder(bench_embedder()),
        vectors=EdgeVectorIndex(work / "vectors"),
        values=TantivyValueIndex(work / "values"),
        config=LinkerConfig(),
    )
    rows: list[dict[str, Any]] = []
    started = time.perf_counter()
    for db_id, items in sorted(asked.items()):
        url = f"sqlite:///{databases / db_id / f'{db_id}.sqlite'}"
        meta = introspect(url, datasource=db_id).meta
        await linker.index(meta)
        if named:
            with ValueReader(url, ValueSettings()) as reader:
                await linker.refresh_named_values(meta, reader.read_table)
        for item in items:
            context = await linker.link(item.question.question, meta)
            rows.append(_scored(item, meta, context))
    await linker.close()
    return {"rows": rows, "seconds": time.perf_counter() - started}


def _scored(item: Named, meta: Meta, context: Any) -> dict[str, Any]:
    ref = meta.resolve_table(item.table)
    table = meta.table(ref) if ref is not None else None
    field = next((f for f in table.fields if f.name == item.column), None) if table else None
    examples = field.sample_values if field is not None else ()
    returned = next((t for t in context.tables if t.name.lower() == item.table), None)
    column = next((f for f in returned.fields if f.name == item.column), None) if returned else None
    return {
        "db_id": item.question.db_id,
        "question": item.question.question,
        "column": f"{item.table}.{item.column}",
        "value": item.value,
        "in_examples": item.value in examples,
        "found": column is not None and item.value in column.matched_values,
    }


def run(data: Path, out: Path | None, *, named: bool = True) -> dict[str, Any]:
    header = report_header("Stored values: Spider dev's gold values, found on their column")
    with tempfile.TemporaryDirectory(prefix="stored-values-") as work:
        result = asyncio.run(_measure(data, named, Path(work)))
    rows = result["rows"]
    beyond = [r for r in rows if not r["in_examples"]]
    found = sum(r["found"] for r in rows)
    lines = [
        header,
        "- value index: "
        + ("the named values" if named else "the examples only (`--examples-only`)"),
        f"- {len(rows)} (question, column, value) triples from Spider dev's gold SQL, the value "
        f"stored in its column; {len(rows) - len(beyond)} among the column's 20 examples, "
        f"{len(beyond)} not; linked in {result['seconds']:.0f} s",
        "",
        "| values | count | found on their column |",
        "|---|---|---|",
        f"| all | {len(rows)} | {_share(found, len(rows))} |",
        f"| among the examples | {len(rows) - len(beyond)} | "
        f"{_share(found - sum(r['found'] for r in beyond), len(rows) - len(beyond))} |",
        f"| beyond the examples | {len(beyond)} | "
        f"{_share(sum(r['found'] for r in beyond), len(beyond))} |",
        "",
        "Not found:",
        "",
        *(
            f'- {r["db_id"]} `{r["column"]}` = "{r["value"]}": {r["question"]}'
            for r in rows
            if not r["found"]
        ),
    ]
    report = "\n".join(lines) + "\n"
    if out is not None:
        out.write_text(report, "utf-8")
    print(report)
    return {"triples": len(rows), "found": found, "beyond": len(beyond)}


def _share(part: int, whole: int) -> str:
    return f"{part} ({100 * part / whole:.1f} %)" if whole else "-"
