import { rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

describe("IP geolocation against the catalog", () => {
  it("places a public New York address in New York, NY", async () => {
    const location = await catalog.services().geoIp.lookupIp("72.229.28.185");
    expect(location).toMatchObject({ city: "New York", state: "NY" });
    expect(location?.coords.lat).toBeCloseTo(40.7, 0);
  });

  it.each([["127.0.0.1"], ["10.1.2.3"], ["192.168.0.1"]])("answers null for the reserved address %s", async (ip) => {
    await expect(catalog.services().geoIp.lookupIp(ip)).resolves.toBeNull();
  });

  it("answers null without a call for something that is not an address", async () => {
    await catalog.fault({ path: "/geoip", status: 500 });
    await expect(catalog.services().geoIp.lookupIp("../../etc/passwd")).resolves.toBeNull();
  });

  it("reports a failing lookup with 'Location unavailable'", async () => {
    await catalog.fault({ path: "/geoip", status: 500 });
    await expect(rejection(catalog.services().geoIp.lookupIp("72.229.28.185"))).resolves.toMatchObject({
      service: "ipGeolocation",
      status: 500,
      message: "Location unavailable",
    });
  });
});
