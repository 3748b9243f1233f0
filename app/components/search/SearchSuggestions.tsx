import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import styled from "styled-components";
import { track } from "~/shared";
import { MIN_SEARCH_LENGTH, SITE_SEARCH_DEBOUNCE_MS } from "~/models/search-results";
import type { SearchSuggestionGroup } from "~/models/search-results";
import { isOffline } from "~/browser/connection";

const Dropdown = styled.div.withConfig({ componentId: "SearchSuggestions-Dropdown", displayName: "SearchSuggestions" })`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: 80;
  width: min(420px, calc(100vw - 32px));
  max-height: 70vh;
  overflow-y: auto;
  padding: 8px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
  h2 {
    margin: 8px 8px 4px;
    font-size: 0.85rem;
    color: ${(p) => p.theme.colors.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 8px;
    border-radius: 4px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${(p) => p.theme.colors.background};
  }
  span {
    display: block;
    font-size: 0.85rem;
    color: ${(p) => p.theme.colors.muted};
  }
`;

/**
 * The type-ahead's answer, or a refusal of the request (a 429 past the instance's budget per address,
 * server/address-budget.mjs: `{ error }` alone), which shows nothing: the next term typed is asked for again.
 */
type Answer = { term: string; groups: SearchSuggestionGroup[] } | { error: string };

/**
 * SPEC §5 site-search type-ahead for the header's box: nothing under 3 characters, a one-second debounce, and no
 * new request while one is in flight (the latest text is asked for once it returns). Enter still submits the form.
 */
export default function SearchSuggestions({
  inputRef,
  searched,
}: {
  inputRef: RefObject<HTMLInputElement>;
  /** The term whose results are on the page ("" elsewhere): the box holding it is no search to suggest for. */
  searched: string;
}) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.data && "groups" in fetcher.data ? fetcher.data : undefined;
  const [term, setTerm] = useState(() => inputRef.current?.value.trim() ?? "");
  // The code arrives after the first focus: whatever was typed meanwhile is already a search to suggest for, unless
  // it is the search the page shows (the results page after a submit), which opens only once the shopper types.
  const [open, setOpen] = useState(() => term !== searched.trim());
  const pending = useRef<string | null>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onInput = () => {
      setTerm(input.value.trim());
      setOpen(true);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    const onPointer = (e: MouseEvent) => {
      if (!input.form?.contains(e.target as Node)) setOpen(false);
    };
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPointer);
    // The box as it is now, by the rule above: the first render may have read another box (a navigation renders this
    // list for the new box while the ref still holds the old one), and words typed since (a paste, a key pressed as
    // React committed) fired no event this listener heard.
    const now = input.value.trim();
    setTerm(now);
    setOpen(now !== searched.trim());
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
    };
  }, [inputRef, searched]);

  useEffect(() => {
    if (!open || term.length < MIN_SEARCH_LENGTH) return;
    const timer = setTimeout(() => {
      // With no connection there are no suggestions to ask for; a failed fetcher would put the error screen up.
      if (isOffline()) return;
      if (busy) pending.current = term;
      else fetcher.load(`/api/search-suggestions?term=${encodeURIComponent(term)}`);
    }, SITE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The text drives the search; the fetcher's identity changes with its state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term, open]);

  useEffect(() => {
    if (busy || pending.current === null) return;
    const next = pending.current;
    pending.current = null;
    if (next !== answer?.term && !isOffline()) fetcher.load(`/api/search-suggestions?term=${encodeURIComponent(next)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy]);

  useEffect(() => {
    if (answer && answer.groups.length > 0) {
      track("searchDropdownLoaded", { term: answer.term, groups: answer.groups.length }, "headerSearch");
    }
  }, [answer]);

  const groups = open && term.length >= MIN_SEARCH_LENGTH && answer?.term === term ? answer.groups : [];
  if (groups.length === 0) return null;
  return (
    <Dropdown aria-label="Search suggestions" role="region" onClick={() => setOpen(false)}>
      {groups.map((group) => (
        <section key={group.heading}>
          <h2>{group.heading}</h2>
          <ul>
            {group.items.map((item) => (
              <li key={item.href}>
                <Link to={item.href}>
                  {item.label}
                  <span>{item.detail}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Dropdown>
  );
}
