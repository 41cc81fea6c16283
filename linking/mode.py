"""Choose how much of the catalog to send: naive, reasoning or rag."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from linking.catalog.meta import Meta
from linking.catalog.render import render_markdown
from linking.config import LinkerConfig


class Mode(StrEnum):
    AUTO = "auto"
    NAIVE = "naive"  # small: the whole meta, annotated
    REASONING = "reasoning"  # medium: the whole annotated meta goes to table selection
    RAG = "rag"  # large: retrieve, keep the hit tables, rerank when many


@dataclass(frozen=True)
class ModeChoice:
    mode: Mode
    reason: str


def choose_mode(meta: Meta, requested: Mode, config: LinkerConfig) -> ModeChoice:
    tables, fields = meta.table_count, meta.field_count
    size = f"{tables} tables, {fields} fields"
    if requested != Mode.AUTO:
        return ModeChoice(requested, f"requested by the caller ({size})")
    if tables <= config.naive_max_tables and fields <= config.naive_max_fields:
        return ModeChoice(Mode.NAIVE, f"{size}: within the naive limits")
    if tables <= config.reasoning_max_tables and fields <= config.reasoning_max_fields:
        rendered = len(render_markdown(meta))
        if rendered > config.whole_meta_char_budget:
            return ModeChoice(
                Mode.RAG,
                f"{size} fit reasoning, but the rendered meta ({rendered} chars) exceeds "
                f"the budget of {config.whole_meta_char_budget}",
            )
        return ModeChoice(Mode.REASONING, f"{size}: within the reasoning limits")
    return ModeChoice(Mode.RAG, f"{size}: beyond the reasoning limits")
