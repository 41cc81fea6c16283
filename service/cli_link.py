"""``schemalink link``: a question linked against the demo database, a database's own
catalog (``--db``, read and indexed as a sync does, cached in the data directory) or a
datasource the service synced (``--datasource``), with follow-ups one a line."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from linking import (
    Glossary,
    Hints,
    IndexProgress,
    LinkingError,
    MetaContext,
    Mode,
    NamedValuesReport,
    TradeOff,
    Turn,
)
from linking.catalog import Meta, TrainingPair
from service.cli_show import show_backends, show_context
from service.config import Settings
from service.demo import DEMO_DATASOURCE, demo_pairs
from service.workspace import Workspace, datasource_name

out = Console()
err = Console(stderr=True)


class Rendering(StrEnum):
    MARKDOWN = "markdown"
    DDL = "ddl"


def _emit(text: str) -> None:
    """Text for files and pipes, exactly as made: rich would wrap it to the terminal's width
    (80 columns in a pipe), breaking DDL comments and JSON strings."""
    sys.stdout.write(text if text.endswith("\n") else text + "\n")
    sys.stdout.flush()


def _progress() -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=err,
        transient=True,
    )


def _read_pairs(path: Path) -> list[TrainingPair]:
    """Pairs from a .json, .jsonl or .csv file, parsed as the API parses uploads."""
    from service.domain.pairs.files import format_of, parse_upload  # the store's models: only here
    from service.domain.pairs.records import InvalidPairError

    fmt = format_of(path.name)
    if fmt is None:
        raise typer.BadParameter(f"{path}: name it .json, .jsonl or .csv")
    try:
        rows = parse_upload(path.read_bytes(), fmt, max_rows=Settings().max_upload_rows)
    except InvalidPairError as error:
        raise typer.BadParameter(f"{path}: {error}") from error
    pairs = []
    for number, row in enumerate(rows, start=1):
        if isinstance(row, InvalidPairError):
            raise typer.BadParameter(f"{path.name} row {number}: {row}")
        pairs.append(TrainingPair(f"{path.stem}-{number}", row.question, row.sql))
    return pairs


def link(
    question: Annotated[str, typer.Argument(help="The question, in Chinese or English.")],
    db: Annotated[
        str | None, typer.Option(help="SQLAlchemy URL; the demo database if omitted.")
    ] = None,
    name: Annotated[
        str | None, typer.Option(help="Datasource name for --db (derived from it if omitted).")
    ] = None,
    datasource: Annotated[
        str | None,
        typer.Option(
            help="Link against a datasource the service registered and synced (schemalink "
            "sync, the API), as SCHEMALINK_API_KEY; not with --db."
        ),
    ] = None,
    pairs: Annotated[
        Path | None,
        typer.Option(
            help="Training pairs: .json, .jsonl or .csv of question/sql.",
            exists=True,
            dir_okay=False,
        ),
    ] = None,
    mode: Annotated[Mode, typer.Option(help="Force a linking mode.")] = Mode.AUTO,
    as_json: Annotated[bool, typer.Option("--json", help="Print the MetaContext as JSON.")] = False,
    render: Annotated[
        Rendering | None,
        typer.Option("--render", help="Print only the linked meta, as markdown or DDL."),
    ] = None,
    schema: Annotated[
        list[str] | None,
        typer.Option(help="A schema of --db to read (repeatable); its default one if omitted."),
    ] = None,
    refresh: Annotated[bool, typer.Option(help="Re-read the database's catalog.")] = False,
    follow_up: Annotated[
        bool,
        typer.Option(
            "--follow-up",
            help="Then read follow-up questions, one a line until an empty one, each linked "
            "with the turns before it.",
        ),
    ] = False,
    evidence: Annotated[
        str, typer.Option(help="What you know beside the question (what a term refers to).")
    ] = "",
    specification: Annotated[str, typer.Option(help="What the answer must be.")] = "",
    keyword: Annotated[
        list[str] | None,
        typer.Option(help="A value to search, instead of the rewrite's keywords (repeatable)."),
    ] = None,
    subquery: Annotated[
        list[str] | None,
        typer.Option(help="What a column is about, instead of the rewrite's (repeatable)."),
    ] = None,
    max_tables: Annotated[
        int | None,
        typer.Option(min=1, help="At most this many tables, those only joining others included."),
    ] = None,
    completeness: Annotated[
        float | None,
        typer.Option(
            min=0.01,
            max=1.0,
            help="The smallest set whose estimated chance of holding every table the SQL reads "
            "reaches this (0.01 to 1).",
        ),
    ] = None,
) -> None:
    """Link a question to the tables and columns it needs."""
    hints = Hints(evidence, specification, tuple(keyword or ()), tuple(subquery or ()))
    trade_off = TradeOff(max_tables, completeness)
    if (name is not None or schema) and db is None and datasource is None:
        # The demo would be indexed under that name, replacing whatever the name held.
        err.print("[bold red]error:[/] --name and --schema are about --db; the demo needs neither")
        raise typer.Exit(2)

    if datasource is not None:
        if db or name or schema or pairs or refresh:
            err.print(
                "[bold red]error:[/] --datasource links what the service synced: --db, --name, "
                "--schema, --pairs and --refresh are for the CLI's own catalogs"
            )
            raise typer.Exit(2)
        from service.cli_registered import Shape, link_datasource  # the service's own stack

        shape: Shape = "json" if as_json else ("ddl" if render is Rendering.DDL else "markdown")
        link_datasource(
            datasource,
            question,
            _follow_ups() if follow_up else iter(()),
            mode,
            shape,
            hints,
            trade_off,
        )
        return

    def answer(context: MetaContext) -> None:
        if as_json:
            _emit(json.dumps(context.to_dict(), ensure_ascii=False, indent=2, default=str))
        elif render:
            _emit(context.render(render.value))
        else:
            show_context(context)

    turns = _follow_ups() if follow_up else iter(())
    try:
        source = _Source(db, name, tuple(schema or ()), refresh)
        backends = asyncio.run(
            _link(question, turns, answer, source, pairs, mode, hints, trade_off)
        )
    except LinkingError as error:
        err.print(f"[bold red]error:[/] {error}")
        raise typer.Exit(2) from None
    if not (as_json or render):
        show_backends(backends, Settings())


async def _read_named_values(workspace: Workspace, url: str, meta: Meta) -> None:
    """The values users name, as a sync reads them, with a bar on a terminal and a line
    after it wherever the output goes."""
    with _progress() as bar:
        task = bar.add_task("reading named values", total=meta.table_count)

        def advance(state: NamedValuesReport) -> None:
            bar.update(task, completed=state.tables_read)

        named = await workspace.read_named_values(url, meta, progress=advance)
    err.print(
        f"read {named.values_read} values users may name from {named.columns_read} columns "
        f"({named.values_added} added, {named.values_removed} removed)"
    )
    for warning in named.warnings:
        err.print(f"[yellow]warning:[/] {escape(warning)}", soft_wrap=True)


def _follow_ups() -> Iterator[str]:
    """Lines typed (or piped) after the first answer, until an empty line or the end."""
    while True:
        err.print("[dim]follow-up (empty to stop):[/] ", end="")
        line = sys.stdin.readline()
        if not line.strip():
            return
        yield line.strip()


@dataclass(frozen=True)
class _Source:
    """Where ``link`` reads its catalog: ``--db`` (the demo when None) under ``--name``, its
    ``--schema``s, re-read or from the cache."""

    db: str | None
    name: str | None
    schemas: tuple[str, ...]
    refresh: bool


async def _link(
    question: str,
    follow_ups: Iterator[str],
    answer: Callable[[MetaContext], None],
    source: _Source,
    pairs_file: Path | None,
    mode: Mode,
    hints: Hints,
    trade_off: TradeOff,
) -> dict[str, str]:
    """Index the catalog as needed, then link the question (with the caller's ``hints``) and
    each follow-up, every one with the turns before it (their questions and the tables they
    were linked to)."""
    settings = Settings()
    db = source.db
    async with Workspace(settings) as workspace:
        url = db or workspace.demo_url
        datasource = source.name or (datasource_name(db) if db else DEMO_DATASOURCE)
        with _progress() as bar:
            task = bar.add_task("reading catalog", total=None)
            meta, report = workspace.catalog(
                url,
                datasource,
                schemas=source.schemas,
                refresh=source.refresh,
                progress=lambda done, total, _: bar.update(task, completed=done, total=total),
            )
        for warning in report.warnings if report else []:
            err.print(f"[yellow]warning:[/] {warning}")
        with _progress() as bar:
            values = bar.add_task("indexing values", total=meta.table_count)
            vectors = bar.add_task("embedding", total=None)

            def advance(state: IndexProgress) -> None:
                if state.phase == "values":
                    bar.update(values, completed=state.tables_done, total=state.tables_total)
                else:
                    bar.update(
                        vectors, completed=state.tables_embedded, total=state.tables_to_embed
                    )

            indexed = await workspace.index(meta, progress=advance)
        if indexed.indexed or indexed.removed:
            err.print(
                f"indexed {len(indexed.indexed)} tables ({indexed.columns} columns, "
                f"{indexed.values} values), embedded {len(indexed.embedded)}; "
                f"{len(indexed.unchanged)} unchanged"
            )
        if report is not None:  # the catalog was read just now: its values are read too
            await _read_named_values(workspace, url, meta)
        training = (demo_pairs() if not db else []) + (
            _read_pairs(pairs_file) if pairs_file else []
        )
        added = await workspace.add_pairs(meta, training)
        if added:
            err.print(f"indexed {added} training pairs")
        assert workspace.linker is not None
        history: list[Turn] = []
        while True:
            context = await workspace.linker.link(
                question,
                meta,
                mode=mode,
                glossary=Glossary({}),
                history=history,
                hints=hints,
                trade_off=trade_off,
            )
            hints = Hints()  # the follow-ups are their own
            answer(context)
            history.append(Turn(question, tuple(f"{t.schema}.{t.name}" for t in context.tables)))
            question = next(follow_ups, "")
            if not question:
                return workspace.linker.describe_backends()
