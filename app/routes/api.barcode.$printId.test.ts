import { loader } from "./api.barcode.$printId";

const args = (printId: string) =>
  ({ params: { printId }, request: new Request(`http://localhost/api/barcode/${printId}`), context: {} }) as unknown as Parameters<typeof loader>[0];

describe("/api/barcode/{printId}", () => {
  it("answers a print id with its Code 128 SVG, cacheable for a year", async () => {
    const answer = loader(args("12345671764160000"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await answer.text()).toMatch(/^<svg viewBox="0 0 \d+ \d+"/);
  });

  it.each(["abc", "1764160000", "1".repeat(31), "12345671764160000.svg"])("is a 404 for %j", (printId) => {
    let thrown: unknown;
    try {
      loader(args(printId));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
