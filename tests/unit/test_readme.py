"""The README's promises that code can check: its configuration table covers every setting,
and its curl examples would work as written."""

from __future__ import annotations

import re
from pathlib import Path

from service.config import Settings

README = (Path(__file__).parents[2] / "README.md").read_text("utf-8")


def test_every_setting_is_in_the_configuration_table() -> None:
    names = {
        choice
        for field in Settings.model_fields.values()
        for choice in getattr(field.validation_alias, "choices", ())
    }
    assert len(names) > 20
    table = README.split("## Configuration", 1)[1].split("\n## ", 1)[0]
    assert sorted(n for n in names if f"`{n}`" not in table) == []


def test_curl_examples_that_send_json_say_so() -> None:
    commands = re.findall(r"^curl .*?(?<!\\)$", README, flags=re.MULTILINE | re.DOTALL)
    sending = [c for c in commands if " -d " in c]
    assert sending
    for command in sending:
        assert '-H "$J"' in command, command
    assert 'J="Content-Type: application/json"' in README


def test_the_engine_example_needs_only_the_engine() -> None:
    example = README.split("```python", 1)[1].split("```", 1)[0]
    modules = re.findall(r"^(?:from|import) ([\w.]+)", example, flags=re.MULTILINE)
    assert "linking" in modules
    assert [m for m in modules if m.split(".")[0] not in ("linking", "pathlib")] == []
