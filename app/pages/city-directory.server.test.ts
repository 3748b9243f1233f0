import { thrown, catalogForLoaders, visitArgs } from "~/test-support/loader-harness";
import { CITIES_PER_DIRECTORY_PAGE } from "~/models/city-directory";
import { loader as indexLoader } from "~/routes/_site.local.cities._index";
import { loader } from "~/routes/_site.local.cities.$state";
import { getServices } from "~/services/index.server";

catalogForLoaders();

const load = (path: string, state: string) => loader(visitArgs(path, { params: { state } }));

describe("the city directory's loaders", () => {
  it("indexes the states, each linking its own pages, which list every covered place once", async () => {
    const index = await indexLoader();
    expect(index.init?.status).toBe(200);
    const { states } = index.data;
    if (!states.ok) throw new Error("no states");
    const covered = await getServices().coverage.getCoveredCities();
    expect(states.data.reduce((sum, state) => sum + state.count, 0)).toBe(covered.length);
    const florida = states.data.find((state) => state.state === "FL")!;
    expect(florida.path).toBe("/local/cities/fl");
    const first = await load(florida.path, "fl");
    expect(first.pageLinks).toHaveLength(florida.pages);
    const listed: string[] = [];
    for (const href of first.pageLinks) {
      const page = await load(href, "fl");
      expect(page.cities.length).toBeLessThanOrEqual(CITIES_PER_DIRECTORY_PAGE);
      expect(page.canonicalPath).toBe(href);
      listed.push(...page.cities.map((city) => city.path));
    }
    expect(listed).toContain("/local/tampa-fl");
    expect(new Set(listed).size).toBe(florida.count);
  });

  it.each([
    ["/local/cities/fl?page=1", "/local/cities/fl"],
    ["/local/cities/fl?page=02", "/local/cities/fl?page=2"],
  ])("sends %s to its one URL", async (path, location) => {
    const response = await thrown(load(path, "fl"));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(location);
  });

  it.each([
    ["/local/cities/fl?page=999", "fl"],
    ["/local/cities/zz", "zz"],
    ["/local/cities/FL", "FL"],
  ])("answers %s with a 404", async (path, state) => {
    expect((await thrown(load(path, state))).status).toBe(404);
  });
});
