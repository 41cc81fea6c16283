"""The question's words that nothing in the caller's catalog answers.

"会员的平均年龄" on a catalog without an age column still returns the members table, and an
SQL generator handed it will invent ``age``. Saying which words were not matched lets the
caller ask back instead ("no column for 年龄"). A keyword counts as matched when one of its
words is named by a returned table or column (name, description, sample values), by a
visible name or value hit, by a glossary term or synonym in the question, or by the question
of a similar approved pair; a word of time ("上个月", "in March") when a returned column holds
dates; else, if no name or description anywhere in the caller's view uses it, when it lies
near a returned column, embedded alone (a synonym: "产品" and the column described as
"商品名称"; the stage in ``linking.stages`` asks). Words that say what to do rather than
what to read ("平均", "total", "how many") and bare numbers are not content and never
reported. Everything read here is already inside the caller's view, so
the answer says nothing about what the caller cannot see.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from linking.catalog.meta import Meta
from linking.catalog.text import identifier_words, singular
from linking.question.cues import is_time_column, measure_words, time_words
from linking.question.rewrite import Glossary
from linking.retrieval.hits import Hits
from linking.retrieval.lexical import terms

# Words of asking, comparing and calculating (hints such as BIRD's evidence speak so: "X refers
# to", "divide SUM(a) by"), beyond the stop words: never content on their own.
_ASKING = frozenset(
    """
    平均 最高 最低 最多 最少 最大 最小 总 总共 一共 合计 数量 数目 个数 总数 排名 排序 前 多 少 每
    哪 它们 她们 此 其中 几家 几个 几位 几名 几种 几次 多少家 多少个 多少次 一家 一个 一位 一种
    一次 哪家 哪位 哪种 分布 比例 占比 增长
    变化 趋势 对比 比较
    one top average avg sum maximum minimum max min highest lowest largest smallest biggest
    greatest best worst more fewer less number amount distinct different unique name names
    kind kinds type types order ordered sort sorted descending ascending
    current currently now still already ever went after before yet altogether overall
    目前 现在 当前 已经 仍 仍然 还 曾 曾经 各有 各自 分别 总计 yuan rmb 元 万元
    greater larger smaller higher lower bigger exceed exceeds exceeding above below belong belongs
    belonging 共有 涉及 属于 超过 低于 高于 大于 小于
    refer refers referring divide divided division multiply multiplied multiplication subtract
    subtracted subtraction difference percentage percent ratio calculate calculated calculation
    formula plus minus times true false
    """.split()
)


def _used_words(meta: Meta, words: set[str]) -> set[str]:
    """Those of ``words`` a name, description or sampled value of ``meta`` uses.

    Tokenising every returned column's sampled values took 5 ms of a link at 2,000 tables,
    so a text is tokenised only when it holds one of the words' roots: a word of a text is
    a piece of it lower-cased, bar the singular (cities → city), so a text without the root
    cannot hold the word.
    """
    left = {w: _root(w) for w in words}  # each word is looked for until it is found
    used: set[str] = set()
    for text in _texts(meta):
        if not left:
            break
        lowered = text.lower()
        if any(root in lowered for root in left.values()):
            found = left.keys() & set(terms(text))
            used |= found
            for word in found:
                del left[word]
    return used


def _abbreviated(meta: Meta, words: set[str]) -> set[str]:
    """Those of ``words`` (English) a name of ``meta`` abbreviates: ``mat_cd`` holds
    material and code, ``qty`` quantity, ``wkshp_nm`` workshop and name — a part of a name
    spells the word's first letter, then letters of it in order."""
    english = {w: singular(w) for w in words if w.isascii() and w.isalpha() and len(w) > 2}
    if not english:
        return set()
    parts = {
        part
        for _, table in meta.tables()
        for name in (table.name, *(f.name for f in table.fields))
        for part in identifier_words(name)
        if part.isascii() and part.isalpha() and len(part) > 1
    }
    return {word for word, bare in english.items() if any(_spells(p, bare) for p in parts)}


def _spells(part: str, word: str) -> bool:
    if part[0] != word[0] or len(part) > len(word):
        return False
    letters = iter(word)
    return all(letter in letters for letter in part)


def _root(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("y") else word


def _texts(meta: Meta) -> Iterator[str]:
    for _, table in meta.tables():
        yield f"{table.name} {table.description}"
        for f in table.fields:
            yield f"{f.name} {f.description} {' '.join(f.sample_values)}"


def _content(keyword: str) -> list[str]:
    # A lone Latin letter is a value or a label ("gender = 'F'", "grade A"), never a name.
    return [
        t
        for t in terms(keyword)
        if t not in _ASKING
        and not t.replace(".", "", 1).isdigit()
        and not (len(t) == 1 and t.isascii())
        and not measure_words(t)
    ]


def _judged(keywords: Iterable[str]) -> list[tuple[str, list[str]]]:
    """Each keyword worth judging, with its content words: not one of asking only, and not
    a phrase of keywords judged one by one."""
    keywords = list(dict.fromkeys(keywords))
    singles = {k.lower() for k in keywords if " " not in k}
    judged = []
    for keyword in keywords:
        words = _content(keyword)
        if not words:
            continue
        if " " in keyword and all(w.lower() in singles for w in keyword.split()):
            continue
        judged.append((keyword, words))
    return judged


def dense_candidates(
    keywords: Iterable[str],
    *,
    question: str,
    vocabulary: frozenset[str],
    hits: Hits,
    glossary: Glossary | None,
) -> tuple[str, ...]:
    """The keywords the dense check may be asked about, known before anything is returned:
    those worth judging that are not words of time (a returned date column answers those,
    or nothing does) and none of whose words a name or description of the catalog, a value
    hit or a glossary entry uses. A word the catalog uses is matched by name when a returned
    table uses it and names something else when none does; only the others may be synonyms."""
    used = vocabulary | _hit_words(question, hits, glossary)
    return tuple(
        keyword
        for keyword, words in _judged(keywords)
        if not time_words(keyword) and not used.intersection(words)
    )


def _hit_words(question: str, hits: Hits, glossary: Glossary | None) -> set[str]:
    """The words the retrievers' hits and the glossary's entries for the question match."""
    matched = hits.matched_words()
    for term, synonyms in glossary.matches(question) if glossary else []:
        matched.update(w for name in (term, *synonyms) for w in terms(name))
    return matched


def lexically_unmatched(
    keywords: Iterable[str],
    *,
    question: str,
    returned: Meta,
    hits: Hits,
    glossary: Glossary | None,
) -> tuple[str, ...]:
    """The keywords (in the rewrite's order) none of whose content words is matched by
    name; the dense check comes after."""
    judged = _judged(keywords)
    matched = _hit_words(question, hits, glossary)
    asked = {w for keyword, words in judged if not time_words(keyword) for w in words}
    matched |= _used_words(returned, asked - matched)
    matched |= _abbreviated(returned, asked - matched)
    has_time = any(is_time_column(f) for _, t in returned.tables() for f in t.fields)
    unmatched = []
    for keyword, words in judged:
        if time_words(keyword):
            if has_time:
                continue
        elif any(w in matched for w in words):
            continue
        unmatched.append(keyword)
    return tuple(unmatched)
