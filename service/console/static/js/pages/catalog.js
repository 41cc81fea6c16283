// The catalog: tables and columns with types, keys, foreign keys, sample values and
// descriptions, searched by name; admins edit descriptions in place (kept across syncs).
// A linking key sees what its role may see, through /v1/catalog.

import { all, api } from "../api.js";
import { busy, chip, h, replace, say, table } from "../dom.js";

const SHOWN = 40; // tables drawn at once; the search narrows, "Show more" adds

async function datasourcesFor(context) {
  if (context.admin) {
    return (await all("/v1/datasources")).filter((d) => d.synced_at).map((d) => ({ id: d.id, description: d.description }));
  }
  return (await all("/v1/catalog")).map((d) => ({ id: d.id, description: d.description }));
}

export function datasourcePicker(choices, current, onPick) {
  return h("label", {},
    "Datasource",
    h("select", { name: "datasource", onchange: (event) => onPick(event.target.value) },
      choices.map((d) => h("option", { value: d.id, selected: d.id === current }, d.description ? `${d.id} — ${d.description}` : d.id))));
}

// The datasources the page can work on and the one chosen (`?datasource=`, else the first);
// null, with a notice drawn in `view`, when there is none.
export async function chooseDatasource(view, context) {
  const choices = await datasourcesFor(context);
  if (!choices.length) {
    replace(view, h("p", { class: "notice" }, context.admin ? "No synced datasource: register and sync one under Datasources." : "This key sees no synced datasource."));
    return null;
  }
  return { choices, datasource: context.params.get("datasource") || choices[0].id };
}

export async function render(view, context) {
  const chosen = await chooseDatasource(view, context);
  if (!chosen) return;
  const { choices, datasource } = chosen;
  const id = encodeURIComponent(datasource);
  const meta = context.admin
    ? await api("GET", `/v1/datasources/${id}/meta`)
    : await api("GET", `/v1/catalog/${id}`);
  const tables = meta.schemas.flatMap((schema) => schema.tables.map((t) => ({ schema: schema.name, qualified: schema.name ? `${schema.name}.${t.name}` : t.name, ...t })));
  const search = h("input", { type: "search", name: "search", placeholder: "table or column name", "aria-label": "Search tables and columns by name" });
  const list = h("div");
  let limit = SHOWN;

  const draw = () => {
    const words = search.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const hits = tables.filter((t) => words.every((w) => t.qualified.toLowerCase().includes(w) || t.fields.some((f) => f.name.toLowerCase().includes(w))));
    replace(list,
      h("p", { class: "muted small" }, `${hits.length} of ${tables.length} tables`),
      hits.slice(0, limit).map((t) => tableCard(t, datasource, context, words)),
      hits.length > limit ? h("button", { type: "button", onclick: () => { limit += SHOWN; draw(); } }, `Show ${Math.min(SHOWN, hits.length - limit)} more`) : null);
  };
  search.addEventListener("input", () => { limit = SHOWN; draw(); });
  replace(view,
    h("div", { class: "row" },
      datasourcePicker(choices, datasource, (picked) => context.go("catalog", { datasource: picked })),
      h("label", {}, "Search", search),
      h("span", { class: "muted small" }, `${meta.dialect}`)),
    list);
  draw();
}

function tableCard(t, datasource, context, words) {
  const references = new Map();
  for (const fk of t.foreign_keys) {
    const inferred = fk.origin === "inferred" ? ` (inferred, ${fk.confidence.toFixed(2)})` : "";
    fk.columns.forEach((column, i) => references.set(column, `${fk.ref_schema ? `${fk.ref_schema}.` : ""}${fk.ref_table}.${fk.ref_columns[i]}${inferred}`));
  }
  const path = `/v1/datasources/${encodeURIComponent(datasource)}/meta/${encodeURIComponent(t.qualified)}`;
  return h("section", { class: "card", dataset: { table: t.qualified } },
    h("div", { class: "spread" },
      h("h2", {}, t.qualified, t.kind === "view" ? chip("view") : null),
      t.row_filters?.length ? h("span", { class: "small" }, "row filters: ", t.row_filters.map((f) => chip(f, "warn"))) : null),
    describable(t.description, context.admin ? `${path}/description` : null, `the description of ${t.qualified}`),
    table(["Column", "Type", "Keys", "Sample values", "Description"], t.fields.map((f) =>
      h("tr", { dataset: { column: f.name }, class: words.some((w) => f.name.toLowerCase().includes(w)) ? "selected" : null },
        h("td", { class: "code" }, f.name),
        h("td", { class: "small" }, f.type, f.nullable ? "" : " not null"),
        h("td", {}, f.primary_key ? chip("PK", "key") : null, references.has(f.name) ? chip(`→ ${references.get(f.name)}`) : null),
        h("td", { class: "small" }, f.sample_values.slice(0, 5).join(", ")),
        h("td", {}, describable(f.description, context.admin ? `${path}/columns/${encodeURIComponent(f.name)}/description` : null, `the description of ${t.qualified}.${f.name}`)),
      ))));
}

// A description, with an Edit button for admins that turns it into a field in place.
function describable(text, endpoint, label) {
  const holder = h("div", { class: "describable" });
  const show = (value) => replace(holder,
    h("span", { class: value ? "" : "muted" }, value || "no description"),
    endpoint ? [" ", h("button", { type: "button", class: "small", "aria-label": `Edit ${label}`, onclick: edit }, "Edit")] : null);
  let current = text;
  function edit() {
    const field = h("textarea", { "aria-label": label, maxlength: 4000, rows: 2 }, current);
    const form = h("form", {
      class: "stack",
      onsubmit: async (event) => {
        event.preventDefault();
        const job = await busy(form.querySelector("button"), form, () => api("PUT", endpoint, { json: { description: field.value } }));
        if (job) {
          current = field.value;
          show(current);
          say(`Saved; the re-index job ${job.id} is ${job.status}.`);
        }
      },
      onkeydown: (event) => { if (event.key === "Escape") show(current); },
    }, field, h("div", { class: "row" }, h("button", { type: "submit", class: "primary" }, "Save"), h("button", { type: "button", onclick: () => show(current) }, "Cancel")));
    replace(holder, form);
    field.focus();
  }
  show(text);
  return holder;
}
