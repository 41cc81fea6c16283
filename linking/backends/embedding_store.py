"""Passage vectors kept on disk, keyed by embedding model and text.

Embedding is nearly all of a sync's cost, and most of it is repeated: a re-sync after one
column changed, a second datasource with the same tables (staging and production), the
``id`` and ``created_at`` columns every table has. Keyed by model and exact text, a stored
vector is the vector the model would give again, so nothing is embedded twice.

It is a cache: a store that cannot be read or written is logged and worked around, never a
reason for a sync to fail. SQLite (standard library), one file, safe across threads.
"""

from __future__ import annotations

import hashlib
import logging
import sqlite3
import threading
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

import numpy as np

logger = logging.getLogger(__name__)

_LOOKUP_CHUNK = 500  # below SQLite's bound-parameter limit


def _key(model: str, text: str) -> bytes:
    return hashlib.sha256(f"{model}\x1f{text}".encode()).digest()[:20]


class EmbeddingStore:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._db: sqlite3.Connection | None = None

    def _connection(self) -> sqlite3.Connection:
        if self._db is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(self.path, check_same_thread=False)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute(
                "CREATE TABLE IF NOT EXISTS passages (key BLOB PRIMARY KEY, vector BLOB NOT NULL)"
                " WITHOUT ROWID"
            )
            self._db = db
        return self._db

    def get(self, model: str, texts: Sequence[str]) -> dict[str, np.ndarray]:
        """The stored vectors of those ``texts`` that have one."""
        by_key = {_key(model, text): text for text in texts}
        keys = list(by_key)
        found: dict[str, np.ndarray] = {}
        try:
            with self._lock:
                db = self._connection()
                for start in range(0, len(keys), _LOOKUP_CHUNK):
                    chunk = keys[start : start + _LOOKUP_CHUNK]
                    marks = ",".join("?" * len(chunk))
                    rows = db.execute(
                        f"SELECT key, vector FROM passages WHERE key IN ({marks})", chunk
                    )
                    for key, blob in rows:
                        found[by_key[key]] = np.frombuffer(blob, np.float32)
        except sqlite3.Error as error:
            logger.warning("embedding store unreadable, embedding anew: %s", error)
            return {}
        return found

    def put(self, model: str, vectors: Mapping[str, np.ndarray]) -> None:
        rows: Iterable[tuple[bytes, bytes]] = (
            (_key(model, text), np.asarray(vector, np.float32).tobytes())
            for text, vector in vectors.items()
        )
        try:
            with self._lock:
                db = self._connection()
                with db:
                    db.executemany("INSERT OR REPLACE INTO passages VALUES (?, ?)", rows)
        except sqlite3.Error as error:
            logger.warning("embedding store not written, carrying on without it: %s", error)

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None
