from pathlib import Path

from linking.backends.keyword_matches import KeywordMatches
from linking.backends.tantivy_values import TantivyValueIndex
from linking.backends.values import ValueDoc

MATCH = (1.0, "main", "orders", "status", "已完成")


def test_matches_found_before_a_change_are_not_kept() -> None:
    kept = KeywordMatches()
    before = kept.generation
    kept.changed()
    kept.keep("已完成", before, [MATCH])
    assert kept.get("已完成") is None
    kept.keep("已完成", kept.generation, [MATCH])
    assert kept.get("已完成") == [MATCH]
    kept.changed()
    assert kept.get("已完成") is None


def test_the_least_recently_asked_goes_first() -> None:
    kept = KeywordMatches(entries=2)
    for key in ("a", "b"):
        kept.keep(key, kept.generation, [MATCH])
    kept.get("a")
    kept.keep("c", kept.generation, [MATCH])
    assert kept.get("b") is None and kept.get("a") and kept.get("c")


async def test_a_keyword_many_values_hold_is_answered_anew_after_a_write(tmp_path: Path) -> None:
    index = TantivyValueIndex(tmp_path)
    await index.add([ValueDoc("shop", "main", "orders", "status", f"已完成{i}") for i in range(8)])
    first = await index.search("shop", ["已完成"], limit=1)  # fetches 4 of 8: kept
    assert await index.search("shop", ["已完成"], limit=1) == first
    await index.add([ValueDoc("shop", "main", "regions", "name", "已完成")])
    (hit,) = await index.search("shop", ["已完成"], limit=1)
    assert (hit.table, hit.value) == ("regions", "已完成")  # the exact value, new since


async def test_what_searches_kept_goes_once_merged_segments_are_read(tmp_path: Path) -> None:
    """A settle's merges drop deleted values from the statistics that scores are made of."""
    index = TantivyValueIndex(tmp_path)
    await index.add([ValueDoc("shop", "main", "orders", "status", f"已完成{i}") for i in range(8)])
    await index.search("shop", ["已完成"], limit=1)
    kept = index._matches.generation
    await index.settle()
    assert index._matches.generation != kept
    await index.close()
