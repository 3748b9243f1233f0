import styled from "styled-components";
import { cardGrid, SiteLink, useRecents } from "~/shared";
import { logoLinkCards } from "./logo-link-cards";

const Cards = styled.ol.withConfig({ componentId: "RecentlyViewed-Cards", displayName: "RecentlyViewed" })`
  ${cardGrid(220)}
  ${logoLinkCards}
  a {
    height: 100%;
    background: ${(p) => p.theme.colors.surface};
  }
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
              {item.logoURL ? (
                <img src={item.logoURL} alt={`${item.businessName} logo`} width={48} height={48} />
              ) : null}
              <strong>{item.businessName}</strong>
              <span>{item.title}</span>
            </SiteLink>
          </li>
        ))}
      </Cards>
    </section>
  );
}
