import { NEWSROOM_SECTIONS } from "~/models/newsroom-sections";
import { contractCatalogForFile } from "~/services/__contract__/harness";
import { loadNewsroomSection, newsroomArea } from "./newsroom-page-data.server";

const catalog = contractCatalogForFile();

// The page data reads the process-wide services, so they are pointed at the test catalog before the first call.
beforeAll(() => {
  process.env.UPSTREAM_BASE_URL = catalog.url;
});

describe("newsroom page data against the catalog", () => {
  // First, while nothing is cached: a failure is never stored, so the later tests still read the real folders.
  it("puts the newsroom message in place of a section whose folder fails to load", async () => {
    await catalog.fault({ path: "/content", status: 503, times: 1 });
    const data = await loadNewsroomSection("logos");
    expect(data).toEqual({
      section: "logos",
      area: { ok: false, status: 503, message: "We seem to be having trouble loading our Newsroom content" },
    });
  });

  it.each(Object.keys(NEWSROOM_SECTIONS) as (keyof typeof NEWSROOM_SECTIONS)[])(
    "lists the %s folder in its section's view",
    async (section) => {
      const data = await loadNewsroomSection(section);
      expect(data.section).toBe(section);
      if (!data.area.ok) throw new Error(`the ${section} folder did not load: ${data.area.message}`);
      expect(data.area.data.length).toBeGreaterThan(0);
    },
  );

  it("gives each page its own view of a folder", async () => {
    const titles = await newsroomArea("press-releases", (items) => items.map((item) => item.title).slice(0, 2));
    expect(titles).toMatchObject({ ok: true, data: [expect.any(String), expect.any(String)] });
  });
});
