import { createHash } from "node:crypto";
import { parseConfig } from "~/services/config.server";
import {
  EMPTY_STYLE_HASH,
  contentSecurityPolicy,
  createInlineMark,
  inlineHashes,
  withoutMark,
} from "./content-security-policy.server";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

// Computed here from the text the browser reads, independently of the module's own hashing.
const sha = (text: string) => `'sha256-${createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64")}'`;

const MARK = "5f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5";
const marked = `nonce="${MARK}"`;
const hashesOf = (html: string) => inlineHashes(Buffer.from(html, "utf8"), MARK);

describe("the hashes of a document's own inline scripts and styles", () => {
  it("hashes each marked script and style element's text, in document order", () => {
    const html =
      `<!DOCTYPE html><html><head><style ${marked}>body{margin:0}</style>` +
      `<style ${marked} data-styled="true" data-styled-version="6.6.0">.a{color:red}</style></head>` +
      `<body><script ${marked}>window.__remixContext = {"a":1};</script>` +
      `<script ${marked} type="module" async="">import "/build/entry.js";</script></body></html>`;
    expect(hashesOf(html)).toEqual({
      scripts: [sha('window.__remixContext = {"a":1};'), sha('import "/build/entry.js";')],
      styles: [sha("body{margin:0}"), sha(".a{color:red}")],
    });
  });

  it("reads a script's text raw: markup, quotes, entities and unicode are hashed as written, in UTF-8", () => {
    const texts = [
      `if (a < b && c > d) console.log("<b>", '</p>', \`</scrip\`);`,
      `const s = "&lt;script&gt; &amp; \\u003c/script>";`,
      `document.title = "Café — 東京 😀 \u00a0 ‮";`,
      `x = "</scripty>"; y = "</style>";`,
      "",
    ];
    for (const text of texts) {
      expect(hashesOf(`<script ${marked}>${text}</script>`).scripts, text).toEqual([sha(text)]);
    }
    expect(hashesOf(`<style ${marked}>a::before{content:"</b> é ✓"}</style>`).styles).toEqual([
      sha('a::before{content:"</b> é ✓"}'),
    ]);
  });

  it("reads line breaks and NUL as the HTML parser does", () => {
    expect(hashesOf(`<script ${marked}>a();\r\nb();\rc();\n</script>`).scripts).toEqual([sha("a();\nb();\nc();\n")]);
    expect(hashesOf(`<script ${marked}>a("\0");</script>`).scripts).toEqual([sha('a("\uFFFD");')]);
  });

  it("ends an element at the end tag of its own name, as the site writes it", () => {
    expect(hashesOf(`<style ${marked}>a{}</script>b{}</style>`).styles).toEqual([sha("a{}</script>b{}")]);
    expect(hashesOf(`<script ${marked}>a("</style>")</script><p>after</p>`).scripts).toEqual([sha('a("</style>")')]);
  });

  it("hashes only the site's own text where the browser would end the element elsewhere, so only that element is blocked", () => {
    // Texts the site's escaping never writes. Chromium ends the first at `</SCRIPT>` and reads past `</script>` in the
    // second; each hash is of text between the site's own tags that the browser does not run (the CSP spec shows it).
    expect(hashesOf(`<script ${marked}>a("</SCRIPT>"); b();</script>`).scripts).toEqual([sha('a("</SCRIPT>"); b();')]);
    expect(hashesOf(`<script ${marked}>a = "<!--<script>"; b = "</script>"; c = 1;</script>`).scripts).toEqual([
      sha('a = "<!--<script>"; b = "'),
    ]);
  });

  it("finds the mark as the renderers write it, among other attributes, and counts bytes past any unicode before it", () => {
    for (const tag of [
      `<script type="module" ${marked} async="">`,
      `<script ${marked} type="module">`,
      `<style data-styled="true" data-styled-version="6.6.0" ${marked}>`,
    ]) {
      const html = `<p>東京 😀 é</p>${tag}go()${tag.startsWith("<style") ? "</style>" : "</script>"}`;
      const { scripts, styles } = hashesOf(html);
      expect([...scripts, ...styles], tag).toEqual([sha("go()")]);
    }
  });

  it("hashes nothing an attacker's markup brings: it cannot know the render's mark", () => {
    const injected = [
      `<script>alert(1)</script>`,
      `<script nonce="guess">alert(1)</script>`,
      `<style>body{display:none}</style>`,
      // An external script: its text is not what runs.
      `<script src="/build/x.js" ${marked}>alert(1)</script>`,
      // Data blocks carry no mark (CSP does not apply to them).
      `<script type="application/ld+json">{"@context":"https://schema.org"}</script>`,
    ];
    for (const html of injected) expect(hashesOf(html), html).toEqual({ scripts: [], styles: [] });
  });

  it("hashes only the site's own text when injected markup left open swallows the site's tag", () => {
    const ours = `<script ${marked}>ours()</script>`;
    for (const html of [
      // The site's element becomes part of an attribute value: nothing of the attacker's is hashed.
      `<script title='${ours}'>alert(1)</script>`,
      `<div title="${ours}"><script>alert(1)</script>`,
      // The site's tag becomes the attacker's element: its text is still the site's.
      `<script a=${ours}<script>alert(1)</script>`,
      `<style a=${ours}`,
    ]) {
      const { scripts, styles } = hashesOf(html);
      expect([...scripts, ...styles], html).not.toContain(sha("alert(1)"));
      expect(scripts, html).toEqual([sha("ours()")]);
    }
  });

  it("finds the site's elements among comments, doctype, data blocks and injected elements", () => {
    const html =
      `<!DOCTYPE html><!-- <script> --><!--$--><script>alert(1)</script><!---->` +
      `<script type="application/ld+json">{"a":"\\u003c/script>"}</script><!-- a --!><script ${marked}>ours()</script>`;
    expect(hashesOf(html).scripts).toEqual([sha("ours()")]);
  });

  it("lists each hash once", () => {
    const html = `<script ${marked}>a()</script><script ${marked}>a()</script><script ${marked}>b()</script>`;
    expect(hashesOf(html).scripts).toEqual([sha("a()"), sha("b()")]);
  });

  it("removes the mark from the document it sends, and draws a new unguessable one for every render", () => {
    const html = Buffer.from(`<style ${marked}>é{}</style><script ${marked} type="module">x()</script>`);
    expect(withoutMark(html, MARK).toString()).toBe(`<style>é{}</style><script type="module">x()</script>`);
    expect(withoutMark(Buffer.from("<p>none</p>"), MARK).toString()).toBe("<p>none</p>");
    const marks = new Set(Array.from({ length: 1000 }, createInlineMark));
    expect(marks.size).toBe(1000);
    for (const mark of marks) expect(mark).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the documents' Content-Security-Policy", () => {
  const hashes = { scripts: [sha("a()"), sha("b()")], styles: [sha("x{}")] };
  const policy = directives(contentSecurityPolicy(hashes, { images: ["https://img.example"], connect: [] }));

  it("lets scripts and style elements run only from our origin or by the hashes of the page's own", () => {
    expect(policy.get("script-src")).toEqual(["'self'", sha("a()"), sha("b()")]);
    // The empty text: the style element styled-components creates in the browser and fills through CSSOM.
    expect(policy.get("style-src")).toEqual(["'self'", sha("x{}"), sha("")]);
    expect(EMPTY_STYLE_HASH).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    const all = [...policy.values()].flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
    expect(all.join(" ")).not.toMatch(/nonce|strict-dynamic/);
  });

  it("allows the human-verification script's origin besides the hashes", () => {
    const withScripts = directives(
      contentSecurityPolicy(hashes, { scripts: ["https://verify.example"], images: [], connect: [] }),
    );
    expect(withScripts.get("script-src")).toEqual(["'self'", sha("a()"), sha("b()"), "https://verify.example"]);
  });

  it("locks down framing, plugins, base URLs and form targets", () => {
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
  });

  it("allows images from the configured origins", () => {
    expect(policy.get("img-src")).toEqual(["'self'", "https://img.example"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });
});

describe("image and connect origins from the environment", () => {
  it("default to the catalog's public origin, else the upstream base", () => {
    expect(parseConfig({ CATALOG_PUBLIC_URL: "https://cdn.example/media/" }).contentOrigins.images).toEqual([
      "https://cdn.example",
    ]);
    expect(parseConfig({ UPSTREAM_BASE_URL: "http://127.0.0.1:4310" }).contentOrigins.images).toEqual([
      "http://127.0.0.1:4310",
    ]);
  });

  it("take IMAGE_ORIGINS and CONNECT_ORIGINS as lists reduced to origins", () => {
    const config = parseConfig({
      IMAGE_ORIGINS: "https://a.example/x, https://b.example",
      CONNECT_ORIGINS: "https://api.example/v1",
    });
    expect(config.contentOrigins).toEqual({
      scripts: ["http://127.0.0.1:4010"],
      images: ["https://a.example", "https://b.example"],
      connect: ["https://api.example"],
    });
  });

  it("refuse an entry that is not an http(s) URL", () => {
    expect(() => parseConfig({ IMAGE_ORIGINS: "'unsafe-inline'" })).toThrow(/IMAGE_ORIGINS/);
    expect(() => parseConfig({ CONNECT_ORIGINS: "javascript:alert(1)" })).toThrow(/CONNECT_ORIGINS/);
  });
});
