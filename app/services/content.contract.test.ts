import { isWithinWindow } from "~/models/active-window";
import { CATALOG_NOW, rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

describe("billboards and specialty links against the catalog", () => {
  it("keeps only the billboards whose window contains now", async () => {
    const now = CATALOG_NOW;
    const raw = (await catalog.getJson("/storage/billboards-default.json")) as { startDate: string; endDate: string }[];
    const billboards = await catalog.services({}, { now: () => now }).content.getBillboards(null);
    expect(billboards).toHaveLength(raw.filter((b) => isWithinWindow(b, now)).length);
    for (const billboard of billboards) expect(isWithinWindow(billboard, now)).toBe(true);
    expect(raw.length).toBeGreaterThan(billboards.length);
  });

  it("loads a franchise's billboards, falling back to the default set when it has none", async () => {
    const services = catalog.services();
    await expect(services.content.getBillboards(3477)).resolves.toBeInstanceOf(Array);
    await expect(services.content.getBillboards(987_654)).resolves.toEqual(await services.content.getBillboards(null));
  });

  it("keeps only the specialty links whose window contains now", async () => {
    const now = CATALOG_NOW;
    const raw = (await catalog.getJson("/storage/specialty-links.json")) as { startDate: string; endDate: string }[];
    const links = await catalog.services({}, { now: () => now }).content.getSpecialtyLinks();
    expect(links.length).toBeGreaterThan(0);
    expect(links).toHaveLength(raw.filter((link) => isWithinWindow(link, now)).length);
    for (const link of links) {
      expect(link.linkUrl).not.toBe("");
      expect(link.text).not.toBe("");
    }
  });

  it("drops a cached link once its window has closed", async () => {
    let now = CATALOG_NOW;
    const services = catalog.services({}, { now: () => now });
    const before = await services.content.getSpecialtyLinks();
    now = new Date(CATALOG_NOW.getTime() + 10 * 365 * 24 * 3600 * 1000);
    const later = await services.content.getSpecialtyLinks();
    expect(later.length).toBeLessThan(before.length);
  });

  it("reports 'We seem to be having trouble loading our billboard content' when storage fails", async () => {
    await catalog.fault({ path: "/storage/billboards", status: 500 });
    await expect(rejection(catalog.services().content.getBillboards(null))).resolves.toMatchObject({
      service: "storage",
      status: 500,
      message: "We seem to be having trouble loading our billboard content",
    });
  });

  it("reports 'We seem to be having trouble loading our specialty links' for a malformed file", async () => {
    await catalog.fault({ path: "/storage/specialty-links", body: "{not json" });
    await expect(rejection(catalog.services().content.getSpecialtyLinks())).resolves.toMatchObject({
      kind: "malformed",
      message: "We seem to be having trouble loading our specialty links",
    });
  });

  it("reports 'We seem to be having trouble loading our specialty links' for a file of the wrong shape", async () => {
    await catalog.fault({ path: "/storage/specialty-links", body: '[{"text":1}]' });
    await expect(rejection(catalog.services().content.getSpecialtyLinks())).resolves.toMatchObject({
      kind: "schema",
      message: "We seem to be having trouble loading our specialty links",
    });
  });
});
