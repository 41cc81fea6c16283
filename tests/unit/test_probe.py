import json

from service.api.probe import answer, health_request_length


def _parts(response: bytes) -> tuple[str, dict[str, str], bytes]:
    head, _, body = response.partition(b"\r\n\r\n")
    status, *headers = head.decode().split("\r\n")
    return status, dict(h.split(": ", 1) for h in headers), body


def test_a_beating_loop_is_alive_and_a_silent_one_stalled() -> None:
    status, headers, body = _parts(answer(b"GET /health HTTP/1.1", 0.4, "1.2.3", 10.0))
    assert status == "HTTP/1.1 200 OK"
    assert json.loads(body) == {"status": "ok", "version": "1.2.3"}
    assert headers["Content-Length"] == str(len(body))
    assert body == b'{"status":"ok","version":"1.2.3"}'  # as the service's route writes it
    status, _, body = _parts(answer(b"GET /health?x=1 HTTP/1.1", 12.04, "1.2.3", 10.0))
    assert status == "HTTP/1.1 503 Service Unavailable"
    assert json.loads(body) == {"status": "stalled", "event_loop_silent_s": 12.0}


def test_only_get_and_head_of_health_are_answered() -> None:
    assert _parts(answer(b"GET /ready HTTP/1.1", 0, "1", 10))[0] == "HTTP/1.1 404 Not Found"
    post = _parts(answer(b"POST /health HTTP/1.1", 0, "1", 10))[0]
    assert post == "HTTP/1.1 405 Method Not Allowed"
    status, headers, body = _parts(answer(b"HEAD /health HTTP/1.1", 0, "1", 10))
    assert status == "HTTP/1.1 200 OK" and body == b"" and int(headers["Content-Length"]) > 0


def test_only_a_whole_get_of_health_without_query_or_body_is_the_front_process_s() -> None:
    probe = b"GET /health HTTP/1.1\r\nHost: a\r\nUser-Agent: kube-probe/1.31\r\n\r\n"
    assert health_request_length(probe) == len(probe)
    assert health_request_length(probe + b"GET /ready") == len(probe)
    for other in (
        b"GET /health?x=1 HTTP/1.1\r\n\r\n",
        b"GET /healthz HTTP/1.1\r\n\r\n",
        b"GET /health/ HTTP/1.1\r\n\r\n",
        b"HEAD /health HTTP/1.1\r\n\r\n",
        b"POST /health HTTP/1.1\r\n\r\n",
        b"GET /health HTTP/1.1\r\nHost: a\r\n",  # not whole yet
        b"GET /hea",
        b"GET /health HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}",
        b"GET /health HTTP/1.1\r\ntransfer-encoding: chunked\r\n\r\n",
        b"GET /health HTTP/1.1\r\nUpgrade: websocket\r\n\r\n",
    ):
        assert health_request_length(other) is None, other
