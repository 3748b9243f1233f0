import type { Database } from "better-sqlite3";
import type { AddressStandardization } from "../../app/models/address-check";
import { type Answer, badRequest, json, notFound } from "../http";
import { cityKey } from "../seed/geography";

// USPS Publication 28 abbreviations for the words addresses most often spell out.
const SUFFIXES: Readonly<Record<string, string>> = {
  STREET: "ST",
  AVENUE: "AVE",
  AV: "AVE",
  BOULEVARD: "BLVD",
  ROAD: "RD",
  DRIVE: "DR",
  LANE: "LN",
  COURT: "CT",
  PLACE: "PL",
  PARKWAY: "PKWY",
  HIGHWAY: "HWY",
  CIRCLE: "CIR",
  TERRACE: "TER",
  TRAIL: "TRL",
  SQUARE: "SQ",
  EXPRESSWAY: "EXPY",
  PIKE: "PIKE",
};
const DIRECTIONS: Readonly<Record<string, string>> = {
  NORTH: "N",
  SOUTH: "S",
  EAST: "E",
  WEST: "W",
  NORTHEAST: "NE",
  NORTHWEST: "NW",
  SOUTHEAST: "SE",
  SOUTHWEST: "SW",
};
const UNITS: Readonly<Record<string, string>> = {
  APARTMENT: "APT",
  APT: "APT",
  SUITE: "STE",
  STE: "STE",
  UNIT: "UNIT",
  BUILDING: "BLDG",
  BLDG: "BLDG",
  FLOOR: "FL",
  FL: "FL",
  ROOM: "RM",
  RM: "RM",
};

const clean = (line: string) => line.toUpperCase().replace(/[.,]/g, " ").replace(/\s+/g, " ").trim();

function standardizeStreet(line: string): string {
  return clean(line)
    .split(" ")
    .map((word) => SUFFIXES[word] ?? DIRECTIONS[word] ?? word)
    .join(" ");
}

/** `APT 4`, `STE 200`, `# 12`, or null when the text is not a secondary unit. */
function standardizeUnit(text: string): string | null {
  const words = clean(text).replace(/#\s*/, "# ").split(" ");
  const head = words[0] ?? "";
  if (head === "#" && words.length === 2) return `# ${words[1]}`;
  const unit = UNITS[head];
  return unit && words.length === 2 ? `${unit} ${words[1]}` : null;
}

/** ADDRESS_STANDARDIZATION and MAILING_AREA over the real ZIP dataset and the seeded franchise territories. */
export function createAddressHandlers(db: Database) {
  const zipRow = db.prepare("SELECT zip, city, state, franchise_id FROM zips WHERE zip = ?");
  const cityRow = db.prepare(
    "SELECT city, state, zip FROM cities WHERE city_key = ? AND state = ? ORDER BY zip_count DESC LIMIT 1",
  );

  function standardizeLines(lines: readonly string[]): AddressStandardization {
    const parts = lines.map((line) => line.trim()).filter((line) => line !== "");
    if (parts.length < 2) return { found: false };
    const last = clean(parts[parts.length - 1] as string);
    // "CITY ST 12345", "CITY ST 12345-6789", "CITY ST" or "12345"
    const match = /^(?:(.*?)\s+)?(?:([A-Z]{2})\s*)?(\d{5})(?:-\d{4})?$/.exec(last) ?? /^(.*?)\s+([A-Z]{2})$/.exec(last);
    if (!match) return { found: false };
    const zipText = /^\d{5}$/.test(match[3] ?? "") ? (match[3] as string) : null;
    let place: { city: string; state: string; zip: string } | undefined;
    if (zipText) {
      const row = zipRow.get(zipText) as { zip: string; city: string; state: string } | undefined;
      if (!row || (match[2] && match[2] !== row.state)) return { found: false };
      place = row;
    } else {
      place = cityRow.get(cityKey(match[1] ?? ""), match[2]) as typeof place;
    }
    if (!place) return { found: false };
    const street = parts[0] as string;
    const inline =
      /^(.*?)\s*(?:,\s*)?((?:#|\b(?:APARTMENT|APT|SUITE|STE|UNIT|BUILDING|BLDG|FLOOR|FL|ROOM|RM)\b\.?)\s*[A-Z0-9-]+)$/i.exec(
        street,
      );
    const streetOnly = inline ? (inline[1] as string) : street;
    const unitText = inline ? (inline[2] as string) : parts.length > 2 ? (parts[1] as string) : "";
    const addressLine1 = standardizeStreet(streetOnly);
    if (!/^\d+[A-Z]?(?:-\d+)? [A-Z0-9]/.test(addressLine1) || addressLine1.length > 100) return { found: false };
    const addressLine2 = unitText === "" ? "" : standardizeUnit(unitText);
    if (addressLine2 === null) return { found: false };
    return {
      found: true,
      address: { addressLine1, addressLine2, city: place.city.toUpperCase(), state: place.state, zip: place.zip },
    };
  }

  function standardize(body: unknown): Answer {
    const lines = typeof body === "object" && body !== null ? (body as Record<string, unknown>).lines : undefined;
    if (
      !Array.isArray(lines) ||
      lines.length === 0 ||
      lines.length > 4 ||
      !lines.every((line) => typeof line === "string" && line.length <= 120)
    ) {
      return badRequest("lines must be 1 to 4 strings of at most 120 characters");
    }
    return json(standardizeLines(lines as string[]));
  }

  /** A ZIP is in the mailing area when it lies in a franchise territory: envelopes are mailed by franchise owners. */
  function mailingArea(zip: string): Answer {
    if (!/^\d{5}$/.test(zip)) return notFound();
    const row = zipRow.get(zip) as { zip: string; franchise_id: number | null } | undefined;
    return row ? json({ zip: row.zip, inArea: row.franchise_id !== null }) : notFound();
  }

  return { standardize, standardizeLines, mailingArea };
}
