import type { ShellData } from "~/models/shell";
import { answerNotes } from "~/http/answer-notes.server";
import { bodyOf, catalogForLoaders, thrown, visitArgs, inRequest } from "~/test-support/loader-harness";
import { log } from "~/services/log.server";
import { loader as shellLoader } from "./_site";
import { loader as localLoader } from "./_site.local.$slug._index";

// SPEC §4: a geo lookup failure sets the service error flag, never the maintenance page. Its own file, so the
// process-wide cache has never held the location upstream's answers (a failure is never cached; an answer is), and
// with a short time-out.
process.env.UPSTREAM_TIMEOUT_MS = "300";
const catalog = catalogForLoaders();
const quiet = () => vi.spyOn(log, "warn").mockImplementation(() => undefined);

const VALIDATE = "/location/validate/";
const SLUG = "saint-petersburg-fl";
// A Saint Petersburg ZIP far from the city's centre (33701), so the page shows whose point it was measured from.
const WESTSIDE = { city: "Saint Petersburg", state: "FL", zip: "33710", coords: { lat: 27.7898, lng: -82.7243 } };
const TAMPA = { city: "Tampa", state: "FL", zip: "33602", coords: { lat: 27.9614, lng: -82.4597 } };
const ORLANDO = { city: "Orlando", state: "FL", zip: "32801", coords: { lat: 28.5399, lng: -81.3727 } };

type Visitor = { city: string; state: string; zip: string; coords: { lat: number; lng: number } };

async function visitLocal(slug: string, location?: Visitor) {
  const args = visitArgs(`/local/${slug}`, { params: { slug }, location });
  const [shell, page] = await Promise.allSettled([inRequest(args, shellLoader), inRequest(args, localLoader)]);
  return { args, shell, page };
}

describe("a local page while the location upstream fails, for a visitor whose cookie names its city", () => {
  it.each([
    ["failing (500)", { status: 500 }],
    ["answering malformed JSON", { status: 200, body: "{not json" }],
    ["answering nothing", { status: 200, body: "" }],
    ["timing out", { delayMs: 900 }],
  ])("%s: is served from the cookie's own point, privately, never the maintenance page", async (_name, fault) => {
    await catalog.fault({ path: VALIDATE, ...fault });
    const warn = quiet();
    const { args, shell, page } = await visitLocal(SLUG, WESTSIDE);
    warn.mockRestore();
    if (page.status === "rejected") throw page.reason;
    expect(page.value.place).toMatchObject({ slug: SLUG, label: "Saint Petersburg, FL", zip: "33710" });
    expect(page.value.visit.total).toBeGreaterThan(0);
    expect(shell.status === "fulfilled" && (bodyOf(shell.value) as ShellData).location?.label).toBe(
      "Saint Petersburg, FL",
    );
    // It holds the visitor's ZIP and point: no shared cache may keep it under the key the city's visitors share.
    expect(answerNotes(args.context).private).toBe(true);
  });

  it("answering 404 (the city unknown to it): is served from the cookie's own point too, not the site's 404", async () => {
    await catalog.fault({ path: VALIDATE, status: 404 });
    const warn = quiet();
    const { args, page } = await visitLocal("tampa-fl", TAMPA);
    warn.mockRestore();
    if (page.status === "rejected") throw page.reason;
    expect(page.value.place).toMatchObject({ slug: "tampa-fl", zip: "33602" });
    expect(page.value.visit.total).toBeGreaterThan(0);
    expect(answerNotes(args.context).private).toBe(true);
  });
});

describe("a local page whose city cannot be checked and that the visitor's cookie does not name", () => {
  it.each([
    ["a visitor of another city", ORLANDO],
    ["a first visit", undefined],
  ])("%s: says the area's SPEC §8 message in the shell (503), not the maintenance page", async (_name, location) => {
    await catalog.fault({ path: VALIDATE, status: 500 });
    const warn = quiet();
    const response = await thrown(localLoader(visitArgs(`/local/${SLUG}`, { params: { slug: SLUG }, location })));
    warn.mockRestore();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      unavailable: "We can't seem to find local offers with the location you requested",
    });
  });
});

describe("a local page once the location upstream answers again", () => {
  it("is the city's page, shared by its visitors (no private note)", async () => {
    const { args, page } = await visitLocal(SLUG, WESTSIDE);
    if (page.status === "rejected") throw page.reason;
    expect(page.value.place.zip).not.toBe("33710");
    expect(answerNotes(args.context).private).toBe(false);
  });
});
