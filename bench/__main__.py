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
    embeddings = commands.add_parser("embeddings", help="the offline embedding model")
    embeddings.add_argument("--out", type=Path)
    values = commands.add_parser("values", help="embedded value-search engines compared")
    values.add_argument("--values", type=int, default=1_000_000)
    values.add_argument("--out", type=Path)
    args = parser.parse_args()
    if args.command == "demo-latency":
        from bench.demo_latency import run

        print(run(args.runs, args.out))
    elif args.command == "embeddings":
        from bench.embeddings import run as run_embeddings

        print(run_embeddings(args.out))
    else:
        from bench.value_engines import run as run_values

        print(run_values(args.values, args.out))


if __name__ == "__main__":
    main()
