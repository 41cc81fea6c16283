"""``python -m bench <benchmark> [options]``; each prints its report and can write it."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "2")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench")
    commands = parser.add_subparsers(dest="command", required=True)
    demo = commands.add_parser("demo-latency", help="link latency on the demo database")
    demo.add_argument("--runs", type=int, default=30)
    demo.add_argument("--out", type=Path)
    service = commands.add_parser("service-latency", help="POST /v1/link through the app")
    service.add_argument("--runs", type=int, default=20)
    service.add_argument("--out", type=Path)
    cli = commands.add_parser("cli-start", help="wall time of schemalink commands as processes")
    cli.add_argument("--runs", type=int, default=9)
    cli.add_argument("--out", type=Path)
    shared = commands.add_parser(
        "shared-latency", help="links through a shared data directory's holder, or holding it"
    )
    shared.add_argument("--runs", type=int, default=20)
    shared.add_argument("--out", type=Path)
    embeddings = commands.add_parser("embeddings", help="the offline embedding model")
    embeddings.add_argument("--out", type=Path)
    openmp = commands.add_parser("openmp", help="how the embedding engines' threads wait")
    openmp.add_argument("--repeats", type=int, default=3)
    openmp.add_argument("--out", type=Path)
    values = commands.add_parser("values", help="embedded value-search engines compared")
    values.add_argument("--values", type=int, default=1_000_000)
    values.add_argument("--out", type=Path)
    quality = commands.add_parser("quality", help="linking quality on Spider-format data")
    quality.add_argument("--data", type=Path, help="the benchmarks folder (suites' files)")
    quality.add_argument(
        "--suite",
        default="custom",
        help="spider | spider-union | spider-syn-union | bird | bird-union | kaggle | sparc | "
        "sparc-union | cosql | cosql-union | warehouses-tune | warehouses-test | warehouses "
        "(the judged warehouses of bench/warehouses/, no --data needed)",
    )
    quality.add_argument("--tables", type=Path, help="a Spider-format schema file")
    quality.add_argument("--questions", type=Path, nargs="+", help="question files")
    quality.add_argument("--db-dir", type=Path, help="folder of <db_id>/<db_id>.sqlite")
    quality.add_argument("--union", action="store_true", help="pool every database")
    quality.add_argument(
        "--wording", help="the question field to read, e.g. SpiderSynQuestion (Spider-Syn)"
    )
    quality.add_argument("--evidence", action="store_true", help="append BIRD's evidence")
    quality.add_argument(
        "--evidence-hint",
        action="store_true",
        help="send BIRD's evidence as the link's evidence hint instead of in the question",
    )
    quality.add_argument(
        "--foreign-keys",
        choices=["declared", "none", "inferred", "synced"],
        help="the databases' own keys, none, none and the inferred relationships, or both as a "
        "sync reads them (the default for the warehouses; declared for the others)",
    )
    quality.add_argument("--limit", type=int, help="a seeded sample of N questions")
    quality.add_argument(
        "--pairs-half",
        choices=["asked-only", "retrieval"],
        help="half of each database's questions as its training pairs, the other half asked",
    )
    quality.add_argument(
        "--exclude",
        type=Path,
        nargs="+",
        default=[],
        help="question files whose questions are left out (a held-out report after tuning)",
    )
    quality.add_argument("--out", type=Path, default=Path("bench/out"))
    quality.add_argument("--json", action="store_true", help="print the summary as JSON")
    quality.add_argument(
        "--examples-only",
        action="store_true",
        help="index the examples read with the catalog, not the values users name",
    )
    quality.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="FIELD=VALUE",
        help="override a LinkerConfig field, e.g. --set max_fields=12",
    )
    quality.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="NAME:FIELD=VALUE[,FIELD=VALUE]",
        help="also link every question with these overrides (same index, one report row)",
    )
    encoder = commands.add_parser(
        "train-encoder", help="train the query encoder's delta on question → schema pairs"
    )
    encoder.add_argument("--data", type=Path, required=True, help="the benchmarks folder")
    encoder.add_argument("--work", type=Path, default=Path("bench/out/train-encoder"))
    encoder.add_argument(
        "--model",
        type=Path,
        default=Path("linking/backends/e5/query_adapter.npz"),
        help="where to write the delta (its record beside it, .json)",
    )
    encoder.add_argument("--epochs", type=int, default=2)
    encoder.add_argument("--rank", type=int, default=8)
    encoder.add_argument("--first-trained", type=int, default=6, help="layers below: frozen")
    encoder.add_argument("--learning-rate", type=float, default=5e-4)
    encoder.add_argument("--dry-run", action="store_true", help="report, write no delta")
    encoder.add_argument("--out", type=Path, help="where to write the report")
    scale = commands.add_parser(
        "scale-encoder",
        help="measure the query delta's similarity scale against the base model's (its record)",
    )
    scale.add_argument("--data", type=Path, required=True, help="the benchmarks folder")
    scale.add_argument("--work", type=Path, default=Path("bench/out/train-encoder"))
    scale.add_argument("--out", type=Path, help="where to write the report")
    calibration = commands.add_parser(
        "pair-calibration", help="a completeness target per datasource, from its pairs (dropped)"
    )
    calibration.add_argument("--data", type=Path, required=True, help="the benchmarks folder")
    calibration.add_argument("--work", type=Path, default=Path("bench/out/pair-calibration"))
    calibration.add_argument(
        "sources", nargs="+", choices=("spider-train", "bird-train", "warehouses-tune")
    )
    calibration.add_argument("--out", type=Path)
    narrowing = commands.add_parser(
        "pair-narrowing", help="a narrowing threshold per datasource, from its pairs (dropped)"
    )
    narrowing.add_argument("--data", type=Path, required=True, help="the benchmarks folder")
    narrowing.add_argument("--out", type=Path)
    for name, purpose in (
        (
            "train-sizing",
            "fit one database's table model and the completeness model that sizes a set",
        ),
        (
            "train-pairs",
            "fit the one-database table model that reads what a datasource's pairs teach",
        ),
    ):
        fitting = commands.add_parser(name, help=purpose)
        fitting.add_argument("--data", type=Path, required=True, help="the benchmarks folder")
        fitting.add_argument("--work", type=Path, default=Path("bench/out/train-sizing"))
        fitting.add_argument(
            "--model", type=Path, default=Path("linking/ranking/models/table_ranker.json")
        )
        fitting.add_argument("--out", type=Path, help="where to write the report")
        fitting.add_argument("--set", action="append", default=[], metavar="FIELD=VALUE")
    unmatched = commands.add_parser(
        "unmatched", help="unmatched words as a classifier on the judged warehouses"
    )
    unmatched.add_argument("--split", choices=["tune", "test", "all"], default="tune")
    unmatched.add_argument("--work", type=Path, default=Path("bench/out/unmatched"))
    unmatched.add_argument("--out", type=Path, help="where to write the report")
    ranker = commands.add_parser("train-ranker", help="fit the table model on Spider train")
    ranker.add_argument("--tables", type=Path, required=True, help="spider/tables.json")
    ranker.add_argument(
        "--questions", type=Path, required=True, help="spider_syn/train_spider.json"
    )
    ranker.add_argument("--work", type=Path, default=Path("bench/out/train-ranker"))
    ranker.add_argument(
        "--model", type=Path, default=Path("linking/ranking/models/table_ranker.json")
    )
    ranker.add_argument("--limit", type=int, help="a seeded sample of N questions")
    ranker.add_argument("--out", type=Path, help="where to write the report")
    ranker.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="FIELD=VALUE",
        help="a LinkerConfig field for retrieval and fusion, e.g. --set table_fusion=dbsf",
    )
    named = commands.add_parser(
        "named-values", help="values users name, found on their column (Zipf-shaped columns)"
    )
    named.add_argument("--scale", choices=["full", "small"], default="full")
    named.add_argument("--per-draw", type=int, default=50, help="questions per column and draw")
    named.add_argument("--out", type=Path, help="where to write the report")
    named.add_argument(
        "--examples-only",
        action="store_true",
        help="index only the examples read with the catalog (schemalink before issue 23)",
    )
    stored = commands.add_parser(
        "stored-values", help="Spider dev's gold values, found on the column that stores them"
    )
    stored.add_argument("--data", type=Path, required=True, help="the benchmarks folder")
    stored.add_argument("--out", type=Path, help="where to write the report")
    stored.add_argument(
        "--examples-only",
        action="store_true",
        help="index only the examples read with the catalog (schemalink before issue 23)",
    )
    relations = commands.add_parser(
        "relationships", help="joins inferred on databases stripped of their foreign keys"
    )
    relations.add_argument("--data", type=Path, required=True, help="the benchmarks folder")
    relations.add_argument("--split", choices=["train", "spider-dev", "bird-dev"], required=True)
    relations.add_argument("--min-confidence", type=float)
    relations.add_argument("--out", type=Path, help="where to write the report")
    warehouse = commands.add_parser(
        "served-warehouse",
        help="a keyless warehouse served: verdicts and feedback racing links, hostile bodies",
    )
    warehouse.add_argument("--out", type=Path, help="where to write the report")
    perf = commands.add_parser("perf", help="sync and link speed on a synthetic warehouse")
    perf.add_argument("--tables", type=int, default=2000)
    perf.add_argument("--questions", type=int, default=2000)
    perf.add_argument("--json", action="store_true")
    perf.add_argument(
        "--no-embed", action="store_true", help="phase 1 only: link with dense search pending"
    )
    perf.add_argument(
        "--set", action="append", default=[], metavar="FIELD=VALUE", help="a LinkerConfig field"
    )
    perf.add_argument("--out", type=Path)
    load = commands.add_parser("load", help="a served process under load, faults, hostile input")
    load.add_argument(
        "--scenario",
        nargs="+",
        default=["concurrency", "outage", "body", "expensive"],
        choices=[
            "concurrency",
            "outage",
            "body",
            "expensive",
            "sync-health",
            "sync-links",
            "evaluation",
        ],
    )
    load.add_argument("--out", type=Path)
    fuzz = commands.add_parser("fuzz", help="schemathesis, every check, on a served process")
    fuzz.add_argument("--minutes", type=float, default=5.0)
    fuzz.add_argument(
        "--store", nargs="+", default=["sqlite", "postgresql"], choices=["sqlite", "postgresql"]
    )
    fuzz.add_argument("--out", type=Path)
    scale = commands.add_parser(
        "scale-out", help="two APIs, two workers, one killed mid-sync (PostgreSQL, Meilisearch)"
    )
    scale.add_argument("--meili-url", default=os.environ.get("MEILI_URL"))
    scale.add_argument("--meili-key", default=os.environ.get("MEILI_MASTER_KEY"))
    scale.add_argument("--out", type=Path)
    args = parser.parse_args()
    if args.command == "demo-latency":
        from bench.demo_latency import run

        print(run(args.runs, args.out))
    elif args.command == "service-latency":
        from bench.service_latency import run as run_service

        print(run_service(args.runs, args.out))
    elif args.command == "cli-start":
        from bench.cli_start import run as run_cli

        print(run_cli(args.runs, args.out))
    elif args.command == "shared-latency":
        from bench.shared_latency import run as run_shared

        print(run_shared(args.runs, args.out))
    elif args.command == "quality":
        from bench.quality.datasets import Suite, suite
        from bench.quality.options import Options
        from bench.quality.run import run as run_quality

        if args.suite.startswith("warehouses"):
            from bench.quality.warehouses import prepare

            # warehouses-tune, warehouses-test, or warehouses (every one): bench/warehouses/
            part = args.suite.removeprefix("warehouses").removeprefix("-") or "all"
            chosen = prepare(args.suite, part, args.out / args.suite)
        elif args.tables:
            chosen = Suite(
                args.suite,
                args.tables,
                tuple(args.questions or ()),
                args.db_dir,
                args.union,
                wording=args.wording,
            )
        elif args.data:
            chosen = suite(args.suite, args.data)
        else:
            parser.error("quality needs --data (with --suite) or --tables and --questions")
        run_quality(
            Options(
                chosen,
                args.out,
                args.limit,
                args.evidence,
                args.json,
                overrides=dict(item.split("=", 1) for item in args.set),
                exclude=tuple(args.exclude),
                variants=dict(_variant(text) for text in args.variant),
                named_values=not args.examples_only,
                evidence_hint=args.evidence_hint,
                foreign_keys=args.foreign_keys
                or ("synced" if args.suite.startswith("warehouses") else "declared"),
                pairs_half=args.pairs_half,
            )
        )
    elif args.command == "train-encoder":
        from bench.train_encoder import Settings, train

        encoder_settings = Settings(
            rank=args.rank,
            first_trained=args.first_trained,
            epochs=args.epochs,
            learning_rate=args.learning_rate,
        )
        report = train(args.data, args.work, encoder_settings, None if args.dry_run else args.model)
        if args.out:
            args.out.write_text(report, "utf-8")
        print(report)
    elif args.command == "scale-encoder":
        from bench.scale_encoder import run as run_scale

        report = run_scale(args.data, args.work)
        if args.out:
            args.out.write_text(report, "utf-8")
        print(report)
    elif args.command in ("train-pairs", "train-sizing"):
        from bench.train_pairs import run as run_pairs
        from bench.train_sizing import run as run_sizing

        fit = run_pairs if args.command == "train-pairs" else run_sizing
        overrides = dict(item.split("=", 1) for item in args.set)
        report = fit(args.data, args.work, args.model, overrides)
        if args.out:
            args.out.write_text(report, "utf-8")
        print(report)
    elif args.command == "pair-calibration":
        from bench.pair_calibration import run as run_calibration

        report = run_calibration(args.data, args.work, args.sources)
        if args.out:
            args.out.write_text(report, "utf-8")
        print(report)
    elif args.command == "pair-narrowing":
        from bench.pair_narrowing import run as run_narrowing

        report = run_narrowing(args.data)
        if args.out:
            args.out.write_text(report, "utf-8")
        print(report)
    elif args.command == "unmatched":
        from bench.unmatched import run as run_unmatched

        report = run_unmatched(args.split, args.work / args.split)
        if args.out:
            args.out.write_text(report, "utf-8")
        print(report)
    elif args.command == "train-ranker":
        from bench.train_ranker import run as run_ranker

        overrides = dict(item.split("=", 1) for item in args.set)
        report = run_ranker(
            args.tables, args.questions, args.work, args.model, args.limit, overrides
        )
        if args.out:
            args.out.write_text(report, "utf-8")
        print(report)
    elif args.command == "named-values":
        from bench.named_values import run as run_named

        run_named(args.scale, args.per_draw, args.out, named=not args.examples_only)
    elif args.command == "stored-values":
        from bench.stored_values import run as run_stored

        run_stored(args.data, args.out, named=not args.examples_only)
    elif args.command == "relationships":
        from bench.relationships import run as run_relationships
        from linking.catalog import InferenceSettings

        settings = InferenceSettings()
        if args.min_confidence is not None:
            settings = InferenceSettings(min_confidence=args.min_confidence)
        print(run_relationships(args.data, args.split, settings, args.out))
    elif args.command == "served-warehouse":
        from bench.served_warehouse import run as run_warehouse

        print(run_warehouse(args.out))
    elif args.command == "perf":
        import json

        from bench.perf import run as run_perf

        overrides = dict(item.split("=", 1) for item in args.set)
        result = run_perf(
            args.tables, args.questions, args.out, embed=not args.no_embed, overrides=overrides
        )
        if args.json:
            print(json.dumps(result))
    elif args.command == "load":
        from bench.load import run as run_load

        print(run_load(args.scenario, args.out))
    elif args.command == "fuzz":
        from bench.fuzz import run as run_fuzz

        print(run_fuzz(args.minutes, args.store, args.out))
    elif args.command == "scale-out":
        from bench.scale_out import run as run_scale_out

        if not args.meili_url or not args.meili_key:
            parser.error("a Meilisearch server is needed: --meili-url and --meili-key")
        print(run_scale_out(args.meili_url, args.meili_key, args.out))
    elif args.command == "openmp":
        from bench.openmp import run as run_openmp

        print(run_openmp(args.repeats, args.out))
    elif args.command == "embeddings":
        from bench.embeddings import run as run_embeddings

        print(run_embeddings(args.out))
    else:
        from bench.value_engines import run as run_values

        print(run_values(args.values, args.out))


def _variant(text: str) -> tuple[str, dict[str, str]]:
    name, _, assignments = text.partition(":")
    if not assignments:
        raise SystemExit(f"--variant {text!r}: expected NAME:FIELD=VALUE[,FIELD=VALUE]")
    return name, dict(item.split("=", 1) for item in assignments.split(","))


if __name__ == "__main__":
    main()
