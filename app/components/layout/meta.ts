import type { MetaArgs, MetaDescriptor } from "@remix-run/react";
import { errorStatus } from "~/components/errors/GeneralErrorBoundary";
import { ERROR_TEXTS } from "~/components/errors/ErrorPage";

export const SITE_NAME = "Valuvo";
export const DEFAULT_DESCRIPTION =
  "Printable local coupons near you, online coupon codes and Clipp deals from businesses you love. Free, no sign-in.";

type RootData = { origin: string };

export function siteOrigin(matches: MetaArgs["matches"]): string {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  return root?.origin ?? "http://localhost:3000";
}

/**
 * An absolute URL for a path of this site. A path that starts with `//` would be read as another host (or throw,
 * for `//` alone), so leading slashes collapse to one: `//evil.example/x` stays on our origin as `/evil.example/x`.
 */
export function absoluteUrl(path: string, origin: string): string {
  const local = `/${path.replace(/^[/\\]+/, "")}`;
  try {
    return new URL(local, origin).toString();
  } catch {
    return `${origin}${local}`;
  }
}

/** Title, description and canonical URL of a page (DESIGN §9: every route has all three). */
export function pageMeta(
  args: Pick<MetaArgs, "matches" | "location">,
  page: { title: string; description?: string; canonicalPath?: string; noindex?: boolean },
): MetaDescriptor[] {
  const origin = siteOrigin(args.matches);
  const canonical = absoluteUrl(page.canonicalPath ?? args.location.pathname, origin);
  const title = page.title.includes(SITE_NAME) ? page.title : `${page.title} | ${SITE_NAME}`;
  const description = page.description ?? DEFAULT_DESCRIPTION;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: SITE_NAME },
    ...(page.noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}

/** Meta of an error page: never indexable; the 404's document title reads 'This page could not be found'. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  const status = errorStatus(error);
  const title =
    status === 404
      ? "This page could not be found"
      : status === 503
        ? "Maintenance in progress"
        : ERROR_TEXTS.other.title;
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
}
