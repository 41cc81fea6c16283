"""The console end to end in headless Chromium, against a `schemalink serve` process with an
admin key: signing in, registering and syncing a datasource, asking and seeing why, reviewing
feedback into a pair the next answer uses, editing a description the next answer shows, and a
restricted key that sees only its tables and none of the admin pages.

Every test also checks that the page asked nothing of another host and raised no script
error. With SCHEMALINK_SCREENSHOTS set to a folder, the pages are photographed there
(`make screenshots` writes docs/console/).
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect

from bench.perf import generate
from bench.served import ADMIN_KEY, Served, finished_job, serve, wait_for
from service.demo import build_demo_database

# Slow: drives a real Chromium against a served process.
pytestmark = pytest.mark.slow

ADMIN = {"Authorization": f"Bearer {ADMIN_KEY}"}
WIDE = {"width": 1280, "height": 800}
NARROW = {"width": 390, "height": 844}
# Playwright's waits for the page to show what the server did, not timings.
expect.set_options(timeout=60_000)


@pytest.fixture(scope="module")
def datasources(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("console-datasources")
    build_demo_database(folder / "demo.sqlite")
    # Big enough that its sync is seen in its phases: 40 tables of 20 columns, embedded in
    # two batches.
    generate(folder / "warehouse.sqlite", tables=40)
    return folder


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, datasources: Path) -> Iterator[Served]:
    served = serve(
        tmp_path_factory.mktemp("console-data"),
        env={"SCHEMALINK_SQLITE_DIRS": str(datasources)},
    )
    with admin(served) as client:
        url = f"sqlite:///{datasources / 'demo.sqlite'}"
        assert client.post("/v1/datasources", json={"id": "demo", "url": url}).status_code == 201
        job = client.post("/v1/datasources/demo/sync").json()
        wait_for("the demo sync", lambda: finished_job(client, job["id"]))
    yield served
    served.stop()


def admin(served: Served) -> httpx.Client:
    return httpx.Client(base_url=served.url, headers=ADMIN, timeout=60)


def synced(served: Served, datasource: str, url: str) -> None:
    """``datasource`` registered at ``url`` and its first sync finished, through the API."""
    with admin(served) as client:
        created = client.post("/v1/datasources", json={"id": datasource, "url": url})
        assert created.status_code == 201, created.text
        job = client.post(f"/v1/datasources/{datasource}/sync").json()
        wait_for(f"the sync of {datasource}", lambda: finished_job(client, job["id"]))


@pytest.fixture
def tab(browser: Any, server: Served) -> Iterator[Page]:
    """A fresh tab (its own sessionStorage) that records what it asked of other hosts and
    every script error; both must stay empty."""
    context = browser.new_context(viewport=WIDE)
    page = context.new_page()
    elsewhere: list[str] = []
    problems: list[str] = []
    page.on("request", lambda r: None if r.url.startswith(server.url) else elsewhere.append(r.url))
    page.on("pageerror", lambda error: problems.append(str(error)))
    yield page
    context.close()
    assert elsewhere == []
    assert problems == []


def shoot(page: Page, name: str, *, full_page: bool = False) -> None:
    folder = os.environ.get("SCHEMALINK_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=full_page)


def sign_in(page: Page, server: Served, key: str, *, refused: bool = False) -> None:
    page.goto(f"{server.url}/console/")
    field = page.get_by_label("API key")
    field.fill(key)
    field.press("Enter")  # by keyboard
    if not refused:
        # Signed in once the menu shows: a page opened before that is opened without the key.
        expect(page.locator("#nav a").first).to_be_visible()


def nav_links(page: Page) -> list[str]:
    return page.locator("#nav a").all_inner_texts()


def test_a_wrong_key_is_refused_and_the_right_one_is_kept_for_the_tab(
    tab: Page, server: Served
) -> None:
    sign_in(tab, server, "sl_not-a-key", refused=True)
    expect(tab.get_by_role("alert")).to_contain_text("Refused")
    assert nav_links(tab) == []
    shoot(tab, "sign-in")

    sign_in(tab, server, ADMIN_KEY)
    expect(tab.locator("#nav")).to_contain_text("Datasources")
    assert ADMIN_KEY not in tab.url
    tab.reload()  # kept for the tab: still signed in
    expect(tab.locator("#who")).to_contain_text("SCHEMALINK_ADMIN_KEY")
    tab.get_by_role("button", name="Sign out").click()
    expect(tab.get_by_label("API key")).to_be_visible()
    assert tab.evaluate("sessionStorage.length") == 0


def test_a_datasource_is_registered_and_synced_to_the_end(
    tab: Page, server: Served, datasources: Path
) -> None:
    sign_in(tab, server, ADMIN_KEY)
    tab.goto(f"{server.url}/console/#/datasources")
    form = tab.locator("form", has_text="Register")
    form.get_by_label("Name").fill("warehouse")
    form.get_by_label("SQLAlchemy URL").fill("sqlite:////etc/passwd")
    form.get_by_role("button", name="Register").click()
    expect(form.get_by_role("alert")).to_contain_text("SCHEMALINK_SQLITE_DIRS")  # the policy

    form.get_by_label("SQLAlchemy URL").fill(f"sqlite:///{datasources / 'warehouse.sqlite'}")
    form.get_by_label("Description", exact=True).fill("数据仓库 (generated)")
    form.get_by_role("button", name="Register").click()
    row = tab.locator("tr[data-datasource=warehouse]")
    expect(row).to_contain_text("not synced")

    # Every phase the page shows, as it shows it.
    tab.evaluate(SEEN_PHASES)
    row.get_by_role("button", name="Sync").click()
    progress = tab.locator("#sync-progress")
    expect(progress.locator(".phase")).to_contain_text("embedding")
    shoot(tab, "datasources-sync")
    # Embedding on two cores takes its time (bench/reports: about 70 documents a second).
    succeeded = progress.locator(".job-progress[data-status=succeeded]")
    expect(succeeded).to_be_visible(timeout=300_000)
    expect(progress).to_contain_text("40 / 40")
    assert {"phase: embedding", "phase: done"} <= set(tab.evaluate("window.seenPhases"))
    expect(tab.locator("tr[data-datasource=warehouse]")).to_contain_text("linkable")
    shoot(tab, "datasources")

    tab.locator("tr[data-datasource=warehouse]").get_by_role("button", name="Test").click()
    expect(tab.locator("tr[data-datasource=warehouse]")).to_contain_text("connected")

    # Schemas are changed in place; one the database lacks fails the sync, saying which it has.
    def read_schemas(typed: str, said: str) -> None:
        schemas = tab.get_by_role("form", name="Schemas of warehouse")
        schemas.get_by_label("schemas").fill(typed)
        schemas.get_by_role("button", name="Save").click()
        expect(tab.locator("#status")).to_contain_text(f"warehouse: reads {said}")

    read_schemas("nope", "nope")
    tab.locator("tr[data-datasource=warehouse]").get_by_role("button", name="Sync").click()
    failed = tab.locator("#sync-progress .job-progress[data-status=failed]")
    expect(failed).to_contain_text("no schema 'nope' in this database; it has: main")
    shoot(tab, "datasources-schemas")
    kept = tab.get_by_role("form", name="Schemas of warehouse").get_by_label("schemas")
    expect(kept).to_have_value("nope")
    read_schemas("", "its default schema")

    # Deleting says what goes with it, and Cancel keeps everything.
    tab.locator("tr[data-datasource=warehouse]").get_by_role("button", name="Delete").click()
    dialog = tab.get_by_role("dialog")
    expect(dialog).to_contain_text("its 0 training pairs")
    expect(dialog).to_contain_text("The database itself is not touched")
    dialog.get_by_role("button", name="Cancel").click()
    expect(tab.locator("tr[data-datasource=warehouse]")).to_be_visible()
    tab.locator("tr[data-datasource=warehouse]").get_by_role("button", name="Delete").click()
    tab.get_by_role("dialog").get_by_role("button", name="Delete warehouse").click()
    expect(tab.locator("tr[data-datasource=warehouse]")).to_have_count(0)


SEEN_PHASES = """() => {
  window.seenPhases = [];
  new MutationObserver(() => {
    for (const phase of document.querySelectorAll("#sync-progress .phase")) {
      if (!window.seenPhases.includes(phase.textContent)) window.seenPhases.push(phase.textContent);
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}"""


def ask(page: Page, question: str) -> None:
    page.get_by_label("Question").fill(question)
    page.get_by_label("Question").press("Control+Enter")


def test_an_answer_shows_why_and_a_follow_up_joins_its_conversation(
    tab: Page, server: Served
) -> None:
    sign_in(tab, server, ADMIN_KEY)
    tab.goto(f"{server.url}/console/#/ask?datasource=demo")
    ask(tab, "2025年哪家门店的订单总金额最高？")
    orders = tab.locator("#linked [data-table='main.orders']")
    expect(orders).to_contain_text("score")
    orders.locator("summary").first.click()
    expect(orders.locator(".evidence").first).to_be_visible()
    expect(tab.locator("table", has_text="Fused score")).to_contain_text("selected")
    expect(tab.locator("#joins")).to_contain_text("main.stores")
    expect(tab.locator("#components")).to_contain_text("rewrite")
    expect(tab.locator("#rendered")).to_contain_text("orders")
    shoot(tab, "ask", full_page=True)

    ask(tab, "那上海的呢？")
    expect(tab.locator("#turns li")).to_have_count(2)

    # What the analyst knows beside the question is searched too.
    tab.get_by_label("Evidence").fill("这种方式指的是'微信支付'")
    ask(tab, "用这种方式付款的订单有多少笔？")
    expect(tab.locator("#answer")).to_contain_text("keywords (lexical)")
    expect(tab.locator("#answer .chip", has_text="微信支付").first).to_be_visible()


def test_an_analyst_trades_the_set_s_size_for_its_estimated_completeness(
    tab: Page, server: Served
) -> None:
    sign_in(tab, server, ADMIN_KEY)
    tab.goto(f"{server.url}/console/#/ask?datasource=demo")
    ask(tab, "2025年哪家门店的订单总金额最高？")
    expect(tab.locator("#answer .chip", has_text="completeness")).to_be_visible()
    tab.get_by_label("At most tables").fill("1")
    ask(tab, "2025年哪家门店的订单总金额最高？")
    expect(tab.locator("#linked .linked-table")).to_have_count(1)
    expect(tab.locator("h2", has_text="Linked tables (1)")).to_be_visible()


def test_feedback_approved_in_review_is_used_by_the_next_answer(tab: Page, server: Served) -> None:
    question = "每个会员等级有多少位客户？"
    sql = "SELECT member_level, COUNT(*) FROM customers GROUP BY member_level"
    sign_in(tab, server, ADMIN_KEY)
    tab.goto(f"{server.url}/console/#/ask?datasource=demo")
    ask(tab, question)
    feedback = tab.locator("#feedback")
    feedback.get_by_label("The SQL that answered it").fill(sql)
    feedback.get_by_role("button", name="Send feedback").click()
    expect(feedback).to_contain_text("kept for an admin's review")

    tab.goto(f"{server.url}/console/#/review?datasource=demo&status=pending")
    card = tab.locator("#queue [data-pair]", has_text=question)
    expect(card).to_contain_text("from feedback")
    expect(card.locator(".reads")).to_contain_text("main.customers")  # the table it reads
    expect(card.locator(".reads")).to_contain_text("customers.member_level")  # and columns
    shoot(tab, "review")
    card.get_by_role("button", name="Approve").click()
    expect(card).to_contain_text("approved")

    with admin(server) as client:  # the approval is indexed by the worker
        wait_for("the approved pair in answers", lambda: _answers_with_pair(client, question))
    tab.goto(f"{server.url}/console/#/ask?datasource=demo")
    ask(tab, question)
    expect(tab.locator("#pairs")).to_contain_text(sql.split(" FROM")[0])

    # SQL written from the served pair turned out wrong: the pair counts a failure.
    feedback = tab.locator("#feedback")
    feedback.get_by_label("The SQL that answered it").fill(sql + " ORDER BY 2 DESC")
    feedback.get_by_label("Its result was right").uncheck()
    feedback.get_by_role("button", name="Send feedback").click()
    expect(feedback).to_contain_text("kept for an admin's review")
    tab.goto(f"{server.url}/console/#/review?datasource=demo&status=approved")
    expect(tab.locator("#queue [data-pair]", has_text=question)).to_contain_text("1 failed")


def _answers_with_pair(client: httpx.Client, question: str) -> bool:
    answer = client.post("/v1/link", json={"datasource": "demo", "question": question}).json()
    return any(p["question"] == question for p in answer["context"]["training_pairs"])


def test_an_edit_in_review_is_checked_against_the_catalog_at_the_offending_name(
    tab: Page, server: Served
) -> None:
    with admin(server) as client:
        created = client.post(
            "/v1/training-pairs",
            json={
                "datasource": "demo",
                "question": "库存最少的商品",
                "sql": "SELECT product_id FROM inventory ORDER BY quantity_on_hand LIMIT 1",
                "status": "pending",
            },
        )
        assert created.status_code == 201
    sign_in(tab, server, ADMIN_KEY)
    tab.goto(f"{server.url}/console/#/review?datasource=demo")
    card = tab.locator("#queue [data-pair]", has_text="库存最少的商品")
    card.get_by_role("button", name="Edit").click()
    card.get_by_label("SQL").fill(
        "SELECT product_id FROM stockpile ORDER BY quantity_on_hand LIMIT 1"
    )
    card.get_by_role("button", name="Save and approve").click()
    expect(card.get_by_role("alert")).to_contain_text("unknown table: stockpile")
    expect(card.locator("mark.offending")).to_have_text("stockpile")
    shoot(tab, "review-edit")


def test_an_upload_reports_every_row_and_the_export_downloads_the_pairs(
    tab: Page, server: Served
) -> None:
    rows = [
        {"question": "每个城市有多少家门店", "sql": "SELECT city, COUNT(*) FROM stores GROUP BY 1"},
        {"question": "不存在的表", "sql": "SELECT * FROM ghosts"},
    ]
    sign_in(tab, server, ADMIN_KEY)
    tab.goto(f"{server.url}/console/#/review?datasource=demo")
    upload = tab.locator("form", has_text="Upload")
    upload.get_by_label("File").set_input_files(
        {
            "name": "pairs.jsonl",
            "mimeType": "application/jsonl",
            "buffer": "\n".join(json.dumps(r, ensure_ascii=False) for r in rows).encode(),
        }
    )
    upload.get_by_role("button", name="Upload").click()
    report = tab.locator("#upload-report")
    expect(report).to_contain_text("1 accepted")
    expect(report).to_contain_text("1 invalid")
    expect(report.locator("tr", has_text="invalid")).to_contain_text("ghosts")

    export = tab.locator("form", has_text="Download")
    with tab.expect_download() as downloading:
        export.get_by_role("button", name="Download").click()
    exported = Path(downloading.value.path()).read_text(encoding="utf-8")
    assert "每个城市有多少家门店" in exported
    assert downloading.value.suggested_filename == "demo-pairs.jsonl"


def test_an_edited_description_is_in_the_next_answer_as_text(tab: Page, server: Served) -> None:
    note = "门店的订单 <img src=x onerror=alert(1)>"
    sign_in(tab, server, ADMIN_KEY)
    tab.goto(f"{server.url}/console/#/catalog?datasource=demo")
    tab.get_by_label("Search tables and columns by name").fill("orders")
    orders = tab.locator("[data-table='main.orders']")
    orders.get_by_role("button", name="Edit the description of main.orders", exact=True).click()
    orders.get_by_label("the description of main.orders", exact=True).fill(note)
    orders.get_by_role("button", name="Save").click()
    expect(orders).to_contain_text(note)
    shoot(tab, "catalog")

    with admin(server) as client:
        wait_for("the re-index", lambda: _reindexed(client))
    tab.goto(f"{server.url}/console/#/ask?datasource=demo")
    ask(tab, "2025年哪家门店的订单总金额最高？")
    description = tab.locator("#linked [data-table='main.orders'] .description")
    expect(description).to_contain_text(note)
    assert tab.locator("#linked img").count() == 0  # shown as text, never as markup


def _reindexed(client: httpx.Client) -> bool:
    jobs = client.get("/v1/jobs", params={"kind": "reindex"}).json()["data"]
    return bool(jobs) and all(j["status"] == "succeeded" for j in jobs)


def test_a_restricted_key_sees_only_its_tables_and_no_admin_page(
    tab: Page, browser: Any, server: Served
) -> None:
    sign_in(tab, server, ADMIN_KEY)
    tab.goto(f"{server.url}/console/#/access")
    tab.get_by_label("New role").fill("store-analyst")
    tab.get_by_role("button", name="Create role").click()
    role = tab.locator("[data-role=store-analyst]")
    role.get_by_role("button", name="Add rule").click()  # allow everything…
    expect(role.locator("table tbody tr")).to_have_count(1)
    role.get_by_label("Effect").select_option("deny")  # …but the staff
    role.get_by_label("Table pattern").fill("employees")
    role.get_by_role("button", name="Add rule").click()
    expect(role.locator("table tbody tr")).to_have_count(2)
    tab.locator("[data-role=store-analyst]").get_by_role("button", name="Preview").click()
    preview = tab.locator("[data-role=store-analyst] .preview")
    expect(preview).to_contain_text("10 tables")
    expect(preview).not_to_contain_text("employees")

    keys = tab.locator("form", has_text="Create a key")
    keys.get_by_label("Name").fill("analyst laptop")
    keys.get_by_label("Role").select_option("store-analyst")
    keys.get_by_role("button", name="Create key").click()
    key = tab.locator("#created-key").inner_text().strip()
    assert re.fullmatch(r"sl_\S+", key)
    shoot(tab, "access", full_page=True)

    context = browser.new_context(viewport=NARROW)
    analyst = context.new_page()
    try:
        sign_in(analyst, server, key)
        expect(analyst.locator("#who")).to_contain_text("store-analyst")
        assert nav_links(analyst) == ["Ask", "Catalog", "Health"]
        analyst.goto(f"{server.url}/console/#/datasources")
        expect(analyst.locator("main")).to_contain_text("needs an admin key")

        analyst.goto(f"{server.url}/console/#/catalog?datasource=demo")
        expect(analyst.locator("[data-table='main.orders']")).to_be_visible()
        assert analyst.locator("[data-table='main.employees']").count() == 0
        analyst.goto(f"{server.url}/console/#/ask?datasource=demo")
        ask(analyst, "每位员工的姓名和所在门店")
        expect(analyst.locator("#answer")).to_contain_text("Linked tables")
        assert "employees" not in analyst.locator("main").inner_text()
        # Readable on a narrow window: nothing wider than the screen but what scrolls inside.
        assert analyst.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        shoot(analyst, "ask-narrow")
    finally:
        context.close()


def test_the_admin_pages_render(tab: Page, server: Served) -> None:
    with admin(server) as client:
        term = {"term": "客单价", "synonyms": ["average order value", "AOV"], "datasource": "demo"}
        assert client.post("/v1/glossary", json=term).status_code == 201
    sign_in(tab, server, ADMIN_KEY)
    for page, shows in [
        ("glossary", "average order value"),
        ("jobs", "reindex"),
        ("health", "ready"),
    ]:
        tab.goto(f"{server.url}/console/#/{page}")
        expect(tab.locator("main")).to_contain_text(shows)
        shoot(tab, page)


def test_quality_evaluates_the_pairs_shows_history_suggestions_and_opens_a_worst_question(
    tab: Page, server: Served
) -> None:
    with admin(server) as client:
        for question, sql in [
            ("每个大区各有多少家门店？", "SELECT region_id, COUNT(*) FROM stores GROUP BY 1"),
            (
                "How many gold members are there?",
                "SELECT COUNT(*) FROM customers WHERE member_level = '金卡会员'",
            ),
            ("Who is the zorble of each region?", "SELECT region_name, manager_name FROM regions"),
            ("Name the zorble of region 3", "SELECT manager_name FROM regions WHERE region_id = 3"),
        ]:
            pair = {"datasource": "demo", "question": question, "sql": sql}
            assert client.post("/v1/training-pairs", json=pair).status_code in (201, 409)
        job = client.post("/v1/datasources/demo/evaluations").json()["job_id"]
        wait_for("the first evaluation", lambda: finished_job(client, job))
    sign_in(tab, server, ADMIN_KEY)
    tab.get_by_role("link", name="Quality").click()
    expect(tab.locator("main table")).to_contain_text("Tables complete")
    expect(tab.locator("main")).to_contain_text("The history shows once there are two evaluations")
    tab.get_by_role("button", name="Evaluate now").click()
    for measure in ("tables complete", "excess tables"):
        chart = tab.get_by_role("img", name=f"{measure} across evaluations")
        expect(chart.locator("circle")).to_have_count(2)  # two evaluations
    expect(tab.locator("main table")).to_contain_text("en")
    suggestion = tab.locator(".suggestion", has_text="zorble")
    expect(suggestion).to_contain_text("main.regions.manager_name")
    shoot(tab, "quality", full_page=True)
    suggestion.get_by_role("button", name="Accept").click()
    expect(tab.locator(".suggestion", has_text="zorble")).to_have_count(0)
    with admin(server) as client:
        terms = client.get("/v1/glossary", params={"datasource": "demo"}).json()["data"]
        assert ["manager_name"] in [t["synonyms"] for t in terms if t["term"] == "zorble"]
    worst = tab.locator("ol.worst a").first
    asked = worst.inner_text()
    worst.click()
    expect(tab.get_by_label("Question")).to_have_value(asked)


def test_relationships_inferred_are_rejected_declared_and_withdrawn(
    tab: Page, server: Served, datasources: Path
) -> None:
    path = datasources / "no_keys.sqlite"
    with sqlite3.connect(path) as db:
        db.executescript(
            "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT);"
            "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER, total REAL);"
            "CREATE TABLE returns (id INTEGER PRIMARY KEY, order_ref INTEGER);"
        )
    synced(server, "nokeys", f"sqlite:///{path}")
    sign_in(tab, server, ADMIN_KEY)
    tab.goto(f"{server.url}/console/#/relationships?datasource=nokeys")
    inferred = tab.locator("[data-relationship='main.orders(customer_id) → main.customers(id)']")
    expect(inferred).to_contain_text("inferred")
    expect(inferred).to_contain_text("types agree")
    shoot(tab, "relationships")

    inferred.get_by_role("button", name="Reject").click()
    expect(inferred).to_contain_text("rejected")
    declare = tab.locator("#declare")
    declare.get_by_label("The column holding the key (TABLE.COLUMN)").fill("returns.order_ref")
    declare.get_by_label("The key it refers to (TABLE.COLUMN)").fill("orders.id")
    declare.get_by_role("button", name="Declare").click()
    declared = tab.locator("[data-relationship='main.returns(order_ref) → main.orders(id)']")
    expect(declared).to_contain_text("declared")
    expect(declared.locator(".chip", has_text="declared")).to_have_count(1)  # one badge
    declare.get_by_label("The column holding the key (TABLE.COLUMN)").fill("returns.nope")
    declare.get_by_label("The key it refers to (TABLE.COLUMN)").fill("orders.id")
    declare.get_by_role("button", name="Declare").click()
    expect(declare).to_contain_text("no column returns.'nope'")

    inferred.get_by_role("button", name="Withdraw").click()
    expect(inferred.get_by_role("button", name="Confirm")).to_be_visible()
    expect(inferred).not_to_contain_text("rejected")


def test_the_console_is_used_by_keyboard_alone(tab: Page, server: Served) -> None:
    tab.goto(f"{server.url}/console/")
    expect(tab.get_by_label("API key")).to_be_focused()
    tab.keyboard.type(ADMIN_KEY)
    tab.keyboard.press("Enter")
    expect(tab.locator("#nav")).to_contain_text("Ask")
    # The page signing in leads to is drawn once its data is read; a tab pressed before that
    # lands on what the drawing then replaces.
    tab.wait_for_load_state("networkidle")
    _tab_to(tab, "a", "Ask")
    tab.keyboard.press("Enter")
    expect(tab.locator("#page-title")).to_have_text("Ask")
    expect(tab.locator("#page-title")).to_be_focused()
    expect(tab.get_by_label("Question")).to_be_visible()
    _tab_to(tab, "textarea", "")
    tab.keyboard.type("每个门店的员工有多少人？")
    tab.keyboard.press("Control+Enter")
    expect(tab.locator("#linked")).to_contain_text("employees")


def _tab_to(page: Page, tag: str, text: str, presses: int = 30) -> None:
    for _ in range(presses):
        page.keyboard.press("Tab")
        focused = page.evaluate(
            "[document.activeElement.tagName, document.activeElement.innerText]"
        )
        if focused[0].lower() == tag and focused[1].strip() == text:
            return
    raise AssertionError(f"Tab never reached <{tag}> {text!r}")


def test_a_newcomer_opens_the_demo_s_console_from_make_console(
    browser: Any, tmp_path: Path
) -> None:
    makefile = (Path(__file__).parents[2] / "Makefile").read_text("utf-8")
    recipe = makefile.split("\nconsole:", 1)[1].split("\n\n", 1)[0]
    assert "schemalink serve --demo" in recipe
    # What `make console` starts: the demo, on loopback, without an admin key.
    served = serve(
        tmp_path / "data", command=("serve", "--demo"), env={"SCHEMALINK_ADMIN_KEY": None}
    )
    page = browser.new_page(viewport=WIDE)
    try:
        page.goto(f"{served.url}/console")
        page.get_by_role("button", name="Continue as local admin").click()
        page.get_by_role("link", name="Ask").click()
        expect(page.get_by_label("Datasource")).to_contain_text("demo")
        ask(page, "华东大区有几家旗舰店？")
        expect(page.locator("#linked")).to_contain_text("stores")
        shoot(page, "ask-demo")
    finally:
        page.close()
        served.stop()


def test_a_sync_s_warnings_are_shown_and_a_catalog_without_tables_is_not_plain_success(
    tab: Page, server: Served, datasources: Path
) -> None:
    duckdb = pytest.importorskip("duckdb", reason="the duckdb extra is not installed")
    path = datasources / "elsewhere.duckdb"
    with duckdb.connect(str(path)) as connection:  # its only table outside the default schema
        connection.execute("CREATE SCHEMA sales; CREATE TABLE sales.orders (id INTEGER)")
    synced(server, "elsewhere", f"duckdb:///{path}")
    sign_in(tab, server, ADMIN_KEY)
    tab.goto(f"{server.url}/console/#/datasources")
    row = tab.locator("tr[data-datasource=elsewhere]")
    expect(row.locator(".chip", has_text="succeeded · 0 tables")).to_be_visible()
    expect(row).to_contain_text("schema 'main' has no tables; the database's other schemas: sales")
    tab.goto(f"{server.url}/console/#/jobs")
    expect(tab.locator(".chip", has_text="succeeded · 0 tables").first).to_be_visible()


def test_a_refused_question_leaves_no_earlier_answer_in_sight(tab: Page, server: Served) -> None:
    sign_in(tab, server, ADMIN_KEY)
    tab.goto(f"{server.url}/console/#/ask?datasource=demo")
    ask(tab, "华东大区有几家旗舰店？")
    expect(tab.locator("#linked")).to_contain_text("stores")
    ask(tab, "？" * 5000)  # longer than a question may be
    expect(tab.get_by_role("alert")).to_be_visible()
    expect(tab.locator("#linked")).to_have_count(0)
