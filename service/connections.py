"""Testing a datasource's connection without making the service a network scanner.

An admin may ask whether a registered datasource answers. The answer to a failure is the same
words after the same time (the connection timeout), whatever the network said — refused, timed
out, something else listening — since telling them apart would map the network from the
server's side; the reason goes to the log under the request id.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass

from sqlalchemy import text
from sqlalchemy.exc import NoSuchModuleError

from linking import DatasourceError
from linking.catalog import open_engine, safe_url
from service.urls import ForbiddenURLError, UrlPolicy

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Outcome:
    ok: bool
    message: str
    elapsed_ms: float


async def check_connection(
    url: str, policy: UrlPolicy, timeout_s: float, request_id: str
) -> Outcome:
    """Connect to ``url`` and run ``SELECT 1``, under the URL policy."""
    started = time.perf_counter()
    try:
        await asyncio.to_thread(policy.check, url)
        await asyncio.to_thread(_ping, url, timeout_s)
    except ForbiddenURLError as error:
        return Outcome(False, str(error), 0.0)
    except DatasourceError as error:
        logger.warning("datasource test failed", extra={"reason": str(error)})
        # Every failure takes as long as the slowest (a timeout) does.
        await asyncio.sleep(max(0.0, timeout_s - (time.perf_counter() - started)))
        return Outcome(
            False,
            f"cannot connect to {safe_url(url)}; the reason is in the server log under "
            f"request id {request_id}",
            round(timeout_s * 1000, 1),
        )
    return Outcome(True, "connected", round((time.perf_counter() - started) * 1000, 1))


def _ping(url: str, timeout_s: float) -> None:
    try:
        engine = open_engine(url, timeout_s=timeout_s)
    except NoSuchModuleError as error:
        raise DatasourceError(f"cannot use {safe_url(url)}: {error}") from error
    try:
        with engine.connect() as connection:
            connection.execute(text("SELECT 1"))
    except Exception as error:
        first_line = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise DatasourceError(
            f"cannot connect to {safe_url(url)}: {first_line.replace(url, safe_url(url))}"
        ) from error
    finally:
        engine.dispose()
