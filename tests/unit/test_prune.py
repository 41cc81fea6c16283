from linking.config import LinkerConfig
from linking.context import JoinStep
from linking.lexical import LexicalHit
from linking.meta import FieldRef, Meta, TableRef
from linking.prune import field_scores, join_columns, keep_fields
from linking.retrieve import FieldHit, Hits
from linking.values import ValueHit

ORDERS, CUSTOMERS, SALARIES = (TableRef("main", t) for t in ("orders", "customers", "salaries"))
STATUS = FieldRef("main", "orders", "status")
AMOUNT = FieldRef("main", "orders", "amount")
CONFIG = LinkerConfig()


def test_evidence_from_several_retrievers_ranks_a_column_first() -> None:
    hits = Hits(
        names=[LexicalHit(ORDERS, "status", 2.0, ("状态",))],
        values=[ValueHit("main", "orders", "status", "已完成", score=1.0, keyword="已完成")],
    )
    scores = field_scores([FieldHit(AMOUNT, 0.9, "q"), FieldHit(STATUS, 0.8, "q")], hits, CONFIG)
    assert max(scores, key=scores.__getitem__) == STATUS


def test_join_columns_come_from_both_sides_of_each_step() -> None:
    step = JoinStep("main.orders", ("customer_id",), "main.customers", ("id",))
    assert join_columns([step]) == {
        FieldRef("main", "orders", "customer_id"),
        FieldRef("main", "customers", "id"),
    }


def test_keep_the_budget_the_joins_and_the_primary_keys(shop: Meta) -> None:
    chosen = shop.filter_tables([ORDERS, CUSTOMERS])
    joins = {FieldRef("main", "orders", "customer_id"), FieldRef("main", "customers", "id")}
    order_id = FieldRef("main", "orders", "id")
    kept = keep_fields(chosen, {STATUS: 2.0, AMOUNT: 1.0}, joins, budget=1)
    assert kept == {STATUS, order_id, *joins}


def test_a_table_without_a_scored_column_or_key_keeps_its_first(shop: Meta) -> None:
    chosen = shop.filter_tables([ORDERS, SALARIES])
    kept = keep_fields(chosen, {STATUS: 2.0}, set(), budget=1)
    # salaries has no key and no scored column: it keeps its first one rather than vanish.
    assert kept == {
        STATUS,
        FieldRef("main", "orders", "id"),
        FieldRef("main", "salaries", "employee"),
    }


def test_a_column_named_verbatim_outranks_similar_ones() -> None:
    hits = Hits(mentions=[LexicalHit(ORDERS, "amount", 100.0, ("amount",))])
    scores = field_scores([FieldHit(STATUS, 0.9, "q"), FieldHit(AMOUNT, 0.8, "q")], hits, CONFIG)
    assert max(scores, key=scores.__getitem__) == AMOUNT
