import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_OWNED_OWNERS, FIRST_COAST_OWNER } from "../app/models/owners";
import Database from "better-sqlite3";
import type { PostalGeography } from "./handlers/location";
import fc from "fast-check";
import { cityKey, loadUsZips, withLongitudeSignsMended } from "./seed/geography";
import type { RunningCatalog } from "./server";
import { AUTH, getJson, sharedDbPath, startTestCatalog } from "./test-support";
import { isOrganisationName } from "./seed/geography";

interface Validation {
  valid: boolean;
  postalGeography: PostalGeography | null;
}

let catalog: RunningCatalog;
beforeAll(async () => {
  catalog = await startTestCatalog();
});
afterAll(async () => {
  await catalog.close();
});

const validate = async (code: string) =>
  (await getJson<Validation>(catalog.url, `/location/validate/${encodeURIComponent(code)}`)).body;
const franchiseOf = async (zip: string) => (await validate(zip)).postalGeography?.franchise?.franchiseID ?? null;
const franchiseInfo = async (id: number) =>
  (
    await getJson<{ franchiseId: number; owner: string; phone: string; name: string; territory: string }>(
      catalog.url,
      `/franchise-info/${id}`,
      AUTH,
    )
  ).body;

describe("validate", () => {
  it("answers a ZIP with its city, state, coordinates and franchise", async () => {
    expect(await validate("33701")).toEqual({
      valid: true,
      postalGeography: {
        city: "Saint Petersburg",
        state: { abbreviation: "FL" },
        postalCode: "33701",
        latX: 27.7723,
        longY: -82.6386,
        franchise: { franchiseID: 3477 },
      },
    });
  });

  it("resolves city,st and lat,lng to a ZIP", async () => {
    const tampa = await validate("Tampa,FL");
    expect(tampa.valid).toBe(true);
    expect(tampa.postalGeography).toMatchObject({ city: "Tampa", state: { abbreviation: "FL" } });
    expect((await validate("tampa, fl")).postalGeography?.postalCode).toBe(tampa.postalGeography?.postalCode);
    expect((await validate("27.77,-82.64")).postalGeography).toMatchObject({
      city: "Saint Petersburg",
      postalCode: "33701",
    });
  });

  it("finds a city however its name is written: apostrophes, an ʻokina, accents, spaces (the data writes none)", async () => {
    for (const [typed, city] of [
      ["Coeur d'Alene, ID", "Coeur D Alene"],
      ["coeur d’alene, id", "Coeur D Alene"],
      ["O'Fallon, MO", "O Fallon"],
      ["O'Fallon, IL", "O Fallon"],
      ["Lee's Summit, MO", "Lees Summit"],
      ["Kāneʻohe, HI", "Kaneohe"],
      ["Coeur D Alene, ID", "Coeur D Alene"],
      ["Saint-Petersburg, FL", "Saint Petersburg"],
    ]) {
      expect((await validate(typed!)).postalGeography?.city, typed).toBe(city);
    }
  });

  it("keys no two cities of one state alike once spaces and marks are dropped", () => {
    const db = new Database(sharedDbPath(), { readonly: true });
    try {
      const cities = db.prepare("SELECT city, state FROM cities").all() as Array<{ city: string; state: string }>;
      expect(cities.length).toBeGreaterThan(20_000);
      const byKey = new Map<string, string>();
      const clashes = cities.filter(({ city, state }) => {
        const key = `${cityKey(city)}|${state}`;
        const other = byKey.get(key);
        byKey.set(key, city);
        return other !== undefined && other !== city;
      });
      expect(clashes).toEqual([]);
    } finally {
      db.close();
    }
  });

  it("places a ZIP the source wrote without its longitude's sign in its state (10200: New York, not Kyrgyzstan)", async () => {
    expect((await validate("10200")).postalGeography).toMatchObject({ city: "New York", latX: 40.77, longY: -73.95 });
    // Any row near its state's middle whose sign is lost is mended; the rows as the source writes them stay as they are.
    const rows = loadUsZips();
    expect(withLongitudeSignsMended(rows)).toEqual(rows);
    const near = rows.filter((row) => /^(10[0-4]|336|770|981|852)/.test(row.zip) && row.lng !== 0);
    fc.assert(
      fc.property(fc.constantFrom(...near), (row) => {
        const flipped = rows.map((other) => (other === row ? { ...other, lng: -other.lng } : other));
        expect(withLongitudeSignsMended(flipped).find((other) => other.zip === row.zip)).toEqual(row);
      }),
      { numRuns: 15 },
    );
  });

  it("says invalid for unknown codes and malformed input", async () => {
    for (const code of ["00000", "Nowhere,ZZ", "hello", "1234", "0,0"]) {
      expect(await validate(code)).toEqual({ valid: false, postalGeography: null });
    }
  });
});

describe("franchise territories (every branch of the corporate-ownership rule)", () => {
  it("33701 is corporate franchise 3477", async () => {
    expect(await franchiseOf("33701")).toBe(3477);
    expect((await franchiseInfo(3477)).owner).toBe(COMPANY_OWNED_OWNERS[0]);
  });

  it("the Jacksonville area belongs to the third named owner", async () => {
    const ids = await Promise.all(["32073", "32202", "32250", "32082"].map(franchiseOf));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).not.toBeNull();
    expect((await franchiseInfo(ids[0] as number)).owner).toBe(FIRST_COAST_OWNER);
    expect((await validate("32073")).postalGeography?.city).toBe("Orange Park");
    expect((await validate("32202")).postalGeography?.city).toBe("Jacksonville");
    expect((await validate("32250")).postalGeography?.city).toBe("Jacksonville Beach");
    expect((await validate("32082")).postalGeography?.city).toBe("Ponte Vedra Beach");
  });

  it("has territories for 3453, 3167 and 3171", async () => {
    expect(await franchiseOf("34236")).toBe(3453);
    expect(await franchiseOf("33602")).toBe(3167);
    expect(await franchiseOf("32801")).toBe(3171);
    expect((await franchiseInfo(3453)).owner).toBe(COMPANY_OWNED_OWNERS[1]);
  });

  it("10001 is an ordinary franchisee", async () => {
    const id = await franchiseOf("10001");
    expect(id).not.toBeNull();
    expect([3477, 3167, 3171, 3453]).not.toContain(id);
    const info = await franchiseInfo(id as number);
    expect([...COMPANY_OWNED_OWNERS, FIRST_COAST_OWNER]).not.toContain(info.owner);
    expect(info.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
  });

  it("rural ZIPs have no franchise", async () => {
    expect(await validate("59001")).toMatchObject({ valid: true, postalGeography: { franchise: null } });
    expect(await franchiseOf("82190")).toBeNull();
  });
});

describe("location search", () => {
  it("finds cities by name prefix, biggest first", async () => {
    const { body } = await getJson<Array<{ city: string; state: string; zip: string }>>(
      catalog.url,
      "/location/search?term=Tamp&count=10",
    );
    expect(body[0]).toMatchObject({ city: "Tampa", state: "FL" });
    expect(body.every((s) => s.city.toLowerCase().startsWith("tamp"))).toBe(true);
  });

  const suggest = async (term: string, count = 10) =>
    (
      await getJson<Array<{ city: string; state: string; zip: string }>>(
        catalog.url,
        `/location/search?term=${encodeURIComponent(term)}&count=${count}`,
      )
    ).body.map((s) => `${s.city}, ${s.state}`);

  it("suggests a city from the way shoppers start typing it: apostrophes, St., Ft., Mt.", async () => {
    for (const [typed, city] of [
      ["coeur d'", "Coeur D Alene, ID"],
      ["O'Fal", "O Fallon, MO"],
      ["lee's sum", "Lees Summit, MO"],
      ["St. Pete", "Saint Petersburg, FL"],
      ["st louis, mo", "Saint Louis, MO"],
      ["Ft Wor", "Fort Worth, TX"],
      ["mt vernon, ny", "Mount Vernon, NY"],
      ["Ste Genevieve", "Sainte Genevieve, MO"],
      ["Fort Mitchell, KY", "Ft Mitchell, KY"],
    ]) {
      expect(await suggest(typed!), typed).toContain(city);
    }
    // An abbreviation counts only before another word: "st" on its own may be the start of "Stockton".
    expect((await suggest("Stock, CA"))[0]).toBe("Stockton, CA");
  });

  it("suggests and validates every city from its name written the ways shoppers write it (sampled over the data)", async () => {
    const db = new Database(sharedDbPath(), { readonly: true });
    const cities = db.prepare("SELECT city, state FROM cities ORDER BY state, city").all() as Array<{
      city: string;
      state: string;
    }>;
    db.close();
    const respell = (city: string, i: number) =>
      [
        (c: string) =>
          c
            .replace(/\bSaint\b/, "St.")
            .replace(/\bFort\b/, "Ft")
            .replace(/\bMount\b/, "Mt."),
        (c: string) => c.replace(/ /g, "-").toUpperCase(),
        (c: string) => c.replace(/ D /, " d'").replace(/ O /, " O'").toLowerCase(),
        (c: string) => c.replace(/e/g, "é").replace(/ /, "  "),
      ][i % 4]!(city);
    const sample = cities.filter((_, i) => i % 97 === 0);
    expect(sample.length).toBeGreaterThan(200);
    for (const [i, { city, state }] of sample.entries()) {
      const typed = `${respell(city, i)}, ${state}`;
      expect(await suggest(typed, 50), typed).toContain(`${city}, ${state}`);
      expect((await validate(typed)).postalGeography, typed).toMatchObject({ city, state: { abbreviation: state } });
    }
  });

  it("finds ZIPs by prefix and honours count", async () => {
    const { body } = await getJson<Array<{ city: string; zip: string }>>(
      catalog.url,
      "/location/search?term=3370&count=10",
    );
    expect(body.length).toBeGreaterThan(3);
    expect(body.every((s) => s.zip.startsWith("3370"))).toBe(true);
    expect(body[0]).toEqual({ city: "Saint Petersburg", state: "FL", zip: "33701" });
    const three = await getJson<unknown[]>(catalog.url, "/location/search?term=San&count=3");
    expect(three.body).toHaveLength(3);
  });
});

describe("IP geolocation", () => {
  it("resolves a public US address to a city", async () => {
    const { status, body } = await getJson<Record<string, unknown>>(catalog.url, "/geoip/24.24.24.24");
    expect(status).toBe(200);
    expect(body).toMatchObject({ ip: "24.24.24.24", country_code: "US" });
    expect(body.city).toEqual(expect.any(String));
    expect((body.city as string).length).toBeGreaterThan(0);
    expect(body.region_code).toMatch(/^[A-Z]{2}$/);
    expect(body.postal).toMatch(/^\d{5}$/);
    expect(typeof body.latitude).toBe("number");
  });

  it("answers reserved and private addresses with the no-result shape", async () => {
    for (const ip of ["127.0.0.1", "10.0.0.1", "192.168.1.20", "::1"]) {
      expect((await getJson(catalog.url, `/geoip/${encodeURIComponent(ip)}`)).body).toEqual({
        ip,
        error: true,
        reason: "Reserved IP Address",
      });
    }
  });
});

describe("real place names (issue 25)", () => {
  it("names an organisation's or base's ZIP by the town it is in, for validation and every store", async () => {
    // 83733 is 'West One Bank' in the ZIP dataset: a Boise ZIP.
    expect((await validate("83733")).postalGeography?.city).toBe("Boise");
    expect((await validate("West One Bank, ID")).valid).toBe(false);
    const stores: Array<{ city: string; state: string }> = [];
    for (let page = 1; ; page += 1) {
      const { body } = await getJson<{
        items: Array<{ city: string; state: string }>;
        total: number;
        pageSize: number;
      }>(catalog.url, `/coupon-feed/coverage/stores?page=${page}`, AUTH);
      stores.push(...body.items);
      if (page * body.pageSize >= body.total) break;
    }
    expect(stores.length).toBeGreaterThan(100);
    const named = stores.filter((s) => isOrganisationName(s.city));
    expect(named).toEqual([]);
    // And each store's city is a place the validate call knows, so its business page's URL resolves.
    const cities = [...new Set(stores.map((s) => `${s.city},${s.state}`))];
    for (const city of cities.slice(0, 60)) expect((await validate(city)).valid, city).toBe(true);
  });

  it("finds a city by the words its slug keeps (hyphens, apostrophes, any case)", async () => {
    for (const name of ["Melcher-Dallas, IA", "melcher dallas, ia", "Blairsden Graeagle, CA"]) {
      expect((await validate(name)).valid, name).toBe(true);
    }
  });

  it("tells organisation names from towns named alike", () => {
    for (const name of [
      "West One Bank",
      "Dover Afb",
      "Citicorp Services Inc",
      "Washington Navy Yard",
      "Bank Of America",
      "Mastercard",
      "Federal Communications Com",
      "Sf International Service Ctr",
      "University Of Richmond",
      "Auburn University",
      "Arizona State Univ West",
    ]) {
      expect(isOrganisationName(name), name).toBe(true);
    }
    for (const name of [
      "Red Bank",
      "Cut Bank",
      "Green Bank",
      "Banks",
      "Mutual",
      "Telephone",
      "Electric City",
      "Fort Bragg",
      "University Park",
      "Comstock",
    ]) {
      expect(isOrganisationName(name), name).toBe(false);
    }
  });
});
