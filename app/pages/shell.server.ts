import { utcDay } from "~/models/coupon-freshness";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { campaignMenuLinks } from "~/models/campaign";
import { specialOffersLinks, specialtyNavLink, type NavLink } from "~/models/navigation";
import type { ShellData } from "~/models/shell";
import { getServices } from "~/services/index.server";
import { takeNotice } from "~/services/notice-cookie.server";
import { loadCouponOffer } from "./coupon-offer.server";
import { loadSiteOffer } from "./site-offer.server";
import { settle } from "~/pages/settle.server";
import { isTimedOut } from "~/models/result";
import { pageBudgets, withinBudget } from "~/pages/time-budget.server";
import { visitorOf } from "./visitor.server";
import { log, messageOf } from "~/services/log.server";
import { dealsAvailableTo, loadNoDealsHere } from "./deal-alternatives.server";
import { isPlaceChoiceHref, readOverlayState } from "~/models/url-state";
import { placeChoiceOf } from "./place-choice.server";
import { answerPrivatelyUnlessOpened } from "~/http/answer-notes.server";

/**
 * What every shell needs before its header renders (DESIGN §4), from the visitor's place as this request resolved
 * it (vanity redirects already ran in the root loader); the Special Offers links (active campaigns and the store's
 * specialty links, both cached by their clients) load beside it.
 */
export async function loadShell(
  request: Request,
  context?: unknown,
): Promise<{ shell: ShellData; setCookies: string[] }> {
  // SPEC §4: the specialty links are fetched first (the root loader already started them for this request), then
  // the place is resolved; both within the same budget, in parallel, with the places a named place's dialog lists.
  const url = new URL(request.url);
  const overlays = readOverlayState(url.searchParams);
  const [specialty, campaignLinks, visitor, placeChoice] = await Promise.all([
    withinBudget(specialtyLinksOf(context), pageBudgets().optionalDataMs, { links: [], error: null }),
    withinBudget(loadCampaignLinks(), pageBudgets().optionalDataMs, []),
    visitorOf(request, context),
    placeChoiceOf(overlays.placeName),
  ]);
  const setCookies = [...visitor.setCookies];
  const notice = takeNotice(request);
  if (notice) setCookies.push(notice.clear);
  const { place } = visitor;
  const dealsAvailable = dealsAvailableTo(visitor);
  const dialogOnDeals = overlays.locationIntent === "deals";
  // Only the choice of a real place's name, at the one URL the form leads to, is shared: a name begun ("Tamp", "Tamp!")
  // or the same URL spelled otherwise shows the same choice privately, so no cache keeps one per spelling.
  const sharedChoice =
    placeChoice !== null &&
    overlays.locationIntent !== null &&
    placeChoice.places.some((place) => place.city === placeChoice.name) &&
    isPlaceChoiceHref(url, overlays.locationIntent, placeChoice.name);
  answerPrivatelyUnlessOpened(context, overlays.placeName, sharedChoice);
  return {
    shell: {
      year: new Date().getFullYear(),
      today: utcDay(new Date()),
      location: place,
      dealsAvailable,
      noDealsHere: dialogOnDeals && !dealsAvailable ? await loadNoDealsHere(visitor, false) : null,
      placeChoice,
      serverInitError: visitor.serverInitError,
      notice: notice?.message || null,
      specialOffers: specialOffersLinks(campaignLinks, specialty.links),
      specialtyLinksError: specialty.error,
    },
    setCookies,
  };
}

/**
 * The campaigns of the content repository that are running and name a menu label; a failure only costs the menu
 * those links (logged), so no link ever leads to a campaign the repository does not hold.
 */
async function loadCampaignLinks(): Promise<NavLink[]> {
  try {
    const campaigns = await getServices().contentRepository.getCampaigns();
    return campaignMenuLinks(campaigns, new Date()).map((link) => ({ to: link.href, label: link.label }));
  } catch (error) {
    log.warn({ error: messageOf(error) }, "campaign menu links failed");
    return [];
  }
}

type SpecialtyLinks = { links: NavLink[]; error: string | null };

// One load per request, shared by the root loader that starts it and the shell that shows it: the load context is
// one object per request (server.mjs), as `visitorOf` keys the visitor's place.
const specialtyByRequest = new WeakMap<object, Promise<SpecialtyLinks>>();

/**
 * The store's specialty links for this request. SPEC §4 "Location resolution at server start: specialty links
 * fetched first": the root loader calls this before anything else of the request asks an upstream (vanity paths
 * included), and the shell awaits the same load within its budget.
 */
export function specialtyLinksOf(context: unknown): Promise<SpecialtyLinks> {
  if (typeof context !== "object" || context === null) return loadSpecialtyLinks();
  let links = specialtyByRequest.get(context);
  if (!links) {
    links = loadSpecialtyLinks();
    specialtyByRequest.set(context, links);
  }
  return links;
}

/**
 * Active specialty links; a failure costs the menu its extra links and shows SPEC §8's message there. A slow store
 * is not waited for beyond the budget (the links then appear from the cache on the next page).
 */
async function loadSpecialtyLinks(): Promise<SpecialtyLinks> {
  const found = await settle(getServices().content.getSpecialtyLinks());
  if (!found.ok) {
    log.warn({ error: found.message, timedOut: isTimedOut(found) }, "specialty links failed");
    // SPEC §8: a time-out is only logged, also when the cache answers with the time-out it remembers.
    return { links: [], error: isTimedOut(found) ? null : found.message };
  }
  return { links: found.data.flatMap((link) => specialtyNavLink(link) ?? []), error: null };
}

function withCookies(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * The loader of the shells without offer dialogs of their own (careers, newsroom, franchise): a dialog's id in the URL
 * opens nothing there.
 */
export async function shellLoader({ request, context }: LoaderFunctionArgs) {
  const { offerId, dealId, cpncode } = readOverlayState(new URL(request.url).searchParams);
  for (const id of [offerId, dealId, cpncode]) answerPrivatelyUnlessOpened(context, id, false);
  const { shell, setCookies } = await loadShell(request, context);
  return data(shell, { headers: withCookies(setCookies) });
}

/**
 * The loader of the default and promotions shells (SPEC §2): the shell, plus — only when the document is asked for
 * with `?cpncode=` (or `?offer=` / `?deal=`, site-offer.server.ts) — the offer its dialog shows, so a shared link renders the dialog without JavaScript. Opening a
 * dialog in the browser does not run this loader again: the dialog asks `/api/coupon-offer` (docs/decisions/006).
 */
export async function shellWithCouponOfferLoader({ request, context }: LoaderFunctionArgs) {
  const [{ shell, setCookies }, couponOffer, siteOffer] = await Promise.all([
    loadShell(request, context),
    loadCouponOffer(request, context),
    loadSiteOffer(request, context),
  ]);
  return data({ ...shell, couponOffer, siteOffer }, { headers: withCookies(setCookies) });
}
