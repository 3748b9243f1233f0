// The edge takes any number of instances on any hosts (EDGE_SITE_ADDRESSES), or ports on this machine
// (EDGE_SITE_PORTS): every list of usable addresses becomes one `server` line each, in order, and anything else
// stops the start with a sentence naming the entry.
import fc from "fast-check";
import { isIP } from "node:net";
import { renderEdgeConfig } from "../../deploy/edge/render-config.mjs";
import { parseSiteAddresses, siteAddressesFromEnv, siteAddressProblem } from "../../deploy/edge/site-addresses.mjs";

const SEED = 480048;

const port = fc.integer({ min: 1, max: 65535 });
const ipv4 = fc.ipV4();
// fast-check writes IPv6 in every legal form (compressed, full, with an embedded IPv4 tail).
const ipv6 = fc.ipV6();
const entry = fc.oneof(
  fc.tuple(ipv4, port).map(([host, p]) => ({ text: `${host}:${p}`, host, port: p })),
  fc.tuple(ipv6, port).map(([host, p]) => ({ text: `[${host}]:${p}`, host, port: p })),
);
// Distinct entries as nginx would count them (one address and port once).
const entries = fc.uniqueArray(entry, { minLength: 1, maxLength: 40, selector: (e) => `${e.host}|${e.port}` });
const separator = fc.constantFrom(",", ", ", " ,", " , ");

const config = (addresses: ReturnType<typeof parseSiteAddresses>) =>
  renderEdgeConfig({ edgePort: 8080, siteAddresses: addresses, catalogPort: 4010, prefix: "/tmp/edge" });
const upstreamOf = (conf: string) => /upstream site \{([\s\S]*?)\}/.exec(conf)![1]!;

describe("EDGE_SITE_ADDRESSES", () => {
  it("takes any number of IPv4 and [IPv6] instances and renders one server line each, in order", () => {
    fc.assert(
      fc.property(entries, separator, (list, sep) => {
        const parsed = parseSiteAddresses(list.map((e) => e.text).join(sep));
        expect(parsed).toEqual(list.map(({ host, port }) => ({ host, port })));
        const servers = [...upstreamOf(config(parsed)).matchAll(/^\s*server (\S+) max_fails=0;$/gm)].map((m) => m[1]);
        expect(servers).toEqual(list.map((e) => e.text));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  // Entries that are not `address:port`: names, missing or extra parts, IPv6 without brackets, ports out of range,
  // and whatever could end or extend an nginx directive.
  const bad = fc.oneof(
    fc.tuple(ipv4, fc.integer({ min: 65536, max: 10_000_000 })).map(([h, p]) => `${h}:${p}`),
    ipv4.map((h) => `${h}:0`),
    ipv4.map((h) => h),
    ipv4.map((h) => `${h}:`),
    fc.tuple(ipv4, port).map(([h, p]) => `${h}:0${p}`),
    fc.tuple(ipv4, port).map(([h, p]) => `${h}:+${p}`),
    fc.tuple(ipv6, port).map(([h, p]) => `${h}:${p}`),
    fc.tuple(ipv6, port).map(([h, p]) => `[${h}:${p}`),
    fc.tuple(ipv6, port).map(([h, p]) => `[${h}%eth0]:${p}`),
    fc.tuple(ipv4, port).map(([h, p]) => `[${h}]:${p}`),
    fc.tuple(fc.domain(), port).map(([h, p]) => `${h}:${p}`),
    fc.tuple(ipv4, port, fc.constantFrom(";", " down", "; deny all", "{", "#")).map(([h, p, x]) => `${h}:${p}${x}`),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 30 }), port)
      .filter(([h]) => !h.includes(",") && isIP(h.trim()) !== 4 && !/^\s*\[/.test(h))
      .map(([h, p]) => `${h}:${p}`),
  );

  it("refuses an unusable entry anywhere in the list, naming it", () => {
    fc.assert(
      fc.property(entries, bad, fc.nat(), (list, wrong, at) => {
        const texts = list.map((e) => e.text);
        texts.splice(at % (texts.length + 1), 0, wrong);
        const trimmed = wrong.trim();
        expect(siteAddressProblem(trimmed)).toContain(`"${trimmed}"`);
        expect(() => parseSiteAddresses(texts.join(","))).toThrow(`"${trimmed}"`);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it("refuses an empty list, an empty entry and an instance named twice", () => {
    expect(() => parseSiteAddresses("")).toThrow(/names no instance/);
    expect(() => parseSiteAddresses("10.0.0.1:3000,,10.0.0.2:3000")).toThrow(/an entry is empty/);
    expect(() => parseSiteAddresses("10.0.0.1:3000,10.0.0.1:3000")).toThrow(/"10\.0\.0\.1:3000" is named twice/);
    expect(() => parseSiteAddresses("[2001:db8::1]:3000,[2001:db8:0::1]:3000")).not.toThrow();
  });

  it("is read instead of EDGE_SITE_PORTS when set; the ports are the one-machine shorthand, any number of them", () => {
    expect(siteAddressesFromEnv({ EDGE_SITE_ADDRESSES: "10.0.0.5:3000, [2001:db8::5]:3000" })).toEqual({
      addresses: [
        { host: "10.0.0.5", port: 3000 },
        { host: "2001:db8::5", port: 3000 },
      ],
      local: false,
    });
    expect(siteAddressesFromEnv({ EDGE_SITE_ADDRESSES: "10.0.0.5:3000", EDGE_SITE_PORTS: "1,2" }).local).toBe(false);
    expect(siteAddressesFromEnv({ EDGE_SITE_PORTS: "3001,3002,3003" })).toEqual({
      addresses: [3001, 3002, 3003].map((p) => ({ host: "127.0.0.1", port: p })),
      local: true,
    });
    expect(siteAddressesFromEnv({}).addresses.map((a) => a.port)).toEqual([3001, 3002]);
    expect(() => siteAddressesFromEnv({ EDGE_SITE_PORTS: "3001,x" })).toThrow(/EDGE_SITE_PORTS: "x" is not a port/);
    expect(() => siteAddressesFromEnv({ EDGE_SITE_ADDRESSES: "site-1:3000" })).toThrow(/"site-1:3000" names no IPv4/);
  });
});
