import { join } from "node:path";
import { flatRoutesOf } from "~/framework/flat-routes.mjs";
import { ANALYTICS_BEACON_PREFIX } from "./beacon-path.mjs";

describe("the beacons' path", () => {
  it("is the analytics relay's route, one event a segment", () => {
    const routes = flatRoutesOf(join(import.meta.dirname, ".."), ["**/.*", "**/*.test.{ts,tsx}"]);
    expect(`/${routes["routes/api.analytics.$event"]?.path}`).toBe(`${ANALYTICS_BEACON_PREFIX}:event`);
  });
});
