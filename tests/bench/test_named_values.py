"""The named-values bench on its small warehouse: every column reported, and a column whose
every value is indexed finds every value a question names."""

from __future__ import annotations

from pathlib import Path

from bench.named_values import columns, generate, run, value_of


def test_every_value_of_every_column_is_distinct_and_rows_follow_zipf(tmp_path: Path) -> None:
    by_frequency = generate(tmp_path / "w.sqlite", "small")
    for column in columns("small"):
        values = {value_of(column, n) for n in range(column.distinct)}
        assert len(values) == column.distinct
        ranked = by_frequency[column.table]
        assert sorted(ranked.numbers) == list(range(column.distinct))
        head = ranked.head()
        assert 0 < len(head) <= max(1, column.distinct // 10)
        assert min(ranked.rows[n] for n in head) > ranked.rows[ranked.numbers[len(head)]]
    assert (
        by_frequency["customers"].numbers[0] == 0
    )  # the Zipf law's first rank is the most frequent


def test_the_report_names_each_column_and_finds_a_small_column_s_values(tmp_path: Path) -> None:
    out = tmp_path / "report.md"
    result = run("small", per_draw=5, out=out)
    cities = result["columns"]["cities.city_name"]
    assert (cities["distinct"], cities["indexed"]) == (10, 10)
    assert cities["uniform_recall"] == 100.0
    assert set(result["columns"]) == {
        "cities.city_name",
        "stores.store_name",
        "products.product_name",
        "customers.customer_name",
    }
    assert "| customers.customer_name | 10,000 |" in out.read_text("utf-8")
