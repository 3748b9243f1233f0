import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Writable } from "node:stream";
import { REACT_STREAM_VIEW_SIZE, withoutUnfilledViewBytes } from "./react-stream";

// React's own Node server, the production file `npm start` runs: it still writes unfilled bytes at the end of a full
// view (a test here fails when an upgrade fixes that, so the workaround can go), and the workaround gives back exactly
// what React's string renderer writes.

const require = createRequire(import.meta.url);
type ReactDomServer = typeof import("react-dom/server");
const packageDir = dirname(require.resolve("react-dom/package.json"));
const server = require(join(packageDir, "cjs/react-dom-server.node.production.min.js")) as ReactDomServer;

/** Paragraphs of one text each: React writes each paragraph's text as a string of its own. */
const page = (text: string) =>
  createElement("div", null, ...Array.from({ length: 8 }, (_, i) => createElement("p", { key: i }, text)));

function stream(text: string, clean: (chunk: Uint8Array) => Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe } = server.renderToPipeableStream(page(text), {
      onShellError: reject,
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(Buffer.from(clean(chunk)));
              done();
            },
            final(done) {
              resolve(Buffer.concat(chunks));
              done();
            },
          }),
        );
      },
    });
  });
}

/** Short texts (React encodes long ones whole) whose two-, three- and four-byte characters meet a view's end. */
const texts = Array.from({ length: 24 }, (_, shift) => `${"a".repeat(shift)}${"·€😀".repeat(90)}`);

describe("React's Node stream", () => {
  it(`writes views of ${REACT_STREAM_VIEW_SIZE} bytes with NUL where a character did not fit`, async () => {
    const sent = await Promise.all(texts.map((text) => stream(text, (chunk) => chunk)));
    expect(sent.some((html) => html.includes(0))).toBe(true);
  });

  it("gives back exactly the string renderer's document once the unfilled bytes are left out", async () => {
    for (const text of texts) {
      const sent = await stream(text, withoutUnfilledViewBytes);
      expect(sent.includes(0)).toBe(false);
      expect(sent.toString("utf8")).toBe(renderToString(page(text)));
    }
  });
});

describe("withoutUnfilledViewBytes", () => {
  it("leaves chunks of any other length as they are, NUL included", () => {
    for (const length of [0, 1, REACT_STREAM_VIEW_SIZE - 1, REACT_STREAM_VIEW_SIZE + 1]) {
      const chunk = new Uint8Array(length);
      expect(withoutUnfilledViewBytes(chunk)).toBe(chunk);
    }
  });

  it("drops at most three trailing NUL bytes of a full view", () => {
    for (let zeros = 0; zeros <= 5; zeros += 1) {
      const chunk = new Uint8Array(REACT_STREAM_VIEW_SIZE).fill(0x61);
      chunk.fill(0, REACT_STREAM_VIEW_SIZE - zeros);
      expect(withoutUnfilledViewBytes(chunk).length).toBe(REACT_STREAM_VIEW_SIZE - Math.min(zeros, 3));
    }
  });
});
