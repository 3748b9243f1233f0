import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Writable } from "node:stream";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

/**
 * patches/react-dom+18.3.1.patch: React's Node stream renderer joins the pieces of a document as a string and writes
 * it in batches of 16K characters, instead of encoding every attribute and text piece into 2 KB byte views (one
 * TextEncoder call per piece, ~8 % of the server's CPU per local page). Both builds are patched alike: the
 * production one serves pages, the development one runs under tests and `npm run dev`.
 */

const require = createRequire(import.meta.url);
// The package's exports map does not name its builds; reach them through its directory.
const REACT_DOM = dirname(require.resolve("react-dom/package.json"));
const BUILDS = {
  production: join(REACT_DOM, "cjs/react-dom-server.node.production.min.js"),
  development: join(REACT_DOM, "cjs/react-dom-server.node.development.js"),
} as const;
const BATCH = 16_384;

type NodeServer = typeof import("react-dom/server");

function listPage(items: number): ReactElement {
  const rows = Array.from({ length: items }, (_, i) =>
    createElement(
      "li",
      { key: i, className: `card c${i}` },
      createElement("a", { href: `/local/place/business-${i}?store=${i}` }, `Business “${i}” & <Sons>`),
      createElement("p", null, "Not valid with any other offer. Valid at participating locations only."),
    ),
  );
  return createElement("html", null, createElement("body", null, createElement("ul", null, rows)));
}

function renderWrites(server: NodeServer, element: ReactElement) {
  return new Promise<unknown[]>((resolve, reject) => {
    const writes: unknown[] = [];
    const sink = new Writable({
      decodeStrings: false,
      write(chunk, _encoding, done) {
        writes.push(chunk);
        done();
      },
      final(done) {
        resolve(writes);
        done();
      },
    });
    const { pipe } = server.renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

describe.each(Object.entries(BUILDS))("React's stream renderer (%s build)", (_name, path) => {
  const server = require(path) as NodeServer;

  it("writes a document as a few string batches, not one 2 KB byte view per piece", async () => {
    const writes = await renderWrites(server, listPage(600));
    const text = writes.join("");
    expect(text.length).toBeGreaterThan(4 * BATCH);
    expect(writes.every((chunk) => typeof chunk === "string")).toBe(true);
    expect(writes.length).toBeLessThanOrEqual(Math.ceil(text.length / BATCH) + 1);
  });

  it("writes the same markup React renders to a string", async () => {
    const element = listPage(300);
    const text = (await renderWrites(server, element)).join("");
    expect(text).toBe(`<!DOCTYPE html>${renderToStaticMarkup(element)}`);
  });
});
