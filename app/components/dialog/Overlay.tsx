import { useRef, type ReactNode, type RefObject } from "react";
import styled, { css } from "styled-components";
import { fullScreenDialog } from "~/shared";
import { useModalDialog } from "./useModalDialog";

const Backdrop = styled.dialog.withConfig({ componentId: "Overlay-Backdrop", displayName: "Overlay" })<{
  $layer: number;
}>`
  ${fullScreenDialog}
  background: rgb(15 23 42 / 0.6);
  /* Before hydration the dialog is not in the top layer: stack it above the sticky header. */
  z-index: ${(p) => p.$layer};
  &::backdrop {
    background: transparent;
  }
`;

/** The card inside an overlay; each dialog adds its width and its own inner styles. */
export const overlayPanel = css`
  position: relative;
  margin: 6vh auto 0;
  padding: 24px;
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
`;

/**
 * The panel of a coupon's dialog (a local offer's quick view, a coupon code's offer): the dialogs' width, and its title
 * large and clear of the close button in the top corner.
 */
export const offerDialogPanel = css`
  ${overlayPanel}
  max-width: ${(p) => p.theme.dialogMaxWidth}px;
  h2 {
    margin: 0 48px 8px 0;
    font-size: 1.5rem;
    line-height: 1.25;
  }
`;

/** The top of an offer dialog: the merchant's or business's logo beside its name and details. */
export const OverlayIssuer = styled.div.withConfig({ componentId: "Overlay-Issuer", displayName: "OverlayIssuer" })`
  display: flex;
  gap: 12px;
  align-items: center;
  margin-bottom: 12px;
  img {
    width: 72px;
    height: 72px;
    object-fit: contain;
  }
  p {
    margin: 0;
  }
`;

/**
 * A dismissible modal over a dimmed page (SPEC §2 dialogs): server-rendered open, a modal once JavaScript runs
 * (focus trapped, returned to the opener); Escape and a click on the dimmed area outside the panel call `onDismiss`.
 */
export function Overlay({
  labelledBy,
  onDismiss,
  initialFocus,
  layer = 1400,
  children,
}: {
  labelledBy: string;
  onDismiss: () => void;
  initialFocus?: RefObject<HTMLElement>;
  layer?: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, { onEscape: onDismiss, initialFocus });
  return (
    <Backdrop
      ref={ref}
      open
      aria-labelledby={labelledBy}
      $layer={layer}
      onClick={(e) => {
        if (e.target === e.currentTarget) onDismiss();
      }}
    >
      {children}
    </Backdrop>
  );
}
