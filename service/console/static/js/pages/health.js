// Health: the service's version and whether each backend answers (/ready).

import { h, replace, chip, table } from "../dom.js";

export async function render(view) {
  const [health, ready] = await Promise.all(
    ["/health", "/ready"].map((path) => fetch(path, { cache: "no-store" }).then((r) => r.json())),
  );
  replace(view,
    h("p", {}, chip(ready.ready ? "ready" : "not ready", ready.ready ? "good" : "bad"), ` schemalink ${health.version}`),
    table(["Backend", "State"], Object.entries(ready.components).map(([name, state]) =>
      h("tr", {}, h("td", {}, name), h("td", {}, chip(state, state === "ok" ? "good" : "bad"))))),
    h("p", { class: "small" }, h("a", { href: "/docs" }, "API documentation"), " · ", h("a", { href: "/metrics" }, "Prometheus metrics")));
}
