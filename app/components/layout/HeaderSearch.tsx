import { Form, useLocation, useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { SEARCH_PLACEHOLDER } from "~/models/navigation";
import { primaryButton } from "~/styles/mixins";
import { below } from "~/styles/theme";

// The type-ahead's code loads when the visitor first focuses the search box.
const SearchSuggestions = lazy(() => import("~/components/search/SearchSuggestions"));

const Search = styled(Form).withConfig({ componentId: "HeaderSearch-Form" })`
  position: relative;
  display: flex;
  gap: 4px;
  margin-left: auto;
  ${below("sm")} {
    /* On a phone the box gets a row of its own, full width, under the menu button and logo. */
    order: 2;
    flex-basis: 100%;
    input { flex: 1; min-width: 0; }
  }
  input {
    width: 220px;
    min-height: 40px;
    padding: 0 10px;
    border: 1px solid ${(p) => p.theme.colors.muted};
    border-radius: ${(p) => p.theme.radius}px;
    font: inherit;
  }
  button {
    ${primaryButton}
    min-height: 40px;
    padding: 0 12px;
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
    <Search method="get" action="/search" role="search">
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
        onFocus={() => setSuggesting(true)}
        autoComplete="off"
        minLength={3}
        required
      />
      <button type="submit">Search</button>
      {suggesting ? (
        <Suspense fallback={null}>
          <SearchSuggestions key={searchTerm} inputRef={searchRef} />
        </Suspense>
      ) : null}
    </Search>
  );
}
