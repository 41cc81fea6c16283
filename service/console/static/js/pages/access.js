// Access: roles and their rules, a preview of what a role sees of a datasource, and API keys
// (a new key is shown once; revoking is immediate).

import { all, api } from "../api.js";
import { busy, chip, confirmDialog, copy, h, replace, say, submitForm, table, when } from "../dom.js";

export async function render(view, context) {
  const [roles, policies, keys, datasources] = await Promise.all([
    all("/v1/roles"), all("/v1/policies"), all("/v1/api-keys"), all("/v1/datasources"),
  ]);
  const refresh = () => render(replace(view), context);
  const fresh = h("div", { id: "new-key", "aria-live": "polite" });
  replace(view,
    h("h2", {}, "Roles and their rules"),
    h("p", { class: "small muted" }, "Deny wins over allow; with allow rules only what they match is seen; a role with no rule sees nothing. Patterns are whole-name regular expressions."),
    roles.length ? roles.map((role) => roleCard(role, policies.filter((p) => p.role === role.name), datasources, refresh)) : h("p", { class: "notice" }, "No role yet: keys without a role see every table."),
    roleForm(refresh),
    h("h2", {}, "API keys"),
    fresh,
    keysTable(keys, refresh),
    keyForm(roles, refresh));
}

function roleCard(role, rules, datasources, refresh) {
  const errors = h("div");
  const preview = h("div", { class: "preview" });
  const previewForm = submitForm(
    { class: "row" },
    async ({ datasource }) => {
      replace(preview);
      const meta = await api("GET", `/v1/roles/${encodeURIComponent(role.name)}/preview`, { query: { datasource } });
      const tables = meta.schemas.flatMap((s) => s.tables.map((t) => ({ ...t, name: s.name ? `${s.name}.${t.name}` : t.name })));
      replace(preview, tables.length
        ? table(["Table", "Columns it sees", "Row filters"], tables.map((t) => h("tr", {},
            h("td", { class: "code" }, t.name), h("td", { class: "small" }, t.fields.map((f) => f.name).join(", ")), h("td", {}, t.row_filters.map((f) => chip(f, "warn"))))),
          { caption: `what a key of ${role.name} sees of ${datasource}: ${tables.length} tables` })
        : h("p", { class: "notice" }, `A key of ${role.name} sees nothing of ${datasource}.`));
    },
    h("label", {}, "Preview on", h("select", { name: "datasource" }, datasources.filter((d) => d.synced_at).map((d) => h("option", { value: d.id }, d.id)))),
    h("button", { type: "submit" }, "Preview"));
  return h("section", { class: "card", dataset: { role: role.name } },
    h("div", { class: "spread" },
      h("h3", {}, role.name, " ", h("span", { class: "muted small" }, role.description)),
      h("button", {
        type: "button", class: "danger",
        onclick: async (event) => {
          if (!(await confirmDialog(`Delete role ${role.name}?`, ["Its rules go with it. A role that active keys hold cannot be deleted: revoke them first."], "Delete role"))) return;
          if (await busy(event.target, errors, () => api("DELETE", `/v1/roles/${encodeURIComponent(role.name)}`).then(() => true))) refresh();
        },
      }, "Delete role")),
    errors,
    rules.length
      ? table(["Effect", "Datasource", "Table", "Column", "Row filter", ""], rules.map((rule) => h("tr", {},
          h("td", {}, chip(rule.effect, rule.effect === "allow" ? "good" : "bad")),
          h("td", {}, rule.datasource || "any"),
          h("td", { class: "code" }, rule.table || "any"),
          h("td", { class: "code" }, rule.field || "any"),
          h("td", { class: "code small" }, rule.row_filter || ""),
          h("td", {}, h("button", {
            type: "button", class: "danger",
            onclick: async (event) => {
              if (await busy(event.target, errors, () => api("DELETE", `/v1/policies/${rule.id}`).then(() => true))) refresh();
            },
          }, "Remove")))))
      : h("p", { class: "small muted" }, "No rule: this role sees nothing."),
    ruleForm(role.name, datasources, refresh),
    previewForm, preview);
}

function ruleForm(role, datasources, refresh) {
  const orNull = (value) => (value && value.trim()) || null;
  return submitForm(
    { class: "row" },
    async (data) => {
      await api("POST", "/v1/policies", {
        json: { role, effect: data.effect, datasource: orNull(data.datasource), table: orNull(data.table), field: orNull(data.field), row_filter: orNull(data.row_filter) },
      });
      say(`Rule added to ${role}.`);
      refresh();
    },
    h("label", {}, "Effect", h("select", { name: "effect" }, h("option", { value: "allow" }, "allow"), h("option", { value: "deny" }, "deny"))),
    h("label", {}, "Datasource", h("select", { name: "datasource" }, h("option", { value: "" }, "any"), datasources.map((d) => h("option", { value: d.id }, d.id)))),
    h("label", {}, "Table pattern", h("input", { name: "table", placeholder: "orders|payments", class: "code" })),
    h("label", {}, "Column pattern", h("input", { name: "field", placeholder: "phone|email", class: "code" })),
    h("label", {}, "Row filter", h("input", { name: "row_filter", placeholder: "region = 'east'", class: "code" })),
    h("button", { type: "submit" }, "Add rule"));
}

function roleForm(refresh) {
  return submitForm(
    { class: "row card" },
    async (data) => {
      await api("POST", "/v1/roles", { json: { name: data.name.trim(), description: data.description } });
      refresh();
    },
    h("label", {}, "New role", h("input", { name: "name", required: true, maxlength: 64 })),
    h("label", {}, "Description", h("input", { name: "description", maxlength: 2000 })),
    h("button", { type: "submit" }, "Create role"));
}

function keysTable(keys, refresh) {
  return table(["Name", "Prefix", "Scopes", "Role", "Expires", "State", ""], keys.map((key) => {
    const errors = h("div");
    return h("tr", { dataset: { key: key.id } },
      h("td", {}, key.name), h("td", { class: "code" }, key.prefix), h("td", {}, key.scopes.map((s) => chip(s))),
      h("td", {}, key.role || "sees every table"), h("td", { class: "small" }, when(key.expires_at)),
      h("td", {}, key.revoked_at ? chip(`revoked ${when(key.revoked_at)}`, "bad") : chip("active", "good")),
      h("td", {}, key.revoked_at ? null : h("button", {
        type: "button", class: "danger",
        onclick: async (event) => {
          if (!(await confirmDialog(`Revoke ${key.name}?`, ["Requests with this key are refused from now on. It cannot be restored."], "Revoke"))) return;
          if (await busy(event.target, errors, () => api("DELETE", `/v1/api-keys/${key.id}`).then(() => true))) refresh();
        },
      }, "Revoke"), errors));
  }));
}

function keyForm(roles, refresh) {
  return submitForm(
    { class: "stack card" },
    async (data, form) => {
      const created = await api("POST", "/v1/api-keys", {
        json: {
          name: data.name.trim(),
          scopes: new FormData(form).getAll("scopes"), // checkboxes: every one ticked
          role: data.role || null,
          expires_in_days: data.expires ? Number(data.expires) : null,
        },
      });
      await refresh();
      const holder = document.getElementById("new-key");
      replace(holder, h("div", { class: "notice", role: "alert" },
        h("p", {}, `The key of ${created.name}, shown this once (only its hash is kept):`),
        h("pre", { class: "code", id: "created-key" }, created.key),
        h("button", { type: "button", onclick: () => copy(created.key) }, "Copy")));
      holder.querySelector("button").focus();
    },
    h("h3", {}, "Create a key"),
    h("label", {}, "Name", h("input", { name: "name", required: true, maxlength: 128 })),
    h("fieldset", { class: "row" }, h("legend", {}, "Scopes"),
      h("label", { class: "inline" }, h("input", { type: "checkbox", name: "scopes", value: "link", checked: true }), "link: ask and send feedback"),
      h("label", { class: "inline" }, h("input", { type: "checkbox", name: "scopes", value: "admin" }), "admin: everything")),
    h("label", {}, "Role", h("select", { name: "role" }, h("option", { value: "" }, "none: sees every table"), roles.map((r) => h("option", { value: r.name }, r.name)))),
    h("label", {}, "Expires after days (optional)", h("input", { name: "expires", type: "number", min: 1, max: 3650 })),
    h("div", { class: "row" }, h("button", { type: "submit", class: "primary" }, "Create key")));
}
