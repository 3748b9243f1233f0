import { useLocation } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { locationDialogHref, type LocationIntent } from "~/models/url-state";
import { loadLocationDialog } from "./load-location-dialog";
import { useLocationDialog } from "./LocationDialogContext";

const preload = () => void loadLocationDialog();

/** A link that opens the location dialog: in place with JavaScript, by URL without. */
export function LocationDialogLink({
  intent,
  children,
  className,
  id,
  autoFocus,
}: {
  intent: LocationIntent;
  children: ReactNode;
  className?: string;
  /** A fragment target (e.g. the search page's `#find-local`). */
  id?: string;
  /** Rendered as `autofocus`, so the browser focuses it on load even without JavaScript. */
  autoFocus?: boolean;
}) {
  const { pathname, search } = useLocation();
  const { open } = useLocationDialog();
  return (
    <a
      className={className}
      id={id}
      // SPEC §8: a search that needs a place moves the visitor to this link; nothing else asks for it.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={autoFocus}
      href={locationDialogHref(pathname, search, intent)}
      // A dialog URL, which robots.txt keeps crawlers from (decision 009).
      rel="nofollow"
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        open(intent);
      }}
    >
      {children}
    </a>
  );
}
