import { lazy, Suspense, useRef, useState } from "react";
import styled from "styled-components";
import { useHydrated } from "~/components/layout/useHydrated";
import { HeartButton, HeartIcon } from "./FavoriteToggle";
import { useFavorites } from "./storage";

// Opened only by visitors who kept favorites: its code is fetched on the first click.
const FavoritesDialog = lazy(() => import("./FavoritesDialog"));

// An entry of the header's menu: the heart and its words (the header hides the words where its menu is its row).
const HeaderButton = styled(HeartButton).withConfig({
  componentId: "FavoritesControl-HeaderButton",
  displayName: "FavoritesControl",
})`
  gap: ${(p) => p.theme.space.sm}px;
  padding: 0 2px;
  border-radius: ${(p) => p.theme.radius}px;
  font: inherit;
  font-weight: 600;
  svg {
    width: 26px;
    height: 26px;
  }
  .favorites-word {
    color: ${(p) => p.theme.colors.text};
  }
`;

/**
 * SPEC §2 header favorites control: a filled heart when favorites exist, nothing at all when there are none; it
 * opens the favorites dialog. Favorites live in localStorage, so the control exists only once JavaScript runs.
 */
export function FavoritesControl({ city }: { city: string | null }) {
  const hydrated = useHydrated();
  const { favorites } = useFavorites();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!hydrated || (favorites.length === 0 && !open)) return null;
  return (
    <>
      {favorites.length > 0 ? (
        <HeaderButton
          ref={opener}
          type="button"
          aria-haspopup="dialog"
          aria-label={`My favorites (${favorites.length})`}
          onClick={() => setOpen(true)}
        >
          <HeartIcon filled />
          <span className="favorites-word">My favorites</span>
        </HeaderButton>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <FavoritesDialog
            city={city}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
