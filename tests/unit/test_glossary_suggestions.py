"""Glossary suggestions: a word nothing matched, said by pairs that read one target."""

from linking.evaluation import Scored, suggest


def _scored(pair_id: str, unnamed: tuple[str, ...], tables: set[str], columns: set[str]) -> Scored:
    return Scored(
        pair_id=pair_id,
        question="",
        needed_tables=frozenset(tables),
        needed_columns=frozenset(columns),
        returned_tables=frozenset(),
        returned_columns=frozenset(),
        ranking=(),
        completeness=None,
        unnamed=unnamed,
    )


MEMBERS = {"main.members"}


def test_a_word_unmatched_in_pairs_reading_one_column_suggests_that_column() -> None:
    scored = [
        _scored("1", ("patrons",), MEMBERS, {"main.members.name"}),
        _scored("2", ("patrons", "lyon"), MEMBERS, {"main.members.name", "main.members.city"}),
        _scored("3", (), {"main.orders"}, {"main.orders.total"}),
        _scored("4", ("lyon",), {"main.orders"}, {"main.orders.total"}),
    ]
    (only,) = suggest(scored)
    assert (only.word, only.target, only.kind, only.support) == (
        "patrons",
        "main.members.name",
        "column",
        2,
    )
    assert only.pairs == ("1", "2") and only.name == "name"


def test_without_a_column_they_share_the_table_is_suggested() -> None:
    scored = [
        _scored("1", ("patrons",), MEMBERS, {"main.members.name"}),
        _scored("2", ("patrons",), MEMBERS, {"main.members.city"}),
        _scored("3", (), {"main.orders"}, set()),
    ]
    (only,) = suggest(scored)
    assert (only.target, only.kind) == ("main.members", "table")


def test_one_pair_a_split_word_or_a_table_every_pair_reads_suggest_nothing() -> None:
    assert suggest([_scored("1", ("patrons",), MEMBERS, set())]) == []
    split = [
        _scored("1", ("last",), MEMBERS, set()),
        _scored("2", ("last",), {"main.orders"}, set()),
    ]
    assert suggest(split) == []
    everywhere = [_scored(str(i), ("show",), MEMBERS, set()) for i in range(4)]
    assert suggest(everywhere) == []


def test_a_word_the_target_is_named_by_is_not_suggested() -> None:
    scored = [_scored(str(i), ("members",), MEMBERS, set()) for i in range(2)]
    scored.append(_scored("3", (), {"main.orders"}, set()))
    assert suggest(scored) == []
