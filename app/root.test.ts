import { catalogForLoaders, loaderArgs, pageRequest, thrown } from "~/test-support/loader-harness";
import { loader } from "./root";

// The root loader answers before any route's data is read: what a document request and a client-side navigation
// (its data request) both meet. Its upstream (the specialty links it asks for first) is the file's catalog.
catalogForLoaders();

const answerTo = (path: string) => thrown(loader(loaderArgs(pageRequest(path), {}, {})));

describe("the root loader's redirects", () => {
  it.each([
    ["/careers", "/advertise/careers"],
    ["/jobs", "/advertise/careers"],
    ["/add", "/request-envelope"],
    ["/remove", "/remove-address"],
    ["/community", "/community-service"],
    ["/environment", "/sustainability"],
    // A regional market's name leads to the advertise page.
    ["/orlando", "/advertise"],
  ])("answers the vanity path %s, in any case, with a 301 to %s", async (path, target) => {
    for (const spelling of [path, path.toUpperCase()]) {
      const answer = await answerTo(spelling);
      expect(answer.status, spelling).toBe(301);
      expect(answer.headers.get("Location"), spelling).toBe(target);
    }
  });

  it("never takes a vanity path's target from the query", async () => {
    const answer = await answerTo("/jobs?next=https://evil.example");
    expect(answer.status).toBe(301);
    expect(answer.headers.get("Location")).toBe("/advertise/careers");
  });

  it.each([
    ["/pizza/", "/pizza"],
    ["/newsroom/press-releases/", "/newsroom/press-releases"],
    ["/coupon-codes/?cpncode=x", "/coupon-codes?cpncode=x"],
  ])("answers the trailing slash of %s with a 301 to %s, query kept", async (path, target) => {
    const answer = await answerTo(path);
    expect(answer.status).toBe(301);
    expect(answer.headers.get("Location")).toBe(target);
  });

  it("lets every other path through to its route", async () => {
    for (const path of ["/", "/pizza", "/advertise/careers", "/coupon-codes?cpncode=x"]) {
      await expect(loader(loaderArgs(pageRequest(path), {}, {})), path).resolves.toEqual({
        origin: expect.any(String),
      });
    }
  });
});
