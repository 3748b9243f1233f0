import { rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

describe("mailing-area check against the catalog", () => {
  it("says a ZIP in a franchise territory is in the mailing area, and one far from every territory is not", async () => {
    const mailingArea = catalog.services().mailingArea;
    await expect(mailingArea.checkMailingArea("33701")).resolves.toEqual({ zip: "33701", inArea: true });
    await expect(mailingArea.checkMailingArea("59001-1234")).resolves.toEqual({ zip: "59001", inArea: false });
  });

  it.each([
    ["an unknown", "00000"],
    ["a malformed", "abc"],
  ])("reports %s ZIP with status 404", async (_kind, zip) => {
    await expect(rejection(catalog.services().mailingArea.checkMailingArea(zip))).resolves.toMatchObject({
      status: 404,
    });
  });

  it("reports a wrong credential as a 401 and a malformed answer as an UpstreamError", async () => {
    await expect(
      rejection(catalog.services({ UPSTREAM_AUTH_TOKEN: "wrong" }).mailingArea.checkMailingArea("33701")),
    ).resolves.toMatchObject({
      status: 401,
    });
    await catalog.fault({ path: "/address/mailing-area", body: '{"zip":"33701"}' });
    await expect(rejection(catalog.services().mailingArea.checkMailingArea("33701"))).resolves.toMatchObject({
      kind: "schema",
    });
  });
});
