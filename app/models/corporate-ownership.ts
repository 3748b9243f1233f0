import { COMPANY_OWNED_OWNERS, FIRST_COAST_OWNER } from "./owners";

/** Franchise ids whose territories are corporate-owned whoever is named as owner. */
export const CORPORATE_FRANCHISE_IDS: ReadonlySet<number> = new Set([3477, 3167, 3171]);
/** Never corporate-owned, even when another branch would say so. */
export const EXCLUDED_FRANCHISE_ID = 3453;

export interface FranchiseOwnership {
  // Upstreams disagree on whether ids are numbers or numeric strings; both are accepted.
  franchiseId: number | string | null | undefined;
  owner: string | null | undefined;
}

export interface OwnershipInput {
  franchise: FranchiseOwnership | null | undefined;
  city: string | null | undefined;
  state: string | null | undefined;
}

// Upstream names vary in case, spacing and punctuation ("PONTE VEDRA BEACH", "Ponte Vedra  Beach "); compare words.
function normalize(text: string | null | undefined): string {
  return (text ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function inFlorida(state: string | null | undefined, cities: readonly string[], city: string | null | undefined) {
  return normalize(state) === "fl" && cities.includes(normalize(city));
}

const PONTE_VEDRA = ["ponte vedra", "ponte vedra beach"];
const JACKSONVILLE = ["jacksonville", "jacksonville beach"];

function franchiseIdNumber(id: number | string | null | undefined): number | null {
  if (typeof id === "number") return Number.isFinite(id) ? id : null;
  if (typeof id === "string" && /^\s*\d+\s*$/.test(id)) return Number(id);
  return null;
}

/**
 * DESIGN §8 reading of SPEC §4 "Corporate ownership": decides whether Deals and partner deals are offered for a
 * location. The exclusions are checked first so that no later branch can override them.
 */
export function isCorporateOwned({ franchise, city, state }: OwnershipInput): boolean {
  const id = franchiseIdNumber(franchise?.franchiseId);
  if (id === EXCLUDED_FRANCHISE_ID) return false;
  if (inFlorida(state, PONTE_VEDRA, city)) return false;
  if (franchise === null || franchise === undefined) return true;
  if (id !== null && CORPORATE_FRANCHISE_IDS.has(id)) return true;
  const owner = normalize(franchise.owner);
  if (owner === "") return false;
  if (COMPANY_OWNED_OWNERS.some((name) => normalize(name) === owner)) return true;
  return owner === normalize(FIRST_COAST_OWNER) && !inFlorida(state, JACKSONVILLE, city);
}
