// The offline wallet's worker keeps a copy of My coupons only when it is its own build's, and serves that copy when
// the site is there but down.
import fc from "fast-check";
import { isOutage, isOwnBuildPage } from "../../scripts/service-worker/wallet-rules.js";

describe("the wallet worker's rules", () => {
  const manifestOf = (version: string) => `/build/manifest-${version}.js`;
  const page = (version: string) =>
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="${manifestOf(version)}"/></head><body>` +
    `<script type="module">import "${manifestOf(version)}";import * as route0 from "/build/root-ABC.js";</script></body></html>`;

  it("keeps a page only when the manifest it loads is one the worker precached", () => {
    const version = fc.stringMatching(/^[A-Z0-9]{8}$/);
    fc.assert(
      fc.property(version, version, (own, other) => {
        const precached = new Set([manifestOf(own), "/build/root-ABC.js"]);
        expect(isOwnBuildPage(page(own), precached)).toBe(true);
        expect(isOwnBuildPage(page(other), precached)).toBe(own === other);
      }),
    );
    // A page that loads no manifest (an error page, the edge's maintenance page) is nobody's build.
    expect(isOwnBuildPage("<html><body>Maintenance in progress</body></html>", new Set([manifestOf("A1")]))).toBe(
      false,
    );
  });

  it("takes every 5xx, and nothing else, for the site being down", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 999 }), (status) => isOutage(status) === (status >= 500 && status < 600)),
    );
  });
});
