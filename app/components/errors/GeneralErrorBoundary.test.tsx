// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_KEY } from "~/models/chunk-reload";
import { failed } from "~/models/result";
import { throwIfCritical, unavailableResponse } from "~/http/maintenance.server";
import { ErrorPage } from "./ErrorPage";
import { GeneralErrorBoundary, isConnectionLost, type StatusHandler } from "./GeneralErrorBoundary";
import { renderRoutes } from "../../../tests/setup/render-routes";

function renderRouteThatThrows(loader: () => null, statusHandlers?: Record<number, StatusHandler>) {
  renderRoutes([
    {
      path: "/",
      Component: () => <p>page</p>,
      ErrorBoundary: () => <GeneralErrorBoundary statusHandlers={statusHandlers} />,
      loader,
    },
  ]);
}

describe("GeneralErrorBoundary", () => {
  it("shows the maintenance page when a loader meets a critical upstream failure", async () => {
    renderRouteThatThrows(() => {
      throwIfCritical({ topOffers: failed("We couldn't find any top coupon codes", 500) });
      return null;
    });
    expect(
      await screen.findByRole("heading", { name: "Maintenance in progress... Please check back later." }),
    ).toBeTruthy();
  });

  it("shows a page's own missing content in its own words, not the maintenance page", async () => {
    renderRouteThatThrows(() => {
      throw unavailableResponse("We seem to be having trouble loading this promotion");
    });
    expect(
      await screen.findByRole("heading", { name: "We seem to be having trouble loading this promotion" }),
    ).toBeTruthy();
    expect(screen.queryByText(/Maintenance in progress/)).toBeNull();
    expect(screen.getByRole("link", { name: "Take Me Home" }).getAttribute("href")).toBe("/");
  });

  it("renders a 503's message as text, never as markup", async () => {
    renderRouteThatThrows(() => {
      throw Response.json({ unavailable: "<b>detail</b>" }, { status: 503 });
    });
    expect(await screen.findByRole("heading", { name: "<b>detail</b>" })).toBeTruthy();
    expect(document.querySelector("b")).toBeNull();
  });

  it("is the maintenance page for a 503 of any other shape", async () => {
    renderRouteThatThrows(() => {
      throw Response.json({ message: "internal detail" }, { status: 503 });
    });
    expect(
      await screen.findByRole("heading", { name: "Maintenance in progress... Please check back later." }),
    ).toBeTruthy();
    expect(screen.queryByText(/internal detail/)).toBeNull();
  });

  it("renders the page when the failing area is not critical", async () => {
    renderRouteThatThrows(() => {
      throwIfCritical({ localOffers: failed("We can't seem to find local offers", 500) });
      return null;
    });
    expect(await screen.findByText("page")).toBeTruthy();
  });

  it("shows Page Not Found without any detail from the thrown response", async () => {
    renderRouteThatThrows(() => {
      throw Response.json({ message: "<b>internal detail</b>" }, { status: 404 });
    });
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.queryByText(/internal detail/)).toBeNull();
  });

  it("lets a route say what its own 404 means", async () => {
    renderRouteThatThrows(
      () => {
        throw new Response(null, { status: 404 });
      },
      { 404: () => <ErrorPage status={404} detail="We couldn't find the associated BPP" /> },
    );
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByText("We couldn't find the associated BPP")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Take Me Home" }).getAttribute("href")).toBe("/");
  });

  it("shows Oops... Something Went Wrong for any other error", async () => {
    renderRouteThatThrows(() => {
      throw new Response(null, { status: 500 });
    });
    expect(await screen.findByRole("heading", { name: "Oops... Something Went Wrong" })).toBeTruthy();
    expect(screen.getByText("We apologize and are fixing the problem. Please try again later.")).toBeTruthy();
  });

  describe("when the connection did not hold", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      sessionStorage.clear();
    });

    it("tells a fetch with no answer, or any failure on a device offline, from the site's own errors", () => {
      for (const message of ["Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed"])
        expect(isConnectionLost(new TypeError(message))).toBe(true);
      for (const error of [new TypeError("x is undefined"), new Error("Failed to fetch"), "Failed to fetch", null])
        expect(isConnectionLost(error)).toBe(false);
      vi.stubGlobal("navigator", { onLine: false });
      expect(isConnectionLost(new Error("Unexpected Server Error"))).toBe(true);
      // An answer the site gave is its own, connection or not.
      expect(isConnectionLost({ status: 503, statusText: "", internal: false, data: null })).toBe(false);
    });

    it("loads the page whole instead of showing an error, and shows the error if it did so a moment ago", async () => {
      renderRouteThatThrows(() => {
        throw new TypeError("Failed to fetch");
      });
      await waitFor(() => expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull());
      expect(screen.queryByRole("heading")).toBeNull();

      renderRouteThatThrows(() => {
        throw new TypeError("Failed to fetch");
      });
      expect(await screen.findByRole("heading", { name: "Oops... Something Went Wrong" })).toBeTruthy();
    });
  });
});
