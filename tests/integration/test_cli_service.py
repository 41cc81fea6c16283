"""`schemalink sync` and `schemalink pairs import|export` on the service's own store."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from service.cli import app
from service.demo import build_demo_database

runner = CliRunner()


def test_sync_then_import_and_export_pairs(
    data_dir: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    here = tmp_path_factory.mktemp("datasources")
    url = f"sqlite:///{build_demo_database(here / 'shop.sqlite')}"
    refused = runner.invoke(app, ["sync", "shop", "--url", url])
    assert refused.exit_code == 2 and "SCHEMALINK_SQLITE_DIRS" in refused.output
    monkeypatch.setenv("SCHEMALINK_SQLITE_DIRS", str(here))
    unknown = runner.invoke(app, ["sync", "shop"])
    assert unknown.exit_code == 1 and "pass --url" in unknown.output
    synced = runner.invoke(app, ["sync", "shop", "--url", url])
    assert synced.exit_code == 0, synced.output
    assert "succeeded: 11 tables indexed" in synced.output

    pairs = here / "pairs.jsonl"
    rows = [
        {"question": "订单总数", "sql": "SELECT COUNT(*) FROM orders"},
        {"question": "坏的", "sql": "SELECT nope FROM orders"},
    ]
    pairs.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), "utf-8")
    imported = runner.invoke(app, ["pairs", "import", str(pairs), "--datasource", "shop"])
    assert imported.exit_code == 0, imported.output
    assert "1 accepted, 0 duplicate, 1 invalid" in imported.output
    assert "row 2: invalid: unknown column: nope" in imported.output

    exported = runner.invoke(app, ["pairs", "export", "--datasource", "shop", "--format", "csv"])
    assert exported.exit_code == 0, exported.output
    assert exported.stdout.splitlines() == [
        "question,sql,source",
        "订单总数,SELECT COUNT(*) FROM orders,",
    ]


def test_serve_refuses_a_public_address_without_an_admin_key(data_dir: Path) -> None:
    result = runner.invoke(app, ["serve", "--host", "0.0.0.0"])
    assert result.exit_code == 2
    assert "SCHEMALINK_ADMIN_KEY" in result.output


def test_a_sync_that_cannot_connect_says_why_on_stderr(data_dir: Path) -> None:
    failed = runner.invoke(app, ["sync", "far", "--url", "postgresql+psycopg://u@127.0.0.1:1/x"])
    assert failed.exit_code == 1
    assert "cannot connect to the datasource" in failed.stdout
    assert '"reason": "cannot connect to postgresql+psycopg://u@127.0.0.1:1/x' in failed.stderr
