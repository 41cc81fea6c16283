"""``schemalink serve``, ``worker``, ``migrate``, ``sync``, ``mcp``, ``pairs import|export``: the
service's store from a shell.

These commands work on the same metadata store and indexes as the HTTP service (the data
directory or ``DATABASE_URL``), so a pipeline can load pairs without an API key.
"""

from __future__ import annotations

import asyncio
import logging
import os
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from linking import LinkingError
from service.config import Settings
from service.container import Container
from service.domain.pairs.files import ExportFormat, format_of
from service.domain.pairs.records import ImportMode, InvalidPairError
from service.errors import Refused
from service.listening import listen
from service.store.models import Datasource, Job, JobStatus
from service.usecases import pairs
from service.usecases.datasources import (
    change_datasource,
    delete_datasource,
    register_datasource,
    request_sync,
)

logger = logging.getLogger(__name__)
out = Console()
err = Console(stderr=True)
pairs_app = typer.Typer(no_args_is_help=True, help="Import or export training pairs.")


def serve(
    host: Annotated[str | None, typer.Option(help="Address to bind (default 127.0.0.1).")] = None,
    port: Annotated[int | None, typer.Option(help="Port (default 8000).")] = None,
    demo: Annotated[
        bool,
        typer.Option(
            "--demo", help="Serve the demo database as datasource 'demo' (synced, with pairs)."
        ),
    ] = False,
) -> None:
    """Run the HTTP service (OpenAPI docs at /docs)."""
    import uvicorn

    from service import logs
    from service.api.app import create_app
    from service.api.serving import Server

    settings = Settings()
    if host is not None:
        settings.host = host
    if port is not None:
        settings.port = port
    listening = listen(settings.host, settings.port)  # before anything else: it may be taken
    probing = (
        listen(settings.host, settings.probe_port, chosen_by="SCHEMALINK_PROBE_PORT")
        if settings.probe_port
        else None
    )
    logs.configure()
    try:
        application = create_app(settings, load_model_at_start=True)
        if demo:
            with err.status("preparing the demo datasource…"):
                said = asyncio.run(_prepare_demo(settings))
            err.print(said)
    except LinkingError as error:
        err.print(f"[red]error:[/red] {error}")
        raise typer.Exit(2) from error
    origin = f"http://{settings.host}:{settings.port}"
    err.print(f"console: {origin}/console/   API docs: {origin}/docs")
    config = uvicorn.Config(application, log_config=None, access_log=False)
    Server(config, listening, probe=probing, version=application.version).run()


async def _prepare_demo(settings: Settings) -> str:
    from service.usecases.demo import prepare_demo

    container = await Container.open(settings, run_worker=False)
    try:
        return await prepare_demo(container)
    finally:
        await container.close()


def migrate() -> None:
    """Bring the metadata store's schema to this version (every process also does it when it
    starts; run it alone first, e.g. as a Kubernetes Job, before a rollout)."""
    from service.store.db import Store

    async def run() -> None:
        store = Store(Settings().store_url())
        try:
            await store.migrate()
        finally:
            await store.close()

    asyncio.run(run())
    out.print("the metadata store is at the latest revision")


def worker() -> None:
    """Run sync jobs and index tasks, beside the API's own worker or instead of it
    (SCHEMALINK_RUN_WORKER=false on the API), as many processes as needed. Stops on SIGTERM,
    handing a running job to the next worker."""
    from service import logs

    settings = Settings()
    if settings.secret_key is None and not (settings.data_dir / "secret.key").is_file():
        # A key of its own would not open the URLs the API encrypted.
        err.print(
            "[red]error:[/red] set SCHEMALINK_SECRET_KEY to the API's key (or run the worker "
            "on the API's data directory): datasource URLs are encrypted with it"
        )
        raise typer.Exit(2)
    logs.configure()
    asyncio.run(_work(settings))


async def _work(settings: Settings) -> None:
    import signal

    container = await Container.open(settings, run_worker=True)
    local = [
        name
        for name, url in (("vectors", settings.qdrant_url), ("values", settings.meili_url))
        if not url
    ]
    if local:
        # Embedded engines are shared by the processes on one data directory, not beyond:
        # workers on other machines need QDRANT_URL and MEILI_URL.
        logger.warning(
            "this worker's indexes are embedded: shared only with processes on its data directory",
            extra={"indexes": local},
        )
    logger.info("worker started", extra={"worker": container.worker.name})
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    try:
        await stop.wait()
    finally:
        await container.close()  # a job cut short is released to the next worker
        logger.info("worker stopped", extra={"worker": container.worker.name})


def mcp(
    http: Annotated[
        bool, typer.Option("--http", help="Streamable HTTP at /mcp instead of stdio.")
    ] = False,
    host: Annotated[str | None, typer.Option(help="Address to bind with --http.")] = None,
    port: Annotated[int | None, typer.Option(help="Port with --http (default 8000).")] = None,
) -> None:
    """Run the MCP server for agents: over stdio as the key in SCHEMALINK_API_KEY, or over
    streamable HTTP as each request's Bearer key."""
    import anyio

    from service import logs
    from service.mcp import run

    settings = Settings()
    if host is not None:
        settings.host = host
    if port is not None:
        settings.port = port
    logs.configure()  # to stderr: stdout is the stdio transport's
    try:
        anyio.run(run, settings, os.environ.get("SCHEMALINK_API_KEY") or None, http)
    except LinkingError as error:
        err.print(f"[red]error:[/red] {error}")
        raise typer.Exit(2) from error


def sync(
    datasource: Annotated[str, typer.Argument(help="The datasource's id.")],
    url: Annotated[
        str | None, typer.Option(help="Register the datasource with this URL first.")
    ] = None,
    schema: Annotated[
        list[str] | None,
        typer.Option(
            help="A schema to read (repeatable): replaces the datasource's schemas; its "
            "default one when it names none."
        ),
    ] = None,
) -> None:
    """Read a datasource's catalog and index what changed, as the service's sync job does."""
    from service import logs

    with logs.to_stderr():  # the reasons a job's message leaves to the log
        asyncio.run(_sync(datasource, url, schema or []))


async def _sync(datasource: str, url: str | None, schemas: list[str]) -> None:
    container = await Container.open(Settings(), run_worker=False)
    try:
        async with container.store.session() as session:
            known = await session.get(Datasource, datasource) is not None
            if not known and url is None:
                err.print(f"[red]error:[/red] no datasource {datasource!r}; pass --url to add it")
                raise typer.Exit(1)
            try:
                if not known and url is not None:
                    await register_datasource(container, session, datasource, url, schemas=schemas)
                elif schemas:
                    await change_datasource(container, session, datasource, schemas=schemas)
                job = await request_sync(container, session, datasource)
            except LinkingError as error:  # the URL policy's refusal
                err.print(f"[red]error:[/red] {error}")
                raise typer.Exit(2) from error
            except Refused as error:  # an id still being removed, say
                err.print(f"[red]error:[/red] {error.message}")
                raise typer.Exit(1) from error
        with err.status(f"syncing {datasource}…"):
            await container.worker.drain()
        async with container.store.session() as session:
            done = await session.get(Job, job.id)
        assert done is not None
        if JobStatus(done.status).active:
            # Another process's worker took it (a server running on the same store).
            where = f"worker {done.lease_owner}" if done.lease_owner else "waiting for a worker"
            out.print(
                f"job {done.id} is {done.status} ({where}, another process on this store); "
                f"follow it with GET /v1/jobs/{done.id}"
            )
            return
        colour = {JobStatus.SUCCEEDED: "green", JobStatus.PARTIAL: "yellow"}.get(
            JobStatus(done.status), "red"
        )
        out.print(f"[{colour}]{done.status}[/{colour}]: {done.message}")
        if done.status != JobStatus.SUCCEEDED:
            raise typer.Exit(1)
    finally:
        await container.close()


def delete(
    datasource: Annotated[str, typer.Argument(help="The datasource's id.")],
    yes: Annotated[bool, typer.Option("--yes", help="Delete without asking.")] = False,
) -> None:
    """Delete a datasource with its catalog, training pairs, jobs and conversations, and empty
    its indexes, as DELETE /v1/datasources/{id} does."""
    if not yes:
        typer.confirm(
            f"delete {datasource!r} with its catalog, training pairs, jobs and conversations?",
            abort=True,
        )
    asyncio.run(_delete(datasource))


async def _delete(datasource: str) -> None:
    container = await Container.open(Settings(), run_worker=False)
    try:
        async with container.store.session() as session:
            try:
                await delete_datasource(container, session, datasource)
            except Refused as error:
                err.print(f"[red]error:[/red] {error.message}")
                raise typer.Exit(1) from error
        await container.worker.apply_index_tasks()  # its indexes emptied now, not later
        out.print(f"deleted {datasource}")
    finally:
        await container.close()


@pairs_app.command("import")
def import_command(
    file: Annotated[Path, typer.Argument(exists=True, dir_okay=False, help=".json/.jsonl/.csv")],
    datasource: Annotated[str, typer.Option(help="The datasource the pairs are for.")],
    mode: Annotated[ImportMode, typer.Option(help="skip, upsert or overwrite.")] = ImportMode.SKIP,
    source: Annotated[str | None, typer.Option(help="Source name (overwrite needs one).")] = None,
) -> None:
    """Validate and store pairs, with a line for every row that is not accepted."""
    fmt = format_of(file.name)
    if fmt is None:
        err.print("[red]error:[/red] the file must end in .json, .jsonl or .csv")
        raise typer.Exit(2)
    asyncio.run(_import(file.read_bytes(), datasource, mode, source, fmt))


async def _import(
    content: bytes, datasource: str, mode: ImportMode, source: str | None, fmt: ExportFormat
) -> None:
    container = await Container.open(Settings(), run_worker=False)
    try:
        async with container.store.session() as session:
            try:
                upload = pairs.Upload(content, format=fmt)
                report = await pairs.upload_pairs(
                    container, session, datasource, upload, mode, source=source
                )
            except InvalidPairError as error:
                err.print(f"[red]error:[/red] {error}")
                raise typer.Exit(1) from error
            except Refused as error:  # an unknown or unsynced datasource
                err.print(f"[red]error:[/red] {error.message}")
                raise typer.Exit(1) from error
        await container.worker.apply_index_tasks()
        for row in report.rows:
            if row.status != "accepted":
                err.print(f"row {row.row}: {row.status}: {row.reason}")
        out.print(
            f"{report.count('accepted')} accepted, {report.count('duplicate')} duplicate, "
            f"{report.count('invalid')} invalid, {report.replaced} replaced"
        )
    finally:
        await container.close()


@pairs_app.command("export")
def export_command(
    datasource: Annotated[str, typer.Option(help="The datasource whose pairs to export.")],
    fmt: Annotated[str, typer.Option("--format", help="json, jsonl or csv.")] = "jsonl",
    output: Annotated[
        Path | None, typer.Option("-o", help="File to write (default: stdout).")
    ] = None,
) -> None:
    """Approved pairs in an import format."""
    if fmt not in ("json", "jsonl", "csv"):
        err.print("[red]error:[/red] --format is json, jsonl or csv")
        raise typer.Exit(2)
    text = asyncio.run(_export(datasource, fmt))  # type: ignore[arg-type]
    if output is None:
        print(text, end="")
    else:
        output.write_text(text, "utf-8")


async def _export(datasource: str, fmt: ExportFormat) -> str:
    container = await Container.open(Settings(), run_worker=False)
    try:
        async with container.store.session() as session:
            try:
                return await pairs.exported_pairs(session, datasource, fmt)
            except Refused as error:
                err.print(f"[red]error:[/red] {error.message}")
                raise typer.Exit(1) from error
    finally:
        await container.close()
