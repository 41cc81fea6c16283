"""``schemalink link --datasource ID``: a question linked against a datasource the service
registered and synced (``schemalink sync``, the API, the console), through the service's own
use case: the same store, catalog, named values, glossary, training pairs and role policies as
``POST /v1/link``. The caller is the key in ``SCHEMALINK_API_KEY`` or, without one, who a
keyless caller is (the local admin while the store holds no API key)."""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Iterator
from typing import Literal

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.markup import escape

from linking import Hints, LinkingError, Mode, TradeOff
from service.auth import Scope
from service.config import Settings
from service.container import Container
from service.errors import Refused
from service.schemas import LinkRequest, TurnIn, validation_message
from service.usecases.callers import authenticate, require
from service.usecases.link import link_question

err = Console(stderr=True)


class RegisteredLinkError(Exception):
    """What the service answered instead of a link: its message, for the terminal."""


async def link_registered(
    datasource: str,
    question: str,
    follow_ups: Iterator[str],
    *,
    mode: Mode,
    hints: Hints,
    shape: Literal["json", "markdown", "ddl"],
    trade_off: TradeOff,
) -> None:
    """Print each answer, the context as ``POST /v1/link`` answers it (JSON) or the linked
    meta as Markdown or DDL; every follow-up is linked with the turns before it."""
    container = await Container.open(Settings(), run_worker=False)
    try:
        history: list[TurnIn] = []
        key = os.environ.get("SCHEMALINK_API_KEY") or None
        while question:
            async with container.store.session() as session:
                principal = require(await authenticate(container, session, key), Scope.LINK)
                body = _request(datasource, question, mode, hints, shape, history, trade_off)
                response = await link_question(container, session, principal, body)
            context = response.context.model_dump(mode="json", by_alias=True)
            shown = response.rendered or ""
            print(json.dumps(context, ensure_ascii=False, indent=2) if shape == "json" else shown)
            tables = [f"{t['schema']}.{t['name']}" for t in context["tables"]]
            history.append(TurnIn(question=question, tables=tables))
            hints = Hints()  # the follow-ups are their own
            question = next(follow_ups, "")
    except Refused as error:
        raise RegisteredLinkError(error.message) from None
    except LinkingError as error:
        raise RegisteredLinkError(str(error)) from None
    finally:
        await container.close()


def _request(
    datasource: str,
    question: str,
    mode: Mode,
    hints: Hints,
    shape: str,
    history: list[TurnIn],
    trade_off: TradeOff,
) -> LinkRequest:
    try:
        return LinkRequest.model_validate(
            {
                "datasource": datasource,
                "question": question,
                "mode": mode.value,
                "format": shape,
                "history": history,
                "evidence": hints.evidence,
                "specification": hints.specification,
                "keywords": list(hints.keywords),
                "subqueries": list(hints.subqueries),
                "max_tables": trade_off.max_tables,
                "completeness": trade_off.completeness,
            }
        )
    except ValidationError as error:
        raise RegisteredLinkError(validation_message(error.errors())[0]) from None


Shape = Literal["json", "markdown", "ddl"]


def link_datasource(
    datasource: str,
    question: str,
    follow_ups: Iterator[str],
    mode: Mode,
    shape: Shape,
    hints: Hints,
    trade_off: TradeOff,
) -> None:
    """``link_registered`` for the command line: what the service refused, as an error."""
    try:
        asyncio.run(
            link_registered(
                datasource,
                question,
                follow_ups,
                mode=mode,
                hints=hints,
                shape=shape,
                trade_off=trade_off,
            )
        )
    except RegisteredLinkError as error:
        err.print(f"[bold red]error:[/] {escape(str(error))}", soft_wrap=True)
        raise typer.Exit(1) from None
