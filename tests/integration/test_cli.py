"""The README's main command, run the way a user runs it (in-process, real backends)."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from service.cli import app

runner = CliRunner()


def test_link_on_the_demo_indexes_once_then_answers(data_dir: Path) -> None:
    first = runner.invoke(app, ["link", "上个月销售额最高的产品是什么？"])
    assert first.exit_code == 0, first.output
    assert "indexed 11 tables" in first.output
    assert "mode: rag" in first.output
    assert "products" in first.output and "order_items" in first.output
    assert '(e.g. "' in first.output
    second = runner.invoke(app, ["link", "华东大区有几家门店？"])
    assert second.exit_code == 0, second.output
    assert "indexed" not in second.output  # nothing changed, nothing re-indexed
    assert (data_dir / "demo" / "retail.sqlite").is_file()


def test_json_output_is_the_meta_context(data_dir: Path) -> None:
    result = runner.invoke(app, ["link", "金卡会员有多少人？", "--json"])
    assert result.exit_code == 0, result.output
    context = json.loads(result.stdout[result.stdout.index("{") :])
    assert context["outcome"] == "linked"
    assert "customers" in [t["name"] for t in context["tables"]]
    assert context["diagnostics"]["timings_ms"]["total"] > 0


def test_hints_are_given_on_the_command_line(data_dir: Path) -> None:
    result = runner.invoke(
        app,
        ["link", "怎么付的钱最多？", "--keyword", "微信支付", "--subquery", "支付方式", "--json"],
    )
    assert result.exit_code == 0, result.output
    context = json.loads(result.stdout[result.stdout.index("{") :])
    assert context["rewrite"]["source"] == "caller"
    assert context["rewrite"]["keywords"] == ["微信支付"]
    evidence = runner.invoke(
        app, ["link", "用这种方式付款的订单有多少笔？", "--evidence", "指'微信支付'", "--json"]
    )
    linked = json.loads(evidence.stdout[evidence.stdout.index("{") :])
    assert "微信支付" in linked["rewrite"]["keywords"]


def test_the_set_s_size_is_traded_on_the_command_line(data_dir: Path) -> None:
    ask = ["link", "上个月销售额最高的产品是什么？", "--json"]
    capped = runner.invoke(app, [*ask, "--max-tables", "1"])
    assert capped.exit_code == 0, capped.output
    context = json.loads(capped.stdout[capped.stdout.index("{") :])
    assert len(context["tables"]) == 1 and 0 < context["completeness"] <= 1
    refused = runner.invoke(app, [*ask, "--completeness", "1.5"])
    assert refused.exit_code == 2


def test_pairs_file_and_ddl_rendering(data_dir: Path, tmp_path: Path) -> None:
    pairs = tmp_path / "pairs.jsonl"
    pairs.write_text(
        json.dumps(
            {
                "question": "哪些员工是店长？",
                "sql": "SELECT employee_name FROM employees WHERE position = '店长'",
            },
            ensure_ascii=False,
        )
        + "\n",
        "utf-8",
    )
    result = runner.invoke(
        app, ["link", "哪些员工是店长？", "--pairs", str(pairs), "--render", "ddl"]
    )
    assert result.exit_code == 0, result.output
    assert 'CREATE TABLE "employees"' in result.stdout


def test_a_bad_pairs_file_names_the_line(data_dir: Path, tmp_path: Path) -> None:
    pairs = tmp_path / "pairs.jsonl"
    pairs.write_text('{"question": "q"}\n', "utf-8")
    result = runner.invoke(app, ["link", "q", "--pairs", str(pairs)])
    assert result.exit_code == 2
    assert "pairs.jsonl row 1" in result.output


def test_an_unreachable_database_is_a_one_line_error(data_dir: Path, tmp_path: Path) -> None:
    result = runner.invoke(app, ["link", "q", "--db", f"sqlite:///{tmp_path / 'missing.db'}"])
    assert result.exit_code == 2
    assert "error: no SQLite database at" in result.output
    assert "Traceback" not in result.output


def test_an_empty_question_is_refused(data_dir: Path) -> None:
    result = runner.invoke(app, ["link", "  "])
    assert result.exit_code == 2
    assert "the question is empty" in result.output


@pytest.mark.parametrize("option", [["--name", "shop"], ["--schema", "sales"]])
def test_a_name_or_schema_without_a_database_is_refused(data_dir: Path, option: list[str]) -> None:
    refused = runner.invoke(app, ["link", "门店数量", *option])
    assert refused.exit_code == 2
    assert "--name and --schema are about --db; the demo needs neither" in refused.output


def test_pairs_files_are_read_like_uploads(data_dir: Path, tmp_path: Path) -> None:
    pairs = tmp_path / "pairs.csv"
    pairs.write_text("question,sql\n门店有几家,SELECT COUNT(*) FROM stores\n", "utf-8")
    linked = runner.invoke(app, ["link", "门店有几家", "--pairs", str(pairs), "--json"])
    assert linked.exit_code == 0, linked.output
    assert "SELECT COUNT(*) FROM stores" in linked.stdout


def test_follow_ups_are_linked_with_the_turns_before_them(data_dir: Path) -> None:
    result = runner.invoke(
        app,
        ["link", "华东大区有几家旗舰店？", "--follow-up", "--json"],
        input="它们上个月的订单数量是多少？\n\nnot read: the empty line ended it\n",
    )
    assert result.exit_code == 0, result.output
    decoder, text, answers = json.JSONDecoder(), result.stdout, []
    while "{" in text:
        answer, end = decoder.raw_decode(text[text.index("{") :])
        answers.append(answer)
        text = text[text.index("{") + end :]
    assert [a["question"] for a in answers] == [
        "华东大区有几家旗舰店？",
        "它们上个月的订单数量是多少？",
    ]
    follow_up = {t["name"]: t["evidence"] for t in answers[1]["tables"]}
    assert any(e["retriever"] == "history" for e in follow_up["stores"])


def test_ddl_is_printed_as_made_so_a_pipe_into_sqlite_runs(data_dir: Path) -> None:
    result = runner.invoke(app, ["link", "上个月销售额最高的产品是什么？", "--render", "ddl"])
    assert result.exit_code == 0, result.output
    ddl = result.stdout
    assert max(len(line) for line in ddl.splitlines()) > 80  # nothing wrapped at 80 columns
    with sqlite3.connect(":memory:") as database:
        database.executescript(ddl)
        created = database.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        assert "products" in {name for (name,) in created}
    if shutil.which("sqlite3"):  # and through the shell tool, as `… --render ddl | sqlite3`
        piped = subprocess.run(
            ["sqlite3", ":memory:"], input=ddl + "\n.tables\n", capture_output=True, text=True
        )
        assert piped.returncode == 0 and "products" in piped.stdout, piped.stderr


def test_a_rendering_is_a_choice(data_dir: Path) -> None:
    refused = runner.invoke(app, ["link", "门店数量", "--render", "html"])
    assert refused.exit_code == 2
    assert "'html' is not one of 'markdown'" in refused.output


def test_the_version_is_printed(data_dir: Path) -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.stdout.strip() == f"schemalink {version('schemalink')}"


def test_the_cli_s_datasources_are_named_apart_from_the_service_s(data_dir: Path) -> None:
    # Both index into one data directory's indexes; no service id has a colon.
    result = runner.invoke(app, ["link", "门店数量", "--json"])
    assert json.loads(result.stdout)["datasource"] == "cli:demo_retail"


def test_the_users_words_are_printed_as_written_never_as_markup(data_dir: Path) -> None:
    result = runner.invoke(app, ["link", "会员的平均年龄[bold]x[/bold]"])
    assert result.exit_code == 0, result.output
    printed = " ".join(result.output.split())
    assert "会员的平均年龄[bold]x[/bold]" in printed
    assert "nothing in the catalog matches: 平均年龄" in printed


def test_a_bad_setting_is_named_without_its_value(data_dir: Path) -> None:
    schemalink = Path(sys.executable).parent / "schemalink"
    env = {**os.environ, "SCHEMALINK_MAX_BODY_BYTES": "12", "SCHEMALINK_PORT": "s3cr3t"}
    refused = subprocess.run(
        [str(schemalink), "serve"], env=env, capture_output=True, text=True, timeout=60
    )
    assert refused.returncode == 2
    assert "SCHEMALINK_MAX_BODY_BYTES: Input should be greater than or equal to 1024" in (
        refused.stderr
    )
    assert "SCHEMALINK_PORT: Input should be a valid integer" in refused.stderr
    assert "s3cr3t" not in refused.stderr + refused.stdout
    assert "Traceback" not in refused.stderr


def test_a_database_without_keys_is_linked_along_inferred_joins(
    data_dir: Path, tmp_path: Path
) -> None:
    path = tmp_path / "no_keys.db"
    with sqlite3.connect(path) as db:
        db.executescript(
            "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, city TEXT);"
            "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER, amount REAL);"
            + "".join(
                f"CREATE TABLE other_{i} (id INTEGER PRIMARY KEY, label TEXT);" for i in range(6)
            )
        )
    question = "total order amount per customer name"
    linked = runner.invoke(app, ["link", question, "--db", f"sqlite:///{path}", "--json"])
    assert linked.exit_code == 0, linked.output
    steps = json.loads(linked.stdout)["join_paths"]
    assert [({s["from_table"], s["to_table"]}, s["origin"]) for s in steps] == [
        ({"main.orders", "main.customers"}, "inferred")
    ]


@pytest.mark.slow
def test_what_a_cli_process_writes_in_its_data_directory_is_its_owner_s_alone(
    data_dir: Path,
) -> None:
    schemalink = Path(sys.executable).parent / "schemalink"
    ran = subprocess.run(
        [str(schemalink), "link", "门店数量"], capture_output=True, text=True, env=os.environ
    )
    assert ran.returncode == 0, ran.stderr
    written = [data_dir, *data_dir.rglob("*")]
    assert len(written) > 10  # the store of catalogs, the indexes, the demo database
    assert [str(p) for p in written if not p.is_symlink() and p.stat().st_mode & 0o077] == []


def test_the_cli_s_own_catalogs_find_values_beyond_the_examples(
    data_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    path = tmp_path_factory.mktemp("files") / "shop.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT)")
        db.execute(
            "CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, product_id INTEGER, units INT)"
        )
        db.executemany(
            "INSERT INTO products VALUES (?, ?)",
            [(n, f"Widget model W{n:03d}X") for n in range(300)],
        )
    result = runner.invoke(
        app, ["link", "--db", f"sqlite:///{path}", "how many W287X were sold", "--json"]
    )
    assert result.exit_code == 0, result.output
    assert "read 300 values users may name" in result.stderr
    context = json.loads(result.stdout[result.stdout.index("{") :])
    products = next(t for t in context["tables"] if t["name"] == "products")
    named = next(f for f in products["fields"] if f["name"] == "product_name")
    assert "Widget model W287X" in named["matched_values"]


def _keys(model: Any) -> set[str]:
    return {field.alias or name for name, field in model.model_fields.items()}


def test_json_output_has_the_shape_of_the_api_s_context(data_dir: Path) -> None:
    from service.schemas.link import LinkedFieldOut, LinkedTableOut, MetaContextOut

    result = runner.invoke(app, ["link", "华东大区有几家旗舰店？", "--json"])
    context = json.loads(result.stdout[result.stdout.index("{") :])
    table = context["tables"][0]
    assert (set(context), set(table), set(table["fields"][0])) == (
        _keys(MetaContextOut),
        _keys(LinkedTableOut),
        _keys(LinkedFieldOut),
    )


def test_the_rendering_lists_tables_by_relevance_and_joins_after(data_dir: Path) -> None:
    question = "上个月销售额最高的产品是什么？"
    as_json = runner.invoke(app, ["link", question, "--json"])
    context = json.loads(as_json.stdout[as_json.stdout.index("{") :])
    rendered = runner.invoke(app, ["link", question, "--render", "markdown"]).stdout
    titles = [line.split()[1] for line in rendered.splitlines() if line.startswith("### ")]
    assert titles == [t["name"] for t in context["tables"]]
    assert titles != sorted(titles)  # by relevance, not by name
