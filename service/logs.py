"""Structured JSON logs, one object per line, with the request id of the request being served.

Nothing secret reaches a log line: datasource URLs are logged masked by the code that logs
them, and API keys and passwords are never passed to a logger.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any

request_id: ContextVar[str | None] = ContextVar("request_id", default=None)

# Attributes every LogRecord has; anything else was passed in ``extra`` and is logged.
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        current = request_id.get()
        if current:
            entry["request_id"] = current
        entry.update({k: v for k, v in vars(record).items() if k not in _STANDARD})
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False, default=str)


def configure(level: str = "INFO") -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)


@contextmanager
def to_stderr(level: str = "WARNING") -> Iterator[None]:
    """JSON log lines on stderr for the length of a command, then logging as it was."""
    root = logging.getLogger()
    handlers, previous = root.handlers[:], root.level
    configure(level)
    try:
        yield
    finally:
        root.handlers[:] = handlers
        root.setLevel(previous)
