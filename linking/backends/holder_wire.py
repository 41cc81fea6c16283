"""The wire format of a shared data directory's holder (``linking.backends.index_holder``) and
its callers (``linking.backends.holder_calls``): one JSON object each way, after its length
(4 bytes, big-endian), with vectors as base64 float32 and an engine's failure as its
``LinkingError`` class's name and message.
"""

from __future__ import annotations

import asyncio
import base64
import json
import struct
from collections.abc import Collection, Sequence
from typing import Any

import numpy as np

from linking import errors
from linking.backends.values import ValueDoc
from linking.backends.vectors import VectorHit
from linking.catalog.meta import TableRef
from linking.errors import IndexBackendError

MAX_MESSAGE = 1 << 28  # 256 MiB, from a caller with the token: a table's values can reach 70 MB


async def send_message(writer: asyncio.StreamWriter, message: Any) -> None:
    writer.write(framed(message))
    await writer.drain()


def framed(message: Any) -> bytes:
    data = json.dumps(message, ensure_ascii=False).encode("utf-8")
    return struct.pack(">I", len(data)) + data


async def receive_message(reader: asyncio.StreamReader, limit: int = MAX_MESSAGE) -> Any:
    (size,) = struct.unpack(">I", await reader.readexactly(4))
    if size > limit:
        raise ValueError(f"a message of {size} bytes")
    return json.loads(await reader.readexactly(size))


class BadCall(ValueError):
    """A call that is not ``{"engine": str, "method": str, "args": object}``."""


def checked_call(call: Any) -> tuple[str, str, dict[str, Any]]:
    if not isinstance(call, dict):
        raise BadCall("a call is a JSON object")
    engine, method, args = call.get("engine"), call.get("method"), call.get("args")
    if not (isinstance(engine, str) and isinstance(method, str) and isinstance(args, dict)):
        raise BadCall("a call names its engine and method (strings) and its args (an object)")
    return engine, method, args


def encode_array(vectors: np.ndarray) -> dict[str, Any]:
    matrix = np.asarray(vectors, np.float32)
    return {"shape": list(matrix.shape), "data": base64.b64encode(matrix.tobytes()).decode()}


def decode_array(encoded: dict[str, Any]) -> np.ndarray:
    flat = np.frombuffer(base64.b64decode(encoded["data"]), np.float32)
    return flat.reshape(encoded["shape"])


def encode_tables(tables: Collection[TableRef] | None) -> list[list[str]] | None:
    return None if tables is None else [[t.schema, t.table] for t in tables]


def decode_tables(tables: list[list[str]] | None) -> list[TableRef] | None:
    return None if tables is None else [TableRef(schema, table) for schema, table in tables]


def encode_docs(docs: Sequence[ValueDoc]) -> list[list[str]]:
    return [[d.datasource, d.schema, d.table, d.field, d.value] for d in docs]


def decode_docs(docs: list[list[str]]) -> list[ValueDoc]:
    return [ValueDoc(*doc) for doc in docs]


def encode_hits(hits: Sequence[VectorHit]) -> list[list[Any]]:
    return [[h.id, h.score, h.payload] for h in hits]


def decode_hits(hits: list[list[Any]]) -> list[VectorHit]:
    return [VectorHit(i, s, p) for i, s, p in hits]


def error_of(kind: str, message: str) -> errors.LinkingError:
    found = getattr(errors, kind, None)
    if isinstance(found, type) and issubclass(found, errors.LinkingError):
        return found(message)
    return IndexBackendError(message)
