import { rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

describe("address standardization against the catalog", () => {
  it("standardizes free-form lines to the USPS form with the dataset's city", async () => {
    const result = await catalog
      .services()
      .addressStandardization.standardizeAddress(["123 North Main Street", "Apartment 4", "St Pete, FL 33701"]);
    expect(result).toEqual({
      found: true,
      address: {
        addressLine1: "123 N MAIN ST",
        addressLine2: "APT 4",
        city: "SAINT PETERSBURG",
        state: "FL",
        zip: "33701",
      },
    });
  });

  it("reads a unit written on the street line and a city without a ZIP", async () => {
    const result = await catalog
      .services()
      .addressStandardization.standardizeAddress(["500 Ocean Avenue, Suite 200", "Tampa, FL"]);
    expect(result).toMatchObject({
      found: true,
      address: { addressLine1: "500 OCEAN AVE", addressLine2: "STE 200", city: "TAMPA", state: "FL" },
    });
  });

  it("answers not found for an unknown ZIP, a mismatched state or a line without a street number", async () => {
    const standardize = catalog.services().addressStandardization.standardizeAddress;
    await expect(standardize(["123 Main St", "Nowhere, FL 00000"])).resolves.toEqual({ found: false });
    await expect(standardize(["123 Main St", "Saint Petersburg, TX 33701"])).resolves.toEqual({ found: false });
    await expect(standardize(["Main Street", "Saint Petersburg, FL 33701"])).resolves.toEqual({ found: false });
  });

  it("reports a wrong credential as a 401 and a malformed answer as an UpstreamError", async () => {
    await expect(
      rejection(
        catalog
          .services({ UPSTREAM_AUTH_TOKEN: "wrong" })
          .addressStandardization.standardizeAddress(["1 Main St", "Tampa, FL"]),
      ),
    ).resolves.toMatchObject({ status: 401, service: "addressStandardization" });
    await catalog.fault({ path: "/address/standardize", body: '{"found":true}' });
    await expect(
      rejection(catalog.services().addressStandardization.standardizeAddress(["1 Main St", "Tampa, FL"])),
    ).resolves.toMatchObject({
      kind: "schema",
    });
  });
});
