import {
  hasOptedOut,
  OPT_OUT_FORM_ERROR,
  optOutAction,
  optOutSetCookie,
  optOutStatus,
  parseOptOutForm,
} from "~/pages/privacy-optout.server";

function post(fields: Record<string, string>, url = "http://localhost/cpa/california") {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields) });
}

function get(headers: Record<string, string>) {
  return new Request("http://localhost/cpa/california", { headers });
}

/** The single-fetch `data()` result of an action: its body, status and headers. */
type DataResult = { data: unknown; init: ResponseInit | null };

function headersOf(result: DataResult) {
  return new Headers(result.init?.headers);
}

describe("the opt-out cookie", () => {
  it("lasts a year, site-wide, Lax, and is readable by the page's script (which sends no beacon while it is set)", () => {
    const cookie = optOutSetCookie(new Request("http://localhost/cpa/california"));
    expect(cookie).toBe("vp_dns=1; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("is Secure when the visitor came over HTTPS, directly or through a proxy", () => {
    expect(optOutSetCookie(new Request("https://www.valuvo.com/cpa/nevada"))).toMatch(/; Secure/);
    const proxied = new Request("http://localhost/cpa/nevada", { headers: { "X-Forwarded-Proto": "https" } });
    expect(optOutSetCookie(proxied)).toMatch(/; Secure/);
  });

  it.each([
    [{ Cookie: "vp_dns=1" }, { optedOut: true, globalPrivacyControl: false }],
    [{ Cookie: "vp_local_geo=x; vp_dns=1" }, { optedOut: true, globalPrivacyControl: false }],
    [{ Cookie: "vp_dns=yes" }, { optedOut: false, globalPrivacyControl: false }],
    [{ Cookie: "vp_dns=%E0%A4%A" }, { optedOut: false, globalPrivacyControl: false }],
    [{}, { optedOut: false, globalPrivacyControl: false }],
    [{ "Sec-GPC": "1" }, { optedOut: false, globalPrivacyControl: true }],
  ])("reads %j as %j", (headers, expected) => {
    expect(optOutStatus(get(headers))).toEqual(expected);
  });

  it("treats Global Privacy Control as an opt-out on its own", () => {
    expect(hasOptedOut(get({ "Sec-GPC": "1" }))).toBe(true);
    expect(hasOptedOut(get({ Cookie: "vp_dns=1" }))).toBe(true);
    expect(hasOptedOut(get({}))).toBe(false);
  });
});

describe("the opt-out form", () => {
  it.each([
    [{ jurisdiction: "CA", intent: "opt-out" }, "CA", "opt-out"],
    [{ jurisdiction: "NV", intent: "opt-in" }, "NV", "opt-in"],
    [{ jurisdiction: "NV", intent: "opt-out" }, "CA", null],
    [{ jurisdiction: "CA", intent: "<script>" }, "CA", null],
    [{ intent: "opt-out" }, "CA", null],
    [{ jurisdiction: "<script>alert(1)</script>", intent: "opt-out" }, "CA", null],
  ] as const)("reads %j on the %s page as %s", (fields, jurisdiction, expected) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    expect(parseOptOutForm(form, jurisdiction)).toBe(expected);
  });

  it("sets the cookie when a California resident opts out", async () => {
    const result = (await optOutAction(post({ jurisdiction: "CA", intent: "opt-out" }), "CA")) as unknown as DataResult;
    expect(result.data).toEqual({ ok: true, intent: "opt-out" });
    expect(headersOf(result).get("Set-Cookie")).toMatch(/^vp_dns=1; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it("clears the cookie when the visitor allows it again", async () => {
    const result = (await optOutAction(post({ jurisdiction: "NV", intent: "opt-in" }), "NV")) as unknown as DataResult;
    expect(result.data).toEqual({ ok: true, intent: "opt-in" });
    expect(headersOf(result).get("Set-Cookie")).toMatch(/^vp_dns=; Max-Age=0;/);
  });

  it("answers 400 without a cookie and without echoing a forged form", async () => {
    const result = (await optOutAction(
      post({ jurisdiction: "CA", intent: "<b>x</b>" }),
      "CA",
    )) as unknown as DataResult;
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({ ok: false, message: OPT_OUT_FORM_ERROR });
    expect(headersOf(result).get("Set-Cookie")).toBeNull();
  });
});
