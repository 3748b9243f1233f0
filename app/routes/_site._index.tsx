import type { MetaFunction } from "@remix-run/node";
import styled from "styled-components";
import { pageMeta } from "~/components/layout/meta";
import { SiteLink } from "~/components/layout/SiteLink";
import { HEADER_LINKS, SPECIAL_OFFERS } from "~/models/navigation";
import { routeHeaders } from "~/services/cache-headers";

export const headers = routeHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Valuvo — Local Coupons, Coupon Codes and Deals Near You",
    description:
      "Find printable local coupons near you, coupon codes for online shops and Clipp deals. Free, no sign-in.",
  });

const Hero = styled.section.withConfig({ componentId: "Home-Hero", displayName: "Hero" })`
  padding: 32px 24px;
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.brand};
  color: #fff;
  h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
  p { margin: 0 0 16px; font-size: 1.1rem; }
  a {
    display: inline-block;
    margin: 4px 8px 4px 0;
    padding: 12px 20px;
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.text};
    font-weight: 700;
    text-decoration: none;
  }
`;

const Tiles = styled.ul.withConfig({ componentId: "Home-Tiles" })`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
  a {
    display: block;
    padding: 16px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.surface};
    font-weight: 600;
    text-decoration: none;
  }
`;

export default function Home() {
  return (
    <>
      <Hero aria-labelledby="home-title">
        <h1 id="home-title">Save at the places you love, near you</h1>
        <p>Printable coupons from local businesses, coupon codes for online shops, and Clipp deals.</p>
        <SiteLink to={HEADER_LINKS.coupons.to}>Find local coupons</SiteLink>
        <SiteLink to={HEADER_LINKS.couponCodes.to}>Browse coupon codes</SiteLink>
      </Hero>
      <section aria-labelledby="special-offers">
        <h2 id="special-offers">Special Offers</h2>
        <Tiles>
          {SPECIAL_OFFERS.map((link) => (
            <li key={link.to}>
              <SiteLink to={link.to}>{link.label}</SiteLink>
            </li>
          ))}
        </Tiles>
      </section>
    </>
  );
}
