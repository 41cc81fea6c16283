"""The README's promises that code can check: its configuration table covers every setting,
and its curl examples would work as written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from service.config import Settings
from service.domain.pairs.files import ExportFormat, parse_upload
from service.domain.pairs.records import PairInput

README = (Path(__file__).parents[2] / "README.md").read_text("utf-8")
# The example runs on the embedded defaults, whatever servers the test shell started.
_SERVERS = ("QDRANT_URL", "MEILI_URL", "LLM_MODEL", "EMBEDDING_MODEL", "DATABASE_URL")


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
        assert '-H "$J"' in command or 'Content-Type: application/json"' in command, command
    assert 'J="Content-Type: application/json"' in README


def test_the_engine_example_needs_only_the_engine() -> None:
    example = README.split("```python", 1)[1].split("```", 1)[0]
    modules = re.findall(r"^(?:from|import) ([\w.]+)", example, flags=re.MULTILINE)
    assert "linking" in modules
    standard = ("asyncio", "pathlib", "sqlite3")
    assert [m for m in modules if m.split(".")[0] not in ("linking", *standard)] == []


@pytest.mark.parametrize("fmt", ["jsonl", "json", "csv"])
def test_the_documented_pair_files_parse_as_documented(fmt: ExportFormat) -> None:
    section = README.split("### Training-pair files", 1)[1].split("\n### ", 1)[0]
    example = section.split(f"```{fmt}\n", 1)[1].split("```", 1)[0]
    rows = parse_upload(example.encode(), fmt, max_rows=10)
    assert rows and all(isinstance(row, PairInput) for row in rows), rows
    for row in rows:  # each row whole: a comma in an unquoted cell would have split it
        assert isinstance(row, PairInput) and " FROM " in row.sql, row


def test_every_picture_the_readme_shows_is_in_the_repository() -> None:
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", README)
    assert len(pictures) >= 8
    root = Path(__file__).parents[2]
    assert [p for p in pictures if not (root / p).is_file()] == []
