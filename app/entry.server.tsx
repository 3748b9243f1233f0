import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { InlineMarkProvider } from "~/components/security/inline-mark";
import { redirectForPath } from "~/models/path-redirects";
import { applyCachePolicy } from "~/server/cache-policy.server";
import { contentSecurityPolicy, createInlineMark, inlineHashes, withoutMark } from "~/server/content-security-policy.server";
import { applyStatusHeaders } from "~/server/status-headers.server";
import { StyleInjector } from "~/style-injector.server";
import { getConfig } from "~/services/config.server";
import { log } from "~/services/log.server";

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
  _loadContext: AppLoadContext,
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
          // React writes into the injector; the whole document is collected, since its header names its hashes.
          const styled = new StyleInjector(sheet.getStyleTags());
          const chunks: Buffer[] = [];
          styled.on("data", (chunk: Buffer) => chunks.push(chunk));
          styled.on("error", reject);
          styled.on("end", () => {
            sheet.seal();
            const html = Buffer.concat(chunks);
            const body = withoutMark(html, mark);
            const status = shellErrored ? 500 : responseStatusCode;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Length", String(body.length));
            responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(inlineHashes(html, mark)));
            // Remix answers 405 for a POST to a page without an action: say what the page does accept.
            if (responseStatusCode === 405 && !responseHeaders.has("Allow")) responseHeaders.set("Allow", "GET, HEAD");
            applyStatusHeaders(status, responseHeaders);
            applyCachePolicy(request, status, responseHeaders);
            resolve(new Response(body, { headers: responseHeaders, status }));
          });
          pipe(styled);
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

/**
 * Single-fetch `.data` responses (client navigations) follow the same cache policy as the documents of their pages:
 * a shared cache keys them by URL and location cookie just the same.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const target = dataRequestRedirect(request);
  if (target) {
    // A vanity path or trailing slash asked as data answers the redirect the document answers, whichever routes the
    // request named (`?_routes=` may leave out the root loader that redirects documents); Remix turns a redirect
    // returned here into its single-fetch redirect form.
    void response.body?.cancel().catch(() => undefined);
    const headers = new Headers({ Location: target });
    applyCachePolicy(request, 301, headers);
    return new Response(null, { status: 301, headers });
  }
  const headers = new Headers(response.headers);
  applyCachePolicy(request, response.status, headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** Where the page a `.data` request stands for redirects (`redirectForPath`), or null. */
function dataRequestRedirect(request: Request): string | null {
  const url = new URL(request.url);
  if (!url.pathname.endsWith(".data")) return null;
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  // The data request's own parameter is not part of the page's address.
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return redirectForPath(pathname, search === "" ? "" : `?${search}`);
}
