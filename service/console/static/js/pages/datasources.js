// Datasources: the list with each one's last sync, registration, connection tests, syncs
// followed live, privacy, and deletion with what goes with it.

import { all, api } from "../api.js";
import { busy, chip, confirmDialog, h, replace, say, submitForm, table, when } from "../dom.js";
import { FINISHED, follow, jobChip, warningsView } from "../progress.js";

export async function render(view, context) {
  const [rows, jobs] = await Promise.all([
    all("/v1/datasources"),
    api("GET", "/v1/jobs", { query: { limit: 200 } }),
  ]);
  const lastJob = new Map();
  for (const job of jobs.data) if (!lastJob.has(job.datasource_id)) lastJob.set(job.datasource_id, job);
  const live = h("section", { "aria-live": "polite", id: "sync-progress" });
  const refresh = () => render(replace(view), context);

  const syncAndFollow = async (id, button) => {
    const job = await busy(button, live, () => api("POST", `/v1/datasources/${encodeURIComponent(id)}/sync`));
    if (!job) return;
    live.scrollIntoView({ block: "nearest" });
    const last = await follow(job, replace(live, h("h2", {}, `Sync of ${id}`), h("div")).lastChild, { stale: context.stale });
    if (!context.stale()) {
      say(`Sync of ${id}: ${last.status}.`);
      const keep = live.lastChild;
      await refresh();
      view.querySelector("#sync-progress")?.replaceWith(h("section", { id: "sync-progress" }, h("h2", {}, `Sync of ${id}`), keep));
    }
  };

  const body = rows.map((row) => {
    const job = lastJob.get(row.id);
    const result = h("div", { class: "small" });
    const id = encodeURIComponent(row.id);
    return h(
      "tr",
      { dataset: { datasource: row.id } },
      h("td", {}, h("strong", {}, row.id), h("div", { class: "small muted" }, row.description)),
      h("td", {}, row.dialect, h("div", { class: "small muted code" }, row.url), schemasForm(row, refresh)),
      h("td", {},
        row.synced_at ? chip("linkable", "good") : chip("not synced", "warn"),
        job ? jobChip(job) : null,
        h("div", { class: "small muted" }, `synced ${when(row.synced_at)}`),
        job ? warningsView(job) : null,
        row.unread_tables.length ? h("div", { class: "small" }, "unread: ", row.unread_tables.map((t) => chip(t, "warn"))) : null),
      h("td", {},
        h("label", { class: "inline" },
          h("input", {
            type: "checkbox", checked: row.privacy,
            onchange: async (event) => {
              const box = event.target;
              const changed = await busy(box, result, () =>
                api("PATCH", `/v1/datasources/${id}`, { json: { privacy: box.checked } }));
              if (changed) say(`${row.id}: privacy ${changed.privacy ? "on" : "off"}.`);
              else box.checked = !box.checked;
            },
          }),
          "private")),
      h("td", {},
        h("div", { class: "row" },
          h("button", {
            type: "button",
            onclick: async (event) => {
              const outcome = await busy(event.target, result, () => api("POST", `/v1/datasources/${id}/test`));
              if (outcome) replace(result, chip(outcome.ok ? "connected" : "failed", outcome.ok ? "good" : "bad"), ` ${outcome.message} (${Math.round(outcome.elapsed_ms)} ms)`);
            },
          }, "Test"),
          h("button", { type: "button", class: "primary", onclick: (event) => syncAndFollow(row.id, event.target) }, "Sync"),
          h("a", { href: `#/catalog?datasource=${id}` }, "Catalog"),
          h("button", {
            type: "button", class: "danger",
            onclick: async (event) => {
              const pairs = await api("GET", "/v1/training-pairs", { query: { datasource: row.id, limit: 1 } });
              const sure = await confirmDialog(`Delete ${row.id}?`, [
                `This deletes the datasource ${row.id}: its catalog and the descriptions written for it, its ${pairs.count} training pairs, its jobs, the conversation turns asked of it, and its entries in the indexes.`,
                "The database itself is not touched. This cannot be undone.",
              ], `Delete ${row.id}`);
              if (!sure) return;
              const done = await busy(event.target, result, () => api("DELETE", `/v1/datasources/${id}`).then(() => true));
              if (done) {
                say(`${row.id} deleted.`);
                refresh();
              }
            },
          }, "Delete")),
        result),
    );
  });

  const running = jobs.data.find((job) => job.kind === "sync" && !FINISHED.has(job.status));
  replace(
    view,
    rows.length
      ? table(["Datasource", "Engine and URL", "Sync", "Privacy", "Actions"], body)
      : h("p", { class: "notice" }, "No datasource yet: register one below."),
    live,
    h("h2", {}, "Register a datasource"),
    registerForm(async (created) => {
      say(`${created.id} registered.`);
      await refresh();
      const button = view.querySelector(`tr[data-datasource="${CSS.escape(created.id)}"] button.primary`);
      button?.focus();
    }),
  );
  if (running) {
    follow(running, replace(live, h("h2", {}, `Sync of ${running.datasource_id}`), h("div")).lastChild, { stale: context.stale });
  }
}

function registerForm(onCreated) {
  const field = (name, label, attrs = {}) => h("label", {}, label, h("input", { name, ...attrs }));
  return submitForm(
    { class: "stack card" },
    async (data, form) => {
      const created = await api("POST", "/v1/datasources", {
        json: {
          id: data.id.trim(), url: data.url.trim(), description: data.description.trim(),
          privacy: data.privacy === "on", schemas: schemaList(data.schemas),
        },
      });
      form.reset();
      onCreated(created);
    },
    field("id", "Name", { required: true, pattern: "[A-Za-z0-9][A-Za-z0-9_\\-]*", maxlength: 64, placeholder: "sales" }),
    field("url", "SQLAlchemy URL", { required: true, class: "code", placeholder: "postgresql+psycopg://user:password@host/db", autocomplete: "off", spellcheck: "false", "aria-describedby": "url-help" }),
    h("p", { class: "small muted", id: "url-help" },
      "SQLite and DuckDB files (sqlite:////path/to/file.db, duckdb:////path/to/file.duckdb): put them in the data directory's datasources folder, or in a folder listed in SCHEMALINK_SQLITE_DIRS (then restart)."),
    field("schemas", "Schemas to read (comma-separated; empty: the connection's default one)", { class: "code", placeholder: "public, sales", autocomplete: "off", spellcheck: "false" }),
    field("description", "Description", { maxlength: 2000 }),
    h("label", { class: "inline" }, h("input", { type: "checkbox", name: "privacy" }), "Keep sampled values and descriptions out of LLM prompts"),
    h("div", { class: "row" }, h("button", { type: "submit", class: "primary" }, "Register")),
  );
}

const schemaList = (text) => text.split(",").map((name) => name.trim()).filter(Boolean);

// The schemas a sync reads, changed in place: the API starts the sync that reads them.
function schemasForm(row, refresh) {
  return submitForm(
    { class: "row small", "aria-label": `Schemas of ${row.id}` },
    async (data) => {
      const id = encodeURIComponent(row.id);
      const changed = await api("PATCH", `/v1/datasources/${id}`, { json: { schemas: schemaList(data.schemas) } });
      say(`${row.id}: reads ${changed.schemas.length ? changed.schemas.join(", ") : "its default schema"}; a sync reads them.`);
      await refresh();
    },
    h("label", { class: "inline" }, "schemas",
      h("input", { name: "schemas", class: "code", value: row.schemas.join(", "), placeholder: "default", size: 16, autocomplete: "off", spellcheck: "false" })),
    h("button", { type: "submit" }, "Save"),
  );
}
