"""What a quality run was asked to do (``Options``: the suite, the overrides, the variants)
and what it could not score (``Problems``), shared by the run and its report."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from bench.quality.datasets import Suite
from linking import LinkerConfig


@dataclass
class Options:
    suite: Suite
    out: Path
    limit: int | None
    evidence: bool  # BIRD's evidence appended to the question text
    as_json: bool
    overrides: dict[str, str] = field(default_factory=dict)
    exclude: tuple[Path, ...] = ()
    # Other configurations linked over the same questions and index, by name (``--variant``).
    variants: dict[str, dict[str, str]] = field(default_factory=dict)
    # A database's own file (not a pooled union) gets the values users name read from it, as
    # a sync does; false keeps only the examples read with the catalog.
    named_values: bool = True
    # BIRD's evidence sent as the link's evidence hint (``linking.Hints``), not in the text.
    evidence_hint: bool = False
    # The relationships the catalogs carry: the databases' own foreign keys (``declared``),
    # none, or none declared and the inferred ones (``inferred``): a warehouse without keys.
    foreign_keys: str = "declared"
    # Half of each database's questions as its training pairs, the other half asked
    # (``bench.quality.pairs_half``): "asked-only" holds the pairs back, "retrieval" indexes them.
    pairs_half: str | None = None

    def config(self, overrides: dict[str, str] | None = None) -> LinkerConfig:
        """The default LinkerConfig, with ``--set`` overrides (then a variant's) parsed by each
        field's type; ``table_weights.value=0.7`` reaches into a nested group."""
        return configured({**self.overrides, **(overrides or {})})


@dataclass
class Problems:
    """What the run could not score, and why: said in the report, never dropped silently."""

    unparsable: int = 0  # gold SQL that does not parse, or reads no table
    unresolved: list[str] = field(default_factory=list)  # gold names the catalog lacks
    duplicate_columns: list[str] = field(default_factory=list)

    @property
    def skipped(self) -> int:
        return self.unparsable + len(self.unresolved)


def configured(overrides: dict[str, str]) -> LinkerConfig:
    """The default LinkerConfig with ``FIELD=VALUE`` overrides, each parsed by its field's
    type; ``table_weights.value=0.7`` reaches into a nested group."""
    config = LinkerConfig()
    for name, text in overrides.items():
        config = _with(config, name.split("."), text)
    return config


def _with(config: Any, path: list[str], text: str) -> Any:
    name, rest = path[0], path[1:]
    if not hasattr(config, name):
        raise SystemExit(f"{type(config).__name__} has no field {name!r}")
    current = getattr(config, name)
    if rest:
        return replace(config, **{name: _with(current, rest, text)})
    declared = str(type(config).__dataclass_fields__[name].type)  # e.g. "int | None"
    value: Any
    if text.lower() == "none":
        value = None
    elif "bool" in declared:
        value = text.lower() in ("1", "true", "yes")
    elif "str" in declared:
        value = text
    elif "int" in declared:
        value = int(text)
    else:
        value = float(text)
    return replace(config, **{name: value})
