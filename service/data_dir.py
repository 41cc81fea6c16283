"""The data directory is its owner's alone.

It holds the metadata store (API-key hashes, the roles' policies), the secret key, and indexes
of values and columns that some roles may not see: nobody else on the machine may read or
list it. The processes of ``schemalink`` create what they write there without group or other
permissions (``PRIVATE_UMASK``), and a directory made by an earlier version, or by hand, is
tightened when it is opened.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

PRIVATE_UMASK = 0o077  # no permission for the group or others


# What schemalink keeps in a data directory: only these are tightened, so that a directory
# set to one that also holds other things (``SCHEMALINK_DATA_DIR=.``) keeps those as they are.
OWN_ENTRIES = (
    "schemalink.db",  # with its -wal, -shm and -journal files
    "secret.key",
    "embeddings.sqlite3",
    "indexes.",
    "values",
    "vectors",
    "catalogs",
    "demo",
    "datasources",
)


def private_data_dir(path: Path) -> Path:
    """``path``, created or tightened so that only its owner may read, write or list it, with
    all that schemalink keeps in it (down to the files the indexes write)."""
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    _tighten(path)
    for entry in path.iterdir():
        if not entry.name.startswith(OWN_ENTRIES):
            continue
        _tighten(entry)
        for root, directories, files in os.walk(entry):
            for name in [*directories, *files]:
                _tighten(Path(root, name))
    return path


def _tighten(path: Path) -> None:
    with contextlib.suppress(OSError):  # a file being replaced by another process meanwhile
        mode = path.lstat().st_mode
        if not stat.S_ISLNK(mode) and mode & PRIVATE_UMASK:
            path.chmod(stat.S_IMODE(mode) & ~PRIVATE_UMASK)
