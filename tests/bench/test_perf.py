"""The scale benchmark runs both sync phases and reports them (not their speed)."""

from __future__ import annotations

from pathlib import Path

from bench.perf import run


def test_the_scale_benchmark_reports_both_phases_and_links_during_and_after(
    tmp_path: Path,
) -> None:
    result = run(4, 6, tmp_path / "perf.md", settled=False)
    assert (result["tables"], result["columns"]) == (4, 80)
    # Every column and table document was embedded once: the catalog's own text, no repeats.
    assert result["documents_embedded"] + result["documents_reused"] == 80 + 4
    assert result["questions"] == 6
    assert {"retrieve.embed", "retrieve.fields", "retrieve.values"} <= set(result["stages_ms"])
    report = (tmp_path / "perf.md").read_text("utf-8")
    assert "time until linkable" in report and "phase 2" in report
