"""Input no handler should see (NUL, lone surrogates, text that is not UTF-8, wordless
questions), one error path for the unexpected, and an OpenAPI schema that says what the
server does."""

from __future__ import annotations

import json
import logging
from datetime import datetime

import pytest

from tests.api.conftest import Service


@pytest.mark.parametrize(
    "body",
    [
        b'{"id": "ok", "url": "sqlite:///x.db", "description": "a\\u0000b"}',
        b'{"id": "ok", "url": "sqlite:///x.db", "description": "\\ud800"}',
    ],
)
async def test_nul_and_lone_surrogates_in_json_are_422(service: Service, body: bytes) -> None:
    response = await service.client.post(
        "/v1/datasources", content=body, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "invalid"
    assert "body.description" in response.json()["error"]["message"]


@pytest.mark.parametrize(
    "url",
    [
        "/v1/training-pairs?q=a%00b",
        "/v1/training-pairs?q=%ED%A0%80",  # a UTF-16 surrogate, UTF-8 encoded
        "/v1/training-pairs?q=%FF",
        "/v1/datasources/a%00b",
    ],
)
async def test_nul_and_undecodable_text_in_paths_and_queries_are_422(
    service: Service, url: str
) -> None:
    response = await service.client.get(url)
    assert response.status_code == 422
    assert response.json()["request_id"] == response.headers["x-request-id"]


async def test_a_bad_question_in_a_batch_fails_alone(service: Service, synced: str) -> None:
    body = '{"datasource": "demo", "questions": ["门店数量", "\\ud800门店", "？？？", "a\\u0000"]}'
    response = await service.client.post(
        "/v1/link/batch", content=body.encode(), headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 200
    results = response.json()["results"]
    assert results[0]["error"] is None
    assert [r["error"]["code"] for r in results[1:]] == ["invalid_question"] * 3
    assert {r["error"]["status"] for r in results[1:]} == {422}  # as /v1/link would answer
    assert "lone surrogate" in results[1]["error"]["message"]
    assert "no words" in results[2]["error"]["message"]


@pytest.mark.parametrize("question", ["？！。……", "\u200b\u200c\ufeff", "  --  "])
async def test_a_question_without_words_is_422(
    service: Service, synced: str, question: str
) -> None:
    response = await service.client.post(
        "/v1/link", json={"datasource": synced, "question": question}
    )
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "invalid_question"


async def test_405_says_every_method_the_path_allows(service: Service) -> None:
    response = await service.client.put("/v1/datasources/demo")
    assert response.status_code == 405
    assert response.headers["allow"] == "DELETE, GET, PATCH"
    assert response.json()["error"]["code"] == "method_not_allowed"
    # /seed also fits /training-pairs/{pair_id}: Allow names what is documented for /seed.
    seed = await service.client.options("/v1/training-pairs/seed")
    assert seed.headers["allow"] == "POST"


async def test_a_json_body_is_taken_as_typed(service: Service) -> None:
    loose = await service.client.patch("/v1/datasources/none", json={"privacy": 0})
    assert loose.status_code == 422 and "body.privacy" in loose.json()["error"]["message"]


async def test_timestamps_carry_their_offset(service: Service, demo_url: str) -> None:
    created = await service.client.post("/v1/datasources", json={"id": "stamped", "url": demo_url})
    assert datetime.fromisoformat(created.json()["created_at"]).utcoffset() is not None
    again = (await service.client.get("/v1/datasources/stamped")).json()  # read back from SQLite
    assert datetime.fromisoformat(again["created_at"]).utcoffset() is not None


async def test_an_unexpected_error_is_one_500_logged_once_with_its_request_id(
    service: Service, synced: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(service.container.linker, "link", broken)
    with caplog.at_level(logging.ERROR):
        response = await service.client.post(
            "/v1/link",
            json={"datasource": synced, "question": "门店数量"},
            headers={"X-Request-ID": "req-42"},
        )
    assert response.status_code == 500
    assert response.json() == {
        "error": {
            "code": "internal",
            "message": "internal error; the logs have it under this request id",
            "details": [],
        },
        "request_id": "req-42",
    }
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1
    assert errors[0].request_id == "req-42"  # type: ignore[attr-defined]
    assert "a bug" in caplog.text and "Traceback" in caplog.text


async def test_openapi_states_the_limits_the_server_enforces(service: Service) -> None:
    schema = (await service.client.get("/openapi.json")).json()
    settings = service.container.settings
    models = schema["components"]["schemas"]
    # One question limit, for links and for training pairs alike.
    assert models["LinkRequest"]["properties"]["question"]["maxLength"] == (
        settings.max_question_chars
    )
    assert models["PairCreate"]["properties"]["question"]["maxLength"] == (
        settings.max_question_chars
    )
    assert models["LinkBatchRequest"]["properties"]["questions"]["maxItems"] == (
        settings.max_batch_questions
    )
    limit = next(
        p for p in schema["paths"]["/v1/datasources"]["get"]["parameters"] if p["name"] == "limit"
    )
    assert limit["schema"]["maximum"] == 200
    assert (await service.client.get("/v1/datasources", params={"limit": 200})).status_code == 200
    assert (await service.client.get("/v1/datasources", params={"limit": 201})).status_code == 422
    meta = schema["paths"]["/v1/datasources/{datasource_id}/meta"]["get"]["responses"]["200"]
    assert {"application/json", "text/plain"} <= set(meta["content"])
    link = schema["paths"]["/v1/link"]["post"]["responses"]
    assert {"413", "422", "429", "503"} <= set(link)
    # The answer is typed, down to each linked field's evidence.
    context = models["LinkResponse"]["properties"]["context"]
    assert context == {"$ref": "#/components/schemas/MetaContextOut"}
    assert "evidence" in models["LinkedFieldOut"]["properties"]


DEEP = "SELECT " + "(" * 60 + "1" + ")" * 60 + " FROM stores"
NOTS = "SELECT store_id FROM stores WHERE " + "NOT " * 400 + "store_id = 1"


@pytest.mark.parametrize("sql", [DEEP, NOTS])
async def test_sql_nested_too_deep_is_a_422_wherever_it_is_sent(
    service: Service, synced: str, sql: str
) -> None:
    client = service.client
    pair = {"datasource": synced, "question": "门店", "sql": sql}
    for response in (
        await client.post("/v1/training-pairs", json=pair),
        await client.post("/v1/feedback", json={**pair, "worked": True}),
    ):
        assert response.status_code == 422, response.text
        assert "nest" in response.json()["error"]["message"]
    stored = await client.post(
        "/v1/training-pairs",
        json={
            "datasource": synced,
            "question": f"门店数 {len(sql)}",
            "sql": "SELECT 1 FROM stores",
        },
    )
    reviewed = await client.post(
        f"/v1/training-pairs/{stored.json()['id']}/review", json={"decision": "approve", "sql": sql}
    )
    assert reviewed.status_code == 422
    upload = await client.post(
        "/v1/training-pairs/bulk",
        params={"datasource": synced},
        files={"file": ("deep.jsonl", json.dumps({"question": "门店", "sql": sql}).encode())},
    )
    assert upload.status_code == 200 and upload.json()["rows"][0]["status"] == "invalid"
    linked = await client.post(
        "/v1/link",
        json={
            "datasource": synced,
            "question": "它们呢",
            "history": [{"question": "q", "sql": sql}],
        },
    )
    assert linked.status_code == 200
    assert any("nest" in note for note in linked.json()["context"]["diagnostics"]["notes"])


@pytest.mark.parametrize(
    ("path", "body", "unknown"),
    [
        ("/v1/link", {"datasource": "demo", "question": "门店", "top_k": 3}, "top_k"),
        ("/v1/datasources", {"id": "x", "url": "sqlite:///x.db", "pasword": "p"}, "pasword"),
        ("/v1/roles", {"name": "r", "descripton": "typo"}, "descripton"),
        (
            "/v1/link",
            {
                "datasource": "demo",
                "question": "门店",
                "history": [{"question": "q", "tabels": []}],
            },
            "tabels",
        ),
    ],
)
async def test_an_unknown_field_is_refused_and_named(
    service: Service, synced: str, path: str, body: dict[str, object], unknown: str
) -> None:
    response = await service.client.post(path, json=body)
    assert response.status_code == 422
    assert unknown in response.json()["error"]["message"]
    assert "Extra inputs are not permitted" in response.json()["error"]["message"]


async def test_the_schema_says_unknown_fields_are_refused(service: Service) -> None:
    schemas = (await service.client.get("/openapi.json")).json()["components"]["schemas"]
    for name in ("LinkRequest", "TurnIn", "DatasourceCreate", "DatasourceUpdate", "PolicyCreate"):
        assert schemas[name]["additionalProperties"] is False, name


@pytest.mark.parametrize(
    ("path", "unknown"),
    [
        ("/v1/training-pairs?statuss=approved", "statuss"),
        ("/v1/datasources?limit=5&ofset=10", "ofset"),
        ("/v1/catalog/demo/tables/stores?format=ddl", "format"),
    ],
)
async def test_an_unknown_query_parameter_is_refused_and_named(
    service: Service, synced: str, path: str, unknown: str
) -> None:
    response = await service.client.get(path)
    assert response.status_code == 422
    assert response.json()["error"]["message"] == f"query: unknown parameter(s): {unknown}"


async def test_a_body_sent_to_an_operation_that_reads_none_is_refused(
    service: Service, synced: str
) -> None:
    client = service.client
    jobs = (await client.get("/v1/jobs")).json()["count"]
    refused = await client.post(f"/v1/datasources/{synced}/sync", json={"full": True})
    assert refused.status_code == 422
    assert refused.json()["error"]["message"] == "body: this operation reads no body; send none"
    assert (await client.get("/v1/jobs")).json()["count"] == jobs  # nothing was queued
    assert (await client.post(f"/v1/datasources/{synced}/test", json={})).status_code == 200


async def test_known_query_parameters_still_pass(service: Service, synced: str) -> None:
    listed = await service.client.get(
        "/v1/training-pairs", params={"status": "approved", "limit": 1}
    )
    assert listed.status_code == 200
    assert (
        await service.client.get("/docs-assets/swagger-ui.css", params={"v": "1"})
    ).status_code == 200


async def test_hints_reach_the_rewrite_and_caller_keywords_replace_it(
    service: Service, synced: str
) -> None:
    ask = {"datasource": synced, "question": "用这种方式付款的订单有多少笔？"}
    hinted = await service.client.post(
        "/v1/link", json={**ask, "evidence": "这种方式指的是'微信支付'", "specification": "一个数"}
    )
    assert hinted.status_code == 200, hinted.text
    assert "微信支付" in hinted.json()["context"]["rewrite"]["keywords"]
    own = await service.client.post(
        "/v1/link", json={**ask, "keywords": ["微信支付"], "subqueries": ["支付方式"]}
    )
    assert own.json()["context"]["rewrite"] == {
        "keywords": ["微信支付"],
        "subqueries": [ask["question"], "支付方式"],
        "source": "caller",
    }
    too_many = await service.client.post("/v1/link", json={**ask, "keywords": ["x"] * 21})
    assert too_many.status_code == 422


async def test_a_batch_question_may_carry_its_own_hints(service: Service, synced: str) -> None:
    question = "用这种方式付款的订单有多少笔？"
    body = {
        "datasource": synced,
        "questions": [
            question,
            {"question": question, "evidence": "这种方式指的是'微信支付'"},
            {"question": "？？？", "keywords": ["微信支付"]},
        ],
    }
    response = await service.client.post("/v1/link/batch", json=body)
    assert response.status_code == 200, response.text
    plain, hinted, bad = response.json()["results"]
    assert "微信支付" not in plain["context"]["rewrite"]["keywords"]
    assert "微信支付" in hinted["context"]["rewrite"]["keywords"]
    assert bad["error"]["code"] == "invalid_question"  # fails alone, as a string would
    assert "no words" in bad["error"]["message"]
    unknown = {"question": question, "evidance": "typo"}
    refused = await service.client.post(
        "/v1/link/batch", json={"datasource": synced, "questions": [unknown]}
    )
    assert refused.status_code == 422
    assert "evidance" in refused.json()["error"]["message"]


async def test_a_caller_trades_the_set_s_size_for_its_estimated_completeness(
    service: Service, synced: str
) -> None:
    ask = {"datasource": synced, "question": "上个月销售额最高的产品是什么？", "mode": "rag"}
    default = (await service.client.post("/v1/link", json=ask)).json()["context"]
    assert 0 < default["completeness"] <= 1
    one = (await service.client.post("/v1/link", json={**ask, "max_tables": 1})).json()
    assert len(one["context"]["tables"]) == 1
    assert one["context"]["completeness"] <= default["completeness"]
    sure = (await service.client.post("/v1/link", json={**ask, "completeness": 0.99})).json()
    assert len(sure["context"]["tables"]) >= len(default["tables"])
    for wrong in ({"completeness": 0}, {"completeness": 1.5}, {"max_tables": 0}):
        refused = await service.client.post("/v1/link", json={**ask, **wrong})
        assert refused.status_code == 422, wrong
    batch = await service.client.post(
        "/v1/link/batch",
        json={"datasource": synced, "questions": [ask["question"]], "mode": "rag", "max_tables": 1},
    )
    (answer,) = batch.json()["results"]
    assert len(answer["context"]["tables"]) == 1
