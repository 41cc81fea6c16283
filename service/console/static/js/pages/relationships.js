// Relationships: the joins links walk — the database's keys, an admin's, and those the last
// sync inferred where none is declared (with their evidence and confidence) — and the ones
// rejected. An admin confirms, rejects or declares one; a verdict is kept across syncs and
// can be withdrawn.

import { all, api } from "../api.js";
import { busy, chip, h, replace, say, submitForm, table } from "../dom.js";
import { chooseDatasource, datasourcePicker } from "./catalog.js";

const ORIGIN_TONE = { database: "key", declared: "good", inferred: "warn" };

export async function render(view, context) {
  const chosen = await chooseDatasource(view, context);
  if (!chosen) return;
  const { choices, datasource } = chosen;
  const base = `/v1/datasources/${encodeURIComponent(datasource)}/relationships`;
  const origin = context.params.get("origin") || "";
  const found = await all(base, origin ? { origin } : {});
  const errors = h("div");
  // Drawn again in place: the address does not change, so the router would not redraw it.
  const reload = () => render(view, context);

  const judge = async (button, relationship, verdict) => {
    const done = await busy(button, errors, () => api("PUT", base, {
      json: {
        table: relationship.table, columns: relationship.columns,
        ref_table: relationship.ref_table, ref_columns: relationship.ref_columns, verdict,
      },
    }));
    if (done) {
      say(`${verdict === "declared" ? "Declared" : "Rejected"}: ${shown(done)}`);
      reload();
    }
  };
  const withdraw = async (button, relationship) => {
    // The answer is empty (204): busy gives undefined only when the call failed.
    const done = await busy(button, errors, () => api("DELETE", `${base}/verdicts/${relationship.verdict_id}`));
    if (done !== undefined) {
      say(`Verdict withdrawn: ${shown(relationship)}`);
      reload();
    }
  };

  const rows = found.map((r) => h("tr", { dataset: { relationship: shown(r) } },
    h("td", { class: "code" }, shown(r)),
    // A declared relationship's origin is its verdict: one badge, not the same twice.
    h("td", {}, r.origin ? chip(r.origin, ORIGIN_TONE[r.origin]) : null,
      r.verdict && r.verdict !== r.origin ? chip(r.verdict, r.verdict === "rejected" ? "bad" : "good") : null),
    h("td", { class: "small" }, r.origin === "inferred" ? r.confidence.toFixed(2) : ""),
    h("td", { class: "small" }, r.evidence.join("; "), r.note ? h("div", { class: "muted" }, r.note) : null),
    h("td", { class: "row" },
      r.origin === "inferred" ? h("button", { type: "button", onclick: (e) => judge(e.target, r, "declared") }, "Confirm") : null,
      r.verdict !== "rejected" ? h("button", { type: "button", class: "danger", onclick: (e) => judge(e.target, r, "rejected") }, "Reject") : null,
      r.verdict ? h("button", { type: "button", onclick: (e) => withdraw(e.target, r) }, "Withdraw") : null)));

  replace(view,
    h("div", { class: "row" },
      datasourcePicker(choices, datasource, (picked) => context.go("relationships", { datasource: picked })),
      h("label", {}, "Origin",
        h("select", { name: "origin", onchange: (e) => context.go("relationships", { datasource, ...(e.target.value ? { origin: e.target.value } : {}) }) },
          [["", "any"], ["database", "database"], ["declared", "declared"], ["inferred", "inferred"]].map(([value, label]) =>
            h("option", { value, selected: origin === value }, label))))),
    errors,
    h("p", { class: "muted small" }, `${found.length} relationship${found.length === 1 ? "" : "s"}`),
    table(["Relationship", "Origin", "Confidence", "Evidence", ""], rows),
    h("h2", {}, "Declare a relationship"),
    declareForm(base, reload));
}

function shown(r) {
  return `${r.table}(${r.columns.join(", ")}) → ${r.ref_table}(${r.ref_columns.join(", ")})`;
}

// TABLE.COLUMN on each side, several columns joined by "+", as the CLI takes them.
function side(text) {
  const at = text.lastIndexOf(".");
  return at > 0 ? { table: text.slice(0, at), columns: text.slice(at + 1).split("+").map((c) => c.trim()) } : null;
}

function declareForm(base, reload) {
  return submitForm(
    { class: "stack card", id: "declare" },
    async (data) => {
      const from = side(data.from.trim());
      const to = side(data.to.trim());
      if (!from || !to) throw new Error("write each side as TABLE.COLUMN");
      const done = await api("PUT", base, {
        json: { table: from.table, columns: from.columns, ref_table: to.table, ref_columns: to.columns, verdict: "declared", note: data.note },
      });
      say(`Declared: ${shown(done)}`);
      reload();
    },
    h("label", {}, "The column holding the key (TABLE.COLUMN)", h("input", { name: "from", required: true, placeholder: "returns.order_ref" })),
    h("label", {}, "The key it refers to (TABLE.COLUMN)", h("input", { name: "to", required: true, placeholder: "orders.id" })),
    h("label", {}, "Why (for the next admin)", h("input", { name: "note", maxlength: 2000 })),
    h("div", { class: "row" }, h("button", { type: "submit", class: "primary" }, "Declare")));
}
