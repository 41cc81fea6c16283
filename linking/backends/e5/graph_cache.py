"""The encoder's built graphs, kept on disk so that a process loads one instead of building it.

Building the graph (``linking.backends.e5.graph``) needs the ``onnx`` package, whose import
alone takes about 0.7 s here (its numeric types' extension), and 0.15 s more to lay out
the layers: most of what a short-lived process such as ``schemalink link`` spends before its
first question. The serialized graph is a pure function of the checkpoint, the query delta
and the code that builds it (``graph.py``, ``checkpoint.py``), so it is kept under a name that
digests all three: a changed checkpoint, delta or builder is a new file, never a stale one.
A file that cannot be read or loaded is built again.

A graph not kept yet is built by a child process (``build_apart``) when it can be: importing
``onnx`` holds the interpreter's lock for the whole 0.7 s, and in a serving process every
request waits that long (``/health`` took 1.1 s while a first sync loaded the model).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from linking.backends.e5.adapter import QueryAdapter

# The code a graph is built by: its layers, and how the checkpoint's blocks are unpacked.
_BUILDERS = tuple(Path(__file__).with_name(name) for name in ("graph.py", "checkpoint.py"))


def graph_file(directory: Path, checkpoint: Path, adapter: QueryAdapter | None) -> Path:
    """Where the graph of ``checkpoint`` (with ``adapter``'s delta, if any) is kept."""
    stat = checkpoint.stat()
    hashed = hashlib.sha256()
    for builder in _BUILDERS:
        hashed.update(builder.read_bytes())
    hashed.update(f"{checkpoint.resolve()}:{stat.st_size}:{stat.st_mtime_ns}".encode())
    hashed.update((adapter.digest if adapter is not None else "base").encode())
    return directory / f"e5-{hashed.hexdigest()[:16]}.onnx"


def load_or_build(
    path: Path | None, build: Callable[[], bytes], load: Callable[[str | bytes], object]
) -> object:
    """``load`` the graph kept at ``path``; when there is none yet, or it does not load,
    ``build`` it, keep it there (atomically: a concurrent process reads a whole file or
    none) and load it. With no ``path``, build and load it every time."""
    if path is not None and path.is_file():
        try:
            return load(str(path))
        except Exception:  # a truncated or foreign file: built again below
            path.unlink(missing_ok=True)
    graph = build()
    if path is not None:
        _keep(path, graph)
    return load(graph)


def _keep(path: Path, graph: bytes) -> None:
    written: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, suffix=".tmp", delete=False) as file:
            written = file.name
            file.write(graph)
        os.replace(written, path)
    except OSError:  # a read-only or full disk: the next process builds it again, no worse
        if written is not None:
            Path(written).unlink(missing_ok=True)


def build_apart(checkpoint: Path, targets: Sequence[tuple[Path, bool]]) -> None:
    """Build graphs of ``checkpoint`` in one child process and keep each at its path: with
    the delta shipped with the package (True) or none (False). A child that fails keeps
    nothing, and ``load_or_build`` then builds in this process."""
    wanted = [f"{'shipped' if delta else 'base'}={target}" for target, delta in targets]
    entry = f"import sys; from {__name__} import _main; _main(*sys.argv[1:])"
    command = [sys.executable, "-c", entry, str(checkpoint), *wanted]
    subprocess.run(command, check=False, capture_output=True, timeout=600)


def _main(checkpoint: str, *wanted: str) -> None:
    from linking.backends.e5.adapter import shipped_adapter
    from linking.backends.e5.checkpoint import Checkpoint
    from linking.backends.e5.graph import encoder_graph

    model = Checkpoint(Path(checkpoint))
    for which, target in (w.split("=", 1) for w in wanted):
        delta = shipped_adapter() if which == "shipped" else None
        _keep(Path(target), bytes(encoder_graph(model, delta).SerializeToString()))
