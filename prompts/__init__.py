"""LLM prompt templates, one file per prompt, versioned with the code.

Templates use ``$name`` placeholders (``string.Template``), so JSON examples in a prompt need
no brace escaping. A missing placeholder value is an error, not a silently blank prompt.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from string import Template


@cache
def load_prompt(name: str) -> Template:
    """The template ``prompts/<name>.md``."""
    return Template(resources.files(__name__).joinpath(f"{name}.md").read_text("utf-8"))


def render_prompt(name: str, **values: str) -> str:
    return load_prompt(name).substitute(values)
