"""While phase 2 runs, a link counts the embedded tables at most once per interval."""

from __future__ import annotations

from linking.indexing.coverage import DenseCoverage, PairPresence
from tests.conftest import shop_meta


class Counts:
    def __init__(self, *answers: int) -> None:
        self.answers = list(answers)
        self.asked = 0

    async def __call__(self, datasource: str) -> int:
        self.asked += 1
        return self.answers.pop(0)


async def test_a_pending_catalog_is_counted_again_only_after_the_interval() -> None:
    shop = shop_meta()
    counts = Counts(1, 2)
    patient = DenseCoverage(counts, recheck_s=3600)
    assert await patient.embedded(shop) == 1
    assert await patient.embedded(shop) == 1  # within the interval: not asked again
    assert counts.asked == 1
    patient.forget("shop")
    assert await patient.embedded(shop) == 2
    assert counts.asked == 2


async def test_a_complete_catalog_is_never_counted_again() -> None:
    shop = shop_meta()
    counts = Counts(3)
    eager = DenseCoverage(counts, recheck_s=0)
    assert await eager.embedded(shop) == shop.table_count == 3
    assert await eager.embedded(shop) == 3
    assert counts.asked == 1


async def test_another_catalog_object_is_counted_afresh() -> None:
    counts = Counts(3, 1)
    coverage = DenseCoverage(counts, recheck_s=3600)
    first = shop_meta()
    assert await coverage.embedded(first) == 3
    resynced = shop_meta()  # a new sync: a new catalog object, maybe new tables
    assert await coverage.embedded(resynced) == 1


async def test_pairs_are_counted_again_after_the_interval_or_a_change() -> None:
    counts = Counts(0, 2)
    patient = PairPresence(counts, recheck_s=3600)
    assert await patient.any("shop") is False
    assert await patient.any("shop") is False  # within the interval: not asked again
    patient.forget("shop")  # this process added pairs
    assert await patient.any("shop") is True
    assert counts.asked == 2
    eager = PairPresence(Counts(0, 1), recheck_s=0)  # another process may add them any time
    assert [await eager.any("shop"), await eager.any("shop")] == [False, True]
