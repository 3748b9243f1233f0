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
 * document (its UTF-8 bytes), each once, in document order. The mark only ever stands in the site's own start tags,
 * which React writes with no `<` inside, so the element of each mark starts at the `<` before it. The element's text
 * is hashed as the browser hashes it: the bytes between its start and end tags as the HTML tokenizer reads them (no
 * character references in raw text; CR and CRLF read as LF, NUL as U+FFFD). A hash of anything else would only be a
 * hash of text the browser does not run, which blocks the site's own element and allows nothing.
 */
export function inlineHashes(document: Buffer, mark: string): InlineHashes {
  // One character per byte: offsets are byte offsets, and markup (ASCII) reads the same as in UTF-8.
  const html = document.toString("latin1");
  const attribute = markAttribute(mark);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, at + attribute.length)) {
    const open = html.lastIndexOf("<", at);
    const name = tagNameAt(html, open + 1, "script") ? "script" : tagNameAt(html, open + 1, "style") ? "style" : null;
    if (!name) continue;
    const tag = readStartTag(html, open + 1 + name.length);
    if (!tag || tag.attributes.get("nonce") !== mark) continue;
    if (name === "script" && tag.attributes.has("src")) continue;
    const textEnd = name === "script" ? endOfScriptText(html, tag.end) : endOfRawText(html, tag.end, "style");
    if (textEnd === -1) continue;
    (name === "script" ? scripts : styles).add(hashBytes(document.subarray(tag.end, textEnd)));
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

const isSpace = (c: string | undefined) => c === "\t" || c === "\n" || c === "\f" || c === "\r" || c === " ";

/**
 * The attributes of the start tag whose name ends at `from`, read as the tokenizer reads them (a value is quoted only
 * when a quote follows `=`; the first of two same-named attributes counts), and where the tag ends (after its `>`);
 * null if it never does.
 */
function readStartTag(html: string, from: number): { end: number; attributes: Map<string, string> } | null {
  const attributes = new Map<string, string>();
  let i = from;
  for (;;) {
    while (isSpace(html[i]) || html[i] === "/") i++;
    if (i >= html.length) return null;
    if (html[i] === ">") return { end: i + 1, attributes };
    const nameStart = i;
    // A name's first character may be "="; after it, "=" ends the name.
    i++;
    while (i < html.length && !isSpace(html[i]) && html[i] !== "/" && html[i] !== ">" && html[i] !== "=") i++;
    const name = html.slice(nameStart, i).toLowerCase();
    while (isSpace(html[i])) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (isSpace(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !isSpace(html[i]) && html[i] !== ">") i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!attributes.has(name)) attributes.set(name, value);
  }
}

const isTagNameEnd = (c: string | undefined) => isSpace(c) || c === "/" || c === ">";

/** Whether `html` at `at` reads `name` (ASCII case-insensitively) followed by what ends a tag name. */
function tagNameAt(html: string, at: number, name: string): boolean {
  return html.slice(at, at + name.length).toLowerCase() === name && isTagNameEnd(html[at + name.length]);
}

/** Where a style element's text (RAWTEXT) starting at `from` ends: at its first `</style`; -1 if never. */
function endOfRawText(html: string, from: number, name: string): number {
  for (let at = html.indexOf("</", from); at !== -1; at = html.indexOf("</", at + 2)) {
    if (tagNameAt(html, at + 2, name)) return at;
  }
  return -1;
}

/**
 * Where a script's text starting at `from` ends. Usually at the first `</script`; text with `<!--` in it follows the
 * tokenizer's escaped states, in which `<script` … `</script>` inside a comment-like run does not end the element.
 */
function endOfScriptText(html: string, from: number): number {
  const plain = endOfRawText(html, from, "script");
  if (plain === -1) return -1;
  const comment = html.indexOf("<!--", from);
  if (comment === -1 || comment > plain) return plain;
  // data → (<!--) escaped → (<script) double escaped → (</script) escaped → (-->) data; </script ends all but double.
  let state: "data" | "escaped" | "double" = "data";
  for (let i = from; i < html.length; i++) {
    if (html.startsWith("<!--", i) && state === "data") {
      state = "escaped";
      // The dashes of "<!--" may also start "-->": "<!-->" leaves the escaped state at once.
      i += 1;
    } else if (html.startsWith("-->", i) && state !== "data") {
      state = "data";
      i += 2;
    } else if (html.startsWith("</", i) && tagNameAt(html, i + 2, "script")) {
      if (state === "double") state = "escaped";
      else return i;
    } else if (state === "escaped" && html[i] === "<" && tagNameAt(html, i + 1, "script")) {
      state = "double";
    }
  }
  return -1;
}
