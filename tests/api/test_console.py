"""The console's files as the app serves them: under a policy that lets the page load nothing
from another host nor be framed, and all of them shipped with the package."""

from __future__ import annotations

import re
import tomllib
from fnmatch import fnmatch
from pathlib import Path

from service.console import STATIC
from tests.api.conftest import Service

ROOT = Path(__file__).parents[2]


async def test_the_console_is_served_under_a_same_origin_policy(service: Service) -> None:
    moved = await service.client.get("/console")
    assert moved.status_code == 308 and moved.headers["location"] == "/console/"
    page = await service.client.get("/console/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    policy = page.headers["content-security-policy"]
    assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy
    script = await service.client.get("/console/assets/js/app.js")
    assert script.status_code == 200
    assert "javascript" in script.headers["content-type"]
    assert script.headers["x-content-type-options"] == "nosniff"
    assert (await service.client.get("/console/assets/js/nothing.js")).status_code == 404


def test_no_console_file_names_another_host() -> None:
    for path in STATIC.rglob("*.*"):
        # XML namespaces (an SVG's xmlns, the name createElementNS takes) are names, not requests.
        text = re.sub(r'xmlns="[^"]*"|"http://www\.w3\.org/2000/svg"', "", path.read_text("utf-8"))
        assert not re.search(r"https?://|//cdn", text), path


def test_every_console_file_is_in_the_package_data() -> None:
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"][
        "package-data"
    ]["service.console"]
    for path in STATIC.rglob("*"):
        if path.is_file():
            relative = path.relative_to(STATIC.parent).as_posix()
            assert any(
                fnmatch(relative, p) and p.count("/") == relative.count("/") for p in patterns
            ), relative
