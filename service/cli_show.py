"""What ``schemalink link`` prints for a person (``--json`` and ``--render`` print the answer
as it is)."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape
from rich.table import Table as RichTable

from linking import MetaContext, Status
from service.config import Settings

out = Console()


def show_context(context: MetaContext) -> None:
    """A link's answer for a person at a terminal: the tables, their columns (``*`` where a
    retriever hit), the joins, similar pairs and what did not run."""
    diagnostics = context.diagnostics
    out.print(f"[bold]{escape(context.question)}[/]")
    out.print(f"mode: [cyan]{context.mode.value}[/] — {escape(context.mode_reason)}")
    if context.rewrite:
        out.print(
            f"rewrite ({context.rewrite.source}): keywords "
            f"{escape(', '.join(context.rewrite.keywords)) or '-'}"
        )
    if context.outcome == "no_data":
        out.print(f"[yellow]no data to query:[/] {escape(context.message)}")
    elif context.completeness is not None:
        out.print(
            f"{len(context.tables)} tables, estimated complete: "
            f"{round(100 * context.completeness)} % (the chance they hold every table the SQL "
            "reads)"
        )
    if context.unmatched:
        words = escape(", ".join(context.unmatched))  # the user's words, not markup
        out.print(f"[yellow]nothing in the catalog matches:[/] {words}")
    for table in context.tables:
        why = "; ".join(sorted({e.retriever for e in table.evidence}))
        described = f"{table.name} — {table.description}" if table.description else table.name
        grid = RichTable(
            title=f"{escape(described)}  [dim]({why})[/]",
            title_justify="left",
            show_edge=False,
        )
        grid.add_column("column")
        grid.add_column("type")
        grid.add_column("description", overflow="fold")
        for f in table.fields:
            mark = " *" if f.evidence else ""
            grid.add_row(
                escape(f.name + (" (PK)" if f.primary_key else "") + mark),
                escape(f.type),
                escape(f.description),
            )
        out.print(grid)
    if context.join_paths:
        steps = [
            f"{j.from_table}.{'+'.join(j.from_columns)} = {j.to_table}.{'+'.join(j.to_columns)}"
            + (f" (inferred, {j.confidence:.2f})" if j.origin == "inferred" else "")
            for j in context.join_paths
        ]
        out.print("joins: " + "; ".join(steps), markup=False)
    for pair in context.training_pairs:
        out.print(f"similar pair ({pair.score:.2f}): {pair.question}\n  {pair.sql}", markup=False)
    for component in diagnostics.components:
        if component.status != Status.RAN:
            out.print(
                f"[yellow]{component.name} {component.status.value}:[/] {escape(component.reason)}"
            )
    for note in diagnostics.notes:
        out.print(f"[dim]{escape(note)}[/]")
    timings = ", ".join(f"{k} {v:.1f}" for k, v in diagnostics.timings_ms.items())
    out.print(f"[dim]* = hit by a retriever.  ms: {timings}[/]")


def show_backends(backends: dict[str, str], settings: Settings) -> None:
    """Which backend ran, and how to get the other (the README's configuration table)."""
    hint = "" if settings.llm_model else "  (set LLM_MODEL to rewrite and rerank with an LLM)"
    listed = ", ".join(f"{role} {name}" for role, name in backends.items())
    out.print(f"[dim]backends: {listed}{hint}[/]")
