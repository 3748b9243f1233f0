import { applyStatusHeaders, MAINTENANCE_RETRY_AFTER_S } from "./status-headers.server";

describe("the headers an answer's status adds", () => {
  it("tells clients of a 503 when to come back, and keeps every error page out of search", () => {
    const maintenance = new Headers();
    applyStatusHeaders(503, maintenance);
    expect(maintenance.get("Retry-After")).toBe(String(MAINTENANCE_RETRY_AFTER_S));
    expect(maintenance.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const missing = new Headers();
    applyStatusHeaders(404, missing);
    expect(missing.get("Retry-After")).toBeNull();
    expect(missing.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const page = new Headers();
    applyStatusHeaders(200, page);
    expect([...page.keys()]).toEqual([]);
  });
});
