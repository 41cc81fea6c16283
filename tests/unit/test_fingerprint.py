from dataclasses import replace

from linking.catalog.fingerprint import table_fingerprint
from linking.catalog.meta import Meta, TableRef


def test_fingerprint_changes_with_content_and_model(shop: Meta) -> None:
    orders = shop.table(TableRef("main", "orders"))
    base = table_fingerprint(orders, "m1")
    assert table_fingerprint(orders, "m1") == base
    assert table_fingerprint(orders, "m2") != base
    assert table_fingerprint(replace(orders, description="订单表"), "m1") != base
    new_field = replace(orders.fields[2], sample_values=("已完成",))
    changed = replace(orders, fields=(*orders.fields[:2], new_field, *orders.fields[3:]))
    assert table_fingerprint(changed, "m1") != base
