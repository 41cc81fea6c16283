"""Annotate field descriptions with real values: `状态 (e.g. "已完成","待支付")`.

Values the question matched come first, then the field's sampled values. The annotation is
made on a copy: the catalog a linker caches is never changed by a request.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from linking.meta import Field, FieldRef, Meta


def examples_for(
    f: Field, matched: Sequence[str], *, max_values: int, max_chars: int
) -> tuple[str, ...]:
    chosen: dict[str, None] = {}
    for value in [*matched, *f.sample_values]:
        if len(chosen) == max_values:
            break
        if value and len(value) <= max_chars:
            chosen.setdefault(value, None)
    return tuple(chosen)


def annotation(description: str, examples: Sequence[str]) -> str:
    if not examples:
        return description
    quoted = ",".join('"' + v.replace('"', '\\"') + '"' for v in examples)
    return f"{description} (e.g. {quoted})" if description else f"(e.g. {quoted})"


def annotate(
    meta: Meta,
    matched_values: Mapping[FieldRef, Sequence[str]],
    *,
    max_values: int,
    max_chars: int,
) -> Meta:
    """A copy of ``meta`` whose text fields describe themselves with example values."""

    def change(ref: FieldRef, f: Field) -> Field:
        examples = examples_for(
            f, matched_values.get(ref, ()), max_values=max_values, max_chars=max_chars
        )
        return replace(f, description=annotation(f.description, examples)) if examples else f

    return meta.map_fields(change)
