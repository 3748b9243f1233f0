import { UpstreamError } from "~/services/http.server";
import { settle } from "~/pages/settle.server";

describe("settle", () => {
  it("wraps a value as a successful area", async () => {
    await expect(settle(Promise.resolve([1, 2]))).resolves.toEqual({ ok: true, data: [1, 2] });
  });

  it.each([
    [404, "We couldn't find the associated BPP"],
    [504, "We couldn't find any top coupon codes"],
  ])("turns an upstream failure with status %d into its message %j", async (status, message) => {
    const error = new UpstreamError({ service: "sdcTopOffers", status, message, kind: "status" });
    await expect(settle(Promise.reject(error))).resolves.toEqual({ ok: false, message, status });
  });

  it("lets any other error through, because it is a bug rather than an upstream failure", async () => {
    await expect(settle(Promise.reject(new TypeError("boom")))).rejects.toThrow("boom");
  });
});
