import { parseConfig } from "~/services/config.server";
import { contentSecurityPolicy, createNonce } from "./content-security-policy.server";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe("the documents' Content-Security-Policy", () => {
  const policy = directives(contentSecurityPolicy("abc123", { images: ["https://img.example"], connect: [] }));

  it("lets scripts and style elements run only from our origin or with the response's nonce", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'nonce-abc123'"]);
    const all = [...policy.values()].flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
  });

  it("locks down framing, plugins, base URLs and form targets", () => {
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
  });

  it("allows images from the configured origins", () => {
    expect(policy.get("img-src")).toEqual(["'self'", "https://img.example"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("uses a fresh 128-bit nonce every time, across the refills of its pool of random bytes", () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("image and connect origins from the environment", () => {
  it("default to the catalog's public origin, else the upstream base", () => {
    expect(parseConfig({ CATALOG_PUBLIC_URL: "https://cdn.example/media/" }).contentOrigins.images).toEqual([
      "https://cdn.example",
    ]);
    expect(parseConfig({ UPSTREAM_BASE_URL: "http://127.0.0.1:4310" }).contentOrigins.images).toEqual([
      "http://127.0.0.1:4310",
    ]);
  });

  it("take IMAGE_ORIGINS and CONNECT_ORIGINS as lists reduced to origins", () => {
    const config = parseConfig({
      IMAGE_ORIGINS: "https://a.example/x, https://b.example",
      CONNECT_ORIGINS: "https://api.example/v1",
    });
    expect(config.contentOrigins).toEqual({
      scripts: ["http://127.0.0.1:4010"],
      images: ["https://a.example", "https://b.example"],
      connect: ["https://api.example"],
    });
  });

  it("refuse an entry that is not an http(s) URL", () => {
    expect(() => parseConfig({ IMAGE_ORIGINS: "'unsafe-inline'" })).toThrow(/IMAGE_ORIGINS/);
    expect(() => parseConfig({ CONNECT_ORIGINS: "javascript:alert(1)" })).toThrow(/CONNECT_ORIGINS/);
  });
});
