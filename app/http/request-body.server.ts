/**
 * Request bodies read with a size limit. The limit is checked against Content-Length before anything is read, and
 * again while reading, so a body sent without a length (chunked) stops being read at the limit instead of being
 * buffered whole. The server's guard (server/request-guard.mjs) applies the same limits to Content-Length.
 */

/** Every form on the site is well under a kilobyte. */
export const FORM_BODY_LIMIT = 8_192;
/** An analytics beacon carries page context: a few hundred bytes, 16 KB at the most. */
export const BEACON_BODY_LIMIT = 16_384;

export type BodyFailure = { ok: false; status: 400 | 413 | 415 };
export type BodyResult<T> = { ok: true; value: T } | BodyFailure;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The raw bytes of the body, or 413 as soon as it exceeds `limit`. */
export async function readBodyBytes(request: Request, limit: number): Promise<BodyResult<Uint8Array<ArrayBuffer>>> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > limit) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, value: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // Stop reading; the rest is never pulled from the socket (the 413 closes the connection).
      if (size > limit) return { ok: false, status: 413 };
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400 };
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, value: bytes };
}

export async function readBodyText(request: Request, limit: number): Promise<BodyResult<string>> {
  const bytes = await readBodyBytes(request, limit);
  if (!bytes.ok) return bytes;
  try {
    return { ok: true, value: new TextDecoder("utf-8", { fatal: true }).decode(bytes.value) };
  } catch {
    return { ok: false, status: 400 };
  }
}

/**
 * A posted form (URL-encoded, or multipart with its boundary): 415 for any other content type, 413 past `limit`,
 * 400 when the body does not parse.
 */
export async function readFormBody(request: Request, limit: number = FORM_BODY_LIMIT): Promise<BodyResult<FormData>> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(mediaType)) return { ok: false, status: 415 };
  if (mediaType === "multipart/form-data" && !/;\s*boundary=/i.test(contentType)) return { ok: false, status: 400 };
  const bytes = await readBodyBytes(request, limit);
  if (!bytes.ok) return bytes;
  try {
    // Parsing a body already in hand, and at most `limit` bytes of it.
    const form = await new Response(bytes.value, { headers: { "Content-Type": contentType } }).formData();
    return { ok: true, value: form };
  } catch {
    return { ok: false, status: 400 };
  }
}
