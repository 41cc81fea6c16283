from linking.backends.values import BestCoverage, ValueHit, narrowed


def _hit(value: str, keyword: str, score: float = 1.0, field: str = "name") -> ValueHit:
    return ValueHit("main", "products", field, value, score=score, keyword=keyword)


def test_a_value_named_whole_stands_alone_without_its_look_alikes() -> None:
    hits = [
        _hit("iPhone 15 Pro", "iPhone 15", 3.0),
        _hit("iPhone 15", "iPhone 15", 2.0),
        _hit("iPhone 14", "iPhone", 1.5),
        _hit("iPhone 15", "iPhone", 1.0),
        _hit("已完成", "已完成", 1.0, field="status"),
    ]
    assert [(h.value, h.keyword) for h in narrowed(hits)] == [
        ("iPhone 15", "iPhone 15"),
        ("已完成", "已完成"),
    ]


def test_a_year_names_no_date_and_a_partial_name_keeps_its_candidates() -> None:
    hits = [
        _hit("2024-03-01", "2024", field="ordered_on"),
        _hit("2024款旗舰", "2024"),
        _hit("华东旗舰店", "旗舰", 2.0, field="store"),
        _hit("华南旗舰店", "旗舰", 1.0, field="store"),
    ]
    assert [h.value for h in narrowed(hits)] == ["华东旗舰店", "2024款旗舰", "华南旗舰店"]


def test_a_value_is_scored_by_the_keyword_that_spells_most_of_it() -> None:
    covered = BestCoverage(["Compl", "客户王伟芳", "New York", "London"])
    assert covered("Completed") == 5 / 9  # the keyword inside the value
    assert covered("王伟芳") == 1.0  # the value inside a run of words
    assert covered("York") == 1.0  # a word of "New York"
    assert covered("don") == 0.0  # inside "London", but no word of it
    assert covered("completed ") == 5 / 9  # case and spaces aside
    assert covered("Shanghai") == 0.0
