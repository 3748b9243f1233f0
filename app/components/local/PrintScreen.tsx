import { Link } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import styled from "styled-components";
import { useModalDialog } from "~/components/dialog/useModalDialog";
import { useHydrated } from "~/components/layout/useHydrated";
import { fullScreenDialog } from "~/styles/mixins";
import { PrintOnlyCoupon } from "./PrintOnlyCoupon";

const PrintDialog = styled.dialog.withConfig({ componentId: "PrintScreen-PrintDialog", displayName: "PrintScreen" })`
  ${fullScreenDialog}
  background: ${(p) => p.theme.colors.background};
  z-index: 1600;
  &::backdrop { background: ${(p) => p.theme.colors.background}; }
`;

const Toolbar = styled.div.withConfig({ componentId: "PrintScreen-Toolbar" })`
  max-width: 720px;
  margin: 0 auto 12px;
  display: flex;
  gap: 12px;
  justify-content: space-between;
  align-items: center;
  button, a {
    min-height: 44px;
    padding: 0 18px;
    border-radius: ${(p) => p.theme.radius}px;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    text-decoration: none;
  }
  button { border: 0; background: ${(p) => p.theme.colors.brand}; color: #fff; }
  a { border: 1px solid ${(p) => p.theme.colors.brand}; background: ${(p) => p.theme.colors.surface}; }
  p { margin: 0; }
`;

const Printable = styled.article.withConfig({ componentId: "PrintScreen-Printable", displayName: "PrintableCoupon" })`
  max-width: 720px;
  margin: 0 auto;
  padding: 24px;
  border: 3px dashed ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.radius}px;
  background: #fff;
  color: #000;
  break-inside: avoid;
  header { display: flex; gap: 16px; align-items: center; }
  header img { width: 96px; height: 96px; object-fit: contain; }
  h2 { margin: 0; font-size: 1.25rem; }
  h3 { margin: 16px 0 8px; font-size: 1.6rem; line-height: 1.2; }
  p { margin: 6px 0; }
  .redemption { display: block; max-width: 100%; max-height: 220px; margin: 12px auto; }
  .coupon-id { font-family: ui-monospace, monospace; font-size: 1rem; }
`;

/**
 * The full-screen print view shared by a local offer's redeem screen and a partner deal's certificate (SPEC §2
 * "Redeem screen"): a Print button (the browser's Print command without JavaScript), a Close link, and only the
 * printable article on paper. It stays until closed with its close link: Escape does nothing.
 */
export function PrintScreen({
  labelledBy,
  closeTo,
  onPrint,
  what,
  children,
}: {
  labelledBy: string;
  closeTo: string;
  /** Analytics for the print click; the printing itself is done here. */
  onPrint: () => void;
  /** What is printed, for the no-JavaScript hint: "coupon", "deal". */
  what: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, {});
  return (
    <PrintDialog ref={ref} open aria-labelledby={labelledBy} data-print-root="">
      <PrintOnlyCoupon />
      <Toolbar data-print-hide="">
        {hydrated ? (
          <button
            type="button"
            onClick={() => {
              onPrint();
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
      <Printable>{children}</Printable>
    </PrintDialog>
  );
}
