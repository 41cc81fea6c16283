"""Pages in a real browser: Debian's Chromium driven by Playwright (never a browser a tool
downloads). Without Chromium the browser tests are skipped, saying why."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if CHROMIUM is None:
        skip = pytest.mark.skip(reason="no Chromium on this machine (Debian's chromium package)")
        for item in items:
            if item.path.parent.name == "browser":
                item.add_marker(skip)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            yield launched
        finally:
            launched.close()
