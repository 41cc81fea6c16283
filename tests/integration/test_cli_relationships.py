"""`schemalink relationships list|declare|reject|forget` on the service's own store."""

from __future__ import annotations

import shlex
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from service.cli import app

runner = CliRunner()


def test_relationships_are_listed_judged_and_withdrawn_from_a_shell(
    data_dir: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    here = tmp_path_factory.mktemp("datasources")
    with sqlite3.connect(here / "shop.db") as db:
        db.executescript(
            "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT);"
            "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER, note TEXT);"
            "CREATE TABLE returns (id INTEGER PRIMARY KEY, order_ref INTEGER);"
        )
    monkeypatch.setenv("SCHEMALINK_SQLITE_DIRS", str(here))
    synced = runner.invoke(app, ["sync", "shop", "--url", f"sqlite:///{here / 'shop.db'}"])
    assert synced.exit_code == 0, synced.output

    listed = runner.invoke(app, ["relationships", "list", "shop", "--origin", "inferred"])
    assert listed.exit_code == 0, listed.output
    assert "main.orders(customer_id) → main.customers(id)" in listed.output
    assert "inferred" in listed.output and "types agree" in listed.output

    declared = runner.invoke(
        app, ["relationships", "declare", "shop", "returns.order_ref", "orders.id", "--note", "x"]
    )
    assert declared.exit_code == 0, declared.output
    assert "declared (#1): main.returns(order_ref) → main.orders(id)" in declared.output
    rejected = runner.invoke(
        app, ["relationships", "reject", "shop", "customers.id", "orders.customer_id"]
    )
    assert rejected.exit_code == 0, rejected.output
    listed = runner.invoke(app, ["relationships", "list", "shop"])
    assert "declared (#1)" in listed.output and "rejected (#2)" in listed.output

    forgotten = runner.invoke(app, ["relationships", "forget", "shop", "2"])
    assert forgotten.exit_code == 0 and "verdict #2 withdrawn" in forgotten.output
    assert "rejected" not in runner.invoke(app, ["relationships", "list", "shop"]).output
    for beyond in ("2", str(2**64 + 1), "0"):
        gone = runner.invoke(app, ["relationships", "forget", "shop", beyond])
        assert gone.exit_code == 1 and f"no relationship verdict {beyond!r}" in gone.output, (
            gone.output
        )

    bad = runner.invoke(app, ["relationships", "declare", "shop", "orders.nope", "customers.id"])
    assert bad.exit_code == 1 and "no column orders.'nope'" in bad.output
    shapeless = runner.invoke(app, ["relationships", "declare", "shop", "orders", "customers.id"])
    assert shapeless.exit_code == 2 and "TABLE.COLUMN" in shapeless.output
    unknown = runner.invoke(app, ["relationships", "list", "ghost"])
    assert unknown.exit_code == 1 and "ghost" in unknown.output


def test_the_readme_relationship_commands_run_as_written(
    data_dir: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    readme = (Path(__file__).parents[2] / "README.md").read_text("utf-8")
    block = readme.split("### Relationships without foreign keys", 1)[1]
    block = block.split("```sh\n", 1)[1].split("```", 1)[0]
    commands = [shlex.split(line) for line in block.splitlines() if line.strip()]
    assert [c[:2] for c in commands] == [["schemalink", "relationships"]] * 4
    here = tmp_path_factory.mktemp("datasources")
    with sqlite3.connect(here / "shop.db") as db:
        db.executescript(
            "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT);"
            "CREATE TABLE orders (id INTEGER PRIMARY KEY, user_id INTEGER);"
            "CREATE TABLE returns (id INTEGER PRIMARY KEY, order_ref INTEGER);"
            "CREATE TABLE audit_log (id INTEGER PRIMARY KEY, user_id INTEGER, action TEXT);"
        )
    monkeypatch.setenv("SCHEMALINK_SQLITE_DIRS", str(here))
    assert (
        runner.invoke(app, ["sync", "shop", "--url", f"sqlite:///{here / 'shop.db'}"]).exit_code
        == 0
    )
    for command in commands:
        result = runner.invoke(app, command[1:])
        assert result.exit_code == 0, (command, result.output)
    listed = runner.invoke(app, ["relationships", "list", "shop"]).output
    assert "main.audit_log(user_id) → main.users(id)" in listed  # inferred again once forgotten
    assert "declared (#1): legacy name" in listed
