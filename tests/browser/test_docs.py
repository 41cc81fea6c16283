"""The API's documentation page in a real browser, served by a `schemalink serve` process
with no network to fetch from: every asset comes from the app itself."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench.served import Served, serve

# Slow: drives a real Chromium against a served process.
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    served = serve(tmp_path_factory.mktemp("docs-data"))
    yield served
    served.stop()


def test_the_docs_render_from_the_app_s_own_assets(
    server: Served, browser: Any, tmp_path: Path
) -> None:
    elsewhere: list[str] = []
    tab = browser.new_page()
    tab.on(
        "request",
        lambda r: None if r.url.startswith(server.url) else elsewhere.append(r.url),
    )
    tab.goto(f"{server.url}/docs")
    tab.get_by_text("/v1/link/batch").first.wait_for(timeout=30_000)
    tab.screenshot(path=str(tmp_path / "docs.png"))
    tab.close()
    assert elsewhere == []  # nothing asked of another host: it works offline
