import { readBodyText, readFormBody } from "./request-body.server";

const URL_ = "http://localhost/api/location";

/** A body sent without a length, in `count` chunks of `size` bytes; `pulled()` says how many were read. */
function chunkedBody(count: number, size: number, byte = 0x61) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent === count) {
          controller.close();
          return;
        }
        sent += 1;
        controller.enqueue(new Uint8Array(size).fill(byte));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

function post(body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string>) {
  return new Request(URL_, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

describe("reading a form with a size limit", () => {
  it("reads a URL-encoded form", async () => {
    const result = await readFormBody(post("q=33701&js=1", { "Content-Type": "application/x-www-form-urlencoded" }));
    expect(result.ok && result.value.get("q")).toBe("33701");
  });

  it("reads a multipart form with its boundary", async () => {
    const form = new FormData();
    form.set("q", "Tampa, FL");
    const request = new Request(URL_, { method: "POST", body: form });
    const result = await readFormBody(request);
    expect(result.ok && result.value.get("q")).toBe("Tampa, FL");
  });

  it("refuses a declared length over the limit without reading the body", async () => {
    const { stream, pulled } = chunkedBody(100, 1024);
    const request = post(stream, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "102400" });
    expect(await readFormBody(request, 8192)).toEqual({ ok: false, status: 413 });
    expect(pulled()).toBe(0);
  });

  it("stops reading a body without a length as soon as it passes the limit", async () => {
    const { stream, pulled } = chunkedBody(100_000, 1024);
    const request = post(stream, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(await readFormBody(request, 8192)).toEqual({ ok: false, status: 413 });
    expect(pulled()).toBeLessThanOrEqual(10);
  });

  it("answers 415 for JSON or text, and 400 for multipart without a boundary", async () => {
    expect(await readFormBody(post('{"q":1}', { "Content-Type": "application/json" }))).toEqual({
      ok: false,
      status: 415,
    });
    expect(await readFormBody(post("q", { "Content-Type": "text/plain" }))).toEqual({ ok: false, status: 415 });
    expect(await readFormBody(post("x", { "Content-Type": "multipart/form-data" }))).toEqual({
      ok: false,
      status: 400,
    });
    const broken = post("--zz\r\nnot a part", { "Content-Type": "multipart/form-data; boundary=zz" });
    expect(await readFormBody(broken)).toEqual({ ok: false, status: 400 });
  });
});

describe("reading a beacon with a size limit", () => {
  it("reads text up to the limit and refuses one byte more", async () => {
    const exact = await readBodyText(post("a".repeat(16_384), { "Content-Type": "text/plain" }), 16_384);
    expect(exact.ok && exact.value.length).toBe(16_384);
    const over = await readBodyText(post("a".repeat(16_385), { "Content-Type": "text/plain" }), 16_384);
    expect(over).toEqual({ ok: false, status: 413 });
  });

  it("refuses bytes that are not UTF-8", async () => {
    const result = await readBodyText(post(new Uint8Array([0xff, 0xfe, 0x00]), {}), 100);
    expect(result).toEqual({ ok: false, status: 400 });
  });
});
