import { thrown, catalogForLoaders, visitArgs } from "~/test-support/loader-harness";
import { loader as indexLoader } from "~/routes/_site.local.businesses._index";
import { loader } from "~/routes/_site.local.businesses.$state";
import { BUSINESSES_PER_DIRECTORY_PAGE } from "~/models/business-directory";

catalogForLoaders();

const load = (path: string, state: string) => loader(visitArgs(path, { params: { state } }));

describe("the business directory's loaders", () => {
  it("links each state's first page, which links every page of the state, each of at most 150 businesses", async () => {
    const { states } = await indexLoader();
    const texas = states.find((state) => state.state === "TX")!;
    expect(texas.path).toBe("/local/businesses/tx");
    const first = await load(texas.path, "tx");
    expect(first.pageLinks).toHaveLength(texas.pages);
    expect(first.pageLinks[0]).toBe("/local/businesses/tx");
    const last = await load(first.pageLinks.at(-1)!, "tx");
    expect(last.page).toBe(texas.pages);
    expect(last.pageLinks).toEqual(first.pageLinks);
    expect(last.businesses.length).toBeGreaterThan(0);
    expect(last.businesses.length).toBeLessThanOrEqual(BUSINESSES_PER_DIRECTORY_PAGE);
    expect(last.next).toBeNull();
  });

  it.each([
    ["/local/businesses/tx?page=1", "/local/businesses/tx"],
    ["/local/businesses/tx?page=02", "/local/businesses/tx?page=2"],
    ["/local/businesses/tx?page=abc", "/local/businesses/tx"],
  ])("sends %s to its one URL", async (path, location) => {
    const response = await thrown(load(path, "tx"));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(location);
  });

  it.each([
    ["/local/businesses/tx?page=999", "tx"],
    ["/local/businesses/zz", "zz"],
    ["/local/businesses/TX", "TX"],
  ])("answers %s with a 404", async (path, state) => {
    expect((await thrown(load(path, state))).status).toBe(404);
  });
});
