import { expect, type Locator, type Page } from "@playwright/test";
import type { SpecialtyLink } from "../../app/models/content";
import { CATALOG_URL } from "./fixtures";

/** The campaigns of the content repository, read from the catalog the way the site reads them. */

const NEWSROOM_BASIC = `Basic ${Buffer.from("valuvo:valuvo-dev-newsroom").toString("base64")}`;

export type CatalogCampaign = {
  slug: string;
  title: string;
  kind: "attraction" | "sweepstakes" | "instantWin" | "promotion";
  startDate: string;
  endDate: string;
  menuLabel: string | null;
  contestId: string | null;
};

type Item = {
  slug: string;
  title: string;
  campaign: {
    kind: CatalogCampaign["kind"];
    startDate: string;
    endDate: string;
    menuLabel: string | null;
    contest: { contestId: string } | null;
  };
};

export async function catalogCampaigns(): Promise<CatalogCampaign[]> {
  const answer = await fetch(`${CATALOG_URL}/content/campaigns/@children`, {
    headers: { Authorization: NEWSROOM_BASIC, "X-Content-Properties": "*" },
  });
  expect(answer.status).toBe(200);
  const { items } = (await answer.json()) as { items: Item[] };
  return items.map((item) => ({
    slug: item.slug,
    title: item.title,
    kind: item.campaign.kind,
    startDate: item.campaign.startDate,
    endDate: item.campaign.endDate,
    menuLabel: item.campaign.menuLabel,
    contestId: item.campaign.contest?.contestId ?? null,
  }));
}

export function isRunning(campaign: Pick<CatalogCampaign, "startDate" | "endDate">, now = Date.now()): boolean {
  return Date.parse(campaign.startDate) < now && now < Date.parse(campaign.endDate);
}

/** The campaigns the Special Offers menu must list: running, with a menu label. */
export async function menuCampaigns(): Promise<CatalogCampaign[]> {
  return (await catalogCampaigns()).filter((campaign) => campaign.menuLabel !== null && isRunning(campaign));
}

/** A specialty link as the store holds it: the contract's type, which the site reads too. */
type StoreLink = SpecialtyLink;

/** The store's running specialty links (SPEC §2: linkUrl, text, icon, newWindow), read from the catalog. */
export async function runningStoreLinks(): Promise<StoreLink[]> {
  const answer = await fetch(`${CATALOG_URL}/storage/specialty-links.json`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as StoreLink[]).filter((link) => isRunning(link));
}

/** The words the Special Offers menu shows for a campaign: the store's own text where it links the page too. */
export function menuTextOf(
  campaign: Pick<CatalogCampaign, "slug" | "menuLabel">,
  storeLinks: readonly StoreLink[],
): string {
  return storeLinks.find((link) => link.linkUrl === `/${campaign.slug}`)?.text ?? campaign.menuLabel ?? "";
}

export async function contestIdOf(slug: string): Promise<string> {
  const found = (await catalogCampaigns()).find((campaign) => campaign.slug === slug)?.contestId;
  if (!found) throw new Error(`${slug} has no contest`);
  return found;
}

export type StoredEntry = { email: string; verified: boolean; outcome: string | null };

/** What the catalog stored for one contest and e-mail (its test-mode listing). */
export async function storedEntries(contestId: string, email: string): Promise<StoredEntry[]> {
  const answer = await fetch(
    `${CATALOG_URL}/__test/contest-entries?contest=${contestId}&email=${encodeURIComponent(email)}`,
  );
  expect(answer.status).toBe(200);
  return (await answer.json()) as StoredEntry[];
}

/** Every run enters with new addresses: the catalog's database keeps entries between runs. */
export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Fills the entry form the way a visitor does. */
export async function fillEntry(page: Page, values: { name: string; email: string; zip: string }) {
  const form = page.getByRole("main").getByRole("form");
  await form.getByLabel("Full name").fill(values.name);
  await form.getByLabel("E-mail address").fill(values.email);
  await form.getByLabel("ZIP code").fill(values.zip);
  await form.getByLabel("I am 18 years of age or older.").check();
  await form.getByLabel("I have read and accept the official rules.").check();
  return form;
}

/**
 * An entry that was not taken comes back in place: the notice says `message` and has the focus, the form shows what
 * `fillEntry` typed, and no error screen took the page's place. Returns the notice.
 */
export async function expectEntryBack(
  page: Page,
  form: Locator,
  values: { name: string; email: string; zip: string },
  message: string,
): Promise<Locator> {
  const notice = page.getByRole("alert");
  await expect(notice).toBeFocused();
  await expect(notice).toHaveText(message);
  await expectEntryKept(form, values);
  await expect(page.getByText(/Application Error|Oops\.\.\. Something Went Wrong/)).toHaveCount(0);
  return notice;
}

/** The entry form shows again what `fillEntry` typed: the text fields and both boxes checked. */
export async function expectEntryKept(form: Locator, values: { name: string; email: string; zip: string }) {
  await expect(form.getByLabel("Full name")).toHaveValue(values.name);
  await expect(form.getByLabel("E-mail address")).toHaveValue(values.email);
  await expect(form.getByLabel("ZIP code")).toHaveValue(values.zip);
  await expect(form.getByLabel("I am 18 years of age or older.")).toBeChecked();
  await expect(form.getByLabel("I have read and accept the official rules.")).toBeChecked();
}
