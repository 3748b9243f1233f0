// Upstream business names arrive with HTML numeric entities (`Joe&#39;s`); they are decoded once here so slugs and
// rendered names agree. React escapes on output, so decoding never opens an injection path.

const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  apos: "'",
  quot: '"',
  lt: "<",
  gt: ">",
  nbsp: "\u00a0",
};

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g;

function fromCodePoint(code: number, original: string): string {
  // Out-of-range values and lone surrogates are not characters; leaving them as written is safer than U+FFFD.
  if (code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return original;
  return String.fromCodePoint(code);
}

export function decodeHtmlEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (match, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10), match);
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16), match);
    return (name !== undefined && NAMED[name.toLowerCase()]) || match;
  });
}
