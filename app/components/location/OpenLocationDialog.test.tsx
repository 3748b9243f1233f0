// @vitest-environment jsdom
// The location dialog when the site refuses its requests (a 429 past the instance's budget per address,
// server/address-budget.mjs, whose fetcher data is the API's `{ error: "Too Many Requests" }`): the type-ahead lists
// nothing and says nothing, and a refused post asks the shopper to try again in the area's words.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SnackbarProvider } from "~/components/feedback/Snackbar";
import { LOCATION_UNCHECKED } from "~/models/location-messages";
import { LocationDialogProvider } from "./LocationDialogContext";
import OpenLocationDialog, { LOCATION_SEARCH_DEBOUNCE_MS } from "./OpenLocationDialog";
import { renderRoutes } from "../../../tests/setup/render-routes";

const REFUSED = { error: "Too Many Requests" };

function Page() {
  return (
    <LocationDialogProvider>
      <SnackbarProvider>
        <OpenLocationDialog
          intent="coupons"
          deals={{ hasPlace: false, dealsAvailable: true, noDealsHere: null }}
          choice={null}
        />
      </SnackbarProvider>
    </LocationDialogProvider>
  );
}

// jsdom has no modal dialogs: open and close are enough here.
const { showModal, close } = HTMLDialogElement.prototype;
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function () {
    this.open = false;
  };
});
afterAll(() => {
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = close;
});

describe("the location dialog, refused by the site", () => {
  it("lists no suggestions for a refused type-ahead, and says try again for a refused post", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const asked: string[] = [];
      renderRoutes([
        { path: "/", Component: Page },
        {
          path: "/api/location-suggestions",
          loader: ({ request }) => {
            asked.push(new URL(request.url).searchParams.get("q") ?? "");
            // The first answered, the next refused as the budget refuses it.
            return asked.length === 1 ? { suggestions: [{ city: "Tampa", state: "FL", zip: "33602" }] } : REFUSED;
          },
        },
        { path: "/api/location", action: () => REFUSED },
      ]);
      const box = await screen.findByRole("textbox", { name: "ZIP code or City, State" });
      const type = async (text: string) => {
        fireEvent.change(box, { target: { value: text } });
        await act(() => vi.advanceTimersByTimeAsync(LOCATION_SEARCH_DEBOUNCE_MS + 10));
        await waitFor(() => expect(asked.at(-1)).toBe(text));
        await act(() => vi.advanceTimersByTimeAsync(50));
      };
      await type("Tam");
      expect(await screen.findByRole("button", { name: "Tampa, FL" })).toBeTruthy();
      // Refused: the last term's suggestions go, and no message interrupts the typing.
      await type("Tamp");
      await waitFor(() => expect(screen.queryByRole("list", { name: "Suggested locations" })).toBeNull());
      expect(screen.queryByText(/Too Many Requests|Please try again/)).toBeNull();

      fireEvent.click(screen.getByRole("button", { name: "Find Coupons" }));
      expect(await screen.findByText(LOCATION_UNCHECKED)).toBeTruthy();
      expect(screen.queryByText("Too Many Requests")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
