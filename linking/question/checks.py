"""What makes a question linkable: words, within a length, in text that can be stored."""

from __future__ import annotations

from linking.catalog.text import has_words, text_problem
from linking.errors import InvalidQuestionError


def checked_question(question: str, max_chars: int) -> str:
    """The question with its spaces normalised, or ``InvalidQuestionError`` saying why it
    cannot be linked: empty, too long, not storable text, or without a single word."""
    question = " ".join(question.split()) if isinstance(question, str) else ""
    if not question:
        raise InvalidQuestionError("the question is empty")
    if len(question) > max_chars:
        raise InvalidQuestionError(
            f"the question has {len(question)} characters; the limit is {max_chars}"
        )
    problem = text_problem(question)
    if problem:
        raise InvalidQuestionError(f"the question {problem}")
    if not has_words(question):
        raise InvalidQuestionError("the question has no words, only punctuation or spaces")
    return question
