"""Annotate field descriptions with real values: `状态 (e.g. "已完成","待支付")`.

Values the question matched come first, then the field's sampled values. The annotation is
made on a copy: the catalog a linker caches is never changed by a request.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from linking.catalog.meta import Field, FieldRef, Meta


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


class Annotator:
    """One link's annotations: each field's examples worked out once, however many times the
    link shows the field (the whole meta to an LLM, then the chosen tables to the caller)."""

    def __init__(
        self, matched: Mapping[FieldRef, Sequence[str]], *, max_values: int, max_chars: int
    ) -> None:
        self.matched = matched
        self._max_values = max_values
        self._max_chars = max_chars
        self._fields: dict[FieldRef, tuple[tuple[str, ...], Field]] = {}

    def _of(self, ref: FieldRef, f: Field) -> tuple[tuple[str, ...], Field]:
        done = self._fields.get(ref)
        if done is None:
            examples = examples_for(
                f,
                self.matched.get(ref, ()),
                max_values=self._max_values,
                max_chars=self._max_chars,
            )
            annotated = (
                replace(f, description=annotation(f.description, examples)) if examples else f
            )
            done = self._fields[ref] = (examples, annotated)
        return done

    def examples(self, ref: FieldRef, f: Field) -> tuple[str, ...]:
        return self._of(ref, f)[0]

    def field(self, ref: FieldRef, f: Field) -> Field:
        return self._of(ref, f)[1]

    def meta(self, meta: Meta) -> Meta:
        """A copy of ``meta`` whose fields describe themselves with example values."""
        return meta.map_fields(self.field)
