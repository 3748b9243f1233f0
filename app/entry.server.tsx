import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { InlineMarkProvider } from "~/components/security/inline-mark";
import { NOT_SHARED, SINGLE_FETCH_REDIRECT_STATUS } from "~/models/cache-policy";
import { redirectForPath } from "~/models/path-redirects";
import { applyCachePolicy } from "~/http/cache-policy.server";
import {
  contentSecurityPolicy,
  createInlineMark,
  inlineHashes,
  withoutMark,
} from "~/http/content-security-policy.server";
import { applyStatusHeaders } from "~/http/status-headers.server";
import { getConfig } from "~/services/config.server";
import { STYLES_PLACEHOLDER } from "~/styles/placeholder";
import { log } from "~/services/log.server";
import { DATA_SUFFIX, pagePathOf, ROUTES_PARAMETER } from "~/framework/remix-private.mjs";
import { withoutUnfilledViewBytes } from "~/framework/react-stream";

// Validate the environment when the server build loads, before the server listens: a malformed variable stops
// `npm start` with a message naming it, instead of failing the first visitor's request (epic-stack's `init()`).
getConfig();

const ABORT_DELAY = 10_000;

/**
 * Remix reports every error here. A 4xx it raised itself (a POST to a page without an action) is the client's
 * mistake, and a request the client abandoned is no fault: neither is logged, so hostile traffic cannot flood the
 * log. Everything else is.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log.error({ err: error }, "request failed");
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The site's own inline scripts and styles carry this mark while the page renders; their hashes become the page's
  // Content-Security-Policy, and the mark is removed (decision 032).
  const mark = createInlineMark();
  return new Promise<Response>((resolve, reject) => {
    const sheet = new ServerStyleSheet({ nonce: mark });
    let shellErrored = false;
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    // Wait for the whole tree (onAllReady) for every visitor: styled-components only knows the styles of what
    // has rendered, crawlers and first paint both want the complete document, and the policy hashes all of it.
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(
        <InlineMarkProvider mark={mark}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={mark} />
        </InlineMarkProvider>,
      ),
      {
        nonce: mark,
        onAllReady() {
          clearTimeout(abortTimer);
          // The whole document is collected, since its header names its hashes.
          const chunks: Uint8Array[] = [];
          const collector = new Writable({
            // React ends its destination again when the destination closes, and Node answers a second end() by
            // building an already-finished error, with its stack, for nobody (docs/benchmarks.md). Not destroyed
            // once finished, the collector never closes, so React ends it once.
            autoDestroy: false,
            write(chunk: Buffer, _encoding, done) {
              chunks.push(withoutUnfilledViewBytes(chunk));
              done();
            },
            final(done) {
              const html = withStyles(Buffer.concat(chunks), sheet.getStyleTags());
              sheet.seal();
              const body = withoutMark(html, mark);
              const status = shellErrored ? 500 : responseStatusCode;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set("Content-Length", String(body.length));
              responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(inlineHashes(html, mark)));
              // A 405 (Remix's for a POST to a page without an action, the request guard's for another method):
              // say what the page does accept.
              if (responseStatusCode === 405 && !responseHeaders.has("Allow"))
                responseHeaders.set("Allow", takesPosts(remixContext) ? "GET, HEAD, POST" : "GET, HEAD");
              applyStatusHeaders(status, responseHeaders);
              applyCachePolicy(request, status, responseHeaders, loadContext);
              resolve(new Response(body, { headers: responseHeaders, status }));
              done();
            },
          });
          collector.on("error", reject);
          pipe(collector);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          sheet.seal();
          reject(error);
        },
        onError(error: unknown) {
          shellErrored = true;
          log.error({ err: error }, "render failed");
        },
      },
    );
    // Cleared once the document is complete: a live timer per answered request would hold its whole render tree for
    // ten seconds, and firing it on a finished render only builds an error nobody reads.
    abortTimer = setTimeout(abort, ABORT_DELAY);
  });
}

// RemixServer renders its loader-data scripts (StreamTransfer) as siblings after the document element, so React
// writes them after `</html>`: invalid HTML that the Nu checker stops reading at (issue 27).
const DOCUMENT_END = Buffer.from("</body></html>");
const PLACEHOLDER = Buffer.from(STYLES_PLACEHOLDER);

/**
 * The rendered document with styled-components' style tags where the root layout put its placeholder (last in
 * `<head>`, so they follow the global style and precede all content), and its closing tags moved behind the scripts
 * Remix writes after them. The first occurrence of each is the real one: React escapes `<` in text and attribute
 * values, so nothing a visitor puts on a page can spell either. Without a placeholder (a document some other layout
 * rendered), the document is left as it is.
 */
/** Whether the page a document answers for has an action (its forms post to it). */
function takesPosts(context: EntryContext): boolean {
  const page = context.staticHandlerContext.matches.at(-1);
  return page !== undefined && context.manifest.routes[page.route.id]?.hasAction === true;
}

function withStyles(html: Buffer<ArrayBuffer>, styleTags: string): Buffer<ArrayBuffer> {
  const at = html.indexOf(PLACEHOLDER);
  if (at === -1) return html;
  const styles = Buffer.from(styleTags);
  const afterPlaceholder = at + PLACEHOLDER.length;
  const end = html.indexOf(DOCUMENT_END, afterPlaceholder);
  if (end === -1) return Buffer.concat([html.subarray(0, at), styles, html.subarray(afterPlaceholder)]);
  return Buffer.concat([
    html.subarray(0, at),
    styles,
    html.subarray(afterPlaceholder, end),
    html.subarray(end + DOCUMENT_END.length),
    DOCUMENT_END,
  ]);
}

/**
 * Single-fetch `.data` responses (client navigations) follow the same cache policy as the documents of their pages:
 * a shared cache keys them by URL and location cookie just the same. A resource route's `.data` spelling (how its
 * fetchers ask it) comes without the route's own headers and is answered privately (server/resource-routes.mjs).
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  const target = dataRequestRedirect(request);
  if (target) {
    // A vanity path or trailing slash asked as data answers the redirect the document answers, whichever routes the
    // request named (`?_routes=` may leave out the root loader that redirects documents); Remix turns a redirect
    // returned here into its single-fetch redirect form.
    void response.body?.cancel().catch(() => undefined);
    const headers = new Headers({ Location: target });
    applyCachePolicy(request, SINGLE_FETCH_REDIRECT_STATUS, headers);
    return new Response(null, { status: 301, headers });
  }
  const headers = new Headers(response.headers);
  // A fetcher's answer from a resource route is one visitor's, for one page view: never a shared cache's.
  if (context.resourceData) headers.set("Cache-Control", NOT_SHARED);
  else applyCachePolicy(request, response.status, headers, context);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** Where the page a `.data` request stands for redirects (`redirectForPath`), or null. */
function dataRequestRedirect(request: Request): string | null {
  const url = new URL(request.url);
  if (!url.pathname.endsWith(DATA_SUFFIX)) return null;
  const pathname = pagePathOf(url.pathname);
  // The data request's own parameter is not part of the page's address.
  url.searchParams.delete(ROUTES_PARAMETER);
  const search = url.searchParams.toString();
  return redirectForPath(pathname, search === "" ? "" : `?${search}`);
}
