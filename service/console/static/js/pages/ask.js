// Ask: a question against a datasource, and why each table and column came back — every
// retriever's evidence, the ranking and where it was cut, unmatched words, the join path,
// similar pairs, timings and degraded parts; the text an SQL generator would get; follow-ups
// in one conversation; feedback with the SQL that worked.

import { api } from "../api.js";
import { busy, chip, copy, h, replace, say, submitForm, table } from "../dom.js";
import { highlight } from "../sql.js";
import { chooseDatasource, datasourcePicker } from "./catalog.js";

const TONE = { ran: "good", skipped: "", degraded: "warn", pending: "warn", failed: "bad" };

// One conversation per tab and datasource, kept while the tab lives.
const conversations = new Map();

export async function render(view, context) {
  const chosen = await chooseDatasource(view, context);
  if (!chosen) return;
  const { choices, datasource } = chosen;
  const answer = h("div", { id: "answer", "aria-live": "polite" });
  const turns = h("ol", { class: "small", id: "turns" });
  const errors = h("div");
  const question = h("textarea", { name: "question", required: true, rows: 3, maxlength: 4000, placeholder: "上个月销售额最高的产品是什么？ / Which product sold most last month?" });
  const format = h("select", { name: "format" }, h("option", { value: "markdown" }, "Markdown"), h("option", { value: "ddl" }, "DDL"));
  const evidence = h("textarea", { name: "evidence", rows: 1, maxlength: 4000, placeholder: "optional: what a term means, which value it refers to (\"VIP 指金卡会员\")" });
  const mode = h("select", { name: "mode" }, ["auto", "naive", "reasoning", "rag"].map((m) => h("option", { value: m }, m)));
  // The set's size: at most N tables, or the smallest whose estimated completeness reaches a
  // target; empty leaves the service's default.
  const maxTables = h("input", { name: "max_tables", type: "number", min: 1, max: 50, step: 1, placeholder: "any", style: "width: 6em" });
  const completeness = h("input", { name: "completeness", type: "number", min: 0.05, max: 1, step: 0.05, placeholder: "default", style: "width: 7em" });
  const submit = h("button", { type: "submit", class: "primary" }, "Ask");

  const drawTurns = async () => {
    const id = conversations.get(datasource);
    if (!id) return replace(turns);
    try {
      const conversation = await api("GET", `/v1/conversations/${encodeURIComponent(id)}`);
      replace(turns, conversation.turns.map((t) => h("li", {}, t.question, " ", h("span", { class: "muted" }, `→ ${t.tables.join(", ") || "no table"}`))));
    } catch {
      conversations.delete(datasource); // forgotten by the service (idle too long)
      replace(turns);
    }
  };

  const form = h("form", {
    class: "stack card",
    style: "max-width: none",
    onsubmit: async (event) => {
      event.preventDefault();
      const body = { datasource, question: question.value.trim(), format: format.value, mode: mode.value };
      if (evidence.value.trim()) body.evidence = evidence.value.trim();
      if (maxTables.value) body.max_tables = Number(maxTables.value);
      if (completeness.value) body.completeness = Number(completeness.value);
      const id = conversations.get(datasource);
      body.conversation_id = id || `console-${crypto.randomUUID()}`;
      const response = await busy(submit, errors, () => api("POST", "/v1/link", { json: body }));
      if (!response) {
        replace(answer); // the last answer is not this question's: it must not look so
        return;
      }
      conversations.set(datasource, response.conversation_id);
      replace(answer, answerView(response, context));
      drawTurns();
      say(`Linked ${response.context.tables.length} tables.`);
    },
  },
    h("div", { class: "row" },
      datasourcePicker(choices, datasource, (picked) => context.go("ask", { datasource: picked })),
      h("label", {}, "Mode", mode),
      h("label", {}, "At most tables", maxTables),
      h("label", {}, "Completeness target", completeness),
      h("label", {}, "Text for the SQL generator", format)),
    h("label", {}, "Question", question),
    h("label", {}, "Evidence", evidence),
    errors,
    h("div", { class: "row" }, submit,
      h("button", { type: "button", onclick: () => { conversations.delete(datasource); drawTurns(); replace(answer); say("A new conversation."); question.focus(); } }, "New conversation"),
      h("span", { class: "muted small" }, "Ctrl+Enter asks; a second question is a follow-up in the same conversation.")),
    h("div", {}, h("h3", { class: "small" }, "This conversation"), turns));
  question.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) form.requestSubmit();
  });
  replace(view, form, answer);
  drawTurns();
  if (context.params.get("q")) question.value = context.params.get("q");
}

// "field ×5, table, lexical ×4": which retrievers pointed here, and how often.
function tally(evidence) {
  const counts = new Map();
  for (const e of evidence) counts.set(e.retriever, (counts.get(e.retriever) || 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(", ");
}

function evidenceList(evidence) {
  return h("ul", { class: "evidence" }, evidence.map((e) =>
    h("li", {}, chip(e.retriever), ` ${e.score.toFixed(3)} `, h("span", { class: "muted" }, e.detail))));
}

function answerView(response, context) {
  const c = response.context;
  const d = c.diagnostics;
  const selected = new Set(c.tables.flatMap((t) => [t.name, `${t.schema}.${t.name}`]));
  const degraded = d.components.filter((x) => ["degraded", "pending", "failed"].includes(x.status));
  const slowest = Math.max(1, ...Object.values(d.timings_ms));
  let cut = false;
  return h("div", {},
    h("section", { class: "card" },
      h("div", { class: "row" },
        chip(c.outcome, c.outcome === "linked" ? "good" : c.outcome === "partial" ? "warn" : "bad"),
        chip(`mode ${c.mode}`),
        c.completeness === null ? null : chip(`completeness ≈ ${Math.round(100 * c.completeness)} %`, c.completeness >= 0.8 ? "good" : "warn"),
        h("span", { class: "muted small" }, c.mode_reason)),
      c.message ? h("p", {}, c.message) : null,
      c.rewrite ? h("p", { class: "small" }, `keywords (${c.rewrite.source}): `, c.rewrite.keywords.map((k) => chip(k)),
        c.rewrite.subqueries.length ? [h("br"), "subqueries: ", c.rewrite.subqueries.join(" · ")] : null) : null,
      c.unmatched.length ? h("p", { class: "small", id: "unmatched" }, "unmatched: ", c.unmatched.map((w) => chip(w, "warn"))) : null,
      degraded.length ? h("div", { class: "error", id: "degraded" }, "degraded: ", degraded.map((x) => `${x.name} (${x.status}: ${x.reason})`).join("; ")) : null),

    h("h2", {}, `Linked tables (${c.tables.length})`),
    h("div", { class: "grid", id: "linked" }, c.tables.map((t) =>
      h("section", { class: "card linked-table", dataset: { table: `${t.schema ? `${t.schema}.` : ""}${t.name}` } },
        h("div", { class: "spread" }, h("h3", {}, t.schema ? `${t.schema}.${t.name}` : t.name), chip(`score ${t.score.toFixed(3)}`)),
        t.description ? h("p", { class: "small description" }, t.description) : null,
        t.row_filters.length ? h("p", { class: "small" }, "apply: ", t.row_filters.map((f) => chip(f, "warn"))) : null,
        h("details", {}, h("summary", { class: "small" }, `why: ${tally(t.evidence) || "—"}`), evidenceList(t.evidence)),
        table(["Column", "Why"], t.fields.map((f) => h("tr", { dataset: { column: f.name } },
          h("td", {}, h("span", { class: "code" }, f.name), f.primary_key ? chip("PK", "key") : null, h("div", { class: "small muted" }, f.type),
            f.description ? h("div", { class: "small" }, f.description) : null,
            f.matched_values.length ? h("div", { class: "small" }, "named: ", f.matched_values.map((v) => chip(v, "good"))) : null),
          h("td", {}, evidenceList(f.evidence)))))))),

    h("h2", {}, "Join path"),
    c.join_paths.length
      ? h("ol", { id: "joins" }, c.join_paths.map((j) => h("li", { class: "code small" },
        `${j.from_table}(${j.from_columns.join(", ")}) → ${j.to_table}(${j.to_columns.join(", ")})`,
        j.role ? h("span", { class: "muted" }, ` as ${j.role}`) : null,
        j.origin === "inferred" ? [" ", chip(`inferred ${j.confidence.toFixed(2)}`, "warn")] : null)))
      : h("p", { class: "muted small" }, "none: one table, or no key joins these"),

    h("h2", {}, `Similar training pairs (${c.training_pairs.length})`),
    h("div", { id: "pairs" }, c.training_pairs.map((p) => h("div", { class: "card", dataset: { pair: p.id } },
      h("div", { class: "spread" }, h("strong", {}, p.question), chip(`similarity ${p.score.toFixed(3)}`)), highlight(p.sql)))),

    h("h2", {}, "Ranking"),
    table(["Candidate", "Fused score", ""], d.ranking.map(([name, score], i) => {
      const isSelected = selected.has(name);
      const after = d.ranking.slice(i).every(([n]) => !selected.has(n));
      const drawCut = !cut && after && i > 0;
      if (drawCut) cut = true;
      return h("tr", { class: [isSelected ? "selected" : "", drawCut ? "cut" : ""].join(" ").trim() || null },
        h("td", { class: "code" }, name), h("td", { class: "num" }, score.toFixed(3)), h("td", {}, isSelected ? chip("selected", "good") : null));
    }), { caption: "best candidates; the dashed line is where the selection stopped" }),

    h("h2", {}, "Timings"),
    table(["Stage", "ms", ""], Object.entries(d.timings_ms).map(([stage, ms]) => h("tr", {},
      h("td", {}, stage), h("td", { class: "num" }, ms.toFixed(1)),
      h("td", {}, h("div", { class: "bar-meter" }, h("span", { style: `width: ${Math.round((100 * ms) / slowest)}%` })))))),
    h("h2", {}, "Components"),
    h("ul", { class: "small", id: "components" }, d.components.map((x) => h("li", {},
      chip(x.status, TONE[x.status] || ""), ` ${x.name}`, x.reason ? h("span", { class: "muted" }, ` — ${x.reason}`) : null))),
    h("p", { class: "small muted" }, `hits: ${Object.entries(d.hits).map(([k, v]) => `${k} ${v}`).join(", ")} · LLM calls ${d.llm_usage.calls}`),
    d.notes.length ? h("ul", { class: "small" }, d.notes.map((n) => h("li", {}, n))) : null,

    response.rendered !== null && response.rendered !== undefined ? [
      h("div", { class: "spread" }, h("h2", {}, "Text for the SQL generator"),
        h("button", { type: "button", onclick: () => copy(response.rendered) }, "Copy")),
      h("pre", { id: "rendered" }, response.rendered)] : null,

    feedbackForm(c),
  );
}

function feedbackForm(c) {
  const receipt = h("div");
  return submitForm(
    { class: "stack card", id: "feedback", style: "max-width: none" },
    async (data) => {
      // The answer's similar pairs the SQL was written from: each counts a success or a failure.
      const pairs = c.training_pairs.map((pair) => pair.id);
      const answer = await api("POST", "/v1/feedback", {
        json: {
          datasource: c.datasource, question: c.question, sql: data.sql.trim(),
          worked: data.worked === "on", correct: data.worked === "on" && data.correct === "on", pairs,
        },
      });
      replace(receipt, h("p", { class: "notice" }, `Thank you: ${answer.message}.`));
      say("Feedback sent.");
    },
    h("h2", {}, "Feedback"),
    h("label", {}, "The SQL that answered it",
      h("textarea", { name: "sql", class: "code", required: true, rows: 4, placeholder: "SELECT … the SQL that answered this question" })),
    h("label", { class: "inline" }, h("input", { type: "checkbox", name: "worked", checked: true }), "It ran"),
    h("label", { class: "inline" }, h("input", { type: "checkbox", name: "correct", checked: true }), "Its result was right"),
    receipt,
    h("div", { class: "row" }, h("button", { type: "submit" }, "Send feedback")));
}
