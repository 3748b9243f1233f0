import { describe, expect, it } from "vitest";
import { FaultTable, parseFault } from "./faults";

describe("FaultTable", () => {
  it("clears only the faults of one path when asked, so parallel tests keep theirs", () => {
    const table = new FaultTable();
    table.add(parseFault({ path: "/content/leadership", status: 500 }));
    table.add(parseFault({ path: "/coupon-feed/27.96,-82.46", status: 404 }));
    table.clear("/content/leadership");
    expect(table.take("/content/leadership/@children")).toBeNull();
    expect(table.take("/coupon-feed/27.96,-82.46/listings/location-based")?.status).toBe(404);
    table.clear();
    expect(table.take("/coupon-feed/27.96,-82.46/listings/location-based")).toBeNull();
  });

  it("uses up a fault with a number of times", () => {
    const table = new FaultTable();
    table.add(parseFault({ path: "/geoip", status: 500, times: 1 }));
    expect(table.take("/geoip/8.8.8.8")?.status).toBe(500);
    expect(table.take("/geoip/8.8.8.8")).toBeNull();
  });

  it("sends a body chunked or of another media type only when asked, and refuses what is neither", () => {
    expect(parseFault({ path: "/media", body: "" }).chunked).toBe(false);
    expect(parseFault({ path: "/media", body: "", chunked: true }).chunked).toBe(true);
    expect(() => parseFault({ path: "/media", chunked: "yes" })).toThrow(/fault.chunked/);
    expect(parseFault({ path: "/media", contentType: "image/svg+xml" }).contentType).toBe("image/svg+xml");
    expect(() => parseFault({ path: "/media", contentType: "svg\r\nX: 1" })).toThrow(/fault.contentType/);
  });
});
