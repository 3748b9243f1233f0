// @vitest-environment jsdom
// The header's type-ahead when the site refuses its request (a 429 past the instance's budget per address,
// server/address-budget.mjs, whose fetcher data is the API's `{ error }`): no suggestions, no error, and the next
// term typed is asked for again.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useLayoutEffect, useRef, type RefObject } from "react";
import { describe, expect, it, vi } from "vitest";
import { SITE_SEARCH_DEBOUNCE_MS } from "~/models/search-results";
import SearchSuggestions from "./SearchSuggestions";
import { renderRoutes } from "../../../tests/setup/render-routes";

function Box() {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <form>
      <input ref={ref} type="search" aria-label="Search coupons" />
      <SearchSuggestions inputRef={ref} searched="" />
    </form>
  );
}

/** Types into the box once React has committed the list, before the list's own effects run: a paste as it mounts. */
function PasteAsItMounts({ inputRef, words }: { inputRef: RefObject<HTMLInputElement>; words: string }) {
  useLayoutEffect(() => {
    const input = inputRef.current!;
    input.value = words;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, [inputRef, words]);
  return null;
}

function BoxPastedIntoAsItMounts() {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <form>
      <input ref={ref} type="search" aria-label="Search coupons" />
      <SearchSuggestions inputRef={ref} searched="" />
      <PasteAsItMounts inputRef={ref} words="oil change" />
    </form>
  );
}

const group = (term: string) => ({
  heading: "Stores",
  items: [{ label: `${term} place`, detail: "Tampa, FL", href: `/local/tampa-fl?q=${term}` }],
});

describe("the header's search suggestions", () => {
  it("show nothing for a refused request, and suggest again for the next term", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const asked: string[] = [];
      renderRoutes([
        { path: "/", Component: Box },
        {
          path: "/api/search-suggestions",
          loader: ({ request }) => {
            const term = new URL(request.url).searchParams.get("term") ?? "";
            asked.push(term);
            // The first is refused as the budget refuses it; the next answered.
            return asked.length === 1 ? { error: "Too Many Requests" } : { term, groups: [group(term)] };
          },
        },
      ]);
      const box = await screen.findByRole("searchbox", { name: "Search coupons" });
      fireEvent.input(box, { target: { value: "pizza" } });
      await act(() => vi.advanceTimersByTimeAsync(SITE_SEARCH_DEBOUNCE_MS + 10));
      await waitFor(() => expect(asked).toEqual(["pizza"]));
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(screen.queryByRole("region", { name: "Search suggestions" })).toBeNull();

      fireEvent.input(box, { target: { value: "pizzas" } });
      await act(() => vi.advanceTimersByTimeAsync(SITE_SEARCH_DEBOUNCE_MS + 10));
      expect(await screen.findByRole("region", { name: "Search suggestions" })).toBeTruthy();
      expect(screen.getByText("pizzas place")).toBeTruthy();
      expect(asked).toEqual(["pizza", "pizzas"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("suggest for words typed while the list was mounting, before it listened", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const asked: string[] = [];
      renderRoutes([
        { path: "/", Component: BoxPastedIntoAsItMounts },
        {
          path: "/api/search-suggestions",
          loader: ({ request }) => {
            const term = new URL(request.url).searchParams.get("term") ?? "";
            asked.push(term);
            return { term, groups: [group(term)] };
          },
        },
      ]);
      await screen.findByRole("searchbox", { name: "Search coupons" });
      await act(() => vi.advanceTimersByTimeAsync(SITE_SEARCH_DEBOUNCE_MS + 10));
      expect(await screen.findByRole("region", { name: "Search suggestions" })).toBeTruthy();
      expect(screen.getByText("oil change place")).toBeTruthy();
      expect(asked).toEqual(["oil change"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
