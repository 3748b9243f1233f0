import type { Coords } from "./location";

/**
 * SPEC §5: local, service and deals offers are requested only when coordinates are present. Strings and NaN count
 * as missing because cookie and query values arrive untyped.
 */
export function hasCoordinates(coords: Partial<Coords> | null | undefined): coords is Coords {
  return (
    coords !== null &&
    coords !== undefined &&
    typeof coords.lat === "number" &&
    typeof coords.lng === "number" &&
    Number.isFinite(coords.lat) &&
    Number.isFinite(coords.lng) &&
    Math.abs(coords.lat) <= 90 &&
    Math.abs(coords.lng) <= 180
  );
}

/** Two decimals (about 1 km) is the grain at which per-location answers are shared between visitors. */
export function roundCoords(coords: Coords, decimals = 2): Coords {
  const factor = 10 ** decimals;
  const round = (value: number) => Math.round(value * factor) / factor;
  // `+ 0` turns -0 into 0 so that "-0" never appears in a URL or a cache key.
  return { lat: round(coords.lat) + 0, lng: round(coords.lng) + 0 };
}

/** The `{lat},{lng}` form the upstream paths use. */
export function formatCoords(coords: Coords): string {
  return `${coords.lat},${coords.lng}`;
}
