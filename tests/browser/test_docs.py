"""The API's documentation page in a real browser (headless Chromium, Debian's package,
driven by Playwright), served by a `schemalink serve` process with no network to fetch from:
every asset comes from the app itself."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from bench.served import Served, serve

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
]

pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="no Chromium on this machine (Debian's chromium package)"
)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    served = serve(tmp_path_factory.mktemp("docs-data"))
    yield served
    served.stop()


def test_the_docs_render_from_the_app_s_own_assets(server: Served, tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    elsewhere: list[str] = []
    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            tab = browser.new_page()
            tab.on(
                "request",
                lambda r: None if r.url.startswith(server.url) else elsewhere.append(r.url),
            )
            tab.goto(f"{server.url}/docs")
            tab.get_by_text("/v1/link/batch").first.wait_for(timeout=30_000)
            tab.screenshot(path=str(tmp_path / "docs.png"))
        finally:
            browser.close()
    assert elsewhere == []  # nothing asked of another host: it works offline
