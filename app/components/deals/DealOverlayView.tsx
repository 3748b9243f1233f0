import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId } from "react";
import styled from "styled-components";
import {
  buttonLook,
  closeDealHref,
  dealHref,
  dialogCloseButton,
  milesText,
  track,
  useHydrated,
  useRecents,
} from "~/shared";
import { Overlay, overlayPanel } from "~/components/dialog/Overlay";
import { DealShareLinks } from "~/components/local/ShareLinks";
import type { Deal } from "~/models/deal";
import { DealAction } from "./DealAction";
import { DealPriceFacts } from "./DealFacts";

const Panel = styled.article.withConfig({ componentId: "DealOverlayView-Panel" })`
  ${overlayPanel}
  max-width: ${(p) => p.theme.dialogMaxWidth}px;
  margin: 5vh auto;
  h2 {
    margin: 0 48px 8px 0;
  }
  /* Shown whole at its own 2:1 shape, so the category's label is never cut. */
  img.hero {
    display: block;
    width: 100%;
    max-width: 480px;
    height: auto;
    aspect-ratio: 2 / 1;
    border-radius: 6px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 16px;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Close = styled.a.withConfig({ componentId: "DealOverlayView-Close" })`
  ${dialogCloseButton}
`;

const Action = styled.div.withConfig({ componentId: "DealOverlayView-Action" })`
  margin: 12px 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  a {
    ${buttonLook("primary")}
  }
`;

/**
 * SPEC §2 partner-deal offer dialog: what you get as its title, the business, what you pay, the urgency label, 'Print
 * this Deal' or 'Shop Now', the fine print and the partner share links.
 */
export default function DealOverlayView({ deal }: { deal: Deal }) {
  const titleId = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const closeTo = closeDealHref(pathname, search);
  const close = () => navigate(closeTo, { preventScrollReset: true, replace: true });
  const where = deal.location;
  const { add } = useRecents();

  // SPEC §4: opening a partner deal adds it to recently viewed, like the local and coupon-code dialogs; the entry
  // brings the visitor back to this dialog on this page.
  useEffect(() => {
    add({
      kind: "deal",
      id: deal.id,
      title: deal.description,
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
        <h2 id={titleId}>{deal.description}</h2>
        <p>
          <strong>{deal.business.name}</strong>
          {where ? ` · ${where.city}, ${where.state}` : null}
          {deal.distance !== null ? ` · ${milesText(deal.distance)}` : null}
        </p>
        {deal.imageUrl ? <img className="hero" src={deal.imageUrl} alt="" /> : null}
        <Action>
          <DealPriceFacts deal={deal} />
          <DealAction deal={deal} contentZone="dealQuickView" />
        </Action>
        <dl>
          <dt>Voucher</dt>
          <dd>{deal.valueDescription}</dd>
          {where ? (
            <>
              <dt>Where</dt>
              <dd>
                {[where.address1, where.address2, `${where.city}, ${where.state} ${where.zip}`]
                  .filter(Boolean)
                  .join(", ")}
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
        <h3>Fine print</h3>
        <p>{deal.finePrint}</p>
        <DealShareLinks deal={deal} offerTitle={deal.description} contentZone="dealQuickView" />
      </Panel>
    </Overlay>
  );
}
