from dataclasses import replace

from linking.catalog.meta import Field, Meta, Schema, Table, TableRef
from service.domain.catalogs import carry_over
from tests.conftest import shop_meta


def _names(meta: Meta) -> list[str]:
    return [r.table for r in meta.table_refs()]


def test_a_table_that_could_not_be_read_is_kept_as_it_was(shop: Meta) -> None:
    read = shop.filter_tables([TableRef("main", "customers")])  # orders, salaries failed
    kept = carry_over(shop, read, unread={"main.orders", "main.salaries"})
    assert _names(kept) == ["customers", "orders", "salaries"]
    assert kept.table(TableRef("main", "orders")) == shop.table(TableRef("main", "orders"))


def test_a_table_the_datasource_no_longer_lists_goes(shop: Meta) -> None:
    read = shop.filter_tables([TableRef("main", "customers"), TableRef("main", "orders")])
    assert _names(carry_over(shop, read, unread=set())) == ["customers", "orders"]


def test_values_that_could_not_be_sampled_are_kept(shop: Meta) -> None:
    orders = shop.table(TableRef("main", "orders"))
    assert orders is not None
    fields = tuple(replace(f, sample_values=()) for f in orders.fields)
    read = replace(shop, schemas=(Schema("main", (replace(orders, fields=fields),)),))
    kept = carry_over(shop, read, unread=set(), unsampled={("main.orders", "status")})
    status = kept.table(TableRef("main", "orders")).field("status")  # type: ignore[union-attr]
    assert status.sample_values == ("已完成", "待支付", "已取消")


def test_a_first_sync_has_nothing_to_keep() -> None:
    read = Meta("shop", "sqlite", (Schema("main", (Table("t", (Field("a", "TEXT"),)),)),))
    assert carry_over(None, read, unread={"main.gone"}) is read


def test_what_was_read_wins_over_what_was_known() -> None:
    before = shop_meta()
    read = before.map_fields(lambda ref, f: replace(f, description=f.description + "!"))
    kept = carry_over(before, read, unread={"main.nothing"})
    assert kept.table(TableRef("main", "orders")).field("id").description == "订单ID!"  # type: ignore[union-attr]
