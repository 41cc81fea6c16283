"""The LLM seam: a protocol, the litellm implementation, and JSON answer parsing.

litellm is imported lazily, only when an LLM is configured, with its model-cost-map fetch
switched off (it would otherwise reach the network at import and retry in the background).
Transient failures (timeouts, rate limits, 5xx, dropped connections) are retried by tenacity
with exponential back-off; anything else, and an answer that is not the JSON asked for, is an
``LLMError`` the caller turns into a degraded result.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from tenacity import (
    AsyncRetrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential,
)

from linking.errors import LLMError

_FENCED = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)


def import_litellm() -> Any:
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    try:
        import litellm
    except ImportError as error:  # pragma: no cover - it is a declared dependency
        raise LLMError("the litellm package is not installed") from error
    litellm.telemetry = False
    litellm.suppress_debug_info = True
    return litellm


@dataclass
class LLMUsage:
    """Token usage of one request, summed over its LLM calls."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0

    def add(self, prompt_tokens: int, completion_tokens: int) -> None:
        self.calls += 1
        self.prompt_tokens += prompt_tokens
        self.completion_tokens += completion_tokens


@runtime_checkable
class LLM(Protocol):
    name: str

    async def complete_json(self, prompt: str, usage: LLMUsage) -> Any:
        """The model's answer to ``prompt``, parsed as JSON; ``LLMError`` otherwise."""


def parse_json_answer(text: str) -> Any:
    """JSON from an LLM answer: bare, in a Markdown fence, or the outermost ``{...}``."""
    candidates = [text.strip()]
    candidates += [m.strip() for m in _FENCED.findall(text)]
    start, end = text.find("{"), text.rfind("}")
    if 0 <= start < end:
        candidates.append(text[start : end + 1])
    for candidate in candidates:
        try:
            return json.loads(candidate)
        except ValueError:
            continue
    preview = " ".join(text.split())[:120]
    raise LLMError(f"the LLM answer is not JSON: {preview!r}")


def _is_transient(error: BaseException) -> bool:
    litellm = import_litellm()
    transient = (
        litellm.exceptions.Timeout,
        litellm.exceptions.APIConnectionError,
        litellm.exceptions.RateLimitError,
        litellm.exceptions.ServiceUnavailableError,
        litellm.exceptions.InternalServerError,
    )
    return isinstance(error, transient)


def transient_retries(max_attempts: int, backoff_s: float) -> AsyncRetrying:
    """Tenacity's retrying of a provider call: transient failures only, backing off."""
    return AsyncRetrying(
        stop=stop_after_attempt(max_attempts),
        wait=wait_exponential(multiplier=backoff_s, max=8 * backoff_s),
        retry=retry_if_exception(_is_transient),
        reraise=True,
    )


class LiteLLMChat:
    """Any chat model litellm supports, asked for JSON."""

    def __init__(
        self,
        model: str,
        *,
        timeout_s: float = 30.0,
        max_attempts: int = 3,
        backoff_s: float = 0.5,
        temperature: float = 0.0,
        extra: dict[str, Any] | None = None,
    ) -> None:
        self.name = model
        self._timeout_s = timeout_s
        self._max_attempts = max_attempts
        self._backoff_s = backoff_s
        self._temperature = temperature
        # The provider SDK's own retries off (unless set): left on, each of tenacity's attempts
        # was three SDK attempts (a hung endpoint, a 0.5 s timeout and two attempts: 5.8 s, not
        # 1 s), hidden from the timeout and the attempts configured here.
        self._extra = {"max_retries": 0, **(extra or {})}

    async def complete_json(self, prompt: str, usage: LLMUsage) -> Any:
        litellm = import_litellm()
        try:
            async for attempt in transient_retries(self._max_attempts, self._backoff_s):
                with attempt:
                    response = await litellm.acompletion(
                        model=self.name,
                        messages=[{"role": "user", "content": prompt}],
                        timeout=self._timeout_s,
                        temperature=self._temperature,
                        **self._extra,
                    )
        except Exception as error:
            raise LLMError(f"LLM {self.name} failed: {type(error).__name__}: {error}") from error
        tokens = getattr(response, "usage", None)
        usage.add(
            int(getattr(tokens, "prompt_tokens", 0) or 0),
            int(getattr(tokens, "completion_tokens", 0) or 0),
        )
        content = response.choices[0].message.content or ""
        return parse_json_answer(content)
