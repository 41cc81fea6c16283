"""Relationships a catalog does not declare, inferred from column names (English or Chinese),
types, key shape and sampled values.

Analytic warehouses rarely declare foreign keys; without them a link has no join path and the
ranker no neighbours. For a column of one table, inference proposes the key of another table
it most likely holds (``orders.customer_id`` → ``customers.id``), with the evidence it saw
and a confidence. It never second-guesses the database: a pair of tables joined by a declared
key gets no inferred one, and a column that is already a foreign key is left alone. The rules
and the threshold were shaped on Spider's training databases against their declared keys
(``python -m bench relationships --split train``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace

from linking.catalog.meta import Field, ForeignKey, Meta, Table, TableRef
from linking.catalog.text import is_han, segment, singular
from linking.catalog.types import types_agree

# Chinese names key a table by 编号 (number), 编码 or 代码 (code) the way English ones use ``id``.
HAN_KEY_NAMES = ("编号", "编码", "代码")
GENERIC_KEY_NAMES = frozenset(
    {"id", "key", "code", "no", "num", "number", "name", "type", *HAN_KEY_NAMES, "名称", "类型"}
)
# Words warehouses put before a table's subject (``dim_customer``, ``ods_orders``, ``tbl_user``).
TABLE_PREFIXES = frozenset({"tbl", "tb", "t", "dim", "fact", "fct", "ods", "dwd", "dws", "ads"})
# Words a Chinese table name ends with after its subject (客户信息表: customer information table).
HAN_TABLE_SUFFIXES = ("信息表", "表", "信息", "资料", "档案")
KEY_SUFFIXES = ("id", "key", "code", "no", *HAN_KEY_NAMES)
FOREIGN_KEY_MARK = "fk"


@dataclass(frozen=True)
class InferenceSettings:
    # Candidates below this are not kept. Shaped on Spider's train databases against their
    # declared keys (``python -m bench relationships --split train``).
    min_confidence: float = 0.45


def _compact(words: Iterable[str]) -> str:
    return "".join(words)


def _words(text: str) -> list[str]:
    """``orderAmount_usd`` → order, amount, usd; ``所属门店ID`` → 所属, 门店, id."""
    return list(segment(text))


def _name(text: str) -> str:
    """``CustomerID``, ``customer_id`` and ``customerId`` all read ``customerid``."""
    return _compact(_words(text))


def _without_han_suffix(words: list[str]) -> list[str]:
    """客户信息表 → 客户; 商品信息, one word to the segmenter, → 商品."""
    while len(words) > 1 and words[-1] in HAN_TABLE_SUFFIXES:
        words = words[:-1]
    last = words[-1]
    for suffix in HAN_TABLE_SUFFIXES:
        if len(last) > len(suffix) and last.endswith(suffix) and is_han(last):
            return [*words[:-1], last[: -len(suffix)]]
    return words


def table_stems(name: str) -> set[str]:
    """What a column holding this table's key starts with: ``order_items`` → ``orderitems``,
    ``orderitem``, ``item``; a warehouse prefix (``dim_``) is dropped."""
    words = _words(name)
    while len(words) > 1 and words[0] in TABLE_PREFIXES:
        words = words[1:]
    if not words:
        return set()
    words = _without_han_suffix(words)
    head = singular(words[-1])
    return {_compact(words), _compact([*words[:-1], head]), head}


@dataclass(frozen=True)
class _Key:
    """A column that may be another table's key: what inference looks for an owner of."""

    table: TableRef
    field: Field
    shape: str  # "primary key", "part of the primary key" or "key-shaped name"
    owned: bool  # its name starts with its table's name (``customer_id`` in ``customer``)


def _keys_of(ref: TableRef, table: Table) -> Iterator[_Key]:
    stems = table_stems(ref.table)
    primary = table.primary_key
    for f in table.fields:
        name = _name(f.name)
        owned = any(name.startswith(stem) and name != stem for stem in stems)
        if f.primary_key:
            shape = "primary key" if len(primary) == 1 else "part of the primary key"
            yield _Key(ref, f, shape, owned)
        elif not primary and (
            name in KEY_SUFFIXES or any(name == stem + s for stem in stems for s in KEY_SUFFIXES)
        ):
            yield _Key(ref, f, "key-shaped name", owned)


class _KeyIndex:
    """Every table's key columns, found by the names a referring column would have."""

    def __init__(self, meta: Meta) -> None:
        self.by_name: dict[str, list[_Key]] = {}  # ``customer_id`` → customer.customer_id
        self.by_qualified: dict[str, list[_Key]] = {}  # ``customer_id`` → customer.id
        self.by_table: dict[str, list[_Key]] = {}  # ``campus`` → campuses.id
        # 物料编码 → mat_mstr.mat_cd, described 物料编码; English names keyed by Chinese ones
        self.by_phrase: dict[str, list[_Key]] = {}
        for ref, table in meta.tables():
            if table.kind != "table":
                continue  # a view repeats its tables' keys: it is no table's owner
            stems = table_stems(ref.table)
            for key in _keys_of(ref, table):
                name = _name(key.field.name)
                if not name:
                    continue  # a name of punctuation alone points at nothing
                if name not in GENERIC_KEY_NAMES:
                    self.by_name.setdefault(name, []).append(key)
                for stem in stems:
                    if not name.startswith(stem):
                        self.by_qualified.setdefault(stem + name, []).append(key)
                    if key.shape == "primary key" and name in GENERIC_KEY_NAMES:
                        self.by_table.setdefault(stem, []).append(key)
                if key.shape == "primary key":
                    for phrase in {_key_phrase(key.field.name), _key_phrase(key.field.description)}:
                        if phrase:
                            self.by_phrase.setdefault(phrase, []).append(key)

    def matches(self, field: Field) -> Iterator[tuple[_Key, str]]:
        """Keys ``field`` points at, each with how: its very name, its table's name and the
        key's, a role before either (``home_team_id`` → ``team.id``), or a Chinese phrase
        its name or description shares with the key's (``inv_bal.仓库编码`` → ``wh.wh_cd``,
        described 仓库代码: one language's names keyed by the other's)."""
        yield from self._phrase_matches(field)
        column = field.name
        words = _words(column)
        if not words:
            return
        if len(words) > 1 and FOREIGN_KEY_MARK in (words[0], words[-1]):
            # ``fk_coupon``, ``user_fk``: the mark says what the rest of the name is.
            words = [w for w in words if w != FOREIGN_KEY_MARK] or words
            for key in self.by_table.get(_compact(words), ()):
                yield key, "table name, marked a foreign key"
        whole = _compact(words)
        for key in self.by_name.get(whole, ()):
            yield key, "same name"
        for key in self.by_qualified.get(whole, ()):
            yield key, "table name and key"
        for key in self.by_table.get(whole, ()):
            yield key, "table name"
        for start in range(1, len(words)):
            suffix = _compact(words[start:])
            if suffix in GENERIC_KEY_NAMES:
                break
            for key in (*self.by_name.get(suffix, ()), *self.by_qualified.get(suffix, ())):
                yield key, f"role '{'_'.join(words[:start])}'"

    def _phrase_matches(self, field: Field) -> Iterator[tuple[_Key, str]]:
        seen: set[int] = set()
        for text in (field.name, field.description):
            phrase = _key_phrase(text)
            if not phrase:
                continue
            parts = phrase.split(" ")
            for start in range(len(parts) - 1):
                for key in self.by_phrase.get(" ".join(parts[start:]), ()):
                    if id(key) not in seen:
                        seen.add(id(key))
                        how = "same key phrase" if start == 0 else "role and key phrase"
                        yield key, how


# A Chinese key phrase's last word, whichever of these it is: 仓库编码 and 仓库代码 are one.
_HAN_KEY_WORDS = frozenset({*HAN_KEY_NAMES, "号", "码", "id", "ID"})


def _key_phrase(text: str) -> str:
    """A Chinese name or description that names a key (``仓库代码``, ``所属工厂编号``), as
    its words with the key word made one (``仓库 #``); "" for anything else. Only the text
    before the first punctuation is read: a description's first phrase is its name."""
    head = text.strip()
    for stop in "，,：:；;（(。 ":
        head = head.split(stop, 1)[0]
    if not head or not is_han(head[0]):
        return ""
    words = _words(head)
    if len(words) > 1 and words[-1] in _HAN_KEY_WORDS:
        subject = words[:-1]
    elif words and len(words[-1]) > 1 and words[-1][-1] in "号码":
        subject = [*words[:-1], words[-1][:-1]]  # 客户号 → 客户, 账号 stays too short below
    else:
        return ""
    if len("".join(subject)) < 2:
        return ""
    return " ".join([*subject, "#"])


_NAME_CONFIDENCE = {
    "same name": 0.75,
    "table name and key": 0.8,
    "table name": 0.65,
    "table name, marked a foreign key": 0.8,
    "same key phrase": 0.7,
    "role and key phrase": 0.6,
}
_ROLE_CONFIDENCE = 0.55
CROSS_SCHEMA_PENALTY = 0.1
_SHAPE_PENALTY = {"primary key": 0.0, "part of the primary key": 0.15, "key-shaped name": 0.05}


def _extends(table: TableRef, base: TableRef) -> bool:
    """``apartment_facilities`` extends ``apartments``: its name holds the other's."""
    words = _words(table.table)
    return len(words) > 1 and bool(table_stems(base.table) & set(words))


def _name_length(fk: ForeignKey) -> int:
    return len(_words(fk.ref_table))


def _candidate(
    ref: TableRef, table: Table, column: Field, key: _Key, how: str
) -> ForeignKey | None:
    confidence = _NAME_CONFIDENCE.get(how, _ROLE_CONFIDENCE) - _SHAPE_PENALTY[key.shape]
    evidence = [f"name: {ref.table}.{column.name} → {key.table.table}.{key.field.name} ({how})"]
    evidence.append(f"key: {key.field.name} is its table's {key.shape}")
    if key.owned:
        confidence += 0.05
    own_key = column.primary_key and len(table.primary_key) == 1
    same = how in ("same name", "same key phrase", "role and key phrase")
    if own_key and same and not key.owned and not _extends(ref, key.table):
        # Two tables keyed by the same name: the key belongs to the one whose name it carries,
        # or that the other's name extends (``apartment_facilities`` → ``apartments``).
        return None
    agree = types_agree(column.type, key.field.type)
    if agree is False:
        confidence -= 0.3
        evidence.append(f"types differ: {column.type} and {key.field.type}")
    elif agree:
        confidence += 0.05
        evidence.append(f"types agree: {column.type} and {key.field.type}")
    if column.sample_values and key.field.sample_values:
        known = set(key.field.sample_values)
        found = sum(value in known for value in column.sample_values)
        evidence.append(f"values: {found} of {len(column.sample_values)} sampled found")
        share = found / len(column.sample_values)
        if share >= 0.5:
            confidence += 0.1
        elif found == 0 and len(column.sample_values) >= 3 and len(known) >= 3:
            confidence -= 0.1
    return ForeignKey(
        (column.name,),
        key.table.schema,
        key.table.table,
        (key.field.name,),
        origin="inferred",
        confidence=round(max(0.0, min(confidence, 0.99)), 2),
        evidence=tuple(evidence),
    )


def infer(
    meta: Meta, settings: InferenceSettings | None = None
) -> dict[TableRef, list[ForeignKey]]:
    """For each table, the relationships inference proposes (at least
    ``settings.min_confidence``), best first; declared keys are never second-guessed.

    A column is related to a table of its own schema when one could hold its key, else to
    another schema's only when a single table of all the others could (``_across``): across
    schemas the same names often mean copies (``staging.customers``). Views are not related
    at all: a view repeats its tables' keys (an admin declares those)."""
    settings = settings or InferenceSettings()
    index = _KeyIndex(meta)
    declared_pairs = {
        frozenset((ref, fk.target)) for ref, table in meta.tables() for fk in table.foreign_keys
    }
    found: dict[TableRef, list[ForeignKey]] = {}
    for ref, table in meta.tables():
        if table.kind != "table":
            continue  # a view's rows are its tables' rows: it joins through them
        keyed = {c.lower() for fk in table.foreign_keys for c in fk.columns}
        for column in table.fields:
            if column.name.lower() in keyed:
                continue
            here: list[ForeignKey] = []
            elsewhere: list[ForeignKey] = []
            for key, how in index.matches(column):
                if key.table == ref or frozenset((ref, key.table)) in declared_pairs:
                    continue
                candidate = _candidate(ref, table, column, key, how)
                if candidate is not None:
                    (here if key.table.schema == ref.schema else elsewhere).append(candidate)
            chosen = _most_likely(here, settings) if here else _across(elsewhere, settings)
            found.setdefault(ref, []).extend(chosen)
    return {ref: fks for ref, fks in found.items() if fks}


def _most_likely(candidates: list[ForeignKey], settings: InferenceSettings) -> list[ForeignKey]:
    """The candidates of the highest confidence at least the threshold; of equally likely
    targets, the plainest name: the base table the others extend."""
    kept = [fk for fk in candidates if fk.confidence >= settings.min_confidence]
    if not kept:
        return []
    top = max(fk.confidence for fk in kept)
    best = list(dict.fromkeys(fk for fk in kept if fk.confidence == top))
    shortest = min(_name_length(fk) for fk in best)
    return [fk for fk in best if _name_length(fk) == shortest]


def _across(candidates: list[ForeignKey], settings: InferenceSettings) -> list[ForeignKey]:
    """A key of another schema, for a column whose own schema has none it could hold, when
    one table of all the others has it (``billing.invoices.account_id`` →
    ``crm.accounts``), with less confidence. Two tables that could (a ``staging`` copy beside
    ``crm.accounts``) make it a guess, and none is made."""
    if len({fk.target for fk in candidates}) != 1:
        return []
    return _most_likely(
        [
            replace(
                fk,
                confidence=round(fk.confidence - CROSS_SCHEMA_PENALTY, 2),
                evidence=(*fk.evidence, f"schema: only {fk.ref_schema} has such a key"),
            )
            for fk in candidates
        ],
        settings,
    )
