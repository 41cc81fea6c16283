"""``schemalink`` on the command line.

schemalink link "上个月销售额最高的产品是什么？"          # the demo database, offline
schemalink link "..." --db postgresql://user@host/db --json
schemalink link "华东大区有几家旗舰店？" --follow-up   # then follow-ups, one a line
"""

from __future__ import annotations

import os
from importlib.metadata import version
from typing import Annotated

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.markup import escape

from service.cli_evaluate import evaluate
from service.cli_link import link
from service.cli_relationships import relationships_app
from service.cli_service import delete, mcp, migrate, pairs_app, serve, sync, worker
from service.data_dir import PRIVATE_UMASK

app = typer.Typer(
    add_completion=False, no_args_is_help=True, help="Schema linking for Text-to-SQL."
)
err = Console(stderr=True)


app.command()(serve)
app.command()(worker)
app.command()(migrate)
app.command()(sync)
app.command()(delete)
app.command()(mcp)
app.command()(evaluate)
app.add_typer(pairs_app, name="pairs")
app.add_typer(relationships_app, name="relationships")


def _print_version(asked: bool) -> None:
    if asked:
        print(f"schemalink {version('schemalink')}")
        raise typer.Exit()


@app.callback()
def _root(
    _: Annotated[
        bool,
        typer.Option(
            "--version", callback=_print_version, is_eager=True, help="Print the version."
        ),
    ] = False,
) -> None:
    """Schema linking for Text-to-SQL: the tables and columns a question needs."""


app.command()(link)


def main() -> None:
    # What the service writes in its data directory is its owner's alone (service.data_dir).
    os.umask(PRIVATE_UMASK)
    try:
        app()
    except ValidationError as error:
        # A setting from the environment: its name and what is wrong with it, never its
        # value, which may be a secret.
        for problem in error.errors():
            name = ".".join(str(part) for part in problem["loc"])
            err.print(
                f"[bold red]error:[/] {escape(name)}: {escape(problem['msg'])}", soft_wrap=True
            )
        raise SystemExit(2) from None
