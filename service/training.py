"""Training pairs in the store: validation against the catalog, bulk import, export.

A pair's SQL is parsed in the datasource's dialect and every table and column it names must
exist in the catalog; a pair that fails is refused with the name that is wrong. Bulk imports
report row by row (accepted / duplicate / invalid and why) and apply in one transaction, with
one index task per changed pair in that same transaction.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import PurePath
from typing import Any, Literal

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from linking import InvalidSQLError
from linking.catalog import Meta, seed_pairs, sql_entities, text_problem
from service.store.models import IndexTask, PairOrigin, PairStatus, TrainingPair

ExportFormat = Literal["json", "jsonl", "csv"]
CSV_COLUMNS = ("question", "sql", "source")
# A spreadsheet runs a cell that starts with one of these as a formula (=cmd|' /C calc'!A0).
# Exported CSV cells that do are prefixed with an apostrophe, which spreadsheets show as
# text; imports strip it again, so an export still imports back unchanged.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
MAX_SQL_CHARS = 20_000  # the API's schemas say so too
_TOO_DEEP = "the JSON nests too deeply to read (a pair is an object of strings)"


class ImportMode(StrEnum):
    SKIP = "skip"  # an exact duplicate (same question and SQL) is skipped
    UPSERT = "upsert"  # a pair with the same question replaces the stored ones
    OVERWRITE = "overwrite"  # the upload replaces every stored pair of its source


class InvalidPairError(ValueError):
    pass


@dataclass(frozen=True)
class PairInput:
    question: str
    sql: str
    source: str | None = None


@dataclass
class RowReport:
    row: int
    status: Literal["accepted", "duplicate", "invalid"]
    reason: str = ""
    id: str | None = None


@dataclass
class ImportReport:
    rows: list[RowReport] = field(default_factory=list)
    replaced: int = 0  # stored pairs removed by upsert or overwrite

    def count(self, status: str) -> int:
        return sum(1 for r in self.rows if r.status == status)


def question_key(question: str) -> str:
    return hashlib.sha256(" ".join(question.lower().split()).encode()).hexdigest()


def sql_key(sql: str) -> str:
    return hashlib.sha256(" ".join(sql.rstrip("; \n").split()).encode()).hexdigest()


def check_pair(question: str, sql: str, meta: Meta, *, max_question_chars: int) -> list[str]:
    """The catalog tables the SQL reads; InvalidPairError says what is wrong. A pair's
    question is held to the limit a linked question is (``SCHEMALINK_MAX_QUESTION_CHARS``)."""
    question = " ".join(question.split())
    if not question:
        raise InvalidPairError("the question is empty")
    if len(question) > max_question_chars:
        raise InvalidPairError(f"the question is longer than {max_question_chars} characters")
    if len(sql) > MAX_SQL_CHARS:
        raise InvalidPairError(f"the SQL is longer than {MAX_SQL_CHARS} characters")
    try:
        entities = sql_entities(sql, meta)
    except InvalidSQLError as error:
        raise InvalidPairError(str(error)) from error
    if entities.unknown_tables:
        raise InvalidPairError(f"unknown table: {', '.join(entities.unknown_tables)}")
    if entities.unknown_columns:
        raise InvalidPairError(f"unknown column: {', '.join(entities.unknown_columns)}")
    if not entities.tables:
        raise InvalidPairError("the SQL reads no table of the catalog")
    return [str(t) for t in entities.tables]


def new_pair(
    datasource_id: str,
    item: PairInput,
    tables: list[str],
    *,
    status: PairStatus,
    origin: PairOrigin,
    worked: bool | None = None,
) -> TrainingPair:
    question = " ".join(item.question.split())
    return TrainingPair(
        datasource_id=datasource_id,
        question=question,
        sql=item.sql.strip(),
        question_key=question_key(question),
        sql_key=sql_key(item.sql),
        status=status,
        origin=origin,
        source=item.source,
        worked=worked,
        tables=tables,
    )


def index_task(pair: TrainingPair) -> IndexTask:
    return IndexTask(datasource_id=pair.datasource_id, pair_id=pair.id)


async def store_pair(session: AsyncSession, pair: TrainingPair) -> TrainingPair:
    """Add a new pair and, in the same transaction, the task that indexes it."""
    session.add(pair)
    await session.flush()  # the pair's id, for the task
    session.add(index_task(pair))
    return pair


async def import_pairs(
    session: AsyncSession,
    datasource_id: str,
    meta: Meta,
    items: Sequence[PairInput | InvalidPairError],
    mode: ImportMode,
    *,
    source: str | None = None,
    max_question_chars: int,
    status: PairStatus = PairStatus.APPROVED,
    origin: PairOrigin = PairOrigin.ADMIN,
) -> ImportReport:
    """Validate and store ``items``; the caller commits (or rolls back) the session."""
    report = ImportReport()
    if mode == ImportMode.OVERWRITE:
        if not source:
            raise InvalidPairError("overwrite mode needs a source: the upload replaces its pairs")
        report.replaced += await delete_pairs(
            session, TrainingPair.datasource_id == datasource_id, TrainingPair.source == source
        )
    existing = {
        (q, s): i
        for i, q, s in await session.execute(
            select(TrainingPair.id, TrainingPair.question_key, TrainingPair.sql_key).where(
                TrainingPair.datasource_id == datasource_id
            )
        )
    }
    for number, item in enumerate(items, start=1):
        if isinstance(item, InvalidPairError):
            report.rows.append(RowReport(number, "invalid", str(item)))
            continue
        if source and not item.source:
            item = PairInput(item.question, item.sql, source)
        try:
            tables = check_pair(
                item.question, item.sql, meta, max_question_chars=max_question_chars
            )
        except InvalidPairError as error:
            report.rows.append(RowReport(number, "invalid", str(error)))
            continue
        key = (question_key(item.question), sql_key(item.sql))
        if key in existing:
            report.rows.append(
                RowReport(number, "duplicate", "the same pair is stored", existing[key])
            )
            continue
        if mode == ImportMode.UPSERT:
            same_question = [k for k in existing if k[0] == key[0]]
            for stale in same_question:
                report.replaced += await delete_pairs(
                    session, TrainingPair.id == existing.pop(stale)
                )
        pair = await store_pair(
            session, new_pair(datasource_id, item, tables, status=status, origin=origin)
        )
        existing[key] = pair.id
        report.rows.append(RowReport(number, "accepted", id=pair.id))
    return report


async def delete_pairs(session: AsyncSession, *conditions: Any) -> int:
    """Delete matching pairs, leaving an index task for each so the index forgets them."""
    doomed = list(await session.scalars(select(TrainingPair).where(*conditions)))
    for pair in doomed:
        session.add(index_task(pair))
    if doomed:
        await session.execute(
            delete(TrainingPair).where(TrainingPair.id.in_([p.id for p in doomed]))
        )
    return len(doomed)


async def stored_twin(
    session: AsyncSession, datasource_id: str, question: str, sql: str
) -> TrainingPair | None:
    """The stored pair with the same question and SQL (as ``question_key``/``sql_key`` see
    them), if any."""
    return await session.scalar(
        select(TrainingPair).where(
            TrainingPair.datasource_id == datasource_id,
            TrainingPair.question_key == question_key(question),
            TrainingPair.sql_key == sql_key(sql),
        )
    )


def format_of(filename: str | None) -> ExportFormat | None:
    """A pair file's format from its name's extension (.json, .jsonl/.ndjson, .csv)."""
    suffix = PurePath(filename or "").suffix.lower().lstrip(".")
    if suffix == "ndjson":
        return "jsonl"
    if suffix == "json":
        return "json"
    if suffix == "jsonl":
        return "jsonl"
    if suffix == "csv":
        return "csv"
    return None


def parse_upload(
    content: bytes, fmt: ExportFormat, *, max_rows: int
) -> list[PairInput | InvalidPairError]:
    """Rows of a JSON array, JSON lines or CSV (header: question, sql[, source]): the one
    parser of pair files, for the API's uploads and the CLI alike. A bad row becomes an
    InvalidPairError in its place; a bad file raises one."""
    try:
        text = content.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InvalidPairError(
            f"the upload is not UTF-8: {error.reason} at byte {error.start}"
        ) from error
    rows: list[Any]
    if fmt == "json":
        try:
            rows = json.loads(text)
        except json.JSONDecodeError as error:
            raise InvalidPairError(f"not JSON: {error.msg} (line {error.lineno})") from error
        except RecursionError:
            raise InvalidPairError(_TOO_DEEP) from None
        if not isinstance(rows, list):
            raise InvalidPairError("a JSON upload is an array of {question, sql} objects")
    elif fmt == "jsonl":
        rows = []
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as error:
                rows.append(InvalidPairError(f"line {number} is not JSON: {error.msg}"))
            except RecursionError:
                rows.append(InvalidPairError(f"line {number}: {_TOO_DEEP}"))
    else:
        rows = _csv_rows(text, max_rows)
    if len(rows) > max_rows:
        raise InvalidPairError(f"the upload has {len(rows)} rows; the limit is {max_rows}")
    return [_row(r) for r in rows]


def _csv_rows(text: str, max_rows: int) -> list[Any]:
    """The CSV's rows as dicts, a row the csv module cannot read as an ``InvalidPairError``
    in its place. Read as written (``newline=""``): a line break inside a quoted cell is part
    of the cell, and one in an unquoted cell ends the row, as in any spreadsheet."""
    reader = csv.DictReader(io.StringIO(text, newline=""))
    try:
        missing = {"question", "sql"} - set(reader.fieldnames or ())
    except csv.Error as error:
        raise InvalidPairError(f"the CSV header does not parse: {_csv_problem(error)}") from error
    if missing:
        raise InvalidPairError(f"the CSV header lacks: {', '.join(sorted(missing))}")
    rows: list[Any] = []
    while len(rows) <= max_rows:
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as error:
            rows.append(InvalidPairError(f"line {reader.line_num}: {_csv_problem(error)}"))
            continue
        rows.append({k: _from_inert(v) if isinstance(v, str) else v for k, v in row.items()})
    return rows


def _csv_problem(error: csv.Error) -> str:
    text = str(error)
    if "field larger than field limit" in text:
        return f"a cell is longer than {csv.field_size_limit():,} characters"
    return text.split(" - ")[0]  # not the advice about opening files


def _row(row: Any) -> PairInput | InvalidPairError:
    if isinstance(row, InvalidPairError):
        return row
    if not isinstance(row, dict):
        return InvalidPairError("a row is an object with question and sql")
    question, sql, source = row.get("question"), row.get("sql"), row.get("source")
    if question is None or sql is None:
        return InvalidPairError(
            "the row has no question or no sql (a line break in an unquoted CSV cell ends the "
            "row: quote the cell)"
        )
    if not isinstance(question, str) or not isinstance(sql, str):
        return InvalidPairError("question and sql must both be strings")
    if source is not None and not isinstance(source, str):
        return InvalidPairError("source must be a string")
    for name, text in (("question", question), ("sql", sql), ("source", source or "")):
        problem = text_problem(text)
        if problem:
            return InvalidPairError(f"the {name} {problem}")
    return PairInput(question, sql, source or None)


def export_pairs(pairs: Iterable[TrainingPair], fmt: ExportFormat) -> str:
    rows = [{"question": p.question, "sql": p.sql, "source": p.source} for p in pairs]
    if fmt == "json":
        return json.dumps(rows, ensure_ascii=False, indent=2)
    if fmt == "jsonl":
        return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    out = io.StringIO()
    # CRLF, as RFC 4180 has it: the csv module quotes a cell holding any character of the line
    # terminator, so a bare carriage return is quoted too and cannot start a spreadsheet row.
    writer = csv.DictWriter(out, fieldnames=CSV_COLUMNS, lineterminator="\r\n")
    writer.writeheader()
    writer.writerows({k: _inert(v or "") for k, v in r.items()} for r in rows)
    return out.getvalue()


def _inert(cell: str) -> str:
    return "'" + cell if cell.startswith(_FORMULA_STARTS) else cell


def _from_inert(cell: str) -> str:
    return cell[1:] if cell.startswith("'") and cell[1:].startswith(_FORMULA_STARTS) else cell


async def replace_seeds(
    session: AsyncSession, datasource_id: str, meta: Meta, *, max_question_chars: int
) -> tuple[int, int]:
    """Replace the datasource's generated pairs with fresh ones from its catalog; a question
    a person already stored keeps theirs. (created, replaced); the caller commits."""
    replaced = await delete_pairs(
        session,
        TrainingPair.datasource_id == datasource_id,
        TrainingPair.origin == PairOrigin.SEED,
    )
    taken = set(
        await session.scalars(
            select(TrainingPair.question_key).where(TrainingPair.datasource_id == datasource_id)
        )
    )
    created = 0
    for seed in seed_pairs(meta):
        key = question_key(seed.question)
        if key in taken:
            continue
        taken.add(key)
        tables = check_pair(seed.question, seed.sql, meta, max_question_chars=max_question_chars)
        seeded = PairInput(seed.question, seed.sql, PairOrigin.SEED)
        await store_pair(
            session,
            new_pair(
                datasource_id, seeded, tables, status=PairStatus.APPROVED, origin=PairOrigin.SEED
            ),
        )
        created += 1
    return created, replaced
