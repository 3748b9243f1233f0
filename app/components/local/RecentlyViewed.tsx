import styled from "styled-components";
import { SiteLink } from "~/components/layout/SiteLink";
import { useRecents } from "./storage";

const Cards = styled.ol.withConfig({ componentId: "RecentlyViewed-Cards", displayName: "RecentlyViewed" })`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  a {
    display: grid;
    grid-template-columns: 48px 1fr;
    gap: 4px 10px;
    height: 100%;
    padding: 12px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  img { width: 48px; height: 48px; object-fit: contain; grid-row: span 2; }
  strong { color: ${(p) => p.theme.colors.brand}; }
`;

/** SPEC §4 recently viewed, newest first; read from localStorage after hydration and hidden when empty. */
export function RecentlyViewed() {
  const { recents } = useRecents();
  if (recents.length === 0) return null;
  return (
    <section id="recently-viewed" aria-labelledby="recently-viewed-heading">
      <h2 id="recently-viewed-heading">Recently Viewed Offers</h2>
      <Cards>
        {recents.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <SiteLink to={item.url}>
              {item.logoURL ? <img src={item.logoURL} alt={`${item.businessName} logo`} width={48} height={48} /> : null}
              <strong>{item.businessName}</strong>
              <span>{item.title}</span>
            </SiteLink>
          </li>
        ))}
      </Cards>
    </section>
  );
}
