// Franchise owner names the corporate-ownership rule (DESIGN §8) depends on. They are configuration, kept apart from
// the rule so a change of ownership edits data, not logic.

/** The two company-owned entities: their territories always count as corporate-owned. */
export const COMPANY_OWNED_OWNERS: readonly [string, string] = ["Valuvo Corporate LLC", "Valuvo Direct Holdings"];

/** The third named owner: corporate-owned outside Jacksonville and Jacksonville Beach, FL. */
export const FIRST_COAST_OWNER = "First Coast Marketing Group";
