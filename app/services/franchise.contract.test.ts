import { rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

const MESSAGE = "We couldn't find the franchise for this location";

describe("franchise info against the catalog", () => {
  it("loads the franchise of Saint Petersburg's territory", async () => {
    const info = await catalog.services().franchise.getFranchiseInfo(3477);
    expect(info).toMatchObject({ franchiseId: 3477 });
    expect(info?.owner).not.toBe("");
    expect(info?.phone).not.toBe("");
  });

  it("answers null without a call for a location outside every territory", async () => {
    await catalog.fault({ path: "/franchise-info", status: 500 });
    await expect(catalog.services().franchise.getFranchiseInfo(null)).resolves.toBeNull();
  });

  it("reports an unknown franchise id with status 404", async () => {
    await expect(rejection(catalog.services().franchise.getFranchiseInfo(999_999))).resolves.toMatchObject({
      service: "franchiseInfo",
      status: 404,
      message: MESSAGE,
    });
  });

  it("reports a wrong auth token as a 401", async () => {
    await expect(
      rejection(catalog.services({ UPSTREAM_AUTH_TOKEN: "wrong" }).franchise.getFranchiseInfo(3477)),
    ).resolves.toMatchObject({ status: 401, message: MESSAGE });
  });

  it("keeps serving a cached franchise while the upstream is down", async () => {
    const services = catalog.services();
    const first = await services.franchise.getFranchiseInfo(3477);
    await catalog.fault({ path: "/franchise-info", status: 500 });
    await expect(services.franchise.getFranchiseInfo(3477)).resolves.toEqual(first);
  });
});
