from linking.backends.values import ValueHit
from linking.catalog.meta import Field, FieldRef, ForeignKey, Meta, Schema, Table, TableRef
from linking.config import FusionWeights, LinkerConfig
from linking.context import Evidence
from linking.question.cues import question_cues
from linking.ranking.joins import Join
from linking.ranking.prune import cued_columns, field_scores, join_columns, keep_fields
from linking.retrieval.dense import FieldHit
from linking.retrieval.hits import ColumnVote, Hits
from linking.retrieval.lexical import LexicalHit
from tests.conftest import built_in_hits

ORDERS, CUSTOMERS, SALARIES = (TableRef("main", t) for t in ("orders", "customers", "salaries"))
STATUS = FieldRef("main", "orders", "status")
AMOUNT = FieldRef("main", "orders", "amount")
ORDER_ID = FieldRef("main", "orders", "id")
CUSTOMER_NAME = FieldRef("main", "customers", "name")
CONFIG = LinkerConfig()


def test_evidence_from_several_retrievers_ranks_a_column_first() -> None:
    hits = built_in_hits(
        names=[LexicalHit(ORDERS, "status", 2.0, ("状态",))],
        values=[ValueHit("main", "orders", "status", "已完成", score=1.0, keyword="已完成")],
    )
    scores = field_scores([FieldHit(AMOUNT, 0.9, "q"), FieldHit(STATUS, 0.8, "q")], hits, CONFIG)
    assert max(scores, key=scores.__getitem__) == STATUS


class OneColumn:
    """A retriever's finding with one column vote, of a source no built-in one has."""

    def table_votes(self) -> tuple[()]:
        return ()

    def column_votes(self) -> list[ColumnVote]:
        return [ColumnVote("jargon", STATUS, 1.0, Evidence("jargon", 1.0, "状况"))]

    def matched_words(self) -> tuple[()]:
        return ()

    def counts(self) -> dict[str, int]:
        return {}


def test_an_added_retrievers_column_votes_are_a_list_of_their_own() -> None:
    dense = [FieldHit(AMOUNT, 0.9, "q"), FieldHit(STATUS, 0.8, "q")]
    scores = field_scores(dense, Hits([OneColumn()]), CONFIG)
    assert max(scores, key=scores.__getitem__) == STATUS  # 1.0 by default, as dense's
    unweighted = LinkerConfig(column_weights=FusionWeights(others=(("jargon", 0.0),)))
    scores = field_scores(dense, Hits([OneColumn()]), unweighted)
    assert max(scores, key=scores.__getitem__) == AMOUNT


def test_join_columns_come_from_both_sides_of_each_step() -> None:
    step = Join(ORDERS, ("customer_id",), CUSTOMERS, ("id",))
    assert join_columns([step]) == {
        FieldRef("main", "orders", "customer_id"),
        FieldRef("main", "customers", "id"),
    }


def test_join_columns_keep_a_dotted_schema_whole() -> None:
    # A schema name may hold a dot ("sales.eu"); a step's tables are never parsed from text.
    orders, customers = TableRef("sales.eu", "orders"), TableRef("sales.eu", "customers")
    step = Join(orders, ("customer_id",), customers, ("id",))
    assert join_columns([step]) == {
        FieldRef("sales.eu", "orders", "customer_id"),
        FieldRef("sales.eu", "customers", "id"),
    }


def test_keys_joins_and_labels_are_kept_beside_the_budget(shop: Meta) -> None:
    chosen = shop.filter_tables([ORDERS, CUSTOMERS])
    joins = {FieldRef("main", "orders", "customer_id"), FieldRef("main", "customers", "id")}
    kept = keep_fields(
        chosen, {STATUS: 2.0, AMOUNT: 1.0}, required=joins, join_only=set(), budget=1
    )
    # customers.name is the customers' label: asked for or not, a generator names rows by it.
    assert kept == {STATUS, ORDER_ID, CUSTOMER_NAME, *joins}


def test_a_join_only_table_keeps_only_its_join_columns(shop: Meta) -> None:
    chosen = shop.filter_tables([ORDERS, CUSTOMERS])
    joins = {FieldRef("main", "orders", "customer_id"), FieldRef("main", "customers", "id")}
    city = FieldRef("main", "customers", "city")
    kept = keep_fields(
        chosen, {city: 3.0, STATUS: 2.0}, required=joins, join_only={CUSTOMERS}, budget=5
    )
    assert {f for f in kept if f.table_ref == CUSTOMERS} == {FieldRef("main", "customers", "id")}
    assert STATUS in kept


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
    hits = built_in_hits(mentions=[LexicalHit(ORDERS, "amount", 100.0, ("amount",))])
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


def _dated_shop() -> Meta:
    orders = Table(
        "orders",
        (
            Field("id", "INTEGER", primary_key=True),
            Field("customer_id", "INTEGER"),
            Field("order_date", "TEXT", "下单日期"),
            Field("shipped_at", "TIMESTAMP"),
            Field("total_amount", "DECIMAL(10, 2)", "订单金额"),
            Field("status", "TEXT"),
        ),
        foreign_keys=(ForeignKey(("customer_id",), "main", "customers", ("id",)),),
    )
    customers = Table(
        "customers",
        (Field("id", "INTEGER", primary_key=True), Field("registered_at", "DATE")),
    )
    return Meta("shop", "sqlite", (Schema("main", (orders, customers)),))


def test_a_period_in_the_question_keeps_the_best_date_column_of_the_picked_tables() -> None:
    meta = _dated_shop()
    shipped = FieldRef("main", "orders", "shipped_at")
    cued = cued_columns(meta, question_cues("上个月的订单"), {shipped: 0.5}, [ORDERS, CUSTOMERS])
    assert cued == {shipped}  # scored: the best of the date columns
    cued = cued_columns(meta, question_cues("orders in March"), {}, [ORDERS, CUSTOMERS])
    assert cued == {FieldRef("main", "orders", "order_date")}  # unscored: the first's first


def test_an_amount_word_keeps_a_measure_never_a_key() -> None:
    meta = _dated_shop()
    cued = cued_columns(meta, question_cues("销售额最高的客户"), {}, [ORDERS])
    assert cued == {FieldRef("main", "orders", "total_amount")}
    assert cued_columns(meta, question_cues("列出客户"), {}, [ORDERS, CUSTOMERS]) == set()
