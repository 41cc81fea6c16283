from linking.access import AccessPolicy, AccessRule
from linking.catalog.meta import FieldRef, Meta, TableRef
from linking.hidden import hidden_names


def test_no_rules_means_everything_visible(shop: Meta) -> None:
    assert AccessPolicy().apply(shop) is shop


def test_deny_a_table_by_regex(shop: Meta) -> None:
    policy = AccessPolicy((AccessRule("deny", table=r"sal.*"),))
    visible = policy.apply(shop)
    assert [r.table for r in visible.table_refs()] == ["customers", "orders"]


def test_allow_rules_hide_whatever_they_do_not_match(shop: Meta) -> None:
    policy = AccessPolicy((AccessRule("allow", datasource="shop", table="orders"),))
    assert [r.table for r in policy.apply(shop).table_refs()] == ["orders"]


def test_allow_for_another_datasource_hides_everything(shop: Meta) -> None:
    policy = AccessPolicy((AccessRule("allow", datasource="other"),))
    assert policy.apply(shop).table_count == 0


def test_deny_a_field_keeps_its_table(shop: Meta) -> None:
    policy = AccessPolicy((AccessRule("deny", table="salaries", field="salary"),))
    visible = policy.apply(shop)
    assert [f.name for f in visible.table(TableRef("main", "salaries")).fields] == ["employee"]
    assert not policy.allows_field("shop", FieldRef("main", "salaries", "salary"))


def test_deny_wins_over_allow(shop: Meta) -> None:
    policy = AccessPolicy((AccessRule("allow"), AccessRule("deny", table="main.orders")))
    assert TableRef("main", "orders") not in policy.apply(shop).table_refs()


def test_regex_matches_whole_name_case_insensitively(shop: Meta) -> None:
    policy = AccessPolicy((AccessRule("deny", table="ORDER"),))
    # "ORDER" must not deny "orders": patterns match the whole name.
    assert TableRef("main", "orders") in policy.apply(shop).table_refs()


def test_row_filters_come_from_allow_rules_on_the_table() -> None:
    policy = AccessPolicy((AccessRule("allow", table="orders", row_filter="region = '华东'"),))
    assert policy.row_filters("shop", TableRef("main", "orders")) == ["region = '华东'"]
    assert policy.row_filters("shop", TableRef("main", "customers")) == []


def test_hidden_names_are_what_the_caller_cannot_see_anywhere(shop: Meta) -> None:
    policy = AccessPolicy((AccessRule("deny", table="salaries", field="salary"),))
    hidden = hidden_names(shop, policy.apply(shop))
    assert hidden == {"salary", "月薪"}  # the column and its short description


def test_a_name_still_visible_elsewhere_is_not_hidden(shop: Meta) -> None:
    policy = AccessPolicy((AccessRule("deny", table="customers"),))
    hidden = hidden_names(shop, policy.apply(shop))
    assert {"customers", "name", "客户姓名"} <= hidden
    assert "id" not in hidden  # orders.id is still there
    assert "客户" not in hidden  # orders.customer_id is described so
