import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId } from "react";
import styled from "styled-components";
import { track } from "~/components/analytics/track";
import { Overlay, overlayPanel } from "~/components/dialog/Overlay";
import { useHydrated } from "~/components/layout/useHydrated";
import { DealShareLinks } from "~/components/local/ShareLinks";
import { useRecents } from "~/components/local/storage";
import type { Deal } from "~/models/deal";
import { closeDealHref, dealHref } from "~/models/url-state";
import { dialogCloseButton, primaryButton } from "~/styles/mixins";
import { DealAction } from "./DealAction";
import { DealPriceTerms } from "./DealFacts";

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

const Action = styled.div.withConfig({ componentId: "DealOverlayView-Action" })`
  margin: 12px 0;
  a { ${primaryButton} }
`;

const money = (n: number) => `$${n.toFixed(2)}`;

/** SPEC §2 partner-deal offer dialog: the deal in full, 'Print this Deal' or 'Shop Now', and the partner share links. */
export default function DealOverlayView({ deal }: { deal: Deal }) {
  const titleId = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const closeTo = closeDealHref(pathname, search);
  const close = () => navigate(closeTo, { preventScrollReset: true, replace: true });
  const price = deal.priceDropPrice ?? deal.offerPrice;
  const where = deal.location;
  const { add } = useRecents();

  // SPEC §4: opening a partner deal adds it to recently viewed, like the local and coupon-code dialogs; the entry
  // brings the visitor back to this dialog on this page.
  useEffect(() => {
    add({
      kind: "deal",
      id: deal.id,
      title: deal.valueDescription,
      businessName: deal.business.name,
      logoURL: deal.business.logoUrl,
      url: dealHref(pathname, search, deal.id),
    });
    track("showDetails", { dealId: deal.id, businessId: deal.business.id }, "dealQuickView");
    // Once per opened deal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deal.id]);
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
          <DealPriceTerms value={money(deal.fullValue)} price={money(price)}>
            {deal.discount ? ` (${deal.discount})` : null}
          </DealPriceTerms>
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
        <Action>
          <DealAction deal={deal} contentZone="dealQuickView" />
        </Action>
        <h3>Fine print</h3>
        <p>{deal.finePrint}</p>
        <DealShareLinks deal={deal} offerTitle={deal.valueDescription} contentZone="dealQuickView" />
      </Panel>
    </Overlay>
  );
}
