import { createHash, randomUUID } from "node:crypto";
import { getConfig } from "~/services/config.server";

/**
 * The documents' Content-Security-Policy (docs/decisions/032-csp-hashes-computed-at-render.md): inline scripts and
 * style elements run only when the header names the SHA-256 of their text. The header is computed from the
 * complete document, so a page and its header are one pair, valid for every visitor a cache hands them to.
 *
 * Only the elements the site rendered itself are hashed. Each render draws a mark that React, Remix and
 * styled-components put on their own inline elements (as their `nonce` attribute, the only hook they offer);
 * `inlineHashes` hashes the marked elements alone, and `withoutMark` removes the mark before the document leaves.
 * Markup that reached the document any other way (an escaping bug, upstream HTML) cannot know the mark, gets no hash,
 * and is blocked, as it was with a nonce.
 */

export type InlineHashes = { scripts: string[]; styles: string[] };

/** A new mark for one render: unguessable, and never sent (see `withoutMark`). */
export function createInlineMark(): string {
  return randomUUID();
}

const markAttribute = (mark: string) => ` nonce="${mark}"`;

/** The document without the mark's attributes: the browser never sees it. */
export function withoutMark(document: Buffer<ArrayBuffer>, mark: string): Buffer<ArrayBuffer> {
  const attribute = Buffer.from(markAttribute(mark));
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = document.indexOf(attribute); at !== -1; at = document.indexOf(attribute, from)) {
    parts.push(document.subarray(from, at));
    from = at + attribute.length;
  }
  if (from === 0) return document;
  parts.push(document.subarray(from));
  return Buffer.concat(parts);
}

/**
 * The CSP sources (`'sha256-…'`) of the marked inline `<script>` elements (without `src`) and `<style>` elements of a
 * document (its UTF-8 bytes), each once, in document order. The mark only ever stands in the start tags the site
 * writes for its own elements (React's and styled-components'), which always read the same way: `<script ` or
 * `<style `, attribute values with no `<` or `>` in them (React escapes both), and the end tag `</script>` or
 * `</style>`. So an element's text runs from the first `>` after its mark to the first end tag of its name, and is
 * hashed as the browser hashes it (CR and CRLF read as LF, NUL as U+FFFD).
 * Everything hashed lies between one of the site's start tags and the site's own end tag: a text the browser would
 * end elsewhere (an end tag in another case, a script's `<!--<script>`, which the site's escaping never writes) gets a
 * hash the browser does not compute, which blocks that element of the site's and allows nothing (decision 032).
 */
export function inlineHashes(document: Buffer, mark: string): InlineHashes {
  // One character per byte: offsets are byte offsets, and markup (ASCII) reads the same as in UTF-8.
  const html = document.toString("latin1");
  const attribute = markAttribute(mark);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, at + attribute.length)) {
    const open = html.lastIndexOf("<", at);
    const name = html.startsWith("<script ", open) ? "script" : html.startsWith("<style ", open) ? "style" : null;
    if (name === null) continue;
    const textStart = html.indexOf(">", at) + 1;
    const textEnd = html.indexOf(`</${name}>`, textStart);
    if (textStart === 0 || textEnd === -1) continue;
    // An external script's text is not what runs.
    if (name === "script" && html.slice(open, textStart).includes(" src=")) continue;
    (name === "script" ? scripts : styles).add(hashBytes(document.subarray(textStart, textEnd)));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** `'sha256-…'` of an element's text as the browser reads it, from its UTF-8 bytes. */
function hashBytes(text: Buffer): string {
  const hash = createHash("sha256");
  if (text.includes(0x0d) || text.includes(0x00)) {
    // Byte-wise: CR and NUL never occur inside a UTF-8 sequence; U+FFFD is EF BF BD.
    hash.update(text.toString("latin1").replace(/\r\n?/g, "\n").replace(/\0/g, "\xEF\xBF\xBD"), "latin1");
  } else {
    hash.update(text);
  }
  return `'sha256-${hash.digest("base64")}'`;
}

/**
 * styled-components creates one empty `<style>` element in the browser and fills it through CSSOM (`insertRule`),
 * which CSP does not govern; the element itself is checked once, with its empty text. Allowing the empty text
 * allows nothing else: text put into any style element later is checked again and blocked.
 */
export const EMPTY_STYLE_HASH = hashBytes(Buffer.alloc(0));

/**
 * The policy of one document: scripts from our origin (Remix's modules and the chunks they import) or with a hash
 * of the page's own inline scripts (Remix's context, module loader, scroll restoration, streamed data), and the
 * human-verification script's origin for that one script; style elements from our origin or by hash (the global
 * style, styled-components' server sheet, its empty browser sheet). Images may also come from the configured upstream
 * image origins; the browser calls nothing but the site unless CONNECT_ORIGINS says so.
 */
export function contentSecurityPolicy(
  hashes: InlineHashes,
  origins: { scripts?: string[]; images: string[]; connect: string[] } = getConfig().contentOrigins,
): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...hashes.scripts, ...(origins.scripts ?? [])],
    "style-src": ["'self'", ...hashes.styles, EMPTY_STYLE_HASH],
    "img-src": ["'self'", ...origins.images],
    "connect-src": ["'self'", ...origins.connect],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`)
    .join("; ");
}
