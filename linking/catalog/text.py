"""Language-aware text helpers: CJK segmentation, identifier splitting, stop words.

Chinese is segmented with rjieba (jieba-rs: no dictionary load, no cache files). Latin text is
split on non-word characters, and identifiers additionally on ``snake_case`` and ``camelCase``
boundaries, so that ``orderAmount`` and ``order_amount`` both meet the word "amount".
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import rjieba

_HAN = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_HAN_RUN = re.compile(f"[{_HAN}]+")
_LATIN_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9_]*")
# An acronym's plural ("ATMs", "BOMs") is one word, not "AT" and "Ms".
_CAMEL_BOUNDARY = re.compile(
    r"(?<=[a-z0-9])(?=[A-Z])(?![A-Z]?s(?![a-z]))|(?<=[A-Z])(?=[A-Z][a-z])(?![A-Z]s(?![a-z]))"
)
_QUOTED = re.compile(r"[`\"'“”‘’「」『』《》]([^`\"'“”‘’「」『』《》]{1,64})[`\"'“”‘’「」『』《》]")
# An apostrophe between letters ("customer's", "O'Brien", "don't") is not a quote mark.
_INNER_APOSTROPHE = re.compile(r"(?<=[A-Za-z])['’](?=[A-Za-z])")
_MASKED_APOSTROPHES = str.maketrans("'’", "\x00\x01"), str.maketrans("\x00\x01", "'’")
# The English possessive ("the customer's name", "customers' names") is not a word of its own.
_POSSESSIVE = re.compile(r"(?<=[A-Za-z])(?:['’]s\b|s['’](?!\w))", re.I)
# A name beside a comparison ("gender = 'F'", "状态=已完成") or inside an aggregate
# ("SUM(amount)"): the way people, and hints such as BIRD's evidence, point at a column.
_COMPARED = re.compile(r"((?:[\w()%./-]+ +){0,3}[\w()%./-]+) *(?:!=|<>|>=|<=|=|>|<)")
_AGGREGATED = re.compile(r"\b(?:SUM|COUNT|AVG|MAX|MIN)\(\s*(?:DISTINCT\s+)?([^()]{1,64})\)", re.I)
_IDENTIFIER = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+")

STOP_WORDS_ZH = frozenset(
    """
    的 了 是 在 和 与 及 或 吗 呢 吧 啊 呀 把 被 给 让 对 从 向 到 于 为 以 之 而 也 都 就 还 又
    个 这 那 哪 些 这个 那个 哪个 哪些 这些 那些 什么 怎么 怎样 如何 多少 几 谁 请 请问 帮 帮我
    我 我们 你 你们 他 她 它 他们 查询 查 查看 看看 列出 显示 给出 告诉 找 找出 统计 计算 一下
    一个 所有 全部 每个 各 各个 分别 有 有没有 没有 是否 哪里 多 少 中 里 内 上 下 其 该 按 并
    且 等 等等 之间 以及 还有 需要 想 想要 知道 得到 获取 返回 数据 信息 情况 结果""".split()
)

STOP_WORDS_EN = frozenset(
    """
    a an the of in on at to for from by with about as is are was were be been being do does did
    what which who whom whose when where why how all any each every some no not and or but if
    than then that this these those there here it its they them their we our you your i me my
    list show give tell find get return display please can could would should will shall may
    much many count number total me us per into over under between among both either neither
    have has had having more most less least very just only also""".split()
)


def is_han(text: str) -> bool:
    return bool(_HAN_RUN.search(text))


@lru_cache(maxsize=4096)
def segment(text: str) -> tuple[str, ...]:
    """Words of a text, lower-cased: Chinese by rjieba, Latin and identifiers split."""
    words: list[str] = []
    for piece in re.split(f"([{_HAN}]+)", text):
        if not piece:
            continue
        if _HAN_RUN.fullmatch(piece):
            words.extend(w for w in rjieba.cut(piece) if w.strip())
        else:
            words.extend(identifier_words(_POSSESSIVE.sub(_possessor, piece)))
    return tuple(words)


def _possessor(match: re.Match[str]) -> str:
    # "customers'" keeps its plural s; "customer's" loses the 's.
    return "s" if match.group().lower().startswith("s") else ""


_NAME_TOKEN = re.compile(f"[{_HAN}]+|[A-Za-z0-9]+(?:[-'.][A-Za-z0-9]+)*")


def name_phrases(text: str) -> list[str]:
    """Runs of two words or more with no stop word or punctuation between, that hold a Han
    character or a digit, as written: what names look like in a question ("武汉国贸9号店",
    "华为 Mate 60 Pro", "客户王伟"), kept whole for value search, where its words alone
    ("9", "号店") match hundreds of values."""
    words: list[tuple[str, int, int]] = []  # each word with where it starts and ends
    for match in _NAME_TOKEN.finditer(text):
        if _HAN_RUN.fullmatch(match.group()):
            start = match.start()
            for word in rjieba.cut(match.group()):
                words.append((word, start, start + len(word)))
                start += len(word)
        else:
            words.append((match.group(), match.start(), match.end()))
    phrases: list[str] = []
    run: list[tuple[str, int, int]] = []
    for word, start, end in [*words, ("", len(text) + 1, len(text) + 1)]:
        joined = run and text[run[-1][2] : start].strip() == ""
        if word and not is_stop_word(word.lower()) and (not run or joined):
            run.append((word, start, end))
            continue
        if len(run) > 1:
            phrase = text[run[0][1] : run[-1][2]]
            if is_han(phrase) or any(ch.isdigit() for ch in phrase):
                phrases.append(phrase)
        run = [(word, start, end)] if word and not is_stop_word(word.lower()) else []
    return phrases


def identifier_words(text: str) -> list[str]:
    """``orderAmount_usd`` → ``["order", "amount", "usd"]``."""
    words: list[str] = []
    for token in _LATIN_WORD.findall(text):
        for part in token.split("_"):
            words.extend(w.lower() for w in _CAMEL_BOUNDARY.split(part) if w)
    return words


def is_stop_word(word: str) -> bool:
    return word in STOP_WORDS_ZH or word in STOP_WORDS_EN


def content_words(text: str) -> list[str]:
    """Segmented words without stop words or lone punctuation, in order, de-duplicated."""
    seen: dict[str, None] = {}
    for word in segment(text):
        if is_stop_word(word) or not any(ch.isalnum() for ch in word):
            continue
        if is_han(word) and len(word) == 1:
            continue  # a lone Han character is too ambiguous to search for on its own
        seen.setdefault(word, None)
    return list(seen)


def quoted_phrases(text: str) -> list[str]:
    """Phrases the user put in quotes: literal values they expect to find."""
    mask, unmask = _MASKED_APOSTROPHES
    masked = _INNER_APOSTROPHE.sub(lambda m: m.group().translate(mask), text)
    return [m.strip().translate(unmask) for m in _QUOTED.findall(masked) if m.strip()]


def identifiers(text: str) -> list[str]:
    """Words written like identifiers (``order_date``, ``orderDate``): names, not prose."""
    return _IDENTIFIER.findall(text)


def operands(text: str) -> list[str]:
    """Phrases that may name a column: the last one to four words before a comparison
    (longest first) and the argument of an aggregate."""
    phrases: list[str] = []
    for match in _COMPARED.finditer(text):
        words = match.group(1).split()
        phrases.extend(" ".join(words[start:]) for start in range(len(words)))
    phrases.extend(m.strip() for m in _AGGREGATED.findall(text))
    return phrases


def search_words(text: str) -> list[str]:
    """Finer-grained words for indexing: jieba's search mode also emits sub-words."""
    words: list[str] = []
    for piece in re.split(f"([{_HAN}]+)", text):
        if _HAN_RUN.fullmatch(piece or ""):
            words.extend(w for w in rjieba.cut_for_search(piece) if w.strip())
        elif piece:
            words.extend(identifier_words(piece))
    return words


def text_problem(text: str) -> str | None:
    """What makes ``text`` unfit to store or search (a NUL, a lone surrogate), or None."""
    if "\x00" in text:
        return "contains a NUL character"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "contains a lone surrogate (not valid Unicode text)"
    return None


def has_words(text: str) -> bool:
    """Whether ``text`` has a letter or a digit: punctuation, spaces and invisible
    characters (zero-width spaces, joiners, byte-order marks) alone ask nothing."""
    return any(unicodedata.category(c)[0] in "LN" for c in text)


def singular(word: str) -> str:
    """An English plural's singular, by its spelling ("categories" → "category")."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word
