import { Link } from "@remix-run/react";
import { useId, useRef, type ReactNode } from "react";
import styled from "styled-components";
import { type AnalyticsData, dialogAction, fullScreenDialog, tagCouponClip, track, useHydrated } from "~/shared";
import { useModalDialog } from "~/components/dialog/useModalDialog";
import { printedCouponLook } from "~/components/ui/printed-coupon-look";
import { PrintOnlyCoupon } from "./PrintOnlyCoupon";

const PrintDialog = styled.dialog.withConfig({ componentId: "PrintScreen-PrintDialog", displayName: "PrintScreen" })`
  ${fullScreenDialog}
  background: ${(p) => p.theme.colors.background};
  z-index: 1600;
  &::backdrop {
    background: ${(p) => p.theme.colors.background};
  }
`;

const Toolbar = styled.div.withConfig({ componentId: "PrintScreen-Toolbar" })`
  max-width: 720px;
  margin: 0 auto 12px;
  display: flex;
  gap: 12px;
  justify-content: space-between;
  align-items: center;
  button,
  a {
    ${dialogAction}
    display: inline-flex;
    align-items: center;
    text-decoration: none;
  }
  button {
    border: 0;
    background: ${(p) => p.theme.colors.brand};
    color: #fff;
  }
  a {
    border: 1px solid ${(p) => p.theme.colors.brand};
    background: ${(p) => p.theme.colors.surface};
  }
  p {
    margin: 0;
  }
`;

const Printable = styled.article.withConfig({ componentId: "PrintScreen-Printable", displayName: "PrintableCoupon" })`
  ${printedCouponLook}
  max-width: 720px;
  margin: 0 auto;
  header {
    display: flex;
    gap: 16px;
    align-items: center;
  }
  header img {
    width: 96px;
    height: 96px;
    object-fit: contain;
  }
  .redemption {
    display: block;
    max-width: 100%;
    max-height: 220px;
    margin: 12px auto;
  }
`;

/**
 * The full-screen print view shared by a local offer's redeem screen and a partner deal's certificate (SPEC §2
 * "Redeem screen"): a Print button (the browser's Print command without JavaScript), a Close link, and only the
 * printable article on paper. It stays until closed with its close link: Escape does nothing.
 */
export function PrintScreen({
  closeTo,
  analytics,
  what,
  business,
  title,
  children,
}: {
  closeTo: string;
  /** The print click's analytics (SPEC §7 clickPrintOffer and the coupon-clip tag); the printing itself is done here. */
  analytics: { data: AnalyticsData; contentZone: string };
  /** What is printed, for the no-JavaScript hint: "coupon", "deal". */
  what: string;
  /** The business heading the printout: its logo (null: none) and name. */
  business: { name: string; logoUrl: string | null };
  /** What the printout grants, its title (it names the dialog). */
  title: ReactNode;
  /** The terms, address and identifier under the title. */
  children: ReactNode;
}) {
  const titleId = useId();
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, {});
  return (
    <PrintDialog ref={ref} open aria-labelledby={titleId} data-print-root="">
      <PrintOnlyCoupon />
      <Toolbar data-print-hide="">
        {hydrated ? (
          <button
            type="button"
            onClick={() => {
              track("clickPrintOffer", analytics.data, analytics.contentZone);
              tagCouponClip({ ...analytics.data, action: "print" });
              window.print();
            }}
          >
            Print
          </button>
        ) : (
          <p>Use your browser&apos;s Print command to print this {what}.</p>
        )}
        <Link to={closeTo} preventScrollReset>
          Close
        </Link>
      </Toolbar>
      <Printable>
        <header>
          {business.logoUrl !== null ? (
            <img src={business.logoUrl} alt={`${business.name} logo`} width={96} height={96} />
          ) : null}
          <h2>{business.name}</h2>
        </header>
        <h3 id={titleId}>{title}</h3>
        {children}
      </Printable>
    </PrintDialog>
  );
}
