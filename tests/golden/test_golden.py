"""Golden fixtures: the pipeline's exact answer on tiny catalogs, pinned in files.

Each ``*.json`` beside this module holds a catalog and questions. Each question carries the
columns its SQL needs (``needs``, judged by hand from the catalog) and what a link returns
for it on the embedded defaults without an LLM (``expected``): the outcome, the mode, the
tables in order, each table's columns, the join paths and the unmatched words. A change in
behaviour shows as a diff in a fixture. When a change is meant, rewrite the expectations
with ``SCHEMALINK_GOLDEN=update pytest tests/golden`` and read the diff before committing
it: an expectation is kept because it was read and judged, not because the code produced it.
"""

from __future__ import annotations

import json
import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from linking.backends.embedding import CachedEmbedder
from linking.backends.qdrant_edge import EdgeVectorIndex
from linking.backends.tantivy_values import TantivyValueIndex
from linking.catalog.meta import Field, ForeignKey, Meta, Schema, Table
from linking.context import MetaContext
from linking.linker import Linker
from tests.golden.recorded import RecordedEmbedder

HERE = Path(__file__).parent
FIXTURES = {path.stem: json.loads(path.read_text("utf-8")) for path in sorted(HERE.glob("*.json"))}
UPDATE = os.environ.get("SCHEMALINK_GOLDEN") == "update"
WIDTH = 88  # a fixture line's length, from its indent to its end


def catalog(name: str, data: dict[str, Any]) -> Meta:
    """The fixture's catalog: ``schemas`` → tables → ``columns`` as ``[name, type,
    description, {"pk": …, "values": […]}]`` and ``foreign_keys`` as ``[columns, table,
    columns]`` within the schema."""
    schemas = []
    for schema, tables in data["schemas"].items():
        built = []
        for table, spec in tables.items():
            fields = tuple(
                Field(
                    column,
                    kind,
                    description,
                    primary_key=bool(extra[0].get("pk")) if extra else False,
                    sample_values=tuple(extra[0].get("values", ())) if extra else (),
                )
                for column, kind, description, *extra in spec["columns"]
            )
            keys = tuple(
                ForeignKey(tuple(columns), schema, target, tuple(target_columns))
                for columns, target, target_columns in spec.get("foreign_keys", ())
            )
            built.append(Table(table, fields, spec.get("description", ""), foreign_keys=keys))
        schemas.append(Schema(schema, tuple(built)))
    return Meta(name, data["dialect"], tuple(schemas))


def answer(context: MetaContext) -> dict[str, Any]:
    """What a fixture pins of an answer."""
    return {
        "outcome": context.outcome,
        "mode": context.mode.value,
        "tables": [f"{t.schema}.{t.name}" for t in context.tables],
        "columns": {f"{t.schema}.{t.name}": [f.name for f in t.fields] for t in context.tables},
        "joins": [
            f"{j.from_table}.{'+'.join(j.from_columns)} = {j.to_table}.{'+'.join(j.to_columns)}"
            for j in context.join_paths
        ],
        "unmatched": list(context.unmatched),
    }


def dump(value: Any, indent: str = "") -> str:
    """JSON as the fixtures are written: what fits on a line on one line, else a key or an
    item a line."""
    compact = json.dumps(value, ensure_ascii=False)
    inner = indent + " "
    if len(indent) + len(compact) <= WIDTH or not value or not isinstance(value, dict | list):
        return compact
    if isinstance(value, dict):
        items = [
            f"{inner}{json.dumps(k, ensure_ascii=False)}: {dump(v, inner)}"
            for k, v in value.items()
        ]
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    return "[\n" + ",\n".join(inner + dump(v, inner) for v in value) + "\n" + indent + "]"


CASES = [
    pytest.param(name, number, id=f"{name}-{number}")
    for name, fixture in FIXTURES.items()
    for number in range(len(fixture["cases"]))
]


@pytest.fixture(scope="module")
def recorded(embedder: CachedEmbedder) -> Iterator[RecordedEmbedder]:
    """The model's vectors as recorded beside the fixtures (``recorded.py`` says why)."""
    vectors = RecordedEmbedder(embedder, HERE / "vectors.npz")
    yield vectors
    if UPDATE:
        vectors.save()


@pytest.fixture(scope="module")
async def linkers(
    tmp_path_factory: pytest.TempPathFactory, recorded: RecordedEmbedder
) -> AsyncIterator[dict[str, tuple[Linker, Meta]]]:
    """Each fixture's catalog indexed once, on its own embedded indexes."""
    built = {}
    for name, fixture in FIXTURES.items():
        root = tmp_path_factory.mktemp(name)
        linker = Linker(
            embedder=recorded,
            vectors=EdgeVectorIndex(root / "vectors"),
            values=TantivyValueIndex(root / "values"),
        )
        meta = catalog(name, fixture["catalog"])
        await linker.index(meta)
        built[name] = (linker, meta)
    yield built
    for linker, _ in built.values():
        await linker.close()


@pytest.fixture(scope="module", autouse=True)
def rewritten() -> Iterator[None]:
    """With ``SCHEMALINK_GOLDEN=update``, the fixtures are written back with what was got."""
    yield
    if UPDATE:
        for name, fixture in FIXTURES.items():
            (HERE / f"{name}.json").write_text(dump(fixture) + "\n", "utf-8")


async def _linked(name: str, number: int, linkers: dict[str, tuple[Linker, Meta]]) -> MetaContext:
    linker, meta = linkers[name]
    return await linker.link(FIXTURES[name]["cases"][number]["question"], meta)


@pytest.mark.parametrize(("name", "number"), CASES)
async def test_the_answer_is_the_one_pinned(
    name: str, number: int, linkers: dict[str, tuple[Linker, Meta]]
) -> None:
    case = FIXTURES[name]["cases"][number]
    got = answer(await _linked(name, number, linkers))
    if UPDATE:
        case["expected"] = got
    assert got == case["expected"]


@pytest.mark.parametrize(("name", "number"), CASES)
async def test_every_column_the_sql_needs_is_returned(
    name: str, number: int, linkers: dict[str, tuple[Linker, Meta]]
) -> None:
    context = await _linked(name, number, linkers)
    returned = {f"{t.schema}.{t.name}.{f.name}" for t in context.tables for f in t.fields}
    assert set(FIXTURES[name]["cases"][number]["needs"]) - returned == set()


def test_every_text_the_fixtures_embed_is_recorded(
    linkers: dict[str, tuple[Linker, Meta]], recorded: RecordedEmbedder
) -> None:
    # Runs after the cases (file order): none of them needed the model's own arithmetic.
    assert recorded.missed == 0 or UPDATE


def test_every_fixture_has_questions_on_a_catalog_of_three_tables_or_more() -> None:
    assert sorted(FIXTURES) == ["library", "retail", "two_schemas"]
    for name, fixture in FIXTURES.items():
        assert fixture["cases"], name
        assert catalog(name, fixture["catalog"]).table_count >= 3
