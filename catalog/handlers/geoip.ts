import { createRequire } from "node:module";
import { isIP } from "node:net";
import { stateName } from "../../app/models/us-states";
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
      region: found.country === "US" ? stateName(found.region) : found.region,
      region_code: found.region,
      country_code: found.country,
      latitude,
      longitude,
      postal,
    });
  };
}
