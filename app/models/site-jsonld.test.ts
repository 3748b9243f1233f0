import { describe, expect, it } from "vitest";
import { homeJsonLd } from "./site-jsonld";

describe("homeJsonLd", () => {
  const [organization, website] = homeJsonLd("https://www.valuvo.example", "Valuvo", [
    "https://www.facebook.com/valuvo",
    "https://x.com/valuvo",
  ]);

  it("names the Organization with its logo and social profiles", () => {
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Valuvo",
      url: "https://www.valuvo.example/",
      logo: "https://www.valuvo.example/valuvo-logo.png",
      sameAs: ["https://www.facebook.com/valuvo", "https://x.com/valuvo"],
    });
  });

  it("gives the WebSite a SearchAction landing on /search?term=", () => {
    expect(website).toMatchObject({
      "@type": "WebSite",
      url: "https://www.valuvo.example/",
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: "https://www.valuvo.example/search?term={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });
});
