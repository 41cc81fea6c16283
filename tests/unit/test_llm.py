from collections.abc import Callable
from typing import Any

import pytest

from linking.backends.llm import LiteLLMChat, LLMUsage, import_litellm, parse_json_answer
from linking.errors import LLMError


@pytest.mark.parametrize(
    "text",
    [
        '{"tables": ["orders"]}',
        'Sure!\n```json\n{"tables": ["orders"]}\n```',
        'The answer is {"tables": ["orders"]} as requested.',
    ],
)
def test_json_is_found_bare_fenced_or_embedded(text: str) -> None:
    assert parse_json_answer(text) == {"tables": ["orders"]}


def test_an_answer_without_json_is_an_llm_error() -> None:
    with pytest.raises(LLMError, match=r"not JSON: 'I think you want the orders table\.'"):
        parse_json_answer("I think you want the orders table.")


def mock_chat(response: Any, **options: Any) -> LiteLLMChat:
    """A real litellm call answered by litellm's own offline mock."""
    return LiteLLMChat(
        "openai/gpt-4o-mini", backoff_s=0, extra={"mock_response": response}, **options
    )


async def test_completion_parses_json_and_counts_tokens() -> None:
    usage = LLMUsage()
    answer = await mock_chat('{"tables": ["orders"]}').complete_json("which tables?", usage)
    assert answer == {"tables": ["orders"]}
    assert usage.calls == 1
    assert usage.prompt_tokens > 0
    assert usage.completion_tokens > 0


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Every litellm completion request, still answered by litellm itself."""
    litellm = import_litellm()
    seen: list[dict[str, Any]] = []
    real_completion = litellm.acompletion

    async def recording(**kwargs: Any) -> Any:
        seen.append(kwargs)
        return await real_completion(**kwargs)

    monkeypatch.setattr(litellm, "acompletion", recording)
    return seen


async def test_transient_errors_are_retried_then_reported(calls: list[dict[str, Any]]) -> None:
    litellm = import_litellm()
    error = litellm.exceptions.RateLimitError(
        "slow down", llm_provider="openai", model="gpt-4o-mini"
    )
    with pytest.raises(LLMError, match="RateLimitError"):
        await mock_chat(error, max_attempts=3).complete_json("q", LLMUsage())
    assert len(calls) == 3
    assert calls[0]["timeout"] == 30.0


async def test_permanent_errors_are_not_retried(calls: list[dict[str, Any]]) -> None:
    litellm = import_litellm()
    error = litellm.exceptions.AuthenticationError(
        "bad key", llm_provider="openai", model="gpt-4o-mini"
    )
    with pytest.raises(LLMError, match="AuthenticationError"):
        await mock_chat(error, max_attempts=3).complete_json("q", LLMUsage())
    assert len(calls) == 1


async def test_each_attempt_is_one_request_the_sdk_retries_nothing(
    hung_provider: tuple[str, Callable[[], int]],
) -> None:
    url, connections = hung_provider
    chat = LiteLLMChat(
        "openai/gpt-4o-mini",
        timeout_s=0.2,
        max_attempts=2,
        backoff_s=0,
        extra={"api_base": url, "api_key": "sk-none"},
    )
    with pytest.raises(LLMError, match="Timeout"):
        await chat.complete_json("{}", LLMUsage())
    assert connections() == 2  # six with the SDK's own two retries of each
