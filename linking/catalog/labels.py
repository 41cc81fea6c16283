"""Label columns: the column that says which row is which (``name``, ``title``, ``姓名``).

People ask for rows by what they are called — "the names of the singers", "哪些产品" — so a
table handed to an SQL generator without its label column is rarely usable, and the words
of such a question ("names", "哪些") seldom match the column well enough to rank it. A
label is found from the column's name (in any language), its type, and, when no name says
so, from its sampled values: the first text column, not a key, with many distinct sampled
values that are not numbers (a category such as a status has a handful; names have many).
"""

from __future__ import annotations

import re
from functools import lru_cache

from linking.catalog.meta import Table
from linking.catalog.text import identifier_words
from linking.catalog.types import is_text_type

# The last word of a label column's name: ``name``, ``song_name``, ``FirstName``, ``title``.
LABEL_WORDS = frozenset({"name", "names", "title", "label", "nickname", "fullname", "surname"})
# Chinese names end with these: 名称, 产品名称, 姓名, 中文名, 标题.
LABEL_SUFFIXES_ZH = ("名称", "姓名", "名字", "名", "标题", "称谓")
# Words that make a name-like column something else: ``name_id``, ``title_code``.
NOT_LABEL_WORDS = frozenset({"id", "code", "key", "no", "num", "number", "type", "count"})
_NUMBER = re.compile(r"[+-]?\d+(?:[.,]\d+)*%?")
# Sampling keeps up to 20 distinct values a column (``introspect.SampleSettings``).
MIN_DISTINCT_SAMPLES = 10


@lru_cache(maxsize=65_536)  # asked of the same column names link after link
def _named_as_label(name: str) -> bool:
    words = identifier_words(name)
    if words and words[-1] in LABEL_WORDS:
        return True
    han = "".join(ch for ch in name if "\u4e00" <= ch <= "\u9fff")
    return bool(han) and han.endswith(LABEL_SUFFIXES_ZH)


@lru_cache(maxsize=65_536)
def _keyish(name: str) -> bool:
    words = identifier_words(name)
    return bool(words) and words[-1] in NOT_LABEL_WORDS


def label_columns(table: Table) -> tuple[str, ...]:
    """The table's label columns: every column named as one (``first_name`` and
    ``last_name`` both), else the first text column whose samples look like names."""
    keys = set(table.primary_key) | {c for fk in table.foreign_keys for c in fk.columns}
    named = tuple(f.name for f in table.fields if f.name not in keys and _named_as_label(f.name))
    if named:
        return named
    for f in table.fields:
        if f.name in keys or _keyish(f.name) or not is_text_type(f.type):
            continue
        samples = f.sample_values
        if len(set(samples)) >= MIN_DISTINCT_SAMPLES and not any(
            _NUMBER.fullmatch(s.strip()) for s in samples
        ):
            return (f.name,)
    return ()
