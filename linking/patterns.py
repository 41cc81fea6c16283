"""Policy patterns: RE2 expressions (``google-re2``), matched whole and case-insensitively, in
time linear in the name whatever the pattern (no backreferences, no lookaround), and refused
when too long or too costly to compile."""

from __future__ import annotations

from typing import Any

import re2

MAX_PATTERN_CHARS = 512


def _options() -> Any:
    options = re2.Options()
    options.case_sensitive = False
    options.log_errors = False  # a refused pattern is reported to its author, not logged
    options.max_mem = 1 << 20  # a pattern whose program needs more is refused
    return options


_RE2_OPTIONS = _options()


def compile_pattern(pattern: str) -> Any:
    """``pattern`` as a compiled RE2 expression; ``ValueError`` says why it cannot be one."""
    if len(pattern) > MAX_PATTERN_CHARS:
        raise ValueError(f"longer than {MAX_PATTERN_CHARS} characters")
    try:
        return re2.compile(pattern, _RE2_OPTIONS)
    except re2.error as error:
        reason = error.args[0] if error.args else error
        text = reason.decode("utf-8", "replace") if isinstance(reason, bytes) else str(reason)
        raise ValueError(text) from None


def check_pattern(pattern: str) -> str | None:
    """Why ``pattern`` cannot be a policy pattern (RE2 has no backreferences or lookaround),
    or None."""
    try:
        compile_pattern(pattern)
    except ValueError as error:
        return str(error)
    return None
