// The glossary: business terms and the words they expand to in questions, for one
// datasource or all of them.

import { all, api } from "../api.js";
import { busy, chip, confirmDialog, h, replace, say, submitForm, table } from "../dom.js";

const words = (text) => text.split(/[,，、\n]/).map((w) => w.trim()).filter(Boolean);

export async function render(view, context) {
  const [terms, datasources] = await Promise.all([all("/v1/glossary"), all("/v1/datasources")]);
  const refresh = () => render(replace(view), context);
  const rows = terms.map((term) => {
    const errors = h("div");
    const synonyms = h("td", {}, term.synonyms.map((s) => chip(s)));
    return h("tr", { dataset: { term: term.term } },
      h("td", {}, h("strong", {}, term.term)),
      synonyms,
      h("td", { class: "small" }, term.description),
      h("td", { class: "small" }, term.datasource || "every datasource"),
      h("td", {},
        h("div", { class: "row" },
          h("button", {
            type: "button",
            onclick: () => {
              const field = h("input", { name: "synonyms", value: term.synonyms.join(", "), "aria-label": `Synonyms of ${term.term}` });
              replace(synonyms, submitForm({ class: "row" }, async (data) => {
                await api("PATCH", `/v1/glossary/${term.id}`, { json: { synonyms: words(data.synonyms) } });
                say(`${term.term} saved.`);
                refresh();
              }, field, h("button", { type: "submit", class: "primary" }, "Save")));
              field.focus();
            },
          }, "Edit"),
          h("button", {
            type: "button", class: "danger",
            onclick: async (event) => {
              if (!(await confirmDialog(`Delete ${term.term}?`, ["Questions stop expanding it from the next link on."], "Delete"))) return;
              if (await busy(event.target, errors, () => api("DELETE", `/v1/glossary/${term.id}`).then(() => true))) refresh();
            },
          }, "Delete")),
        errors));
  });
  const form = submitForm(
    { class: "stack card" },
    async (data) => {
      const created = await api("POST", "/v1/glossary", {
        json: { term: data.term.trim(), synonyms: words(data.synonyms), description: data.description, datasource: data.datasource || null },
      });
      say(`${created.term} added.`);
      refresh();
    },
    h("label", {}, "Term", h("input", { name: "term", required: true, maxlength: 256, placeholder: "GMV" })),
    h("label", {}, "Expands to (comma-separated)", h("input", { name: "synonyms", placeholder: "成交总额, order amount" })),
    h("label", {}, "Description", h("input", { name: "description", maxlength: 2000 })),
    h("label", {}, "Datasource", h("select", { name: "datasource" }, h("option", { value: "" }, "every datasource"), datasources.map((d) => h("option", { value: d.id }, d.id)))),
    h("div", { class: "row" }, h("button", { type: "submit", class: "primary" }, "Add term")));
  replace(view,
    terms.length ? table(["Term", "Expands to", "Description", "Datasource", ""], rows) : h("p", { class: "notice" }, "No term yet."),
    h("h2", {}, "Add a term"), form);
}
