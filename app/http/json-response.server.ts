/**
 * JSON answers of the resource routes. `<`, `>` and `&` (and the two JavaScript line separators) are written as
 * `\u` escapes: JSON.parse reads them back unchanged, but text echoed from a query can never form markup, should the
 * answer ever be sniffed or shown as HTML.
 */
export function escapeJsonText(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function jsonResponse(value: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(escapeJsonText(JSON.stringify(value) ?? "null"), { ...init, headers });
}

const ERROR_TEXTS: Record<number, string> = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
};

/** A small JSON error: the status's name only, never a detail of the request or of the server. */
export function jsonError(status: keyof typeof ERROR_TEXTS, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  all.set("Cache-Control", "no-store");
  // A body larger than allowed was left unread: the connection cannot carry another request.
  if (status === 413) all.set("Connection", "close");
  return jsonResponse({ error: ERROR_TEXTS[status] ?? "Error" }, { status, headers: all });
}

/** 405 for a method a resource route does not serve, naming those it does. */
export function methodNotAllowed(allow: string): Response {
  return jsonError(405, { Allow: allow });
}
