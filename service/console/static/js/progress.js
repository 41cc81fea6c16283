// A job's state as people read it: its status, its phase and how far each phase has come.

import { api } from "./api.js";
import { chip, h, replace, when } from "./dom.js";

const TONE = { succeeded: "good", partial: "warn", failed: "bad", cancelled: "warn", running: "", queued: "" };
export const FINISHED = new Set(["succeeded", "partial", "failed", "cancelled"]);

export function statusChip(status) {
  return chip(status, TONE[status] || "");
}

// A finished sync as people should read it: "succeeded" with no table, or with values it
// could not read, is not plain success.
export function jobChip(job) {
  const p = job.progress || {};
  if (job.status === "succeeded" && p.tables === 0) return chip("succeeded · 0 tables", "warn");
  if (job.status === "succeeded" && (p.warnings || []).length) return chip("succeeded with warnings", "warn");
  return statusChip(job.status);
}

// Every warning a job left, each on its own line.
export function warningsView(job) {
  const warnings = (job.progress || {}).warnings || [];
  if (!warnings.length) return null;
  return h(
    "details",
    { class: "small warnings", open: warnings.length <= 3 },
    h("summary", {}, `${warnings.length} warning${warnings.length === 1 ? "" : "s"}`),
    h("ul", {}, warnings.map((text) => h("li", {}, text))),
  );
}

function meter(label, done, total) {
  if (total === undefined || total === null) return null;
  const share = total ? Math.min(100, Math.round((100 * (done || 0)) / total)) : 100;
  return h(
    "div",
    { class: "row small" },
    h("span", { style: "min-width: 9rem" }, label),
    h("div", { class: "bar-meter", role: "progressbar", "aria-label": label, "aria-valuemin": 0, "aria-valuemax": total, "aria-valuenow": done || 0 },
      h("span", { style: `width: ${share}%` })),
    h("span", { class: "num" }, `${done || 0} / ${total}`),
  );
}

export function progressView(job) {
  const p = job.progress || {};
  const named = p.named_values || null;
  return h(
    "div",
    { class: "job-progress", dataset: { job: job.id, status: job.status } },
    h("div", { class: "row" }, jobChip(job), p.phase ? h("span", { class: "phase" }, `phase: ${p.phase}`) : null,
      p.linkable_after_s !== undefined ? chip(`linkable after ${p.linkable_after_s} s`, "good") : null),
    meter("tables read", p.tables_read, p.tables_read === undefined ? undefined : p.tables_total),
    meter("tables indexed", p.tables_indexed, p.tables_indexed === undefined ? undefined : p.tables_total),
    named ? meter("tables read for values", named.tables_read, named.tables_total) : null,
    named
      ? h("div", { class: "small muted" },
          `named values: ${named.values_added} added, ${named.values_removed} removed; columns: ${named.columns_complete} complete, ${named.columns_capped} capped, ${named.columns_skipped} skipped, ${named.columns_failed} failed${named.stopped ? `; stopped: ${named.stopped}` : ""}`)
      : null,
    meter("tables embedded", p.tables_embedded, p.tables_to_embed),
    job.message ? h("p", { class: "small" }, job.message) : null,
    warningsView(job),
    p.unread_tables && p.unread_tables.length
      ? h("p", { class: "small" }, "Tables not read: ", p.unread_tables.map((t) => chip(t, "warn")))
      : null,
    h("p", { class: "small muted" }, `job ${job.id} · ${job.kind} · started ${when(job.started_at)} · finished ${when(job.finished_at)}`),
  );
}

// Shows `job` in `where` and follows it every second until it finishes or `stale()` says the
// page is gone; answers the last state read.
export async function follow(job, where, { stale, onCancel } = {}) {
  let current = job;
  const cancel = h("button", {
    type: "button", class: "danger",
    onclick: async () => {
      cancel.disabled = true;
      current = await api("POST", `/v1/jobs/${current.id}/cancel`);
      onCancel?.(current);
    },
  }, job.kind === "evaluate" ? "Cancel evaluation" : "Cancel sync");
  for (;;) {
    replace(where, progressView(current), FINISHED.has(current.status) ? null : cancel);
    if (FINISHED.has(current.status) || stale?.()) return current;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (stale?.()) return current;
    current = await api("GET", `/v1/jobs/${current.id}`);
  }
}
