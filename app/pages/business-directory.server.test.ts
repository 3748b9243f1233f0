import { thrown, catalogForLoaders, visitArgs } from "~/test-support/loader-harness";
import { loader as indexLoader } from "~/routes/_site.local.businesses._index";
import { loader } from "~/routes/_site.local.businesses.$state";

catalogForLoaders();

const load = (path: string, state: string) => loader(visitArgs(path, { params: { state } }));

describe("the business directory's loaders", () => {
  it("links every page of every state, and each page lists at most 175 businesses", async () => {
    const { states } = await indexLoader();
    const texas = states.find((state) => state.state === "TX")!;
    expect(texas.pageLinks[0]).toBe("/local/businesses/tx");
    const last = await load(texas.pageLinks.at(-1)!, "tx");
    expect(last.page).toBe(texas.pages);
    expect(last.businesses.length).toBeGreaterThan(0);
    expect(last.businesses.length).toBeLessThanOrEqual(175);
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
