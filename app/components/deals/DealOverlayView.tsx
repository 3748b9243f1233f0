import { useLocation, useNavigate } from "@remix-run/react";
import { useId } from "react";
import styled from "styled-components";
import { track } from "~/components/analytics/track";
import { Overlay, overlayPanel } from "~/components/dialog/Overlay";
import { useHydrated } from "~/components/layout/useHydrated";
import { ShareLinks } from "~/components/local/ShareLinks";
import type { Deal } from "~/models/deal";
import { closeDealHref } from "~/models/url-state";
import { clippDealUrl } from "~/models/outbound-links";
import { dialogCloseButton, primaryButton } from "~/styles/mixins";

const Panel = styled.article.withConfig({ componentId: "DealOverlayView-Panel" })`
  ${overlayPanel}
  max-width: ${(p) => p.theme.dialogMaxWidth}px;
  margin: 5vh auto;
  h2 { margin: 0 48px 8px 0; }
  img.hero { width: 100%; max-height: 260px; object-fit: cover; border-radius: 6px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
  dt { font-weight: 700; }
  dd { margin: 0; }
`;

const Close = styled.a.withConfig({ componentId: "DealOverlayView-Close" })`
  ${dialogCloseButton}
`;

const ShopNow = styled.a.withConfig({ componentId: "DealOverlayView-ShopNow" })`
  ${primaryButton}
  margin: 12px 0;
`;

const money = (n: number) => `$${n.toFixed(2)}`;

/** SPEC §2 partner-deal offer dialog: the deal in full, the partner's page, and the partner share links. */
export default function DealOverlayView({ deal }: { deal: Deal }) {
  const titleId = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const closeTo = closeDealHref(pathname, search);
  const close = () => navigate(closeTo, { preventScrollReset: true, replace: true });
  const price = deal.priceDropPrice ?? deal.offerPrice;
  const where = deal.location;
  return (
    <Overlay labelledBy={titleId} onDismiss={close}>
      <Panel>
        <Close
          href={closeTo}
          aria-label="Close"
          onClick={(e) => {
            if (!hydrated) return;
            e.preventDefault();
            close();
          }}
        >
          ×
        </Close>
        <h2 id={titleId}>{deal.valueDescription}</h2>
        <p>
          <strong>{deal.business.name}</strong>
          {where ? ` · ${where.city}, ${where.state}` : null}
          {deal.distance !== null ? ` · ${deal.distance.toFixed(1)} mi` : null}
        </p>
        {deal.imageUrl ? <img className="hero" src={deal.imageUrl} alt="" /> : null}
        <p>{deal.description}</p>
        <dl>
          <dt>Value</dt>
          <dd>{money(deal.fullValue)}</dd>
          <dt>Your price</dt>
          <dd>
            {money(price)}
            {deal.discount ? ` (${deal.discount})` : null}
          </dd>
          {deal.urgency ? (
            <>
              <dt>Hurry</dt>
              <dd>{deal.urgency}</dd>
            </>
          ) : null}
          {deal.popularity ? (
            <>
              <dt>Popular</dt>
              <dd>{deal.popularity}</dd>
            </>
          ) : null}
          {where ? (
            <>
              <dt>Where</dt>
              <dd>
                {[where.address1, where.address2, `${where.city}, ${where.state} ${where.zip}`].filter(Boolean).join(", ")}
                {where.phone ? (
                  <>
                    {" · "}
                    <a href={`tel:${where.phone.replace(/[^\d+]/g, "")}`}>{where.phone}</a>
                  </>
                ) : null}
              </dd>
            </>
          ) : null}
        </dl>
        <ShopNow
          href={clippDealUrl(deal)}
          target="_blank"
          rel="sponsored noopener noreferrer"
          onClick={() => track("offerClick", { dealId: deal.id, businessId: deal.business.id }, "dealQuickView")}
        >
          Shop Now<span className="visually-hidden"> at {deal.business.name} (opens in a new tab)</span>
        </ShopNow>
        <h3>Fine print</h3>
        <p>{deal.finePrint}</p>
        <ShareLinks
          shareUrl={clippDealUrl(deal, "share")}
          businessName={deal.business.name}
          offerTitle={deal.valueDescription}
          contentZone="dealQuickView"
        />
      </Panel>
    </Overlay>
  );
}
