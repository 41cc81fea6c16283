from linking.backends.han_pairs import han_pairs, has_pairs, pairs_of


def test_adjacent_han_characters_pair_and_anything_else_leaves_a_gap() -> None:
    assert han_pairs(["上", "海", "南", "京", "路"]) == "上海 海南 南京 京路"
    assert han_pairs(["南", "京", "路", "7号店", "london"]) == "南京 京路 | |"
    assert han_pairs(["王", "伟", "x", "伟", "芳"]) == "王伟 | | 伟芳"  # 伟伟 is not side by side
    assert han_pairs(["completed"]) == ""


def test_a_word_is_matched_by_its_pairs_in_order() -> None:
    assert pairs_of("中心") == ["中心"]
    assert pairs_of("永泰丰集团") == ["永泰", "泰丰", "丰集", "集团"]
    assert pairs_of("中") == []


def test_only_a_value_with_two_han_characters_has_pairs_to_make() -> None:
    assert has_pairs("上海 South")
    assert not has_pairs("Completed London")
    assert not has_pairs("7号")
