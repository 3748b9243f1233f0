import type { Coords } from "./location";

const EARTH_RADIUS_MILES = 3958.8;

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** SPEC §5/§9: great-circle (haversine) distance in miles, rounded to one decimal. */
export function distanceMiles(from: Coords, to: Coords): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against a value a hair above 1 from floating-point error, which would make asin return NaN.
  const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
  return roundMiles(miles);
}

export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}
