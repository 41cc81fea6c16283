"""Shared fixtures: a small literal catalog, the demo database, and real embedded backends.

Nothing here fakes a server. The embedder is the real offline model; the indexes are the real
embedded engines in temporary directories; LLM calls go through litellm's own
``mock_response``, which exercises litellm's real request and response handling offline.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import socket
import tempfile
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from logging.handlers import QueueHandler
from pathlib import Path
from typing import Any

import pytest

from linking.backends import open_embedder
from linking.backends.embedding import CachedEmbedder
from linking.backends.embedding_store import EmbeddingStore
from linking.backends.llm import LiteLLMChat, LLMUsage
from linking.backends.qdrant_edge import EdgeVectorIndex
from linking.backends.tantivy_values import TantivyValueIndex
from linking.backends.values import ValueHit
from linking.catalog.introspection import introspect
from linking.catalog.meta import Field, ForeignKey, Meta, Schema, Table
from linking.linker import Linker
from linking.retrieval.dense import DenseFinding, FieldHit, TableHit
from linking.retrieval.hits import Hits
from linking.retrieval.lexical import LexicalHit, NameFinding
from linking.retrieval.pairs import PairFinding, PairMatch
from linking.retrieval.values import ValueFinding
from service import logs
from service.demo import DEMO_DATASOURCE, build_demo_database, demo_pairs

_EMBEDDINGS_DIR = pytest.StashKey[Path]()

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
# One place for the model's built graphs, for every data directory the tests make and the
# processes they start: built once per run, not once per test.
os.environ.setdefault(
    "SCHEMALINK_MODEL_CACHE", str(Path(tempfile.gettempdir()) / f"schemalink-models-{os.getuid()}")
)


def pytest_configure(config: pytest.Config) -> None:
    # One file of passage vectors for every service the run makes and every process it starts:
    # the demo's columns are embedded once per run, not at each of its syncs. A test that
    # counts what a sync embeds names a store of its own. Per run, so a changed model is
    # never read from an older run's vectors.
    if "SCHEMALINK_EMBEDDING_CACHE" not in os.environ:
        run_dir = Path(tempfile.mkdtemp(prefix="schemalink-embeddings-"))
        config.stash[_EMBEDDINGS_DIR] = run_dir
        os.environ["SCHEMALINK_EMBEDDING_CACHE"] = str(run_dir / "embeddings.sqlite3")

    # With two workers (``make test``), the other worker's tests compute at normal priority,
    # and a served process's sync embeds on lanes of nice 10 that they starve: a console
    # test's jobs once waited past their two-minute deadlines. The run's processes keep the
    # service's own priority then (``SCHEMALINK_BACKGROUND_NICE``).
    if getattr(config.option, "numprocesses", None):
        os.environ.setdefault("SCHEMALINK_BACKGROUND_NICE", "0")


def pytest_unconfigure(config: pytest.Config) -> None:
    run_dir = config.stash.get(_EMBEDDINGS_DIR, None)
    if run_dir is not None:
        shutil.rmtree(run_dir, ignore_errors=True)
        os.environ.pop("SCHEMALINK_EMBEDDING_CACHE", None)


@pytest.fixture(autouse=True)
def logging_left_as_found() -> Iterator[None]:
    """A test that runs a command configuring the process's logging (``serve`` refusing its
    address, say) leaves it as it found it: its writer thread would go on writing the next
    tests' lines to the stderr of the moment, in the middle of the run's output."""
    level = logging.getLogger().level
    yield
    root = logging.getLogger()
    if any(isinstance(handler, QueueHandler) for handler in root.handlers):
        logs.stop_writing()
        root.handlers[:] = [h for h in root.handlers if not isinstance(h, QueueHandler)]
        root.setLevel(level)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # A test of an external server reaches or starts one: slow by nature, like a browser's.
    for item in items:
        if item.get_closest_marker("server") is not None:
            item.add_marker(pytest.mark.slow)


class RecordingLLM:
    """litellm's offline mock, keeping every prompt it is sent."""

    def __init__(self, answer: str) -> None:
        self.inner = LiteLLMChat("openai/gpt-4o-mini", backoff_s=0, extra={"mock_response": answer})
        self.name = self.inner.name
        self.prompts: list[str] = []

    async def complete_json(self, prompt: str, usage: LLMUsage) -> Any:
        self.prompts.append(prompt)
        return await self.inner.complete_json(prompt, usage)


def built_in_hits(
    *,
    fields: Sequence[FieldHit] = (),
    tables: Sequence[TableHit] = (),
    names: Sequence[LexicalHit] = (),
    mentions: Sequence[LexicalHit] = (),
    values: Sequence[ValueHit] = (),
    pairs: Sequence[PairMatch] = (),
) -> Hits:
    """What the built-in retrievers would have found, each in its finding."""
    return Hits(
        [
            DenseFinding(list(fields), list(tables)),
            NameFinding(list(names), list(mentions)),
            ValueFinding(list(values)),
            PairFinding(list(pairs)),
        ]
    )


def shop_meta(datasource: str = "shop") -> Meta:
    """Three tables, two foreign keys: small enough to reason about in every assertion."""
    customers = Table(
        "customers",
        (
            Field("id", "INTEGER", "客户ID", primary_key=True),
            Field("name", "TEXT", "客户姓名", sample_values=("张伟", "李娜")),
            Field("city", "TEXT", "城市", sample_values=("上海", "北京", "New York")),
        ),
        description="客户",
    )
    orders = Table(
        "orders",
        (
            Field("id", "INTEGER", "订单ID", primary_key=True),
            Field("customer_id", "INTEGER", "客户"),
            Field("status", "TEXT", "订单状态", sample_values=("已完成", "待支付", "已取消")),
            Field("amount", "DECIMAL(10, 2)", "订单金额"),
        ),
        description="订单",
        foreign_keys=(ForeignKey(("customer_id",), "main", "customers", ("id",)),),
    )
    salaries = Table(
        "salaries",
        (
            Field("employee", "TEXT", "员工", sample_values=("王强",)),
            Field("salary", "DECIMAL(10, 2)", "月薪"),
        ),
        description="员工薪资",
    )
    return Meta(datasource, "sqlite", (Schema("main", (customers, orders, salaries)),))


@pytest.fixture
def shop() -> Meta:
    return shop_meta()


@pytest.fixture(scope="session")
def embedder() -> Iterator[CachedEmbedder]:
    """The service's default model, with the run's store of passage vectors: each test's
    fresh index of the demo embeds nothing the run has embedded before."""
    store = EmbeddingStore(os.environ["SCHEMALINK_EMBEDDING_CACHE"])
    yield CachedEmbedder(open_embedder(), store=store)
    store.close()


@pytest.fixture(scope="session")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_demo_database(tmp_path_factory.mktemp("demo") / "retail.sqlite")


@pytest.fixture(scope="session")
def demo_meta(demo_db: Path) -> Meta:
    return introspect(f"sqlite:///{demo_db}", datasource=DEMO_DATASOURCE).meta


@pytest.fixture(scope="session")
async def demo_linker(
    tmp_path_factory: pytest.TempPathFactory, embedder: CachedEmbedder, demo_meta: Meta
) -> AsyncIterator[Linker]:
    """The demo catalog and its pairs, indexed once for the whole run."""
    root = tmp_path_factory.mktemp("demo-index")
    linker = Linker(
        embedder=embedder,
        vectors=EdgeVectorIndex(root / "vectors"),
        values=TantivyValueIndex(root / "values"),
    )
    await linker.index(demo_meta)
    await linker.add_pairs(DEMO_DATASOURCE, demo_pairs())
    yield linker
    await linker.close()


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An empty data directory, and no server or LLM configured."""
    for name in ("QDRANT_URL", "MEILI_URL", "LLM_MODEL", "EMBEDDING_MODEL", "DATABASE_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SCHEMALINK_DATA_DIR", str(tmp_path))
    yield tmp_path


@pytest.fixture
def hung_provider() -> Iterator[tuple[str, Callable[[], int]]]:
    """A loopback endpoint that takes connections and never answers, and how many it was
    opened: read from the listen queue once the caller is done, no thread, no clock."""
    listener = socket.create_server(("127.0.0.1", 0), backlog=32)

    def connections() -> int:
        listener.setblocking(False)
        opened = 0
        with contextlib.suppress(BlockingIOError):
            while True:
                listener.accept()[0].close()
                opened += 1
        return opened

    yield f"http://127.0.0.1:{listener.getsockname()[1]}/v1", connections
    listener.close()
