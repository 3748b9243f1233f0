import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { createRequestHandler, type LoaderFunctionArgs, type MetaFunction, type ServerBuild } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import styled from "styled-components";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Layout } from "~/root";
import { STYLES_PLACEHOLDER } from "~/styles/placeholder";
import * as entry from "./entry.server";

/**
 * The document render of entry.server.tsx, through Remix's request handler with the site's root layout and a page
 * that shows what the visitor typed (no upstream involved): where styled-components' styles go, what a visitor's
 * text can do there, and that the page's policy names its own inline elements.
 */

const Shown = styled.h1.withConfig({ componentId: "DocumentRenderTest-Shown", displayName: "Shown" })`
  color: rgb(1, 2, 3);
`;

function Echo() {
  const { q } = useLoaderData<typeof echoLoader>();
  return <Shown>{q}</Shown>;
}

function echoLoader({ request }: LoaderFunctionArgs) {
  return { q: new URL(request.url).searchParams.get("q") ?? "" };
}

const echoMeta: MetaFunction = ({ data }) => [{ title: (data as { q: string }).q }];

const routeFlags = {
  hasAction: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasErrorBoundary: false,
  imports: [],
};

// As the site's root does: a request the guard refused (another method) is handed on marked with its status.
function rootLoader({ context }: LoaderFunctionArgs) {
  const refused = (context as { rejection?: number }).rejection;
  if (refused) throw new Response(null, { status: refused });
  return null;
}

const build: ServerBuild = {
  mode: "production",
  entry: { module: entry },
  routes: {
    root: {
      id: "root",
      path: "",
      module: { Layout, default: () => <Outlet />, loader: rootLoader, ErrorBoundary: () => <h1>Refused</h1> },
    },
    "routes/form": {
      id: "routes/form",
      parentId: "root",
      path: "form",
      module: { default: () => <form method="post" />, loader: () => null, action: () => null },
    },
    "routes/echo": {
      id: "routes/echo",
      parentId: "root",
      path: "echo",
      module: { default: Echo, loader: echoLoader, meta: echoMeta },
    },
  },
  assets: {
    entry: { imports: [], module: "/build/entry.client.js" },
    routes: {
      root: {
        id: "root",
        path: "",
        module: "/build/root.js",
        hasLoader: true,
        ...routeFlags,
        hasErrorBoundary: true,
      },
      "routes/form": {
        id: "routes/form",
        parentId: "root",
        path: "form",
        module: "/build/routes/form.js",
        hasLoader: true,
        ...routeFlags,
        hasAction: true,
      },
      "routes/echo": {
        id: "routes/echo",
        parentId: "root",
        path: "echo",
        module: "/build/routes/echo.js",
        hasLoader: true,
        ...routeFlags,
      },
    },
    url: "/build/manifest.js",
    version: "test",
  },
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  isSpaMode: false,
};

const handle = createRequestHandler(build, "production");

async function render(q: string) {
  const response = await handle(new Request(`http://localhost/echo?q=${encodeURIComponent(q)}`));
  return { response, html: await response.text() };
}

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the document render", () => {
  afterEach(() => vi.restoreAllMocks());

  it("puts styled-components' styles in <head>, after the global style and before any content, and none before the doctype", async () => {
    const { response, html } = await render("hello");
    expect(response.status).toBe(200);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    const sheets = [...html.matchAll(/<style data-styled="true"[^>]*>([^<]*)<\/style>/g)];
    expect(sheets).toHaveLength(1);
    expect(sheets[0]![1]).toMatch(/\{color:rgb\(1, 2, 3\);\}/);
    const sheetAt = sheets[0]!.index!;
    expect(html.indexOf("<style")).toBeLessThan(sheetAt);
    expect(sheetAt).toBeLessThan(html.indexOf("</head>"));
    expect(html).not.toContain(STYLES_PLACEHOLDER);
    // The class the server wrote comes from the pinned component id, which the browser computes the same way.
    const className = /<h1 class="([^"]*)">hello<\/h1>/.exec(html)?.[1]?.split(" ") ?? [];
    expect(className[0]).toContain("DocumentRenderTest-Shown");
    expect(sheets[0]![1]).toContain(`.${className[1]}{color`);
  });

  it("leaves a visitor's text that reads like the placeholder, or like the document's end, as text", async () => {
    const typed = `${STYLES_PLACEHOLDER}</body></html>`;
    const { html } = await render(typed);
    const escaped = "&lt;meta name=&quot;valuvo-styled-components&quot;/&gt;&lt;/body&gt;&lt;/html&gt;";
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`>${escaped}</h1>`);
    // The styles went where the layout put the placeholder, once, not into the title.
    expect(html.match(/<style data-styled/g)).toHaveLength(1);
    expect(html.indexOf("<title>")).toBeLessThan(html.indexOf("<style data-styled"));
    expect(html).not.toContain(STYLES_PLACEHOLDER);
  });

  it("names in a 405's Allow what the page accepts: a post only where the page has an action", async () => {
    for (const [path, allow] of [
      ["/echo", "GET, HEAD"],
      ["/form", "GET, HEAD, POST"],
    ]) {
      const refused = await handle(new Request(`http://localhost${path}`), { rejection: 405 });
      expect(refused.status, path).toBe(405);
      expect(refused.headers.get("Allow"), path).toBe(allow);
    }
  });

  it("writes the document's closing tags last, after the loader-data scripts Remix writes behind the document", async () => {
    const { html } = await render("hello");
    expect(html.endsWith("</body></html>")).toBe(true);
    expect(html.indexOf("</body>")).toBe(html.length - "</body></html>".length);
    expect(html.indexOf("</html>")).toBe(html.length - "</html>".length);
    // The single-fetch data scripts are inside the body.
    expect(html.lastIndexOf("<script")).toBeLessThan(html.indexOf("</body>"));
  });

  it("names in its policy the hashes of exactly the inline scripts and styles it sends, and sends no mark", async () => {
    const { response, html } = await render("hello");
    expect(html).not.toMatch(/nonce/);
    const policy = response.headers.get("Content-Security-Policy")!;
    const sources = (name: string) =>
      policy
        .split("; ")
        .find((d) => d.startsWith(`${name} `))!
        .split(" ")
        .slice(1);
    const inline = (name: string) =>
      [...html.matchAll(new RegExp(`<${name}(?![^>]* src=)[^>]*>([^<]*)</${name}>`, "g"))].map((m) => sha(m[1]!));
    expect(sources("script-src")).toEqual(["'self'", ...new Set(inline("script")), "http://127.0.0.1:4010"]);
    expect(sources("style-src")).toEqual(["'self'", ...new Set(inline("style")), sha("")]);
    expect(response.headers.get("Content-Length")).toBe(String(Buffer.byteLength(html)));
  });

  it("ends the document's destination once: a second end() would have Node build an error for nobody on every page", async () => {
    const end = vi.spyOn(Writable.prototype, "end");
    await render("hello");
    expect(end).toHaveBeenCalledTimes(1);
  });

  it("sends no NUL byte wherever a character of several bytes meets the end of React's write buffer", async () => {
    // Text of two-, three- and four-byte characters, shifted one byte at a time so that every kind of character
    // straddles the renderer's 2,048-byte buffer boundary somewhere in the document.
    for (let shift = 0; shift < 12; shift += 1) {
      const typed = `${"a".repeat(shift)}${"·€😀".repeat(60)}`;
      const { response, html } = await render(typed);
      expect(html.includes("\0"), `shift ${shift}`).toBe(false);
      expect(html).toContain(`>${typed}</h1>`);
      expect(response.headers.get("Content-Length")).toBe(String(Buffer.byteLength(html)));
    }
  });
});

describe("a data request for a path the site redirects", () => {
  it.each([
    ["/jobs.data", "/advertise/careers"],
    ["/Community.data", "/community-service"],
    ["/jobs.data?_routes=routes%2Fecho", "/advertise/careers"],
    ["/Community.data?_routes=root%2Croutes%2Fecho", "/community-service"],
    ["/echo/.data?_routes=routes%2Fecho", "/echo"],
  ])("%s answers the single-fetch redirect to %s, whichever routes it names", async (path, target) => {
    const response = await handle(new Request(`http://localhost${path}`));
    expect(response.status).toBe(202);
    const body = await response.text();
    expect(body).toContain("SingleFetchRedirect");
    expect(body).toContain(`"${target}"`);
  });
});
