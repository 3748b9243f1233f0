const EARTH_RADIUS_MILES = 3958.8;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRad(lat2 - lat1);
  const dLng = toRad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** SPEC §5/§9: miles with one decimal. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

export interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** A lat/lng box that contains every point within `miles` of the centre. */
export function boxAround(lat: number, lng: number, miles: number): Box {
  const dLat = miles / 69.0;
  const cos = Math.max(0.01, Math.cos(toRad(lat)));
  const dLng = miles / (69.172 * cos);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/** A point at `miles` from the centre in direction `bearing` (radians); flat-earth, fine for a few dozen miles. */
export function offsetPoint(lat: number, lng: number, miles: number, bearing: number): { lat: number; lng: number } {
  const dLat = (miles * Math.cos(bearing)) / 69.0;
  const dLng = (miles * Math.sin(bearing)) / (69.172 * Math.max(0.01, Math.cos(toRad(lat))));
  return { lat: round6(lat + dLat), lng: round6(lng + dLng) };
}

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * The search index's places: half-degree cells named by a token ("cell283x213"). A business is indexed with the cells
 * its stores stand in or its service area's box touches, so a search near a point matches only the businesses of the
 * cells around it instead of every business of the country with the word.
 */
const CELL_DEGREES = 0.5;

export function cellsOfBox(box: Box): string[] {
  const cells: string[] = [];
  for (let lat = Math.floor(box.minLat / CELL_DEGREES); lat <= Math.floor(box.maxLat / CELL_DEGREES); lat += 1) {
    for (let lng = Math.floor(box.minLng / CELL_DEGREES); lng <= Math.floor(box.maxLng / CELL_DEGREES); lng += 1) {
      cells.push(`cell${lat + 400}x${lng + 800}`);
    }
  }
  return cells;
}

export function cellOf(lat: number, lng: number): string {
  return cellsOfBox({ minLat: lat, maxLat: lat, minLng: lng, maxLng: lng })[0] as string;
}
