from linking.catalog.meta import Field, ForeignKey, Meta, Schema, Table, TableRef
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
