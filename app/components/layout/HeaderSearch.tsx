import { Form, useLocation, useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { MAX_SEARCH_TERM_LENGTH, SEARCH_PLACEHOLDER } from "~/models/navigation";
import { hiddenWord, primaryButton } from "~/styles/mixins";
import { below } from "~/styles/theme";
import { isOffline } from "~/browser/connection";

// The type-ahead's code loads when the visitor first focuses the search box.
const SearchSuggestions = lazy(() => import("~/components/search/SearchSuggestions"));

// It shares the header's one row (SPEC §9 height 70): it takes what the row leaves, up to its own width. Below md
// the button is its icon; "Search" stays its accessible name.
const Search = styled(Form).withConfig({ componentId: "HeaderSearch-Form" })`
  position: relative;
  display: flex;
  gap: 4px;
  margin-left: auto;
  flex: 0 1 340px;
  min-width: 0;
  ${below("sm")} {
    flex: 1 1 auto;
  }
  /* SPEC §2's whole hint, never cut ("Pizza, Oil Chan"): a smaller hint on a phone, the box at its width elsewhere. */
  input::placeholder {
    font-size: 15px;
  }
  /* The browser's clear button keeps its room even while the box is empty, cutting the hint's end. */
  input::-webkit-search-cancel-button {
    -webkit-appearance: none;
    appearance: none;
  }
  ${below("sm")} {
    input::placeholder {
      font-size: 13px;
    }
  }
  ${below("md")} {
    .search-word {
      ${hiddenWord}
    }
  }
  input {
    flex: 1 1 auto;
    width: 100%;
    min-width: 0;
    min-height: 40px;
    padding: 0 8px;
    border: 1px solid ${(p) => p.theme.colors.muted};
    border-radius: ${(p) => p.theme.radius}px;
    font: inherit;
  }
  button {
    ${primaryButton}
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 40px;
    padding: 0 12px;
  }
  button svg {
    display: none;
  }
  ${below("md")} {
    button {
      padding: 0 10px;
    }
    button svg {
      display: block;
    }
  }
`;

/** The header's search (SPEC §2, §5): a GET form to /search that works without JavaScript, with a type-ahead. */
export function HeaderSearch() {
  const searchRef = useRef<HTMLInputElement>(null);
  const [suggesting, setSuggesting] = useState(false);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // On the results page the box keeps what was searched.
  const searchTerm = location.pathname === "/search" ? (searchParams.get("term") ?? "") : "";

  // Words typed before the page became interactive stay in the box (hydration keeps them); the type-ahead takes
  // them up as if they had been typed now.
  useEffect(() => {
    const input = searchRef.current;
    if (input && (document.activeElement === input || input.value.trim() !== searchTerm.trim())) setSuggesting(true);
    // Once, when the header hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Search
      method="get"
      action="/search"
      role="search"
      // A submitted search is answered by its results page: the list would only cover them. It comes back when the
      // shopper types again.
      onSubmit={() => setSuggesting(false)}
    >
      <label htmlFor="site-search" className="visually-hidden">
        Search coupons
      </label>
      <input
        id="site-search"
        type="search"
        name="term"
        placeholder={SEARCH_PLACEHOLDER}
        key={searchTerm}
        defaultValue={searchTerm}
        ref={searchRef}
        // Suggestions need a connection: with none, neither their code nor their answers are asked for.
        onFocus={() => setSuggesting(!isOffline())}
        onInput={() => setSuggesting(!isOffline())}
        autoComplete="off"
        minLength={3}
        maxLength={MAX_SEARCH_TERM_LENGTH}
        required
      />
      <button type="submit">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 1 0 0-13M15.5 15.5L20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="search-word">Search</span>
      </button>
      {suggesting ? (
        <Suspense fallback={null}>
          <SearchSuggestions key={searchTerm} inputRef={searchRef} searched={searchTerm} />
        </Suspense>
      ) : null}
    </Search>
  );
}
