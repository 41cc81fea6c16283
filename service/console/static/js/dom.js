// Building the page from data: text always goes in as text (textContent), never as markup,
// so a description or a question holding "<script>" shows as those characters.

export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2).toLowerCase(), value);
    else if (name === "class") node.className = value;
    else if (name === "dataset") Object.assign(node.dataset, value);
    else if (name === "style") node.style.cssText = value; // CSSOM: allowed by the page's CSP
    else if (value === true) node.setAttribute(name, "");
    else node.setAttribute(name, String(value));
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

export function replace(node, ...children) {
  node.replaceChildren();
  append(node, children);
  return node;
}

export function chip(text, tone = "") {
  return h("span", { class: `chip ${tone}`.trim() }, text);
}

export function errorBox(error) {
  const id = error && error.requestId ? ` (request ${error.requestId})` : "";
  return h("div", { class: "error", role: "alert" }, `${error.message || error}${id}`);
}

// A short message in the polite live region, gone after a while.
export function say(message) {
  const status = document.getElementById("status");
  const line = h("div", {}, message);
  replace(status, line);
  setTimeout(() => line.remove(), 5000);
}

export function when(value) {
  if (!value) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString();
}

export function table(headers, rows, { caption } = {}) {
  return h(
    "div",
    { class: "table-wrap" },
    h(
      "table",
      {},
      caption ? h("caption", { class: "muted small" }, caption) : null,
      h("thead", {}, h("tr", {}, headers.map((name) => h("th", { scope: "col" }, name)))),
      h("tbody", {}, rows),
    ),
  );
}

// Runs `action` with the button disabled, showing any error under `where`.
export async function busy(button, where, action) {
  button.disabled = true;
  where?.querySelectorAll(":scope > .error").forEach((node) => node.remove());
  try {
    return await action();
  } catch (error) {
    if (where) where.append(errorBox(error));
    else say(error.message);
    return undefined;
  } finally {
    button.disabled = false;
  }
}

export async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    say("Copied.");
  } catch {
    say("The browser refused the clipboard: select the text and copy it.");
  }
}

// A modal question; resolves true when confirmed. Escape or Cancel resolves false.
export function confirmDialog(title, lines, confirmLabel) {
  return new Promise((resolve) => {
    const dialog = h(
      "dialog",
      { "aria-labelledby": "confirm-title" },
      h("h2", { id: "confirm-title" }, title),
      lines.map((line) => h("p", {}, line)),
      h(
        "form",
        { method: "dialog", class: "row" },
        h("button", { value: "cancel", autofocus: true }, "Cancel"),
        h("button", { value: "confirm", class: "danger" }, confirmLabel),
      ),
    );
    dialog.addEventListener("close", () => {
      resolve(dialog.returnValue === "confirm");
      dialog.remove();
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}

// A form whose submission runs `action(fields, form)` — its fields as an object — with its
// submit button disabled meanwhile; what the action throws is shown at the form's end.
export function submitForm(attrs, action, ...children) {
  const errors = h("div", { class: "form-errors" });
  const form = h("form", {
    ...attrs,
    onsubmit: async (event) => {
      event.preventDefault();
      await busy(form.querySelector("button[type=submit]"), errors, () =>
        action(Object.fromEntries(new FormData(form)), form));
    },
  }, ...children, errors);
  return form;
}
