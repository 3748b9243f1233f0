import { createRequire } from "node:module";
import { isIP } from "node:net";
import { type Answer, json } from "../http";
import type { LocationHandlers } from "./location";

interface GeoipLookup {
  country: string;
  region: string;
  city: string;
  ll: [number, number];
}

interface GeoipModule {
  lookup(ip: string): GeoipLookup | null;
}

const require = createRequire(import.meta.url);
let geoip: GeoipModule | null = null;

/** geoip-lite reads its data files synchronously when first required, so it is loaded on the first lookup. */
function geoipModule(): GeoipModule {
  geoip ??= require("geoip-lite") as GeoipModule;
  return geoip;
}

const STATE_NAMES: Readonly<Record<string, string>> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado", CT: "Connecticut",
  DE: "Delaware", DC: "District of Columbia", FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho", IL: "Illinois",
  IN: "Indiana", IA: "Iowa", KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine", MD: "Maryland",
  MA: "Massachusetts", MI: "Michigan", MN: "Minnesota", MS: "Mississippi", MO: "Missouri", MT: "Montana",
  NE: "Nebraska", NV: "Nevada", NH: "New Hampshire", NJ: "New Jersey", NM: "New Mexico", NY: "New York",
  NC: "North Carolina", ND: "North Dakota", OH: "Ohio", OK: "Oklahoma", OR: "Oregon", PA: "Pennsylvania",
  RI: "Rhode Island", SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah",
  VT: "Vermont", VA: "Virginia", WA: "Washington", WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming",
  PR: "Puerto Rico", GU: "Guam", VI: "U.S. Virgin Islands", AS: "American Samoa", MP: "Northern Mariana Islands",
};

/** IP_GEOLOCATION: ipapi-style answer; reserved, private and unknown addresses get `error: true` with status 200. */
export function createGeoipHandler(location: LocationHandlers) {
  return function lookup(rawIp: string): Answer {
    let ip: string;
    try {
      ip = decodeURIComponent(rawIp).trim();
    } catch {
      ip = rawIp;
    }
    if (isIP(ip) === 0) return json({ ip, error: true, reason: "Invalid IP Address" });
    const found = geoipModule().lookup(ip);
    if (!found) return json({ ip, error: true, reason: "Reserved IP Address" });
    const [latitude, longitude] = found.ll;
    let city = found.city;
    let postal = "";
    if (found.country === "US") {
      // The IP database has no postal codes; the nearest ZIP supplies one (and a city when the database has none).
      const zip = location.nearestZip(latitude, longitude);
      if (zip) {
        postal = zip.zip;
        if (city === "") city = zip.city;
      }
    }
    return json({
      ip,
      city,
      region: found.country === "US" ? (STATE_NAMES[found.region] ?? found.region) : found.region,
      region_code: found.region,
      country_code: found.country,
      latitude,
      longitude,
      postal,
    });
  };
}
