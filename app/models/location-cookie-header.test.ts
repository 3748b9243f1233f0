import { describe, expect, it } from "vitest";
import { decodeCookieValue, readLocationCookieHeader } from "./location-cookie-header";

const VALUE = encodeURIComponent('{"city":"Tampa","state":"FL","zip":"33602","coords":{"lat":27.95,"lng":-82.46}}');

describe("readLocationCookieHeader", () => {
  it.each([
    [`vp_local_geo=${VALUE}`],
    [`a=1; vp_local_geo=${VALUE}`],
    [`vp_local_geo=${VALUE}; a=1`],
    [`a=1; vp_local_geo=${VALUE}; vp_notice=no-match`],
  ])("reads the cookie in the form browsers send back: %s", (header) => {
    expect(readLocationCookieHeader(header)).toEqual({ kind: "present", raw: VALUE });
  });

  it.each([[null], [""], ["a=1; b=2"], ["vp_local=1; geo=2"]])("finds no cookie in %s", (header) => {
    expect(readLocationCookieHeader(header)).toEqual({ kind: "absent" });
  });

  it.each([
    ["after a tab", `a=1;\tvp_local_geo=${VALUE}`],
    ["after a semicolon without a space", `a=1;vp_local_geo=${VALUE}`],
    ["after a comma", `a=1, vp_local_geo=${VALUE}`],
    ["upper case", `VP_LOCAL_GEO=${VALUE}`],
    ["mixed case", `Vp_Local_Geo=${VALUE}`],
    ["another case, then the real one", `VP_LOCAL_GEO=${VALUE}; vp_local_geo=${VALUE}`],
    ["twice", `vp_local_geo=${VALUE}; vp_local_geo=${VALUE}`],
    ["after a comma, then again", `x=1, vp_local_geo=${VALUE}; vp_local_geo=other`],
    ["with a space before the equals sign", `vp_local_geo =${VALUE}`],
    ["inside another cookie's value", `a=vp_local_geo; vp_local_geo=${VALUE}`],
    ["with a leading space", ` vp_local_geo=${VALUE}`],
    ["as a prefix of another name", `vp_local_geox=${VALUE}`],
  ])("calls the header ambiguous when the name is %s", (_name, header) => {
    expect(readLocationCookieHeader(header)).toEqual({ kind: "ambiguous" });
  });
});

describe("decodeCookieValue", () => {
  it("undoes the percent-encoding the site writes, and a quoting", () => {
    expect(decodeCookieValue("%7B%22a%22%3A1%7D")).toBe('{"a":1}');
    expect(decodeCookieValue('"%7B%7D"')).toBe("{}");
    expect(decodeCookieValue("%ZZ")).toBeNull();
  });
});
