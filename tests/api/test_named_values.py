"""A sync reads the values users name after the datasource is linkable: a name beyond the
examples is found on its column, a re-sync writes only what changed, and a datasource that
goes away in that phase leaves the sync linkable with a warning."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bench.faults import set_reachable
from linking.catalog.introspection import IntrospectionReport
from tests.api.conftest import Service
from tests.api.test_sync import TABLES, _sync, served, warehouse  # noqa: F401 - fixtures

NAMES = [
    f"{city}{street}店"
    for city in "沪京深穗杭蓉渝汉宁"
    for street in ("东", "西", "南", "北", "中", "新")
]


def shop(path: Path, names: list[str]) -> str:
    path.unlink(missing_ok=True)
    with sqlite3.connect(path) as db:
        db.execute(
            "CREATE TABLE stores ( -- 门店\n id INTEGER PRIMARY KEY,\n name TEXT -- 门店名称\n)"
        )
        db.executemany("INSERT INTO stores (name) VALUES (?)", [(n,) for n in names])
    return f"sqlite:///{path}"


async def matched(svc: Service, question: str) -> list[str]:
    answer = await svc.client.post("/v1/link", json={"datasource": "shop", "question": question})
    assert answer.status_code == 200, answer.text
    tables = answer.json()["context"]["tables"]
    return [
        v for t in tables for f in t["fields"] if f["name"] == "name" for v in f["matched_values"]
    ]


async def test_a_name_beyond_the_examples_is_found_and_a_resync_changes_only_it(
    served: Service,  # noqa: F811
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    path = tmp_path_factory.mktemp("shop") / "shop.sqlite"  # beside the data directory
    url = shop(path, NAMES)
    assert (
        await served.client.post("/v1/datasources", json={"id": "shop", "url": url})
    ).status_code == 201
    first = await _sync(served, "shop")
    assert first["status"] == "succeeded", first
    named = first["progress"]["named_values"]
    assert (named["columns_read"], named["values_added"], named["values_removed"]) == (
        1,
        54 - 20,
        0,
    )
    last = NAMES[-1]  # inserted last: not among the 20 examples the catalog read keeps
    assert last in await matched(served, f"{last}有多少订单？")

    shop(path, [*NAMES[:-1], "港湾店"])
    second = await _sync(served, "shop")
    named = second["progress"]["named_values"]
    assert (named["values_added"], named["values_removed"]) == (1, 1)
    assert "港湾店" in await matched(served, "港湾店有多少订单？")
    assert last not in await matched(served, f"{last}有多少订单？")


async def test_an_edit_keeps_the_named_values_and_switching_them_off_drops_them(
    served: Service,  # noqa: F811
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    url = shop(tmp_path_factory.mktemp("shop") / "shop.sqlite", NAMES)
    await served.client.post("/v1/datasources", json={"id": "shop", "url": url})
    assert (await _sync(served, "shop"))["status"] == "succeeded"
    values = served.container.linker.values
    everything = await values.count("shop")
    edit = await served.client.put(
        "/v1/datasources/shop/meta/stores/columns/name/description", json={"description": "店名"}
    )
    assert edit.json()["kind"] == "reindex"
    await served.drain()  # the re-index rewrites the table's examples, not its named values
    assert await values.count("shop") == everything == len(NAMES)
    assert NAMES[-1] in await matched(served, f"{NAMES[-1]}有多少订单？")

    off = replace(served.container.worker.syncs.values, enabled=False)
    served.container.worker.syncs = replace(served.container.worker.syncs, values=off)
    done = await _sync(served, "shop")
    assert done["progress"]["named_values"]["values_removed"] == len(NAMES) - 20
    assert await values.count("shop") == 20  # the examples


async def test_a_datasource_gone_while_its_values_are_read_stays_linkable(
    served: Service,  # noqa: F811
    warehouse: tuple[str, str],  # noqa: F811
) -> None:
    url, database = warehouse
    assert (
        await served.client.post("/v1/datasources", json={"id": "wh", "url": url})
    ).status_code == 201
    worker = served.container.worker
    own = worker.syncs

    def gone_once_read(url: str, **kwargs: Any) -> IntrospectionReport:
        report = own.introspector(url, **kwargs)
        set_reachable(database, False)  # the catalog is read; its values will not be
        return report

    worker.syncs = replace(own, introspector=gone_once_read)
    try:
        done = await _sync(served, "wh")
    finally:
        worker.syncs = own
    assert done["status"] == "succeeded", done
    assert "the values users name were read for 0 tables only" in done["message"]
    warnings = done["progress"]["warnings"]
    assert any(w.startswith("named values: stopped after 0 tables") for w in warnings)
    assert done["progress"]["phase"] == "done" and done["progress"]["embedded"] == TABLES
    answer = await served.client.post("/v1/link", json={"datasource": "wh", "question": "t07 one"})
    assert answer.status_code == 200
