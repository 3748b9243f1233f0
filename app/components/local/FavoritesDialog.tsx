import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import {
  buttonLook,
  cardGrid,
  DELETE_ALL_CANCEL_LABEL,
  DELETE_ALL_CONFIRM_LABEL,
  DELETE_ALL_FAVORITES_CONFIRMATION,
  dialogCloseButton,
  FAVORITES_REMOVAL_WARNING,
  type FavoritesAnswer,
  favoritesTitle,
  NO_FAVORITES,
  serializeFavorites,
  track,
  useFavorites,
} from "~/shared";
import { useModalDialog } from "~/components/dialog/useModalDialog";
import { logoLinkCards } from "./logo-link-cards";

const Dialog = styled.dialog.withConfig({ componentId: "FavoritesDialog-Dialog", displayName: "FavoritesDialog" })`
  width: min(${(p) => p.theme.dialogMaxWidth}px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  padding: 24px;
  border: 0;
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  &::backdrop {
    background: rgb(15 23 42 / 0.6);
  }
  h2 {
    margin: 0 48px 12px 0;
  }
`;

const Close = styled.button.withConfig({ componentId: "FavoritesDialog-Close" })`
  ${dialogCloseButton}
`;

const Warning = styled.p.withConfig({ componentId: "FavoritesDialog-Warning" })`
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radius}px;
  background: #fff4d6;
  color: ${(p) => p.theme.colors.text};
`;

const Cards = styled.ul.withConfig({ componentId: "FavoritesDialog-Cards" })`
  ${cardGrid(220)}
  margin: 0 0 16px;
  ${logoLinkCards}
`;

const Buttons = styled.div.withConfig({ componentId: "FavoritesDialog-Buttons" })`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  button {
    ${buttonLook("danger")}
  }
  button.confirm {
    ${buttonLook("dangerSolid")}
  }
  button.cancel {
    ${buttonLook("secondary")}
  }
`;

export default function FavoritesDialog({ city, onClose }: { city: string | null; onClose: () => void }) {
  const { favorites, clear } = useFavorites();
  const fetcher = useFetcher<FavoritesAnswer>();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const confirmId = useId();
  const [confirming, setConfirming] = useState(false);
  const key = serializeFavorites(favorites);

  useModalDialog(ref, { onEscape: onClose });

  useEffect(() => {
    if (favorites.length > 0) fetcher.load(`/api/favorites?ids=${encodeURIComponent(key)}`);
    // The stored list (as text) drives the lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    track("favoritesLoaded", { count: favorites.length });
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  const cards = favorites.length === 0 ? [] : (fetcher.data?.cards ?? []);
  const loading = favorites.length > 0 && fetcher.data === undefined;

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <h2 id={titleId}>{favoritesTitle(city ?? fetcher.data?.city ?? "your area")}</h2>
      <Close type="button" aria-label="Close" onClick={onClose}>
        ×
      </Close>
      <Warning>
        {FAVORITES_REMOVAL_WARNING}. Find the offers you open under{" "}
        <Link to="/#recently-viewed" onClick={onClose}>
          Recently Viewed Offers
        </Link>{" "}
        on the home page.
      </Warning>
      {favorites.length === 0 ? (
        <p>{NO_FAVORITES}</p>
      ) : loading ? (
        <p role="status">Loading your favorites…</p>
      ) : cards.length === 0 ? (
        <p>{NO_FAVORITES}</p>
      ) : (
        <Cards aria-label="Favorite coupons">
          {cards.map((card) => (
            <li key={card.offerId}>
              <Link to={card.href} onClick={onClose}>
                <img src={card.logoURL} alt={`${card.businessName} logo`} width={48} height={48} />
                <strong>{card.businessName}</strong>
                <span>{card.title}</span>
              </Link>
            </li>
          ))}
        </Cards>
      )}
      {favorites.length > 0 && !confirming ? (
        <Buttons>
          <button type="button" onClick={() => setConfirming(true)}>
            Delete all favorites
          </button>
        </Buttons>
      ) : null}
      {confirming ? (
        <div role="alertdialog" aria-modal="false" aria-labelledby={confirmId}>
          <p id={confirmId}>{DELETE_ALL_FAVORITES_CONFIRMATION}</p>
          <Buttons>
            <button ref={cancelRef} type="button" className="cancel" onClick={() => setConfirming(false)}>
              {DELETE_ALL_CANCEL_LABEL}
            </button>
            <button
              type="button"
              className="confirm"
              onClick={() => {
                clear();
                setConfirming(false);
              }}
            >
              {DELETE_ALL_CONFIRM_LABEL}
            </button>
          </Buttons>
        </div>
      ) : null}
    </Dialog>
  );
}
