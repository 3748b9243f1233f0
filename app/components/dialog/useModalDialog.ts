import { useEffect, useRef, type RefObject } from "react";
import { dialogClosed, dialogOpened } from "~/shared";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Turns a server-rendered `<dialog open>` into a modal once JavaScript runs: focus moves into it (to `initialFocus`
 * when given) and stays there (Tab wraps), Escape calls `onEscape` (omit it for dialogs Escape must not close),
 * and focus returns to whatever opened it when it unmounts (or to the page's main content when the opener has gone)
 * — unmounting skips the browser's own restore.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement>,
  options: { onEscape?: () => void; initialFocus?: RefObject<HTMLElement> },
) {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
    dialogOpened(dialog);
    (latest.current.initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();

    const onCancel = (e: Event) => {
      e.preventDefault();
      latest.current.onEscape?.();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Tab") return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null,
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("keydown", onKeyDown);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("keydown", onKeyDown);
      if (dialog.open) dialog.close();
      dialogClosed(dialog);
      // The opener may have left with the page it was on (a place chosen from the home page's prompt lands on the
      // local page) or be hidden now (the phone menu closed by the navigation): focus then goes to the page's main
      // content, not lost on <body>.
      if (opener?.isConnected && opener !== document.body) opener.focus();
      if (document.activeElement === null || document.activeElement === document.body) {
        document.getElementById("main")?.focus({ preventScroll: true });
      }
    };
  }, [ref]);
}
