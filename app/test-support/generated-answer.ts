/**
 * An upstream answer of `bytes` bytes made as it is read: `json`, then spaces (valid JSON of any size, and the value
 * `json` says), so a test can send 40 MB without holding it. `pulled()` is how many bytes its reader took.
 * `withLength: false` sends it without a Content-Length, as a chunked answer comes.
 */
export function generatedAnswer(bytes: number, { json = "[0]", withLength = true } = {}) {
  const start = new TextEncoder().encode(json);
  const spaces = new Uint8Array(64 * 1024).fill(0x20);
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = pulled === 0 ? start : spaces.subarray(0, Math.min(bytes - pulled, spaces.length));
      controller.enqueue(chunk);
      pulled += chunk.byteLength;
      if (pulled >= bytes) controller.close();
    },
  });
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (withLength) headers["Content-Length"] = String(bytes);
  return { response: new Response(body, { headers }), pulled: () => pulled };
}

/** A fetch that answers `answer()` to calls whose URL path starts with `path`, and sends every other call on. */
export function fetchAnswering(path: string, answer: () => Response): typeof fetch {
  const send = globalThis.fetch;
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.pathname.startsWith(path) ? Promise.resolve(answer()) : send(input, init);
  };
}
