from collections.abc import Callable

from linking.catalog.meta import Edge, Field, ForeignKey, Meta, Schema, Table, TableRef
from linking.ranking.joins import connect, fk_graph


def _chain() -> Meta:
    """a → b → c → d, and e alone."""

    def table(name: str, target: str | None) -> Table:
        fks = (ForeignKey((f"{target}_id",), "s", target, ("id",)),) if target else ()
        fields = (Field("id", "INT", primary_key=True),) + (
            (Field(f"{target}_id", "INT"),) if target else ()
        )
        return Table(name, fields, foreign_keys=fks)

    tables = (table("a", "b"), table("b", "c"), table("c", "d"), table("d", None), table("e", None))
    return Meta("x", "sqlite", (Schema("s", tables),))


def ref(name: str) -> TableRef:
    return TableRef("s", name)


def test_bridge_tables_are_added_with_their_join_steps() -> None:
    added, steps = connect(fk_graph(_chain()), [ref("a"), ref("c")], max_edges=3)
    assert added == [ref("b")]
    assert [(s.from_table, s.to_table) for s in steps] == [
        (ref("a"), ref("b")),
        (ref("b"), ref("c")),
    ]
    assert steps[0].from_columns == ("b_id",)


def test_paths_longer_than_the_limit_are_not_followed() -> None:
    added, steps = connect(fk_graph(_chain()), [ref("a"), ref("d")], max_edges=2)
    assert added == []
    assert steps == []


def test_unconnected_tables_stay_unjoined() -> None:
    added, steps = connect(fk_graph(_chain()), [ref("a"), ref("e")], max_edges=3)
    assert (added, steps) == ([], [])


def test_adjacent_tables_need_no_bridge() -> None:
    added, steps = connect(fk_graph(_chain()), [ref("b"), ref("a")], max_edges=3)
    assert added == []
    assert [(s.from_table, s.to_table) for s in steps] == [(ref("b"), ref("a"))]


def _two_keys() -> Meta:
    """thesis has two keys to faculty: its supervisor's and its reviewer's."""
    thesis = Table(
        "thesis",
        (
            Field("id", "INT", primary_key=True),
            Field("supervisor_id", "INT", "指导教师工号"),
            Field("reviewer_id", "INT", "评阅教师工号"),
        ),
        foreign_keys=(
            ForeignKey(("supervisor_id",), "s", "faculty", ("id",)),
            ForeignKey(("reviewer_id",), "s", "faculty", ("id",)),
        ),
    )
    faculty = Table("faculty", (Field("id", "INT", primary_key=True), Field("name", "TEXT")))
    return Meta("x", "sqlite", (Schema("s", (thesis, faculty)),))


def _prefer(*words: str) -> Callable[[Edge], float]:
    asked = set(words)
    return lambda edge: len(asked & {c.split("_")[0] for c in (*edge[1], *edge[3])})


def test_of_two_keys_the_one_the_question_names_is_walked() -> None:
    graph = fk_graph(_two_keys())
    _, steps = connect(graph, [ref("faculty"), ref("thesis")], 3, prefer=_prefer("reviewer"))
    assert [(s.to_table, s.to_columns, s.role) for s in steps] == [
        (ref("thesis"), ("reviewer_id",), "thesis.reviewer_id")
    ]


def test_of_two_keys_the_question_does_not_tell_apart_both_are_steps() -> None:
    graph = fk_graph(_two_keys())
    _, steps = connect(graph, [ref("thesis"), ref("faculty")], 3)
    assert {(s.from_columns, s.role) for s in steps} == {
        (("supervisor_id",), "thesis.supervisor_id"),
        (("reviewer_id",), "thesis.reviewer_id"),
    }
