import styled from "styled-components";
import { chipLink, clippDealUrl, shareLinks, track, wrappingRow } from "~/shared";

const List = styled.ul.withConfig({ componentId: "ShareLinks-List", displayName: "ShareLinks" })`
  ${wrappingRow(8)}
  a {
    ${chipLink}
    padding: 0 12px;
    border-radius: ${(p) => p.theme.radius}px;
  }
`;

/** SPEC §2 share widgets: plain links, so they work without JavaScript; social ones open a new window. */
export function ShareLinks({
  shareUrl,
  businessName,
  offerTitle,
  contentZone,
}: {
  shareUrl: string;
  businessName: string;
  offerTitle: string;
  contentZone: string;
}) {
  const links = shareLinks(shareUrl, businessName, offerTitle);
  const onClick = (network: string) => () => track("clickLink", { share: network, shareUrl }, contentZone);
  return (
    <List aria-label="Share this coupon">
      <li>
        <a href={links.facebook} target="_blank" rel="noopener noreferrer" onClick={onClick("facebook")}>
          Share on Facebook<span className="visually-hidden"> (opens in a new window)</span>
        </a>
      </li>
      <li>
        <a href={links.twitter} target="_blank" rel="noopener noreferrer" onClick={onClick("twitter")}>
          Share on X<span className="visually-hidden"> (opens in a new window)</span>
        </a>
      </li>
      <li>
        <a href={links.email} onClick={onClick("email")}>
          Share by e-mail
        </a>
      </li>
    </List>
  );
}

/** A Clipp partner deal's share links: they share its page on Clipp, tagged as a share. */
export function DealShareLinks({
  deal,
  offerTitle,
  contentZone,
}: {
  deal: Parameters<typeof clippDealUrl>[0] & { business: { name: string } };
  offerTitle: string;
  contentZone: string;
}) {
  return (
    <ShareLinks
      shareUrl={clippDealUrl(deal, "share")}
      businessName={deal.business.name}
      offerTitle={offerTitle}
      contentZone={contentZone}
    />
  );
}
