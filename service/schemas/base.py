"""What every body shares: request bodies refuse unknown fields and text no database stores
(``Body``); lists come in pages (``Page``); stored rows are read from attributes (``Public``);
what pydantic refuses is told in one line (``validation_message``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

from linking.catalog import text_problem

T = TypeVar("T")


def _problems(value: Any, where: str) -> list[str]:
    if isinstance(value, str):
        problem = text_problem(value)
        return [f"{where}: {problem}"] if problem else []
    if isinstance(value, dict):
        return [
            p for k, v in value.items() for p in _problems(k, where) + _problems(v, f"{where}.{k}")
        ]
    if isinstance(value, list | tuple):
        return [p for i, v in enumerate(value) for p in _problems(v, f"{where}.{i}")]
    return []


def _whole_numbers(value: Any) -> Any:
    """3.0 → 3 everywhere: JSON Schema counts it an integer (no body field is a float)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {k: _whole_numbers(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_whole_numbers(v) for v in value]
    return value


class Body(BaseModel):
    # Strict: a JSON 0 is not a boolean, "5" is not a number, an unknown field is an error;
    # what the schema says is what is accepted.
    model_config = ConfigDict(strict=True, extra="forbid")
    checked_alone: ClassVar[frozenset[str]] = frozenset()

    @model_validator(mode="before")
    @classmethod
    def _storable_text(cls, data: Any) -> Any:
        if isinstance(data, dict):
            shown = {k: v for k, v in data.items() if k not in cls.checked_alone}
            problems = _problems(shown, "body")
            if problems:
                raise ValueError(problems[0])
            return _whole_numbers(data)
        return data


Name = Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")


class Page(BaseModel, Generic[T]):
    data: list[T]
    count: int = Field(description="matching items in all pages")
    offset: int
    limit: int


class Public(BaseModel):
    model_config = ConfigDict(from_attributes=True)


def validation_message(errors: Sequence[Any]) -> tuple[str, list[dict[str, Any]]]:
    """pydantic's errors as one line (the telling one) and as details, each saying where and what:
    ``body.top_k: Extra inputs are not permitted``."""
    details = [
        {"where": ".".join(str(p) for p in e.get("loc", ())), "problem": e.get("msg", "")}
        for e in errors
    ]
    # A value a union refuses is refused once per branch; the branch of the wrong type says
    # least ("should be a valid string" for an object), so another error is told first.
    told = next(
        (
            d
            for d, e in zip(details, errors, strict=True)
            if not e.get("type", "").endswith("_type")
        ),
        details[0] if details else {"where": "request", "problem": "invalid"},
    )
    return f"{told['where']}: {told['problem']}", details
