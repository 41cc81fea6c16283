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


def private_data_dir(path: Path) -> Path:
    """``path``, created or tightened so that only its owner may read, write or list it (and
    all it holds, down to the files the indexes write)."""
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    _tighten(path)
    for root, directories, files in os.walk(path):
        for name in [*directories, *files]:
            _tighten(Path(root, name))
    return path


def _tighten(path: Path) -> None:
    with contextlib.suppress(OSError):  # a file being replaced by another process meanwhile
        mode = path.lstat().st_mode
        if not stat.S_ISLNK(mode) and mode & PRIVATE_UMASK:
            path.chmod(stat.S_IMODE(mode) & ~PRIVATE_UMASK)
