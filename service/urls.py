"""Which datasource URLs the service connects to.

An admin registers a datasource by SQLAlchemy URL; the service then connects to it and shows
what it read to whoever may link. Unchecked, that is a way to read the server's files
(``sqlite:////etc/passwd``), the service's own store (API-key hashes as "sample values"),
local files through driver options (``read_default_file``, ``sslkey``), or to probe the
network. So a URL must name an allowed backend; SQLite files must lie below an allowed
directory and never in the service's data directory; query options are limited to a short
allow-list per backend; and the URL must not lead to the service's own store.
"""

from __future__ import annotations

import contextlib
import ipaddress
import os
import socket
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.engine import URL

from linking import DatasourceError
from linking.catalog import missing_driver, parse_url, profile

_SQLITE_MAGIC = b"SQLite format 3\x00"
_DUCKDB_MAGIC, _DUCKDB_MAGIC_AT = b"DUCK", 8  # a DuckDB file's header: its magic at byte 8


class ForbiddenURLError(DatasourceError):
    """The datasource URL is refused by the service's URL policy."""


@dataclass(frozen=True)
class UrlPolicy:
    backends: frozenset[str]
    sqlite_dirs: tuple[Path, ...]
    private_dirs: tuple[Path, ...]  # never readable, even below an allowed directory
    store_url: str | None = None
    # SQLite files readable wherever they are: the demo database the service generates.
    own_files: tuple[Path, ...] = ()
    # The one folder inside a private directory that files may come from: the data
    # directory's ``datasources``, so that a second file needs no restart with new settings.
    inbox: Path | None = None

    @classmethod
    def of(
        cls,
        backends: Iterable[str],
        sqlite_dirs: Iterable[Path],
        private_dirs: Iterable[Path],
        store_url: str | None = None,
        own_files: Iterable[Path] = (),
        inbox: Path | None = None,
    ) -> UrlPolicy:
        return cls(
            frozenset(b.strip().lower() for b in backends),
            tuple(Path(d).expanduser().resolve() for d in sqlite_dirs),
            tuple(Path(d).expanduser().resolve() for d in private_dirs),
            store_url,
            tuple(Path(f).expanduser().resolve() for f in own_files),
            Path(inbox).expanduser().resolve() if inbox is not None else None,
        )

    def check(self, url: str) -> None:
        """Raise ``ForbiddenURLError`` saying why ``url`` may not be used (``InvalidURLError``
        if it does not parse)."""
        parsed = parse_url(url)
        backend = parsed.get_backend_name()
        if backend not in self.backends:
            allowed = ", ".join(sorted(self.backends)) or "none"
            raise ForbiddenURLError(
                f"{backend!r} datasources are not allowed here (allowed: {allowed}; "
                "SCHEMALINK_DATASOURCE_DRIVERS)"
            )
        # Options that only shape the session (each engine's profile): anything that names a
        # file, a host or server-side settings (``options``, ``service``, ``sslkey``,
        # ``read_default_file``, ``local_infile``) is out.
        options = profile(backend).options
        extra = sorted(set(parsed.query) - options)
        if extra:
            raise ForbiddenURLError(
                f"URL option(s) not allowed: {', '.join(extra)} (allowed for {backend}: "
                f"{', '.join(sorted(options)) or 'none'})"
            )
        if backend != "sqlite" and (missing := missing_driver(parsed)) is not None:
            raise ForbiddenURLError(missing)
        if backend == "sqlite":
            self._check_sqlite(parsed)
        elif backend == "duckdb":
            self._check_duckdb(parsed)
        elif self.store_url is not None and _same_server_database(parsed, self.store_url):
            raise ForbiddenURLError("this URL leads to schemalink's own metadata store")

    def _check_sqlite(self, parsed: URL) -> None:
        path = self._database_file(parsed, "SQLite")
        if path in self.own_files:
            self._check_store_and_header(path)
            return
        self._check_file_place(path, "SQLite")
        self._check_store_and_header(path)
        _check_single_name(path)

    def _check_duckdb(self, parsed: URL) -> None:
        path = self._database_file(parsed, "DuckDB")
        self._check_file_place(path, "DuckDB")
        try:
            with path.open("rb") as file:
                header = file.read(len(_DUCKDB_MAGIC) + _DUCKDB_MAGIC_AT)
        except OSError as error:
            raise ForbiddenURLError(f"no readable DuckDB database at {path}") from error
        if header[_DUCKDB_MAGIC_AT:] != _DUCKDB_MAGIC:
            raise ForbiddenURLError(f"{path} is not a DuckDB database")
        _check_single_name(path)

    @staticmethod
    def _database_file(parsed: URL, engine: str) -> Path:
        database = parsed.database or ""
        if database in ("", ":memory:") or database.startswith(("file:", "md:")):
            raise ForbiddenURLError(f"a {engine} datasource is a path to a database file")
        return Path(database).expanduser().resolve()

    def _check_file_place(self, path: Path, engine: str) -> None:
        """Database files come only from the directories allowed, never schemalink's own but
        for its inbox folder."""
        if self.inbox is not None and path.is_relative_to(self.inbox):
            return
        places = ", ".join(str(d) for d in (*self.sqlite_dirs, *filter(None, [self.inbox])))
        if not places:
            raise ForbiddenURLError(
                f"{engine} datasources are off: list the directories they may come from in "
                "SCHEMALINK_SQLITE_DIRS"
            )
        if not any(path.is_relative_to(d) for d in self.sqlite_dirs):
            raise ForbiddenURLError(
                f"{path} is outside the directories {engine} datasources may come from "
                f"({places}; more with SCHEMALINK_SQLITE_DIRS)"
            )
        if any(path.is_relative_to(d) for d in self.private_dirs) or _linked_into(
            path, self.private_dirs
        ):
            raise ForbiddenURLError(f"{path} is in schemalink's own data directory")

    def _check_store_and_header(self, path: Path) -> None:
        store = _sqlite_path(self.store_url) if self.store_url else None
        if store is not None and (store == path or _same_file(store, path)):
            raise ForbiddenURLError("this URL leads to schemalink's own metadata store")
        try:
            with path.open("rb") as file:
                header = file.read(len(_SQLITE_MAGIC))
        except OSError as error:
            raise ForbiddenURLError(f"no readable SQLite database at {path}") from error
        if header != _SQLITE_MAGIC:
            raise ForbiddenURLError(f"{path} is not a SQLite database")


def _check_single_name(path: Path) -> None:
    """A file with other hard links is refused: its other names may lie anywhere, and a link
    placed in an allowed directory would bring in a file from outside them."""
    with contextlib.suppress(OSError):
        if path.stat().st_nlink > 1:
            raise ForbiddenURLError(
                f"{path} has other hard links: a datasource file must have a single name "
                "(copy it into the allowed directory instead)"
            )


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.samefile(b)
    except OSError:
        return False


def _linked_into(path: Path, directories: Iterable[Path]) -> bool:
    """Whether ``path`` is a hard link to a file in one of ``directories``: the same file
    under another name, which no path comparison sees."""
    try:
        found = path.stat()
    except OSError:
        return False
    if found.st_nlink < 2:
        return False
    for directory in directories:
        for root, _, names in os.walk(directory):
            for name in names:
                with contextlib.suppress(OSError):
                    there = os.stat(os.path.join(root, name))
                    if (there.st_dev, there.st_ino) == (found.st_dev, found.st_ino):
                        return True
    return False


def _sqlite_path(url: str) -> Path | None:
    parsed = parse_url(url)
    if parsed.get_backend_name() != "sqlite" or not parsed.database:
        return None
    return Path(parsed.database).expanduser().resolve()


def _same_server_database(candidate: URL, store_url: str) -> bool:
    store = parse_url(store_url)
    backend = candidate.get_backend_name()
    if store.get_backend_name() != backend:
        return False
    port = profile(backend).default_port
    if (candidate.port or port) != (store.port or port):
        return False
    if (candidate.database or candidate.username) != (store.database or store.username):
        return False
    return bool(_addresses(candidate.host) & _addresses(store.host))


def _addresses(host: str | None) -> set[str]:
    """Where a host name leads; every loopback name (and a Unix socket) is one machine."""
    if not host or host.startswith("/"):
        return {"loopback"}
    try:
        found = {str(info[4][0]) for info in socket.getaddrinfo(host, None)}
    except OSError:
        found = {host.lower()}
    return {"loopback" if _is_loopback(a) else a for a in found}


def _is_loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address.split("%", 1)[0]).is_loopback
    except ValueError:
        return address == "localhost"
