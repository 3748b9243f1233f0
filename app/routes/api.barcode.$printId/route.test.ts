import { printCouponId } from "~/models/print-coupon-id";
import { loader } from "./route";

const args = (printId: string) =>
  ({
    params: { printId },
    request: new Request(`http://localhost/api/barcode/${printId}`),
    context: {},
  }) as unknown as Parameters<typeof loader>[0];

/** A print id as the redeem screen makes it, `offsetSeconds` from now. */
const printedAt = (offsetSeconds = 0) =>
  printCouponId({ configId: 1234567, offerId: "9" }, new Date(Date.now() + offsetSeconds * 1000));

function thrownBy(printId: string): Response {
  try {
    loader(args(printId));
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error(`expected a 404 for ${printId}`);
}

describe("/api/barcode/{printId}", () => {
  it("answers an id the site just issued with its Code 128 SVG, kept by the browser and by no shared cache", async () => {
    const answer = loader(args(printedAt()));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(answer.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
    expect(await answer.text()).toMatch(/^<svg viewBox="0 0 \d+ \d+"/);
  });

  it.each([
    ["letters", "abc"],
    ["ten digits", "1764160000"],
    ["thirty-one digits", "1".repeat(31)],
    ["a suffix", `${printedAt()}.svg`],
    // Issue 35: any 11–30 digits were drawn and cached for a year.
    ["an id of a time the site never printed at (2001)", "12345671000000000"],
    ["an id of the year 2286", "12345679999999999"],
    ["an id two days old", printedAt(-2 * 86_400)],
    ["an id two days ahead", printedAt(2 * 86_400)],
  ])("is a 404 nobody stores for %s", (_label, printId) => {
    const answer = thrownBy(printId);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });
});
