import { BEACON_WINDOW_MS, createBeaconLimit } from "./beacon-limit.server";

describe("the beacon limit per address", () => {
  it("lets an address send its beacons of the minute, refuses the next, and lets it send again a minute later", () => {
    let now = 1_000_000;
    const limit = createBeaconLimit({ perMinute: 3, now: () => now });
    expect([limit.take("a"), limit.take("a"), limit.take("a"), limit.take("a")]).toEqual([true, true, true, false]);
    expect(limit.retryAfterSeconds("a")).toBe(60);
    now += 30_000;
    expect(limit.take("a")).toBe(false);
    expect(limit.retryAfterSeconds("a")).toBe(30);
    now += BEACON_WINDOW_MS - 30_000;
    expect(limit.take("a")).toBe(true);
  });

  it("counts each address on its own", () => {
    const limit = createBeaconLimit({ perMinute: 1, now: () => 0 });
    expect(limit.take("a")).toBe(true);
    expect(limit.take("a")).toBe(false);
    expect(limit.take("b")).toBe(true);
  });

  it("remembers a bounded number of addresses, forgetting the least recent first", () => {
    const limit = createBeaconLimit({ perMinute: 1, maxAddresses: 2, now: () => 0 });
    limit.take("a");
    limit.take("b");
    limit.take("c");
    // "a" was dropped to make room: its count starts again; "c" is still counted.
    expect(limit.take("a")).toBe(true);
    expect(limit.take("c")).toBe(false);
  });
});
