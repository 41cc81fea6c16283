"""Prometheus metrics, on a registry of the app's own (no process-global state)."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30)


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.requests = Histogram(
            "schemalink_request_seconds",
            "HTTP request latency by route",
            ["method", "route", "status"],
            registry=self.registry,
            buckets=LATENCY_BUCKETS,
        )
        self.link_stages = Histogram(
            "schemalink_link_stage_seconds",
            "Time spent in each linking stage",
            ["stage"],
            registry=self.registry,
            buckets=LATENCY_BUCKETS,
        )
        self.jobs = Gauge(
            "schemalink_jobs",
            "Jobs in the store by kind and status",
            ["kind", "status"],
            registry=self.registry,
        )
        self.index_points = Gauge(
            "schemalink_index_points",
            "Points in the vector index by collection",
            ["collection"],
            registry=self.registry,
        )
        self.link_cache = Gauge(
            "schemalink_link_cache_lookups",
            "Repeated-question cache lookups since start, by result (hit, miss)",
            ["result"],
            registry=self.registry,
        )
        self.link_cache_hit_ratio = Gauge(
            "schemalink_link_cache_hit_ratio",
            "Share of links answered from the repeated-question cache since start",
            registry=self.registry,
        )
        self.link_cache_entries = Gauge(
            "schemalink_link_cache_entries", "Answers the cache holds", registry=self.registry
        )
        self.degraded = Counter(
            "schemalink_link_degraded_total",
            "Links served with a component degraded or failed",
            ["component"],
            registry=self.registry,
        )

    def observe_link(self, timings_ms: dict[str, float], degraded: list[str]) -> None:
        for stage, ms in timings_ms.items():
            self.link_stages.labels(stage).observe(ms / 1000)
        for component in degraded:
            self.degraded.labels(component).inc()

    def observe_cache(self, hits: int, misses: int, entries: int) -> None:
        self.link_cache.labels("hit").set(hits)
        self.link_cache.labels("miss").set(misses)
        self.link_cache_hit_ratio.set(hits / (hits + misses) if hits + misses else 0.0)
        self.link_cache_entries.set(entries)

    def render(self) -> bytes:
        return generate_latest(self.registry)
