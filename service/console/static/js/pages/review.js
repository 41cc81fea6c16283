// The review queue: pending pairs (from feedback and seeding) with their question, SQL,
// origin, the tables they read and what feedback counted of them; approve, edit (checked against the catalog, the error
// marked at the name it points at), reject; bulk upload with its per-row report; export.

import { all, api } from "../api.js";
import { busy, chip, h, replace, say, submitForm, table, when } from "../dom.js";
import { highlight, offendingNames } from "../sql.js";

export async function render(view, context) {
  const datasources = await all("/v1/datasources");
  const p = context.params;
  const filters = {
    datasource: p.get("datasource") || "",
    status: p.get("status") || "pending",
    origin: p.get("origin") || "",
    q: p.get("q") || "",
  };
  const pairs = await api("GET", "/v1/training-pairs", { query: { ...filters, limit: 100 } });
  const select = (name, options) => h("label", {}, name[0].toUpperCase() + name.slice(1),
    h("select", { name }, options.map(([value, label]) => h("option", { value, selected: filters[name] === value }, label))));
  const filterForm = h("form", {
    class: "row card",
    onsubmit: (event) => {
      event.preventDefault();
      const data = Object.fromEntries(new FormData(filterForm));
      context.go("review", Object.fromEntries(Object.entries(data).filter(([, v]) => v)));
    },
  },
    select("datasource", [["", "all"], ...datasources.map((d) => [d.id, d.id])]),
    select("status", [["pending", "pending"], ["approved", "approved"], ["rejected", "rejected"], ["expired", "expired"]]),
    select("origin", [["", "any"], ["feedback", "feedback"], ["seed", "seed"], ["admin", "admin"]]),
    h("label", {}, "Question has", h("input", { name: "q", type: "search", value: filters.q })),
    h("button", { type: "submit" }, "Filter"));

  replace(view,
    filterForm,
    h("p", { class: "muted small" }, `${pairs.count} ${filters.status} pairs${pairs.count > pairs.data.length ? `, the newest ${pairs.data.length} shown` : ""}`),
    h("div", { id: "queue" }, pairs.data.map((pair) => pairCard(pair))),
    h("h2", {}, "Upload pairs"),
    uploadForm(datasources),
    h("h2", {}, "Export"),
    exportForm(datasources));
}

function pairCard(pair) {
  const card = h("section", { class: "card", dataset: { pair: pair.id } });
  const errors = h("div");
  const header = () => h("div", { class: "spread" },
    h("strong", { class: "question" }, pair.question),
    h("span", {}, chip(pair.status, pair.status === "approved" ? "good" : pair.status === "rejected" ? "bad" : "warn"),
      chip(`from ${pair.origin}`), pair.source ? chip(pair.source) : null,
      pair.worked === true ? chip("worked", "good") : pair.worked === false ? chip("did not work", "bad") : null,
      // What feedback taught: answers that served it, and SQL from it that worked or failed.
      pair.use_count ? chip(`served ${pair.use_count}×`) : null,
      pair.success_count ? chip(`${pair.success_count} worked`, "good") : null,
      pair.failure_count ? chip(`${pair.failure_count} failed`, "bad") : null));
  // Columns as table.column: the schema is the table chip's.
  const reads = () => h("p", { class: "small reads" }, `${pair.datasource} · reads `, pair.tables.map((t) => chip(t, "key")),
    pair.columns.map((c) => chip(c.split(".").slice(-2).join("."))), h("span", { class: "muted" }, ` · ${when(pair.created_at)}`));

  const decide = async (button, decision, sql) => {
    const done = await busy(button, errors, () =>
      api("POST", `/v1/training-pairs/${pair.id}/review`, { json: sql ? { decision, sql } : { decision } }));
    if (done) {
      Object.assign(pair, done);
      say(`${decision === "approve" ? "Approved" : "Rejected"}: ${pair.question}`);
      show();
    }
    return done;
  };

  function show() {
    replace(card, header(), highlight(pair.sql), reads(), errors,
      h("div", { class: "row" },
        pair.status !== "approved" ? h("button", { type: "button", class: "primary", onclick: (e) => decide(e.target, "approve") }, "Approve") : null,
        h("button", { type: "button", onclick: edit }, "Edit"),
        pair.status !== "rejected" ? h("button", { type: "button", class: "danger", onclick: (e) => decide(e.target, "reject") }, "Reject") : null));
  }

  function edit() {
    const question = h("input", { name: "question", value: pair.question, required: true });
    const sql = h("textarea", { name: "sql", class: "code", rows: 5, required: true }, pair.sql);
    const preview = h("div", { class: "preview" }, highlight(pair.sql));
    sql.addEventListener("input", () => replace(preview, highlight(sql.value)));
    const save = async (button, approve) => {
      replace(errors);
      const changed = await busy(button, null, async () => {
        try {
          return await api("PATCH", `/v1/training-pairs/${pair.id}`, { json: { question: question.value, sql: sql.value } });
        } catch (error) {
          replace(errors, h("div", { class: "error", role: "alert" }, error.message));
          replace(preview, highlight(sql.value, offendingNames(error.message)));
          return undefined;
        }
      });
      if (!changed) return;
      Object.assign(pair, changed);
      if (approve) await decide(button, "approve");
      else { say("Saved."); show(); }
    };
    replace(card, header(),
      h("form", { class: "stack", style: "max-width: none", onsubmit: (e) => e.preventDefault() },
        h("label", {}, "Question", question),
        h("label", {}, "SQL", sql),
        preview, errors,
        h("div", { class: "row" },
          h("button", { type: "button", class: "primary", onclick: (e) => save(e.target, true) }, "Save and approve"),
          h("button", { type: "button", onclick: (e) => save(e.target, false) }, "Save"),
          h("button", { type: "button", onclick: () => { replace(errors); show(); } }, "Cancel"))));
    sql.focus();
  }

  show();
  return card;
}

function datasourceSelect(datasources) {
  return h("label", {}, "Datasource", h("select", { name: "datasource", required: true }, datasources.map((d) => h("option", { value: d.id }, d.id))));
}

function uploadForm(datasources) {
  const report = h("div", { id: "upload-report" });
  return submitForm(
    { class: "stack card" },
    async (data) => {
      const file = new FormData();
      file.append("file", data.file);
      replace(report);
      const result = await api("POST", "/v1/training-pairs/bulk", {
        form: file, query: { datasource: data.datasource, mode: data.mode, source: data.source },
      });
      replace(report,
        h("p", {}, chip(`${result.accepted} accepted`, "good"), chip(`${result.duplicate} duplicate`), chip(`${result.invalid} invalid`, result.invalid ? "bad" : ""), result.replaced ? chip(`${result.replaced} replaced`) : null),
        table(["Row", "Status", "Reason"], result.rows.map((r) => h("tr", {},
          h("td", { class: "num" }, r.row), h("td", {}, chip(r.status, r.status === "accepted" ? "good" : r.status === "invalid" ? "bad" : "")), h("td", { class: "small" }, r.reason)))));
    },
    datasourceSelect(datasources),
    h("label", {}, "File (JSON array, JSON lines or CSV with question and sql)", h("input", { type: "file", name: "file", required: true, accept: ".json,.jsonl,.csv" })),
    h("label", {}, "Same question already stored",
      h("select", { name: "mode" }, h("option", { value: "skip" }, "skip exact duplicates"), h("option", { value: "upsert" }, "replace pairs with the same question"), h("option", { value: "overwrite" }, "replace every pair of this source"))),
    h("label", {}, "Source (optional)", h("input", { name: "source", maxlength: 256 })),
    h("div", { class: "row" }, h("button", { type: "submit", class: "primary" }, "Upload")),
    report);
}

function exportForm(datasources) {
  return submitForm(
    { class: "row card" },
    async (data) => {
      // The key goes in a header, so the file is fetched here and handed to the browser.
      const text = await api("GET", "/v1/training-pairs/export", { query: data });
      const body = typeof text === "string" ? text : JSON.stringify(text, null, 2);
      const link = h("a", { href: URL.createObjectURL(new Blob([body], { type: "text/plain" })), download: `${data.datasource}-pairs.${data.format}` });
      document.body.append(link);
      link.click();
      link.remove();
      say("Exported.");
    },
    datasourceSelect(datasources),
    h("label", {}, "Format", h("select", { name: "format" }, ["jsonl", "json", "csv"].map((f) => h("option", { value: f }, f)))),
    h("label", {}, "Status", h("select", { name: "status" }, ["approved", "pending", "rejected"].map((s) => h("option", { value: s }, s)))),
    h("button", { type: "submit" }, "Download"));
}
