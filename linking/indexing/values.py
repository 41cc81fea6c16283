"""What the value index holds of a datasource: each column's examples, written when the catalog
is indexed (``write_examples``, in ``Indexer.make_linkable``), and the values users name, read
from the datasource in a sync's background phase between "linkable" and the embeddings
(``refresh_named_values``).

A table's examples are written in bulk when the index holds nothing of it yet; a table it
holds values of (a re-sync of a changed table, a re-index after an edit) keeps them — its
named values stay until the next read of the database compares them — gains the examples it
lacks and loses the columns it no longer has.

The named values are incremental by comparison: for a batch of tables, what the index holds is
read back and set against what the database holds now (``linking.catalog.named_values``), and
only the difference is written — values that appeared are added, values that are gone
removed. A column's entries are its examples and its named values; a column that is not read
(``linking.catalog.nameable`` says why) keeps its examples only, and one whose read failed
keeps whatever it had. A datasource lost half-way ends the phase: what was read is written,
the rest stays as it was.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field

from linking.backends.values import ValueDoc, ValueIndex
from linking.catalog.meta import FieldRef, Meta, Table, TableRef
from linking.catalog.read_values import TableValues
from linking.errors import DatasourceError
from linking.indexing.progress import report_progress

# Reads one table's named values (``ValueReader.read_table``); blocking, run in a thread.
ReadTable = Callable[[TableRef, Table], TableValues]

# A write (and the read-back before it) covers about this many values read, or this many
# tables: each value index commit has a fixed cost, and each batch is a unit of progress.
BATCH_VALUES = 200_000
BATCH_TABLES = 200


@dataclass
class NamedValuesReport:
    """How far the phase has got; what a sync reports while it runs and when it ends."""

    phase: str = "named values"
    tables_total: int = 0
    tables_read: int = 0
    columns_read: int = 0
    columns_complete: int = 0  # every distinct value indexed
    columns_capped: int = 0  # the most frequent ``per_column`` indexed
    columns_from_statistics: int = 0
    columns_skipped: int = 0
    columns_failed: int = 0
    values_read: int = 0
    values_added: int = 0
    values_removed: int = 0
    seconds: float = 0.0
    stopped: str = ""  # why the phase ended before the last table, if it did
    warnings: list[str] = field(default_factory=list)


# Called after each batch's write, with the report so far.
NamedValuesProgress = Callable[[NamedValuesReport], Awaitable[None] | None]


async def refresh_named_values(
    values: ValueIndex,
    meta: Meta,
    read_table: ReadTable,
    *,
    progress: NamedValuesProgress | None = None,
    batch_values: int = BATCH_VALUES,
) -> NamedValuesReport:
    """Bring the value index of ``meta``'s datasource to what ``read_table`` reads now."""
    started = time.perf_counter()
    report = NamedValuesReport(tables_total=meta.table_count)
    batch: list[tuple[Table, TableValues]] = []
    size = 0
    for ref, table in meta.tables():
        try:
            read = await asyncio.to_thread(read_table, ref, table)
        except DatasourceError as error:  # gone, or its file removed: nothing more to read
            report.stopped = str(error)
            break
        _count(report, read)
        batch.append((table, read))
        size += sum(len(c.values) for c in read.columns)
        if size >= batch_values or len(batch) >= BATCH_TABLES:
            await _write(values, meta.datasource, batch, report)
            batch, size = [], 0
            report.seconds = round(time.perf_counter() - started, 3)
            await report_progress(progress, report)
    await _write(values, meta.datasource, batch, report)
    await values.settle()
    report.seconds = round(time.perf_counter() - started, 3)
    await report_progress(progress, report)
    return report


async def write_examples(
    values: ValueIndex, datasource: str, tables: Sequence[tuple[TableRef, Table]]
) -> tuple[int, set[TableRef]]:
    """Each table's examples into the value index (see above): how many were written, and the
    tables whose values were kept (the others now hold exactly their examples)."""
    held = await values.indexed_values(datasource, [ref for ref, _ in tables])
    known = {ref.table_ref for ref in held}
    fresh = [
        ValueDoc(datasource, *ref, f.name, value)
        for ref, table in tables
        if ref not in known
        for f in table.fields
        for value in f.sample_values
    ]
    await values.replace_tables(datasource, [ref for ref, _ in tables if ref not in known], fresh)
    added: list[ValueDoc] = []
    removed: list[ValueDoc] = []
    for ref, table in tables:
        if ref not in known:
            continue
        for f in table.fields:
            have = held.get(FieldRef(*ref, f.name), set())
            missing = [v for v in f.sample_values if v not in have]
            added += [ValueDoc(datasource, *ref, f.name, v) for v in missing]
        names = {f.name for f in table.fields}
        for field_ref, have in held.items():
            if field_ref.table_ref == ref and field_ref.field not in names:
                removed += [ValueDoc(datasource, *field_ref, v) for v in have]
    await values.change(datasource, added, removed)
    return len(fresh) + len(added), known


def _count(report: NamedValuesReport, read: TableValues) -> None:
    report.tables_read += 1
    report.columns_read += len(read.columns)
    report.columns_skipped += len(read.skipped)
    report.columns_failed += len(read.failed)
    for column in read.columns:
        report.values_read += len(column.values)
        report.columns_complete += column.complete
        report.columns_capped += not column.complete
        report.columns_from_statistics += column.source == "statistics"
    report.warnings.extend(
        f"{read.table}.{name}: values not read ({why})" for name, why in read.failed.items()
    )


async def _write(
    values: ValueIndex,
    datasource: str,
    batch: list[tuple[Table, TableValues]],
    report: NamedValuesReport,
) -> None:
    if not batch:
        return
    indexed = await values.indexed_values(datasource, [read.table for _, read in batch])
    # Off the event loop: a batch's difference is up to 200,000 values' worth of work, and
    # requests (``/health`` among them) wait for the loop while it runs.
    added, removed = await asyncio.to_thread(_difference, datasource, batch, indexed)
    await values.change(datasource, added, removed)
    report.values_added += len(added)
    report.values_removed += len(removed)


def _difference(
    datasource: str,
    batch: list[tuple[Table, TableValues]],
    indexed: dict[FieldRef, set[str]],
) -> tuple[list[ValueDoc], list[ValueDoc]]:
    """The values to add to the index and to remove from it for ``batch`` to be what was
    read (examples and named values), given what the index holds of its tables."""
    indexed = dict(indexed)
    added: list[ValueDoc] = []
    removed: list[ValueDoc] = []

    def differ(ref: FieldRef, wanted: set[str]) -> None:
        held = indexed.pop(ref, set())
        added.extend(ValueDoc(datasource, *ref, value) for value in wanted - held)
        removed.extend(ValueDoc(datasource, *ref, value) for value in held - wanted)

    for table, read in batch:
        named = {c.field.field: c.values for c in read.columns}
        for f in table.fields:
            if f.name not in read.failed:
                differ(FieldRef(*read.table, f.name), {*f.sample_values, *named.get(f.name, ())})
    failed = {FieldRef(*read.table, name) for _, read in batch for name in read.failed}
    for ref in set(indexed) - failed:  # columns the catalog no longer has
        differ(ref, set())
    return added, removed
