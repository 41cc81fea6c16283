"""Tuning of the linking pipeline. Every number here is a starting point to calibrate on the
benchmarks (``bench/``), not a law; the service fills it from its settings."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from linking.backends.score_scale import ScoreScale


@dataclass(frozen=True, kw_only=True)
class FusionWeights:
    """How much each retriever's ranked list counts in reciprocal-rank fusion
    (``linking.ranking.fusion``)."""

    dense_column: float = 1.0  # vector search over column documents
    dense_table: float = 1.0  # vector search over table documents
    name_column: float = 1.0  # BM25 over a column's name and description
    name_table: float = 1.0  # BM25 over a table's name and description
    mention: float = 2.0  # a column the question names verbatim
    value: float = 1.0  # a sampled value the question names
    pair: float = 1.0  # used by a similar training pair's SQL
    # The lists of retrievers added to the built-in ones, as (source, weight); 1.0 when not
    # named.
    others: tuple[tuple[str, float], ...] = ()

    def of(self, source: str) -> float:
        """The weight of ``source``'s lists."""
        if source in _BUILT_IN_SOURCES:
            return float(getattr(self, source))
        return dict(self.others).get(source, 1.0)


_BUILT_IN_SOURCES = frozenset(f.name for f in fields(FusionWeights)) - {"others"}


@dataclass(frozen=True, kw_only=True)
class LinkerConfig:
    # Questions: longer ones are refused; each text embedded as a query is cut to this many
    # tokens (embedding costs ~1 ms a token here; the longest BIRD question with its
    # evidence is 218 tokens, the 99th percentile 127).
    max_question_chars: int = 2_000
    max_query_tokens: int = 256

    # Privacy: no sampled value and no description goes into an LLM prompt.
    private: bool = False

    # Mode thresholds: naive ≤ 3 tables and ≤ 100 fields; reasoning
    # ≤ 7 tables and ≤ 300 fields; rag beyond. Auto falls back from reasoning to rag when the
    # rendered meta is longer than the budget (≈ 8k tokens; CJK reaches it sooner, erring safe).
    naive_max_tables: int = 3
    naive_max_fields: int = 100
    reasoning_max_tables: int = 7
    reasoning_max_fields: int = 300
    whole_meta_char_budget: int = 30_000

    # Field retrieval (vector search over column documents). Every similarity threshold here
    # is on multilingual-e5-small's scale; a query model with its own (the shipped query
    # delta) reads those of a question against documents through its ``ScoreScale``
    # (``on_scale``); questions against pairs' questions are the base model's.
    field_top_k: int = 20
    field_score_threshold: float = 0.78
    max_subqueries: int = 6

    # Table documents (vector search over one document per table)
    table_top_k: int = 10
    # Over a catalog of more tables than this, columns are searched only in the tables whose
    # documents are nearest to a subquery, this many each: a search over their columns rather
    # than every column of the catalog (0: always every column). Chosen on Spider train
    # pooled (873 tables): 10 cost 1.4 points of column SRR, 25 to 100 none.
    column_search_tables: int = 50

    # Value retrieval (full-text search over sampled values)
    value_top_k: int = 50
    max_keywords: int = 12

    # Training pairs (vector search over approved questions)
    pair_top_k: int = 5
    pair_score_threshold: float = 0.88
    # A pair this similar asks the same question: the selection is what its SQL reads, plus
    # the tables the question's other words name (``select.narrowed_by_pair``).
    pair_narrow_score: float = 0.95

    # Fusion: ranks count 1 / (rrf_k + rank + 1). Values are a weak table signal: in a pool
    # of many databases most value hits land on wrong tables (shared/research), so for tables
    # they mostly serve annotation and tie-breaks.
    rrf_k: int = 5
    # How tables' lists are fused: "dbsf" (scores normalised by each list's mean ± 3 standard
    # deviations, as Qdrant's DBSF; ``fusion.fuse_scores``) or "rrf" (ranks). DBSF won on the
    # tuning split (bench/reports/quality/fusion); the table model is fitted on its scores.
    table_fusion: str = "dbsf"
    table_weights: FusionWeights = field(default_factory=lambda: FusionWeights(value=0.5))
    column_weights: FusionWeights = field(default_factory=FusionWeights)
    # A list from one extracted subquery, not the whole question, is noisier: this × weight.
    subquery_weight: float = 0.5

    # Table ranking: a learned model over the retrievers' evidence (``linking.ranking.ranker``;
    # "builtin" is the one shipped, fitted on Spider train questions, or a path to another),
    # or None for fused scores with the neighbour and schema boosts below.
    table_model: str | None = "builtin"
    # Over one schema, rank with what the datasource's training pairs teach of its words
    # (``linking.retrieval.pair_words``), when the table model was fitted with pairs.
    learn_from_pairs: bool = True

    # Table selection
    rerank_above_tables: int = 3  # the LLM reranks when more tables than this are hit
    max_selected_tables: int = 5
    # Conversations (``linking.question.history``): an earlier turn's tables move this turn's
    # towards the top by this share of the way, times history_decay per turn further back; by the
    # smaller share when the turn reads as standing alone (a turn with fewer keywords than
    # history_min_keywords reads as a follow-up). The earlier turns' keywords are searched
    # after the turn's own when history_keywords is on. Chosen on CoSQL dev; SParC dev is
    # reported (bench/README.md, "Conversations").
    history_weight: float = 0.6
    history_standalone_weight: float = 0.5
    history_decay: float = 0.5
    history_place_decay: float = 1.0  # per place down an earlier turn's list of tables
    history_min_keywords: int = 2
    history_keywords: bool = True
    # Keep tables scoring ≥ this × the best one: fused scores (tuned on pooled Spider), and
    # the table model's probabilities (chosen on held-out Spider train databases,
    # bench/reports/table-ranker.md).
    select_relative_score: float = 0.2
    select_relative_probability: float = 0.05
    # Set, and with a table model that has a stop model, it sizes the selection over
    # candidates of several schemas instead of the share rule (``linking.ranking.stopping``): a
    # table is added when it raises the chance that no needed table is missing by more than this.
    # 0.07 is the cheapest whose sets average ≤ 3 tables on held-out Spider train databases
    # (bench/reports/table-ranker.md); off by default: on the dev suites it cost 4 points of
    # table SRR on pooled Spider and 14 on SParC's follow-ups (bench/README.md).
    select_table_cost: float | None = None
    # The returned set is the smallest head of the ranking (with the tables that join it)
    # whose estimated completeness reaches this (``linking.ranking.completeness``), when the
    # table model has a completeness model; None keeps the rules above. A caller may ask for
    # another per request (``TradeOff``). 0.95 on the judged warehouses' tune split: against
    # the share rule before it, more tables complete (89.2 % against 83.8) with fewer excess
    # tables (3.65 against 4.16); 0.8 returned 3.2 tables but completed 80.8 %
    # (bench/reports/quality/warehouses-tune).
    select_completeness: float | None = 0.95
    max_join_path_length: int = 3
    # The best table's foreign-key neighbours are multiplied by this (never past the best):
    # a question about orders usually also needs what orders point at.
    neighbour_boost: float = 1.5
    # Tables in the best candidate's schema are multiplied by this: a question is usually
    # about one schema (one database, in a pooled catalog).
    schema_boost: float = 1.5
    # Score-based selection may take its tables from at most this many schemas (0: any):
    # those whose best schema_vote_top candidates score highest together (joins may still
    # reach others). Off by default: pooled catalogs hold look-alike databases, and hedging
    # across them found more gold tables on the tuning split (bench/README.md).
    selection_schemas: int = 0
    schema_vote_top: int = 3

    # Column pruning (reasoning and rag modes): every chosen table's key, join and label
    # columns, then at most this many more, the tables taking turns, each table's share of
    # them following its selection score (``linking.ranking.prune``); None keeps every column.
    # A column scoring below column_relative_score × the best column's score is not taken.
    max_fields: int | None = 20
    column_relative_score: float = 0.0
    min_table_columns: int = 1  # a picked table's share is at least this many columns
    # Naive mode sends the whole meta unless this is set; small catalogs can still have wide
    # tables, and every column sent is a column the SQL generator may confuse. Pruning them
    # cost little where it was tried on training data (BIRD train with its evidence, 6,599
    # links, 737 naive: column SRR 94.21 -> 94.06 at 18.02 -> 17.37 columns) but much on the
    # dev suites' wide small catalogs (BIRD dev with evidence 92.24 -> 89.50 at 29.98 -> 21.40
    # columns, KaggleDBQA 98.90 -> 96.69 at 19.08 -> 15.29): off until columns are ranked better.
    prune_naive: bool = False

    # A keyword no name matches still counts as matched when, embedded alone, it is at least
    # this similar to a returned column. A single word's similarity tells a synonym from a
    # missing column hardly better than chance (``python -m bench unmatched``, the judged
    # warehouses' tune split: false alarms and detections fall together as it drops): 0.88
    # alarmed on 23 % of answerable questions, 0.87 on 11 %, 0.86 on 4 % but let the demo's
    # "会员的平均年龄" (no age column anywhere) pass as matched.
    unmatched_dense_score: float = 0.87

    # Annotation: at most this many example values per field, hits first
    annotate_max_values: int = 3
    annotate_max_value_chars: int = 40

    # Per-stage timeouts, seconds
    retriever_timeout_s: float = 10.0
    # What a column's vector is made of. "full": one document per column naming its table,
    # description and sample values. "composed": a short document (name, type, description)
    # plus ``table_mix`` × its table's vector: about a third of the tokens to embed, and the
    # same column text in many tables embedded once.
    column_documents: str = "full"
    table_mix: float = 1.0
    # How often a link re-counts what the indexes hold for its datasource (tables with
    # vectors while a sync still embeds; training pairs) when this process did not change it.
    index_recheck_s: float = 1.0
    llm_timeout_s: float = 30.0
    # Answers to repeated questions (``linking.link_cache``): how many, and for how long a
    # change made by another process can go unseen. 0 entries: no cache.
    link_cache_entries: int = 1024
    link_cache_ttl_s: float = 60.0

    def on_scale(self, scale: ScoreScale) -> LinkerConfig:
        """This configuration with its similarity thresholds on a query model's scale."""
        return replace(
            self,
            field_score_threshold=scale.threshold(self.field_score_threshold),
            unmatched_dense_score=scale.threshold(self.unmatched_dense_score),
        )
