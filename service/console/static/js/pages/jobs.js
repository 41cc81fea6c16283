// Jobs: syncs and re-indexes, newest first, filtered by datasource, status and kind.

import { all, api } from "../api.js";
import { h, replace, table, when } from "../dom.js";
import { jobChip, progressView } from "../progress.js";

export async function render(view, context) {
  const p = context.params;
  const filters = { datasource: p.get("datasource") || "", status: p.get("status") || "", kind: p.get("kind") || "" };
  const [datasources, jobs] = await Promise.all([all("/v1/datasources"), api("GET", "/v1/jobs", { query: { ...filters, limit: 100 } })]);
  const select = (name, options) => h("label", {}, name[0].toUpperCase() + name.slice(1),
    h("select", { name }, h("option", { value: "" }, "any"), options.map((o) => h("option", { value: o, selected: filters[name] === o }, o))));
  const form = h("form", {
    class: "row card",
    onsubmit: (event) => {
      event.preventDefault();
      context.go("jobs", Object.fromEntries([...new FormData(form)].filter(([, v]) => v)));
    },
  },
    select("datasource", datasources.map((d) => d.id)),
    select("status", ["queued", "running", "succeeded", "partial", "failed", "cancelled"]),
    select("kind", ["sync", "reindex", "evaluate"]),
    h("button", { type: "submit" }, "Filter"));
  const rows = jobs.data.map((job) => {
    const detail = h("tr", { hidden: true }, h("td", { colspan: 6 }, progressView(job)));
    return [
      h("tr", { dataset: { job: job.id } },
        h("td", {}, h("button", {
          type: "button", "aria-expanded": "false",
          onclick: (event) => {
            detail.hidden = !detail.hidden;
            event.target.setAttribute("aria-expanded", String(!detail.hidden));
          },
        }, job.id.slice(0, 8))),
        h("td", {}, job.kind),
        h("td", {}, job.datasource_id || "—"),
        h("td", {}, jobChip(job)),
        h("td", { class: "small" }, job.message),
        h("td", { class: "small" }, when(job.created_at))),
      detail,
    ];
  });
  replace(view, form, h("p", { class: "muted small" }, `${jobs.count} jobs`), table(["Job", "Kind", "Datasource", "Status", "Message", "Created"], rows));
}
