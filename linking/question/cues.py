"""What a question's wording says the SQL will do, before any column is matched.

"上个月", "in March", "2025" filter on a date; "销售额最高", "total", "average" aggregate or
order by a measure. Neither kind of word names a column, so neither reaches a date or an
amount column by similarity: a question about last month's best seller would lose
``orders.order_date`` to a column that merely shares a word with it. These cues let column
pruning keep the column such words point to (``linking.ranking.prune``), and let the report of
unmatched terms (``linking.question.unmatched``) count them as answered by that column.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from linking.catalog.meta import Field
from linking.catalog.text import identifier_words

_MONTHS = (
    "january february march april june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec"
).split()
_TIME_EN = re.compile(
    r"\b(?:"
    + "|".join(_MONTHS)
    + r"|(?:19|20)\d{2}s?|today|yesterday|tomorrow|tonight|recent(?:ly)?|latest|earliest"
    r"|since|until|till|ago|during|daily|weekly|monthly|quarterly|yearly|annual(?:ly)?"
    r"|(?:last|this|next|past|previous|each|per|every)\s+(?:\d+\s+)?"
    r"(?:days?|weeks?|months?|quarters?|years?|decades?)"
    r"|when|date|dates|time|year|years|month|months|day|days)\b",
    re.IGNORECASE,
)
_TIME_ZH = re.compile(
    r"(?:[上下本这今去前明后近]|最近|过去)(?:一|两|三|\d+)?个?(?:月|年|季度|周|星期|天|日)"
    r"|\d{2,4}\s*年|\d{1,2}\s*月|\d{1,2}\s*[日号]|[一二三四五六七八九十]+月份?"
    r"|今天|昨天|明天|今日|昨日|最近|近期|以来|之前|之后|以前|以后|期间|何时|什么时候"
    r"|日期|时间|年份|月份|季度|每年|每月|每天|每周|逐月|逐年|同比|环比"
)
_MEASURE_EN = re.compile(
    r"\b(?:total|sum|average|avg|mean|maximum|minimum|max|min|most|least|highest|lowest"
    r"|largest|smallest|biggest|greatest|top|best|worst|more|less|fewer|above|below"
    r"|over|under|exceed(?:s|ing)?|revenue|sales|amount|price|cost|spent|paid|earn(?:ed|s)?"
    r"|how\s+much)\b",
    re.IGNORECASE,
)
_MEASURE_ZH = re.compile(
    r"总|合计|累计|平均|均值|最高|最低|最多|最少|最大|最小|最贵|最便宜|超过|高于|低于|不足|大于|小于"
    r"|排名|前\s*\d+|前[一二三四五六七八九十]+|销售额|销量|金额|收入|营收|价格|成本|花费|支出|利润|多少钱"
)

_TIME_TYPE = re.compile(r"date|time|year", re.IGNORECASE)
_TIME_NAME_WORDS = frozenset({"date", "time", "at", "on", "year", "month", "day", "dt", "ts"})
_TIME_NAME_ZH = ("日期", "时间", "年份", "月份")
_TIME_UNITS = frozenset({"date", "time", "year", "month", "day"})
_NUMBER_TYPE = re.compile(r"int|num|dec|real|float|double|money|number", re.IGNORECASE)
_NOT_MEASURE_WORDS = frozenset({"id", "code", "no", "key", "zip", "phone", "year"})


@dataclass(frozen=True)
class Cues:
    time: bool  # the question filters or groups by a date or a period
    measure: bool  # the question aggregates, compares or orders by an amount


def question_cues(question: str) -> Cues:
    return Cues(
        time=bool(_TIME_EN.search(question) or _TIME_ZH.search(question)),
        measure=bool(_MEASURE_EN.search(question) or _MEASURE_ZH.search(question)),
    )


def time_words(text: str) -> bool:
    """Whether ``text`` (a keyword of the question) says when rather than what."""
    return bool(_TIME_EN.search(text) or _TIME_ZH.search(text))


def measure_words(text: str) -> bool:
    return bool(_MEASURE_EN.search(text) or _MEASURE_ZH.search(text))


def is_time_column(field: Field) -> bool:
    """A date or time column: by its type, or a text column named as one (``order_date``,
    ``created_at``, ``下单时间``), as many catalogs store dates as text."""
    if _TIME_TYPE.search(field.type):
        return True
    words = identifier_words(field.name)
    if field.name.endswith(_TIME_NAME_ZH):
        return True
    if not words or words[-1] not in _TIME_NAME_WORDS:
        return False
    return len(words) > 1 or words[0] in _TIME_UNITS


def is_measure_column(field: Field, keys: frozenset[str]) -> bool:
    """A numeric column that is not a key or a code: what SUM, AVG and ORDER BY read."""
    if field.name in keys or field.primary_key or not _NUMBER_TYPE.search(field.type):
        return False
    words = identifier_words(field.name)
    return not (words and words[-1] in _NOT_MEASURE_WORDS)
