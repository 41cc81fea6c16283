// SQL shown with its keywords, strings, numbers and comments set apart, and the names an
// error points at marked where they stand.

import { h } from "./dom.js";

const KEYWORDS = new Set(
  `select from where and or not in is null like between group by order having limit offset
  join inner left right full outer cross on as distinct union all except intersect case when
  then else end with asc desc count sum avg min max cast exists insert update delete set into
  values create table view over partition coalesce interval date extract true false`.split(/\s+/),
);

const TOKEN = /(--[^\n]*|\/\*[\s\S]*?\*\/)|('(?:[^']|'')*'?)|("(?:[^"]|"")*"?|`[^`]*`?)|(\b\d+(?:\.\d+)?\b)|([\p{L}_][\p{L}\p{N}_$]*)|([\s\S])/gu;

// A <pre> of `sql`; `offending` names (any case, quoted or not) are marked.
export function highlight(sql, offending = []) {
  const marked = new Set(offending.map((name) => name.toLowerCase()));
  const pre = h("pre", { class: "sql" });
  let plain = "";
  const flush = () => {
    if (plain) pre.append(plain);
    plain = "";
  };
  for (const match of sql.matchAll(TOKEN)) {
    const [text, comment, string, quoted, number, word] = match;
    const name = (quoted ? text.slice(1, -1) : word || "").toLowerCase();
    if (name && marked.has(name)) {
      flush();
      pre.append(h("mark", { class: "offending", title: "named by the error" }, text));
    } else if (comment) {
      flush();
      pre.append(h("span", { class: "cmt" }, text));
    } else if (string) {
      flush();
      pre.append(h("span", { class: "str" }, text));
    } else if (number) {
      flush();
      pre.append(h("span", { class: "num" }, text));
    } else if (word && KEYWORDS.has(word.toLowerCase())) {
      flush();
      pre.append(h("span", { class: "kw" }, text));
    } else {
      plain += text;
    }
  }
  flush();
  return pre;
}

// The names a pair's validation error points at: "unknown table: a, b" or "unknown column:
// t.c" gives ["a", "b"] or ["c"] (the column's own name is what stands in the SQL).
export function offendingNames(message) {
  const found = /unknown (?:table|column): (.+)$/.exec(message || "");
  if (!found) return [];
  return found[1].split(",").map((name) => name.trim().split(".").pop()).filter(Boolean);
}
