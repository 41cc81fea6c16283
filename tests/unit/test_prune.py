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
ORDER_ID = FieldRef("main", "orders", "id")
CUSTOMER_NAME = FieldRef("main", "customers", "name")
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


def test_keys_joins_and_labels_are_kept_beside_the_budget(shop: Meta) -> None:
    chosen = shop.filter_tables([ORDERS, CUSTOMERS])
    joins = {FieldRef("main", "orders", "customer_id"), FieldRef("main", "customers", "id")}
    kept = keep_fields(
        chosen, {STATUS: 2.0, AMOUNT: 1.0}, required=joins, join_only=set(), budget=1
    )
    # customers.name is the customers' label: asked for or not, a generator names rows by it.
    assert kept == {STATUS, ORDER_ID, CUSTOMER_NAME, *joins}


def test_a_join_only_table_keeps_only_its_keys_and_label(shop: Meta) -> None:
    chosen = shop.filter_tables([ORDERS, CUSTOMERS])
    city = FieldRef("main", "customers", "city")
    kept = keep_fields(
        chosen, {city: 3.0, STATUS: 2.0}, required=set(), join_only={CUSTOMERS}, budget=5
    )
    assert city not in kept
    assert {STATUS, CUSTOMER_NAME, FieldRef("main", "customers", "id")} <= kept


def test_tables_take_turns_so_each_keeps_its_best_column(shop: Meta) -> None:
    chosen = shop.filter_tables([ORDERS, CUSTOMERS])
    city = FieldRef("main", "customers", "city")
    scores = {STATUS: 9.0, AMOUNT: 8.0, FieldRef("main", "orders", "customer_id"): 7.0, city: 1.0}
    kept = keep_fields(chosen, scores, required=set(), join_only=set(), budget=2)
    assert STATUS in kept and city in kept and AMOUNT not in kept


def test_columns_far_below_the_best_are_not_taken(shop: Meta) -> None:
    chosen = shop.filter_tables([ORDERS])
    kept = keep_fields(
        chosen, {STATUS: 2.0, AMOUNT: 0.5}, required=set(), join_only=set(), budget=5, relative=0.5
    )
    assert STATUS in kept and AMOUNT not in kept


def test_a_table_without_a_scored_column_or_key_keeps_its_first(shop: Meta) -> None:
    chosen = shop.filter_tables([ORDERS, SALARIES])
    kept = keep_fields(chosen, {STATUS: 2.0}, required=set(), join_only=set(), budget=1)
    # salaries has no key, label or scored column: it keeps its first one rather than vanish.
    assert kept == {STATUS, ORDER_ID, FieldRef("main", "salaries", "employee")}


def test_a_column_named_verbatim_outranks_similar_ones() -> None:
    hits = Hits(mentions=[LexicalHit(ORDERS, "amount", 100.0, ("amount",))])
    scores = field_scores([FieldHit(STATUS, 0.9, "q"), FieldHit(AMOUNT, 0.8, "q")], hits, CONFIG)
    assert max(scores, key=scores.__getitem__) == AMOUNT


def test_a_weakly_selected_table_gets_a_small_share_of_the_budget(shop: Meta) -> None:
    chosen = shop.filter_tables([ORDERS, CUSTOMERS])
    city = FieldRef("main", "customers", "city")
    scores = {STATUS: 9.0, AMOUNT: 8.0, city: 1.0}
    kept = keep_fields(
        chosen,
        scores,
        required=set(),
        join_only=set(),
        budget=4,
        table_scores={CUSTOMERS: 3.0, ORDERS: 1.0},
    )
    assert STATUS in kept and city in kept
    assert AMOUNT not in kept  # orders' share is one column of the four
    kept = keep_fields(
        chosen,
        scores,
        required=set(),
        join_only=set(),
        budget=4,
        table_scores={CUSTOMERS: 3.0, ORDERS: 1.0},
        least=2,
    )
    assert AMOUNT in kept
