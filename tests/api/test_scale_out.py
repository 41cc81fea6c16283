"""Two API processes and two `schemalink worker` processes on the loopback PostgreSQL and a
real Meilisearch (``bench.scale_out``): syncs and pair uploads spread over the workers, one
worker killed with SIGKILL in the middle of a sync, its job finished by the other once the
lease expires, every job ended once, the value index holding exactly the examples in the
store and the named values in the datasources, both APIs reporting the same. Vectors stay in
each process's own embedded index (no Qdrant server runs here)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bench.scale_out import run_scale_out

# Slow: starts several replicas and workers as processes.
pytestmark = pytest.mark.slow


def test_two_apis_and_two_workers_lose_nothing_when_a_worker_is_killed(
    tmp_path: Path, pg_database: str
) -> None:
    url, key = os.environ.get("MEILI_URL"), os.environ.get("MEILI_MASTER_KEY")
    if not url or not key:
        pytest.skip("MEILI_URL / MEILI_MASTER_KEY are not set: no Meilisearch server")
    outcome = run_scale_out(tmp_path, pg_database, url, key)

    for name, (one, two) in outcome.jobs.items():
        assert one == two, name  # both APIs report the same, progress included
        assert one["status"] == "succeeded", (name, one["message"])
        assert outcome.ended_by_log[one["id"]] == 1, name  # ended once
    wide = outcome.jobs["wide"][0]
    assert outcome.killed_while["progress"]["phase"] == "embedding"
    assert wide["attempts"] == 2 and wide["worker"] != outcome.killed_worker
    # Spread: the two started workers both ran it, the killed one first, the other after.
    assert {outcome.killed_worker, wide["worker"]} == set(outcome.tasks_applied)
    assert outcome.values_indexed == outcome.values_expected
    assert all(outcome.values_expected.values())
    assert outcome.pairs_stored == outcome.pairs_uploaded
    assert outcome.index_tasks_left == 0
    # One index task per pair, each applied once, by whichever worker leased its datasource.
    assert sum(outcome.tasks_applied.values()) == sum(outcome.pairs_uploaded.values())
