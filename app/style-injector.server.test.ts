import { Transform } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { STYLES_MARKER_NAME, STYLES_PLACEHOLDER } from "~/styles/placeholder";
import { StyleInjector } from "./style-injector.server";

/** Writes `batches` as React does (a write, then `flush()`), ends, and collects what comes out. */
async function inject(styleTags: string, batches: string[]) {
  const injector = new StyleInjector(styleTags);
  const out: Buffer[] = [];
  injector.on("data", (chunk: Buffer) => out.push(chunk));
  const finished = new Promise((resolve) => injector.on("end", resolve));
  for (const batch of batches) {
    injector.write(Buffer.from(batch));
    injector.flush();
  }
  injector.end();
  await finished;
  return { text: Buffer.concat(out).toString(), chunks: out.length, injector };
}

describe("the document's style injector", () => {
  afterEach(() => vi.restoreAllMocks());

  it("looks for the bytes React writes for the marker element, which no text or attribute can produce", () => {
    expect(renderToStaticMarkup(createElement("meta", { name: STYLES_MARKER_NAME }))).toBe(STYLES_PLACEHOLDER);
    const hostile = renderToStaticMarkup(
      createElement("head", null, createElement("title", null, STYLES_PLACEHOLDER), createElement("meta", { name: "x", content: STYLES_PLACEHOLDER })),
    );
    expect(hostile).not.toContain(STYLES_PLACEHOLDER);
  });

  it("swaps only the marker, not the same words in the title before it", async () => {
    const { text } = await inject("<style>a{}</style>", [
      `<head><title>__VALUVO_STYLED_COMPONENTS__ ${renderToStaticMarkup(createElement("b", null, STYLES_PLACEHOLDER))}</title>${STYLES_PLACEHOLDER}</head>`,
    ]);
    expect(text).toMatch(/<\/title><style>a\{\}<\/style><\/head>$/);
  });

  it("puts the collected style tags where the placeholder was, even when a batch boundary cuts it", async () => {
    const head = `<html><head>${STYLES_PLACEHOLDER}</head>`;
    const cut = head.indexOf(STYLES_PLACEHOLDER) + 3;
    const { text } = await inject("<style>a{}</style>", [head.slice(0, cut), head.slice(cut), "<body>page</body></html>"]);
    expect(text).toBe("<html><head><style>a{}</style></head><body>page</body></html>");
  });

  it("hands each batch after the placeholder on as one chunk", async () => {
    const { chunks } = await inject("", [`<head>${STYLES_PLACEHOLDER}</head>`, "x".repeat(16_384), "y".repeat(16_384)]);
    expect(chunks).toBe(3);
  });

  it("writes the document's closing tags last, after the scripts Remix streams behind the document", async () => {
    const { text } = await inject("", [
      `<html><head>${STYLES_PLACEHOLDER}</head><body>page</body></html>`,
      "<script>one()</script>",
      "<script>two()</script>",
    ]);
    expect(text).toBe("<html><head></head><body>page<script>one()</script><script>two()</script></body></html>");
  });

  it("finds the closing tags when a batch boundary cuts them, and holds back nothing else", async () => {
    const page = `<html><head>${STYLES_PLACEHOLDER}</head><body>page</body></html>`;
    for (let cut = page.indexOf("</body>"); cut <= page.length; cut++) {
      const { text } = await inject("", [page.slice(0, cut), page.slice(cut), "<script>s()</script>"]);
      expect(text, `cut at ${cut}`).toBe("<html><head></head><body>page<script>s()</script></body></html>");
    }
    const { text } = await inject("", [`<head>${STYLES_PLACEHOLDER}</head><p>a </b`, "ody> b</p>"]);
    expect(text).toBe("<head></head><p>a </body> b</p>");
  });

  it("takes a second end() as done: Node would build an already-finished error for it on every page", async () => {
    const { injector } = await inject("", [`<head>${STYLES_PLACEHOLDER}</head>`]);
    const nodeEnd = vi.spyOn(Transform.prototype, "end");
    // React's close handler ends its destination once more after the document is complete.
    expect(injector.end()).toBe(injector);
    expect(nodeEnd).not.toHaveBeenCalled();
    // A caller that waits for the end still hears of it.
    await new Promise<void>((resolve) => injector.end(() => resolve()));
    expect(nodeEnd).toHaveBeenCalledTimes(1);
  });
});
