from linking.annotate import Annotator, annotation, examples_for
from linking.catalog.meta import Field, FieldRef, Meta, TableRef

STATUS = FieldRef("main", "orders", "status")


def test_annotation_format() -> None:
    assert annotation("订单状态", ["已完成", "待支付"]) == '订单状态 (e.g. "已完成","待支付")'
    assert annotation("", ["x"]) == '(e.g. "x")'
    assert annotation("状态", []) == "状态"


def test_matched_values_come_first_then_samples() -> None:
    f = Field("status", "TEXT", sample_values=("已完成", "待支付", "已取消"))
    assert examples_for(f, ["已取消"], max_values=2, max_chars=10) == ("已取消", "已完成")


def test_long_values_are_not_examples() -> None:
    f = Field("note", "TEXT", sample_values=("x" * 50, "short"))
    assert examples_for(f, [], max_values=3, max_chars=10) == ("short",)


def test_annotate_works_on_a_copy(shop: Meta) -> None:
    annotated = Annotator({STATUS: ["已取消"]}, max_values=2, max_chars=40).meta(shop)
    status = annotated.table(TableRef("main", "orders")).field("status")
    assert status.description == '订单状态 (e.g. "已取消","已完成")'
    assert shop.table(TableRef("main", "orders")).field("status").description == "订单状态"
    # A field with no values keeps its description.
    assert annotated.table(TableRef("main", "orders")).field("amount").description == "订单金额"
