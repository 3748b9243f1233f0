/** SPEC §9: listings of the featured organisation sort first; everything else keeps the upstream's order. */
export const FEATURED_ORG_ID = 739912;

export function isFeatured(listing: { orgIds: readonly number[] }): boolean {
  return listing.orgIds.includes(FEATURED_ORG_ID);
}

export function featuredFirst<T extends { orgIds: readonly number[] }>(listings: readonly T[]): T[] {
  // Array.prototype.sort is stable, so the upstream's nearest-first order survives within each group.
  return [...listings].sort((a, b) => Number(isFeatured(b)) - Number(isFeatured(a)));
}
