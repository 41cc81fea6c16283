from pathlib import Path

from linking.backends.tantivy_values import TantivyValueIndex
from linking.backends.values import ValueDoc

NAMES = [*(f"Nova Star {i}" for i in range(12)), "Nova Stars 1", "Novo Star 2"]


async def _index(tmp_path: Path) -> TantivyValueIndex:
    index = TantivyValueIndex(tmp_path)
    await index.add([ValueDoc("shop", "main", "products", "name", n) for n in NAMES])
    return index


async def test_values_holding_every_word_are_ranked_as_the_whole_query_ranks_them(
    tmp_path: Path,
) -> None:
    index = await _index(tmp_path)
    searcher = index._index.searcher()
    whole = index._queries.keyword("nova star", searcher, fetch=8)
    expected = [
        (round(score, 4), searcher.doc(address)["value"][0])
        for score, address in searcher.search(whole, 8).hits
    ]
    # Twelve values hold both words: they fill a search of eight without the fuzzy matching.
    found = index._find("nova star", searcher, [], parts=True, fetch=8)
    assert [(round(score, 4), value) for score, *_, value in found] == expected


async def test_look_alikes_are_searched_when_exact_holders_do_not_fill_the_search(
    tmp_path: Path,
) -> None:
    index = await _index(tmp_path)
    hits = await index.search("shop", ["nova star"], limit=20)  # fetches 80, twelve hold both
    assert {"Nova Stars 1", "Novo Star 2"} <= {h.value for h in hits}
