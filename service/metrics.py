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

    def render(self) -> bytes:
        return generate_latest(self.registry)
