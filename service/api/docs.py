"""The API's documentation page, served with its assets by the app itself.

FastAPI's default ``/docs`` loads Swagger UI from a CDN: offline, and on any network that
blocks it, it is a blank page. The same assets ship inside the ``fastapi-offline`` package
(Swagger UI 5, which reads the OpenAPI 3.1 FastAPI writes) and are served from
``/docs-assets``. There is no ``/redoc``: ReDoc fetches its own logo from its CDN whatever
it is given.
"""

from __future__ import annotations

from importlib.resources import files

from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.staticfiles import StaticFiles
from starlette.responses import HTMLResponse

ASSETS = "/docs-assets"


def install_docs(app: FastAPI) -> None:
    """``/docs`` (Swagger UI) on assets this process serves; the app must be made with
    ``docs_url=None, redoc_url=None``."""
    assets = files("fastapi_offline") / "static"
    app.mount(ASSETS, StaticFiles(directory=str(assets)), name="docs-assets")
    title = app.title

    @app.get("/docs", include_in_schema=False)
    async def swagger_ui() -> HTMLResponse:
        return get_swagger_ui_html(
            openapi_url="/openapi.json",
            title=f"{title} — API",
            swagger_js_url=f"{ASSETS}/swagger-ui-bundle.js",
            swagger_css_url=f"{ASSETS}/swagger-ui.css",
            swagger_favicon_url=f"{ASSETS}/favicon.png",
        )
