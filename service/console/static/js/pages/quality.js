// Quality: how well linking answers a datasource's own approved pairs, each asked again with
// itself held out. The latest figures over every question and per language, their history
// across evaluations (so a sync's, a glossary's or a description's effect is seen), and the
// worst questions, each a link to Ask; and the glossary entries the pairs suggest, to accept
// or dismiss (nothing is applied otherwise).

import { all, api } from "../api.js";
import { busy, chip, h, replace, table, when } from "../dom.js";
import { follow } from "../progress.js";

const share = (value) => (value === null || value === undefined ? "—" : `${(100 * value).toFixed(1)}%`);
const size = (value) => (value === null || value === undefined ? "—" : value.toFixed(2));

const MEASURES = [
  ["Questions", (f) => String(f.questions)],
  ["Tables complete", (f) => share(f.tables_complete)],
  ["Columns complete", (f) => share(f.columns_complete)],
  ["Tables returned", (f) => size(f.tables_returned)],
  ["Excess tables", (f) => size(f.excess_tables)],
  ["Columns returned", (f) => size(f.columns_returned)],
  ["Excess columns", (f) => size(f.excess_columns)],
  ["CR@1 / 3 / 5", (f) => ["1", "3", "5"].map((k) => share(f.recall_at[k])).join(" / ")],
  ["Estimated completeness", (f) => share(f.estimated_completeness)],
];

function figuresTable(evaluation) {
  const columns = [["all", evaluation.figures], ...Object.entries(evaluation.by_language).sort()];
  const rows = MEASURES.map(([name, shown]) =>
    h("tr", {}, h("th", { scope: "row" }, name), columns.map(([, f]) => h("td", { class: "num" }, shown(f)))));
  return table(["", ...columns.map(([language]) => language)], rows, {
    caption: `revision ${evaluation.revision} · ${when(evaluation.finished_at)}${evaluation.role ? ` · role ${evaluation.role}` : ""}`,
  });
}

const SVG = "http://www.w3.org/2000/svg";

function svgNode(parent, tag, attrs, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  parent.append(node);
  return node;
}

// One measure across the finished evaluations, oldest left, on its own axis from 0 to `top`.
function lineChart(points, { label, value, top, shown, series }) {
  const width = 320, height = 150, left = 44, right = 12, low = 24, high = 14;
  const x = (i) => left + (points.length === 1 ? 0 : (i * (width - left - right)) / (points.length - 1));
  const y = (v) => height - low - (v / top) * (height - low - high);
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", `${label} across evaluations`);
  svg.setAttribute("class", "quality-chart");
  svgNode(svg, "line", { x1: left, y1: y(0), x2: width - right, y2: y(0), class: "axis" });
  svgNode(svg, "line", { x1: left, y1: y(top), x2: width - right, y2: y(top), class: "grid" });
  svgNode(svg, "text", { x: left - 6, y: y(0) + 4, class: "tick", "text-anchor": "end" }, shown(0));
  svgNode(svg, "text", { x: left - 6, y: y(top) + 4, class: "tick", "text-anchor": "end" }, shown(top));
  svgNode(svg, "text", { x: left, y: height - 6, class: "tick" }, `r${points[0].revision}`);
  svgNode(svg, "text", { x: width - right, y: height - 6, class: "tick", "text-anchor": "end" }, `r${points[points.length - 1].revision}`);
  svgNode(svg, "polyline", { points: points.map((e, i) => `${x(i)},${y(value(e))}`).join(" "), class: `series ${series}` });
  points.forEach((e, i) => {
    const dot = svgNode(svg, "circle", { cx: x(i), cy: y(value(e)), r: 3.5, class: `series ${series}` });
    svgNode(dot, "title", {}, `${when(e.finished_at)} · revision ${e.revision}: ${label} ${shown(value(e))}`);
  });
  return h("figure", { class: "chart" }, svg, h("figcaption", { class: "small" }, label));
}

// Tables complete and excess tables across the finished evaluations, so a sync's, a
// glossary's or a description's effect on both is seen.
function historyCharts(evaluations) {
  const points = evaluations.filter((e) => e.figures && e.figures.questions).reverse();
  if (points.length < 2) return h("p", { class: "muted small" }, "The history shows once there are two evaluations.");
  const most = Math.max(1, ...points.map((e) => e.figures.excess_tables));
  return h("div", { class: "row card charts" },
    lineChart(points, { label: "tables complete", value: (e) => e.figures.tables_complete, top: 1, shown: share, series: "complete" }),
    lineChart(points, { label: "excess tables", value: (e) => e.figures.excess_tables, top: most, shown: size, series: "excess" }),
    h("span", { class: "muted small" }, `${points.length} evaluations, oldest left`));
}

function worstList(evaluation) {
  if (!evaluation.worst.length) return h("p", { class: "muted small" }, "Every question came back with exactly what its SQL reads.");
  return h("ol", { class: "worst" }, evaluation.worst.map((w) =>
    h("li", {},
      h("a", { href: `#/ask?${new URLSearchParams({ datasource: evaluation.datasource_id, q: w.question })}` }, w.question),
      " ",
      w.missed_tables.map((t) => chip(`missed ${t}`, "bad")),
      w.missed_columns.slice(0, 5).map((c) => chip(`missed ${c}`, "warn")),
      w.excess_tables.map((t) => chip(`extra ${t}`)))));
}

// A word the pairs use for a table or column that nothing in the catalog names: accepting it
// makes the target's name a synonym of the word in the datasource's glossary.
function suggestionsList(suggestions, datasource, refresh) {
  if (!suggestions.length) return h("p", { class: "muted small" }, "Nothing to suggest: every word of the pairs' questions matched a name, a description, a value or the glossary.");
  const base = `/v1/datasources/${encodeURIComponent(datasource)}/glossary-suggestions`;
  return h("ul", { class: "suggestions" }, suggestions.map((s) => {
    const status = h("span", { class: "small" });
    const decide = (verb) => {
      const button = h("button", {
        type: "button",
        class: verb === "accept" ? "primary" : "",
        onclick: () => busy(button, status, async () => {
          await api("POST", `${base}/${encodeURIComponent(s.id)}/${verb}`);
          refresh();
        }),
      }, verb === "accept" ? "Accept" : "Dismiss");
      return button;
    };
    return h("li", { class: "card suggestion" },
      h("div", { class: "row" },
        h("strong", {}, `“${s.word}”`), " → ", h("code", {}, s.target), chip(s.kind),
        h("span", { class: "muted small" }, `${s.support} pairs · ${share(s.share)} of those where the word went unmatched`),
        decide("accept"), decide("dismiss"), status),
      h("ul", { class: "small muted" }, s.pairs.map((p) => h("li", {}, p.question))));
  }));
}

export async function render(view, context) {
  const datasources = (await all("/v1/datasources")).filter((d) => d.synced_at);
  if (!datasources.length) {
    replace(view, h("p", {}, "No datasource has been synced yet: sync one on the Datasources page."));
    return;
  }
  const chosen = context.params.get("datasource") || datasources[0].id;
  const evaluations = (await api("GET", `/v1/datasources/${encodeURIComponent(chosen)}/evaluations`, { query: { limit: 50 } })).data;
  const latest = evaluations.find((e) => e.figures);
  const suggestions = (await api("GET", `/v1/datasources/${encodeURIComponent(chosen)}/glossary-suggestions`, { query: { limit: 50 } })).data;
  const progress = h("div", { class: "evaluation-progress" });
  const start = h("button", {
    type: "button",
    onclick: () => busy(start, progress, async () => {
      const evaluation = await api("POST", `/v1/datasources/${encodeURIComponent(chosen)}/evaluations`);
      const job = await api("GET", `/v1/jobs/${encodeURIComponent(evaluation.job_id)}`);
      const done = await follow(job, progress, { stale: () => context.stale() });
      if (!context.stale() && done.status === "succeeded") context.go("quality", { datasource: chosen });
    }),
  }, "Evaluate now");
  const picker = h("select", { name: "datasource", onchange: (event) => context.go("quality", { datasource: event.target.value }) },
    datasources.map((d) => h("option", { value: d.id, selected: d.id === chosen }, d.id)));
  replace(view,
    h("div", { class: "row card" }, h("label", {}, "Datasource", picker), start,
      h("span", { class: "muted small" }, "Links every approved pair's question with the pair held out, and scores the answer against its SQL.")),
    progress,
    latest
      ? [
          latest.figures.questions ? figuresTable(latest) : h("p", {}, latest.message),
          h("h2", {}, "History"),
          historyCharts(evaluations),
          latest.figures.questions ? [h("h2", {}, "Worst questions"), worstList(latest)] : null,
          h("h2", {}, "Glossary suggestions"),
          suggestionsList(suggestions, chosen, () => { if (!context.stale()) render(replace(view), context); }),
        ]
      : h("p", { class: "muted" }, "No evaluation yet."));
}
