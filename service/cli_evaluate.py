"""``schemalink evaluate``: how well linking answers a datasource's own approved pairs, each
asked again with itself held out, as ``POST /v1/datasources/{id}/evaluations`` does."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table as RichTable

from service.auth import Principal, Scope
from service.config import Settings
from service.container import Container
from service.errors import Refused
from service.schemas import EvaluationFigures, EvaluationPublic
from service.usecases.evaluations import list_evaluations, request_evaluation

out = Console()
err = Console(stderr=True)
# Whoever runs the command owns the store: every pair and table is theirs to see.
SHELL = Principal("shell", "schemalink on the command line", frozenset({Scope.ADMIN}), None)


def evaluate(
    datasource: Annotated[str, typer.Argument(help="The datasource's id.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the evaluation as JSON.")] = False,
) -> None:
    """Link every approved pair's question with the pair held out of pair retrieval and score
    the answer against what its SQL reads: tables and columns complete, excess, CR@k."""
    evaluation = asyncio.run(_evaluate(datasource))
    if as_json:
        print(json.dumps(evaluation.model_dump(mode="json"), ensure_ascii=False, indent=1))
    else:
        show(evaluation)
    if evaluation.status != "succeeded":
        raise typer.Exit(1)


async def _evaluate(datasource: str) -> EvaluationPublic:
    container = await Container.open(Settings(), run_worker=False)
    try:
        async with container.store.session() as session:
            try:
                job = await request_evaluation(container, session, SHELL, datasource)
            except Refused as error:  # unknown, or not synced yet
                err.print(f"[red]error:[/red] {error.message}")
                raise typer.Exit(1) from error
        with err.status(f"evaluating {datasource}…"):
            await container.worker.drain()
        async with container.store.session() as session:
            page = await list_evaluations(container, session, SHELL, datasource, offset=0, limit=20)
        return next(e for e in page.data if e.job_id == job.id)
    finally:
        await container.close()


def _share(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def _size(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


MEASURES: tuple[tuple[str, Callable[[EvaluationFigures], str]], ...] = (
    ("questions", lambda f: str(f.questions)),
    ("tables complete", lambda f: _share(f.tables_complete)),
    ("columns complete", lambda f: _share(f.columns_complete)),
    ("tables returned", lambda f: _size(f.tables_returned)),
    ("excess tables", lambda f: _size(f.excess_tables)),
    ("columns returned", lambda f: _size(f.columns_returned)),
    ("excess columns", lambda f: _size(f.excess_columns)),
    ("CR@1 / 3 / 5", lambda f: " / ".join(_share(f.recall_at.get(k)) for k in ("1", "3", "5"))),
    ("estimated completeness", lambda f: _share(f.estimated_completeness)),
)


def show(evaluation: EvaluationPublic) -> None:
    """The figures a measure a row, over every question and per language (narrow enough for
    a terminal), then the worst questions."""
    out.print(f"{evaluation.status}: {escape(evaluation.message)}")
    if evaluation.figures is None or not evaluation.figures.questions:
        return
    columns: list[tuple[str, EvaluationFigures]] = [("all", evaluation.figures)]
    columns += sorted(evaluation.by_language.items())
    grid = RichTable("", *(name for name, _ in columns), show_edge=False)
    for measure, shown in MEASURES:
        grid.add_row(measure, *(shown(f) for _, f in columns))
    out.print(grid)
    for worst in evaluation.worst:
        missed = ", ".join(worst.missed_tables + worst.missed_columns) or "-"
        excess = ", ".join(worst.excess_tables) or "-"
        out.print(f"• {escape(worst.question)}  missed: {escape(missed)}  excess: {escape(excess)}")
