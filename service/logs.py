"""Structured JSON logs, one object per line, with the request id of the request being served.

Nothing secret reaches a log line: datasource URLs are logged masked by the code that logs
them, and API keys and passwords are never passed to a logger.

A line is formatted where it is logged (the request id is that task's) and written by a
thread of its own: the event loop never waits on whoever reads stderr, and a slow log
collector slows nobody's link or ``/health``.
"""

from __future__ import annotations

import atexit
import json
import logging
import queue
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, datetime
from logging.handlers import QueueHandler, QueueListener
from typing import Any, TextIO

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


_writer: QueueListener | None = None


def configure(level: str = "INFO", stream: TextIO | None = None) -> None:
    """The root logger's lines to ``stream`` (stderr), written by the writer thread."""
    global _writer
    previous, _writer = _writer, _installed(level, stream)
    if previous is not None:
        previous.stop()


@atexit.register
def stop_writing() -> None:
    """Write what is queued and end the writer thread."""
    global _writer
    if _writer is not None:
        _writer.stop()
        _writer = None


@contextmanager
def to_stderr(level: str = "WARNING") -> Iterator[None]:
    """JSON log lines on stderr for the length of a command, then logging as it was (the
    writer that was there keeps going: its handler comes back)."""
    global _writer
    root = logging.getLogger()
    handlers, previous, writer = root.handlers[:], root.level, _writer
    _writer = _installed(level, None)
    try:
        yield
    finally:
        root.handlers[:] = handlers
        root.setLevel(previous)
        stop_writing()
        _writer = writer


class _Stderr(logging.StreamHandler[TextIO]):
    """Writes each line to ``sys.stderr`` as it is then, not as it was when logging was
    configured: what replaced it since (a test's capture, an embedding program's) gets the
    line, and one that was closed meanwhile is not written to."""

    def emit(self, record: logging.LogRecord) -> None:
        self.stream = sys.stderr
        super().emit(record)


def _installed(level: str, stream: TextIO | None) -> QueueListener:
    """A writer thread for ``stream`` (stderr), started, and the root logger's handler
    feeding it."""
    lines: queue.SimpleQueue[logging.LogRecord] = queue.SimpleQueue()
    writer = QueueListener(lines, logging.StreamHandler(stream) if stream else _Stderr())
    writer.start()
    handler = QueueHandler(lines)
    handler.setFormatter(JsonFormatter())  # on the logging side: the request id is there
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    return writer
