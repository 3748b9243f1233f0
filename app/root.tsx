import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import {
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import {
  AppStartup,
  errorMeta,
  GeneralErrorBoundary,
  GlobalStyle,
  pageMeta,
  revalidateUnlessOnlyOverlayChanged,
  STYLES_MARKER_NAME,
  theme,
} from "~/shared";
import { useInlineMark } from "~/components/security/inline-mark";
import { redirectForPath } from "~/models/path-redirects";
import { specialtyLinksOf } from "~/pages/shell.server";
import { requestOrigin } from "~/http/request-origin.server";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Issue 30: the installable site (its colours are the theme's, checked by a unit test) and the iOS home-screen icon.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export const meta: MetaFunction = (args) =>
  args.error ? errorMeta(args.error) : pageMeta(args, { title: "Valuvo — Local Coupons, Coupon Codes and Deals" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A request the server's guard could not serve as sent (odd method, host, size): its status, on the error page.
  if (context.rejection) throw new Response(null, { status: context.rejection });
  // SPEC §4: the specialty links are fetched first, before the vanity check and the place; the shell shows them.
  specialtyLinksOf(context).catch(() => undefined);
  // Vanity paths and trailing slashes are answered before any route's data is used; targets come only from the
  // fixed table or the path itself. This loader runs on every new path, client-side navigations included.
  const url = new URL(request.url);
  const target = redirectForPath(url.pathname, url.search);
  if (target) throw redirect(target, 301);
  return { origin: requestOrigin(request) };
}

// Every new path asks this loader again (vanity redirects on client-side navigations too); dialogs opening and
// closing change nothing it answers.
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.currentUrl.pathname !== args.nextUrl.pathname || revalidateUnlessOnlyOverlayChanged(args);

export function Layout({ children }: { children: ReactNode }) {
  // The server hashes the inline elements carrying this mark into the page's CSP, then removes it.
  const mark = useInlineMark();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme.colors.brand} />
        <Meta />
        <Links />
        <GlobalStyle mark={mark} />
        {/* Last in <head>: the server swaps it for the page's CSS; React leaves trailing head nodes alone. */}
        {typeof document === "undefined" ? <meta name={STYLES_MARKER_NAME} /> : null}
      </head>
      <body>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
        <ScrollRestoration nonce={mark} />
        <Scripts nonce={mark} />
        {/* `npm run dev` only (Remix renders nothing in production): reloads the page after each rebuild. */}
        <LiveReload nonce={mark} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <AppStartup />
      <Outlet />
    </>
  );
}

/** Only reached when a layout itself fails; layouts render their own errors inside the site shell. */
export function ErrorBoundary() {
  return (
    <main id="main">
      <GeneralErrorBoundary />
    </main>
  );
}
