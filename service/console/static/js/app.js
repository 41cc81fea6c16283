// The console's shell: sign-in, the navigation a key's scopes allow, and the hash router.
// Every page is a module with `render(main, context)`; all data comes from the /v1 API.

import { api, ApiError, session } from "./api.js";
import { errorBox, h, replace } from "./dom.js";
import * as ask from "./pages/ask.js";
import * as catalog from "./pages/catalog.js";
import * as datasources from "./pages/datasources.js";
import * as relationships from "./pages/relationships.js";
import * as review from "./pages/review.js";
import * as quality from "./pages/quality.js";
import * as glossary from "./pages/glossary.js";
import * as access from "./pages/access.js";
import * as jobs from "./pages/jobs.js";
import * as health from "./pages/health.js";

// Which scope each page needs: "link" pages are open to any key; "admin" ones only to admin
// keys (the API refuses them anyway; the console does not offer them).
const PAGES = [
  { path: "ask", title: "Ask", scope: "link", page: ask },
  { path: "catalog", title: "Catalog", scope: "link", page: catalog },
  { path: "datasources", title: "Datasources", scope: "admin", page: datasources },
  { path: "relationships", title: "Relationships", scope: "admin", page: relationships },
  { path: "review", title: "Review queue", scope: "admin", page: review },
  { path: "quality", title: "Quality", scope: "admin", page: quality },
  { path: "glossary", title: "Glossary", scope: "admin", page: glossary },
  { path: "access", title: "Access", scope: "admin", page: access },
  { path: "jobs", title: "Jobs", scope: "admin", page: jobs },
  { path: "health", title: "Health", scope: "link", page: health },
];

const main = document.getElementById("main");
const nav = document.getElementById("nav");
const who = document.getElementById("who");
let caller = null;
let rendering = 0;

function may(scope) {
  return caller && (caller.scopes.includes("admin") || caller.scopes.includes(scope));
}

// "#/ask?datasource=demo" -> { path: "ask", params: URLSearchParams }
export function route() {
  const [path, query = ""] = window.location.hash.replace(/^#\/?/, "").split("?");
  return { path: path || "", params: new URLSearchParams(query) };
}

export function go(path, params = {}) {
  const query = new URLSearchParams(params).toString();
  window.location.hash = `#/${path}${query ? `?${query}` : ""}`;
}

function drawShell() {
  const current = route().path;
  replace(
    nav,
    caller
      ? PAGES.filter((p) => may(p.scope)).map((p) =>
          h("a", { href: `#/${p.path}`, "aria-current": p.path === current ? "page" : null }, p.title),
        )
      : [],
  );
  replace(
    who,
    caller
      ? [
          h("span", { title: `key ${caller.key_id}` }, caller.name, caller.role ? ` · role ${caller.role}` : ""),
          h("button", { type: "button", onclick: signOut }, "Sign out"),
        ]
      : [],
  );
}

function signOut() {
  session.forget();
  caller = null;
  go("");
  show();
}

async function signIn(key) {
  const me = await api("GET", "/v1/me", { key });
  if (key) session.keep(key);
  caller = me;
}

async function signInPage(problem) {
  let open = false;
  try {
    await api("GET", "/v1/me", { key: null });
    open = true; // loopback with no admin key: requests without a key act as admin
  } catch {
    open = false;
  }
  const field = h("input", {
    id: "key", name: "key", type: "password", autocomplete: "off", required: true,
    spellcheck: "false", placeholder: "sl_…",
  });
  const errors = h("div");
  if (problem) errors.append(errorBox(problem));
  const submit = h("button", { class: "primary", type: "submit" }, "Sign in");
  const form = h(
    "form",
    {
      class: "stack",
      onsubmit: async (event) => {
        event.preventDefault();
        submit.disabled = true;
        replace(errors);
        try {
          await signIn(field.value.trim());
          field.value = "";
          show();
        } catch (error) {
          errors.append(errorBox(error.status === 401 ? new ApiError(401, "unauthorized", `Refused: ${error.message}`) : error));
          field.select();
        } finally {
          submit.disabled = false;
        }
      },
    },
    h("label", { for: "key" }, "API key", field),
    h("p", { class: "muted small" }, "Kept for this tab only, and sent only to this service."),
    h("div", { class: "row" }, submit),
  );
  replace(
    main,
    h(
      "section",
      { class: "card signin", "aria-labelledby": "signin-title" },
      h("h1", { id: "signin-title" }, "Sign in"),
      errors,
      form,
      open
        ? h(
            "div",
            { class: "notice" },
            h("p", {}, "This service runs on loopback without SCHEMALINK_ADMIN_KEY: requests without a key act as admin."),
            h("button", {
              type: "button",
              onclick: async () => {
                await signIn(null);
                show();
              },
            }, "Continue as local admin"),
          )
        : null,
    ),
  );
  field.focus();
}

async function show() {
  const token = ++rendering;
  if (!caller) {
    const key = session.key();
    if (key) {
      try {
        await signIn(key);
      } catch (error) {
        session.forget();
        drawShell();
        return signInPage(error);
      }
    } else {
      drawShell();
      return signInPage();
    }
  }
  replace(document.getElementById("status")); // a page's messages end with it
  const { path, params } = route();
  const entry = PAGES.find((p) => p.path === path) || PAGES.find((p) => may(p.scope) && p.path === (may("admin") ? "datasources" : "ask"));
  drawShell();
  document.title = `${entry.title} · schemalink console`;
  if (!may(entry.scope)) {
    replace(
      main,
      h("h1", {}, entry.title),
      errorBox(new Error(`This page needs an admin key; this key (${caller.name}) has ${caller.scopes.join(", ")}.`)),
    );
    return;
  }
  replace(main, h("h1", {}, entry.title), h("p", { class: "muted" }, "Loading…"));
  try {
    const view = h("div");
    await entry.page.render(view, { caller, params, admin: may("admin"), go, stale: () => token !== rendering });
    if (token !== rendering) return;
    replace(main, h("h1", { tabindex: "-1", id: "page-title" }, entry.title), view);
    main.querySelector("#page-title").focus({ preventScroll: true });
  } catch (error) {
    if (token !== rendering) return;
    if (error.status === 401) {
      session.forget();
      caller = null;
      return signInPage(error);
    }
    replace(main, h("h1", {}, entry.title), errorBox(error));
  }
}

window.addEventListener("hashchange", show);
show();
