// The US postal geography of the `zipcodes` package, which ships no types: the catalog is seeded from it and the site
// checks location cookies against it (app/services/issued-places.server.ts). Both read its data file directly.
declare module "zipcodes/lib/codes.js" {
  export const codes: Record<
    string,
    { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }
  >;
}
