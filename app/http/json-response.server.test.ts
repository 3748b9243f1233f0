import { escapeJsonText, jsonError, jsonResponse } from "./json-response.server";

describe("JSON answers", () => {
  it("never contain <, > or & raw, and parse back to the same value", async () => {
    const value = { term: "<script>alert(1)</script> & <img src=x onerror=y>", line: "a\u2028b" };
    const response = jsonResponse(value);
    const text = await response.text();
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003cscript\\u003e");
    expect(JSON.parse(text)).toEqual(value);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
  });

  it("keep the status and headers they are given", () => {
    const response = jsonResponse({ ok: true }, { status: 201, headers: { "Cache-Control": "no-store" } });
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("escape text that is already JSON", () => {
    expect(escapeJsonText('{"a":"</script>"}')).toBe('{"a":"\\u003c/script\\u003e"}');
  });

  it("report errors by name only, and close the connection after a 413", async () => {
    const tooLarge = jsonError(413);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "Content Too Large" });
    expect(tooLarge.headers.get("Connection")).toBe("close");
    expect(jsonError(405, { Allow: "POST" }).headers.get("Allow")).toBe("POST");
  });
});
