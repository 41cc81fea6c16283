"""Training pairs as files: JSON, JSON lines and CSV, read row by row (a row that cannot be
read is reported, the others kept) and written so that an export imports back unchanged. CSV
cells a spreadsheet would run as formulas are written inert and read back as they were."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable
from pathlib import PurePath
from typing import Any, Literal

from linking.catalog import text_problem
from service.domain.pairs.records import InvalidPairError, PairInput
from service.store.models import TrainingPair

ExportFormat = Literal["json", "jsonl", "csv"]
CSV_COLUMNS = ("question", "sql", "source")
# A spreadsheet runs a cell that starts with one of these as a formula (=cmd|' /C calc'!A0).
# Exported CSV cells that do are prefixed with an apostrophe, which spreadsheets show as
# text; imports strip it again, so an export still imports back unchanged.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_TOO_DEEP = "the JSON nests too deeply to read (a pair is an object of strings)"


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
