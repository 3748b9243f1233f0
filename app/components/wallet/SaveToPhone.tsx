import { Link } from "@remix-run/react";
import { useState } from "react";
import styled from "styled-components";
import { type AnalyticsData, buttonLook, track, useHydrated } from "~/shared";
import { printCouponId } from "~/models/print-coupon-id";
import { barcodeFromSvg, toWalletCoupon, walletCouponHref, type WalletCouponInput } from "~/models/wallet";
import { hiddenWithoutScripts, onlyWithoutScripts } from "~/styles/mixins";
import { useWallet } from "./wallet-store";

const Box = styled.div.withConfig({ componentId: "SaveToPhone-Box" })`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  button {
    ${buttonLook("secondary")}
  }
  button:disabled {
    cursor: progress;
    opacity: 0.6;
  }
  p {
    margin: 0;
  }
  /* A browser that will never run the scripts is told so instead of shown a button that never wakes. */
  .awaiting-scripts {
    ${hiddenWithoutScripts}
  }
  .needs-scripts {
    ${onlyWithoutScripts}
  }
`;

type Status = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; printId: string } | { kind: "failed" };

/**
 * "Save to phone" (issue 30): keeps the coupon, its print id and the barcode's drawing in this browser's storage so
 * My coupons can show it at a counter with no signal. The print id is the one on screen when there is one (the
 * redeem screen), else a new one made now (the offer dialog), as printing would. Needs JavaScript, and says so to a
 * browser without it.
 */
export function SaveToPhone({
  coupon,
  printId,
  configId,
  analytics,
  contentZone,
}: {
  coupon: Omit<WalletCouponInput, "printId" | "barcode">;
  printId?: string;
  configId: number | null;
  analytics: AnalyticsData;
  contentZone: string;
}) {
  const hydrated = useHydrated();
  const { save } = useWallet();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // Until the scripts have run the button waits, disabled: a phone still loading them is about to save, and only a
  // browser without JavaScript reads that it needs it.
  if (!hydrated) {
    return (
      <Box data-print-hide="">
        <button type="button" className="awaiting-scripts" disabled>
          Save to phone
        </button>
        <p className="needs-scripts">Saving this coupon to your phone needs JavaScript.</p>
      </Box>
    );
  }

  const onSave = async () => {
    setStatus({ kind: "saving" });
    const now = new Date();
    const id = printId ?? printCouponId({ configId, offerId: coupon.offerId }, now);
    try {
      const answer = await fetch(`/api/barcode/${id}`);
      const barcode = answer.ok ? barcodeFromSvg(await answer.text()) : null;
      if (!barcode) throw new Error(`barcode ${answer.status}`);
      save(toWalletCoupon({ ...coupon, printId: id, barcode }, now));
      track("couponSaved", { ...analytics, printId: id }, contentZone);
      setStatus({ kind: "saved", printId: id });
    } catch {
      setStatus({ kind: "failed" });
    }
  };

  return (
    <Box data-print-hide="">
      <button type="button" onClick={onSave} disabled={status.kind === "saving"}>
        {status.kind === "saved" ? "Saved to phone" : "Save to phone"}
      </button>
      <p role="status">
        {status.kind === "saved" ? (
          <>
            Saved to <Link to={walletCouponHref(status.printId)}>My coupons</Link>
          </>
        ) : status.kind === "failed" ? (
          "Could not save the coupon: check your connection and try again."
        ) : null}
      </p>
    </Box>
  );
}
