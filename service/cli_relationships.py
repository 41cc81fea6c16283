"""``schemalink relationships list|declare|reject|forget``: the relationships joins walk, from a
shell, on the same store and under the same rules as ``/v1/datasources/{id}/relationships``.

A side of a relationship is written ``TABLE.COLUMN`` (``schema.table.column`` where the table
name alone is ambiguous), several columns joined by ``+``: ``order_lines.order_id+line_no``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Annotated, TypeVar

import typer
from rich.console import Console
from sqlalchemy.ext.asyncio import AsyncSession

from service.config import Settings
from service.container import Container
from service.errors import Refused
from service.schemas import RelationshipJudgement, RelationshipOut
from service.usecases import relationships

out = Console()
err = Console(stderr=True)
relationships_app = typer.Typer(
    no_args_is_help=True, help="List, declare or reject relationships between tables."
)
Result = TypeVar("Result")


@relationships_app.command("list")
def list_command(
    datasource: Annotated[str, typer.Argument(help="The datasource's id.")],
    origin: Annotated[
        str | None, typer.Option(help="Only those from: database, declared or inferred.")
    ] = None,
) -> None:
    """The relationships joins walk (with inference's confidence and evidence), then the
    rejected ones."""
    if origin not in (None, "database", "declared", "inferred"):
        err.print("[red]error:[/red] --origin is database, declared or inferred")
        raise typer.Exit(2)
    found = _run(lambda c, s: relationships.list_relationships(c, s, datasource, origin))
    for r in found:
        line = f"{_shown(r)}  {r.origin or '–'} {r.confidence:.2f}"
        if r.verdict:
            line += f"  {r.verdict} (#{r.verdict_id})" + (f": {r.note}" if r.note else "")
        out.print(line, markup=False, soft_wrap=True)
        if r.evidence:
            out.print("    " + "; ".join(r.evidence), markup=False, soft_wrap=True)


@relationships_app.command("declare")
def declare_command(
    datasource: Annotated[str, typer.Argument(help="The datasource's id.")],
    side: Annotated[str, typer.Argument(help="TABLE.COLUMN holding the key.")],
    ref: Annotated[str, typer.Argument(help="TABLE.COLUMN it refers to.")],
    note: Annotated[str, typer.Option(help="Why, for the next admin.")] = "",
) -> None:
    """Declare a relationship: joins may walk it, whatever inference says; kept across syncs."""
    _judge(datasource, side, ref, "declared", note)


@relationships_app.command("reject")
def reject_command(
    datasource: Annotated[str, typer.Argument(help="The datasource's id.")],
    side: Annotated[str, typer.Argument(help="TABLE.COLUMN of one side.")],
    ref: Annotated[str, typer.Argument(help="TABLE.COLUMN of the other.")],
    note: Annotated[str, typer.Option(help="Why, for the next admin.")] = "",
) -> None:
    """Reject a relationship: joins never walk it, whatever the database or inference says."""
    _judge(datasource, side, ref, "rejected", note)


@relationships_app.command("forget")
def forget_command(
    datasource: Annotated[str, typer.Argument(help="The datasource's id.")],
    verdict_id: Annotated[int, typer.Argument(help="The verdict's number, as list shows it.")],
) -> None:
    """Withdraw a verdict: the relationship is again what the database and inference say."""
    _run(lambda c, s: relationships.forget_verdict(c, s, datasource, verdict_id))
    out.print(f"verdict #{verdict_id} withdrawn")


def _judge(datasource: str, side: str, ref: str, verdict: str, note: str) -> None:
    (table, columns), (ref_table, ref_columns) = _side(side), _side(ref)
    body = RelationshipJudgement.model_validate(
        {
            "table": table,
            "columns": columns,
            "ref_table": ref_table,
            "ref_columns": ref_columns,
            "verdict": verdict,
            "note": note,
        }
    )
    judged = _run(lambda c, s: relationships.judge_relationship(c, s, datasource, body))
    out.print(
        f"{judged.verdict} (#{judged.verdict_id}): {_shown(judged)}", markup=False, soft_wrap=True
    )


def _side(text: str) -> tuple[str, list[str]]:
    table, dot, columns = text.rpartition(".")
    if not dot or not table or not columns:
        raise typer.BadParameter(f"{text!r}: write TABLE.COLUMN (columns joined by +)")
    return table, [c.strip() for c in columns.split("+")]


def _shown(r: RelationshipOut) -> str:
    return f"{r.table}({', '.join(r.columns)}) → {r.ref_table}({', '.join(r.ref_columns)})"


def _run(call: Callable[[Container, AsyncSession], Awaitable[Result]]) -> Result:
    async def run() -> Result:
        container = await Container.open(Settings(), run_worker=False)
        try:
            async with container.store.session() as session:
                return await call(container, session)
        finally:
            await container.close()

    try:
        return asyncio.run(run())
    except Refused as error:  # an unknown or unsynced datasource or column, a bad verdict
        err.print(f"[red]error:[/red] {error.message}")
        raise typer.Exit(1) from error
