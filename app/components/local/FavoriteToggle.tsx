import styled from "styled-components";
import { useHydrated } from "~/components/layout/useHydrated";
import { isFavorite } from "~/models/favorites";
import { track } from "~/browser/track";
import { useFavorites } from "./storage";

/** A round, borderless heart button: the offer's toggle and the header's favorites control. */
export const HeartButton = styled.button.withConfig({
  componentId: "FavoriteToggle-HeartButton",
  displayName: "HeartButton",
})`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${(p) => p.theme.colors.danger};
  cursor: pointer;
  svg {
    width: 24px;
    height: 24px;
  }
`;

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.3 2.4.7-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.8 4.3 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** SPEC §4 favorites toggle; needs storage, so it appears only once JavaScript runs. */
export function FavoriteToggle({
  offerId,
  title,
  contentZone,
}: {
  offerId: string;
  title: string;
  contentZone: string;
}) {
  const hydrated = useHydrated();
  const { favorites, toggle } = useFavorites();
  if (!hydrated) return null;
  const saved = isFavorite(favorites, offerId);
  return (
    <HeartButton
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${title} to favorites`}
      onClick={() => {
        toggle(offerId);
        track("clickFavorite", { offerId, favorited: !saved }, contentZone);
      }}
    >
      <HeartIcon filled={saved} />
    </HeartButton>
  );
}
