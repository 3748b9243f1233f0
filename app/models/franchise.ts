/** Franchise info as the franchise-info upstream answers it (SPEC §7 leaves the shape open; the contract fixes it). */
export interface FranchiseInfo {
  franchiseId: number;
  owner: string;
  name: string;
  phone: string;
  territory: string;
}
