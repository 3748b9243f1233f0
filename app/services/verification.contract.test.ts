import { browserToken, rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

describe("the human-verification double", () => {
  it("serves a script that defines window.valuvoVerify.token()", async () => {
    const response = await fetch(`${catalog.url}/verification/script.js`);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const token = new Function(
      "window",
      "document",
      "CustomEvent",
      `${await response.text()}; return window.valuvoVerify.token();`,
    )({}, { dispatchEvent: () => true }, class {}) as Promise<string>;
    await expect(catalog.services().verification.verifyToken(await token)).resolves.toEqual({ success: true });
  });

  it("rejects a forged, a tampered and a missing token", async () => {
    const verification = catalog.services().verification;
    const genuine = await browserToken(catalog);
    await expect(verification.verifyToken("forged")).resolves.toEqual({ success: false, reason: "invalid" });
    await expect(
      verification.verifyToken(`${genuine.slice(0, -1)}${genuine.endsWith("A") ? "B" : "A"}`),
    ).resolves.toMatchObject({ success: false });
    await expect(verification.verifyToken("")).resolves.toEqual({ success: false, reason: "missing" });
  });

  it("accepts a token for one check only: the second check of the same token fails as used (issue 35)", async () => {
    const verification = catalog.services().verification;
    const token = await browserToken(catalog);
    await expect(verification.verifyToken(token)).resolves.toEqual({ success: true });
    await expect(verification.verifyToken(token)).resolves.toEqual({ success: false, reason: "used" });
    await expect(verification.verifyToken(await browserToken(catalog))).resolves.toEqual({ success: true });
  });

  it("names the script URL browsers load, on the catalog's public origin by default", () => {
    expect(catalog.services().verification.scriptUrl).toBe("http://127.0.0.1:4010/verification/script.js");
    expect(catalog.services({ CATALOG_PUBLIC_URL: "https://catalog.example" }).verification.scriptUrl).toBe(
      "https://catalog.example/verification/script.js",
    );
  });

  it("reports a wrong credential on the check as a 401", async () => {
    await expect(
      rejection(catalog.services({ UPSTREAM_AUTH_TOKEN: "wrong" }).verification.verifyToken("x")),
    ).resolves.toMatchObject({ status: 401 });
  });
});
