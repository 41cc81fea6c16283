from linking.catalog.meta import Meta
from linking.catalog.render import render_markdown
from linking.context import PairHit
from linking.privacy import redacted_meta, redacted_pairs, redacted_sql


def test_redacted_meta_keeps_names_types_and_keys_only(shop: Meta) -> None:
    text = render_markdown(redacted_meta(shop))
    assert "customer_id" in text and "DECIMAL(10, 2)" in text and "(PK)" in text
    assert "FK: (customer_id) → customers(id)" in text
    for secret in ("订单状态", "客户姓名", "员工薪资", "已完成", "张伟"):
        assert secret not in text
    assert all(not f.sample_values for _, t in redacted_meta(shop).tables() for f in t.fields)


def test_redacted_sql_blanks_literals() -> None:
    sql = "SELECT name FROM orders WHERE status = '已完成' AND amount > 100 LIMIT 5"
    assert redacted_sql(sql, "sqlite") == (
        "SELECT name FROM orders WHERE status = ? AND amount > ? LIMIT ?"
    )


def test_an_example_that_does_not_parse_is_left_out() -> None:
    pairs = [
        _pair("已完成的订单", "SELECT COUNT(*) FROM orders WHERE status = '已完成'"),
        _pair("坏的", "SELECT FROM WHERE '已取消' ("),
    ]
    assert [p.sql for p in redacted_pairs(pairs, "sqlite")] == [
        "SELECT COUNT(*) FROM orders WHERE status = ?"
    ]


def _pair(question: str, sql: str) -> PairHit:
    return PairHit(id=question, question=question, sql=sql, score=1.0, tables=(), fields=())
