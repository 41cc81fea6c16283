from linking.catalog.labels import label_columns
from linking.catalog.meta import Field, ForeignKey, Table


def _table(*fields: Field, keys: tuple[ForeignKey, ...] = ()) -> Table:
    return Table("t", fields, foreign_keys=keys)


def test_a_column_named_as_a_label_in_english_or_chinese_is_one() -> None:
    table = _table(
        Field("id", "INTEGER", primary_key=True),
        Field("song_name", "TEXT"),
        Field("产品名称", "TEXT"),
        Field("姓名", "TEXT"),
        Field("age", "INTEGER"),
    )
    assert label_columns(table) == ("song_name", "产品名称", "姓名")


def test_first_and_last_names_are_both_labels() -> None:
    table = _table(Field("FirstName", "TEXT"), Field("LastName", "TEXT"), Field("City", "TEXT"))
    assert label_columns(table) == ("FirstName", "LastName")


def test_keys_and_codes_that_mention_a_name_are_not_labels() -> None:
    table = _table(
        Field("name_id", "INTEGER"),
        Field("title_code", "TEXT"),
        Field("owner_name", "TEXT"),
        keys=(ForeignKey(("owner_name",), "main", "owners", ("name",)),),
    )
    assert label_columns(table) == ()


CITIES = ("Lyon", "Oslo", "Kyoto", "Quito", "Perth", "Accra", "Hanoi", "Lima", "Rome", "Bern")


def test_without_a_label_name_many_distinct_text_samples_make_one() -> None:
    table = _table(
        Field("code", "TEXT", sample_values=tuple(f"A{i}" for i in range(12))),
        Field("population", "TEXT", sample_values=tuple(f"{i},500" for i in range(12))),
        Field("status", "TEXT", sample_values=("open", "closed", "pending")),
        Field("city", "TEXT", sample_values=CITIES),
    )
    assert label_columns(table) == ("city",)
