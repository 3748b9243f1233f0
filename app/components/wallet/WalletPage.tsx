import { useEffect, useId, useState } from "react";
import styled from "styled-components";
import { buttonLook, useHydrated } from "~/shared";
import { printedCouponLook } from "~/components/ui/printed-coupon-look";
import { onlyWithoutScripts } from "~/styles/mixins";
import { PrintOnlyCoupon } from "~/components/local/PrintOnlyCoupon";
import {
  isWalletCouponExpired,
  printIdFromHash,
  removeAllQuestion,
  walletDatesText,
  type WalletCoupon,
} from "~/models/wallet";
import { WalletBarcode } from "./WalletBarcode";
import { useWallet } from "./wallet-store";

const Page = styled.section.withConfig({ componentId: "WalletPage-Page" })`
  max-width: 720px;
  margin: 0 auto;
  padding: 16px;
  h1 {
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 16px 0;
    padding: 0;
    display: grid;
    gap: 12px;
  }
  li {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.surface};
    padding: 12px 16px;
  }
  li h2 {
    margin: 0 0 4px;
    font-size: 1.1rem;
  }
  li p {
    margin: 4px 0;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
    margin-top: 8px;
  }
  /* The coupon's one action is the button; removing it is the red outlined one beside it. */
  a.open {
    ${buttonLook("primary")}
  }
  button {
    ${buttonLook("secondary")}
  }
  button.danger {
    ${buttonLook("danger")}
  }
  button.danger-confirm {
    ${buttonLook("dangerSolid")}
  }
  .needs-scripts {
    ${onlyWithoutScripts}
  }
`;

const Coupon = styled.article.withConfig({ componentId: "WalletPage-Coupon" })`
  ${printedCouponLook}
`;

const Saved = styled.section.withConfig({ componentId: "WalletPage-Saved" })`
  max-width: 720px;
  margin: 0 auto;
  padding: 16px;
`;

const Toolbar = styled.div.withConfig({ componentId: "WalletPage-Toolbar" })`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  align-items: center;
  margin: 0 0 12px;
  a {
    font-weight: 600;
    color: ${(p) => p.theme.colors.brand};
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
  button {
    ${buttonLook("primary")}
  }
`;

/** The fragment of the location names the coupon on screen; the wallet never asks the server for it (offline too). */
function useSelectedPrintId(): string | null {
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setSelected(printIdFromHash(window.location.hash));
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  return selected;
}

/** A saved coupon as its redeem screen showed it: the terms, the store, the print id and its barcode. */
function SavedCoupon({ coupon }: { coupon: WalletCoupon }) {
  const titleId = useId();
  const expired = isWalletCouponExpired(coupon, new Date());
  const dates = walletDatesText(coupon);
  return (
    <Saved aria-labelledby={titleId} data-print-root="">
      <PrintOnlyCoupon />
      <Toolbar data-print-hide="">
        {/* A plain fragment link: going back to the list is no navigation, so it works with no network. */}
        <a href="#saved">Back to My coupons</a>
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
      </Toolbar>
      <Coupon>
        <h2>{coupon.businessName}</h2>
        <h3 id={titleId}>{coupon.title}</h3>
        <p>{coupon.disclaimers}</p>
        <p>{dates.expiry}</p>
        {dates.keptUntil ? <p className="kept">{dates.keptUntil}</p> : null}
        {expired ? <p>This coupon has expired.</p> : null}
        {coupon.addressLines.length > 0 ? (
          <address>
            {coupon.addressLines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        ) : null}
        {coupon.phone ? <p>Phone: {coupon.phone}</p> : null}
        <figure className="barcode">
          <WalletBarcode barcode={coupon.barcode} printId={coupon.printId} />
          <figcaption className="coupon-id">
            Coupon ID: <span data-testid="print-coupon-id">{coupon.printId}</span>
          </figcaption>
        </figure>
      </Coupon>
    </Saved>
  );
}

/** One row of the list; removing asks nothing (the coupon can be saved again from its page). */
function WalletItem({ coupon, onRemove }: { coupon: WalletCoupon; onRemove: () => void }) {
  const dates = walletDatesText(coupon);
  return (
    <li>
      <h2>{coupon.title}</h2>
      <p>{coupon.businessName}</p>
      <p>{dates.expiry}</p>
      {dates.keptUntil ? <p className="kept">{dates.keptUntil}</p> : null}
      <div className="row">
        <a className="open" href={`#coupon-${coupon.printId}`}>
          Show coupon
          <span className="visually-hidden">
            {" "}
            for {coupon.title} at {coupon.businessName}
          </span>
        </a>
        <button type="button" className="danger" onClick={onRemove}>
          Remove<span className="visually-hidden"> {coupon.title}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * My coupons (issue 30): the coupons saved on this device, nearest expiry first. Everything here lives in the
 * browser's storage, so the list needs JavaScript; the page says so plainly when it has none.
 */
export function WalletPage() {
  const hydrated = useHydrated();
  const { coupons, remove, clear } = useWallet();
  const selectedId = useSelectedPrintId();
  const [confirming, setConfirming] = useState(false);
  const selected = selectedId ? coupons.find((c) => c.printId === selectedId) : undefined;

  if (hydrated && selected) return <SavedCoupon coupon={selected} />;

  return (
    <Page id="saved" aria-labelledby="my-coupons-heading">
      <h1 id="my-coupons-heading">My coupons</h1>
      <p>
        Coupons you keep with &ldquo;Save to phone&rdquo; stay on this device, so you can show them at the counter even
        without a signal. Expired coupons are removed when you open the site.
      </p>
      {!hydrated ? (
        // Only a browser that will never run the scripts reads that the list needs them; one still loading them
        // shows the list in a moment.
        <p className="needs-scripts">
          <strong>My coupons needs JavaScript</strong>: saved coupons are kept in your browser, and only its scripts can
          read them. Turn JavaScript on, or print a coupon from its page instead (printing works without it).
        </p>
      ) : coupons.length === 0 ? (
        <p>
          {selectedId ? "That coupon is no longer saved on this device. " : ""}No saved coupons yet. Open a coupon and
          choose &ldquo;Save to phone&rdquo;.
        </p>
      ) : (
        <>
          {selectedId ? <p>That coupon is no longer saved on this device.</p> : null}
          <ul aria-label="Saved coupons">
            {coupons.map((coupon) => (
              <WalletItem key={coupon.printId} coupon={coupon} onRemove={() => remove(coupon.printId)} />
            ))}
          </ul>
          {confirming ? (
            <div className="row" role="group" aria-label="Remove all saved coupons?">
              <p>{removeAllQuestion(coupons.length)}</p>
              <button
                type="button"
                className="danger-confirm"
                onClick={() => {
                  clear();
                  setConfirming(false);
                }}
              >
                Yes, remove all
              </button>
              <button type="button" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          ) : (
            <button type="button" className="danger" onClick={() => setConfirming(true)}>
              Remove all
            </button>
          )}
        </>
      )}
    </Page>
  );
}
