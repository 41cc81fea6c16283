"""How a finished run becomes the answer (``MetaContext``): the linked tables with their
fields, examples and evidence, or "no data" and why when the run stopped."""

from __future__ import annotations

from collections import defaultdict

from linking.catalog.meta import FieldRef, TableRef
from linking.context import Evidence, JoinStep, LinkedField, LinkedTable, MetaContext
from linking.ranking.joins import Join, relationship_of
from linking.run import LinkRun


def assemble(run: LinkRun) -> MetaContext:
    """The answer to a finished run: the linked tables with their fields, examples and
    evidence, or "no data" and why when the run stopped."""
    if run.stopped is not None:
        return MetaContext(
            datasource=run.meta.datasource,
            question=run.question,
            outcome="no_data",
            message=run.stopped,
            mode=run.mode,
            mode_reason=run.mode_reason,
            rewrite=run.rewrite,
            meta=run.accessible.filter_tables(()),
            tables=(),
            join_paths=(),
            training_pairs=(),
            diagnostics=run.diagnostics,
        )
    tables = _linked_tables(run)
    run.diagnostics.hits.update(run.hits.counts(), candidates=len(run.ranking))
    unmatched = run.unmatched
    message = f"{len(tables)} tables linked in {run.mode.value} mode"
    if unmatched:
        message += "; nothing in the catalog matches " + ", ".join(f'"{w}"' for w in unmatched)
    return MetaContext(
        datasource=run.meta.datasource,
        question=run.question,
        outcome="partial" if unmatched else "linked",
        message=message,
        unmatched=unmatched,
        mode=run.mode,
        mode_reason=run.mode_reason,
        rewrite=run.rewrite,
        meta=run.chosen,
        tables=tuple(tables),
        join_paths=tuple(_step(run, j) for j in run.steps),
        training_pairs=tuple(run.pair_hits),
        diagnostics=run.diagnostics,
        completeness=None if run.completeness is None else round(run.completeness, 4),
    )


def _step(run: LinkRun, join: Join) -> JoinStep:
    fk = relationship_of(run.meta, join)
    return JoinStep(
        str(join.from_table),
        join.from_columns,
        str(join.to_table),
        join.to_columns,
        origin=fk.origin if fk else "database",
        confidence=fk.confidence if fk else 1.0,
        role=_described_role(run, join),
    )


def _described_role(run: LinkRun, join: Join) -> str:
    """The step's role with its columns' descriptions: ``thesis.reviewer_id (评阅教师)``."""
    if not join.role:
        return ""
    described = []
    for ref, columns in ((join.from_table, join.from_columns), (join.to_table, join.to_columns)):
        table = run.accessible.table(ref)
        for name in columns:
            found = table.field(name) if table is not None else None
            if found is not None and found.description and f"{ref.table}.{name}" in join.role:
                described.append(found.description)
    return f"{join.role} ({'; '.join(described)})" if described else join.role


def _joined_by(run: LinkRun) -> dict[TableRef, list[str]]:
    """For each connector, the selected tables it joins: those its join steps reach on each
    of its sides (the steps form a tree; a connector splits it)."""
    around: dict[TableRef, set[TableRef]] = defaultdict(set)
    for step in run.steps:
        around[step.from_table].add(step.to_table)
        around[step.to_table].add(step.from_table)
    selected = set(run.selected)
    joined: dict[TableRef, list[str]] = {}
    for connector in run.joined:
        reached: list[TableRef] = []
        seen = {connector}
        frontier = sorted(around[connector], key=str)
        while frontier:
            ref = frontier.pop(0)
            if ref in seen:
                continue
            seen.add(ref)
            if ref in selected:
                reached.append(ref)
            frontier += sorted(around[ref] - seen, key=str)
        order = {ref: i for i, ref in enumerate(run.selected)}
        names = [run.meta.display_name(r) for r in sorted(reached, key=order.__getitem__)]
        joined[connector] = names or ["the selected tables"]
    return joined


def _field_evidence(run: LinkRun) -> dict[FieldRef, list[Evidence]]:
    evidence: dict[FieldRef, list[Evidence]] = defaultdict(list)
    for vote in run.hits.column_votes():
        evidence[vote.column].append(vote.evidence)
    return evidence


def _linked_tables(run: LinkRun) -> list[LinkedTable]:
    assert run.annotator is not None
    candidates = {c.ref: c for c in run.ranking}
    field_evidence = _field_evidence(run)
    joined = set(run.joined)
    joins_what = _joined_by(run)
    linked = []
    for ref in [*run.selected, *run.joined]:
        table = run.chosen.table(ref)
        if table is None:
            continue
        candidate = candidates.get(ref)
        evidence = list(candidate.evidence) if candidate else []
        if ref in joined:
            evidence.append(Evidence("join", 0.0, "joins " + " and ".join(joins_what[ref])))
        elif run.llm_reason is not None:
            evidence.append(Evidence("llm", 0.0, run.llm_reason or "chosen by the LLM"))
        elif not evidence:
            evidence.append(Evidence("whole_meta", 0.0, "part of the whole meta"))
        fields = []
        for f in table.fields:
            at = FieldRef(ref.schema, ref.table, f.name)
            fields.append(
                LinkedField(
                    name=f.name,
                    type=f.type,
                    description=f.description,
                    primary_key=f.primary_key,
                    examples=run.annotator.examples(at, f),
                    matched_values=tuple(run.matched.get(at, ())),
                    evidence=tuple(field_evidence.get(at, ())),
                )
            )
        linked.append(
            LinkedTable(
                schema=ref.schema,
                name=ref.table,
                description=table.description,
                score=round(candidate.score, 6) if candidate else 0.0,
                evidence=tuple(evidence),
                fields=tuple(fields),
                row_filters=table.row_filters,
            )
        )
    return linked
