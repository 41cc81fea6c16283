// The console's only way to the service: the same /v1 API every client uses, with the key
// kept in this tab's sessionStorage (gone when the tab closes; never in a URL).

const KEY = "schemalink.key";

export class ApiError extends Error {
  constructor(status, code, message, details = [], requestId = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.requestId = requestId;
  }
}

export const session = {
  key: () => sessionStorage.getItem(KEY),
  keep: (key) => sessionStorage.setItem(KEY, key),
  forget: () => sessionStorage.removeItem(KEY),
};

function headersFor(key) {
  const headers = { Accept: "application/json" };
  if (key) headers.Authorization = `Bearer ${key}`;
  return headers;
}

// A request to the API. `json` is sent as the body; `form` as multipart; `query` is added to
// the path (empty values left out). Answers the parsed JSON, the text for text/plain, or
// null for 204; throws ApiError with the service's message otherwise.
export async function api(method, path, { json, form, query, key = session.key() } = {}) {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(query || {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(name, value);
  }
  const init = { method, headers: headersFor(key), credentials: "omit", cache: "no-store" };
  if (json !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(json);
  } else if (form !== undefined) {
    init.body = form;
  }
  let response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new ApiError(0, "unreachable", "the service did not answer: is it running?");
  }
  if (response.status === 204) return null;
  const type = response.headers.get("Content-Type") || "";
  const body = type.includes("application/json") ? await response.json() : await response.text();
  if (!response.ok) {
    const error = (body && body.error) || {};
    throw new ApiError(
      response.status,
      error.code || "error",
      error.message || `the service answered ${response.status}`,
      error.details || [],
      body && body.request_id,
    );
  }
  return body;
}

// Every page of a listing (`data`, `count`), up to `cap` rows.
export async function all(path, query = {}, cap = 2000) {
  const rows = [];
  for (let offset = 0; offset < cap; offset += 100) {
    const page = await api("GET", path, { query: { ...query, offset, limit: 100 } });
    rows.push(...page.data);
    if (rows.length >= page.count || page.data.length === 0) break;
  }
  return rows;
}
