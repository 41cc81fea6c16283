// Quality: how well linking answers a datasource's own approved pairs, each asked again with
// itself held out. The latest figures over every question and per language, their history
// across evaluations (so a sync's, a glossary's or a description's effect is seen), and the
// worst questions, each a link to Ask.

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

// Tables complete (a share) and excess tables (a count) across the finished evaluations,
// oldest first, as an SVG: two lines on one time axis, each on its own scale.
function historyChart(evaluations) {
  const points = evaluations.filter((e) => e.figures && e.figures.questions).reverse();
  if (points.length < 2) return h("p", { class: "muted small" }, "The history shows once there are two evaluations.");
  const width = 560, height = 180, pad = 32;
  const x = (i) => pad + (i * (width - 2 * pad)) / (points.length - 1);
  const most = Math.max(1, ...points.map((e) => e.figures.excess_tables));
  const ys = {
    complete: (e) => height - pad - e.figures.tables_complete * (height - 2 * pad),
    excess: (e) => height - pad - (e.figures.excess_tables / most) * (height - 2 * pad),
  };
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", "tables complete and excess tables across evaluations");
  svg.setAttribute("class", "quality-chart");
  const draw = (tag, attrs) => {
    const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
    svg.append(node);
    return node;
  };
  draw("line", { x1: pad, y1: height - pad, x2: width - pad, y2: height - pad, class: "axis" });
  for (const [series, y] of Object.entries(ys)) {
    draw("polyline", { points: points.map((e, i) => `${x(i)},${y(e)}`).join(" "), class: `series ${series}` });
    points.forEach((e, i) => {
      const dot = draw("circle", { cx: x(i), cy: y(e), r: 3.5, class: `series ${series}` });
      const title = document.createElementNS("http://www.w3.org/2000/svg", "title");
      title.textContent = `${when(e.finished_at)} · revision ${e.revision}: ${series === "complete" ? `tables complete ${share(e.figures.tables_complete)}` : `excess tables ${size(e.figures.excess_tables)}`}`;
      dot.append(title);
    });
  }
  return h("figure", { class: "card" }, svg,
    h("figcaption", { class: "small" },
      h("span", { class: "legend complete" }, "tables complete (0–100%)"), " ",
      h("span", { class: "legend excess" }, `excess tables (0–${size(most)})`),
      h("span", { class: "muted" }, ` · ${points.length} evaluations, oldest left`)));
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

export async function render(view, context) {
  const datasources = (await all("/v1/datasources")).filter((d) => d.synced_at);
  if (!datasources.length) {
    replace(view, h("p", {}, "No datasource has been synced yet: sync one on the Datasources page."));
    return;
  }
  const chosen = context.params.get("datasource") || datasources[0].id;
  const evaluations = (await api("GET", `/v1/datasources/${encodeURIComponent(chosen)}/evaluations`, { query: { limit: 50 } })).data;
  const latest = evaluations.find((e) => e.figures);
  const progress = h("div", { class: "evaluation-progress" });
  const start = h("button", {
    type: "button",
    onclick: () => busy(start, progress, async () => {
      const job = await api("POST", `/v1/datasources/${encodeURIComponent(chosen)}/evaluations`);
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
          historyChart(evaluations),
          latest.figures.questions ? [h("h2", {}, "Worst questions"), worstList(latest)] : null,
        ]
      : h("p", { class: "muted" }, "No evaluation yet."));
}
