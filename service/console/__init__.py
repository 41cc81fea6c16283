"""The console: a web page for admins and analysts at ``/console``, served by the app itself.

It is a static page of plain ES modules (no build step, no framework, nothing from another
host) that calls the same ``/v1`` API as every other client, with the key the user signs in
with kept in the tab's ``sessionStorage``: whatever a key may or may not do and see, the API
decides, for the console as for anyone. The page's own rules are only which pages it offers.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles
from starlette.responses import FileResponse, RedirectResponse, Response
from starlette.types import Scope

PATH = "/console"
# A real folder: StaticFiles serves from the file system (the package is installed unzipped).
STATIC = Path(str(files("service.console") / "static"))

# Nothing but this origin: no inline script, no other host, not framed by another page.
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'; "
        "frame-ancestors 'none'; form-action 'self'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    # Revalidated on each load (cheap: ETags), so a new release is picked up at once.
    "Cache-Control": "no-cache",
}


class _Assets(StaticFiles):
    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        response.headers.update(SECURITY_HEADERS)
        return response


def install_console(app: FastAPI) -> None:
    """``/console/`` (the page) and ``/console/assets`` (its scripts and styles)."""
    app.mount(f"{PATH}/assets", _Assets(directory=STATIC), name="console-assets")

    @app.get(PATH, include_in_schema=False)
    async def console_root() -> RedirectResponse:
        # The page's asset paths are relative: they resolve under /console/ only.
        return RedirectResponse(f"{PATH}/", status_code=308)

    @app.get(f"{PATH}/", include_in_schema=False)
    async def console_page() -> Any:
        return FileResponse(str(STATIC / "index.html"), headers=SECURITY_HEADERS)
