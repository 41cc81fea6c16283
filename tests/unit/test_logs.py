"""Log lines: JSON with the request id of the task that logged them, written by a thread of
their own so that a slow reader of stderr never holds up the code that logs."""

from __future__ import annotations

import io
import json
import logging
import sys
import threading
from collections.abc import Iterator

import pytest

from service import logs


class _HeldStream(io.StringIO):
    """A stream whose writes wait until it is released: a log reader that has fallen behind."""

    def __init__(self) -> None:
        super().__init__()
        self.released = threading.Event()

    def write(self, text: str) -> int:
        assert self.released.wait(5), "the stream was never released"
        return super().write(text)


@pytest.fixture
def restored_root() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    yield
    logs.stop_writing()
    root.handlers[:] = handlers
    root.setLevel(level)


def test_a_line_carries_the_request_id_of_the_task_that_logged_it(restored_root: None) -> None:
    stream = io.StringIO()
    logs.configure("INFO", stream)
    token = logs.request_id.set("req-7")
    try:
        logging.getLogger("schemalink.test").info("linked", extra={"tables": 2})
    finally:
        logs.request_id.reset(token)
    logs.stop_writing()  # what is queued is written before it returns
    [line] = stream.getvalue().splitlines()
    entry = json.loads(line)
    assert (entry["message"], entry["request_id"], entry["tables"]) == ("linked", "req-7", 2)


def test_logging_does_not_wait_for_a_stream_that_is_not_read(restored_root: None) -> None:
    stream = _HeldStream()
    logs.configure("INFO", stream)
    for n in range(3):
        logging.getLogger("schemalink.test").info("line %d", n)  # returns: nothing waits
    assert stream.getvalue() == ""
    stream.released.set()
    logs.stop_writing()
    lines = [json.loads(line)["message"] for line in stream.getvalue().splitlines()]
    assert lines == ["line 0", "line 1", "line 2"]


def test_a_command_s_logging_gives_back_the_writer_it_found(
    restored_root: None, capsys: pytest.CaptureFixture[str]
) -> None:
    stream = io.StringIO()
    logs.configure("INFO", stream)
    with logs.to_stderr():
        logging.getLogger("schemalink.test").warning("inside")
    logging.getLogger("schemalink.test").info("after")
    logs.stop_writing()
    assert [json.loads(line)["message"] for line in stream.getvalue().splitlines()] == ["after"]
    assert json.loads(capsys.readouterr().err)["message"] == "inside"


def test_lines_go_to_stderr_as_it_is_when_they_are_written(
    restored_root: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stderr", first)
    logs.configure("INFO")
    first.close()  # a test's captured stderr, say, closed once that test ended
    monkeypatch.setattr(sys, "stderr", second)
    logging.getLogger("schemalink.test").info("later")
    logs.stop_writing()
    assert json.loads(second.getvalue())["message"] == "later"
