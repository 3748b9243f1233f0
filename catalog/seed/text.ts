import { MONTH_NAMES } from "../../app/models/calendar-dates";
import { areaCodesOf } from "./area-codes";
import type { Rng } from "./rng";

/**
 * `(813) 555-0142` style, with an area code of `state` (a shopper dials a local number); the exchange never starts
 * with 0 or 1, as in the North American plan.
 */
export function phoneNumber(rng: Rng, state: string): string {
  const area = rng.pick(areaCodesOf(state));
  const exchange = rng.int(201, 989);
  const line = String(rng.int(0, 9999)).padStart(4, "0");
  return `(${area}) ${exchange}-${line}`;
}

const STREET_NAMES = [
  "Main",
  "Oak",
  "Maple",
  "Cedar",
  "Park",
  "Washington",
  "Lake",
  "Hill",
  "Pine",
  "Elm",
  "Sunset",
  "Lincoln",
  "Jackson",
  "Highland",
  "Church",
  "Center",
  "Franklin",
  "Broad",
  "River",
  "Spring",
  "Market",
  "Central",
  "Madison",
  "Walnut",
  "Chestnut",
  "Magnolia",
  "Dogwood",
  "Willow",
  "Meadow",
  "Forest",
  "Jefferson",
  "College",
  "Commerce",
  "Harbor",
  "Bay",
  "Orchard",
  "Mill",
  "Union",
  "Liberty",
  "Grand",
  "Kings",
  "Ridge",
  "Valley",
  "Palm",
  "Colonial",
];
const STREET_TYPES = ["St", "Ave", "Blvd", "Rd", "Dr", "Pkwy", "Way", "Ln", "Hwy", "Pl"];
const STREET_PREFIXES = ["", "", "", "", "N ", "S ", "E ", "W "];

export function streetLine(rng: Rng): string {
  const number = rng.chance(0.3) ? rng.int(10, 999) : rng.int(1000, 19999);
  return `${number} ${rng.pick(STREET_PREFIXES)}${rng.pick(STREET_NAMES)} ${rng.pick(STREET_TYPES)}`;
}

export function suiteLine(rng: Rng): string {
  return rng.pick(["Suite", "Ste", "Unit", "#"]) === "#"
    ? `#${rng.int(1, 40)}`
    : `${rng.pick(["Suite", "Unit"])} ${rng.int(1, 9) * 100 + rng.int(0, 20)}`;
}

const LANDMARKS = [
  "In the {street} Shopping Center",
  "Next to the post office",
  "Across from the high school",
  "Near the corner of {street}",
  "Behind the bank",
  "In the Town Square plaza",
  "Next to the grocery store",
  "Inside the mall, lower level",
  "At the {street} intersection",
  "Plenty of free parking in back",
];

export function addressDescription(rng: Rng): string {
  if (rng.chance(0.45)) return "";
  return rng.pick(LANDMARKS).replace("{street}", `${rng.pick(STREET_NAMES)} ${rng.pick(STREET_TYPES)}`);
}

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['\u2019]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Upstream names carry HTML numeric entities for some characters (SPEC §5), e.g. `Tony&#39;s Pizza`. */
export function encodeEntities(name: string): string {
  return name.replace(/'/g, "&#39;").replace(/&(?!#)/g, "&#38;");
}

export function initials(name: string): string {
  const words = name
    .replace(/&#\d+;/g, "")
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .split(/\s+/)
    .filter((word) => word.length > 0 && !["of", "the", "and", "s"].includes(word.toLowerCase()));
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join("") || "V";
}

export const COLORS = [
  "#1f6f8b",
  "#99a8b2",
  "#e6a157",
  "#c0392b",
  "#27ae60",
  "#8e44ad",
  "#2c3e50",
  "#d35400",
  "#16a085",
  "#2980b9",
  "#b03a2e",
  "#117864",
  "#7d3c98",
  "#a04000",
  "#1a5276",
  "#9c640c",
  "#196f3d",
  "#6c3483",
  "#943126",
  "#21618c",
];

/** 'October 28, 2026' for a UTC day, in the month names the site prints dates with. */
export function formatLongDate(date: Date): string {
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
