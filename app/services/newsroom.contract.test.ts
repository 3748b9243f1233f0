import { NEWSROOM_FOLDERS } from "~/models/content";
import { UpstreamError } from "./http.server";
import { quietWarnings, rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

const MESSAGE = "We seem to be having trouble loading our Newsroom content";

describe("newsroom against the catalog", () => {
  it.each(NEWSROOM_FOLDERS.map((folder) => [folder]))("lists the items of the %s folder", async (folder) => {
    const items = await catalog.services().newsroom.getNewsroomFolder(folder);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.parentId).toBe(folder);
  });

  it("gets press releases with their bodies, because it asks for all properties", async () => {
    const items = await catalog.services().newsroom.getNewsroomFolder("press-releases");
    for (const item of items) {
      expect(item.type).toBe("press-release");
      expect(item.body).toBeTruthy();
    }
  });

  it("gets one item by id", async () => {
    const services = catalog.services();
    const [first] = await services.newsroom.getNewsroomFolder("press-releases");
    if (first === undefined) throw new Error("no press release");
    const item = await services.newsroom.getNewsroomItem(first.id);
    expect(item).toMatchObject({ id: first.id, title: first.title });
    expect(item.body).toBeTruthy();
  });

  it("reports an unknown item with status 404 and the newsroom message", async () => {
    const error = await rejection(catalog.services().newsroom.getNewsroomItem("no-such-item"));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ service: "newsroom", status: 404, message: MESSAGE });
  });

  it("reports a wrong password as a 401 with the newsroom message", async () => {
    const services = catalog.services({ UPSTREAM_NEWSROOM_PASSWORD: "wrong" });
    await expect(rejection(services.newsroom.getNewsroomFolder("leadership"))).resolves.toMatchObject({
      status: 401,
      message: MESSAGE,
    });
  });

  it("reports a malformed answer with the newsroom message", async () => {
    await catalog.fault({ path: "/content", body: "{not json" });
    await expect(rejection(catalog.services().newsroom.getNewsroomFolder("logos"))).resolves.toMatchObject({
      kind: "malformed",
      message: MESSAGE,
    });
  });

  it("gives up at the content time-out (SPEC §9's 5 s) even when the default timeout is longer", async () => {
    const warn = quietWarnings();
    await catalog.fault({ path: "/content", delayMs: 1500 });
    const started = Date.now();
    const error = await rejection(
      catalog
        .services({ UPSTREAM_TIMEOUT_MS: "20000", UPSTREAM_CONTENT_TIMEOUT_MS: "300" })
        .newsroom.getNewsroomFolder("media-coverage"),
    );
    expect(Date.now() - started).toBeLessThan(1200);
    expect(error).toMatchObject({ kind: "timeout", status: 504, message: MESSAGE });
    warn.mockRestore();
  });
});
