"""What the service refuses, in no door's words.

A use case (``service.usecases``) or a domain rule raises a ``Refused``: its kind says what
went wrong, its message what to change. Each door answers it its own way: HTTP with a status
(``service.api.errors``), MCP with the same words as HTTP, the CLI with the message and a
non-zero exit. Nothing below the doors knows a status code.
"""

from __future__ import annotations

from typing import Any, ClassVar


class Refused(Exception):
    """A request the service will not carry out as asked; ``details`` say where, field by
    field, when there is more than one thing to change."""

    kind: ClassVar[str] = "invalid"

    def __init__(self, message: str, details: list[dict[str, Any]] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.details = details or []


class Invalid(Refused):
    """The request itself is wrong: a value, a combination, a size."""

    kind = "invalid"


class NotFound(Refused):
    """No such thing, or none the caller may see (the two are told apart to nobody)."""

    kind = "not_found"


class Conflict(Refused):
    """The request clashes with what is stored: a taken id, a job already running."""

    kind = "conflict"


class NotReady(Refused):
    """The thing exists but cannot answer yet: a datasource whose first sync has not ended."""

    kind = "not_ready"


class Unauthorized(Refused):
    """No caller could be recognised: a missing, unknown, revoked or expired key."""

    kind = "unauthorized"


class Forbidden(Refused):
    """The caller is known and may not do this."""

    kind = "forbidden"


def not_found(kind: str, key: str) -> NotFound:
    return NotFound(f"no {kind} {key!r}")
