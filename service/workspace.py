"""A data directory for the CLI: cached catalogs (JSON) next to the derived indexes.

The HTTP service keeps catalogs in its metadata store instead; both index through the same
``Linker``, into the same indexes when they share a data directory, so the CLI's datasources
are named apart (``cli:<name>``: no datasource id of the service has a colon) and neither
can overwrite what the other indexed. The directory also holds the demo database, generated
on first use.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from linking import (
    IndexReport,
    Linker,
    NamedValuesProgress,
    NamedValuesReport,
    ProgressCallback,
)
from linking.catalog import (
    Meta,
    TrainingPair,
    examples_only,
    with_inferred,
    without_inferred,
)
from service.config import Settings
from service.data_dir import private_data_dir
from service.demo import build_demo_database

if TYPE_CHECKING:
    from linking.catalog import IntrospectionReport

# What reads a database (``introspect``, ``ValueReader``, URLs) is imported where it is used:
# a link on a catalog read before loads no database stack.

CLI_PREFIX = "cli:"


def datasource_name(url: str) -> str:
    """A readable, stable name for a URL: its database name and a short hash."""
    from linking.catalog import parse_url, safe_url

    database = parse_url(url).database or "db"
    stem = re.sub(r"[^\w]+", "_", Path(database).stem).strip("_") or "db"
    digest = hashlib.sha256(safe_url(url).encode()).hexdigest()[:6]
    return f"{stem}_{digest}"


class Workspace:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.root = settings.data_dir
        self.linker: Linker | None = None

    async def __aenter__(self) -> Workspace:
        private_data_dir(self.root)
        self.linker = Linker.open(self.settings.backend_settings(), self.settings.linker_config())
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if self.linker is not None:
            await self.linker.close()

    @property
    def demo_url(self) -> str:
        path = self.root / "demo" / "retail.sqlite"
        if not path.exists():
            build_demo_database(path)
        return f"sqlite:///{path}"

    def _catalog_path(self, datasource: str, schemas: Sequence[str]) -> Path:
        if not schemas:
            return self.root / "catalogs" / f"{datasource}.json"
        # Another choice of schemas is another catalog, cached apart.
        digest = hashlib.sha256("\0".join(schemas).encode()).hexdigest()[:12]
        return self.root / "catalogs" / f"{datasource}@{digest}.json"

    def catalog(
        self,
        url: str,
        datasource: str,
        *,
        schemas: Sequence[str] = (),
        refresh: bool = False,
        progress: Callable[[int, int, str], None] | None = None,
    ) -> tuple[Meta, IntrospectionReport | None]:
        """The cached catalog of ``url`` (its ``schemas``, or the default one), introspected
        when missing or ``refresh`` is set, with the relationships a sync would infer
        (``SCHEMALINK_INFER_RELATIONSHIPS``)."""
        path = self._catalog_path(datasource, schemas)
        named = CLI_PREFIX + datasource
        if path.exists() and not refresh:
            cached = Meta.from_dict(json.loads(path.read_text("utf-8")))
            # One cached before the names had their prefix is read again.
            if cached.datasource == named:
                return self._related(cached), None
        from linking.catalog import introspect

        report = introspect(url, datasource=named, schemas=schemas or None, progress=progress)
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".tmp")
        temporary.write_text(json.dumps(report.meta.to_dict(), ensure_ascii=False), "utf-8")
        temporary.replace(path)
        return self._related(report.meta), report

    def _related(self, meta: Meta) -> Meta:
        settings = self.settings.relationship_settings()
        return without_inferred(meta) if settings is None else with_inferred(meta, settings)

    async def index(self, meta: Meta, progress: ProgressCallback | None = None) -> IndexReport:
        assert self.linker is not None, "use the workspace as an async context manager"
        return await self.linker.index(meta, progress=progress)

    async def read_named_values(
        self, url: str, meta: Meta, progress: NamedValuesProgress | None = None
    ) -> NamedValuesReport:
        """The values users name, read from the database into the value index as a sync reads
        them (``SCHEMALINK_VALUES_PER_COLUMN``; off, each column keeps its examples)."""
        assert self.linker is not None, "use the workspace as an async context manager"
        settings = self.settings.value_settings()
        from linking.catalog import ValueReader

        with ValueReader(url, settings) as reader:
            read = reader.read_table if settings.enabled else examples_only
            return await self.linker.refresh_named_values(meta, read, progress=progress)

    async def add_pairs(self, meta: Meta, pairs: list[TrainingPair]) -> int:
        assert self.linker is not None, "use the workspace as an async context manager"
        return await self.linker.add_pairs(meta.datasource, pairs)
