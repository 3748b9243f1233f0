import {
  isMerchantSlug,
  offerCountText,
  openAffiliateAndShowCode,
  openAffiliateLink,
  POPUP_BLOCKED_MESSAGE,
  readCpncode,
  type PopupHost,
} from "./coupon-code-pages";

describe("readCpncode", () => {
  it.each([
    ["", null],
    ["?cpncode=", null],
    ["?offer=12", null],
    ["?cpncode=sdc_travel_1_30001_10001_0", { componentId: "sdc_travel_1_30001_10001_0", lookup: true }],
    ["?x=1&cpncode=sdc_a-b_1_2_3", { componentId: "sdc_a-b_1_2_3", lookup: true }],
    ["?cpncode=%3Cscript%3E", { componentId: "<script>", lookup: false }],
    ["?cpncode=sdc%20travel", { componentId: "sdc travel", lookup: false }],
    [`?cpncode=${"a".repeat(121)}`, { componentId: "a".repeat(121), lookup: false }],
    [`?cpncode=${"a".repeat(120)}`, { componentId: "a".repeat(120), lookup: true }],
  ])("reads %j as %j", (search, expected) => {
    expect(readCpncode(search)).toEqual(expected);
  });
});

describe("isMerchantSlug", () => {
  it.each([
    ["shoe-barn", true],
    ["a1", true],
    ["shoe--barn", false],
    ["-shoe", false],
    ["shoe-", false],
    ["shoe_barn", false],
    ["shoe barn", false],
    ["x".repeat(101), false],
  ])("%j: %j", (slug, expected) => {
    expect(isMerchantSlug(slug)).toBe(expected);
  });
});

describe("offerCountText", () => {
  it.each([
    [1, "1 offer"],
    [4, "4 offers"],
    [0, null],
    [-1, null],
    [Number.NaN, null],
  ])("%j → %j", (count, text) => {
    expect(offerCountText(count)).toBe(text);
  });
});

describe("openAffiliateLink", () => {
  function host(opens: boolean) {
    const calls: string[] = [];
    const opened = { opener: {} as unknown };
    const fake: PopupHost = {
      open: (url, target) => {
        calls.push(`open ${url} ${target}`);
        return opens ? opened : null;
      },
      confirm: (message) => {
        calls.push(`confirm ${message}`);
        return false;
      },
      assign: (url) => calls.push(`assign ${url}`),
    };
    return { fake, calls, opened };
  }

  it("opens a new window without a handle back to the page", () => {
    const { fake, calls, opened } = host(true);
    expect(openAffiliateLink("https://shop.example/?refId=x", fake)).toBe("new-window");
    expect(calls).toEqual(["open https://shop.example/?refId=x _blank"]);
    expect(opened.opener).toBeNull();
  });

  it("asks to allow pop-ups, then opens the link in this tab, whatever the answer, when the window is blocked", () => {
    const { fake, calls } = host(false);
    expect(openAffiliateLink("https://shop.example/?refId=x", fake)).toBe("same-tab");
    expect(calls).toEqual([
      "open https://shop.example/?refId=x _blank",
      `confirm ${POPUP_BLOCKED_MESSAGE}`,
      "assign https://shop.example/?refId=x",
    ]);
  });
});

describe("openAffiliateAndShowCode (issue 25: Get Code shows the code)", () => {
  function host(opens: boolean, agrees: boolean) {
    const calls: string[] = [];
    const opened = { opener: {} as unknown };
    const fake = {
      open: (url: string, target: string) => {
        calls.push(`open ${url} ${target}`);
        return opens ? opened : null;
      },
      confirm: (message: string) => {
        calls.push(`confirm ${message}`);
        return agrees;
      },
      assign: (url: string) => void calls.push(`assign ${url}`),
      show: () => void calls.push("show code"),
    };
    return { fake, calls, opened };
  }
  const url = "https://shop.example/?refId=x";

  it("opens the merchant in a new window and shows the code here", () => {
    const { fake, calls, opened } = host(true, false);
    expect(openAffiliateAndShowCode(url, fake)).toBe("new-window");
    expect(calls).toEqual([`open ${url} _blank`, "show code"]);
    expect(opened.opener).toBeNull();
  });

  it.each([true, false])(
    "shows the code, then tells the visitor (SPEC §8) and goes to the merchant here when the window is blocked (agrees: %s)",
    (agrees) => {
      const { fake, calls } = host(false, agrees);
      expect(openAffiliateAndShowCode(url, fake)).toBe("same-tab");
      expect(calls).toEqual([`open ${url} _blank`, "show code", `confirm ${POPUP_BLOCKED_MESSAGE}`, `assign ${url}`]);
    },
  );
});
