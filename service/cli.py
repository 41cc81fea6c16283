"""``schemalink`` on the command line.

schemalink link "上个月销售额最高的产品是什么？"          # the demo database, offline
schemalink link "..." --db postgresql://user@host/db --json
schemalink link "华东大区有几家旗舰店？" --follow-up   # then follow-ups, one a line
"""

from __future__ import annotations

import importlib
import os
from importlib.metadata import version
from typing import Annotated, Any

import typer
from typer.core import TyperGroup
from typer.main import get_command, get_group

from service.data_dir import PRIVATE_UMASK

# Each command, and the module that holds it: imported only when that command runs (or help
# lists them), so ``schemalink --version`` and every command pay only for what they use.
COMMANDS = {
    "serve": ("service.cli_service", "serve"),
    "worker": ("service.cli_service", "worker"),
    "migrate": ("service.cli_service", "migrate"),
    "sync": ("service.cli_service", "sync"),
    "delete": ("service.cli_service", "delete"),
    "mcp": ("service.cli_service", "mcp"),
    "evaluate": ("service.cli_evaluate", "evaluate"),
    "pairs": ("service.cli_service", "pairs_app"),
    "relationships": ("service.cli_relationships", "relationships_app"),
    "link": ("service.cli_link", "link"),
}


class LazyCommands(TyperGroup):
    """The root group: a command is looked up by name and built from its module on demand."""

    def list_commands(self, ctx: Any) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        if cmd_name not in self.commands and cmd_name in COMMANDS:
            module, attribute = COMMANDS[cmd_name]
            self.commands[cmd_name] = _command(
                cmd_name, getattr(importlib.import_module(module), attribute)
            )
        return self.commands.get(cmd_name)


def _command(name: str, target: Any) -> Any:
    if isinstance(target, typer.Typer):
        group = get_group(target)
        group.name = name
        return group
    single = typer.Typer()
    single.command(name=name)(target)
    command = get_command(single)
    command.name = name
    return command


app = typer.Typer(
    cls=LazyCommands,
    add_completion=False,
    no_args_is_help=True,
    help="Schema linking for Text-to-SQL.",
)


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


def main() -> None:
    # What the service writes in its data directory is its owner's alone (service.data_dir).
    os.umask(PRIVATE_UMASK)
    try:
        app()
    except Exception as error:
        from pydantic import ValidationError
        from rich.console import Console
        from rich.markup import escape

        if not isinstance(error, ValidationError):
            raise
        # A setting from the environment: its name and what is wrong with it, never its
        # value, which may be a secret.
        err = Console(stderr=True)
        for problem in error.errors():
            name = ".".join(str(part) for part in problem["loc"])
            err.print(
                f"[bold red]error:[/] {escape(name)}: {escape(problem['msg'])}", soft_wrap=True
            )
        raise SystemExit(2) from None
