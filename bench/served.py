"""A real ``schemalink serve`` (or ``mcp --http``) process on loopback, for the load bench
and the tests that need one: its URL, its JSON log as it is written, its memory and CPU time,
and a way to kill it as a crash would (``SIGKILL``) or stop it as an operator would
(``SIGTERM``)."""

from __future__ import annotations

import atexit
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

ADMIN_KEY = "sl_served-admin-key-0123456789abcdef"


def wait_for(what: str, check: Callable[[], T | None], deadline_s: float = 120.0) -> T:
    """Poll ``check`` until it returns something truthy; that, or an error naming ``what``."""
    ends = time.monotonic() + deadline_s
    while time.monotonic() < ends:
        found = check()
        if found:
            return found
        time.sleep(0.02)
    raise TimeoutError(f"waited {deadline_s:g} s for {what}")


def finished_job(client: Any, job_id: str) -> dict[str, Any] | None:
    """The job through ``client`` (an httpx client) once it has ended, else None."""
    job: dict[str, Any] = client.get(f"/v1/jobs/{job_id}").json()
    return job if job["status"] not in ("queued", "running") else None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Served:
    process: subprocess.Popen[str]
    url: str
    data_dir: Path
    lines: list[str] = field(default_factory=list)

    @property
    def port(self) -> int:
        return int(self.url.rsplit(":", 1)[1])

    def records(self) -> list[dict[str, Any]]:
        """The log so far, one JSON object a line (anything else is skipped)."""
        found = []
        for line in list(self.lines):
            try:
                found.append(json.loads(line))
            except ValueError:
                continue
        return found

    def rss_kib(self) -> int:
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise RuntimeError("no VmRSS for the server process")

    def cpu_seconds(self) -> float:
        fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        ticks = os.sysconf("SC_CLK_TCK")
        return (int(fields[11]) + int(fields[12])) / ticks  # utime + stime

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(30)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(60)
            except subprocess.TimeoutExpired:
                self.kill()


def serve(
    data_dir: Path,
    *,
    env: Mapping[str, str | None] | None = None,
    port: int | None = None,
    startup_s: float = 120.0,
    command: Sequence[str] = ("serve",),
    health_path: str | None = "/health",
) -> Served:
    """Start ``schemalink serve`` (or another ``command`` that listens on ``--port``) on
    embedded backends and wait until ``health_path`` answers 200, or with no ``health_path``
    until the port takes connections."""
    port = port or free_port()
    served = _start(data_dir, env, [*command, "--port", str(port)], f"http://127.0.0.1:{port}")
    return _when_ready(served, lambda: _answers(served, health_path), startup_s)


def work(
    data_dir: Path, *, env: Mapping[str, str | None] | None = None, startup_s: float = 120.0
) -> Served:
    """Start ``schemalink worker`` and wait until it says it has started (it has no port:
    its ``url`` is empty)."""
    served = _start(data_dir, env, ["worker"], "")
    return _when_ready(
        served,
        lambda: any(r.get("message") == "worker started" for r in served.records()),
        startup_s,
    )


def _start(
    data_dir: Path, env: Mapping[str, str | None] | None, args: list[str], url: str
) -> Served:
    # A variable given as None is unset (a server without an admin key, say).
    environment: dict[str, str | None] = {
        **os.environ,
        "SCHEMALINK_DATA_DIR": str(data_dir),
        "SCHEMALINK_ADMIN_KEY": ADMIN_KEY,
        "QDRANT_URL": "",
        "MEILI_URL": "",
        "DATABASE_URL": "",
        "LLM_MODEL": "",
        "EMBEDDING_MODEL": "",
        **(env or {}),
    }
    bin_dir = Path(sys.executable).parent
    process = subprocess.Popen(
        [str(bin_dir / "schemalink"), *args],
        env={k: v for k, v in environment.items() if v is not None},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    served = Served(process, url, data_dir)
    _started.append(process)

    def read_log() -> None:
        # Read the log to its end: a full pipe would block the process.
        assert process.stderr is not None
        for line in process.stderr:
            served.lines.append(line)

    threading.Thread(target=read_log, daemon=True).start()
    return served


def suspend(pid: int) -> None:
    """SIGSTOP ``pid`` (a child of this process) and wait until all its threads have stopped:
    a hung server. The kernel hands the signal to one thread, and the others stop only once
    that one has run; on a busy machine the rest could still answer meanwhile. ``waitpid``
    reports the stop once the whole process has stopped."""
    os.kill(pid, signal.SIGSTOP)
    _, status = os.waitpid(pid, os.WUNTRACED)
    if not os.WIFSTOPPED(status):
        raise RuntimeError(f"process {pid} did not stop (wait status {status})")


# Every process started here, so that none outlives the test or benchmark that started it,
# even one that failed or timed out before stopping it.
_started: list[subprocess.Popen[str]] = []


@atexit.register
def _kill_the_left() -> None:
    for process in _started:
        if process.poll() is None:
            process.kill()
            process.wait()


def _when_ready(served: Served, ready: Callable[[], bool], startup_s: float) -> Served:
    deadline = time.monotonic() + startup_s
    while time.monotonic() < deadline:
        if served.process.poll() is not None:
            raise RuntimeError("the process exited:\n" + "".join(served.lines[-20:]))
        if ready():
            return served
        time.sleep(0.05)
    served.stop()
    raise RuntimeError("the process did not get ready:\n" + "".join(served.lines[-20:]))


def _answers(served: Served, health_path: str | None) -> bool:
    try:
        if health_path is None:
            socket.create_connection(("127.0.0.1", served.port), timeout=1).close()
            return True
        with urllib.request.urlopen(f"{served.url}{health_path}", timeout=1) as answer:
            return bool(answer.status == 200)
    except OSError:
        return False
