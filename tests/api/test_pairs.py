"""Training pairs: validation with the wrong name said, import modes, export, review, feedback."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from tests.api.conftest import ADMIN_KEY, Service, call_asgi

COUNT_ORDERS = "SELECT COUNT(*) FROM orders"


async def _upload(
    service: Service, datasource: str, name: str, content: str, **params: str
) -> dict:
    response = await service.client.post(
        "/v1/training-pairs/bulk",
        params={"datasource": datasource, **params},
        files={"file": (name, content.encode())},
    )
    assert response.status_code == 200, response.text
    return response.json()


async def test_a_bad_pair_is_refused_with_the_name_that_is_wrong(
    service: Service, synced: str
) -> None:
    response = await service.client.post(
        "/v1/training-pairs",
        json={"datasource": synced, "question": "q", "sql": "SELECT nope FROM orders"},
    )
    assert response.status_code == 422
    assert "unknown column: nope" in response.json()["error"]["message"]
    dml = await service.client.post(
        "/v1/training-pairs",
        json={"datasource": synced, "question": "q", "sql": "DELETE FROM orders"},
    )
    assert "not a query" in dml.json()["error"]["message"]


async def test_a_pair_names_the_tables_and_columns_its_sql_reads(
    service: Service, synced: str
) -> None:
    sql = "SELECT s.store_name, SUM(o.total_amount) FROM orders o JOIN stores s USING (store_id)"
    created = await service.client.post(
        "/v1/training-pairs",
        json={"datasource": synced, "question": "各门店销售额", "sql": f"{sql} GROUP BY 1"},
    )
    assert created.status_code == 201, created.text
    pair = created.json()
    assert sorted(pair["tables"]) == ["main.orders", "main.stores"]
    assert pair["columns"] == [
        "main.orders.store_id",
        "main.orders.total_amount",
        "main.stores.store_id",
        "main.stores.store_name",
    ]
    changed = await service.client.patch(
        f"/v1/training-pairs/{pair['id']}", json={"sql": "SELECT COUNT(*) FROM stores"}
    )
    assert changed.json()["tables"] == ["main.stores"] and changed.json()["columns"] == []


async def test_upsert_replaces_the_same_question_and_overwrite_replaces_a_source(
    service: Service, synced: str
) -> None:
    first = (
        'question,sql\n订单总数,"SELECT COUNT(*) FROM orders"\n门店数,SELECT COUNT(*) FROM stores\n'
    )
    report = await _upload(service, synced, "a.csv", first, source="sheet", mode="overwrite")
    assert report["accepted"] == 2
    fixed = '订单总数,"SELECT COUNT(order_id) FROM orders"\n'
    report = await _upload(service, synced, "b.csv", "question,sql\n" + fixed, mode="upsert")
    assert (report["accepted"], report["replaced"]) == (1, 1)
    stored = (
        await service.client.get(
            "/v1/training-pairs", params={"datasource": synced, "q": "订单总数"}
        )
    ).json()
    assert [p["sql"] for p in stored["data"]] == ["SELECT COUNT(order_id) FROM orders"]
    again = await _upload(service, synced, "c.csv", first, source="sheet", mode="overwrite")
    assert again["accepted"] == 2 and again["replaced"] == 1  # 门店数 was the sheet's only pair
    missing_source = await service.client.post(
        "/v1/training-pairs/bulk",
        params={"datasource": synced, "mode": "overwrite"},
        files={"file": ("x.csv", first.encode())},
    )
    assert missing_source.status_code == 422


async def test_export_imports_back_as_duplicates(service: Service, synced: str) -> None:
    for fmt in ("json", "jsonl", "csv"):
        exported = await service.client.get(
            "/v1/training-pairs/export", params={"datasource": synced, "format": fmt}
        )
        assert exported.status_code == 200
        report = await _upload(service, synced, f"export.{fmt}", exported.text)
        assert report["accepted"] == 0 and report["invalid"] == 0
        assert report["duplicate"] > 0


async def test_bad_files_are_clear(service: Service, synced: str) -> None:
    for name, content, message in (
        ("x.json", "{not json", "not JSON"),
        ("x.json", '{"question": "q"}', "array"),
        ("x.csv", "q,s\n1,2\n", "header lacks"),
        ("x.txt", "whatever", "format"),
    ):
        response = await service.client.post(
            "/v1/training-pairs/bulk",
            params={"datasource": synced},
            files={"file": (name, content.encode())},
        )
        assert response.status_code == 422, name
        assert message in response.json()["error"]["message"], name


async def _stored(service: Service, datasource: str, text: str) -> list[dict[str, Any]]:
    """The stored pairs whose question holds ``text``, as an admin lists them."""
    found = await service.client.get(
        "/v1/training-pairs", params={"datasource": datasource, "q": text, "status": "pending"}
    )
    pairs: list[dict[str, Any]] = found.json()["data"]
    return pairs


async def test_feedback_waits_for_review_and_counts_once_approved(
    service: Service, synced: str
) -> None:
    report = {"datasource": synced, "question": "有多少订单", "sql": COUNT_ORDERS, "worked": True}
    first = await service.client.post("/v1/feedback", json=report)
    second = await service.client.post("/v1/feedback", json=report)
    assert first.status_code == second.status_code == 202
    assert first.json() == second.json()  # a receipt: it says nothing of the stored pairs
    (pair,) = await _stored(service, synced, "有多少订单")
    assert (pair["status"], pair["origin"], pair["worked"]) == ("pending", "feedback", True)
    await service.drain()
    vectors = service.container.linker.vectors
    where = {"datasource": synced, "pair_id": [pair["id"]]}
    assert await vectors.count("pairs", where) == 0
    reviewed = await service.client.post(
        f"/v1/training-pairs/{pair['id']}/review", json={"decision": "approve"}
    )
    assert reviewed.json()["status"] == "approved"
    await service.drain()
    assert await vectors.count("pairs", where) == 1
    await service.client.delete(f"/v1/training-pairs/{pair['id']}")
    await service.drain()
    assert await vectors.count("pairs", where) == 0
    assert (await service.client.get(f"/v1/training-pairs/{pair['id']}")).status_code == 404


async def test_seeds_never_sum_identifiers_and_replace_themselves(
    service: Service, synced: str
) -> None:
    first = await service.client.post("/v1/training-pairs/seed", params={"datasource": synced})
    assert first.status_code == 200
    created = first.json()["created"]
    assert created >= 11  # at least a count per table
    seeds = (
        await service.client.get(
            "/v1/training-pairs", params={"datasource": synced, "origin": "seed", "limit": 200}
        )
    ).json()["data"]
    sums = [p["sql"] for p in seeds if "SUM(" in p["sql"]]
    assert sums and not any("_id" in s.lower() for s in sums)
    assert {p["status"] for p in seeds} == {"pending"}  # drafts, never served unreviewed
    joined = [p for p in seeds if " JOIN " in p["sql"]]
    assert any(p["question"] == "每个门店有多少销售订单？" for p in joined)
    filtered = [p["sql"] for p in seeds if "WHERE" in p["sql"]]
    assert 'SELECT COUNT(*) FROM "payments" WHERE "method" = \'Apple Pay\'' in filtered
    again = await service.client.post("/v1/training-pairs/seed", params={"datasource": synced})
    assert again.json() == {"created": created, "replaced": created}


async def test_json_rows_must_be_objects_with_strings(service: Service, synced: str) -> None:
    rows = [
        {"question": 1, "sql": COUNT_ORDERS},
        {"question": "q", "sql": COUNT_ORDERS, "source": 3},
    ]
    report = await _upload(service, synced, "x.json", json.dumps(rows))
    assert [r["status"] for r in report["rows"]] == ["invalid", "invalid"]


async def _index_matches_the_store(service: Service, datasource: str) -> set[str]:
    """After the worker ran, the pair index holds exactly the approved pairs' current text."""
    await service.drain()
    approved, offset = {}, 0
    while True:
        page = (
            await service.client.get(
                "/v1/training-pairs",
                params={"datasource": datasource, "status": "approved", "offset": offset},
            )
        ).json()
        approved.update({p["id"]: (p["question"], p["sql"]) for p in page["data"]})
        offset += page["limit"]
        if offset >= page["count"]:
            break
    points = await service.container.linker.vectors.scroll("pairs", {"datasource": datasource})
    indexed = {p.payload["pair_id"]: (p.payload["question"], p.payload["sql"]) for p in points}
    assert indexed == approved
    return set(indexed)


async def test_replaced_pairs_leave_the_pair_index(service: Service, demo_url: str) -> None:
    client = service.client
    await client.post("/v1/datasources", json={"id": "replacing", "url": demo_url})
    await client.post("/v1/datasources/replacing/sync")
    await service.drain()
    sheet = (
        'question,sql\n订单总数,"SELECT COUNT(*) FROM orders"\n门店数,SELECT COUNT(*) FROM stores\n'
    )
    await _upload(service, "replacing", "a.csv", sheet, source="sheet", mode="overwrite")
    first = await _index_matches_the_store(service, "replacing")
    assert len(first) == 2

    fixed = 'question,sql\n订单总数,"SELECT COUNT(order_id) FROM orders"\n'
    await _upload(service, "replacing", "b.csv", fixed, mode="upsert")
    after_upsert = await _index_matches_the_store(service, "replacing")
    assert len(after_upsert) == 2 and len(after_upsert - first) == 1

    await _upload(service, "replacing", "c.csv", sheet, source="sheet", mode="overwrite")
    after_overwrite = await _index_matches_the_store(service, "replacing")
    assert len(after_overwrite) == 3 and not (after_overwrite & first)

    await client.post("/v1/training-pairs/seed", params={"datasource": "replacing"})
    assert await _index_matches_the_store(service, "replacing") == after_overwrite  # drafts
    drafts = await client.get(
        "/v1/training-pairs", params={"datasource": "replacing", "origin": "seed", "limit": 200}
    )
    kept = drafts.json()["data"][0]
    await client.post(f"/v1/training-pairs/{kept['id']}/review", json={"decision": "approve"})
    reviewed = await _index_matches_the_store(service, "replacing")
    assert reviewed - after_overwrite == {kept["id"]}
    again = await client.post("/v1/training-pairs/seed", params={"datasource": "replacing"})
    assert again.json()["replaced"] == drafts.json()["count"] - 1  # the reviewed one stays
    assert await _index_matches_the_store(service, "replacing") == reviewed


async def test_csv_export_neutralises_formulas_and_imports_back(
    service: Service, synced: str
) -> None:
    question = '=HYPERLINK("http://x")+订单数'
    await service.client.post(
        "/v1/feedback",
        json={"datasource": synced, "question": question, "sql": COUNT_ORDERS, "worked": True},
    )
    (pair,) = await _stored(service, synced, "HYPERLINK")
    await service.client.post(
        f"/v1/training-pairs/{pair['id']}/review", json={"decision": "approve"}
    )
    exported = await service.client.get(
        "/v1/training-pairs/export", params={"datasource": synced, "format": "csv"}
    )
    lines = exported.text.splitlines()
    assert not any(line.startswith(("=", "+", "-", "@")) for line in lines)
    assert any(line.startswith("\"'=HYPERLINK") for line in lines)
    report = await _upload(service, synced, "back.csv", exported.text)
    assert report["accepted"] == 0 and report["invalid"] == 0  # all duplicates: unchanged


async def test_an_upload_whose_client_hung_up_is_not_stored(service: Service, synced: str) -> None:
    boundary = "hangup"
    rows = "question,sql\n挂断前的问题,SELECT COUNT(*) FROM stores\n"
    body = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\n'
        f"Content-Type: text/csv\r\n\r\n{rows}\r\n--{boundary}--\r\n"
    ).encode()
    messages = iter([{"type": "http.request", "body": body, "more_body": False}])
    status, *_ = await call_asgi(
        service.app,
        "/v1/training-pairs/bulk",
        [
            (b"authorization", f"Bearer {ADMIN_KEY}".encode()),
            (b"content-type", f"multipart/form-data; boundary={boundary}".encode()),
        ],
        messages,  # then the client is gone
        query=f"datasource={synced}".encode(),
    )
    assert status == 0  # nothing was sent back to nobody
    stored = await service.client.get(
        "/v1/training-pairs", params={"datasource": synced, "q": "挂断前的问题"}
    )
    assert stored.json()["count"] == 0


async def test_a_carriage_return_planted_by_feedback_stays_inside_its_cell(
    service: Service, synced: str
) -> None:
    client = service.client
    created = await client.post("/v1/api-keys", json={"name": "bi", "scopes": ["link"]})
    # In a string: a learned pair's comments are left out, its literals kept.
    planted = "SELECT COUNT(*) FROM stores WHERE city = 'a\r=1+2'"
    await client.post(
        "/v1/feedback",
        json={"datasource": synced, "question": "门店有几家了", "sql": planted, "worked": True},
        headers={"Authorization": f"Bearer {created.json()['key']}"},
    )
    (pair,) = await _stored(service, synced, "门店有几家了")
    await client.post(f"/v1/training-pairs/{pair['id']}/review", json={"decision": "approve"})
    exported = await client.get(
        "/v1/training-pairs/export", params={"datasource": synced, "format": "csv"}
    )
    rows = list(csv.reader(io.StringIO(exported.text, newline="")))
    assert all(len(row) == 3 for row in rows)  # no cell split off into a row of its own
    assert "\r=1+2" in pair["sql"]
    assert ["门店有几家了", pair["sql"], "feedback:bi"] in rows
    report = await _upload(service, synced, "back.csv", exported.text)
    assert report["accepted"] == 0 and report["invalid"] == 0  # all duplicates: unchanged


async def test_a_malformed_csv_is_reported_row_by_row(service: Service, synced: str) -> None:
    long_cell = "x" * 140_000
    content = (
        "question,sql\n"
        "门店数量\r=1,SELECT COUNT(*) FROM stores\n"
        f'订单数量,"SELECT COUNT(*) FROM orders -- {long_cell}"\n'
        "客户数量,SELECT COUNT(*) FROM customers\n"
    )
    report = await _upload(service, synced, "bad.csv", content)
    reasons = [r["reason"] for r in report["rows"] if r["status"] == "invalid"]
    assert any("line break in an unquoted CSV cell" in reason for reason in reasons)
    assert any("longer than 131,072 characters" in reason for reason in reasons)
    assert report["accepted"] >= 1  # the good row is kept
    deep = "[" * 100_000
    lines = await _upload(service, synced, "deep.jsonl", deep + "\n" + '{"question": "q"}\n')
    assert "nests too deeply" in lines["rows"][0]["reason"]
    array = await service.client.post(
        "/v1/training-pairs/bulk",
        params={"datasource": synced},
        files={"file": ("deep.json", deep.encode())},
    )
    assert array.status_code == 422 and "nests too deeply" in array.json()["error"]["message"]
