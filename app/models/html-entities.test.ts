import { decodeHtmlEntities } from "./html-entities";

describe("decodeHtmlEntities", () => {
  it.each([
    ["Joe&#39;s", "Joe's"],
    ["Joe&#x27;s", "Joe's"],
    ["Joe&#X27;s", "Joe's"],
    ["Ben &amp; Jerry&#8217;s", "Ben & Jerry\u2019s"],
    ["&quot;Best&quot; &lt;Pizza&gt;", '"Best" <Pizza>'],
    ["Caf&#233;", "Café"],
    ["&#128512;", "\u{1F600}"],
    ["no entities", "no entities"],
    ["AT&T", "AT&T"],
    ["&unknown;", "&unknown;"],
    ["&#0;", "&#0;"],
    ["&#xD800;", "&#xD800;"],
    ["&#9999999;", "&#9999999;"],
    ["&#39", "&#39"],
    ["&amp;#39;", "&#39;"],
  ])("decodes %j as %j", (input, output) => {
    expect(decodeHtmlEntities(input)).toBe(output);
  });
});
