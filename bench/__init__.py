"""Benchmarks: measured, never asserted. Each writes a Markdown report with the machine, the
command and the numbers (``bench/reports``)."""
