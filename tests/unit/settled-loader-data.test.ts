import { createRequire } from "node:module";
import { Writable } from "node:stream";
import type { ComponentType, ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * patches/turbo-stream+2.4.1.patch, @remix-run+server-runtime and @remix-run+react: a document's loader data without
 * deferred values is encoded whole before React renders, so the stream keeps its text (`settledText`), Remix clears
 * the stream's five-second time-out at once, and the document writes the data's scripts without suspending on the
 * stream. The server loads the CommonJS builds of these packages, so they are loaded that way here.
 */
const require = createRequire(import.meta.url);
const { encode } = require("turbo-stream") as { encode: (input: unknown) => ReadableStream<Uint8Array> & { settledText?: string } };
const { encodeViaTurboStream } = require("@remix-run/server-runtime/dist/single-fetch.js") as {
  encodeViaTurboStream: (data: unknown, signal: AbortSignal, timeout: number | undefined, mode: string) => ReadableStream<Uint8Array>;
};
const { StreamTransfer, SettledStreamTransfer } = require("@remix-run/react/dist/single-fetch.js") as {
  StreamTransfer: ComponentType<Record<string, unknown>>;
  SettledStreamTransfer: ComponentType<Record<string, unknown>>;
};
const { createElement, Suspense } = require("react") as typeof import("react");
const { renderToPipeableStream, renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const loaderData = {
  loaderData: { root: { origin: "https://valuvo.example" }, "routes/_site.local.$slug._index": { listings: [{ name: "Café </script> & Co", miles: 2.5 }] } },
  actionData: null,
  errors: null,
};

async function streamText(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

/** The whole document React writes once everything is ready, as entry.server waits for it. */
function renderAll(element: ReactElement) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject });
  });
}

const scriptsRendered = () => ({ renderMeta: { didRenderScripts: true } });

afterEach(() => {
  vi.useRealTimers();
});

describe("loader data encoded whole before the render", () => {
  it("keeps the stream's whole text on the stream when nothing is deferred", async () => {
    const stream = encode(loaderData);
    expect(stream.settledText).toBeTypeOf("string");
    expect(await streamText(stream)).toBe(stream.settledText);
  });

  it("keeps no text when a value is still a promise, and streams it as before", async () => {
    const stream = encode({ ...loaderData, later: Promise.resolve("done") });
    expect(stream.settledText).toBeUndefined();
    expect(await streamText(stream)).toContain('"done"');
  });

  it("leaves no five-second timer behind for settled data, and keeps it while a promise is pending", () => {
    vi.useFakeTimers();
    encodeViaTurboStream(loaderData, new AbortController().signal, undefined, "production");
    expect(vi.getTimerCount()).toBe(0);
    encodeViaTurboStream({ later: new Promise(() => {}) }, new AbortController().signal, undefined, "production");
    expect(vi.getTimerCount()).toBe(1);
  });

  it("writes the same scripts in the same boundaries as the streamed transfer", async () => {
    const stream = encode(loaderData);
    const streamed = await renderAll(
      createElement(Suspense, null, createElement(StreamTransfer, {
        context: scriptsRendered(),
        identifier: 0,
        reader: encode(loaderData).getReader(),
        textDecoder: new TextDecoder(),
        nonce: "n0nce",
      })),
    );
    const settled = await renderAll(
      createElement(Suspense, null, createElement(SettledStreamTransfer, { context: scriptsRendered(), text: stream.settledText, nonce: "n0nce" })),
    );
    expect(settled).toBe(streamed);
    expect(settled).toContain('<script nonce="n0nce">window.__remixContext.streamController.close();</script>');
    // The data cannot close the script it sits in.
    expect(settled).not.toContain("</script> &");
  });

  it("renders without suspending on the stream", () => {
    const { settledText } = encode(loaderData);
    const html = renderToString(
      createElement(Suspense, { fallback: "waiting" }, createElement(SettledStreamTransfer, { context: scriptsRendered(), text: settledText, nonce: "n" })),
    );
    expect(html).toContain("streamController.enqueue(");
    expect(html).not.toContain("waiting");
  });
});
