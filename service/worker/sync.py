"""One sync of a datasource: read its catalog, carry over what could not be read, index it.

A sync has three phases (``linking.indexing``). The snapshot links read is replaced once the
new catalog is read *and* its examples are indexed (``indexing``, seconds); from then on links
answer, while the same job goes on reading the values users name from the database into the
value index (``named values``, only what changed is written), then embedding column and table
documents (``embedding``, minutes for thousands of tables; links report their dense retriever
``pending`` until it ends). A table the
datasource could not serve is kept as the previous sync saw it (the job ends ``partial`` and
names it). A sync cancelled or killed in phase 1 leaves the previous snapshot, or none (a
datasource whose first sync never got that far is not linkable); one stopped in phase 2 leaves
the new catalog linkable, and the next sync embeds only what is left.

The job's loop (``service.worker.loop``) owns the lease, the heartbeat and cancellation; a
sync reaches them through ``JobControl``. What reads the database is injected
(``Introspector``), so a test can hold or cut a read without patching a module.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

from linking import IndexProgress, IndexReport, Linker, LinkingError, NamedValuesReport
from linking.catalog import (
    InferenceSettings,
    IntrospectionReport,
    Meta,
    SampleSettings,
    Table,
    TableRef,
    TableValues,
    ValueReader,
    ValueSettings,
    examples_only,
    introspect,
    with_inferred,
    without_inferred,
)
from service.domain.catalogs import (
    CatalogCache,
    carry_over,
    effective_catalog,
    load_catalog,
    load_edits,
    load_snapshot,
    load_verdicts,
    save_snapshot,
)
from service.secrets import SecretBox
from service.store.db import Store
from service.store.models import Datasource
from service.urls import UrlPolicy

INDEXING, NAMED_VALUES, EMBEDDING = "indexing", "named values", "embedding"

# Reads a datasource's catalog: ``linking.catalog.introspection.introspect``'s signature.
Introspector = Callable[..., IntrospectionReport]


class JobControl(Protocol):
    """What a running job may ask of the loop that runs it."""

    async def progressed(self) -> None:
        """After a batch: write the progress unless it was just written; stop if cancelled."""

    async def phase_changed(self) -> None:
        """At a phase change: write the progress now; stop if cancelled."""

    def check_cancel(self) -> None:
        """Raise ``JobCancelled`` if the job was cancelled (safe from any thread)."""

    def wake_heartbeat(self) -> None:
        """Ask for the progress to be written soon (safe from any thread)."""


@dataclass(frozen=True)
class SyncDeps:
    """What every sync uses: the store, the engine and the rules a URL must pass."""

    store: Store
    secrets: SecretBox
    linker: Linker
    catalogs: CatalogCache
    urls: UrlPolicy
    sample: SampleSettings = field(default_factory=SampleSettings)
    introspector: Introspector = introspect
    values: ValueSettings = field(default_factory=ValueSettings)
    # Relationships inferred where the database declares none; None: only declared ones.
    relationships: InferenceSettings | None = field(default_factory=InferenceSettings)


class SyncJob:
    """One sync, and its progress as it goes (what the heartbeat writes)."""

    def __init__(
        self,
        deps: SyncDeps,
        job_id: str,
        datasource_id: str,
        control: JobControl,
        progress: dict[str, Any],
    ) -> None:
        self.deps = deps
        self.job_id = job_id
        self.datasource_id = datasource_id
        self.control = control
        self.progress = progress
        self._url = ""  # the datasource's, once read from the store

    async def run(self, *, introspect_first: bool) -> dict[str, Any]:
        """The job's result: its message and what it did. A re-index (``introspect_first``
        false) indexes the catalog of the last sync again, with the admins' edits."""
        deps, datasource_id = self.deps, self.datasource_id
        report: IntrospectionReport | None = None
        if introspect_first:
            report = await self._introspect()
            async with deps.store.session() as session:
                previous = await load_snapshot(session, datasource_id)
                edits = await load_edits(session, datasource_id)
                verdicts = await load_verdicts(session, datasource_id)
            snapshot = carry_over(previous, report.meta, report.unread, report.unsampled)
            if deps.relationships is None:
                snapshot = without_inferred(snapshot)
            else:
                snapshot = with_inferred(snapshot, deps.relationships)
            meta = effective_catalog(snapshot, edits, verdicts)
        else:
            async with deps.store.session() as session:
                found = await load_catalog(session, deps.catalogs, datasource_id)
            if found is None:
                raise LinkingError(f"datasource {datasource_id!r} has never been synced")
            meta = found
        indexed = await self._make_linkable(meta)
        unread = sorted(report.unread) if report else []
        if report is not None:
            async with deps.store.session() as session:
                if not await save_snapshot(session, datasource_id, snapshot, unread):
                    # Deleted while it synced: what was just indexed must go too.
                    await deps.linker.drop_datasource(datasource_id)
                    raise LinkingError(f"datasource {datasource_id!r} was deleted during the sync")
        named = await self._read_named_values(meta) if report is not None else None
        await self._embed(meta, indexed)
        self.progress.update(phase="done")
        warnings = (report.warnings if report else []) + (named.warnings if named else [])
        message = _message(indexed, unread, meta)
        if named is not None and named.stopped:
            message += f"; the values users name were read for {named.tables_read} tables only"
        if named is not None and named.columns_failed:
            message += (
                f"; values missing: those of {_columns(named.columns_failed)} could not be read "
                "(they keep what they had; the warnings say why)"
            )
        if report is not None and report.unsampled:
            message += f"; examples missing: {_columns(len(report.unsampled))} not sampled"
        return {
            "message": message,
            **self.progress,
            "tables": meta.table_count,
            "columns": meta.field_count,
            "indexed": len(indexed.indexed),
            "embedded": len(indexed.embedded),
            "unchanged": len(indexed.unchanged),
            "removed": len(indexed.removed),
            "unread": len(unread),
            "unread_tables": unread[:100],
            "warnings": warnings[:100],
        }

    async def _introspect(self) -> IntrospectionReport:
        deps, progress = self.deps, self.progress
        async with deps.store.session() as session:
            row = await session.get(Datasource, self.datasource_id)
            if row is None:
                raise LinkingError(f"datasource {self.datasource_id!r} was deleted")
            url = self._url = deps.secrets.decrypt(row.url_encrypted)
            schemas = list(row.schemas) or None
        deps.urls.check(url)  # the policy may have tightened since the URL was registered
        progress.update(phase="reading the database")
        await self.control.phase_changed()

        def on_table(done: int, total: int, _name: str) -> None:  # in the reading thread
            self.control.check_cancel()
            progress.update(tables_read=done, tables_total=total)
            self.control.wake_heartbeat()

        return await asyncio.to_thread(
            deps.introspector,
            url,
            datasource=self.datasource_id,
            schemas=schemas,
            sample=deps.sample,
            progress=on_table,
        )

    async def _make_linkable(self, meta: Meta) -> IndexReport:
        progress = self.progress
        progress.update(
            phase=INDEXING,
            tables_total=meta.table_count,
            columns_total=meta.field_count,
            values_total=sum(len(f.sample_values) for _, t in meta.tables() for f in t.fields),
        )
        await self.control.phase_changed()

        async def on_values(state: IndexProgress) -> None:
            progress.update(  # what is done is done, cancelled or not
                tables_indexed=state.tables_done,
                columns_indexed=state.columns,
                values_indexed=state.values,
            )
            await self.control.progressed()

        started = time.perf_counter()
        report = await self.deps.linker.make_linkable(meta, progress=on_values)
        progress["linkable_after_s"] = round(time.perf_counter() - started, 3)
        return report

    async def _read_named_values(self, meta: Meta) -> NamedValuesReport:
        """The values users name, from the database into the value index; links answer
        meanwhile from the examples. A datasource that stops answering ends the phase, keeping
        what the index held (the job says so in its warnings)."""
        progress, control = self.progress, self.control
        progress.update(phase=NAMED_VALUES)
        await control.phase_changed()
        started = time.perf_counter()

        async def on_batch(state: NamedValuesReport) -> None:
            progress["named_values"] = _named_progress(state)
            await control.progressed()

        with ValueReader(self._url, self.deps.values) as reader:
            # Off, nothing is read: the index is brought back to each column's examples.
            read = reader.read_table if self.deps.values.enabled else examples_only

            def read_table(ref: TableRef, table: Table) -> TableValues:  # in a thread
                control.check_cancel()
                return read(ref, table)

            named = await self.deps.linker.refresh_named_values(meta, read_table, progress=on_batch)
        if named.stopped:
            named.warnings.append(
                f"named values: stopped after {named.tables_read} tables "
                f"({named.stopped}); the rest keep what they had"
            )
        progress["named_values"] = _named_progress(named)
        progress["named_values_after_s"] = round(time.perf_counter() - started, 3)
        return named

    async def _embed(self, meta: Meta, report: IndexReport) -> None:
        progress = self.progress
        progress.update(phase=EMBEDDING, tables_embedded=0, documents_embedded=0)
        await self.control.phase_changed()

        async def on_embedding(state: IndexProgress) -> None:
            progress.update(
                tables_to_embed=state.tables_to_embed,
                tables_embedded=state.tables_embedded,
                documents_embedded=state.documents_embedded,
            )
            await self.control.progressed()

        await self.deps.linker.embed(meta, progress=on_embedding, report=report)


def _columns(count: int) -> str:
    return f"{count} column" if count == 1 else f"{count} columns"


def _named_progress(state: NamedValuesReport) -> dict[str, Any]:
    return {k: v for k, v in asdict(state).items() if k not in ("phase", "warnings")}


def _message(indexed: IndexReport, unread: list[str], meta: Meta) -> str:
    message = (
        f"{len(indexed.indexed)} tables indexed, {len(indexed.unchanged)} unchanged, "
        f"{len(indexed.removed)} removed; {len(indexed.embedded)} embedded"
    )
    if unread:
        shown = ", ".join(unread[:10]) + (
            f" and {len(unread) - 10} more" if len(unread) > 10 else ""
        )
        kept = sum(1 for key in unread if meta.resolve_table(key) is not None)
        message += (
            f"; {len(unread)} tables could not be read ({shown}): {kept} kept as the "
            f"previous sync saw them, {len(unread) - kept} not in the catalog yet"
        )
    return message
